// The generators of the kinds with a centre: points and spheres.
#include <array>
#include <cmath>
#include <span>

#include "collide/hunt/shape_generators.h"

namespace collide {
namespace {

// Radii in grid steps: zero, and multiples of the quadruples' lengths, so a
// surface point along many grid directions is on the grid.
constexpr std::array<int, 12> kRadii = {0, 1, 2, 3, 5, 6, 7, 9, 10, 11, 13, 15};

Sphere RandomSphere(HuntRandom& random, double unit) {
  if (random.Chance(0.15)) {  // off the grid: the general case
    return Sphere{Vec3(random.Real(-6, 6), random.Real(-6, 6), random.Real(-6, 6)) * unit,
                  random.Real(0, 6) * unit};
  }
  return Sphere{GridPoint(random, unit, 6), random.Pick(std::span<const int>(kRadii)) * unit};
}

SurfacePoint SphereSurfacePoint(HuntRandom& random, const Sphere& sphere, double unit) {
  const double steps = sphere.radius / unit;
  SurfacePoint at = RandomGridDirection(random);
  for (int attempt = 0; attempt < 8 && std::fmod(steps, at.outward_length) != 0.0; ++attempt) {
    at = RandomGridDirection(random);
  }
  at.point = sphere.center + at.outward * (sphere.radius / at.outward_length);
  at.exact = OnGrid(sphere.center, unit) && std::fmod(steps, at.outward_length) == 0.0;
  return at;
}

Sphere TouchingSphere(HuntRandom& random, const SurfacePoint& at, double unit) {
  if (at.outward_length != std::round(at.outward_length)) {
    return Sphere{at.point, 0.0};  // a radius along it would not be exact
  }
  const int steps = random.Int(0, 3);
  return Sphere{at.point + at.outward * (steps * unit), steps * at.outward_length * unit};
}

ShapeGenerator SphereGenerator() {
  ShapeGenerator g;
  g.kind = ShapeKind::kSphere;
  g.random = [](HuntRandom& random, double unit) {
    return StaticShape(RandomSphere(random, unit));
  };
  g.surface_point = [](HuntRandom& random, const StaticShape& shape, double unit) {
    return SphereSurfacePoint(random, shape.Get<Sphere>(), unit);
  };
  g.touching = [](HuntRandom& random, const SurfacePoint& at, double unit) {
    return StaticShape(TouchingSphere(random, at, unit));
  };
  g.numbers = [](const StaticShape& shape) {
    const Sphere& s = shape.Get<Sphere>();
    return std::vector<double>{s.center.x, s.center.y, s.center.z, s.radius};
  };
  g.with_numbers = [](const StaticShape&,
                      const std::vector<double>& n) -> std::optional<StaticShape> {
    if (n.size() != 4 || !(n[3] >= 0.0)) {
      return std::nullopt;
    }
    return StaticShape(Sphere{Vec3(n[0], n[1], n[2]), n[3]});
  };
  g.moved = [](const StaticShape& shape, const Vec3& offset) {
    Sphere s = shape.Get<Sphere>();
    s.center += offset;
    return StaticShape(s);
  };
  g.scaled = [](const StaticShape& shape, double factor) {
    const Sphere& s = shape.Get<Sphere>();
    return StaticShape(Sphere{s.center * factor, s.radius * factor});
  };
  return g;
}

ShapeGenerator PointGenerator() {
  ShapeGenerator g;
  g.kind = ShapeKind::kPoint;
  g.random = [](HuntRandom& random, double unit) {
    return StaticShape(Point{GridPoint(random, unit, 6)});
  };
  g.surface_point = [](HuntRandom& random, const StaticShape& shape, double unit) {
    SurfacePoint at = RandomGridDirection(random);
    at.point = shape.Get<Point>().position;
    at.exact = OnGrid(at.point, unit);
    return at;
  };
  g.touching = [](HuntRandom& random, const SurfacePoint& at, double unit) {
    // On the surface most often; else a few steps out along the normal.
    const int steps = random.Chance(0.7) ? 0 : random.Int(1, 3);
    return StaticShape(Point{at.point + at.outward * (steps * unit)});
  };
  g.numbers = [](const StaticShape& shape) {
    const Vec3& p = shape.Get<Point>().position;
    return std::vector<double>{p.x, p.y, p.z};
  };
  g.with_numbers = [](const StaticShape&,
                      const std::vector<double>& n) -> std::optional<StaticShape> {
    if (n.size() != 3) {
      return std::nullopt;
    }
    return StaticShape(Point{Vec3(n[0], n[1], n[2])});
  };
  g.moved = [](const StaticShape& shape, const Vec3& offset) {
    return StaticShape(Point{shape.Get<Point>().position + offset});
  };
  g.scaled = [](const StaticShape& shape, double factor) {
    return StaticShape(Point{shape.Get<Point>().position * factor});
  };
  return g;
}

}  // namespace

void AddRoundGenerators(ShapeGenerators& generators) {
  generators.Add(PointGenerator());
  generators.Add(SphereGenerator());
}

}  // namespace collide
