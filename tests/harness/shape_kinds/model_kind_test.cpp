// The model kind in scene files: `file` relative to the scene, placed by
// scale, rotation and translation, written back as read, a bad OBJ
// refused by scene path and OBJ line, and its pair tests in the registry.

#include <gtest/gtest.h>

#include <unistd.h>
#include <filesystem>
#include <fstream>
#include <string>

#include "collide/mesh/model.h"
#include "collide/registry/pair_tests.h"
#include "fixtures.h"
#include "harness/scene/scene.h"
#include "harness/scene/scene_writer.h"

namespace harness {
namespace model_kind_test {
namespace {

namespace fs = std::filesystem;
using collide::Model;
using collide::Vec3;

// A scene file as if in assets/scenes, so "../models/cube.obj" is shipped.
const std::string kSceneFile = std::string(COLLISION_LAB_SOURCE_DIR) + "/assets/scenes/m.json";

std::string ModelShape(const std::string& id, const std::string& fields) {
  return R"({"id": ")" + id + R"(", "type": "model", )" + fields + "}";
}

TEST(ModelKind, ReadsItsFileBesideTheSceneAndPlacesItByScaleThenRotationThenTranslation) {
  const Scene scene = ParseScene(
      testing::SceneText("playground", "",
                         ModelShape("m", R"("file": "../models/cube.obj", "position": [1, 2, 3],
                                    "rotation_deg": [0, 0, 90], "scale": 2)")),
      kSceneFile);
  ASSERT_EQ(scene.shapes.size(), 1u);
  const Model& model = scene.shapes[0].shape.Get<Model>();
  EXPECT_EQ(model.mesh->TriangleCount(), 12);
  // The cube's corner (1, -1, 1): scaled (2, -2, 2), turned about z
  // (x, y) -> (-y, x): (2, 2, 2), moved: (3, 4, 5).
  const Vec3 corner = collide::ToWorld(model, {1, -1, 1});
  EXPECT_NEAR(corner.x, 3, 1e-12);
  EXPECT_NEAR(corner.y, 4, 1e-12);
  EXPECT_NEAR(corner.z, 5, 1e-12);
}

TEST(ModelKind, WrittenAndReadBackIsTheSameModelSharingOneMesh) {
  const Scene scene = ParseScene(
      testing::SceneText("playground", "",
                         ModelShape("a", R"("file": "../models/torus.obj", "scale": 0.5)") + ", " +
                             ModelShape("b", R"("file": "../models/torus.obj",
                                        "position": [0, 1.5, 0], "rotation_deg": [30, 0, 0])")),
      kSceneFile);
  ASSERT_EQ(scene.shapes.size(), 2u);
  EXPECT_EQ(scene.shapes[0].shape.Get<Model>().mesh, scene.shapes[1].shape.Get<Model>().mesh);
  const Scene again = ParseScene(WriteScene(scene), "/elsewhere/saved.json");
  ASSERT_EQ(again.shapes.size(), 2u);
  EXPECT_EQ(again.shapes[0].shape, scene.shapes[0].shape);
  EXPECT_EQ(again.shapes[1].shape, scene.shapes[1].shape);
}

// A rotation no angles give back bit for bit (turned by the mouse, or made
// from axes) is written as its axes, and read back as the same matrix.
TEST(ModelKind, ARotationWrittenAsAxesReadsBackBitForBit) {
  Scene scene = ParseScene(
      testing::SceneText("playground", "", ModelShape("m", R"("file": "../models/cube.obj")")),
      kSceneFile);
  ASSERT_EQ(scene.shapes.size(), 1u);
  Model model = scene.shapes[0].shape.Get<Model>();
  model.rotation = collide::RotationAboutAxis(glm::normalize(Vec3(1, 2, 3)), 0.7);
  scene.shapes[0].shape = collide::StaticShape(model);
  const std::string text = WriteScene(scene);
  EXPECT_NE(text.find("\"axes\""), std::string::npos) << text;
  const Scene again = ParseScene(text, "/elsewhere/saved.json");
  ASSERT_EQ(again.shapes.size(), 1u);
  EXPECT_EQ(again.shapes[0].shape, scene.shapes[0].shape);
}

TEST(ModelKind, AxesThatAreNotARotationAreRefused) {
  const auto refused = [](const std::string& fields) {
    return std::string(
        testing::ParseError(testing::SceneText("playground", "", ModelShape("m", fields)),
                            kSceneFile)
            .what());
  };
  const std::string mirror =
      refused(R"("file": "../models/cube.obj", "axes": [[-1, 0, 0], [0, 1, 0], [0, 0, 1]])");
  EXPECT_NE(mirror.find("shapes[0].axes"), std::string::npos) << mirror;
  EXPECT_NE(mirror.find("the model's rotation is a reflection"), std::string::npos) << mirror;
  const std::string both = refused(
      R"("file": "../models/cube.obj", "axes": [[1, 0, 0], [0, 1, 0], [0, 0, 1]], "rotation_deg": [0, 0, 0])");
  EXPECT_NE(both.find("not both"), std::string::npos) << both;
}

TEST(ModelKind, ABadObjIsRefusedNamingTheSceneFieldTheObjAndItsLine) {
  const fs::path dir = fs::temp_directory_path() / ("model_kind_test_" + std::to_string(getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "bad.obj") << "v 0 0 0\nv 1 nan 0\nv 0 1 0\nf 1 2 3\n";
  const InputError error = testing::ParseError(
      testing::SceneText("playground", "", ModelShape("m", R"("file": "bad.obj")")),
      (dir / "s.json").string());
  fs::remove_all(dir);
  const std::string what = error.what();
  EXPECT_NE(what.find("shapes[0].file"), std::string::npos) << what;
  EXPECT_NE(what.find("bad.obj: line 2"), std::string::npos) << what;
}

// A face naming a vertex the file does not have is refused, not clamped
// to the last vertex (which would load a triangle the file never had):
// the scene's error names the field, the OBJ, the line and the index.
TEST(ModelKind, AFaceIndexPastTheVerticesRefusesTheSceneNotClamped) {
  const fs::path dir =
      fs::temp_directory_path() / ("model_kind_index_test_" + std::to_string(getpid()));
  fs::create_directories(dir);
  std::ofstream(dir / "past.obj") << "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\nf 1 2 4\n";
  const InputError error = testing::ParseError(
      testing::SceneText("model-raycast", "", ModelShape("m", R"("file": "past.obj")")),
      (dir / "s.json").string());
  fs::remove_all(dir);
  const std::string what = error.what();
  EXPECT_NE(what.find("shapes[0].file"), std::string::npos) << what;
  EXPECT_NE(what.find("past.obj: line 5"), std::string::npos) << what;
  EXPECT_NE(what.find("face names vertex 4 but the file has 3 vertices"), std::string::npos)
      << what;
}

TEST(ModelKind, AScaleOfZeroIsRefused) {
  const InputError error = testing::ParseError(
      testing::SceneText("playground", "",
                         ModelShape("m", R"("file": "../models/cube.obj", "scale": 0)")),
      kSceneFile);
  EXPECT_NE(std::string(error.what()).find("shapes[0].scale"), std::string::npos) << error.what();
}

TEST(ModelKind, TheRegistryCastsRaysAndTestsShapesAgainstTheSurface) {
  const Scene scene = ParseScene(
      testing::SceneText("playground", "",
                         ModelShape("m", R"("file": "../models/cube.obj", "position": [4, 0, 0])")),
      kSceneFile);
  const collide::StaticShape& cube = scene.shapes[0].shape;
  auto& registry = collide::PairTestRegistry::Global();
  const collide::StaticShape ray(*collide::MakeRay({0, 0.5, 0.5}, {1, 0, 0}));
  const auto hits = registry.Find(collide::ShapeKind::kRay, cube.kind(), collide::Query::kHit);
  ASSERT_EQ(hits.size(), 1u);
  const auto hit = registry.Run(*hits[0], ray, cube).Get<std::optional<collide::RayHit>>();
  ASSERT_TRUE(hit.has_value());
  EXPECT_NEAR(hit->t, 3.0, 1e-12);
  EXPECT_NEAR(hit->normal.x, -1.0, 1e-12);  // the face x = 3 faces the ray
  const auto touches =
      registry.Find(collide::ShapeKind::kSphere, cube.kind(), collide::Query::kIntersects);
  ASSERT_EQ(touches.size(), 1u);
  const collide::StaticShape inside(collide::Sphere{{4, 0, 0}, 0.5});
  const collide::StaticShape across(collide::Sphere{{5.2, 0, 0}, 0.5});
  EXPECT_FALSE(registry.Run(*touches[0], inside, cube).Get<bool>());
  EXPECT_TRUE(registry.Run(*touches[0], across, cube).Get<bool>());
}

}  // namespace
}  // namespace model_kind_test
}  // namespace harness
