// The sweep's hunt generator (kind 14, collide/registry/sweep.h): a shape
// of another convex kind, from that kind's generator, moved by a grid
// translation. A cast goes wrong where a test of the step's two ends alone
// would pass: a long step past a thin shape (tunnelling), a step that ends
// exactly touching, a step that only grazes, no step at all; the
// translations lean to those.
#include <array>
#include <cmath>
#include <optional>
#include <span>
#include <stdexcept>
#include <vector>

#include "collide/hunt/shape_generators.h"
#include "collide/registry/sweep.h"
#include "collide/shapes/box.h"

namespace collide {
namespace {

// The kinds a sweep moves in hunts, where the table has their generator.
constexpr std::array<ShapeKind, 8> kSweptKinds = {
    ShapeKindOf<Sphere>::kValue,   ShapeKindOf<Segment>::kValue,     ShapeKindOf<Capsule>::kValue,
    ShapeKindOf<Point>::kValue,    ShapeKindOf<OrientedBox>::kValue, ShapeKindOf<Aabb>::kValue,
    ShapeKindOf<Triangle>::kValue, ShapeKindOf<PlacedHull>::kValue,
};

std::vector<const ShapeGenerator*> SweptGenerators(const ShapeGenerators& generators) {
  std::vector<const ShapeGenerator*> found;
  for (const ShapeKind kind : kSweptKinds) {
    if (const ShapeGenerator* generator = generators.Find(kind)) {
      found.push_back(generator);
    }
  }
  return found;
}

const ShapeGenerator& GeneratorOf(const ShapeGenerators& generators, const StaticShape& shape) {
  return *generators.Find(shape.kind());
}

// A translation on the grid: none, a short step, or a long one (20 to 40
// units and a little more, along an axis or a grid direction), which jumps
// any shape the hunt makes thinner than itself.
Vec3 RandomTranslation(HuntRandom& random, double unit) {
  const double pick = random.Real(0.0, 1.0);
  if (pick < 0.1) {
    return Vec3(0.0);
  }
  if (pick < 0.55) {
    return GridPoint(random, unit, 6);
  }
  // A whole number of the direction's steps: the end stays on the grid.
  const SurfacePoint direction = RandomGridDirection(random);
  const double steps = std::ceil(random.Int(20, 40) / direction.outward_length);
  return direction.outward * (steps * unit);
}

// The step that meets `at` in one of the ways casts break: ending there
// (from a short or a long way out), passing through from far out on the
// one side to far out on the other, sliding along the surface there (a
// graze), or standing still there. Returns the offset from the touching
// place to the start, and the translation.
std::pair<Vec3, Vec3> StepThrough(HuntRandom& random, const SurfacePoint& at, double unit) {
  const Vec3 out = at.outward * unit;  // whole-number components: on the grid
  switch (random.Int(0, 4)) {
    case 0: {  // ends touching, head on
      const double far = random.Chance(0.5) ? random.Int(1, 3) : random.Int(8, 40);
      return {out * far, -out * far};
    }
    case 1: {  // ends touching, from anywhere
      const Vec3 step = GridPoint(random, unit, 6);
      return {-step, step};
    }
    case 2: {  // through, from far out to far in
      const double far = random.Int(4, 40);
      return {out * far, -out * (2.0 * far)};
    }
    case 3: {  // grazing: along the surface, touching half way
      Vec3 along = glm::dot(at.along, at.along) > 0.0 ? at.along : GridPerpendicular(at.outward);
      along *= unit * random.Int(1, 20);
      return {-along, 2.0 * along};
    }
    default:  // standing still there
      return {Vec3(0.0), Vec3(0.0)};
  }
}

// One of the kinds a sweep moves; throws when the table has none of them.
const ShapeGenerator& RandomSweptKind(const ShapeGenerators& generators, HuntRandom& random) {
  const std::vector<const ShapeGenerator*> kinds = SweptGenerators(generators);
  if (kinds.empty()) {
    throw std::invalid_argument("the hunt has no generator of a kind a sweep can move");
  }
  return *random.Pick(std::span<const ShapeGenerator* const>(kinds));
}

StaticShape RandomSweep(const ShapeGenerators& generators, HuntRandom& random, double unit) {
  const ShapeGenerator& inner = RandomSweptKind(generators, random);
  return StaticShape(Sweep{inner.random(random, unit), RandomTranslation(random, unit)});
}

StaticShape TouchingSweep(const ShapeGenerators& generators, HuntRandom& random,
                          const SurfacePoint& at, double unit) {
  const ShapeGenerator& inner = RandomSweptKind(generators, random);
  const auto [offset, translation] = StepThrough(random, at, unit);
  return StaticShape(Sweep{inner.moved(inner.touching(random, at, unit), offset), translation});
}

// A point of the shape's surface at the start of the step or at its end;
// the end is on the grid when the start and the translation are.
SurfacePoint SweepSurfacePoint(const ShapeGenerators& generators, HuntRandom& random,
                               const Sweep& sweep, double unit) {
  const bool at_end = random.Chance(0.5);
  const StaticShape shape = at_end ? SweptTo(sweep, 1.0) : sweep.shape;
  SurfacePoint at = GeneratorOf(generators, shape).surface_point(random, shape, unit);
  at.exact = at.exact && OnGrid(sweep.translation, unit);
  return at;
}

std::optional<StaticShape> SweepWithNumbers(const ShapeGenerators& generators, const Sweep& sweep,
                                            const std::vector<double>& numbers) {
  if (numbers.size() < 3) {
    return std::nullopt;
  }
  const std::size_t inner_count = numbers.size() - 3;
  const std::vector<double> inner_numbers(numbers.begin(),
                                          numbers.begin() + static_cast<long>(inner_count));
  const std::optional<StaticShape> inner =
      GeneratorOf(generators, sweep.shape).with_numbers(sweep.shape, inner_numbers);
  if (!inner) {
    return std::nullopt;
  }
  return StaticShape(Sweep{
      *inner, Vec3(numbers[inner_count], numbers[inner_count + 1], numbers[inner_count + 2])});
}

}  // namespace

ShapeGenerator SweepGenerator(const ShapeGenerators& inner_generators) {
  const ShapeGenerators* generators = &inner_generators;
  ShapeGenerator g;
  g.kind = ShapeKindOf<Sweep>::kValue;
  g.random = [generators](HuntRandom& random, double unit) {
    return RandomSweep(*generators, random, unit);
  };
  g.surface_point = [generators](HuntRandom& random, const StaticShape& shape, double unit) {
    return SweepSurfacePoint(*generators, random, shape.Get<Sweep>(), unit);
  };
  g.touching = [generators](HuntRandom& random, const SurfacePoint& at, double unit) {
    return TouchingSweep(*generators, random, at, unit);
  };
  g.numbers = [generators](const StaticShape& shape) {
    const Sweep& sweep = shape.Get<Sweep>();
    std::vector<double> numbers = GeneratorOf(*generators, sweep.shape).numbers(sweep.shape);
    numbers.insert(numbers.end(), {sweep.translation.x, sweep.translation.y, sweep.translation.z});
    return numbers;
  };
  g.with_numbers = [generators](const StaticShape& shape, const std::vector<double>& numbers) {
    return SweepWithNumbers(*generators, shape.Get<Sweep>(), numbers);
  };
  g.moved = [generators](const StaticShape& shape, const Vec3& offset) {
    const Sweep& sweep = shape.Get<Sweep>();
    return StaticShape(
        Sweep{GeneratorOf(*generators, sweep.shape).moved(sweep.shape, offset), sweep.translation});
  };
  g.scaled = [generators](const StaticShape& shape, double factor) {
    const Sweep& sweep = shape.Get<Sweep>();
    return StaticShape(Sweep{GeneratorOf(*generators, sweep.shape).scaled(sweep.shape, factor),
                             sweep.translation * factor});
  };
  return g;
}

}  // namespace collide
