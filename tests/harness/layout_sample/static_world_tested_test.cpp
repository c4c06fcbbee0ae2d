// Which pairs a static layout tests, and so colours, tables and marks: the
// pairs its expectations declare, and every pair with a shape no
// expectation names. The tutorial samples' colours are held to the book's
// tables (../shared/tutorial-tests.md), written out here by hand.
#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "collide/registry/pair_tests.h"
#include "harness/layout_engine/layout.h"
#include "harness/layout_engine/world.h"
#include "harness/layout_sample/static_shapes_sample.h"
#include "harness/sample_api/sample_registry.h"
#include "test_host.h"

namespace harness {
namespace static_world_tested_test {
namespace {

// The sample's built-in layout, read back through the scene it saves.
StaticLayout SampleLayout(const std::string& id) {
  testing::TestHost host;
  const SampleInfo* info = SampleRegistry::Get().Find(id);
  EXPECT_NE(info, nullptr) << id;
  if (info == nullptr) {
    return {};
  }
  const auto sample = info->create(host);
  const auto scene = sample->SceneToSave("colours", false);
  EXPECT_TRUE(scene.has_value()) << id;
  return scene ? StaticLayoutFromScene(*scene) : StaticLayout{};
}

// Shape id -> its colour's name, for every shape of the layout.
std::map<std::string, std::string> ColourNames(const StaticLayout& layout) {
  const std::vector<Color> colours = StaticWorld().Colours(layout);
  EXPECT_EQ(colours.size(), layout.shapes.size());
  std::map<std::string, std::string> names;
  for (std::size_t i = 0; i < layout.shapes.size() && i < colours.size(); ++i) {
    const Color& c = colours[i];
    names[layout.shapes[i].id] = c == colors::kRed     ? "red"
                                 : c == colors::kGreen ? "green"
                                 : c == colors::kBlue  ? "blue"
                                                       : "other";
  }
  return names;
}

// Shape id -> red, for every shape of the layout.
std::map<std::string, bool> Colours(const StaticLayout& layout) {
  std::map<std::string, bool> red;
  for (const auto& [id, name] : ColourNames(layout)) {
    red[id] = name == "red";
  }
  return red;
}

TEST(StaticWorldColours, PointPlaneFollowsTheBooksTableAndColours) {
  // Book: points 0-3, 5 and 6 behind (-1), 4 and 7 in front (+1), 8 and 9
  // on the plane (0); "Any point on the plane is green, points behind the
  // plane are red, points in front of it are blue." The plane holds 8 and
  // 9: red.
  const std::map<std::string, std::string> expected = {
      {"P", "red"}, {"0", "red"}, {"1", "red"},  {"2", "red"},   {"3", "red"},  {"4", "blue"},
      {"5", "red"}, {"6", "red"}, {"7", "blue"}, {"8", "green"}, {"9", "green"}};
  EXPECT_EQ(ColourNames(SampleLayout("point-plane")), expected);
}

TEST(StaticWorldColours, SphereAabbFollowsTheBooksTable) {
  // Book: A0 F, A1 T, A2 T, A3 T. A0 lies inside A3 = [-5, 5]^3, but the
  // book never tests two boxes, so A0 stays blue.
  const std::map<std::string, bool> expected = {
      {"S", true}, {"A0", false}, {"A1", true}, {"A2", true}, {"A3", true}};
  EXPECT_EQ(Colours(SampleLayout("sphere-aabb")), expected);
}

TEST(StaticWorldColours, AabbPlaneFollowsTheBooksTable) {
  // Book: F F T T; A0 and A1 touch A3, which the book does not test.
  const std::map<std::string, bool> expected = {
      {"P", true}, {"A0", false}, {"A1", false}, {"A2", true}, {"A3", true}};
  EXPECT_EQ(Colours(SampleLayout("aabb-plane")), expected);
}

TEST(StaticWorldColours, SpherePlaneFollowsTheBooksTable) {
  // Book: T F T F T; P1 and P3 cross the other planes, which is not tested.
  const std::map<std::string, bool> expected = {{"S", true},  {"P0", true},  {"P1", false},
                                                {"P2", true}, {"P3", false}, {"P4", true}};
  EXPECT_EQ(Colours(SampleLayout("sphere-plane")), expected);
}

TEST(StaticWorldColours, RaycastSphereFollowsTheBooksTable) {
  // Book: R0-R4 hit their spheres, R5 and R6 miss theirs. The seven spheres
  // overlap one another and R6 passes through S0-S4, none of it tested.
  std::map<std::string, bool> expected;
  for (int i = 0; i < 7; ++i) {
    expected["R" + std::to_string(i)] = i < 5;
    expected["S" + std::to_string(i)] = i < 5;
  }
  EXPECT_EQ(Colours(SampleLayout("raycast-sphere")), expected);
}

TEST(StaticWorldColours, AShapeNoExpectationNamesIsTestedAgainstEveryOther) {
  StaticLayoutBuilder b;
  // a and b are declared apart; c, named by nothing, overlaps both; d,
  // declared with a, overlaps b, which is not tested.
  b.Sphere("a", {0, 0, 0}, 1).Sphere("b", {3, 0, 0}, 1).Sphere("c", {1.5, 0, 0}, 1);
  b.Sphere("d", {3, 1.5, 0}, 1);
  b.ExpectIntersects("a", "b", false).ExpectIntersects("a", "d", false);
  const StaticLayout layout = b.Build();
  const std::map<std::string, bool> expected = {
      {"a", true}, {"b", true}, {"c", true}, {"d", false}};
  EXPECT_EQ(Colours(layout), expected);

  const TestedPairs tested(layout);
  EXPECT_TRUE(tested.Pair(0, 1));
  EXPECT_TRUE(tested.Pair(3, 0));
  EXPECT_FALSE(tested.Pair(1, 3));
  EXPECT_TRUE(tested.Pair(2, 3));
  EXPECT_FALSE(tested.All());
}

// The playground tests every pair whatever a loaded scene declares: the
// same layout as above, with the playground's rule.
TEST(StaticWorldColours, ThePlaygroundsRuleTestsEveryPairDespiteTheExpectations) {
  StaticLayoutBuilder b;
  b.Sphere("a", {0, 0, 0}, 1).Sphere("b", {3, 0, 0}, 1).Sphere("c", {1.5, 0, 0}, 1);
  b.Sphere("d", {3, 1.5, 0}, 1);
  b.ExpectIntersects("a", "b", false).ExpectIntersects("a", "d", false);
  StaticLayout layout = b.Build();
  layout.test_every_pair = true;
  const std::map<std::string, bool> expected = {{"a", true}, {"b", true}, {"c", true}, {"d", true}};
  EXPECT_EQ(Colours(layout), expected);
  const TestedPairs tested(layout);
  EXPECT_TRUE(tested.Pair(1, 3));
  EXPECT_TRUE(tested.All());
}

TEST(StaticWorldColours, AnExpectationOnAShapeThatIsGoneDeclaresNothing) {
  StaticLayoutBuilder b;
  b.Sphere("a", {0, 0, 0}, 1).Sphere("b", {1, 0, 0}, 1).Sphere("c", {5, 0, 0}, 1);
  b.ExpectIntersects("a", "c", false);
  StaticLayout layout = b.Build();
  // The panel removed c: a, named by nothing else now, is tested with b.
  layout.shapes.pop_back();
  const std::map<std::string, bool> expected = {{"a", true}, {"b", true}};
  EXPECT_EQ(Colours(layout), expected);
}

TEST(StaticWorldColours, ThePairTableHoldsOnlyTestedPairs) {
  // sphere-aabb declares S with each box: 4 pairs. Sphere-box answers
  // intersects only, in the registry's order (sphere, box); boxes with
  // boxes are not tested, so no AABB-AABB row.
  const StaticLayout layout = SampleLayout("sphere-aabb");
  const auto answers = StaticWorld().AnswerAll(layout);
  std::set<std::pair<std::string, std::string>> pairs;
  for (const PairAnswer& answer : answers) {
    pairs.insert({layout.shapes[answer.a].id, layout.shapes[answer.b].id});
  }
  const std::set<std::pair<std::string, std::string>> expected = {
      {"S", "A0"}, {"S", "A1"}, {"S", "A2"}, {"S", "A3"}};
  EXPECT_EQ(pairs, expected);
}

TEST(StaticWorldColours, RaycastSphereMarksOnlyTheTestedHits) {
  // R6 passes through S0 (its line y = 1 + 0.2 (x + 5) crosses the sphere
  // at (2, 0, 0) r 2), but only R6-S6 is tested: no hit of R6 is answered.
  const StaticLayout layout = SampleLayout("raycast-sphere");
  std::size_t hits = 0;
  const auto answers = StaticWorld().AnswerAll(layout);
  ASSERT_EQ(answers.size(), 7u);  // R_i against S_i, one hit test each
  for (const PairAnswer& answer : answers) {
    const std::string& ray = layout.shapes[answer.a].id;
    const std::string& sphere = layout.shapes[answer.b].id;
    EXPECT_EQ(ray.substr(1), sphere.substr(1)) << ray << " " << sphere;
    hits += collide::IsPositive(answer.test->query, answer.answer) ? 1 : 0;
  }
  EXPECT_EQ(hits, 5u);
}

TEST(StaticWorldColours, TheSeedsTableTestsEveryPair) {
  // sphere-sphere declares all 16 ordered pairs: every sphere is tested
  // with every other, as the seed colours them. 0 touches 2 and 3.
  const StaticLayout layout = SampleLayout("sphere-sphere");
  const std::map<std::string, bool> expected = {
      {"0", true}, {"1", false}, {"2", true}, {"3", true}};
  EXPECT_EQ(Colours(layout), expected);
  EXPECT_EQ(StaticWorld().AnswerAll(layout).size(), 12u);  // 4 x 3 ordered pairs
}

TEST(StaticWorldColours, EverySampleWithSeveralAlgorithmsSaysWhichOneColours) {
  // Among the built-in static samples, eight test a pair of kinds with more
  // than one algorithm for the query that colours it: aabb-aabb (min-max,
  // sat, corner-volume), box-box (sat, corner-volume), aabb-plane
  // (projected-radius, corner-sides),
  // raycast-plane and line-plane (one-sided, two-sided), triangle-triangle
  // (robust and plain SAT), frustum (sphere and AABB inside: exact and the
  // book's planes); and the playground, which opens with one shape of each
  // kind (aabb and box, ray and plane among them). Their legends say colour
  // is the default's; no other's does. resting-contacts', shape-distance's
  // and contact-gallery's boxes too (box-box's sat and corner-volume).
  const std::set<std::string> expected = {"aabb-aabb",       "aabb-plane",       "box-box",
                                          "contact-gallery", "frustum",          "line-plane",
                                          "playground",      "raycast-plane",    "resting-contacts",
                                          "shape-distance",  "triangle-triangle"};
  std::set<std::string> noted;
  std::size_t static_samples = 0;
  const StaticWorld world;
  const auto& registry = collide::PairTestRegistry::Global();
  for (const SampleInfo& info : SampleRegistry::Get().samples()) {
    testing::TestHost host;
    const std::unique_ptr<Sample> sample = info.create(host);
    const auto* shapes = dynamic_cast<const StaticShapesSample*>(sample.get());
    if (shapes == nullptr) {
      continue;
    }
    ++static_samples;
    const std::vector<PairAnswer> answers = world.AnswerAll(shapes->layout());
    bool several = false;
    for (const PairAnswer& answer : answers) {
      const collide::PairTest& test = *answer.test;
      const bool colours = test.query == collide::Query::kSide ||
                           test.query == collide::Query::kInside ||
                           test.query == collide::ColouringQuery(registry, test.a, test.b);
      several |= colours && registry.Find(test.a, test.b, test.query).size() > 1;
    }
    const std::string legend = world.Legend(answers);
    const bool says =
        legend.find("Colour shows the default algorithm's answer only") != std::string::npos;
    EXPECT_EQ(says, several) << info.id << ": " << legend;
    if (says) {
      noted.insert(info.id);
    }
  }
  EXPECT_GT(static_samples, 18u);
  EXPECT_EQ(noted, expected);
}

TEST(StaticWorldTriples, ThePlaygroundAnswersEveryThreePlanes) {
  StaticLayoutBuilder b;
  // x = 1, y = 2, z = 3 and x = 4: four triples; the two with both x
  // planes (parallel) meet nowhere.
  b.Plane("x", {1, 0, 0}, 1).Plane("y", {0, 1, 0}, 2).Plane("z", {0, 0, 1}, 3);
  b.Plane("x4", {1, 0, 0}, 4).Sphere("s", {0, 0, 0}, 1);
  bool capped = true;
  const auto triples = StaticWorld().AnswerTriples(b.Build(), &capped);
  EXPECT_FALSE(capped);
  ASSERT_EQ(triples.size(), 4u);
  // In the shapes' order: (x y z) (x y x4) (x z x4) (y z x4).
  EXPECT_EQ(triples[0].test->id, "cramer");
  ASSERT_TRUE(triples[0].point.has_value());
  EXPECT_EQ(*triples[0].point, collide::Vec3(1, 2, 3));
  EXPECT_FALSE(triples[1].point.has_value());
  EXPECT_FALSE(triples[2].point.has_value());
  ASSERT_TRUE(triples[3].point.has_value());
  EXPECT_EQ(*triples[3].point, collide::Vec3(4, 2, 3));
}

TEST(StaticWorldTriples, ADeclaredSampleAnswersItsDeclaredTriplesOnly) {
  // three-planes declares 6 of the 120 triples of its 10 planes.
  const auto triples = StaticWorld().AnswerTriples(SampleLayout("three-planes"));
  EXPECT_EQ(triples.size(), 6u);
  // plane-plane declares pairs only: its planes are all named, no triple.
  EXPECT_TRUE(StaticWorld().AnswerTriples(SampleLayout("plane-plane")).empty());
}

TEST(StaticWorldTriples, ManyPlanesAreCapped) {
  StaticLayoutBuilder b;
  for (int i = 0; i < 25; ++i) {  // 2,300 triples
    b.Plane(std::to_string(i), {1, 0.1 * i, 0.01 * i * i}, i);
  }
  bool capped = false;
  const auto triples = StaticWorld().AnswerTriples(b.Build(), &capped);
  EXPECT_TRUE(capped);
  EXPECT_EQ(triples.size(), kTriplesLimit);
}

TEST(StaticWorldTriples, APluginsThreePlaneAlgorithmIsCheckedBesideOurs) {
  collide::PairTestRegistry registry;
  collide::RegisterBuiltinPairTests(registry);
  collide::TripleTest origin;
  origin.id = "always-origin";
  origin.summary = "A wrong answer, to be caught.";
  origin.origin = "test plugin";
  origin.run = [](const collide::StaticShape&, const collide::StaticShape&,
                  const collide::StaticShape&) { return collide::Vec3(0.0); };
  registry.AddTriple(origin);
  EXPECT_THROW(registry.AddTriple(origin), std::invalid_argument);

  StaticLayoutBuilder b;
  b.Plane("x", {1, 0, 0}, 1).Plane("y", {0, 1, 0}, 2).Plane("z", {0, 0, 1}, 3);
  b.ExpectMeetingPoint("z", "x", "y", collide::Vec3(1, 2, 3));
  StaticLayout layout = b.Build();
  layout.expect.push_back(layout.expect[0]);
  layout.expect[1].algorithm = "always-origin";
  const StaticWorld world(registry);
  const auto checks = world.Check(layout);
  ASSERT_EQ(checks.size(), 2u);
  EXPECT_TRUE(checks[0].passed);
  EXPECT_EQ(checks[0].algorithm, "cramer");
  EXPECT_FALSE(checks[1].passed);
  EXPECT_EQ(checks[1].algorithm, "always-origin");
  // Both algorithms answer the declared triple.
  const auto triples = world.AnswerTriples(layout);
  ASSERT_EQ(triples.size(), 2u);
  EXPECT_EQ(triples[1].test->id, "always-origin");
  EXPECT_EQ(*triples[1].point, collide::Vec3(0.0));
}

// Colour by an algorithm other than the default: on chapter 4's triangles
// the robust SAT (the default) finds A touching B, C and E and F and G apart;
// the plain SAT calls F and G touching too (every axis it has is the common
// normal or zero), and colouring by it shows them red. Only that algorithm
// is offered, and the legend names the one that colours.
TEST(StaticWorldColours, ByThePlainSatTrianglesFAndGAreRedWhereTheRobustSatsAreBlue) {
  const StaticLayout layout = SampleLayout("triangle-triangle");
  const std::map<std::string, bool> by_default = {
      {"A", true}, {"B", true}, {"C", true}, {"D", false}, {"E", true}, {"F", false}, {"G", false}};
  EXPECT_EQ(Colours(layout), by_default);
  const StaticWorld world;
  const std::vector<Color> plain = world.Colours(layout, "plain-sat");
  ASSERT_EQ(plain.size(), 7u);
  std::map<std::string, bool> by_plain;
  for (std::size_t i = 0; i < plain.size(); ++i) {
    by_plain[layout.shapes[i].id] = plain[i] == colors::kRed;
  }
  std::map<std::string, bool> expected = by_default;
  expected["F"] = expected["G"] = true;
  EXPECT_EQ(by_plain, expected);

  const std::vector<PairAnswer> answers = world.AnswerAll(layout);
  EXPECT_EQ(world.ColourChoices(answers), std::vector<std::string>{"plain-sat"});
  const std::string legend = world.Legend(answers, "", "plain-sat");
  EXPECT_NE(legend.find("triangle-triangle intersects by plain-sat (the pair table also shows "
                        "robust-sat)"),
            std::string::npos)
      << legend;
  EXPECT_NE(world.Legend(answers).find("triangle-triangle intersects by robust-sat (the pair "
                                       "table also shows plain-sat)"),
            std::string::npos);
}

TEST(StaticWorldColours, OneAlgorithmPerPairOfKindsOffersNothingToColourBy) {
  const StaticLayout layout = SampleLayout("sphere-sphere");
  const StaticWorld world;
  EXPECT_TRUE(world.ColourChoices(world.AnswerAll(layout)).empty());
  EXPECT_EQ(world.Colours(layout, "no-such-algorithm"), world.Colours(layout));
}

}  // namespace
}  // namespace static_world_tested_test
}  // namespace harness
