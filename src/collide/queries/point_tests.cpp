#include "collide/queries/point_tests.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

namespace collide {
namespace {

// The steps are written by these functions, cold and out of the way: inlined
// into the traced instantiations, their string work would use up the
// compiler's inlining budget for this file, and the untraced tests would
// lose inlining they had before (MakeRay in the ray test).

constexpr const char* kPointAxisNames[] = {"x", "y", "z"};

// The last step of a point-in-shape test: in or out, and why.
[[gnu::cold]] TraceStep& DecideContains(Trace& trace, const char* topic, const std::string& text,
                                        bool inside) {
  return trace.Decide(topic, text + (inside ? ": A is on B" : ": A is not on B"),
                      inside ? "inside" : "outside");
}

// The last step of a closest-point query: the point found.
[[gnu::cold]] void DecideClosestPoint(Trace& trace, const char* text, const Vec3& point,
                                      const Vec3& closest, const char* finding) {
  TraceStep& step =
      trace.Decide("closest point", std::string(text) + " = " + TraceVector(closest), finding);
  step.Mark(PointMark{closest, "closest point"});
  step.Mark(SegmentMark{point, closest, "A to its closest point"});
}

[[gnu::cold]] void RecordPointInSphere(Trace& trace, const Sphere& sphere, const Vec3& point,
                                       const Vec3& offset, double squared, bool inside) {
  const double radius_squared = sphere.radius * sphere.radius;
  trace
      .Step("centre", std::string("A - B's centre = ") + TraceVector(point) + " - " +
                          TraceVector(sphere.center) + " = " + TraceVector(offset) +
                          ", squared length " + TraceNumber(squared))
      .Mark(SegmentMark{sphere.center, point, "|A - c| " + TraceNumber(glm::length(offset))});
  DecideContains(
      trace, "radius",
      TraceNumber(squared) + (inside ? " <= " : " > ") + "r_B^2 = " + TraceNumber(radius_squared),
      inside)
      .Mark(SphereMark{sphere.center, sphere.radius, "B"});
}

// One axis of the AABB containment: A's coordinate against B's interval.
[[gnu::cold]] void RecordPointAxis(Trace& trace, const Aabb& box, const Vec3& point, int k,
                                   bool within) {
  const std::string topic = std::string("axis ") + kPointAxisNames[k];
  std::string text = topic + ": A at " + TraceNumber(point[k]);
  text.append(", B spans ").append(TraceRange({box.min[k], box.max[k]}));
  Vec3 direction(0.0);
  direction[k] = 1.0;
  const AxisMark mark{Vec3(0.0), direction, {point[k], point[k]}, {box.min[k], box.max[k]}};
  if (within) {
    trace.Step(topic, text + ": within", "inside").Mark(mark);
    return;
  }
  text.append(point[k] < box.min[k] ? ": below it" : ": above it");
  DecideContains(trace, topic.c_str(), text, false).Mark(mark);
}

[[gnu::cold]] void RecordAllAxesWithin(Trace& trace) {
  DecideContains(trace, "all axes", "within B on every axis", true);
}

// The ray test's answers before any angle: a point that is not finite, the
// origin itself.
[[gnu::cold]] void RecordRayNotFinite(Trace& trace) {
  DecideContains(trace, "direction", "A is not finite", false);
}

[[gnu::cold]] void RecordRayOrigin(Trace& trace, const Vec3& origin) {
  DecideContains(trace, "direction", std::string("A is B's origin ") + TraceVector(origin), true);
}

[[gnu::cold]] void RecordZeroLength(Trace& trace) {
  trace.Step("projection", "B has length 0: t = 0, its one point", "zero length");
}

[[gnu::cold]] void RecordSegmentDistance(Trace& trace, double squared, bool inside) {
  DecideContains(trace, "distance",
                 std::string("|closest point - A|^2 = ") + TraceNumber(squared) +
                     (inside ? " < " : " >= ") + "0.00001^2",
                 inside);
}

[[gnu::cold]] void RecordRayAngle(Trace& trace, const Ray& ray, const Vec3& point,
                                  const Vec3& towards, double cosine, bool inside) {
  trace
      .Step("direction", std::string("from B's origin towards A: normalise(A - origin) = ") +
                             TraceVector(towards) + ", B's direction " + TraceVector(ray.direction))
      .Mark(SegmentMark{ray.origin, point, "towards A"});
  DecideContains(trace, "angle",
                 std::string("1 - cos = 1 - ") + TraceNumber(cosine) + " = " +
                     TraceNumber(1.0 - cosine) + (inside ? ", below 1e-06" : ", not below 1e-06"),
                 inside);
}

[[gnu::cold]] void RecordPlaneDistance(Trace& trace, const BookPlane& plane, const Vec3& point,
                                       double value) {
  trace
      .Step("distance", std::string("n . A - d = ") + TraceVector(plane.normal) + " . " +
                            TraceVector(point) + " - " + TraceNumber(plane.distance) + " = " +
                            TraceNumber(value))
      .Mark(PlaneMark{plane.normal, plane.distance, point, value});
}

[[gnu::cold]] void RecordPlaneSide(Trace& trace, const BookPlane& plane, const Vec3& point,
                                   double value, int side) {
  RecordPlaneDistance(trace, plane, point, value);
  const char* const verdicts[] = {": behind (-1)", ": on the plane (0)", ": in front (+1)"};
  const char* const findings[] = {"behind", "on", "in front"};
  trace.Decide("epsilon",
               std::string("|") + TraceNumber(value) +
                   (side == 0 ? "| < 0.00001" : "| >= 0.00001") + verdicts[side + 1],
               findings[side + 1]);
}

[[gnu::cold]] void RecordSphereSurface(Trace& trace, const Vec3& point, bool towards,
                                       const Vec3& direction, const Vec3& closest) {
  trace.Step("direction",
             towards ? std::string("from B's centre towards A: normalise(A - c) = ") +
                           TraceVector(direction)
                     : std::string("A is B's centre, as near every surface point: (1, 0, 0) "
                                   "taken"),
             towards ? "towards A" : "at the centre");
  DecideClosestPoint(trace, "c + r_B direction", point, closest, "surface");
}

[[gnu::cold]] void RecordSegmentProjection(Trace& trace, double dot, double length_squared,
                                           double along, double t) {
  trace.Step("projection", std::string("t = (A - start) . (end - start) / |end - start|^2 = ") +
                               TraceNumber(dot) + " / " + TraceNumber(length_squared) + " = " +
                               TraceNumber(along));
  trace.Step("clamp",
             along == t ? std::string("t within [0, 1]: kept")
                        : std::string("t clamped to [0, 1]: ") + TraceNumber(t),
             along == t ? "inside" : "clamped");
}

[[gnu::cold]] void RecordRayProjection(Trace& trace, const Vec3& point, double along, double t,
                                       const Vec3& closest) {
  trace.Step("projection", std::string("t = (A - origin) . direction = ") + TraceNumber(along));
  trace.Step("clamp", along == t ? "t >= 0: kept" : "t < 0, behind the origin: t = 0",
             along == t ? "inside" : "clamped");
  DecideClosestPoint(trace, "origin + t direction", point, closest, t == 0.0 ? "start" : "between");
}

}  // namespace

template <typename Tracer>
bool Contains(const Sphere& sphere, const Vec3& point, Tracer& trace) {
  const Vec3 offset = point - sphere.center;
  const double squared = glm::dot(offset, offset);
  const double radius_squared = sphere.radius * sphere.radius;
  const bool inside = squared <= radius_squared;
  if constexpr (Tracer::kOn) {
    RecordPointInSphere(trace, sphere, point, offset, squared, inside);
  }
  return inside;
}

bool Contains(const Sphere& sphere, const Vec3& point) {
  NoTrace& untraced = Untraced();
  return Contains(sphere, point, untraced);
}

template <typename Tracer>
bool Contains(const Aabb& box, const Vec3& point, Tracer& trace) {
  for (int k = 0; k < 3; ++k) {
    const bool within = point[k] >= box.min[k] && point[k] <= box.max[k];
    if constexpr (Tracer::kOn) {
      RecordPointAxis(trace, box, point, k, within);
    }
    if (!within) {
      return false;
    }
  }
  if constexpr (Tracer::kOn) {
    RecordAllAxesWithin(trace);
  }
  return true;
}

bool Contains(const Aabb& box, const Vec3& point) {
  NoTrace& untraced = Untraced();
  return Contains(box, point, untraced);
}

template <typename Tracer>
bool Contains(const Segment& segment, const Vec3& point, Tracer& trace) {
  const Vec3 offset = ClosestPoint(segment, point, trace) - point;
  const double squared = glm::dot(offset, offset);
  const bool inside = squared < kPointOnLineEpsilon * kPointOnLineEpsilon;
  if constexpr (Tracer::kOn) {
    RecordSegmentDistance(trace, squared, inside);
  }
  return inside;
}

bool Contains(const Segment& segment, const Vec3& point) {
  NoTrace& untraced = Untraced();
  return Contains(segment, point, untraced);
}

template <typename Tracer>
bool Contains(const Ray& ray, const Vec3& point, Tracer& trace) {
  if (!IsFinite(point)) {
    if constexpr (Tracer::kOn) {
      RecordRayNotFinite(trace);
    }
    return false;
  }
  // MakeRay normalises point - origin robustly; it is empty exactly when the
  // point is the origin (x - y == 0 only when x == y), which is on the ray.
  const std::optional<Ray> towards = MakeRay(ray.origin, point - ray.origin);
  if (!towards) {
    if constexpr (Tracer::kOn) {
      RecordRayOrigin(trace, ray.origin);
    }
    return true;
  }
  const double cosine = glm::dot(towards->direction, ray.direction);
  const bool inside = std::abs(1.0 - cosine) < kPointOnRayEpsilon;
  if constexpr (Tracer::kOn) {
    RecordRayAngle(trace, ray, point, towards->direction, cosine, inside);
  }
  return inside;
}

bool Contains(const Ray& ray, const Vec3& point) {
  NoTrace& untraced = Untraced();
  return Contains(ray, point, untraced);
}

template <typename Tracer>
bool Contains(const BookPlane& plane, const Vec3& point, Tracer& trace) {
  return SideOfPlane(plane, point, trace) == 0;
}

bool Contains(const BookPlane& plane, const Vec3& point) {
  NoTrace& untraced = Untraced();
  return Contains(plane, point, untraced);
}

template <typename Tracer>
int SideOfPlane(const BookPlane& plane, const Vec3& point, Tracer& trace) {
  const double value = PlaneEquation(plane, point);
  const int side = std::abs(value) < kPointOnPlaneEpsilon ? 0 : (value > 0.0 ? 1 : -1);
  if constexpr (Tracer::kOn) {
    RecordPlaneSide(trace, plane, point, value, side);
  }
  return side;
}

int SideOfPlane(const BookPlane& plane, const Vec3& point) {
  NoTrace& untraced = Untraced();
  return SideOfPlane(plane, point, untraced);
}

template <typename Tracer>
Vec3 ClosestPoint(const Sphere& sphere, const Vec3& point, Tracer& trace) {
  const std::optional<Ray> towards = MakeRay(sphere.center, point - sphere.center);
  const Vec3 direction = towards ? towards->direction : Vec3(1.0, 0.0, 0.0);
  const Vec3 closest = sphere.center + direction * sphere.radius;
  if constexpr (Tracer::kOn) {
    RecordSphereSurface(trace, point, towards.has_value(), direction, closest);
  }
  return closest;
}

Vec3 ClosestPoint(const Sphere& sphere, const Vec3& point) {
  NoTrace& untraced = Untraced();
  return ClosestPoint(sphere, point, untraced);
}

template <typename Tracer>
double ClosestPointFraction(const Segment& segment, const Vec3& point, Tracer& trace) {
  const Vec3 ab = segment.end - segment.start;
  const double length_squared = glm::dot(ab, ab);
  if (!(length_squared > 0.0)) {
    if constexpr (Tracer::kOn) {
      RecordZeroLength(trace);
    }
    return 0.0;
  }
  const double along = glm::dot(point - segment.start, ab) / length_squared;
  const double t = std::clamp(along, 0.0, 1.0);
  if constexpr (Tracer::kOn) {
    RecordSegmentProjection(trace, glm::dot(point - segment.start, ab), length_squared, along, t);
  }
  return t;
}

double ClosestPointFraction(const Segment& segment, const Vec3& point) {
  NoTrace& untraced = Untraced();
  return ClosestPointFraction(segment, point, untraced);
}

template <typename Tracer>
Vec3 ClosestPoint(const Segment& segment, const Vec3& point, Tracer& trace) {
  const double t = ClosestPointFraction(segment, point, trace);
  // The ends exactly, not start + 1 * (end - start) rounded.
  if (t == 1.0) {
    if constexpr (Tracer::kOn) {
      DecideClosestPoint(trace, "t = 1: B's end", point, segment.end, "end");
    }
    return segment.end;
  }
  const Vec3 closest = segment.start + t * (segment.end - segment.start);
  if constexpr (Tracer::kOn) {
    DecideClosestPoint(trace, "start + t (end - start)", point, closest,
                       t == 0.0 ? "start" : "between");
  }
  return closest;
}

Vec3 ClosestPoint(const Segment& segment, const Vec3& point) {
  NoTrace& untraced = Untraced();
  return ClosestPoint(segment, point, untraced);
}

template <typename Tracer>
Vec3 ClosestPoint(const Ray& ray, const Vec3& point, Tracer& trace) {
  const double along = glm::dot(point - ray.origin, ray.direction);
  const double t = std::max(along, 0.0);
  const Vec3 closest = ray.origin + t * ray.direction;
  if constexpr (Tracer::kOn) {
    RecordRayProjection(trace, point, along, t, closest);
  }
  return closest;
}

Vec3 ClosestPoint(const Ray& ray, const Vec3& point) {
  NoTrace& untraced = Untraced();
  return ClosestPoint(ray, point, untraced);
}

template <typename Tracer>
Vec3 ClosestPoint(const BookPlane& plane, const Vec3& point, Tracer& trace) {
  const double value = PlaneEquation(plane, point);
  const Vec3 closest = point - plane.normal * value;
  if constexpr (Tracer::kOn) {
    RecordPlaneDistance(trace, plane, point, value);
    DecideClosestPoint(trace, "A - n (n . A - d)", point, closest, "foot");
  }
  return closest;
}

Vec3 ClosestPoint(const BookPlane& plane, const Vec3& point) {
  NoTrace& untraced = Untraced();
  return ClosestPoint(plane, point, untraced);
}

template bool Contains<NoTrace>(const Sphere&, const Vec3&, NoTrace&);
template bool Contains<NoTrace>(const Aabb&, const Vec3&, NoTrace&);
template bool Contains<NoTrace>(const Segment&, const Vec3&, NoTrace&);
template bool Contains<NoTrace>(const Ray&, const Vec3&, NoTrace&);
template bool Contains<NoTrace>(const BookPlane&, const Vec3&, NoTrace&);
template int SideOfPlane<NoTrace>(const BookPlane&, const Vec3&, NoTrace&);
template Vec3 ClosestPoint<NoTrace>(const Sphere&, const Vec3&, NoTrace&);
template double ClosestPointFraction<NoTrace>(const Segment&, const Vec3&, NoTrace&);
template Vec3 ClosestPoint<NoTrace>(const Segment&, const Vec3&, NoTrace&);
template Vec3 ClosestPoint<NoTrace>(const Ray&, const Vec3&, NoTrace&);
template Vec3 ClosestPoint<NoTrace>(const BookPlane&, const Vec3&, NoTrace&);
template bool Contains<Trace>(const Sphere&, const Vec3&, Trace&);
template bool Contains<Trace>(const Aabb&, const Vec3&, Trace&);
template bool Contains<Trace>(const Segment&, const Vec3&, Trace&);
template bool Contains<Trace>(const Ray&, const Vec3&, Trace&);
template bool Contains<Trace>(const BookPlane&, const Vec3&, Trace&);
template int SideOfPlane<Trace>(const BookPlane&, const Vec3&, Trace&);
template Vec3 ClosestPoint<Trace>(const Sphere&, const Vec3&, Trace&);
template double ClosestPointFraction<Trace>(const Segment&, const Vec3&, Trace&);
template Vec3 ClosestPoint<Trace>(const Segment&, const Vec3&, Trace&);
template Vec3 ClosestPoint<Trace>(const Ray&, const Vec3&, Trace&);
template Vec3 ClosestPoint<Trace>(const BookPlane&, const Vec3&, Trace&);

}  // namespace collide
