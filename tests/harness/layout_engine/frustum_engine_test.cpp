// The frustum in the static-shapes engine: its scene fields and the bad
// values refused, the "inside" outcome, colours and the culling count, and
// the frustum sample's table. Expected values are worked out by hand on the
// camera at the origin looking down -z, 90 degrees, square, near 1, far 10,
// whose solid is |x| <= -z, |y| <= -z, -10 <= z <= -1.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "collide/shapes/frustum.h"
#include "fixtures.h"
#include "harness/layout_engine/world.h"
#include "harness/sample_api/sample.h"
#include "harness/scene/json_reader.h"
#include "harness/scene/scene.h"
#include "harness/shape_kinds/shape_kind_entry.h"
#include "test_host.h"
#include "type_into_editor.h"

namespace harness {
namespace frustum_engine_test {
namespace {

using collide::Inclusion;
using collide::Vec3;

const collide::Frustum kRightAngle{{0, 0, 0}, {0, 0, -1}, {0, 1, 0}, 90.0, 1.0, 1.0, 10.0};

// The right-angle camera's fields, with `field` replaced by `value`.
std::string FrustumJson(const std::string& field = "", const std::string& value = "") {
  std::string fields[][2] = {{"eye", "[0, 0, 0]"}, {"target", "[0, 0, -1]"}, {"up", "[0, 1, 0]"},
                             {"fov_deg", "90"},    {"aspect", "1"},          {"near", "1"},
                             {"far", "10"}};
  std::string json = R"({"id": "F", "type": "frustum")";
  for (auto& [key, text] : fields) {
    if (key == field && value.empty()) {
      continue;  // left out
    }
    json += ", \"" + key + "\": " + (key == field ? value : text);
  }
  return json + "}";
}

InputError FrustumError(const std::string& field, const std::string& value) {
  return testing::ParseError(testing::SceneText("playground", "", FrustumJson(field, value)),
                             "camera.json");
}

TEST(FrustumScene, ReadsEveryField) {
  const Scene scene = ParseScene(
      testing::SceneText("playground", "", FrustumJson("eye", "[1, 2, 3]")), "camera.json");
  const auto& f = scene.shapes.at(0).shape.Get<collide::Frustum>();
  EXPECT_EQ(f.eye, Vec3(1, 2, 3));
  EXPECT_EQ(f.target, Vec3(0, 0, -1));
  EXPECT_EQ(f.up, Vec3(0, 1, 0));
  EXPECT_EQ(f.fov_deg, 90.0);
  EXPECT_EQ(f.aspect, 1.0);
  EXPECT_EQ(f.near_distance, 1.0);
  EXPECT_EQ(f.far_distance, 10.0);
}

TEST(FrustumScene, BadValuesAreRefusedNamingTheFieldAndFile) {
  struct Case {
    std::string field, value, where, problem;
  };
  const Case cases[] = {
      {"fov_deg", "180", "shapes[0].fov_deg",
       "must be between 0 and 180 degrees (exclusive), got 180"},
      {"fov_deg", "0", "shapes[0].fov_deg", "must be between 0 and 180 degrees (exclusive), got 0"},
      {"near", "0", "shapes[0].near", "must be > 0, got 0"},
      {"far", "1", "shapes[0].far", "must be greater than near (1), got 1"},
      {"aspect", "-1", "shapes[0].aspect", "must be > 0 (width / height), got -1"},
      {"up", "[0, 0, 2]", "shapes[0].up",
       "must not be parallel to the view direction (target - eye)"},
      {"target", "[0, 0, 0]", "shapes[0].target",
       "must differ from eye (the camera looks from eye at target)"},
      {"far", "", "shapes[0].far", "missing required field"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.field + " = " + c.value);
    const InputError e = FrustumError(c.field, c.value);
    EXPECT_EQ(e.file(), "camera.json");
    EXPECT_EQ(e.where(), c.where);
    EXPECT_EQ(e.problem(), c.problem);
  }
}

TEST(FrustumScene, TheInsideOutcomeIsReadAndABadWordRefused) {
  const std::string shapes =
      FrustumJson() + R"(, {"id": "p", "type": "point", "position": [0, 0, -5]})";
  const Scene scene = ParseScene(
      testing::SceneText("playground", "", shapes, R"({"a": "p", "b": "F", "inside": "inside"})"),
      "camera.json");
  ASSERT_EQ(scene.expect.size(), 1u);
  EXPECT_EQ(scene.expect[0].expected, Outcome(Inside{Inclusion::kInside}));
  const InputError e = testing::ParseError(
      testing::SceneText("playground", "", shapes, R"({"a": "p", "b": "F", "inside": "in"})"),
      "camera.json");
  EXPECT_EQ(e.where(), "expect[0].inside");
  EXPECT_EQ(e.problem(), "must be \"inside\", \"outside\" or \"intersecting\", got \"in\"");
}

using testing::TypeInto;

TEST(FrustumKind, AFarTypedBelowNearIsRefusedWithAWarningAndAFarBeyondKept) {
  const ShapeKindEntry* entry =
      ShapeKindTable::Global().Find(collide::ShapeKindOf<collide::Frustum>::kValue);
  ASSERT_NE(entry, nullptr);
  collide::StaticShape shape = kRightAngle;
  TypeInto too_near("far", 0.5);  // near is 1
  EXPECT_FALSE(entry->edit(shape, too_near));
  EXPECT_EQ(shape.Get<collide::Frustum>().far_distance, 10.0);
  ASSERT_EQ(too_near.warnings.size(), 1u);
  EXPECT_EQ(too_near.warnings[0],
            "far must be greater than near (1), got 0.5; kept the previous frustum");
  TypeInto farther("far", 20.0);
  EXPECT_TRUE(entry->edit(shape, farther));
  EXPECT_EQ(shape.Get<collide::Frustum>().far_distance, 20.0);
  EXPECT_TRUE(farther.warnings.empty());
}

StaticLayout RightAngleScene() {
  StaticLayoutBuilder b;
  b.Shape("F", kRightAngle);
  b.Point("in", {0, 0, -5}).Point("behind", {0, 0, 1});
  // Across the far face z = -10; far off to the right (x 50 > 10).
  b.Sphere("across", {0, 0, -10}, 1).Sphere("away", {50, 0, -5}, 1);
  // Wholly within |x|, |y| <= 2 <= -z; beyond the right-far edge (x >= 10.5
  // while the frustum reaches x <= 10).
  b.AabbCorners("box", {-1, -1, -4}, {1, 1, -2})
      .AabbCorners("edge", {10.5, -0.5, -11}, {11.5, 0.5, -9.5});
  b.ExpectInside("in", "F", Inclusion::kInside).ExpectInside("behind", "F", Inclusion::kOutside);
  b.ExpectInside("across", "F", Inclusion::kIntersecting);
  b.ExpectInside("away", "F", Inclusion::kOutside);
  b.ExpectInside("box", "F", Inclusion::kInside).ExpectInside("edge", "F", Inclusion::kOutside);
  b.ExpectInside("edge", "F", Inclusion::kIntersecting, "planes");
  return b.Build();
}

TEST(FrustumEngine, ChecksEveryInsideExpectation) {
  const auto checks = StaticWorld().Check(RightAngleScene());
  ASSERT_EQ(checks.size(), 7u);
  for (const PairCheck& check : checks) {
    EXPECT_TRUE(check.passed) << check.subject << " " << check.algorithm;
  }
  EXPECT_EQ(checks[2].algorithm, "distance");
  EXPECT_EQ(checks[5].algorithm, "sat");
  EXPECT_EQ(checks[6].algorithm, "planes");
}

TEST(FrustumEngine, AWrongClassIsReportedInWords) {
  StaticLayoutBuilder b;
  b.Shape("F", kRightAngle).Point("p", {0, 0, -5});
  b.ExpectInside("p", "F", Inclusion::kOutside);
  const auto checks = StaticWorld().Check(b.Build());
  ASSERT_EQ(checks.size(), 1u);
  EXPECT_FALSE(checks[0].passed);
  EXPECT_EQ(MismatchLine(checks[0]),
            "point p and frustum F should be outside the frustum (planes: expected outside the "
            "frustum, got inside the frustum)");
}

TEST(FrustumEngine, ShapesAreColouredByWhereTheyAre) {
  const StaticLayout layout = RightAngleScene();
  const auto colours = StaticWorld().Colours(layout);
  ASSERT_EQ(colours.size(), 7u);
  const auto colour_of = [&](const std::string& id) {
    for (std::size_t i = 0; i < layout.shapes.size(); ++i) {
      if (layout.shapes[i].id == id) {
        return colours[i];
      }
    }
    ADD_FAILURE() << "no shape " << id;
    return Color{};
  };
  EXPECT_TRUE(testing::SameColor(colour_of("F"), colors::kWhite));
  EXPECT_TRUE(testing::SameColor(colour_of("in"), colors::kGreen));
  EXPECT_TRUE(testing::SameColor(colour_of("box"), colors::kGreen));
  EXPECT_TRUE(testing::SameColor(colour_of("across"), colors::kOrange));
  EXPECT_TRUE(testing::SameColor(colour_of("behind"), colors::kBlue));
  EXPECT_TRUE(testing::SameColor(colour_of("away"), colors::kBlue));
  // Outside by the default (exact) test, though the book's says intersecting.
  EXPECT_TRUE(testing::SameColor(colour_of("edge"), colors::kBlue));
}

// Inside: in, box; intersecting: across; outside: behind, away, edge. The
// engine gathers the answers; the frustum's entry words them.
TEST(FrustumEngine, CullingCountsWhatADrawWouldSkip) {
  EXPECT_EQ(StaticWorld().PartnerNotes(RightAngleScene()),
            "Frustum F: a draw would skip 3 of 6 shapes (outside) and draw 3: 2 inside, 1 "
            "intersecting.");
}

// A layout without a frustum has nothing to say: no other kind speaks of
// the shapes tested against it.
TEST(FrustumEngine, OnlyAFrustumSpeaksOfTheShapesTestedAgainstIt) {
  StaticLayout layout = RightAngleScene();
  std::erase_if(layout.shapes, [](const NamedShape& s) { return s.id == "F"; });
  ASSERT_EQ(layout.shapes.size(), 6u);
  EXPECT_EQ(StaticWorld().PartnerNotes(layout), "");
}

TEST(FrustumSample, TheBooksTableAndOursHold) {
  testing::TestHost host;
  auto sample = SampleRegistry::Get().Find("frustum")->create(host);
  const auto checks = sample->Check();
  ASSERT_EQ(checks.size(), sample->ExpectationCount());
  // The book's 6 in-view cases, our 7 outside and across, and the models'
  // 5 (M0, M1, M2, and M3 by its surface and by its box).
  ASSERT_EQ(checks.size(), 6u + 7u + 5u);
  for (const PairCheck& check : checks) {
    EXPECT_TRUE(check.passed) << check.subject << " " << check.algorithm;
  }
}

}  // namespace
}  // namespace frustum_engine_test
}  // namespace harness
