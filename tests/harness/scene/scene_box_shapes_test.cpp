#include <gtest/gtest.h>

#include "fixtures.h"
#include "harness/sample_api/sample.h"
#include "harness/scene/json_reader.h"
#include "harness/scene/scene.h"
#include "test_host.h"

namespace harness {
namespace scene_box_shapes_test {
namespace {

std::string SceneWith(const std::string& shape) {
  return testing::SceneText("sphere-sphere", "", shape);
}

InputError ShapeError(const std::string& shape) {
  return testing::ParseError(SceneWith(shape), "boxes.json");
}

constexpr const char* kUnitCubeCorners =
    "[[0,0,0],[1,0,0],[0,1,0],[1,1,0],[0,0,1],[1,0,1],[0,1,1],[1,1,1]]";

TEST(SceneBoxShapes, ReadsAnOrientedBoxWithRotation) {
  const Scene scene = ParseScene(
      SceneWith(R"({"id": "b", "type": "box", "center": [1, 2, 3], "half_extents": [1, 2, 0.5],
                    "rotation_deg": [0, 0, 90]})"),
      "f");
  const auto& box = scene.shapes[0].shape.Get<collide::OrientedBox>();
  EXPECT_EQ(box.center, collide::Vec3(1, 2, 3));
  EXPECT_EQ(box.half_extents, collide::Vec3(1, 2, 0.5));
  // 90 degrees about z takes local x to world y.
  EXPECT_NEAR(box.rotation[0].y, 1.0, 1e-12);
}

TEST(SceneBoxShapes, RotationDefaultsToNone) {
  const Scene scene = ParseScene(
      SceneWith(R"({"id": "b", "type": "box", "center": [0, 0, 0], "half_extents": [1, 1, 1]})"),
      "f");
  EXPECT_EQ(scene.shapes[0].shape.Get<collide::OrientedBox>().rotation, collide::Mat3(1.0));
}

TEST(SceneBoxShapes, NegativeHalfExtentNamesTheComponent) {
  const InputError e =
      ShapeError(R"({"id": "b", "type": "box", "center": [0, 0, 0], "half_extents": [1, -1, 1]})");
  EXPECT_EQ(e.where(), "shapes[0].half_extents[1]");
}

TEST(SceneBoxShapes, ReadsAnAabb) {
  const Scene scene = ParseScene(
      SceneWith(R"({"id": "a", "type": "aabb", "min": [0, 0, 0], "max": [1, 2, 3]})"), "f");
  EXPECT_EQ(scene.shapes[0].shape.Get<collide::Aabb>().max, collide::Vec3(1, 2, 3));
}

TEST(SceneBoxShapes, AabbWithMinAboveMaxIsRefusedNotSwapped) {
  const InputError e =
      ShapeError(R"({"id": "a", "type": "aabb", "min": [0, 5, 0], "max": [1, 2, 3]})");
  EXPECT_EQ(e.where(), "shapes[0].min[1]");
  EXPECT_NE(e.problem().find("min exceeds max on y"), std::string::npos);
}

TEST(SceneBoxShapes, ReadsAHexahedron) {
  const Scene scene =
      ParseScene(SceneWith(std::string(R"({"id": "h", "type": "hexahedron", "corners": )") +
                           kUnitCubeCorners + "}"),
                 "f");
  EXPECT_EQ(scene.shapes[0].shape.Get<collide::Hexahedron>().corners[7], collide::Vec3(1, 1, 1));
}

TEST(SceneBoxShapes, HexahedronNeedsEightCorners) {
  const InputError e =
      ShapeError(R"({"id": "h", "type": "hexahedron", "corners": [[0,0,0],[1,0,0],[0,1,0]]})");
  EXPECT_EQ(e.where(), "shapes[0].corners");
  EXPECT_NE(e.problem().find("8 points"), std::string::npos);
}

TEST(SceneBoxShapes, BadHexahedronCornerNamesIt) {
  const InputError e = ShapeError(
      R"({"id": "h", "type": "hexahedron", "corners": [[0,0,0],[1,0,0],[0,1,0],[1,1,0],[0,0,1],[1,0,1],[0,1],[1,1,1]]})");
  EXPECT_EQ(e.where(), "shapes[0].corners[6]");
}

TEST(SceneBoxShapes, NonConvexHexahedronIsRejected) {
  // Corner 7 pushed into the cube: its three faces bend inwards.
  const InputError e = ShapeError(
      R"({"id": "h", "type": "hexahedron", "corners": [[0,0,0],[1,0,0],[0,1,0],[1,1,0],[0,0,1],[1,0,1],[0,1,1],[0.4,0.4,0.4]]})");
  EXPECT_EQ(e.where(), "shapes[0].corners");
}

TEST(SceneBoxShapes, SphereSampleRejectsABox) {
  const Scene scene = ParseScene(
      SceneWith(R"({"id": "b", "type": "box", "center": [0, 0, 0], "half_extents": [1, 1, 1]})"),
      "f");
  testing::TestHost host;
  auto sample = SampleRegistry::Get().Find("sphere-sphere")->create(host);
  try {
    sample->LoadScene(scene);
    FAIL();
  } catch (const InputError& e) {
    EXPECT_EQ(e.where(), "shapes[0].type");
    EXPECT_NE(e.problem().find("does not take shapes of type \"box\""), std::string::npos);
  }
}

}  // namespace
}  // namespace scene_box_shapes_test
}  // namespace harness
