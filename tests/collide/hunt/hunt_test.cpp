// The hunt for a counterexample (collide/hunt/hunt.h): it finds and shrinks
// a `<`-for-`<=` sphere bug, finds nothing for an algorithm that is correct,
// finds corner-volume's known miss on box-box, reports a plugin's error as a
// disagreement, and repeats itself for one seed. Each hunt runs in a
// registry of its own: the built-in tests plus the algorithm on trial.
#include "collide/hunt/hunt.h"

#include <gtest/gtest.h>

#include <cmath>
#include <stdexcept>

#include "collide/hunt/hunt_shrink.h"
#include "collide/queries/raycast.h"

namespace collide {
namespace hunt_test {
namespace {

PairTest SphereTest(std::string id, bool (*fn)(const Sphere&, const Sphere&)) {
  PairTest test;
  test.id = std::move(id);
  test.a = test.b = ShapeKind::kSphere;
  test.query = Query::kIntersects;
  test.origin = "test-plugin";
  test.run = [fn](const StaticShape& a, const StaticShape& b) -> Answer {
    return fn(a.Get<Sphere>(), b.Get<Sphere>());
  };
  return test;
}

// Touching spheres are reported apart: `<` where `<=` belongs.
bool StrictlyOverlapping(const Sphere& a, const Sphere& b) {
  const Vec3 d = a.center - b.center;
  const double reach = a.radius + b.radius;
  return glm::dot(d, d) < reach * reach;
}

// Correct, written apart from ours: the other difference, and the sign of
// reach^2 - d^2, which is >= 0 exactly when reach^2 >= d^2.
bool OverlappingTheOtherWay(const Sphere& a, const Sphere& b) {
  const Vec3 d = b.center - a.center;
  const double reach = b.radius + a.radius;
  return reach * reach - (d.z * d.z + d.y * d.y + d.x * d.x) >= 0.0;
}

PairTestRegistry BuiltinsAnd(std::optional<PairTest> extra) {
  PairTestRegistry registry;
  RegisterBuiltinPairTests(registry);
  if (extra) {
    registry.Add(std::move(*extra));
  }
  return registry;
}

const ShapeGenerators& Generators() {
  return ShapeGenerators::Global();
}

TEST(Hunt, FindsAndShrinksALessThanForLessOrEqualSphereBug) {
  const PairTestRegistry registry = BuiltinsAnd(SphereTest("lt-bug", StrictlyOverlapping));
  const auto results =
      Hunt(registry, Generators(), ShapeKind::kSphere, ShapeKind::kSphere, {20000, 1});
  ASSERT_EQ(results.size(), 1u);
  const HuntResult& r = results[0];
  EXPECT_EQ(r.algorithms.ours_id, "squared-distance");
  EXPECT_EQ(r.algorithms.ours_origin, "collision-lab");
  EXPECT_EQ(r.algorithms.theirs_id, "lt-bug");
  EXPECT_EQ(r.cases_tried, 20000);
  EXPECT_GT(r.disagreements, 0);
  ASSERT_TRUE(r.finding.has_value());
  const HuntFinding& f = *r.finding;
  ASSERT_EQ(f.shapes.size(), 2u);
  const Sphere& a = f.shapes[0].Get<Sphere>();
  const Sphere& b = f.shapes[1].Get<Sphere>();
  // Touching exactly, worked out here: the distance is the radius sum.
  const Vec3 d = a.center - b.center;
  EXPECT_EQ(glm::dot(d, d), (a.radius + b.radius) * (a.radius + b.radius));
  EXPECT_EQ(f.ours.Get<bool>(), true);
  ASSERT_TRUE(f.theirs.has_value());
  EXPECT_EQ(f.theirs->Get<bool>(), false);
  // Shrunk: small numbers of few digits (the case is touching exactly, so
  // not every number can be whole: 0.75 and 1.25 are as round as it goes),
  // and one sphere at the origin.
  for (const double n : {a.center.x, a.center.y, a.center.z, a.radius, b.center.x, b.center.y,
                         b.center.z, b.radius}) {
    EXPECT_LE(SignificantDigits(n), 3) << n;
    EXPECT_LE(std::abs(n), 16.0) << n;
  }
  EXPECT_TRUE(a.center == Vec3(0.0) || b.center == Vec3(0.0));
  EXPECT_GT(f.shrink_steps, 0);
}

TEST(Hunt, ReachesExactTiesWithinAFewThousandCasesForEverySeedTried) {
  const PairTestRegistry registry = BuiltinsAnd(SphereTest("lt-bug", StrictlyOverlapping));
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const auto results =
        Hunt(registry, Generators(), ShapeKind::kSphere, ShapeKind::kSphere, {2000, seed});
    ASSERT_EQ(results.size(), 1u);
    EXPECT_GT(results[0].disagreements, 0) << "seed " << seed;
  }
}

TEST(Hunt, FindsNothingForACorrectSecondSphereAlgorithm) {
  const PairTestRegistry registry = BuiltinsAnd(SphereTest("other-way", OverlappingTheOtherWay));
  const auto results =
      Hunt(registry, Generators(), ShapeKind::kSphere, ShapeKind::kSphere, {20000, 1});
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].cases_tried, 20000);
  EXPECT_EQ(results[0].disagreements, 0);
  EXPECT_FALSE(results[0].finding.has_value());
}

// Whether `p` is inside the oriented box, faces excluded (by its own frame).
bool StrictlyInside(const OrientedBox& box, const Vec3& p) {
  const Vec3 local = glm::transpose(box.rotation) * (p - box.center);
  for (int axis = 0; axis < 3; ++axis) {
    if (!(std::abs(local[axis]) < box.half_extents[axis] - 1e-9)) {
      return false;
    }
  }
  return true;
}

bool InsideOrOn(const OrientedBox& box, const Vec3& p) {
  const Vec3 local = glm::transpose(box.rotation) * (p - box.center);
  for (int axis = 0; axis < 3; ++axis) {
    if (!(std::abs(local[axis]) <= box.half_extents[axis] + 1e-9)) {
      return false;
    }
  }
  return true;
}

// Our cast, except that a ray starting on the surface misses.
PairTest MissesFromTheSurface() {
  PairTest test;
  test.id = "no-start-on-surface";
  test.a = ShapeKind::kRay;
  test.b = ShapeKind::kSphere;
  test.query = Query::kHit;
  test.origin = "test-plugin";
  test.run = [](const StaticShape& r, const StaticShape& s) -> Answer {
    const Ray& ray = r.Get<Ray>();
    const Sphere& sphere = s.Get<Sphere>();
    const Vec3 d = ray.origin - sphere.center;
    if (glm::dot(d, d) == sphere.radius * sphere.radius) {
      return std::optional<RayHit>();
    }
    return Raycast(ray, sphere);
  };
  return test;
}

TEST(Hunt, FindsARayCastThatMissesFromTheSurface) {
  const PairTestRegistry registry = BuiltinsAnd(MissesFromTheSurface());
  const auto results = Hunt(registry, Generators(), ShapeKind::kRay, ShapeKind::kSphere, {2000, 1});
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].algorithms.query, Query::kHit);
  EXPECT_GT(results[0].disagreements, 0);
  ASSERT_TRUE(results[0].finding.has_value());
  const HuntFinding& f = *results[0].finding;
  ASSERT_EQ(f.shapes.size(), 2u);
  const Ray& ray = f.shapes[0].Get<Ray>();  // the kinds in the order asked
  const Sphere& sphere = f.shapes[1].Get<Sphere>();
  const Vec3 d = ray.origin - sphere.center;
  EXPECT_EQ(glm::dot(d, d), sphere.radius * sphere.radius);  // on the surface
  EXPECT_TRUE(f.ours.Get<std::optional<RayHit>>().has_value());
  ASSERT_TRUE(f.theirs.has_value());
  EXPECT_FALSE(f.theirs->Get<std::optional<RayHit>>().has_value());
}

TEST(Hunt, FindsCornerVolumesKnownMissOnBoxBox) {
  const PairTestRegistry registry = BuiltinsAnd(std::nullopt);
  const auto results = Hunt(registry, Generators(), ShapeKind::kBox, ShapeKind::kBox, {2000, 3});
  ASSERT_EQ(results.size(), 1u);  // sat against corner-volume, both ours
  const HuntResult& r = results[0];
  EXPECT_EQ(r.algorithms.ours_id, "sat");
  EXPECT_TRUE(r.algorithms.ours_is_default);
  EXPECT_EQ(r.algorithms.theirs_id, "corner-volume");
  EXPECT_EQ(r.algorithms.theirs_origin, "collision-lab");
  EXPECT_GT(r.disagreements, 0);
  ASSERT_TRUE(r.finding.has_value());
  const HuntFinding& f = *r.finding;
  ASSERT_EQ(f.shapes.size(), 2u);
  EXPECT_EQ(f.ours.Get<bool>(), true);
  ASSERT_TRUE(f.theirs.has_value());
  EXPECT_EQ(f.theirs->Get<bool>(), false);
  // The miss itself, seen apart from both: a point in both boxes, and no
  // corner of either strictly inside the other.
  const OrientedBox& a = f.shapes[0].Get<OrientedBox>();
  const OrientedBox& b = f.shapes[1].Get<OrientedBox>();
  bool shared_point = false;
  for (const Vec3& p : {a.center, b.center, (a.center + b.center) * 0.5}) {
    shared_point |= InsideOrOn(a, p) && InsideOrOn(b, p);
  }
  EXPECT_TRUE(shared_point);
  for (const Vec3& corner : Corners(a)) {
    EXPECT_FALSE(StrictlyInside(b, corner));
  }
  for (const Vec3& corner : Corners(b)) {
    EXPECT_FALSE(StrictlyInside(a, corner));
  }
}

TEST(Hunt, TheSameSeedFindsTheSameAndAnotherSeedOtherCases) {
  const PairTestRegistry registry = BuiltinsAnd(std::nullopt);
  const auto hunt = [&](std::uint64_t seed) {
    return Hunt(registry, Generators(), ShapeKind::kAabb, ShapeKind::kBox, {1500, seed});
  };
  const auto first = hunt(7);
  const auto again = hunt(7);
  const auto other = hunt(8);
  ASSERT_EQ(first.size(), 1u);
  ASSERT_EQ(again.size(), 1u);
  ASSERT_EQ(other.size(), 1u);
  ASSERT_TRUE(first[0].finding && again[0].finding && other[0].finding);
  EXPECT_EQ(first[0].disagreements, again[0].disagreements);
  EXPECT_EQ(first[0].finding->shapes, again[0].finding->shapes);
  EXPECT_TRUE(first[0].disagreements != other[0].disagreements ||
              first[0].finding->shapes != other[0].finding->shapes);
}

TEST(Hunt, APluginThatCannotAnswerDisagreesWithTheErrorKept) {
  PairTest crashing = SphereTest("crashes", StrictlyOverlapping);
  crashing.run = [](const StaticShape&, const StaticShape&) -> Answer {
    throw PairTestError("cl_sphere_sphere crashed (SIGSEGV)");
  };
  const PairTestRegistry registry = BuiltinsAnd(crashing);
  const auto results =
      Hunt(registry, Generators(), ShapeKind::kSphere, ShapeKind::kSphere, {100, 1});
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].disagreements, 100);
  ASSERT_TRUE(results[0].finding.has_value());
  EXPECT_FALSE(results[0].finding->theirs.has_value());
  EXPECT_EQ(results[0].finding->theirs_error, "cl_sphere_sphere crashed (SIGSEGV)");
}

TEST(Hunt, ComparesEveryPairOfAlgorithmsOfAQueryWithOneOfOursInIt) {
  // Two AABBs: min-max, sat and corner-volume, all ours: three pairs.
  const PairTestRegistry registry = BuiltinsAnd(std::nullopt);
  const auto results = Hunt(registry, Generators(), ShapeKind::kAabb, ShapeKind::kAabb, {200, 1});
  ASSERT_EQ(results.size(), 3u);
  EXPECT_EQ(results[0].algorithms.ours_id + "/" + results[0].algorithms.theirs_id, "min-max/sat");
  EXPECT_EQ(results[1].algorithms.ours_id + "/" + results[1].algorithms.theirs_id,
            "min-max/corner-volume");
  EXPECT_EQ(results[2].algorithms.ours_id + "/" + results[2].algorithms.theirs_id,
            "sat/corner-volume");
  EXPECT_EQ(results[0].disagreements, 0);  // two exact tests of one thing
}

// The AABB test a plugin would serve, correct: overlap on every axis.
PairTest CorrectAabbPlugin() {
  PairTest test;
  test.id = "plugin:mine";
  test.a = test.b = ShapeKind::kAabb;
  test.query = Query::kIntersects;
  test.origin = "mine";
  test.run = [](const StaticShape& x, const StaticShape& y) -> Answer {
    const Aabb& p = x.Get<Aabb>();
    const Aabb& q = y.Get<Aabb>();
    return p.min.x <= q.max.x && q.min.x <= p.max.x && p.min.y <= q.max.y && q.min.y <= p.max.y &&
           p.min.z <= q.max.z && q.min.z <= p.max.z;
  };
  return test;
}

TEST(Hunt, APluginsFunctionIsComparedWithOurReferenceAloneByDefault) {
  // min-max, sat and corner-volume are ours; corner-volume is wrong by
  // design, so comparing it with the plugin would find "bugs" in correct
  // code.
  const PairTestRegistry registry = BuiltinsAnd(CorrectAabbPlugin());
  const auto results = Hunt(registry, Generators(), ShapeKind::kAabb, ShapeKind::kAabb, {500, 1});
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].algorithms.ours_id, "min-max");  // the first registered: the tables'
  EXPECT_EQ(results[0].algorithms.theirs_id, "plugin:mine");
  EXPECT_EQ(results[0].disagreements, 0);

  HuntOptions every;
  every.cases = 500;
  every.every_pair = true;
  const auto all = Hunt(registry, Generators(), ShapeKind::kAabb, ShapeKind::kAabb, every);
  // Three of ours, each two, and each with the plugin's: 3 + 3.
  ASSERT_EQ(all.size(), 6u);
  int corner_volume_vs_plugin = 0;
  for (const HuntResult& r : all) {
    if (r.algorithms.ours_id == "corner-volume" && r.algorithms.theirs_id == "plugin:mine") {
      corner_volume_vs_plugin = r.disagreements;
    }
  }
  EXPECT_GT(corner_volume_vs_plugin, 0);
}

// Our cast, its t off by a part in ten thousand of the case's size.
PairTest SlightlyLateCast() {
  PairTest test = MissesFromTheSurface();
  test.id = "slightly-late";
  test.run = [](const StaticShape& r, const StaticShape& s) -> Answer {
    std::optional<RayHit> hit = Raycast(r.Get<Ray>(), s.Get<Sphere>());
    if (hit) {
      hit->t += 1e-4 * std::max(1.0, hit->t);
    }
    return hit;
  };
  return test;
}

TEST(Hunt, TheToleranceDecidesWhetherNearlyEqualNumbersDisagreeAndIsRecorded) {
  const PairTestRegistry registry = BuiltinsAnd(SlightlyLateCast());
  HuntOptions strict;
  strict.cases = 2000;
  const auto found = Hunt(registry, Generators(), ShapeKind::kRay, ShapeKind::kSphere, strict);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_GT(found[0].disagreements, 0);
  ASSERT_TRUE(found[0].finding.has_value());
  // Recorded: 1e-5 times the shrunk case's size, at least 1e-5.
  EXPECT_GE(found[0].finding->tolerance, 1e-5);
  EXPECT_LT(found[0].finding->tolerance, 1e-3);

  HuntOptions loose = strict;
  loose.tolerance = 1e-2;
  const auto none = Hunt(registry, Generators(), ShapeKind::kRay, ShapeKind::kSphere, loose);
  ASSERT_EQ(none.size(), 1u);
  EXPECT_EQ(none[0].disagreements, 0);
}

TEST(Hunt, StopsWhereKeepGoingSaysNoAndStartsNoFurtherPair) {
  // Two AABBs have three pairs of algorithms, and two boxes, which follow,
  // another: the 51st question stops all of it after 50 cases of the first.
  const PairTestRegistry registry = BuiltinsAnd(std::nullopt);
  int asked = 0;
  const auto keep_going = [&asked] { return ++asked <= 50; };
  const std::vector<std::pair<ShapeKind, ShapeKind>> pairs = {{ShapeKind::kAabb, ShapeKind::kAabb},
                                                              {ShapeKind::kBox, ShapeKind::kBox}};
  const auto results = Hunt(registry, Generators(), pairs, {200, 1}, keep_going);
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].cases_tried, 50);
  EXPECT_EQ(asked, 51);
}

TEST(Hunt, AKeepGoingThatNeverSaysNoChangesNothing) {
  const PairTestRegistry registry = BuiltinsAnd(std::nullopt);
  int asked = 0;
  const auto keep_going = [&asked] {
    ++asked;
    return true;
  };
  const auto results =
      Hunt(registry, Generators(), ShapeKind::kAabb, ShapeKind::kAabb, {200, 1}, keep_going);
  ASSERT_EQ(results.size(), 3u);
  for (const HuntResult& result : results) {
    EXPECT_EQ(result.cases_tried, 200);
  }
  EXPECT_EQ(asked, 600);
}

TEST(Hunt, RefusesKindsWithoutAGeneratorOrWithoutATest) {
  const PairTestRegistry registry = BuiltinsAnd(std::nullopt);
  EXPECT_NE(HuntProblem(registry, Generators(), ShapeKind::kCylinder, ShapeKind::kSphere)
                .find("cylinder"),
            std::string::npos);
  EXPECT_NE(HuntProblem(registry, Generators(), ShapeKind::kPoint, ShapeKind::kPoint)
                .find("no pair test"),
            std::string::npos);
  EXPECT_EQ(HuntProblem(registry, Generators(), ShapeKind::kRay, ShapeKind::kSphere), "");
  EXPECT_THROW(Hunt(registry, Generators(), ShapeKind::kPoint, ShapeKind::kPoint, {}),
               std::invalid_argument);
}

TEST(HuntJudge, AnswersAgreeExactlyOrForNumbersWithinTheTolerance) {
  const auto hit = [](double t) {
    return Answer(std::optional<RayHit>(RayHit{t, Vec3(0.0), Vec3(0.0)}));
  };
  const Answer miss = std::optional<RayHit>();
  EXPECT_TRUE(AnswersAgreeWithin(Query::kIntersects, Answer(true), Answer(true), 0.0));
  EXPECT_FALSE(AnswersAgreeWithin(Query::kIntersects, Answer(true), Answer(false), 1.0));
  EXPECT_FALSE(AnswersAgreeWithin(Query::kSide, Answer(1), Answer(0), 1.0));  // sides: exact
  EXPECT_FALSE(AnswersAgreeWithin(Query::kIntersects, Answer(true), Answer(1),
                                  1.0));  // a type not its query's
  EXPECT_TRUE(AnswersAgreeWithin(Query::kClosestPoint, Answer(Vec3(1, 2, 3)),
                                 Answer(Vec3(1, 2, 3 + 1e-6)), 1e-5));
  EXPECT_FALSE(AnswersAgreeWithin(Query::kClosestPoint, Answer(Vec3(1, 2, 3)),
                                  Answer(Vec3(1, 2, 3 + 1e-4)), 1e-5));
  EXPECT_TRUE(AnswersAgreeWithin(Query::kHit, hit(2.0), hit(2.0 + 1e-6), 1e-5));
  EXPECT_FALSE(AnswersAgreeWithin(Query::kHit, hit(2.0), hit(2.0 + 1e-4), 1e-5));
  EXPECT_FALSE(AnswersAgreeWithin(Query::kHit, hit(0.0), miss, 1.0));
  EXPECT_TRUE(AnswersAgreeWithin(Query::kHit, miss, miss, 0.0));
  EXPECT_FALSE(AnswersAgreeWithin(Query::kHit, hit(std::nan("")), hit(std::nan("")), 1.0));
  EXPECT_FALSE(AnswersAgreeWithin(Query::kClosestPoint, Answer(Vec3(kInfinity)),
                                  Answer(Vec3(kInfinity)), 1.0));
}

TEST(HuntShrink, KeepsTheDisagreeingPairAndMakesItsNumbersRound) {
  // Theirs contradicts ours whenever the first sphere's radius is over 0.3,
  // whatever else: the roundest such pair is a radius-3 sphere (2.718...
  // rounds to 3; 0.3 itself is too small) and a radius-0 one, both at the
  // origin.
  const PairTestRegistry registry = BuiltinsAnd(std::nullopt);
  const PairTest& ours =
      *registry.Find(ShapeKind::kSphere, ShapeKind::kSphere, Query::kIntersects).front();
  PairTest theirs = SphereTest("big-first", StrictlyOverlapping);
  theirs.run = [](const StaticShape& a, const StaticShape& b) -> Answer {
    const bool truth = Intersects(a.Get<Sphere>(), b.Get<Sphere>());
    return a.Get<Sphere>().radius > 0.3 ? !truth : truth;
  };
  const std::vector<StaticShape> found = {
      Sphere{Vec3(1.2345678, -7.654321, 3.3333), 2.718281828},
      Sphere{Vec3(100.5, 0.25, -3.75), 1.125},
      Sphere{Vec3(-0.1, 4.4, 9.99), 0.7071},
  };
  const HuntFinding f = ShrinkFinding(ours, theirs, Generators(), found, 0, 2, true);
  ASSERT_EQ(f.shapes.size(), 2u);
  EXPECT_EQ(f.shapes_when_found, 3u);
  EXPECT_EQ(f.shapes[0], StaticShape(Sphere{Vec3(0.0), 3.0}));
  EXPECT_EQ(f.shapes[1], StaticShape(Sphere{Vec3(0.0), 0.0}));
  EXPECT_EQ(f.ours.Get<bool>(), true);
  ASSERT_TRUE(f.theirs.has_value());
  EXPECT_EQ(f.theirs->Get<bool>(), false);
}

TEST(HuntShrink, SignificantDigitsAreThoseOfTheShortestForm) {
  EXPECT_EQ(SignificantDigits(0.0), 0);
  EXPECT_EQ(SignificantDigits(300.0), 1);
  EXPECT_EQ(SignificantDigits(-0.5), 1);
  EXPECT_EQ(SignificantDigits(0.25), 2);
  EXPECT_EQ(SignificantDigits(1e-12), 1);
  EXPECT_EQ(SignificantDigits(0.1 + 0.2), 17);
}

}  // namespace
}  // namespace hunt_test
}  // namespace collide
