#include "collide/convex/face_clipping.h"

#include <algorithm>
#include <utility>

namespace collide {
namespace face_clipping_detail {
namespace {

// One Sutherland-Hodgman step: the polygon's part where
// dot(plane_normal, x) <= offset + slack.
int ClipPolygonByPlane(const Vec3* in, int count, const Vec3& plane_normal, double offset,
                       double slack, Vec3* out) {
  int kept = 0;
  for (int i = 0; i < count; ++i) {
    const Vec3& p = in[i];
    const Vec3& q = in[(i + 1) % count];
    const double dp = glm::dot(plane_normal, p) - offset;
    const double dq = glm::dot(plane_normal, q) - offset;
    if (dp <= slack) {
      out[kept++] = p;
    }
    if ((dp <= slack) != (dq <= slack)) {  // the edge crosses the plane
      out[kept++] = p + (q - p) * (dp / (dp - dq));
    }
  }
  return kept;
}

// A segment's part on the inner side of every side plane (parametric).
int ClipSegment(const Vec3* segment, const Vec3* face, int face_count, const Vec3& face_normal,
                double slack, Vec3* out) {
  double t0 = 0.0;
  double t1 = 1.0;
  for (int i = 0; i < face_count; ++i) {
    const Vec3 side = glm::cross(face[(i + 1) % face_count] - face[i], face_normal);
    const double offset = glm::dot(side, face[i]) + slack * glm::length(side);
    const double d0 = glm::dot(side, segment[0]) - offset;
    const double d1 = glm::dot(side, segment[1]) - offset;
    if (d0 > 0.0 && d1 > 0.0) {
      return 0;
    }
    if (d0 > 0.0) {
      t0 = std::max(t0, d0 / (d0 - d1));
    } else if (d1 > 0.0) {
      t1 = std::min(t1, d0 / (d0 - d1));
    }
  }
  if (t0 > t1) {
    return 0;
  }
  out[0] = segment[0] + (segment[1] - segment[0]) * t0;
  out[1] = segment[0] + (segment[1] - segment[0]) * t1;
  return 2;
}

}  // namespace
}  // namespace face_clipping_detail

int ClipToFacePrism(const Vec3* incident, int incident_count, const Vec3* face, int face_count,
                    const Vec3& face_normal, double slack, Vec3* out, Vec3* scratch) {
  using namespace face_clipping_detail;
  if (incident_count == 2) {
    return ClipSegment(incident, face, face_count, face_normal, slack, out);
  }
  // Alternate between the two buffers so that the last step writes `out`.
  Vec3* buffers[2] = {out, scratch};
  int target = face_count % 2 == 0 ? 1 : 0;
  std::copy(incident, incident + incident_count, buffers[1 - target]);
  int count = incident_count;
  for (int i = 0; i < face_count && count > 0; ++i) {
    const Vec3 side = glm::cross(face[(i + 1) % face_count] - face[i], face_normal);
    const double length = glm::length(side);
    count = ClipPolygonByPlane(buffers[1 - target], count, side, glm::dot(side, face[i]),
                               slack * length, buffers[target]);
    target = 1 - target;
  }
  if (buffers[1 - target] != out) {
    std::copy(buffers[1 - target], buffers[1 - target] + count, out);
  }
  return count;
}

int ReduceContacts(const ContactPoint* candidates, int count, const Vec3& normal,
                   std::array<ContactPoint, 4>& kept) {
  if (count <= 4) {
    std::copy(candidates, candidates + count, kept.begin());
    return count;
  }
  int deepest = 0;
  for (int i = 1; i < count; ++i) {
    deepest = candidates[i].depth > candidates[deepest].depth ? i : deepest;
  }
  const Vec3 p0 = candidates[deepest].point;
  int farthest = deepest;
  double farthest_squared = -1.0;
  for (int i = 0; i < count; ++i) {
    const Vec3 d = candidates[i].point - p0;
    if (glm::dot(d, d) > farthest_squared) {
      farthest_squared = glm::dot(d, d);
      farthest = i;
    }
  }
  // Signed areas across the line p0-p1: the widest on each side.
  const Vec3 line = candidates[farthest].point - p0;
  int left = -1;
  int right = -1;
  double most = 0.0;
  double least = 0.0;
  for (int i = 0; i < count; ++i) {
    const double area = glm::dot(glm::cross(line, candidates[i].point - p0), normal);
    if (area > most) {
      most = area;
      left = i;
    } else if (area < least) {
      least = area;
      right = i;
    }
  }
  int kept_count = 0;
  for (int i : {deepest, farthest, left, right}) {
    if (i >= 0 && (kept_count == 0 || i != deepest)) {
      kept[static_cast<std::size_t>(kept_count++)] = candidates[i];
    }
  }
  return kept_count;
}

}  // namespace collide
