// Ray and segment against a triangle (triangle.h): Moller-Trumbore,
// two-sided, recording its steps when traced (trace.h): the determinant,
// the barycentric u and v, and t.
#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

#include "collide/queries/triangle_parts.h"
#include "collide/shapes/ray.h"
#include "collide/shapes/triangle.h"
#include "collide/trace/trace.h"

namespace collide {
namespace {

// A step that either lets the cast go on or decides a miss.
void RecordCastStep(Trace& trace, const char* topic, const std::string& text, bool goes_on,
                    const char* found) {
  if (goes_on) {
    trace.Step(topic, text, found);
  } else {
    trace.Decide(topic, TraceText({text, ": miss"}), "miss");
  }
}

}  // namespace

template <typename Tracer>
std::optional<TriangleHit> Raycast(const Ray& ray, const Triangle& triangle, Tracer& trace) {
  const Vec3 e1 = triangle[1] - triangle[0];
  const Vec3 e2 = triangle[2] - triangle[0];
  const Vec3 p = glm::cross(ray.direction, e2);
  const double determinant = glm::dot(e1, p);
  // Parallel to the plane (or a zero-area triangle): no single first point.
  const double least = 1e-14 * std::max(glm::dot(e1, e1), glm::dot(e2, e2));
  const bool parallel = std::abs(determinant) <= least;
  if constexpr (Tracer::kOn) {
    RecordCastStep(trace, "determinant",
                   TraceText({"det = e1 . (d x e2) = ", TraceNumber(determinant),
                              parallel ? ", |det| <= " : ", |det| > ", TraceNumber(least),
                              parallel ? ": A runs along B's plane" : ": A crosses B's plane"}),
                   !parallel, "crosses");
  }
  if (parallel) {
    return std::nullopt;
  }
  const double inverse = 1.0 / determinant;
  const Vec3 s = ray.origin - triangle[0];
  const double u = glm::dot(s, p) * inverse;
  const bool u_inside = !(u < 0.0 || u > 1.0);
  if constexpr (Tracer::kOn) {
    RecordCastStep(trace, "u",
                   TraceText({"u = s . (d x e2) / det = ", TraceNumber(u),
                              u_inside ? ": in [0, 1]" : ": outside [0, 1]"}),
                   u_inside, "inside");
  }
  if (!u_inside)
    return std::nullopt;
  const Vec3 q = glm::cross(s, e1);
  const double v = glm::dot(ray.direction, q) * inverse;
  const bool v_inside = !(v < 0.0 || u + v > 1.0);
  if constexpr (Tracer::kOn) {
    RecordCastStep(
        trace, "v",
        TraceText({"v = d . (s x e1) / det = ", TraceNumber(v), ", u + v = ", TraceNumber(u + v),
                   v_inside ? ": v >= 0 and u + v <= 1" : ": not (v >= 0, u + v <= 1)"}),
        v_inside, "inside");
  }
  if (!v_inside)
    return std::nullopt;
  const double t = glm::dot(e2, q) * inverse;
  if constexpr (Tracer::kOn) {
    const std::string text = TraceText({"t = e2 . (s x e1) / det = ", TraceNumber(t)});
    if (t < 0.0) {
      trace.Decide("t", TraceText({text, " < 0: B is behind A: miss"}), "miss");
    } else {
      const Vec3 point = ray.origin + t * ray.direction;
      const Vec3 weights(1.0 - u - v, u, v);
      trace
          .Decide("t",
                  TraceText({text, " >= 0: hit at ", TraceVector(point), ", barycentric ",
                             TraceVector(weights)}),
                  "hit")
          .Mark(PointMark{point, TraceText({"hit, barycentric ", TraceVector(weights)})});
    }
  }
  if (t < 0.0)
    return std::nullopt;
  return TriangleHit{t, ray.origin + t * ray.direction, Vec3(1.0 - u - v, u, v)};
}

std::optional<TriangleHit> Raycast(const Ray& ray, const Triangle& triangle) {
  NoTrace& untraced = Untraced();
  return Raycast(ray, triangle, untraced);
}

template <typename Tracer>
std::optional<TriangleHit> Linecast(const Segment& segment, const Triangle& triangle,
                                    Tracer& trace) {
  const std::optional<Ray> ray = MakeRay(segment.start, segment.end - segment.start);
  if (!ray) {
    if constexpr (Tracer::kOn) {
      trace.Decide("segment", "A has no length (or is not finite): miss", "miss");
    }
    return std::nullopt;
  }
  std::optional<TriangleHit> hit = Raycast(*ray, triangle, trace);
  if (hit) {
    const double length = glm::length(segment.end - segment.start);
    const bool beyond = hit->t > length;
    if constexpr (Tracer::kOn) {
      trace.Decide(
          "length",
          TraceText({"t = ", TraceNumber(hit->t), beyond ? " > " : " <= ", "A's length ",
                     TraceNumber(length), beyond ? ": B is beyond A's end: miss" : ": hit"}),
          beyond ? "miss" : "hit");
    }
    if (beyond) {
      return std::nullopt;
    }
  }
  return hit;
}

std::optional<TriangleHit> Linecast(const Segment& segment, const Triangle& triangle) {
  NoTrace& untraced = Untraced();
  return Linecast(segment, triangle, untraced);
}

template std::optional<TriangleHit> Raycast<NoTrace>(const Ray&, const Triangle&, NoTrace&);
template std::optional<TriangleHit> Raycast<Trace>(const Ray&, const Triangle&, Trace&);
template std::optional<TriangleHit> Linecast<NoTrace>(const Segment&, const Triangle&, NoTrace&);
template std::optional<TriangleHit> Linecast<Trace>(const Segment&, const Triangle&, Trace&);

}  // namespace collide
