// The sweep's hunt generator (collide/hunt/generators_sweep.cpp): every
// sweep it makes is valid and moves a shape of a kind that has a generator
// (the others are skipped); its numbers are the moved shape's then the
// translation and rebuild it bit for bit; moved leaves the translation and
// scaled scales it. Sweeps made to touch a sphere lean to steps that end
// exactly touching, jump the sphere, graze it and stand still, each counted
// here by its own arithmetic. And the hunt searches casts with it: a sphere
// cast written here in closed form (the ray against the sum of the radii)
// agrees with GJK's ray cast over every case, the same cast made to tunnel
// is found and shrunk, and a cast that leaves a kind out is skipped there.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <set>
#include <stdexcept>
#include <vector>

#include "collide/hunt/hunt.h"
#include "collide/hunt/shape_generators.h"
#include "collide/registry/contact_queries.h"
#include "collide/registry/sweep.h"
#include "collide/shapes/box.h"

namespace collide {
namespace sweep_generator_test {
namespace {

const ShapeKind kSweep = ShapeKindOf<Sweep>::kValue;

const ShapeGenerator& SweepGeneratorOfTable() {
  const ShapeGenerator* generator = ShapeGenerators::Global().Find(kSweep);
  if (generator == nullptr) {
    throw std::logic_error("the sweep kind has no generator");
  }
  return *generator;
}

std::vector<StaticShape> RandomSweeps(const ShapeGenerator& generator, int count) {
  HuntRandom random(11);
  std::vector<StaticShape> sweeps;
  for (int i = 0; i < count; ++i) {
    sweeps.push_back(generator.random(random, RandomUnit(random)));
  }
  return sweeps;
}

TEST(SweepGenerator, EverySweepIsValidAndMovesAConvexKindThatHasAGenerator) {
  const std::vector<StaticShape> sweeps = RandomSweeps(SweepGeneratorOfTable(), 20000);
  ASSERT_EQ(sweeps.size(), 20000u);
  std::set<ShapeKind> moved_kinds;
  int still = 0;
  for (const StaticShape& shape : sweeps) {
    ASSERT_EQ(shape.kind(), kSweep);
    EXPECT_EQ(Validate(shape), std::nullopt);
    const Sweep& sweep = shape.Get<Sweep>();
    moved_kinds.insert(sweep.shape.kind());
    still += sweep.translation == Vec3(0.0) ? 1 : 0;
  }
  const std::set<ShapeKind> expected = {
      ShapeKindOf<Sphere>::kValue,   ShapeKindOf<Segment>::kValue,     ShapeKindOf<Capsule>::kValue,
      ShapeKindOf<Point>::kValue,    ShapeKindOf<OrientedBox>::kValue, ShapeKindOf<Aabb>::kValue,
      ShapeKindOf<Triangle>::kValue, ShapeKindOf<PlacedHull>::kValue,
  };
  EXPECT_EQ(moved_kinds, expected);
  EXPECT_GT(still, 20000 * 5 / 100) << still;
}

// On the grid (whole numbers at unit 1), so a step that ends touching
// touches exactly; and often long enough to jump any shape the hunt makes.
TEST(SweepGenerator, TranslationsAreOnTheGridAndOftenLong) {
  const ShapeGenerator& generator = SweepGeneratorOfTable();
  HuntRandom random(13);
  int long_steps = 0;
  for (int i = 0; i < 20000; ++i) {
    const Vec3 d = generator.random(random, 1.0).Get<Sweep>().translation;
    ASSERT_EQ(d, glm::round(d)) << d.x << " " << d.y << " " << d.z;
    long_steps += glm::dot(d, d) >= 400.0 ? 1 : 0;
  }
  EXPECT_GT(long_steps, 20000 * 30 / 100) << long_steps;
}

TEST(SweepGenerator, AKindWithoutAGeneratorIsSkippedAndNoneAtAllIsRefused) {
  ShapeGenerators round_only;
  AddRoundGenerators(round_only);  // point and sphere
  const std::vector<StaticShape> sweeps = RandomSweeps(SweepGenerator(round_only), 2000);
  ASSERT_EQ(sweeps.size(), 2000u);
  std::set<ShapeKind> moved_kinds;
  for (const StaticShape& shape : sweeps) {
    moved_kinds.insert(shape.Get<Sweep>().shape.kind());
  }
  EXPECT_EQ(moved_kinds,
            (std::set<ShapeKind>{ShapeKindOf<Point>::kValue, ShapeKindOf<Sphere>::kValue}));

  const ShapeGenerators none;
  HuntRandom random(1);
  EXPECT_THROW(SweepGenerator(none).random(random, 1.0), std::invalid_argument);
}

TEST(SweepGenerator, NumbersAreTheMovedShapesThenTheTranslationAndRebuildIt) {
  const ShapeGenerator& generator = SweepGeneratorOfTable();
  const StaticShape ball(Sweep{StaticShape(Sphere{Vec3(1, 2, 3), 4}), Vec3(5, 6, 7)});
  EXPECT_EQ(generator.numbers(ball), (std::vector<double>{1, 2, 3, 4, 5, 6, 7}));
  const auto rebuilt = generator.with_numbers(ball, {0, 0, 1, 0.5, -8, 0, 0});
  ASSERT_TRUE(rebuilt.has_value());
  EXPECT_EQ(*rebuilt, StaticShape(Sweep{StaticShape(Sphere{Vec3(0, 0, 1), 0.5}), Vec3(-8, 0, 0)}));
  EXPECT_EQ(generator.with_numbers(ball, {1, 2, 3, -4, 5, 6, 7}), std::nullopt);  // radius < 0
  EXPECT_EQ(generator.with_numbers(ball, {1, 2}), std::nullopt);

  const std::vector<StaticShape> sweeps = RandomSweeps(generator, 20000);
  ASSERT_EQ(sweeps.size(), 20000u);
  for (const StaticShape& shape : sweeps) {
    const std::vector<double> numbers = generator.numbers(shape);
    ASSERT_GE(numbers.size(), 4u);
    const Vec3& t = shape.Get<Sweep>().translation;
    EXPECT_EQ(Vec3(numbers[numbers.size() - 3], numbers[numbers.size() - 2], numbers.back()), t);
    const auto again = generator.with_numbers(shape, numbers);
    ASSERT_TRUE(again.has_value());
    EXPECT_EQ(*again, shape);
  }
}

TEST(SweepGenerator, MovedMovesTheShapeAloneAndScaledScalesTheTranslationToo) {
  const ShapeGenerator& generator = SweepGeneratorOfTable();
  const StaticShape rod(
      Sweep{StaticShape(Capsule{Vec3(1, 0, 0), Vec3(1, 2, 0), 0.5}), Vec3(0, 0, -3)});
  EXPECT_EQ(
      generator.moved(rod, Vec3(1, 1, 1)),
      StaticShape(Sweep{StaticShape(Capsule{Vec3(2, 1, 1), Vec3(2, 3, 1), 0.5}), Vec3(0, 0, -3)}));
  EXPECT_EQ(
      generator.scaled(rod, 4.0),
      StaticShape(Sweep{StaticShape(Capsule{Vec3(4, 0, 0), Vec3(4, 8, 0), 2.0}), Vec3(0, 0, -12)}));
  const StaticShape crate(Sweep{StaticShape(Aabb{Vec3(-1), Vec3(1)}), Vec3(8, 0, 0)});
  EXPECT_EQ(generator.scaled(crate, 0.5),
            StaticShape(Sweep{StaticShape(Aabb{Vec3(-0.5), Vec3(0.5)}), Vec3(4, 0, 0)}));
}

// The ways a sweep of a sphere meets the still sphere, by the centres'
// distances: squared, exact on the grid.
struct SphereStep {
  double start2;  // the centres' squared distance at the start
  double end2;    // at the end
  double least2;  // the least along the step (the closest approach, clamped)
  double reach2;  // the radius sum, squared
};

SphereStep StepOf(const Sphere& moving, const Vec3& translation, const Sphere& still) {
  const Vec3 m = moving.center - still.center;
  const Vec3 e = m + translation;
  const double dd = glm::dot(translation, translation);
  const double s = dd == 0.0 ? 0.0 : std::clamp(-glm::dot(m, translation) / dd, 0.0, 1.0);
  const Vec3 closest = m + translation * s;
  const double reach = moving.radius + still.radius;
  return {glm::dot(m, m), glm::dot(e, e), glm::dot(closest, closest), reach * reach};
}

TEST(SweepGenerator, SweepsTouchingASphereEndTouchingJumpItGrazeItAndStandStill) {
  const ShapeGenerator& generator = SweepGeneratorOfTable();
  const Sphere still{Vec3(0.0), 7.0};
  const SurfacePoint at{Vec3(2, 3, 6), Vec3(2, 3, 6), 7.0, true, Vec3(0.0)};
  HuntRandom random(3);
  int spheres = 0, end_touching = 0, jumping = 0, grazing = 0, standing = 0;
  for (int i = 0; i < 20000; ++i) {
    const StaticShape shape = generator.touching(random, at, 1.0);
    ASSERT_EQ(Validate(shape), std::nullopt);
    const Sweep& sweep = shape.Get<Sweep>();
    const Sphere* ball = sweep.shape.As<Sphere>();
    if (ball == nullptr) {
      continue;
    }
    ++spheres;
    const SphereStep step = StepOf(*ball, sweep.translation, still);
    const bool apart_at_ends = step.start2 > step.reach2 && step.end2 > step.reach2;
    end_touching += step.end2 == step.reach2 && step.start2 > step.reach2 ? 1 : 0;
    jumping += apart_at_ends && step.least2 < step.reach2 ? 1 : 0;
    grazing += apart_at_ends && step.least2 == step.reach2 ? 1 : 0;
    standing += sweep.translation == Vec3(0.0) && step.start2 == step.reach2 ? 1 : 0;
  }
  EXPECT_GT(spheres, 20000 / 10) << spheres;
  for (const int count : {end_touching, jumping, grazing, standing}) {
    EXPECT_GT(count, spheres / 50)
        << end_touching << " " << jumping << " " << grazing << " " << standing << " of " << spheres;
  }
}

// A sphere's cast onto a sphere in closed form, written apart from ours:
// the first root of |m + t d|^2 = reach^2. Already within: t = 0, the
// normal along the centres' line (any normal when they meet), the point in
// both. `tunnels`: a step longer than
// ten times the moving radius is missed, as a test of its ends would.
CastAnswer SphereSphereCast(const Sphere& a, const Vec3& d, const Sphere& b, bool tunnels) {
  if (tunnels && glm::length(d) > 10.0 * a.radius) {
    return std::nullopt;
  }
  const Vec3 m = a.center - b.center;
  const double reach = a.radius + b.radius;
  const double c = glm::dot(m, m) - reach * reach;
  double t = 0.0;
  if (c > 0.0) {
    const double aa = glm::dot(d, d);
    const double half_b = glm::dot(m, d);
    const double disc = half_b * half_b - aa * c;
    if (aa == 0.0 || half_b >= 0.0 || disc < 0.0) {
      return std::nullopt;
    }
    t = (-half_b - std::sqrt(disc)) / aa;
    if (t > 1.0) {
      return std::nullopt;
    }
  }
  const Vec3 centre = a.center + d * t;
  const Vec3 between = b.center - centre;
  // Centres that meet: every direction is as right (the overlap is the same).
  const Vec3 normal = between == Vec3(0.0) ? Vec3(0, 0, 1) : glm::normalize(between);
  // Where they touch: the middle of the two diameters' overlap along the
  // normal, in both (a's surface point when they only touch).
  const double apart = glm::length(between);
  const double from = std::max(-a.radius, apart - b.radius);
  const double to = std::min(a.radius, apart + b.radius);
  return ShapeCastHit{t, centre + normal * ((from + to) / 2.0), normal};
}

PairTest SphereCastTest(bool tunnels) {
  PairTest test;
  test.id = tunnels ? "tunnels" : "closed-form";
  test.a = kSweep;
  test.b = ShapeKindOf<Sphere>::kValue;
  test.query = CastQuery();
  test.origin = "test-plugin";
  test.run = [tunnels](const StaticShape& x, const StaticShape& y) -> Answer {
    const Sweep& sweep = x.Get<Sweep>();
    const Sphere* ball = sweep.shape.As<Sphere>();
    if (ball == nullptr) {
      throw PairTestNotCovered("a cast of a sphere only");
    }
    return SphereSphereCast(*ball, sweep.translation, y.Get<Sphere>(), tunnels);
  };
  return test;
}

std::vector<HuntResult> HuntSweepSphere(bool tunnels, int cases) {
  PairTestRegistry registry = PairTestRegistry::Global();
  registry.Add(SphereCastTest(tunnels));
  return Hunt(registry, ShapeGenerators::Global(), kSweep, ShapeKindOf<Sphere>::kValue, {cases, 1});
}

TEST(SweepHunt, ASphereCastInClosedFormAgreesWithGjksRayCastOnEveryCase) {
  const auto results = HuntSweepSphere(false, 20000);
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].algorithms.ours_id, "gjk-ray-cast");
  EXPECT_EQ(results[0].algorithms.theirs_id, "closed-form");
  EXPECT_EQ(results[0].cases_tried, 20000);
  EXPECT_EQ(results[0].disagreements, 0);
}

TEST(SweepHunt, FindsAndShrinksACastThatTunnels) {
  const auto results = HuntSweepSphere(true, 2000);
  ASSERT_EQ(results.size(), 1u);
  EXPECT_GT(results[0].disagreements, 0);
  ASSERT_TRUE(results[0].finding.has_value());
  const HuntFinding& f = *results[0].finding;
  ASSERT_EQ(f.shapes.size(), 2u);
  const Sweep& sweep = f.shapes[0].Get<Sweep>();
  const Sphere& ball = sweep.shape.Get<Sphere>();
  const Sphere& still = f.shapes[1].Get<Sphere>();
  // Worked out here: the step is long, and the sphere meets the still one.
  EXPECT_GT(glm::length(sweep.translation), 10.0 * ball.radius);
  const SphereStep step = StepOf(ball, sweep.translation, still);
  EXPECT_LE(step.least2, step.reach2);
  EXPECT_TRUE(f.ours.Get<CastAnswer>().has_value());
  ASSERT_TRUE(f.theirs.has_value());
  EXPECT_FALSE(f.theirs->Get<CastAnswer>().has_value());
  for (const double n : ShapeGenerators::Global().Find(kSweep)->numbers(f.shapes[0])) {
    EXPECT_EQ(n, std::round(n)) << n;
    EXPECT_LE(std::abs(n), 64.0) << n;
  }
  EXPECT_GT(f.shrink_steps, 0);
}

}  // namespace
}  // namespace sweep_generator_test
}  // namespace collide
