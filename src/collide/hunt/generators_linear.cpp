// The generators of the flat and straight kinds: planes, rays and segments.
#include <cmath>

#include "collide/hunt/shape_generators.h"

namespace collide {
namespace {

// A grid direction most of the time (axis-aligned or a quadruple), else
// any: the general case.
Vec3 RandomDirection(HuntRandom& random) {
  if (random.Chance(0.8)) {
    return RandomGridDirection(random).outward;
  }
  return Vec3(random.Real(-1, 1), random.Real(-1, 1), random.Real(-1, 1) + 1e-3);
}

// The direction as a grid direction when it is one; else itself, unit.
SurfacePoint GridOrUnit(const Vec3& unit_vector) {
  return AsGridDirection(unit_vector).value_or(SurfacePoint{Vec3(0.0), unit_vector, 1.0});
}

// A grid direction perpendicular to `at`'s outward one, with its length.
SurfacePoint Perpendicular(const SurfacePoint& at) {
  const Vec3 t = GridPerpendicular(at.outward);
  return SurfacePoint{at.point, t, glm::length(t), at.exact};
}

// Whether the direction is an axis: a ray along it is held exactly.
bool IsAxis(const Vec3& d) {
  return glm::dot(glm::abs(d), Vec3(1.0)) == glm::length(d);
}

// The ways to meet a surface; those along the tangent only when it is an
// axis (along another direction, rounding decides whether a ray grazing
// the surface enters it).
int TouchingMode(HuntRandom& random, const Vec3& tangent, int tangent_first, int tangent_last) {
  for (;;) {
    const int mode = random.Int(0, 5);
    if (mode < tangent_first || mode > tangent_last || IsAxis(tangent)) {
      return mode;
    }
  }
}

Ray TouchingRay(HuntRandom& random, const SurfacePoint& at, double unit) {
  const Vec3 p = at.point;
  const Vec3 n = at.outward;
  const Vec3 t = GridPerpendicular(n);
  const double k = random.Int(1, 3) * unit;
  switch (TouchingMode(random, t, 2, 3)) {
    case 0:
      return *MakeRay(p, n);  // starts on the surface, leaving
    case 1:
      return *MakeRay(p, -n);  // starts on the surface, entering
    case 2:
      return *MakeRay(p, t);  // starts on it, along the tangent
    case 3:
      return *MakeRay(p + t * k, -t);  // grazes the surface at p
    case 4:
      return *MakeRay(p + n * k, -n);  // head on, from outside
    default:
      return *MakeRay(p + n * k, n);  // outside, pointing away
  }
}

Segment TouchingSegment(HuntRandom& random, const SurfacePoint& at, double unit) {
  const Vec3 p = at.point;
  const Vec3 n = at.outward;
  const Vec3 t = GridPerpendicular(n);
  const double k = random.Int(1, 3) * unit;
  switch (TouchingMode(random, t, 2, 2)) {
    case 0:
      return Segment{p, p + n * k};  // from the surface, out
    case 1:
      return Segment{p + n * k, p};  // ends on the surface
    case 2:
      return Segment{p + t * k, p - t * k};  // grazes it
    case 3:
      return Segment{p, p - n * k};  // from the surface, in
    case 4:
      return Segment{p, p};  // a point on the surface
    default:
      return Segment{p + n * k, p - n * k};  // crosses it
  }
}

std::optional<StaticShape> RayFrom(const Ray& old, const std::vector<double>& n) {
  if (n.size() != 6) {
    return std::nullopt;
  }
  const Vec3 origin(n[0], n[1], n[2]);
  const Vec3 direction(n[3], n[4], n[5]);
  if (direction == old.direction && IsFinite(origin)) {
    return StaticShape(Ray{origin, old.direction});
  }
  const auto ray = MakeRay(origin, direction);
  return ray ? std::optional<StaticShape>(StaticShape(*ray)) : std::nullopt;
}

ShapeGenerator RayGenerator() {
  ShapeGenerator g;
  g.kind = ShapeKind::kRay;
  g.random = [](HuntRandom& random, double unit) {
    return StaticShape(*MakeRay(GridPoint(random, unit, 6), RandomDirection(random)));
  };
  g.surface_point = [](HuntRandom& random, const StaticShape& shape, double unit) {
    const Ray& ray = shape.Get<Ray>();
    SurfacePoint along = GridOrUnit(ray.direction);
    along.point = ray.origin + ray.direction * (random.Int(0, 3) * unit);
    // Only an axis is held exactly as a unit direction (0.6 is not).
    along.exact = along.exact && along.outward_length == 1.0 && OnGrid(ray.origin, unit);
    return Perpendicular(along);
  };
  g.touching = [](HuntRandom& random, const SurfacePoint& at, double unit) {
    return StaticShape(TouchingRay(random, at, unit));
  };
  g.numbers = [](const StaticShape& shape) {
    const Ray& r = shape.Get<Ray>();
    return std::vector<double>{r.origin.x,    r.origin.y,    r.origin.z,
                               r.direction.x, r.direction.y, r.direction.z};
  };
  g.with_numbers = [](const StaticShape& shape, const std::vector<double>& n) {
    return RayFrom(shape.Get<Ray>(), n);
  };
  g.moved = [](const StaticShape& shape, const Vec3& offset) {
    Ray ray = shape.Get<Ray>();
    ray.origin += offset;
    return StaticShape(ray);
  };
  g.scaled = [](const StaticShape& shape, double factor) {
    Ray ray = shape.Get<Ray>();
    ray.origin *= factor;
    return StaticShape(ray);
  };
  return g;
}

ShapeGenerator SegmentGenerator() {
  ShapeGenerator g;
  g.kind = ShapeKind::kSegment;
  g.random = [](HuntRandom& random, double unit) {
    const Vec3 start = GridPoint(random, unit, 6);
    const Vec3 end = random.Chance(0.1) ? start : start + GridPoint(random, unit, 4);
    return StaticShape(Segment{start, end});
  };
  g.surface_point = [](HuntRandom& random, const StaticShape& shape, double unit) {
    const Segment& s = shape.Get<Segment>();
    const Vec3 along = (s.end - s.start) / unit;
    const bool on_grid = OnGrid(s.start, unit) && OnGrid(s.end, unit);
    SurfacePoint at = along == Vec3(0.0) ? RandomGridDirection(random)
                                         : Perpendicular(SurfacePoint{Vec3(0.0), along, 1.0, true});
    at.exact = at.exact && on_grid;
    const int where = random.Int(0, 2);
    at.point = where == 0 ? s.start : where == 1 ? s.end : (s.start + s.end) * 0.5;
    return at;
  };
  g.touching = [](HuntRandom& random, const SurfacePoint& at, double unit) {
    return StaticShape(TouchingSegment(random, at, unit));
  };
  g.numbers = [](const StaticShape& shape) {
    const Segment& s = shape.Get<Segment>();
    return std::vector<double>{s.start.x, s.start.y, s.start.z, s.end.x, s.end.y, s.end.z};
  };
  g.with_numbers = [](const StaticShape&,
                      const std::vector<double>& n) -> std::optional<StaticShape> {
    if (n.size() != 6) {
      return std::nullopt;
    }
    return StaticShape(Segment{Vec3(n[0], n[1], n[2]), Vec3(n[3], n[4], n[5])});
  };
  g.moved = [](const StaticShape& shape, const Vec3& offset) {
    Segment s = shape.Get<Segment>();
    s.start += offset;
    s.end += offset;
    return StaticShape(s);
  };
  g.scaled = [](const StaticShape& shape, double factor) {
    const Segment& s = shape.Get<Segment>();
    return StaticShape(Segment{s.start * factor, s.end * factor});
  };
  return g;
}

ShapeGenerator PlaneGenerator() {
  ShapeGenerator g;
  g.kind = ShapeKind::kPlane;
  g.random = [](HuntRandom& random, double unit) {
    const SurfacePoint normal = RandomGridDirection(random);
    return StaticShape(
        *MakeBookPlane(normal.outward, random.Int(-4, 4) * normal.outward_length * unit));
  };
  g.surface_point = [](HuntRandom& random, const StaticShape& shape, double unit) {
    const BookPlane& plane = shape.Get<BookPlane>();
    SurfacePoint at = GridOrUnit(random.Chance(0.5) ? plane.normal : -plane.normal);
    const Vec3 across = GridPerpendicular(at.outward);
    at.point = plane.normal * plane.distance + across * (random.Int(-3, 3) * unit);
    at.exact = at.exact && at.outward_length == 1.0 && std::fmod(plane.distance, unit) == 0.0;
    return at;
  };
  g.touching = [](HuntRandom& random, const SurfacePoint& at, double) {
    // The tangent plane at the point, or a plane through it across the
    // surface (containing the normal).
    const Vec3 normal = random.Chance(0.7) ? at.outward : GridPerpendicular(at.outward);
    return StaticShape(*MakeBookPlaneFromPointNormal(at.point, normal));
  };
  g.numbers = [](const StaticShape& shape) {
    const BookPlane& p = shape.Get<BookPlane>();
    return std::vector<double>{p.normal.x, p.normal.y, p.normal.z, p.distance};
  };
  g.with_numbers = [](const StaticShape& shape,
                      const std::vector<double>& n) -> std::optional<StaticShape> {
    if (n.size() != 4) {
      return std::nullopt;
    }
    const BookPlane& old = shape.Get<BookPlane>();
    const Vec3 normal(n[0], n[1], n[2]);
    if (normal == old.normal && std::isfinite(n[3])) {
      return StaticShape(BookPlane{old.normal, n[3]});
    }
    const auto plane = MakeBookPlane(normal, n[3]);
    return plane ? std::optional<StaticShape>(StaticShape(*plane)) : std::nullopt;
  };
  g.moved = [](const StaticShape& shape, const Vec3& offset) {
    BookPlane plane = shape.Get<BookPlane>();
    plane.distance += glm::dot(plane.normal, offset);
    return StaticShape(plane);
  };
  g.scaled = [](const StaticShape& shape, double factor) {
    BookPlane plane = shape.Get<BookPlane>();
    plane.distance *= factor;
    return StaticShape(plane);
  };
  return g;
}

}  // namespace

void AddLinearGenerators(ShapeGenerators& generators) {
  generators.Add(PlaneGenerator());
  generators.Add(RayGenerator());
  generators.Add(SegmentGenerator());
}

}  // namespace collide
