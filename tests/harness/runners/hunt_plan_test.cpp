// The window's Hunt button before it starts (harness/runners/hunt_plan.h),
// and the line --hunt and the button print per pair of algorithms
// (hunt_findings.h): which pairs of kinds a sample's shapes make, which of
// them can be hunted and why the others cannot, the cases the field takes,
// where findings go, and the registry the hunt's thread gets.
#include "harness/runners/hunt_plan.h"

#include <gtest/gtest.h>

#include "env_fixture.h"
#include "harness/runners/hunt_findings.h"
#include "test_host.h"

namespace harness {
namespace hunt_plan_test {
namespace {

using collide::ShapeKind;

// Touching spheres reported apart, from another author: a second
// sphere-sphere algorithm to compare ours with.
collide::PairTest ForeignSphereTest() {
  collide::PairTest test;
  test.id = "lt-bug";
  test.a = test.b = ShapeKind::kSphere;
  test.query = collide::Query::kIntersects;
  test.origin = "test-plugin";
  test.run = [](const collide::StaticShape&, const collide::StaticShape&) -> collide::Answer {
    return false;
  };
  return test;
}

collide::PairTestRegistry Builtins() {
  collide::PairTestRegistry registry;
  collide::RegisterBuiltinPairTests(registry);
  return registry;
}

const collide::ShapeGenerators& Generators() {
  return collide::ShapeGenerators::Global();
}

TEST(HuntPlan, EachPairOfKindsTwoShapesMakeComesOnceSmallerKindFirst) {
  // point 0 < sphere 1 < aabb 2 (shape_kind.h); two spheres pair up, the
  // one point and the one aabb do not pair with themselves.
  const std::vector<KindPair> pairs =
      KindPairsOf({ShapeKind::kSphere, ShapeKind::kAabb, ShapeKind::kSphere, ShapeKind::kPoint});
  const std::vector<KindPair> expected = {{ShapeKind::kPoint, ShapeKind::kSphere},
                                          {ShapeKind::kPoint, ShapeKind::kAabb},
                                          {ShapeKind::kSphere, ShapeKind::kSphere},
                                          {ShapeKind::kSphere, ShapeKind::kAabb}};
  EXPECT_EQ(pairs, expected);
  EXPECT_TRUE(KindPairsOf({ShapeKind::kSphere}).empty());
  EXPECT_TRUE(KindPairsOf({}).empty());
  const std::vector<KindPair> two_spheres = {{ShapeKind::kSphere, ShapeKind::kSphere}};
  EXPECT_EQ(KindPairsOf({ShapeKind::kSphere, ShapeKind::kSphere, ShapeKind::kSphere}), two_spheres);
}

TEST(HuntPlan, SaysWhyASampleHasNothingToHunt) {
  const collide::PairTestRegistry registry = Builtins();
  EXPECT_EQ(PlanSampleHunt(std::nullopt, registry, Generators()).nothing_because,
            "this sample does not give its shapes (it saves no test cases)");
  EXPECT_EQ(PlanSampleHunt(std::vector<ShapeKind>{}, registry, Generators()).nothing_because,
            "this sample has no shapes");
  EXPECT_EQ(PlanSampleHunt(std::vector{ShapeKind::kSphere}, registry, Generators()).nothing_because,
            "this sample has only one shape");
  // Ours alone answers sphere-sphere: nothing to compare it with.
  const SampleHuntPlan spheres =
      PlanSampleHunt(std::vector{ShapeKind::kSphere, ShapeKind::kSphere}, registry, Generators());
  EXPECT_TRUE(spheres.pairs.empty());
  EXPECT_EQ(spheres.nothing_because, "no pair of this sample's shapes can be hunted");
  ASSERT_EQ(spheres.left_out.size(), 1u);
  EXPECT_EQ(spheres.left_out[0].rfind("sphere-sphere: nothing to compare", 0), 0u)
      << spheres.left_out[0];
}

TEST(HuntPlan, HuntsThePairsWithTwoAlgorithmsAndNamesTheOthers) {
  collide::PairTestRegistry registry = Builtins();
  registry.Add(ForeignSphereTest());
  // Sphere-sphere now has ours and the other; box-box has two of ours
  // (corner volumes and SAT); a cylinder has no generator; two points
  // have no test at all.
  const SampleHuntPlan plan = PlanSampleHunt(
      std::vector{ShapeKind::kSphere, ShapeKind::kSphere, ShapeKind::kBox, ShapeKind::kBox,
                  ShapeKind::kCylinder, ShapeKind::kPoint, ShapeKind::kPoint},
      registry, Generators());
  const std::vector<KindPair> hunted = {{ShapeKind::kSphere, ShapeKind::kSphere},
                                        {ShapeKind::kBox, ShapeKind::kBox}};
  EXPECT_EQ(plan.pairs, hunted);
  EXPECT_EQ(plan.nothing_because, "");
  std::string left_out;
  for (const std::string& line : plan.left_out) {
    left_out += line + "\n";
  }
  EXPECT_NE(left_out.find("point-point: no pair test answers anything"), std::string::npos)
      << left_out;
  EXPECT_NE(left_out.find("sphere-cylinder: the hunt cannot make shapes of kind cylinder"),
            std::string::npos)
      << left_out;
  EXPECT_NE(left_out.find("sphere-box: nothing to compare"), std::string::npos) << left_out;
}

TEST(HuntPlan, ASampleGivesTheKindsOfItsShapes) {
  testing::TestHost host;
  const auto spheres = SampleRegistry::Get().Find("sphere-sphere")->create(host);
  const auto kinds = ShapeKindsOfSample(*spheres);
  ASSERT_TRUE(kinds.has_value());
  // The book's table: four spheres.
  EXPECT_EQ(*kinds, std::vector<ShapeKind>(4, ShapeKind::kSphere));
}

TEST(HuntPlan, TheCasesFieldTakesOneToAHundredMillion) {
  EXPECT_EQ(HuntCasesProblem(1), "");
  EXPECT_EQ(HuntCasesProblem(5000), "");
  EXPECT_EQ(HuntCasesProblem(100'000'000), "");
  EXPECT_EQ(HuntCasesProblem(0),
            "cases per pair must be a whole number from 1 to 100000000, got 0");
  EXPECT_NE(HuntCasesProblem(-3).find("got -3"), std::string::npos);
  EXPECT_NE(HuntCasesProblem(100'000'001).find("got 100000001"), std::string::npos);
}

TEST(HuntPlan, FindingsGoToHuntOutOrElseWhereTestCasesAreSaved) {
  const auto env = testing::Env({{"XDG_DATA_HOME", "/data"}, {"HOME", "/home/u"}});
  EXPECT_EQ(WindowHuntDirectory("/tmp/mine", env), "/tmp/mine");
  EXPECT_EQ(WindowHuntDirectory("", env), "/data/collision-lab/scenes");
  EXPECT_EQ(WindowHuntDirectory("", testing::Env({{"HOME", "/home/u"}})),
            "/home/u/.local/share/collision-lab/scenes");
  EXPECT_EQ(WindowHuntDirectory("", testing::Env({})), "");
}

TEST(HuntPlan, TheHuntsRegistryHoldsOnlyOurTests) {
  collide::PairTestRegistry registry = Builtins();
  const std::size_t ours = registry.size();
  registry.Add(ForeignSphereTest());
  const collide::PairTestRegistry copy = OurTestsOf(registry);
  EXPECT_EQ(copy.size(), ours);
  const auto spheres =
      copy.Find(ShapeKind::kSphere, ShapeKind::kSphere, collide::Query::kIntersects);
  ASSERT_EQ(spheres.size(), 1u);
  EXPECT_EQ(spheres[0]->id, "squared-distance");
}

TEST(HuntFindings, ALineNamesThePairTheAlgorithmsTheCasesAndTheDisagreements) {
  collide::HuntResult result;
  result.algorithms = {ShapeKind::kRay,      ShapeKind::kSphere,
                       collide::Query::kHit, "quadratic",
                       "collision-lab",      true,
                       "plugin:mine",        "mine"};
  result.cases_tried = 1234;
  result.disagreements = 7;
  EXPECT_EQ(HuntResultLine("ray-sphere", result),
            "ray-sphere hit: quadratic (collision-lab) vs plugin:mine (mine): 1234 cases, 7 "
            "disagreements");
  EXPECT_EQ(HuntPairLabel(ShapeKind::kRay, ShapeKind::kSphere), "ray-sphere");
}

}  // namespace
}  // namespace hunt_plan_test
}  // namespace harness
