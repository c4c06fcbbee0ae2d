// The capsule's collide side (kind 12, collide/shapes/capsule.h): its row,
// its tests against the kinds before it and itself (a point inside, a plane
// by its ends' distances, a ray's first hit, and whether it touches the
// convex kinds, by the narrow phase), the narrow phase's distance,
// penetration and contacts against every convex kind, and its hunt
// generator, which leans to zero-length capsules and radius 0. Its plugin
// type is cl_capsule {start, end, radius}. Every test runs traced too
// (collide/trace/trace.h): the point and plane tests write their own steps,
// the ray cast its parts', the touch tests the narrow phase's.
#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "collide/convex/closest_features.h"
#include "collide/convex/convex_raycast.h"
#include "collide/kinds/kind_registration.h"
#include "collide/manifold/narrow_phase.h"
#include "collide/registry/convex_pair_tests.h"
#include "collide/shapes/book_plane.h"
#include "collide/shapes/capsule.h"
#include "collide/trace/trace.h"

namespace collide {
namespace {

Vec3 Middle(const Capsule& c) {
  return (c.start + c.end) * 0.5;
}

ShapeKindInfo CapsuleRow() {
  ShapeKindInfo row = MakeShapeKindInfo<Capsule>(
      "capsule", Middle,
      [](const Capsule& c) -> std::optional<Aabb> {
        return Aabb{glm::min(c.start, c.end) - Vec3(c.radius),
                    glm::max(c.start, c.end) + Vec3(c.radius)};
      },
      [](const Capsule& c) { return Validate(c); });
  row.plugin_type = MakePluginType<Capsule>(
      "capsule", {{"start", 3}, {"end", 3}, {"radius", 1}},
      [](const Capsule& c, std::vector<double>& d) {
        d.insert(d.end(), {c.start.x, c.start.y, c.start.z, c.end.x, c.end.y, c.end.z, c.radius});
      });
  return row;
}

// Whether the two convex shapes share a point (touching counts), by the
// narrow phase's penetration: it answers nothing only when they are apart.
// Traced, the penetration's own steps (SAT, GJK, EPA) explain it.
template <typename A, typename B, typename Tracer>
bool Touch(const A& a, const B& b, Tracer& trace) {
  return WithConvex(a, [&](const ConvexShape& x) {
    return WithConvex(b, [&](const ConvexShape& y) { return Penetrate(x, y, trace).has_value(); });
  });
}

template <typename Other>
void AddTouchTest(PairTestRegistry& registry) {
  AddTracedPairTest<Other, Capsule>(
      registry, "narrow-phase", Query::kIntersects,
      "The narrow phase's penetration: SAT on the cores plus the radii, or GJK's distance "
      "against the radii when the cores are apart; touching counts.",
      [](const Other& o, const Capsule& c, auto& trace) { return Touch(o, c, trace); });
}

// Whether the point lies within the radius of the core segment. Traced: the
// core's nearest point (topic "core"), then the radius that decides.
template <typename Tracer>
bool CoreDistanceContains(const Point& p, const Capsule& c, Tracer& trace) {
  const ClosestPoints nearest = ClosestPointToSegment(p.position, CoreOf(c));
  const bool inside = nearest.distance <= c.radius;
  if constexpr (Tracer::kOn) {
    std::string text = "B's core ";
    text.append(TraceVector(c.start)).append(" to ").append(TraceVector(c.end));
    text.append(": its point nearest A is ").append(TraceVector(nearest.on_b));
    text.append(", at distance ").append(TraceNumber(nearest.distance));
    TraceStep& core = trace.Step("core", std::move(text), "nearest point");
    core.Mark(SegmentMark{c.start, c.end, "core"});
    core.Mark(SegmentMark{p.position, nearest.on_b, "d " + TraceNumber(nearest.distance)});
    std::string verdict = "distance ";
    verdict.append(TraceNumber(nearest.distance)).append(inside ? " <= " : " > ");
    verdict.append("radius ")
        .append(TraceNumber(c.radius))
        .append(inside ? ": inside" : ": outside");
    trace.Decide("radius", std::move(verdict), inside ? "inside" : "outside")
        .Mark(SphereMark{nearest.on_b, c.radius, "radius"});
  }
  return inside;
}

// One end's signed distance from the plane, as a step.
void StepEndDistance(Trace& trace, const char* end, const BookPlane& plane, const Vec3& point,
                     double distance) {
  std::string text = "B's ";
  text.append(end).append(" ").append(TraceVector(point)).append(" lies ");
  text.append(TraceNumber(distance)).append(" from A (n = ").append(TraceVector(plane.normal));
  text.append(", d = ").append(TraceNumber(plane.distance)).append(")");
  trace
      .Step(end, std::move(text),
            distance > 0.0 ? "in front" : (distance < 0.0 ? "behind" : "on it"))
      .Mark(PlaneMark{plane.normal, plane.distance, point, distance});
}

// The ends' signed distances: the core crosses the plane, or an end is
// within the radius of it. Traced: "start", "end", then the verdict.
template <typename Tracer>
bool EndDistancesIntersect(const BookPlane& plane, const Capsule& c, Tracer& trace) {
  const double d0 = glm::dot(plane.normal, c.start) - plane.distance;
  const double d1 = glm::dot(plane.normal, c.end) - plane.distance;
  const bool touches = std::min(d0, d1) <= c.radius && std::max(d0, d1) >= -c.radius;
  if constexpr (Tracer::kOn) {
    StepEndDistance(trace, "start", plane, c.start, d0);
    StepEndDistance(trace, "end", plane, c.end, d1);
    std::string text = "lowest ";
    text.append(TraceNumber(std::min(d0, d1))).append(", highest ");
    text.append(TraceNumber(std::max(d0, d1))).append(" against radius ");
    text.append(TraceNumber(c.radius));
    if (touches) {
      text.append(": within the radius of the plane or across it: they intersect");
    } else {
      text.append(std::min(d0, d1) > c.radius ? ": both ends more than the radius in front: apart"
                                              : ": both ends more than the radius behind: apart");
    }
    trace.Decide("verdict", std::move(text), touches ? "intersect" : "apart");
  }
  return touches;
}

void AddCapsuleTests(PairTestRegistry& registry) {
  AddTracedPairTest<Point, Capsule>(
      registry, "core-distance", Query::kContains,
      "The point's distance to the core segment is at most the radius (closest point on a "
      "segment, exact).",
      [](const Point& p, const Capsule& c, auto& trace) {
        return CoreDistanceContains(p, c, trace);
      });
  AddTracedPairTest<BookPlane, Capsule>(
      registry, "end-distances", Query::kIntersects,
      "The ends' signed distances to the plane: the core crosses it, or an end is within the "
      "radius of it.",
      [](const BookPlane& plane, const Capsule& c, auto& trace) {
        return EndDistancesIntersect(plane, c, trace);
      });
  AddTracedPairTest<Ray, Capsule>(
      registry, "spheres-and-tube", Query::kHit,
      "The first of the two end spheres and the tube between them that the ray meets (from "
      "inside, where it leaves).",
      [](const Ray& r, const Capsule& c, auto& trace) { return Raycast(r, c, trace); });
  AddTouchTest<Sphere>(registry);
  AddTouchTest<Aabb>(registry);
  AddTouchTest<OrientedBox>(registry);
  AddTouchTest<Segment>(registry);
  AddTouchTest<Triangle>(registry);
  AddTouchTest<Capsule>(registry);
  AddConvexPairTests<Point, Capsule>(registry);
  AddConvexPairTests<Sphere, Capsule>(registry);
  AddConvexPairTests<Aabb, Capsule>(registry);
  AddConvexPairTests<OrientedBox, Capsule>(registry);
  AddConvexPairTests<Segment, Capsule>(registry);
  AddConvexPairTests<Triangle, Capsule>(registry);
  AddConvexPairTests<Capsule, Capsule>(registry);
}

constexpr std::array<int, 8> kRadii = {0, 1, 2, 3, 5, 7, 9, 11};

Capsule RandomCapsule(HuntRandom& random, double unit) {
  const Vec3 start = GridPoint(random, unit, 5);
  Vec3 end = start;
  if (!random.Chance(0.15)) {  // else zero length: a sphere
    end = GridPoint(random, unit, 5);
  }
  const double radius = random.Chance(0.1) ? 0.0 : random.Pick(std::span<const int>(kRadii)) * unit;
  return Capsule{start, end, radius};
}

// A point on one end's cap, along a grid direction pointing away from the
// other end (where that end is the core's nearest point, so the point is on
// the surface).
SurfacePoint CapsuleSurfacePoint(HuntRandom& random, const Capsule& c, double unit) {
  const bool at_end = random.Chance(0.5);
  const Vec3 end = at_end ? c.end : c.start;
  const Vec3 away = end - (at_end ? c.start : c.end);
  SurfacePoint at = RandomGridDirection(random);
  if (glm::dot(at.outward, away) < 0.0) {
    at.outward = -at.outward;
  }
  const double steps = c.radius / unit;
  at.point = end + at.outward * (c.radius / at.outward_length);
  at.exact = OnGrid(end, unit) && std::fmod(steps, at.outward_length) == 0.0;
  return at;
}

// A capsule resting on `at` from outside: its start a radius out along the
// outward direction, its core leaning away or along the surface.
Capsule TouchingCapsule(HuntRandom& random, const SurfacePoint& at, double unit) {
  const int steps = at.outward_length == std::round(at.outward_length) ? random.Int(0, 3) : 0;
  const Vec3 start = at.point + at.outward * (steps * unit);
  const double radius = steps * at.outward_length * unit;
  Vec3 direction = at.outward;
  if (glm::dot(at.along, at.along) > 0.0 && random.Chance(0.5)) {
    direction = at.along;  // lying along the surface there
  }
  return Capsule{start, start + direction * (random.Int(0, 3) * unit), radius};
}

ShapeGenerator CapsuleGenerator() {
  ShapeGenerator g;
  g.kind = ShapeKindOf<Capsule>::kValue;
  g.random = [](HuntRandom& random, double unit) {
    return StaticShape(RandomCapsule(random, unit));
  };
  g.surface_point = [](HuntRandom& random, const StaticShape& shape, double unit) {
    return CapsuleSurfacePoint(random, shape.Get<Capsule>(), unit);
  };
  g.touching = [](HuntRandom& random, const SurfacePoint& at, double unit) {
    return StaticShape(TouchingCapsule(random, at, unit));
  };
  g.numbers = [](const StaticShape& shape) {
    const Capsule& c = shape.Get<Capsule>();
    return std::vector<double>{c.start.x, c.start.y, c.start.z, c.end.x,
                               c.end.y,   c.end.z,   c.radius};
  };
  g.with_numbers = [](const StaticShape&,
                      const std::vector<double>& n) -> std::optional<StaticShape> {
    if (n.size() != 7 || !(n[6] >= 0.0)) {
      return std::nullopt;
    }
    return StaticShape(Capsule{Vec3(n[0], n[1], n[2]), Vec3(n[3], n[4], n[5]), n[6]});
  };
  g.moved = [](const StaticShape& shape, const Vec3& offset) {
    Capsule c = shape.Get<Capsule>();
    c.start += offset;
    c.end += offset;
    return StaticShape(c);
  };
  g.scaled = [](const StaticShape& shape, double factor) {
    const Capsule& c = shape.Get<Capsule>();
    return StaticShape(Capsule{c.start * factor, c.end * factor, c.radius * factor});
  };
  return g;
}

const KindRegistration kCapsuleRegistration(CollideKind{CapsuleRow(), AddCapsuleTests,
                                                        CapsuleGenerator()});

}  // namespace
}  // namespace collide
