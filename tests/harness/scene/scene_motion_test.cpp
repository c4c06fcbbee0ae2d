#include <gtest/gtest.h>

#include "fixtures.h"
#include "harness/sample_api/sample.h"
#include "harness/scene/json_reader.h"
#include "harness/scene/scene.h"
#include "test_host.h"

namespace harness {
namespace scene_motion_test {
namespace {

std::string SceneText(const std::string& top, const std::string& shapes,
                      const std::string& expect = "") {
  return testing::SceneText("sphere-sphere", top, shapes, expect);
}

InputError Error(const std::string& text) {
  return testing::ParseError(text, "motion.json");
}

constexpr const char* kTwoBalls =
    R"({"id": "a", "type": "sphere", "center": [0, 0, 0], "radius": 1, "velocity": [1, 0, 0], "mass": 2},
       {"id": "b", "type": "sphere", "center": [5, 0, 0], "radius": 1})";

TEST(SceneMotion, ReadsVelocityMassDtAndGravity) {
  const Scene scene =
      ParseScene(SceneText(R"(, "dt": 0.6, "gravity": [0, -0.05, 0])", kTwoBalls), "f");
  EXPECT_EQ(scene.dt, 0.6);
  EXPECT_EQ(scene.gravity, collide::Vec3(0, -0.05, 0));
  EXPECT_EQ(scene.shapes[0].velocity, collide::Vec3(1, 0, 0));
  EXPECT_EQ(scene.shapes[0].mass, 2.0);
  EXPECT_FALSE(scene.shapes[1].velocity.has_value());
}

TEST(SceneMotion, ReadsPlaneAndCylinder) {
  const Scene scene = ParseScene(
      SceneText("", R"({"id": "floor", "type": "plane", "point": [0, -300, 0], "normal": [0, 2, 0]},
                      {"id": "pillar", "type": "cylinder", "point": [0, 0, 0], "axis": [0, 1, 0], "radius": 60})"),
      "f");
  // The book's plane through (0, -300, 0) facing +y: y = -300.
  EXPECT_EQ(scene.shapes[0].shape.Get<collide::BookPlane>().normal, collide::Vec3(0, 1, 0));
  EXPECT_EQ(scene.shapes[0].shape.Get<collide::BookPlane>().distance, -300.0);
  EXPECT_EQ(scene.shapes[1].shape.Get<collide::Cylinder>().radius, 60.0);
}

TEST(SceneMotion, ZeroNormalOrAxisIsAnError) {
  EXPECT_EQ(
      Error(
          SceneText("", R"({"id": "p", "type": "plane", "point": [0, 0, 0], "normal": [0, 0, 0]})"))
          .where(),
      "shapes[0].normal");
  EXPECT_EQ(
      Error(
          SceneText(
              "",
              R"({"id": "c", "type": "cylinder", "point": [0, 0, 0], "axis": [0, 0, 0], "radius": 1})"))
          .where(),
      "shapes[0].axis");
}

// [0, 1e-320, 0] is not zero, but its square underflows: normalising it
// would give no plane at all, and "no contact" would pass silently.
TEST(SceneMotion, NormalOrAxisTooShortToBeADirectionIsAnError) {
  const InputError normal = Error(SceneText(
      "", R"({"id": "p", "type": "plane", "point": [0, 0, 0], "normal": [0, 1e-320, 0]})"));
  EXPECT_EQ(normal.where(), "shapes[0].normal");
  EXPECT_NE(normal.problem().find("at least 1e-09"), std::string::npos) << normal.problem();
  EXPECT_EQ(
      Error(
          SceneText(
              "",
              R"({"id": "c", "type": "cylinder", "point": [0, 0, 0], "axis": [1e-12, 0, 0], "radius": 1})"))
          .where(),
      "shapes[0].axis");
}

TEST(SceneMotion, NegativeCylinderRadiusIsAnError) {
  EXPECT_EQ(
      Error(
          SceneText(
              "",
              R"({"id": "c", "type": "cylinder", "point": [0, 0, 0], "axis": [0, 1, 0], "radius": -1})"))
          .where(),
      "shapes[0].radius");
}

TEST(SceneMotion, NonPositiveDtIsAnError) {
  EXPECT_EQ(Error(SceneText(R"(, "dt": 0)", kTwoBalls)).where(), "dt");
  EXPECT_EQ(Error(SceneText(R"(, "dt": -0.6)", kTwoBalls)).where(), "dt");
}

TEST(SceneMotion, NonPositiveMassIsAnError) {
  EXPECT_EQ(
      Error(
          SceneText(
              "", R"({"id": "a", "type": "sphere", "center": [0, 0, 0], "radius": 1, "mass": 0})"))
          .where(),
      "shapes[0].mass");
}

TEST(SceneMotion, VelocityIsOnlyForSpheres) {
  EXPECT_EQ(
      Error(
          SceneText(
              "",
              R"({"id": "p", "type": "plane", "point": [0, 0, 0], "normal": [0, 1, 0], "velocity": [1, 0, 0]})"))
          .where(),
      "shapes[0].velocity");
}

TEST(SceneMotion, ContactTimeWithToleranceOrNull) {
  const Scene scene = ParseScene(
      SceneText(
          R"(, "dt": 4)", kTwoBalls,
          R"({"a": "a", "b": "b", "contact_time": 3, "tolerance": 1e-9, "algorithm": "sliced"},
                   {"a": "b", "b": "a", "contact_time": null})"),
      "f");
  // A contact time's step is the scene's dt.
  EXPECT_EQ(scene.expect[0].expected, Outcome(ContactTime{3.0, 4.0}));
  EXPECT_EQ(scene.expect[0].tolerance, 1e-9);
  EXPECT_EQ(scene.expect[1].expected, Outcome(ContactTime{std::nullopt, 4.0}));
  EXPECT_EQ(scene.expect[1].tolerance, kDefaultContactTimeTolerance);
}

TEST(SceneMotion, ContactTimeNeedsDt) {
  EXPECT_EQ(Error(SceneText("", kTwoBalls, R"({"a": "a", "b": "b", "contact_time": 3})")).where(),
            "expect[0].contact_time");
}

TEST(SceneMotion, ContactTimeBeyondTheStepIsAnError) {
  EXPECT_EQ(
      Error(SceneText(R"(, "dt": 1)", kTwoBalls, R"({"a": "a", "b": "b", "contact_time": 3})"))
          .where(),
      "expect[0].contact_time");
}

TEST(SceneMotion, NegativeContactTimeIsAnError) {
  EXPECT_EQ(
      Error(SceneText(R"(, "dt": 1)", kTwoBalls, R"({"a": "a", "b": "b", "contact_time": -1})"))
          .where(),
      "expect[0].contact_time");
}

TEST(SceneMotion, TwoOutcomesAreAnError) {
  EXPECT_EQ(Error(SceneText(R"(, "dt": 4)", kTwoBalls,
                            R"({"a": "a", "b": "b", "contact_time": 3, "intersects": true})"))
                .where(),
            "expect[0]");
}

TEST(SceneMotion, ToleranceWithoutContactTimeIsAnError) {
  EXPECT_EQ(Error(SceneText("", kTwoBalls,
                            R"({"a": "a", "b": "b", "intersects": false, "tolerance": 1})"))
                .where(),
            "expect[0].tolerance");
}

TEST(SceneMotion, StaticSampleRefusesMotionNamingWhere) {
  const Scene scene = ParseScene(SceneText("", kTwoBalls), "f");
  testing::TestHost host;
  auto sample = SampleRegistry::Get().Find("sphere-sphere")->create(host);
  try {
    sample->LoadScene(scene);
    FAIL();
  } catch (const InputError& e) {
    EXPECT_EQ(e.where(), "shapes[0].velocity");
  }
}

}  // namespace
}  // namespace scene_motion_test
}  // namespace harness
