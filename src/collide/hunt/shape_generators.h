#pragma once

// What the hunt (hunt.h) knows of each shape kind: how to make one at
// random, where its surface is, how to make one that just touches a point of
// another's surface, and how to read and rewrite its numbers for the
// shrinker. The hunt itself knows no kind: a new kind (a triangle) takes part
// in every hunt of its pairs once its generator is added to the table, which
// its registration in collide/kinds/ does (kind_registration.h).
//
// Shapes are made on a grid: whole numbers times `unit`, a power of two, so
// every sum and product the tests form of them is exact in doubles and a tie
// (two spheres whose distance is exactly the sum of their radii) stays a tie.
// The surface point carries a direction with whole-number components and a
// whole-number length (a Pythagorean quadruple such as (2, 3, 6) of length
// 7), so a shape placed along it at a multiple of that length is on the grid
// too.

#include <functional>
#include <optional>
#include <vector>

#include "collide/hunt/hunt_random.h"
#include "collide/registry/kind_registry.h"
#include "collide/registry/static_shape.h"

namespace collide {

// A point of a shape's surface and the direction out of the shape there.
// `outward` has whole-number components when the kind can make it so, and
// length `outward_length`.
struct SurfacePoint {
  Vec3 point{0.0};
  Vec3 outward{1.0, 0.0, 0.0};
  double outward_length = 1.0;
  // The point is on the grid and `outward` whole numbers: a shape made
  // touching it touches exactly (a sphere only when `outward_length` is a
  // whole number too; else it is a point there, of radius zero). The hunt
  // touches only exact points: near a tie that rounding decides, two correct
  // algorithms may round apart, and that is no counterexample.
  bool exact = false;
  // A grid direction along the surface there (a triangle's edge), or zero:
  // a flat shape laid along it and `outward` lies in the surface's plane.
  Vec3 along{0.0};
};

struct ShapeGenerator {
  ShapeKind kind = ShapeKind::kPoint;
  // A shape near the origin, at the scale `unit`, biased to the edges:
  // zero radius, zero extent, long thin bars, axis-aligned directions.
  std::function<StaticShape(HuntRandom&, double unit)> random;
  // A point of the shape's surface (of a ray or a segment: a point of it;
  // of a point: itself), exact when the shape is on the grid.
  std::function<SurfacePoint(HuntRandom&, const StaticShape&, double unit)> surface_point;
  // A shape of this kind that meets `at` from the outside: touching it
  // (a sphere or box resting there), starting or ending there, grazing it,
  // or lying in the tangent plane.
  std::function<StaticShape(HuntRandom&, const SurfacePoint& at, double unit)> touching;
  // The shape's numbers in a fixed order, and the shape rebuilt from them
  // (nullopt when they make no valid shape). Rebuilding the numbers read
  // gives the shape back bit for bit.
  std::function<std::vector<double>(const StaticShape&)> numbers;
  std::function<std::optional<StaticShape>(const StaticShape&, const std::vector<double>&)>
      with_numbers;
  // The shape moved by `offset`, and scaled about the origin by `factor`
  // (a power of two, so a case on the grid stays exact).
  std::function<StaticShape(const StaticShape&, const Vec3& offset)> moved;
  std::function<StaticShape(const StaticShape&, double factor)> scaled;
};

class ShapeGenerators {
 public:
  // Throws std::invalid_argument for a kind that has one, or a missing
  // function.
  void Add(ShapeGenerator generator);
  bool Remove(ShapeKind kind) { return generators_.Remove(kind); }
  const ShapeGenerator* Find(ShapeKind kind) const { return generators_.Find(kind); }

  // The process's: the built-in families' (point, sphere, aabb, box,
  // hexahedron, plane, ray, segment) from the start, and every kind's of
  // collide/kinds/ (the triangle's) once static initialisation is done.
  static ShapeGenerators& Global();

 private:
  KindRegistry<ShapeGenerator> generators_{"hunt generator"};
};

// The built-in kinds' generators, one file per family.
void AddRoundGenerators(ShapeGenerators& generators);   // point, sphere
void AddBoxGenerators(ShapeGenerators& generators);     // aabb, box, hexahedron
void AddLinearGenerators(ShapeGenerators& generators);  // plane, ray, segment
// The triangle's, which its kind's registration adds (kinds/triangle.cpp).
ShapeGenerator TriangleGenerator();
// The sweep's, which its kind's registration adds (kinds/sweep.cpp): a
// shape of a kind `inner_generators` has a generator for (sphere, segment,
// capsule, point, box, aabb, triangle, hull; a kind it lacks is skipped)
// moved by a grid translation, leaning to steps that tunnel, end touching, graze or stand
// still. Its numbers are the moved shape's, then the translation; scaled
// scales the translation too, moved leaves it. `inner_generators` must
// outlive it; its random and touching throw std::invalid_argument when it
// holds none of those kinds.
ShapeGenerator SweepGenerator(const ShapeGenerators& inner_generators);

// Helpers the generators share.
// A direction with whole-number components and whole-number length: an
// axis half the time, else a Pythagorean quadruple, signs and order mixed.
SurfacePoint RandomGridDirection(HuntRandom& random);
// A direction with whole-number components perpendicular to `d`: an axis
// when one is (a unit direction that stays exact).
Vec3 GridPerpendicular(const Vec3& d);
// The grid direction a unit vector is (n * L whole numbers for a small L),
// or nullopt.
std::optional<SurfacePoint> AsGridDirection(const Vec3& unit_vector);
// A point on the grid: whole multiples of `unit`, each from -reach to reach.
Vec3 GridPoint(HuntRandom& random, double unit, int reach);
// Whether every coordinate is a whole multiple of `step`.
bool OnGrid(const Vec3& point, double step);
// Whether the rotation only permutes and flips axes (entries 0 and +-1).
bool PermutesAxes(const Mat3& rotation);

// The scale of the grid: 1 most of the time, else a power of two from 2^-40
// to 2^30 (very small and very large shapes).
double RandomUnit(HuntRandom& random);

}  // namespace collide
