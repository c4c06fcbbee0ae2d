#include "collide/shapes/sphere.h"

namespace collide {
namespace {

// Both spheres on the line of their centres: A about 0, B about |d|.
AxisMark CentreLine(const Sphere& a, const Sphere& b, double distance) {
  const Vec3 d = b.center - a.center;
  const Vec3 direction = distance > 0.0 ? d / distance : Vec3(1.0, 0.0, 0.0);
  return AxisMark{
      a.center, direction, {-a.radius, a.radius}, {distance - b.radius, distance + b.radius}};
}

}  // namespace

template <typename Tracer>
bool Intersects(const Sphere& a, const Sphere& b, Tracer& trace) {
  const Vec3 d = a.center - b.center;
  const double squared_distance = glm::dot(d, d);
  const double radius_sum = a.radius + b.radius;
  const bool hit = squared_distance <= radius_sum * radius_sum;
  if constexpr (Tracer::kOn) {
    const double distance = std::sqrt(squared_distance);
    trace
        .Step("centres", "A's centre " + TraceVector(a.center) + ", B's " + TraceVector(b.center) +
                             ": d = A - B = " + TraceVector(d) +
                             ", |d|^2 = " + TraceNumber(squared_distance) +
                             " (|d| = " + TraceNumber(distance) + ")")
        .Mark(SegmentMark{a.center, b.center, "|d| " + TraceNumber(distance)});
    trace
        .Decide("radius sum",
                "r_A + r_B = " + TraceNumber(a.radius) + " + " + TraceNumber(b.radius) + " = " +
                    TraceNumber(radius_sum) + ", squared " + TraceNumber(radius_sum * radius_sum) +
                    "; |d|^2 = " + TraceNumber(squared_distance) + (hit ? " <= " : " > ") +
                    TraceNumber(radius_sum * radius_sum) +
                    (hit ? ": they intersect" : ": they are apart"),
                hit ? "intersect" : "apart")
        .Mark(CentreLine(a, b, distance));
  }
  return hit;
}

bool Intersects(const Sphere& a, const Sphere& b) {
  NoTrace& untraced = Untraced();
  return Intersects(a, b, untraced);
}

template bool Intersects<NoTrace>(const Sphere&, const Sphere&, NoTrace&);
template bool Intersects<Trace>(const Sphere&, const Sphere&, Trace&);

}  // namespace collide
