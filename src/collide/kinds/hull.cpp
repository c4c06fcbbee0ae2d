// The placed convex hull's collide side (kind 13, collide/shapes/
// convex_hull.h): its row, its tests against the kinds before it and itself
// (a point inside every face's plane, a plane by its vertices' sides, a
// ray's first hit, and whether it touches the convex kinds, by the narrow
// phase), the narrow phase's distance, penetration and contacts against
// every convex kind, and its hunt generator, which leans to the cases hull
// code gets wrong: the fewest points (a tetrahedron), a box's eight corners
// (four points to a face), a point a hair off a face, a thin sliver. Its
// plugin type is cl_hull, its world-space vertices. Every test runs traced
// too (collide/trace/trace.h): a step per face plane for the point and the
// ray ("face 0", ...), per vertex for the plane, the narrow phase's own for
// the touch tests.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "collide/convex/convex_raycast.h"
#include "collide/kinds/kind_registration.h"
#include "collide/manifold/hull_from_points.h"
#include "collide/manifold/narrow_phase.h"
#include "collide/registry/convex_pair_tests.h"
#include "collide/shapes/book_plane.h"
#include "collide/shapes/capsule.h"
#include "collide/shapes/convex_hull.h"
#include "collide/shapes/triangle.h"
#include "collide/trace/trace.h"

namespace collide {
namespace {

std::optional<Aabb> HullBounds(const PlacedHull& placed) {
  if (placed.hull == nullptr || placed.hull->vertices.empty()) {
    return std::nullopt;
  }
  const ConvexHull world = InWorld(placed);
  Aabb bounds{world.vertices.front(), world.vertices.front()};
  for (const Vec3& v : world.vertices) {
    bounds.min = glm::min(bounds.min, v);
    bounds.max = glm::max(bounds.max, v);
  }
  return bounds;
}

// cl_hull {points, count}: the placed hull's vertices in world space, on the
// wire their count and then the points.
PluginType HullPluginType() {
  return MakePluginType<PlacedHull>("hull", {{"points", 3, true}},
                                    [](const PlacedHull& h, std::vector<double>& d) {
                                      const ConvexHull world = InWorld(h);
                                      d.push_back(static_cast<double>(world.vertices.size()));
                                      for (const Vec3& v : world.vertices) {
                                        d.insert(d.end(), {v.x, v.y, v.z});
                                      }
                                    });
}

ShapeKindInfo HullRow() {
  ShapeKindInfo row = MakeShapeKindInfo<PlacedHull>(
      "hull", [](const PlacedHull& h) { return h.position; }, HullBounds,
      [](const PlacedHull& h) { return Validate(h); });
  row.plugin_type = HullPluginType();
  return row;
}

// One face plane against the point: its height above the plane, against
// the allowance; outside decides.
void StepFacePlane(Trace& trace, std::size_t index, const HullFace& face, const Vec3& p,
                   double height, double allowance, bool outside) {
  const std::string topic = "face " + std::to_string(index);
  std::string text = topic;
  text.append(": n = ").append(TraceVector(face.normal)).append(", n . x = ");
  text.append(TraceNumber(face.offset)).append("; n . A - offset = ").append(TraceNumber(height));
  text.append(outside ? " > " : " <= ").append("allowance ").append(TraceNumber(allowance));
  text.append(outside ? ": A is outside it" : ": A is behind or on it");
  TraceStep& step = outside ? trace.Decide(topic, std::move(text), "outside")
                            : trace.Step(topic, std::move(text), "behind");
  step.Mark(PlaneMark{face.normal, face.offset, p, height});
}

// A point on a face's plane, up to rounding: the face planes of a turned or
// scaled hull are recomputed, so a vertex may sit a few ulps outside its own
// face. The allowance grows with the hull's size and its distance from the
// origin. Traced: a step per face plane looked at ("face 0", ...).
template <typename Tracer>
bool PointInHull(const ConvexHull& world, const Vec3& p, Tracer& trace) {
  double size = std::max({std::abs(p.x), std::abs(p.y), std::abs(p.z)});
  for (const Vec3& v : world.vertices) {
    size = std::max({size, std::abs(v.x), std::abs(v.y), std::abs(v.z)});
  }
  const double allowance = 1e-12 * size;
  for (std::size_t k = 0; k < world.faces.size(); ++k) {
    const HullFace& face = world.faces[k];
    const double height = glm::dot(face.normal, p) - face.offset;
    if constexpr (Tracer::kOn) {
      StepFacePlane(trace, k, face, p, height, allowance, !(height <= allowance));
    }
    if (!(height <= allowance)) {
      return false;
    }
  }
  if constexpr (Tracer::kOn) {
    trace.Decide("verdict",
                 "behind or on all " + std::to_string(world.faces.size()) + " face planes: inside",
                 "inside");
  }
  return true;
}

// The vertices' signed distances from the plane: some on each side, or one
// on it. Traced: a step per vertex ("vertex 0", ...), then the verdict.
template <typename Tracer>
bool VertexSidesIntersect(const BookPlane& plane, const ConvexHull& world, Tracer& trace) {
  double low = 0.0;
  double high = 0.0;
  for (std::size_t i = 0; i < world.vertices.size(); ++i) {
    const double d = glm::dot(plane.normal, world.vertices[i]) - plane.distance;
    low = i == 0 ? d : std::min(low, d);
    high = i == 0 ? d : std::max(high, d);
    if constexpr (Tracer::kOn) {
      const std::string topic = "vertex " + std::to_string(i);
      std::string text = "B's " + topic;
      text.append(" ").append(TraceVector(world.vertices[i])).append(" lies ");
      text.append(TraceNumber(d)).append(" from A; lowest so far ").append(TraceNumber(low));
      text.append(", highest ").append(TraceNumber(high));
      trace.Step(topic, std::move(text), d > 0.0 ? "in front" : (d < 0.0 ? "behind" : "on it"))
          .Mark(PlaneMark{plane.normal, plane.distance, world.vertices[i], d});
    }
  }
  const bool meets = low <= 0.0 && high >= 0.0;
  if constexpr (Tracer::kOn) {
    std::string text = "lowest ";
    text.append(TraceNumber(low)).append(", highest ").append(TraceNumber(high));
    text.append(
        meets ? ": some vertex on each side, or on A: they intersect"
              : (low > 0.0 ? ": every vertex in front: apart" : ": every vertex behind: apart"));
    trace.Decide("verdict", std::move(text), meets ? "intersect" : "apart");
  }
  return meets;
}

// Whether the two convex shapes share a point (touching counts), by the
// narrow phase's penetration: it answers nothing only when they are apart.
// Traced, the penetration's own steps (SAT, GJK, EPA) explain it.
template <typename A, typename B, typename Tracer>
bool TouchesHull(const A& a, const B& b, Tracer& trace) {
  return WithConvex(a, [&](const ConvexShape& x) {
    return WithConvex(b, [&](const ConvexShape& y) { return Penetrate(x, y, trace).has_value(); });
  });
}

template <typename Other>
void AddHullTouchTest(PairTestRegistry& registry) {
  AddTracedPairTest<Other, PlacedHull>(
      registry, "narrow-phase", Query::kIntersects,
      "The narrow phase's penetration: SAT over the face normals and edge crosses, or GJK's "
      "distance against a radius; touching counts.",
      [](const Other& o, const PlacedHull& h, auto& trace) { return TouchesHull(o, h, trace); });
}

void AddHullSolidTests(PairTestRegistry& registry) {
  AddTracedPairTest<Point, PlacedHull>(
      registry, "face-planes", Query::kContains,
      "Behind or on every face's plane (n.p <= offset, within rounding of the placed hull's "
      "planes).",
      [](const Point& p, const PlacedHull& h, auto& trace) {
        return PointInHull(InWorld(h), p.position, trace);
      });
  AddTracedPairTest<BookPlane, PlacedHull>(
      registry, "vertex-sides", Query::kIntersects,
      "The vertices' signed distances to the plane: some on each side, or one on it.",
      [](const BookPlane& plane, const PlacedHull& h, auto& trace) {
        return VertexSidesIntersect(plane, InWorld(h), trace);
      });
  AddTracedPairTest<Ray, PlacedHull>(
      registry, "cyrus-beck", Query::kHit,
      "The ray clipped against every face's plane (Cyrus-Beck): where it enters the hull, or "
      "from inside where it leaves.",
      [](const Ray& r, const PlacedHull& h, auto& trace) { return Raycast(r, InWorld(h), trace); });
}

void AddHullTests(PairTestRegistry& registry) {
  AddHullSolidTests(registry);
  AddHullTouchTest<Sphere>(registry);
  AddHullTouchTest<Aabb>(registry);
  AddHullTouchTest<OrientedBox>(registry);
  AddHullTouchTest<Segment>(registry);
  AddHullTouchTest<Triangle>(registry);
  AddHullTouchTest<Capsule>(registry);
  AddHullTouchTest<PlacedHull>(registry);
  AddConvexPairTests<Point, PlacedHull>(registry);
  AddConvexPairTests<Sphere, PlacedHull>(registry);
  AddConvexPairTests<Aabb, PlacedHull>(registry);
  AddConvexPairTests<OrientedBox, PlacedHull>(registry);
  AddConvexPairTests<Segment, PlacedHull>(registry);
  AddConvexPairTests<Triangle, PlacedHull>(registry);
  AddConvexPairTests<Capsule, PlacedHull>(registry);
  AddConvexPairTests<PlacedHull, PlacedHull>(registry);
}

// The hull of `points` placed at `position` with `scale`, keeping the
// points it was built from; nullopt when Qhull refuses them.
std::optional<PlacedHull> MakeHull(std::vector<Vec3> points, const Vec3& position,
                                   const Vec3& scale) {
  auto built = HullFromPoints(points);
  if (!std::holds_alternative<ConvexHull>(built)) {
    return std::nullopt;
  }
  PlacedHull placed;
  placed.hull = std::make_shared<const ConvexHull>(std::get<ConvexHull>(std::move(built)));
  placed.position = position;
  placed.scale = scale;
  placed.points = std::make_shared<const std::vector<Vec3>>(std::move(points));
  return placed;
}

// The points of one of the degenerate-leaning clouds, in grid steps.
std::vector<Vec3> RandomCloud(HuntRandom& random) {
  const int a = random.Int(1, 4);
  const int b = random.Int(1, 4);
  const int c = random.Int(1, 4);
  switch (random.Int(0, 4)) {
    case 0:  // a tetrahedron: the fewest points with volume
      return {Vec3(0), Vec3(a, 0, 0), Vec3(0, b, 0), Vec3(0, 0, c)};
    case 1:  // a box's eight corners: every face four coplanar points
    case 2: {
      std::vector<Vec3> corners;
      for (int i = 0; i < 8; ++i) {
        corners.push_back(Vec3(i & 1 ? a : -a, i & 2 ? b : -b, i & 4 ? c : -c));
      }
      if (random.Chance(0.5)) {  // a point on the top face, or one step out of it
        corners.push_back(Vec3(0, b + random.Int(0, 1), 0));
      }
      return corners;
    }
    case 3:  // a thin sliver: a wide triangle and a point one step over it
      return {Vec3(-8, 0, -8), Vec3(8, 0, -8), Vec3(0, 0, 8), Vec3(random.Int(-2, 2), 1, 0)};
    default: {  // a few grid points at random
      std::vector<Vec3> cloud;
      const int count = random.Int(4, 10);
      for (int i = 0; i < count; ++i) {
        cloud.push_back(GridPoint(random, 1.0, 4));
      }
      return cloud;
    }
  }
}

PlacedHull RandomHull(HuntRandom& random, double unit) {
  for (;;) {
    std::vector<Vec3> points = RandomCloud(random);
    for (Vec3& p : points) {
      p *= unit;
    }
    const Vec3 scale =
        random.Chance(0.7) ? Vec3(1.0) : Vec3(random.Int(1, 3), random.Int(1, 3), random.Int(1, 3));
    if (auto placed = MakeHull(std::move(points), GridPoint(random, unit, 4), scale)) {
      return *placed;
    }
  }
}

// An extreme vertex along a random axis: the hull lies on the far side of
// the axis-aligned plane through it, so a shape resting on that vertex from
// outside along the axis touches it there only.
SurfacePoint HullSurfacePoint(HuntRandom& random, const PlacedHull& h, double unit) {
  const ConvexHull world = InWorld(h);
  const int axis = random.Int(0, 2);
  const double sign = random.Chance(0.5) ? 1.0 : -1.0;
  Vec3 best = world.vertices.front();
  for (const Vec3& v : world.vertices) {
    if (sign * v[axis] > sign * best[axis]) {
      best = v;
    }
  }
  SurfacePoint at;
  at.point = best;
  at.outward = Vec3(0.0);
  at.outward[axis] = sign;
  at.outward_length = 1.0;
  at.exact = OnGrid(best, unit);
  return at;
}

// A tetrahedron whose apex is `at` and whose base lies two steps out along
// the outward direction: it meets the surface at the apex only.
PlacedHull TouchingHull(const SurfacePoint& at, double unit) {
  const Vec3 o = at.outward;
  const Vec3 u = GridPerpendicular(o);
  const Vec3 w = glm::cross(o, u);
  std::vector<Vec3> points = {Vec3(0.0), (2.0 * o + u) * unit, (2.0 * o - u + w) * unit,
                              (2.0 * o - w) * unit};
  if (auto placed = MakeHull(std::move(points), at.point, Vec3(1.0))) {
    return *placed;
  }
  // Only a direction of zero length gives no tetrahedron: a corner one.
  return *MakeHull({Vec3(0.0), Vec3(unit, 0, 0), Vec3(0, unit, 0), Vec3(0, 0, unit)}, at.point,
                   Vec3(1.0));
}

std::vector<double> HullNumbers(const PlacedHull& h) {
  std::vector<double> n = {h.position.x, h.position.y, h.position.z,
                           h.scale.x,    h.scale.y,    h.scale.z};
  for (const Vec3& p : h.points != nullptr ? *h.points : h.hull->vertices) {
    n.insert(n.end(), {p.x, p.y, p.z});
  }
  return n;
}

std::optional<StaticShape> HullWithNumbers(const std::vector<double>& n) {
  if (n.size() < 18 || n.size() % 3 != 0 || !(n[3] > 0.0 && n[4] > 0.0 && n[5] > 0.0)) {
    return std::nullopt;
  }
  std::vector<Vec3> points;
  for (std::size_t i = 6; i < n.size(); i += 3) {
    points.push_back(Vec3(n[i], n[i + 1], n[i + 2]));
  }
  auto placed = MakeHull(std::move(points), Vec3(n[0], n[1], n[2]), Vec3(n[3], n[4], n[5]));
  if (!placed) {
    return std::nullopt;
  }
  return StaticShape(*placed);
}

ShapeGenerator HullGenerator() {
  ShapeGenerator g;
  g.kind = ShapeKindOf<PlacedHull>::kValue;
  g.random = [](HuntRandom& random, double unit) { return StaticShape(RandomHull(random, unit)); };
  g.surface_point = [](HuntRandom& random, const StaticShape& shape, double unit) {
    return HullSurfacePoint(random, shape.Get<PlacedHull>(), unit);
  };
  g.touching = [](HuntRandom&, const SurfacePoint& at, double unit) {
    return StaticShape(TouchingHull(at, unit));
  };
  g.numbers = [](const StaticShape& shape) { return HullNumbers(shape.Get<PlacedHull>()); };
  g.with_numbers = [](const StaticShape&, const std::vector<double>& n) {
    return HullWithNumbers(n);
  };
  g.moved = [](const StaticShape& shape, const Vec3& offset) {
    PlacedHull h = shape.Get<PlacedHull>();
    h.position += offset;
    return StaticShape(h);
  };
  g.scaled = [](const StaticShape& shape, double factor) {
    PlacedHull h = shape.Get<PlacedHull>();
    h.position *= factor;
    h.scale *= factor;
    return StaticShape(h);
  };
  return g;
}

const KindRegistration kHullRegistration(CollideKind{HullRow(), AddHullTests, HullGenerator()});

}  // namespace
}  // namespace collide
