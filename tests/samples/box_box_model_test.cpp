// The box-box model directly, with no ImGui and no window: table rows,
// selecting pairs, adding, removing and editing shapes, changing a box's
// kind, colour modes, reset, framing and snapshots. Every expected value is
// worked by hand from the scene in the test.
#include "box_box/box_box_model.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "collide/registry/box_box.h"
#include "fixtures.h"
#include "test_host.h"
#include "type_into_editor.h"

namespace box_box {
namespace box_box_model_test {
namespace {

using collide::Vec3;
using harness::LogLevel;
using harness::testing::QuietLog;
using harness::testing::SameColor;
using harness::testing::Texts;
using harness::testing::TypeInto;

Model Load(const std::string& shapes, const std::string& expect = "") {
  Model model;
  model.LoadScene(
      harness::ParseScene(harness::testing::SceneText("box-box", "", shapes, expect), "s.json"));
  return model;
}

// a and b apart along x; c overlaps b, a corner of c inside b (c spans x
// 4.5..6.5, y 0.5..2.5, z -0.5..0.5; b x 4..6, y -1..1, z -1..1), so both
// tests find b and c overlapping. Only b-c is expected.
constexpr const char* kThreeBoxes =
    R"({"id": "a", "type": "box", "center": [0, 0, 0], "half_extents": [1, 1, 1]},
       {"id": "b", "type": "box", "center": [5, 0, 0], "half_extents": [1, 1, 1]},
       {"id": "c", "type": "box", "center": [5.5, 1.5, 0], "half_extents": [1, 1, 0.5]})";
constexpr const char* kThreeBoxesExpect = R"({"a": "b", "b": "c", "intersects": true})";

// Bars crossed like a plus sign: SAT finds the overlap, corner-volume does
// not (every corner of each lies outside the other).
constexpr const char* kPlusSign =
    R"({"id": "h", "type": "box", "center": [0, 0, 0], "half_extents": [3, 0.5, 0.5]},
       {"id": "v", "type": "box", "center": [0, 0, 0], "half_extents": [0.5, 3, 0.5]})";

TEST(BoxBoxModel, ColourModesAreNamedByTheRegistrysAlgorithmIds) {
  EXPECT_EQ(ColorModeName(ColorMode::kSat), "sat");
  EXPECT_EQ(ColorModeName(ColorMode::kCornerVolume), "corner-volume");
  EXPECT_EQ(ColorModeName(ColorMode::kBoth), "both");
}

// A plugin's box-box test, wrong on purpose: every pair of boxes apart.
collide::PairTest AlwaysApart() {
  collide::PairTest test;
  test.id = "always-apart";
  test.a = collide::ShapeKind::kBox;
  test.b = collide::ShapeKind::kBox;
  test.query = collide::Query::kIntersects;
  test.origin = "box-box-model-test";
  test.run = [](const collide::StaticShape&, const collide::StaticShape&) -> collide::Answer {
    return false;
  };
  return test;
}

// box-box finds its algorithms in the pair-test registry, so a scene names
// a plugin's there as it names sat, and the check fails by its name. Once
// the plugin unregisters it, the loaded model's check fails saying so
// rather than run a test that is gone.
TEST(BoxBoxModel, RunsAPluginsRegisteredTestAndFailsItOnceItIsUnregistered) {
  auto& registry = collide::PairTestRegistry::Global();
  registry.Add(AlwaysApart());
  const Model model = Load(kPlusSign, R"({"a": "h", "b": "v", "intersects": true},
       {"a": "h", "b": "v", "intersects": true, "algorithm": "always-apart"})");
  std::vector<harness::PairCheck> checks = model.Check();
  ASSERT_EQ(checks.size(), 2u);
  EXPECT_EQ(checks[0].algorithm, "sat");
  EXPECT_TRUE(checks[0].passed);
  EXPECT_EQ(checks[1].algorithm, "always-apart");
  EXPECT_FALSE(checks[1].passed);
  EXPECT_EQ(checks[1].actual.Get<harness::Intersects>().value, false);

  ASSERT_TRUE(registry.Remove(collide::ShapeKind::kBox, collide::ShapeKind::kBox,
                              collide::Query::kIntersects, "always-apart"));
  checks = model.Check();
  ASSERT_EQ(checks.size(), 2u);
  EXPECT_TRUE(checks[0].passed);
  EXPECT_FALSE(checks[1].passed);
  EXPECT_NE(checks[1].subject.find("\"always-apart\" is no longer registered"), std::string::npos)
      << checks[1].subject;
}

TEST(BoxBoxModel, RowsListExpectedPairsFirstThenTheRest) {
  const Model model = Load(kThreeBoxes, kThreeBoxesExpect);
  const std::vector<PairRow> table = model.Table();
  ASSERT_EQ(table.size(), 3u);
  EXPECT_EQ(table[0].shapes, (IndexPair{1, 2}));  // b-c, expected
  EXPECT_EQ(table[1].shapes, (IndexPair{0, 1}));
  EXPECT_EQ(table[2].shapes, (IndexPair{0, 2}));

  EXPECT_TRUE(table[0].boxes);
  EXPECT_EQ(table[0].exact_expected, true);
  EXPECT_TRUE(table[0].exact);
  EXPECT_EQ(table[0].corner_volume_expected, std::nullopt);
  EXPECT_EQ(table[0].corner_volume, true);
  EXPECT_FALSE(table[0].disagree);
  EXPECT_EQ(table[0].status, RowStatus::kOk);

  // A scene opens with its first pair of boxes SAT finds apart selected: a-b.
  EXPECT_TRUE(table[1].selected);
  EXPECT_EQ(table[1].exact_expected, std::nullopt);
  EXPECT_FALSE(table[1].exact);
  EXPECT_EQ(table[1].corner_volume, false);
  EXPECT_EQ(table[1].status, RowStatus::kNotChecked);
  EXPECT_FALSE(table[2].selected);
}

TEST(BoxBoxModel, ARowWithAFailingExpectationIsAMismatchAndShowsIt) {
  const Model model = Load(kPlusSign, R"({"a": "h", "b": "v", "intersects": true},
      {"a": "h", "b": "v", "algorithm": "corner-volume", "intersects": true})");
  const std::vector<PairRow> table = model.Table();
  ASSERT_EQ(table.size(), 1u);
  EXPECT_EQ(table[0].exact_expected, true);
  EXPECT_TRUE(table[0].exact);
  EXPECT_EQ(table[0].corner_volume_expected, true);
  EXPECT_EQ(table[0].corner_volume, false);
  EXPECT_TRUE(table[0].disagree);
  EXPECT_EQ(table[0].status, RowStatus::kMismatch);
  EXPECT_EQ(model.DisagreeingPairs(), (std::vector<IndexPair>{{0, 1}}));
}

TEST(BoxBoxModel, SelectNextPairCyclesThroughTheRowsInTableOrder) {
  Model model = Load(kThreeBoxes, kThreeBoxesExpect);
  harness::Log log = QuietLog();
  ASSERT_EQ(model.selected(), (IdPair{"a", "b"}));  // row 1 of b-c, a-b, a-c
  model.SelectNextPair(1, log);
  EXPECT_EQ(model.selected(), (IdPair{"a", "c"}));
  model.SelectNextPair(1, log);
  EXPECT_EQ(model.selected(), (IdPair{"b", "c"}));  // wrapped to the first row
  model.SelectNextPair(1, log);
  EXPECT_EQ(model.selected(), (IdPair{"a", "b"}));
  model.SelectNextPair(-1, log);
  EXPECT_EQ(model.selected(), (IdPair{"b", "c"}));
  model.SelectNextPair(-1, log);
  EXPECT_EQ(model.selected(), (IdPair{"a", "c"}));  // wrapped to the last row
  EXPECT_EQ(Texts(log), (std::vector<std::string>{"selected box a and c", "selected box b and c",
                                                  "selected box a and b", "selected box b and c",
                                                  "selected box a and c"}));

  // With nothing selected, next takes the first row and previous the last.
  model.ToggleSelection({0, 2});  // the selected pair: clears it
  EXPECT_EQ(model.selected(), std::nullopt);
  model.SelectNextPair(1, log);
  EXPECT_EQ(model.selected(), (IdPair{"b", "c"}));
  model.ToggleSelection({1, 2});
  model.SelectNextPair(-1, log);
  EXPECT_EQ(model.selected(), (IdPair{"a", "c"}));
  model.ToggleSelection({0, 1});  // another pair: selects it
  EXPECT_EQ(model.selected(), (IdPair{"a", "b"}));
}

TEST(BoxBoxModel, AddShapeTakesTheLowestFreeIdRightOfEveryShape) {
  // Sphere 0 reaches x = 2; box 2 (centre x -2, bounding radius sqrt 3)
  // reaches x = -2 + 1.732.
  Model model = Load(
      R"({"id": "0", "type": "sphere", "center": [1, 0, 0], "radius": 1},
         {"id": "2", "type": "aabb", "min": [-3, -1, -1], "max": [-1, 1, 1]})",
      R"({"a": "0", "b": "2", "intersects": false})");
  harness::Log log = QuietLog();
  EXPECT_EQ(model.AddShape(collide::ShapeKind::kBox, log), "1");
  EXPECT_EQ(model.AddShape(collide::ShapeKind::kSphere, log), "3");
  ASSERT_EQ(model.shapes().size(), 4u);
  // The box: a unit oriented box at x = 2 + 2.
  const auto& box = std::get<collide::OrientedBox>(*BoxOf(model.shapes()[2]));
  EXPECT_EQ(box.center, Vec3(4, 0, 0));
  EXPECT_EQ(box.half_extents, Vec3(1, 1, 1));
  // The sphere: right of the new box's bounding radius, 4 + sqrt 3, plus 2.
  const collide::Sphere& sphere = *SphereOf(model.shapes()[3]);
  EXPECT_NEAR(sphere.center.x, 6.0 + std::sqrt(3.0), 1e-12);
  EXPECT_EQ(sphere.radius, 1.0);
  // No expectations come with them; every pair gets a row.
  EXPECT_EQ(model.ExpectationCount(), 1u);
  EXPECT_EQ(model.results().size(), 1u);
  EXPECT_EQ(model.Table().size(), 6u);
  EXPECT_EQ(Texts(log), (std::vector<std::string>{"added box 1 (no expectations yet)",
                                                  "added sphere 3 (no expectations yet)"}));
}

TEST(BoxBoxModel, RemoveShapeDropsItsExpectationsAndSelection) {
  Model model = Load(kThreeBoxes, R"({"a": "a", "b": "b", "intersects": false},
      {"a": "b", "b": "c", "intersects": true},
      {"a": "a", "b": "c", "intersects": false},
      {"a": "c", "b": "b", "algorithm": "corner-volume", "intersects": true})");
  harness::Log log = QuietLog();
  ASSERT_EQ(model.ExpectationCount(), 4u);
  ASSERT_EQ(model.selected(), (IdPair{"a", "b"}));
  model.RemoveShape(1, log);
  ASSERT_EQ(model.shapes().size(), 2u);
  EXPECT_EQ(model.shapes()[1].id, "c");
  EXPECT_EQ(model.ExpectationCount(), 1u);
  EXPECT_EQ(model.selected(), std::nullopt);
  const auto& results = model.results();
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].expectation, 0u);
  EXPECT_EQ(results[0].a, "a");
  EXPECT_EQ(results[0].b, "c");
  EXPECT_TRUE(results[0].passed);
  EXPECT_EQ(Texts(log), (std::vector<std::string>{"removed box b and its 3 expectations"}));
}

TEST(BoxBoxModel, RemovingOneOfTwoDisagreeingBoxesLogsNoAgreement) {
  Model model = Load(kPlusSign);
  harness::Log log = QuietLog();
  model.Start(log);
  EXPECT_EQ(Texts(log), (std::vector<std::string>{
                            "corner-volume misses box h vs box v: no corner inside, SAT finds "
                            "overlap"}));
  EXPECT_EQ(log.entries()[0].level, LogLevel::kWarning);
  model.RemoveShape(1, log);
  ASSERT_EQ(log.entries().size(), 2u);
  EXPECT_EQ(log.entries()[1].text, "removed box v and its 0 expectations");
  EXPECT_TRUE(model.DisagreeingPairs().empty());
}

TEST(BoxBoxModel, AddShapeAndChangeKindRefuseKindsThatAreNotItsOwn) {
  Model model = Load(R"({"id": "b", "type": "aabb", "min": [0, 0, 0], "max": [1, 1, 1]})");
  harness::Log log = QuietLog();
  EXPECT_EQ(model.AddShape(collide::ShapeKind::kRay, log), "");
  EXPECT_FALSE(model.ChangeKind(0, collide::ShapeKind::kSphere, log));
  ASSERT_EQ(model.shapes().size(), 1u);
  EXPECT_TRUE(std::holds_alternative<collide::Aabb>(*BoxOf(model.shapes()[0])));
  ASSERT_EQ(log.error_count(), 2u);
  EXPECT_EQ(log.entries()[0].text, "box-box adds a box or a sphere, not a ray");
  EXPECT_EQ(log.entries()[1].text, "box b cannot become a sphere: not a box kind");
}

TEST(BoxBoxModel, ChangeKindKeepsTheCentre) {
  // Turned 45 degrees about z: its bounds reach sqrt 2 along x and y.
  Model model = Load(
      R"({"id": "t", "type": "box", "center": [1, 2, 3], "half_extents": [1, 1, 1],
          "rotation_deg": [0, 0, 45]})");
  harness::Log log = QuietLog();
  const double r2 = std::sqrt(2.0);

  ASSERT_TRUE(model.ChangeKind(0, collide::ShapeKind::kAabb, log));
  const auto& aabb = std::get<collide::Aabb>(*BoxOf(model.shapes()[0]));
  EXPECT_NEAR(aabb.min.x, 1 - r2, 1e-12);
  EXPECT_NEAR(aabb.min.y, 2 - r2, 1e-12);
  EXPECT_NEAR(aabb.min.z, 2, 1e-12);
  EXPECT_NEAR(aabb.max.x, 1 + r2, 1e-12);
  EXPECT_NEAR(aabb.max.y, 2 + r2, 1e-12);
  EXPECT_NEAR(aabb.max.z, 4, 1e-12);
  EXPECT_FALSE(model.ChangeKind(0, collide::ShapeKind::kAabb, log));  // already

  ASSERT_TRUE(model.ChangeKind(0, collide::ShapeKind::kBox, log));
  const auto& obb = std::get<collide::OrientedBox>(*BoxOf(model.shapes()[0]));
  EXPECT_NEAR(obb.center.x, 1, 1e-12);
  EXPECT_NEAR(obb.center.y, 2, 1e-12);
  EXPECT_NEAR(obb.center.z, 3, 1e-12);
  EXPECT_NEAR(obb.half_extents.x, r2, 1e-12);
  EXPECT_NEAR(obb.half_extents.z, 1, 1e-12);
  EXPECT_EQ(obb.rotation, collide::Mat3(1.0));
  EXPECT_EQ(model.shapes()[0].rotation_deg, Vec3(0.0));

  ASSERT_TRUE(model.ChangeKind(0, collide::ShapeKind::kHexahedron, log));
  const auto& hexahedron = std::get<collide::Hexahedron>(*BoxOf(model.shapes()[0]));
  EXPECT_NEAR(hexahedron.corners[0].x, 1 - r2, 1e-12);  // corner 0: low x, y, z
  EXPECT_NEAR(hexahedron.corners[7].z, 4, 1e-12);       // corner 7: high x, y, z
  const Vec3 center = CenterOf(model.shapes()[0]);
  EXPECT_NEAR(center.x, 1, 1e-12);
  EXPECT_NEAR(center.y, 2, 1e-12);
  EXPECT_NEAR(center.z, 3, 1e-12);
  EXPECT_EQ(Texts(log),
            (std::vector<std::string>{"box t is now axis-aligned (its bounds)",
                                      "box t is now an oriented box (its axis-aligned bounds)",
                                      "box t is now a hexahedron (its 8 corners, editable)"}));
}

TEST(BoxBoxModel, AFlatBoxCannotBecomeAHexahedron) {
  Model model =
      Load(R"({"id": "f", "type": "box", "center": [0, 0, 0], "half_extents": [1, 1, 0]})");
  const Model before = model;
  harness::Log log = QuietLog();
  EXPECT_FALSE(model.ChangeKind(0, collide::ShapeKind::kHexahedron, log));
  EXPECT_EQ(model, before);
  ASSERT_EQ(log.entries().size(), 1u);
  EXPECT_EQ(log.entries()[0].level, LogLevel::kError);
  EXPECT_TRUE(log.entries()[0].text.starts_with("box f cannot become a hexahedron: "))
      << log.entries()[0].text;
}

TEST(BoxBoxModel, ReplaceShapeKeepsTheIdAndLogsANewMismatchOnce) {
  // The sphere's centre is 2 from the box's face x = 2: apart.
  Model model = Load(
      R"({"id": "s", "type": "sphere", "center": [0, 0, 0], "radius": 1},
         {"id": "b", "type": "box", "center": [3, 0, 0], "half_extents": [1, 1, 1]})",
      R"({"a": "s", "b": "b", "intersects": false})");
  harness::Log log = QuietLog();
  model.Start(log);
  EXPECT_TRUE(log.entries().empty());
  // Moved to x = 1.5: 0.5 from the face, within the radius.
  model.ReplaceShape(0, {"renamed", collide::Sphere{{1.5, 0, 0}, 1.0}, Vec3(0.0)}, log);
  EXPECT_EQ(model.shapes()[0].id, "s");
  ASSERT_EQ(model.results().size(), 1u);
  EXPECT_FALSE(model.results()[0].passed);
  model.ReplaceShape(0, {"s", collide::Sphere{{1.4, 0, 0}, 1.0}, Vec3(0.0)}, log);
  ASSERT_EQ(log.entries().size(), 1u);
  EXPECT_EQ(log.entries()[0].level, LogLevel::kError);
  EXPECT_EQ(log.entries()[0].text, "sphere s and box b should not intersect (closest-point)");
}

TEST(BoxBoxModel, ColourModesCycleAndColourByTheirTest) {
  Model model = Load(kPlusSign);
  harness::Log log = QuietLog();
  EXPECT_EQ(model.color_mode(), ColorMode::kSat);
  EXPECT_TRUE(SameColor(model.ColorOf(0), harness::colors::kRed));
  model.NextColorMode(log);
  EXPECT_EQ(model.color_mode(), ColorMode::kCornerVolume);
  EXPECT_TRUE(SameColor(model.ColorOf(0), harness::colors::kBlue));
  model.NextColorMode(log);
  EXPECT_EQ(model.color_mode(), ColorMode::kBoth);
  EXPECT_TRUE(SameColor(model.ColorOf(1), kDisagreeColor));
  model.NextColorMode(log);
  EXPECT_EQ(model.color_mode(), ColorMode::kSat);
  EXPECT_EQ(Texts(log), (std::vector<std::string>{"colours by corner-volume", "colours by both",
                                                  "colours by sat"}));
}

TEST(BoxBoxModel, ResetRestoresTheLoadedLayout) {
  Model model = Load(kThreeBoxes, kThreeBoxesExpect);
  const Model loaded = model;
  harness::Log log = QuietLog();
  model.AddShape(collide::ShapeKind::kSphere, log);
  model.RemoveShape(0, log);
  model.ChangeKind(0, collide::ShapeKind::kHexahedron, log);
  model.SelectNextPair(1, log);
  ASSERT_NE(model, loaded);
  model.Reset(log);
  EXPECT_EQ(model, loaded);
  EXPECT_EQ(model.layout(), loaded.layout());
  ASSERT_EQ(model.results().size(), 1u);
  EXPECT_TRUE(model.results()[0].passed);
}

TEST(BoxBoxModel, ACopyIsASnapshotThatRestores) {
  Model model;  // the default layout
  harness::Log log = QuietLog();
  const Model snapshot = model;
  model.RemoveShape(9, log);
  model.NextColorMode(log);
  EXPECT_NE(model, snapshot);
  EXPECT_EQ(snapshot.shapes().size(), 10u);  // the copy did not change
  EXPECT_EQ(snapshot.ExpectationCount(), 90u);

  model = snapshot;
  EXPECT_EQ(model, snapshot);
  EXPECT_EQ(model.color_mode(), ColorMode::kSat);
  const auto restored = model.Check();
  const auto original = snapshot.Check();
  ASSERT_EQ(restored.size(), 90u);
  ASSERT_EQ(original.size(), 90u);
  for (size_t i = 0; i < restored.size(); ++i) {
    EXPECT_EQ(restored[i].a, original[i].a);
    EXPECT_EQ(restored[i].b, original[i].b);
    EXPECT_EQ(restored[i].algorithm, original[i].algorithm);
    EXPECT_EQ(restored[i].actual, original[i].actual);
    EXPECT_TRUE(restored[i].passed);
  }
  EXPECT_EQ(model.Table(), snapshot.Table());
}

TEST(BoxBoxModel, DefaultTableStartsWithTheShowcasedPairs) {
  const Model model;
  const std::vector<PairRow> table = model.Table();
  ASSERT_EQ(table.size(), 45u);  // ten boxes
  const std::vector<IndexPair> showcased = {{0, 1}, {2, 3}, {4, 5}, {6, 7}, {8, 9}};
  for (size_t r = 0; r < showcased.size(); ++r) {
    EXPECT_EQ(table[r].shapes, showcased[r]) << r;
  }
  EXPECT_EQ(table[5].shapes, (IndexPair{0, 2}));
  // The plus sign: both expectations hold, the tests disagree.
  EXPECT_EQ(table[0].status, RowStatus::kDisagree);
  EXPECT_EQ(table[2].status, RowStatus::kOk);
  EXPECT_TRUE(table[4].selected);
}

TEST(BoxBoxModel, HomeFramingHoldsEveryBoxCornerAndSphereExtreme) {
  const Model model = Load(
      R"({"id": "s", "type": "sphere", "center": [1, 2, 3], "radius": 2},
         {"id": "b", "type": "aabb", "min": [10, 0, 0], "max": [12, 1, 1]})");
  const Framing framing = model.HomeFraming();
  EXPECT_EQ(framing.home.yaw_deg, 15.0f);
  EXPECT_EQ(framing.home.pitch_deg, -38.0f);
  const std::vector<glm::vec3> expected = {
      {-1, 2, 3}, {3, 2, 3},  {1, 0, 3},  {1, 4, 3},  {1, 2, 1},  {1, 2, 5},   // sphere
      {10, 0, 0}, {12, 0, 0}, {10, 1, 0}, {12, 1, 0}, {10, 0, 1}, {12, 0, 1},  // box
      {10, 1, 1}, {12, 1, 1}};
  EXPECT_EQ(framing.points, expected);
}

// The panel edits a shape as its kind's editor does in every sample
// (EditShape): through the shape as collide's StaticShape and back. A box's
// half extents typed are taken; a hexahedron's corner moved alone (it bends
// the three faces it is on) is refused and nothing changes.
TEST(BoxBoxModel, ShapesAreEditedByTheirKindsEditorsAndBack) {
  harness::Log log = QuietLog();
  Model model;
  const std::size_t index = model.shapes().size();
  const std::string id = model.AddShape(collide::ShapeKind::kBox, log);
  const auto edit = [&](TypeInto& editor) { return EditShape(model, id, editor, log); };
  TypeInto half_extents("half extents", Vec3(2, 1, 0.5));
  EXPECT_TRUE(edit(half_extents));
  const auto& box = std::get<collide::OrientedBox>(*BoxOf(model.shapes()[index]));
  EXPECT_EQ(box.half_extents, Vec3(2, 1, 0.5));
  EXPECT_EQ(model.shapes()[index].id, id);

  ASSERT_TRUE(model.ChangeKind(index, collide::ShapeKind::kHexahedron, log));
  const collide::Hexahedron before = std::get<collide::Hexahedron>(*BoxOf(model.shapes()[index]));
  TypeInto corner("corner 0", before.corners[0] * 2.0);  // alone, twice as far from the origin
  EXPECT_FALSE(edit(corner));
  ASSERT_EQ(corner.warnings.size(), 1u);
  EXPECT_EQ(std::get<collide::Hexahedron>(*BoxOf(model.shapes()[index])).corners, before.corners);
}

}  // namespace
}  // namespace box_box_model_test
}  // namespace box_box
