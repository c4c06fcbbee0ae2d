// The test-only flag's collide side (flag_kind.h): its row, its tests
// against a sphere, and its hunt generator, which places flags on the
// hunt's grid so that a flag made to touch a sphere touches it exactly.
#include <optional>
#include <string>
#include <vector>

#include "flag_kind.h"

namespace harness::testing {
namespace flag_collide_side {
namespace {

using collide::HuntRandom;
using collide::StaticShape;
using collide::SurfacePoint;
using collide::Vec3;

collide::ShapeKindInfo FlagRow() {
  return collide::MakeShapeKindInfo<Flag>(
      "flag", [](const Flag& f) { return f.at; },
      [](const Flag& f) -> std::optional<collide::Aabb> {
        return collide::Aabb{f.at - Vec3(f.reach), f.at + Vec3(f.reach)};
      },
      [](const Flag& f) -> std::optional<std::string> {
        if (!(f.reach >= 0.0)) {
          return "the flag's reach is negative";
        }
        return std::nullopt;
      });
}

Vec3 GridPoint(HuntRandom& random, double unit) {
  return Vec3(random.Int(-6, 6), random.Int(-6, 6), random.Int(-6, 6)) * unit;
}

collide::ShapeGenerator FlagGenerator() {
  collide::ShapeGenerator g;
  g.kind = collide::ShapeKindOf<Flag>::kValue;
  g.random = [](HuntRandom& random, double unit) {
    return StaticShape(Flag{GridPoint(random, unit), random.Int(0, 6) * unit});
  };
  g.surface_point = [](HuntRandom& random, const StaticShape& shape, double unit) {
    const Flag& f = shape.Get<Flag>();
    SurfacePoint at = collide::RandomGridDirection(random);
    at.point = f.at + at.outward * (f.reach / at.outward_length);
    at.exact = false;
    (void)unit;
    return at;
  };
  // A flag reaching exactly to the point: `steps` grid lengths out along
  // the whole-number normal, with a reach of the same length.
  g.touching = [](HuntRandom& random, const SurfacePoint& at, double unit) {
    const int steps = random.Int(0, 3);
    return StaticShape(
        Flag{at.point + at.outward * (steps * unit), steps * at.outward_length * unit});
  };
  g.numbers = [](const StaticShape& shape) {
    const Flag& f = shape.Get<Flag>();
    return std::vector<double>{f.at.x, f.at.y, f.at.z, f.reach};
  };
  g.with_numbers = [](const StaticShape&,
                      const std::vector<double>& n) -> std::optional<StaticShape> {
    if (n.size() != 4 || !(n[3] >= 0.0)) {
      return std::nullopt;
    }
    return StaticShape(Flag{Vec3(n[0], n[1], n[2]), n[3]});
  };
  g.moved = [](const StaticShape& shape, const Vec3& offset) {
    Flag f = shape.Get<Flag>();
    f.at += offset;
    return StaticShape(f);
  };
  g.scaled = [](const StaticShape& shape, double factor) {
    const Flag& f = shape.Get<Flag>();
    return StaticShape(Flag{f.at * factor, f.reach * factor});
  };
  return g;
}

}  // namespace
}  // namespace flag_collide_side

collide::CollideKind FlagCollideSide(bool strict_squared) {
  collide::CollideKind kind;
  kind.row = flag_collide_side::FlagRow();
  kind.pair_tests = [strict_squared](collide::PairTestRegistry& registry) {
    collide::AddPairTest<Flag, collide::Sphere>(
        registry, "reach", collide::Query::kIntersects, "The flag reaches the sphere's surface.",
        [](const Flag& f, const collide::Sphere& s) {
          return glm::length(f.at - s.center) <= f.reach + s.radius;
        });
    collide::AddPairTest<Flag, collide::Sphere>(
        registry, "reach-squared", collide::Query::kIntersects,
        "The same by squared distances, no square root.",
        [strict_squared](const Flag& f, const collide::Sphere& s) {
          const collide::Vec3 d = f.at - s.center;
          const double r = f.reach + s.radius;
          return strict_squared ? glm::dot(d, d) < r * r : glm::dot(d, d) <= r * r;
        });
  };
  kind.generator = flag_collide_side::FlagGenerator();
  return kind;
}

}  // namespace harness::testing
