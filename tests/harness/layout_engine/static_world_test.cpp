// The static-shapes engine's evaluation: one check per declared expectation
// through the registry, colours, every pair's answers, and "expect what is
// on screen". Expected values are worked out by hand in the comments.
#include "harness/layout_engine/world.h"

#include <gtest/gtest.h>

#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "collide/queries/point_tests.h"

namespace harness {
namespace static_world_test {
namespace {

TEST(StaticWorld, ChecksEveryExpectationInOrderWithItsIndex) {
  StaticLayoutBuilder b;
  // Sphere (1, 1, 0) r 2 holds (1, 0, 0) (distance 1) but not (3, 3, 3)
  // (distance sqrt(17) > 2).
  b.Sphere("s", {1, 1, 0}, 2).Point("in", {1, 0, 0}).Point("out", {3, 3, 3});
  b.ExpectContains("in", "s", true).ExpectContains("s", "out", false);
  const auto checks = StaticWorld().Check(b.Build());
  ASSERT_EQ(checks.size(), 2u);
  EXPECT_EQ(checks[0].expectation, 0u);
  EXPECT_EQ(checks[1].expectation, 1u);
  EXPECT_TRUE(checks[0].passed);
  EXPECT_TRUE(checks[1].passed);
  EXPECT_EQ(checks[0].subject, "point in and sphere s");
  EXPECT_EQ(checks[1].subject, "sphere s and point out");
  EXPECT_EQ(checks[0].algorithm, "squared-distance");
}

TEST(StaticWorld, AWrongExpectationFailsInTheBooksWords) {
  StaticLayoutBuilder b;
  // The plane y = 1 (normal +y): (0, 3, 0) is in front of it.
  b.Plane("p", {0, 1, 0}, 1).Point("q", {0, 3, 0});
  b.ExpectSide("q", "p", -1);
  const auto checks = StaticWorld().Check(b.Build());
  ASSERT_EQ(checks.size(), 1u);
  EXPECT_FALSE(checks[0].passed);
  EXPECT_EQ(MismatchLine(checks[0]),
            "point q and plane p: the point should be behind (sign: expected behind, got in "
            "front)");
}

TEST(StaticWorld, HitTIsCheckedWithinTheTolerance) {
  StaticLayoutBuilder b;
  // From (0, 5, 0) straight down to the plane y = 1: t = 4.
  b.Ray("r", {0, 5, 0}, {0, -3, 0}).Plane("p", {0, 1, 0}, 1);
  b.ExpectHitAt("r", "p", 4.0).ExpectHitAt("p", "r", 4.1).ExpectHit("r", "p", true);
  const auto checks = StaticWorld().Check(b.Build());
  ASSERT_EQ(checks.size(), 3u);
  EXPECT_TRUE(checks[0].passed);
  EXPECT_FALSE(checks[1].passed);
  EXPECT_EQ(MismatchLine(checks[1]),
            "plane p and ray r should hit at t = 4.1 (one-sided: expected hit at t = 4.1, got "
            "hit at t = 4)");
  EXPECT_TRUE(checks[2].passed);
}

TEST(StaticWorld, ANamedAlgorithmIsTheOneRun) {
  StaticLayoutBuilder b;
  // From below the plane y = 1 going up: the one-sided cast misses, the
  // two-sided one hits at t = 3.
  b.Ray("r", {0, -2, 0}, {0, 1, 0}).Plane("p", {0, 1, 0}, 1);
  b.ExpectHit("r", "p", false).ExpectHitAt("r", "p", 3.0, "two-sided");
  const auto checks = StaticWorld().Check(b.Build());
  ASSERT_EQ(checks.size(), 2u);
  EXPECT_EQ(checks[0].algorithm, "one-sided");
  EXPECT_EQ(checks[1].algorithm, "two-sided");
  EXPECT_TRUE(checks[0].passed);
  EXPECT_TRUE(checks[1].passed);
}

TEST(StaticWorld, ThreePlanesMeetWhereTheirEquationsSayOrNowhere) {
  StaticLayoutBuilder b;
  b.Plane("x", {1, 0, 0}, 1).Plane("y", {0, 1, 0}, 2).Plane("z", {0, 0, 1}, 3);
  b.Plane("x2", {2, 0, 0}, 5);  // parallel to x
  b.ExpectMeetingPoint("x", "y", "z", collide::Vec3(1, 2, 3));
  b.ExpectMeetingPoint("x", "x2", "z", std::nullopt);
  const auto checks = StaticWorld().Check(b.Build());
  ASSERT_EQ(checks.size(), 2u);
  EXPECT_TRUE(checks[0].passed);
  EXPECT_TRUE(checks[1].passed);
  EXPECT_EQ(checks[0].subject, "planes x, y and z");
  EXPECT_EQ(checks[0].c, "z");
}

TEST(StaticWorld, AnExpectationWithoutATestFailsNamingWhy) {
  StaticLayout layout;
  layout.shapes = {{"a", collide::Point{}}, {"b", collide::Point{}}};
  Expectation e;
  e.a = "a";
  e.b = "b";
  e.expected = Contains{true};
  layout.expect.push_back(e);
  const auto checks = StaticWorld().Check(layout);
  ASSERT_EQ(checks.size(), 1u);
  EXPECT_FALSE(checks[0].passed);
  EXPECT_EQ(checks[0].subject, "point a and b (no \"contains\" test for these kinds)");
}

TEST(StaticWorld, TouchingColoursBothShapesOfAPositivePair) {
  StaticLayoutBuilder b;
  // The point is inside the sphere; the far sphere touches nothing; the ray
  // along +x from the origin hits the first sphere.
  b.Sphere("s", {0, 0, 0}, 1).Point("p", {0.5, 0, 0}).Sphere("far", {10, 10, 10}, 1);
  b.Ray("r", {-5, 0, 0}, {1, 0, 0}).Point("alone", {-3, 5, 0});
  const auto colours = StaticWorld().Colours(b.Build());
  const std::vector<Color> expected = {colors::kRed, colors::kRed, colors::kBlue, colors::kRed,
                                       colors::kBlue};
  EXPECT_EQ(colours, expected);
}

TEST(StaticWorld, APointIsColouredByItsSideOfAPlaneAsTheBookDoes) {
  StaticLayoutBuilder b;
  // The plane y = 2 (n (0, 1, 0), d 2). n.p - d: (0, 5, 0) gives 3, in
  // front; (1, 2, 3) gives 0, on it; (0, -1, 0) gives -3, behind. The book:
  // green on the plane, blue in front, red behind. The plane holds a point,
  // so it is red, as any shape touching one.
  b.Plane("P", {0, 1, 0}, 2);
  b.Point("front", {0, 5, 0}).Point("on", {1, 2, 3}).Point("behind", {0, -1, 0});
  const auto colours = StaticWorld().Colours(b.Build());
  const std::vector<Color> expected = {colors::kRed, colors::kBlue, colors::kGreen, colors::kRed};
  EXPECT_EQ(colours, expected);

  // With the points only in front and behind, nothing lies on the plane:
  // it is blue.
  StaticLayoutBuilder apart;
  apart.Plane("P", {0, 1, 0}, 2).Point("front", {0, 5, 0}).Point("behind", {0, -1, 0});
  const std::vector<Color> expected_apart = {colors::kBlue, colors::kBlue, colors::kRed};
  EXPECT_EQ(StaticWorld().Colours(apart.Build()), expected_apart);
}

TEST(StaticWorld, OnAPlaneWinsOverTouchingAndTouchingOverInFront) {
  StaticLayoutBuilder b;
  // Plane y = 2 and the sphere (0, 2, 0) r 1. "on" (0.5, 2, 0) lies on the
  // plane and in the sphere: green. "front" (0, 2.5, 0) is in front of the
  // plane (0.5) and in the sphere: red, as it touches. "far" (5, 5, 5) is in
  // front and outside (distance sqrt(25 + 9 + 25) > 1): blue.
  b.Plane("P", {0, 1, 0}, 2).Sphere("S", {0, 2, 0}, 1);
  b.Point("on", {0.5, 2, 0}).Point("front", {0, 2.5, 0}).Point("far", {5, 5, 5});
  const auto colours = StaticWorld().Colours(b.Build());
  // The sphere meets the plane and holds two points: red; so is the plane.
  const std::vector<Color> expected = {colors::kRed, colors::kRed, colors::kGreen, colors::kRed,
                                       colors::kBlue};
  EXPECT_EQ(colours, expected);
}

TEST(StaticWorld, TheLegendExplainsSidesOnlyWhenAPairAnswersOne) {
  const StaticWorld world;
  StaticLayoutBuilder sides;
  sides.Plane("P", {0, 1, 0}, 2).Point("p", {0, 5, 0});
  const std::string with_sides = world.Legend(world.AnswerAll(sides.Build()));
  EXPECT_NE(with_sides.find("green on the plane, blue in front of it, red behind it"),
            std::string::npos)
      << with_sides;
  StaticLayoutBuilder spheres;
  spheres.Sphere("a", {0, 0, 0}, 1).Sphere("b", {5, 0, 0}, 1);
  const std::string without = world.Legend(world.AnswerAll(spheres.Build()));
  EXPECT_EQ(without.find("green"), std::string::npos) << without;
  EXPECT_EQ(world.Legend({}, "Mine."), "Mine.");
}

TEST(StaticWorld, AnswerAllGivesEveryAlgorithmOfEachOrderedPair) {
  StaticLayoutBuilder b;
  b.Ray("r", {0, 5, 0}, {0, -1, 0}).Plane("p", {0, 1, 0}, 1);
  const auto answers = StaticWorld().AnswerAll(b.Build());
  // Ray-plane hit: one-sided and two-sided, in the registry's order (ray,
  // plane), never the reverse.
  ASSERT_EQ(answers.size(), 2u);
  EXPECT_EQ(answers[0].test->id, "one-sided");
  EXPECT_EQ(answers[1].test->id, "two-sided");
  EXPECT_EQ(answers[0].a, 0u);
  EXPECT_EQ(answers[0].b, 1u);
}

TEST(StaticWorld, ExpectingWhatIsShownGivesATableThatHolds) {
  StaticLayoutBuilder b;
  b.Sphere("0", {0, 0, 0}, 1).Sphere("1", {1.5, 0, 0}, 1).Point("p", {0.2, 0, 0});
  b.Plane("x", {1, 0, 0}, 1).Plane("y", {0, 1, 0}, 2).Plane("z", {0, 0, 1}, 3);
  StaticLayout layout = b.Build();
  const StaticWorld world;
  layout.expect = world.ExpectWhatIsShown(layout);
  // Sphere pair: 1 (one order); point with each sphere: contains and closest
  // point, 2 x 2; sphere-plane: 2 x 3; point-plane: contains, closest point,
  // side, 3 x 3; plane pairs: 3; the three planes: 1.
  ASSERT_EQ(layout.expect.size(), 1u + 4u + 6u + 9u + 3u + 1u);
  const auto checks = world.Check(layout);
  ASSERT_EQ(checks.size(), layout.expect.size());
  for (const PairCheck& check : checks) {
    EXPECT_TRUE(check.passed) << MismatchLine(check);
  }
}

TEST(StaticWorld, TheLegendNamesTheDefaultAlgorithmWhereAPairHasSeveral) {
  const StaticWorld world;
  // Ray-plane hit: one-sided (the book's, first registered) and two-sided.
  StaticLayoutBuilder casts;
  casts.Plane("P", {1, 1, 0}, 1).Ray("R7", {0, 0, 0}, {1, 0, 0});
  const std::string cast = world.Legend(world.AnswerAll(casts.Build()));
  EXPECT_NE(cast.find(" Colour shows the default algorithm's answer only: ray-plane hit by "
                      "one-sided (the pair table also shows two-sided). Every algorithm's hit "
                      "point is drawn, so a hit point can sit on a blue shape that the default "
                      "misses."),
            std::string::npos)
      << cast;
  // AABB-AABB intersects: the book's min-max, then SAT and corner-volume.
  StaticLayoutBuilder boxes;
  boxes.AabbCorners("a", {0, 0, 0}, {1, 1, 1}).AabbCorners("b", {2, 2, 2}, {3, 3, 3});
  const std::string box = world.Legend(world.AnswerAll(boxes.Build()));
  EXPECT_NE(box.find(" Colour shows the default algorithm's answer only: aabb-aabb intersects "
                     "by min-max (the pair table also shows sat, corner-volume)."),
            std::string::npos)
      << box;
  EXPECT_EQ(box.find("hit point is drawn"), std::string::npos) << box;
  // Both, in the answers' order, after a sample's own legend.
  StaticLayoutBuilder both;
  both.AabbCorners("a", {0, 0, 0}, {1, 1, 1}).AabbCorners("b", {2, 2, 2}, {3, 3, 3});
  both.Plane("P", {1, 1, 0}, 1).Ray("R", {0, 0, 0}, {1, 0, 0});
  both.ExpectIntersects("a", "b", false).ExpectHit("R", "P", false);
  const std::string mine = world.Legend(world.AnswerAll(both.Build()), "Mine.");
  EXPECT_EQ(mine.rfind("Mine. Colour shows the default algorithm's answer only: aabb-aabb "
                       "intersects by min-max (the pair table also shows sat, corner-volume); "
                       "ray-plane hit by one-sided (the pair table also shows two-sided).",
                       0),
            0u)
      << mine;
  // One algorithm per pair (sphere-sphere; point-plane's contains, closest
  // point and side): nothing to say.
  StaticLayoutBuilder one;
  one.Sphere("a", {0, 0, 0}, 1).Sphere("b", {1, 0, 0}, 1).Plane("P", {0, 1, 0}, 0);
  one.Point("p", {0, 1, 0});
  EXPECT_EQ(world.Legend(world.AnswerAll(one.Build())).find("default algorithm"),
            std::string::npos);
}

// A plugin's algorithm is in the pair table's "your code" column, not
// among ours: the legend says where each is.
TEST(StaticWorld, TheLegendSaysAPluginsAnswersAreInTheYourCodeColumn) {
  collide::PairTestRegistry registry;
  collide::RegisterBuiltinPairTests(registry);
  const auto add_theirs = [&registry](collide::ShapeKind kind) {
    collide::PairTest test;
    test.id = "plugin:mine";
    test.origin = "mine";
    test.a = kind;
    test.b = kind;
    test.query = collide::Query::kIntersects;
    test.run = [](const collide::StaticShape&, const collide::StaticShape&) {
      return collide::Answer(false);
    };
    registry.Add(std::move(test));
  };
  add_theirs(collide::ShapeKindOf<collide::Sphere>::kValue);
  add_theirs(collide::ShapeKindOf<collide::Aabb>::kValue);
  const StaticWorld world(registry);
  StaticLayoutBuilder spheres;
  spheres.Sphere("a", {0, 0, 0}, 1).Sphere("b", {3, 0, 0}, 1);
  const std::string sphere = world.Legend(world.AnswerAll(spheres.Build()));
  EXPECT_NE(sphere.find("sphere-sphere intersects by squared-distance (the pair table's \"your "
                        "code\" column shows mine's)."),
            std::string::npos)
      << sphere;
  StaticLayoutBuilder boxes;
  boxes.AabbCorners("a", {0, 0, 0}, {1, 1, 1}).AabbCorners("b", {2, 2, 2}, {3, 3, 3});
  const std::string box = world.Legend(world.AnswerAll(boxes.Build()));
  EXPECT_NE(box.find("aabb-aabb intersects by min-max (the pair table also shows sat, "
                     "corner-volume; its \"your code\" column shows mine's)."),
            std::string::npos)
      << box;
}

// Many shapes of every kind, spread so that some touch and most do not.
StaticLayout RandomCrowd(int count, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> coord(-20.0, 20.0);
  std::uniform_real_distribution<double> size(0.2, 3.0);
  const auto vec = [&] { return collide::Vec3(coord(rng), coord(rng), coord(rng)); };
  StaticLayoutBuilder b;
  for (int i = 0; i < count; ++i) {
    const std::string id = std::to_string(i);
    switch (i % 7) {
      case 0:
        b.Point(id, vec());
        break;
      case 1:
        b.Sphere(id, vec(), size(rng));
        break;
      case 2:
        b.AabbCenter(id, vec(), collide::Vec3(size(rng), size(rng), size(rng)));
        break;
      case 3:
        b.Segment(id, vec(), vec());
        break;
      case 4:
        b.Sphere(id, vec(), 2.0 * size(rng));
        break;
      case 5:
        b.Ray(id, vec(), vec() + collide::Vec3(0.5));
        break;
      default:
        b.Plane(id, vec() + collide::Vec3(0.5), coord(rng));
        break;
    }
  }
  return b.Build();
}

// The oracle is the registry's own pair tests run on every pair: this checks
// that the broad phase hands every touching pair on (its wiring), not the
// pair tests' answers.
TEST(StaticWorld, BroadPhaseWiringColoursAsTheRegistrysPairTestsRunOnEveryPair) {
  const StaticLayout layout = RandomCrowd(300, 7);
  const StaticWorld world;
  const auto colours = world.Colours(layout);
  // The oracle: every pair, each under its colouring query's default test,
  // and every point-plane pair's side.
  const auto& registry = collide::PairTestRegistry::Global();
  std::vector<bool> touching(layout.shapes.size(), false);
  std::vector<int> side(layout.shapes.size(), 1);  // the lowest side found
  for (std::size_t i = 0; i < layout.shapes.size(); ++i) {
    for (std::size_t j = i + 1; j < layout.shapes.size(); ++j) {
      const auto& a = layout.shapes[i].shape;
      const auto& bb = layout.shapes[j].shape;
      const auto query = collide::ColouringQuery(registry, collide::KindOf(a), collide::KindOf(bb));
      if (query &&
          collide::IsPositive(
              *query, collide::PairTestRegistry::Run(
                          *registry.Find(collide::KindOf(a), collide::KindOf(bb), *query).front(),
                          a, bb))) {
        touching[i] = touching[j] = true;
      }
      const auto* point = a.As<collide::Point>();
      const auto* plane = bb.As<collide::BookPlane>();
      const std::size_t subject = point ? i : j;
      if (point == nullptr || plane == nullptr) {
        point = bb.As<collide::Point>();
        plane = a.As<collide::BookPlane>();
      }
      if (point != nullptr && plane != nullptr) {
        const int s = collide::SideOfPlane(*plane, point->position);
        // On any plane is green whatever else; else behind any is red.
        side[subject] = side[subject] == 0 || s == 0 ? 0 : std::min(side[subject], s);
      }
    }
  }
  ASSERT_EQ(colours.size(), touching.size());
  int touching_count = 0;
  int green = 0;
  for (std::size_t i = 0; i < touching.size(); ++i) {
    const Color expected = side[i] == 0                 ? colors::kGreen
                           : touching[i] || side[i] < 0 ? colors::kRed
                                                        : colors::kBlue;
    EXPECT_EQ(colours[i], expected) << "shape " << layout.shapes[i].id;
    touching_count += touching[i];
    green += expected == colors::kGreen;
  }
  // Neither all touching nor none, or the comparison says little. (Nearly
  // every point is behind one of the 43 random planes, so red by its side;
  // none lands on a plane within 0.00001.)
  EXPECT_GT(touching_count, 30);
  EXPECT_LT(touching_count, 290);
  EXPECT_EQ(green, 0);
}

TEST(StaticWorld, AboveTheLimitTheTableHoldsThePairsThatCanTouch) {
  const StaticLayout layout = RandomCrowd(static_cast<int>(kAllPairsLimit) + 36, 11);
  const auto pairs = PairsThatCanTouch(layout);
  const auto answers = StaticWorld().AnswerAll(layout);
  // Every answer is of a listed pair, and every positive answer of any pair
  // is among them (checked against all pairs through the registry).
  std::set<std::pair<std::size_t, std::size_t>> listed(pairs.begin(), pairs.end());
  ASSERT_FALSE(answers.empty());
  for (const PairAnswer& answer : answers) {
    EXPECT_TRUE(listed.contains({std::min(answer.a, answer.b), std::max(answer.a, answer.b)}));
  }
  const auto& shapes = layout.shapes;
  for (std::size_t i = 0; i < shapes.size(); ++i) {
    for (std::size_t j = 0; j < shapes.size(); ++j) {
      for (const collide::PairTest& test : collide::PairTestRegistry::Global().tests()) {
        if (i != j && test.a == collide::KindOf(shapes[i].shape) &&
            test.b == collide::KindOf(shapes[j].shape) &&
            collide::IsPositive(test.query, test.run(shapes[i].shape, shapes[j].shape))) {
          EXPECT_TRUE(listed.contains({std::min(i, j), std::max(i, j)})) << i << " " << j;
        }
      }
    }
  }
}

TEST(StaticLayoutBuilder, RefusesATableThatCouldNeverLoad) {
  StaticLayoutBuilder duplicate;
  duplicate.Point("a", {0, 0, 0}).Point("a", {1, 0, 0});
  EXPECT_THROW(duplicate.Build(), std::logic_error);
  StaticLayoutBuilder unknown;
  unknown.Point("a", {0, 0, 0}).ExpectContains("a", "nobody", true);
  EXPECT_THROW(unknown.Build(), std::logic_error);
  StaticLayoutBuilder zero_ray;
  zero_ray.Ray("r", {0, 0, 0}, {0, 0, 0});
  EXPECT_THROW(zero_ray.Build(), std::logic_error);
  StaticLayoutBuilder collinear;
  collinear.PlaneThroughPoints("p", {0, 0, 0}, {1, 1, 1}, {2, 2, 2});
  EXPECT_THROW(collinear.Build(), std::logic_error);
}

TEST(StaticLayoutBuilder, BuildsTheBooksShapes) {
  StaticLayoutBuilder b;
  // The book's Plane(n, d) keeps d: normal (0, 2, 0), d 4 is y = 4.
  b.Plane("p", {0, 2, 0}, 4).AabbCorners("box", {1, 1, 1}, {-1, -1, -1});
  b.AabbCenter("c", {5, 5, 5}, {2, 4, 3}).Ray("r", {0, 0, 0}, {0, 0, 5});
  const StaticLayout layout = b.Build();
  ASSERT_EQ(layout.shapes.size(), 4u);
  const auto& plane = layout.shapes[0].shape.Get<collide::BookPlane>();
  EXPECT_EQ(plane.normal, collide::Vec3(0, 1, 0));
  EXPECT_EQ(plane.distance, 4.0);
  const auto& box = layout.shapes[1].shape.Get<collide::Aabb>();
  EXPECT_EQ(box.min, collide::Vec3(-1, -1, -1));
  EXPECT_EQ(box.max, collide::Vec3(1, 1, 1));
  const auto& centred = layout.shapes[2].shape.Get<collide::Aabb>();
  EXPECT_EQ(centred.min, collide::Vec3(3, 1, 2));
  EXPECT_EQ(centred.max, collide::Vec3(7, 9, 8));
  EXPECT_EQ(layout.shapes[3].shape.Get<collide::Ray>().direction, collide::Vec3(0, 0, 1));
}

}  // namespace
}  // namespace static_world_test
}  // namespace harness
