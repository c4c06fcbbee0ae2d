#include "collide/manifold/face_clipping.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <utility>

#include "collide/manifold/manifold_trace.h"
#include "collide/trace/trace.h"

namespace collide {
namespace face_clipping_detail {
namespace {

// The steps below are always inlined: each is called from both the traced
// and the untraced clipping, and GCC inlines a function called from two
// places less readily than one called once (measured: the untraced box
// pair's general path lost them to calls).

// Whether a point `d` beyond a side plane (d = dot(side, x) - offset, not
// divided by |side|) is beyond it by more than the slack: compared in
// squares, slack_squared = (slack |side|)^2, so that no root is taken.
bool Beyond(double d, double slack_squared) {
  return d > 0.0 && d * d > slack_squared;
}

// One Sutherland-Hodgman step: the polygon's part on the inner side of
// the plane dot(plane_normal, x) == offset, or beyond it by the slack.
[[gnu::always_inline]] inline int ClipPolygonByPlane(const Vec3* in, int count,
                                                     const Vec3& plane_normal, double offset,
                                                     double slack_squared, Vec3* out) {
  int kept = 0;
  for (int i = 0; i < count; ++i) {
    const Vec3& p = in[i];
    const Vec3& q = in[(i + 1) % count];
    const double dp = glm::dot(plane_normal, p) - offset;
    const double dq = glm::dot(plane_normal, q) - offset;
    const bool p_beyond = Beyond(dp, slack_squared);
    if (!p_beyond) {
      out[kept++] = p;
    }
    if (p_beyond != Beyond(dq, slack_squared)) {
      // The edge crosses the plane, where it does so between its ends (an
      // end within the slack outside is kept as it is instead).
      const double t = dp / (dp - dq);
      if (t > 0.0 && t < 1.0) {
        out[kept++] = p + (q - p) * t;
      }
    }
  }
  return kept;
}

// The point, when it is on the inner side of every side plane (or beyond
// one by at most the slack).
[[gnu::always_inline]] inline int ClipPoint(const Vec3& point, const Vec3* face, int face_count,
                                            const Vec3& along, double slack, Vec3* out) {
  for (int i = 0; i < face_count; ++i) {
    const Vec3 side = glm::cross(face[(i + 1) % face_count] - face[i], along);
    if (Beyond(glm::dot(side, point - face[i]), slack * slack * glm::dot(side, side))) {
      return 0;
    }
  }
  out[0] = point;
  return 1;
}

// A segment's part on the inner side of every side plane (parametric).
[[gnu::always_inline]] inline int ClipSegment(const Vec3* segment, const Vec3* face, int face_count,
                                              const Vec3& along, double slack, Vec3* out) {
  double t0 = 0.0;
  double t1 = 1.0;
  for (int i = 0; i < face_count; ++i) {
    const Vec3 side = glm::cross(face[(i + 1) % face_count] - face[i], along);
    const double offset = glm::dot(side, face[i]);
    const double slack_squared = slack * slack * glm::dot(side, side);
    const double d0 = glm::dot(side, segment[0]) - offset;
    const double d1 = glm::dot(side, segment[1]) - offset;
    const bool beyond0 = Beyond(d0, slack_squared);
    const bool beyond1 = Beyond(d1, slack_squared);
    if (beyond0 && beyond1) {
      return 0;
    }
    // An end beyond is moved onto the plane itself (where the other is
    // inside it; one within the slack stays where it is).
    if (beyond0) {
      t0 = std::max(t0, d1 <= 0.0 ? d0 / (d0 - d1) : 1.0);
    } else if (beyond1) {
      t1 = std::min(t1, d0 <= 0.0 ? d0 / (d0 - d1) : 0.0);
    }
  }
  if (t0 > t1) {
    return 0;
  }
  out[0] = segment[0] + (segment[1] - segment[0]) * t0;
  out[1] = segment[0] + (segment[1] - segment[0]) * t1;
  return 2;
}

// Twice the signed area of the triangle u, v, w seen along `normal`.
double SignedArea(const Vec3& u, const Vec3& v, const Vec3& w, const Vec3& normal) {
  return glm::dot(glm::cross(v - u, w - u), normal);
}

int FarthestFrom(const ContactPoint* candidates, int count, const Vec3& from) {
  int farthest = 0;
  double farthest_squared = -1.0;
  for (int i = 0; i < count; ++i) {
    const Vec3 d = candidates[i].point - from;
    if (glm::dot(d, d) > farthest_squared) {
      farthest_squared = glm::dot(d, d);
      farthest = i;
    }
  }
  return farthest;
}

// The point making the widest triangle on the base p0-p1; -1 when all lie
// on its line.
int WidestOnBase(const ContactPoint* candidates, int count, const Vec3& p0, const Vec3& p1,
                 const Vec3& normal) {
  int widest = -1;
  double widest_area = 0.0;
  for (int i = 0; i < count; ++i) {
    const double area = std::abs(SignedArea(p0, p1, candidates[i].point, normal));
    if (area > widest_area) {
      widest_area = area;
      widest = i;
    }
  }
  return widest;
}

// The fourth corner: the point widest across the base from p2, or, when
// every point lies on p2's side, the one that widens the triangle most.
int FourthCorner(const ContactPoint* candidates, int count, const std::array<int, 3>& taken,
                 const Vec3& normal) {
  const Vec3& p0 = candidates[taken[0]].point;
  const Vec3& p1 = candidates[taken[1]].point;
  const Vec3& p2 = candidates[taken[2]].point;
  const double triangle = SignedArea(p0, p1, p2, normal);
  const double side = triangle > 0.0 ? 1.0 : -1.0;
  int fourth = -1;
  double best = 0.0;
  for (int i = 0; i < count; ++i) {
    if (i == taken[0] || i == taken[1] || i == taken[2]) {
      continue;
    }
    const Vec3& p = candidates[i].point;
    const double across = -side * SignedArea(p0, p1, p, normal);
    const double widening =
        std::abs(SignedArea(p0, p2, p, normal)) + std::abs(SignedArea(p1, p2, p, normal));
    // A point across the base always beats one on p2's side.
    const double score = across > 0.0 ? across + 4.0 * std::abs(triangle) : widening;
    if (score > best) {
      best = score;
      fourth = i;
    }
  }
  return fourth;
}

}  // namespace
}  // namespace face_clipping_detail

template <typename Tracer>
[[gnu::always_inline]] inline int ClipToFacePrism(const Vec3* incident, int incident_count,
                                                  const Vec3* face, int face_count,
                                                  const Vec3& along, double slack, Vec3* out,
                                                  Vec3* scratch, Tracer& trace) {
  using namespace face_clipping_detail;
  if (incident_count <= 2) {
    const int count = incident_count == 1
                          ? ClipPoint(incident[0], face, face_count, along, slack, out)
                          : ClipSegment(incident, face, face_count, along, slack, out);
    if constexpr (Tracer::kOn) {
      // A point or a segment is clipped against every side plane at once.
      std::string text = incident_count == 1 ? "the incident vertex" : "the incident edge";
      text.append(" against the reference face's side planes: ").append(std::to_string(count));
      text.append(count == 1 ? " point remains" : " points remain");
      trace.Step("clip planes", std::move(text), std::to_string(count) + " remain");
    }
    return count;
  }
  // Alternate between the two buffers so that the last step writes `out`.
  Vec3* buffers[2] = {out, scratch};
  int target = face_count % 2 == 0 ? 1 : 0;
  for (int i = 0; i < incident_count; ++i) {  // a loop: std::copy calls memmove
    buffers[1 - target][i] = incident[i];
  }
  int count = incident_count;
  for (int i = 0; i < face_count && count > 0; ++i) {
    const Vec3 side = glm::cross(face[(i + 1) % face_count] - face[i], along);
    count = ClipPolygonByPlane(buffers[1 - target], count, side, glm::dot(side, face[i]),
                               slack * slack * glm::dot(side, side), buffers[target]);
    if constexpr (Tracer::kOn) {
      RecordClipPlane(trace, i + 1, side, count);
    }
    target = 1 - target;
  }
  if (buffers[1 - target] != out) {
    for (int i = 0; i < count; ++i) {
      out[i] = buffers[1 - target][i];
    }
  }
  return count;
}

template int ClipToFacePrism(const Vec3* incident, int incident_count, const Vec3* face,
                             int face_count, const Vec3& along, double slack, Vec3* out,
                             Vec3* scratch, NoTrace& trace);
template int ClipToFacePrism(const Vec3* incident, int incident_count, const Vec3* face,
                             int face_count, const Vec3& along, double slack, Vec3* out,
                             Vec3* scratch, Trace& trace);

int ClipToFacePrism(const Vec3* incident, int incident_count, const Vec3* face, int face_count,
                    const Vec3& along, double slack, Vec3* out, Vec3* scratch) {
  NoTrace& untraced = Untraced();
  return ClipToFacePrism(incident, incident_count, face, face_count, along, slack, out, scratch,
                         untraced);
}

int ReduceContacts(const ContactPoint* candidates, int count, const Vec3& normal,
                   std::array<ContactPoint, 4>& kept) {
  using namespace face_clipping_detail;
  if (count <= 4) {
    // A fixed count of steps: GCC turns a loop to `count` into `rep movsq`,
    // whose start-up costs more than the copy (as std::copy's memmove).
    for (std::size_t i = 0; i < 4; ++i) {
      if (static_cast<int>(i) < count) {
        kept[i] = candidates[i];
      }
    }
    return count;
  }
  int deepest = 0;
  for (int i = 1; i < count; ++i) {
    deepest = candidates[i].depth > candidates[deepest].depth ? i : deepest;
  }
  const Vec3& p0 = candidates[deepest].point;
  const int farthest = FarthestFrom(candidates, count, p0);
  const int third = WidestOnBase(candidates, count, p0, candidates[farthest].point, normal);
  const int fourth =
      third < 0 ? -1 : FourthCorner(candidates, count, {deepest, farthest, third}, normal);
  int kept_count = 0;
  for (int i : {deepest, farthest, third, fourth}) {
    if (i >= 0 && (kept_count == 0 || i != deepest)) {
      kept[static_cast<std::size_t>(kept_count++)] = candidates[i];
    }
  }
  return kept_count;
}

}  // namespace collide
