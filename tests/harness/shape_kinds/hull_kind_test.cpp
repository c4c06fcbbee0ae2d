// The hull kind in scene files: built from `points` or from an `obj` file's
// vertices, placed by scale, rotation and translation, written back as read
// (both forms), and each refusal with its path and words: too few points,
// points with no volume, a number that is not finite, a scale of 0, an OBJ
// file that is not there, both forms at once.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "collide/shapes/convex_hull.h"
#include "fixtures.h"
#include "harness/scene/scene.h"
#include "harness/scene/scene_writer.h"
#include "harness/shape_kinds/shape_kind_entry.h"
#include "type_into_editor.h"

namespace harness {
namespace hull_kind_test {
namespace {

using collide::PlacedHull;
using collide::Vec3;

// A scene file as if in assets/scenes, so "../models/cube.obj" is shipped.
const std::string kSceneFile = std::string(COLLISION_LAB_SOURCE_DIR) + "/assets/scenes/h.json";

std::string HullShape(const std::string& id, const std::string& fields) {
  return R"({"id": ")" + id + R"(", "type": "hull", )" + fields + "}";
}

Scene Parse(const std::string& shapes) {
  return ParseScene(testing::SceneText("playground", "", shapes), kSceneFile);
}

InputError Refusal(const std::string& fields) {
  return testing::ParseError(testing::SceneText("playground", "", HullShape("h", fields)),
                             kSceneFile);
}

TEST(HullKind, PointsMakeTheirHullPlacedByScaleThenRotationThenTranslation) {
  // A box's 8 corners and its centre, which the hull drops.
  const Scene scene = Parse(
      HullShape("h", R"("points": [[-1, -1, -1], [1, -1, -1], [-1, 1, -1], [1, 1, -1], [-1, -1, 1],
              [1, -1, 1], [-1, 1, 1], [1, 1, 1], [0, 0, 0]],
              "position": [1, 2, 3], "rotation_deg": [0, 0, 90], "scale": [2, 1, 1])"));
  ASSERT_EQ(scene.shapes.size(), 1u);
  const PlacedHull& hull = scene.shapes[0].shape.Get<PlacedHull>();
  EXPECT_EQ(hull.hull->vertices.size(), 8u);
  EXPECT_EQ(hull.hull->faces.size(), 6u);
  EXPECT_EQ(hull.points->size(), 9u);
  // The corner (1, -1, 1): scaled (2, -1, 1), turned about z (x, y) ->
  // (-y, x): (1, 2, 1), moved: (2, 4, 4). It is the world hull's only
  // vertex with x = 2 and y = 4.
  const collide::ConvexHull world = collide::InWorld(hull);
  int found = 0;
  for (const Vec3& v : world.vertices) {
    if (std::abs(v.x - 2) < 1e-12 && std::abs(v.y - 4) < 1e-12 && std::abs(v.z - 4) < 1e-12) {
      ++found;
    }
  }
  EXPECT_EQ(found, 1);
}

TEST(HullKind, BothFormsAreWrittenBackAndReadAsTheSameHull) {
  const Scene scene =
      Parse(HullShape("p", R"("points": [[0, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, 1.1]],
                          "position": [0.1, -0.2, 3e-9], "rotation_deg": [10, 20, 30],
                          "scale": [0.5, 2, 3])") +
            ", " + HullShape("o", R"("obj": "../models/cube.obj", "position": [5, 0, 0])") + ", " +
            HullShape("q", R"("obj": "rock.obj", "position": [9, 0, 0])"));
  ASSERT_EQ(scene.shapes.size(), 3u);
  const std::string text = WriteScene(scene);
  const Scene again = ParseScene(text, "/elsewhere/saved.json");
  ASSERT_EQ(again.shapes.size(), 3u);
  for (std::size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(again.shapes[i].shape, scene.shapes[i].shape) << i << ": " << text;
  }
  // The OBJ's hull is built once and shared.
  EXPECT_EQ(again.shapes[1].shape.Get<PlacedHull>().hull,
            scene.shapes[1].shape.Get<PlacedHull>().hull);
  EXPECT_EQ(WriteScene(again), text);
}

TEST(HullKind, DifferentPointsAreADifferentHull) {
  const Scene scene =
      Parse(HullShape("a", R"("points": [[0, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, 1]],
                          "position": [0, 0, 0])") +
            ", " + HullShape("b", R"("points": [[0, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, 2]],
                          "position": [0, 0, 0])"));
  ASSERT_EQ(scene.shapes.size(), 2u);
  EXPECT_FALSE(scene.shapes[0].shape == scene.shapes[1].shape);
}

TEST(HullKind, ThreePointsAreRefused) {
  const InputError e = Refusal(R"("points": [[0, 0, 0], [1, 0, 0], [0, 1, 0]],
                                  "position": [0, 0, 0])");
  EXPECT_EQ(e.where(), "shapes[0].points");
  EXPECT_EQ(e.problem(), "expected an array of 4 to 100000 points, got an array of 3");
}

TEST(HullKind, FlatPointsAreRefusedInQhullsWords) {
  const InputError e = Refusal(R"("points": [[0, 0, 0], [1, 0, 0], [0, 1, 0], [1, 1, 0], [2, 3, 0]],
                 "position": [0, 0, 0])");
  EXPECT_EQ(e.where(), "shapes[0].points");
  EXPECT_EQ(e.problem(), "the 5 points lie in one plane: a hull needs volume");
}

TEST(HullKind, ANumberThatIsNotFiniteIsRefusedAtItsPoint) {
  const InputError e = Refusal(R"("points": [[0, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, 1e999]],
                 "position": [0, 0, 0])");
  EXPECT_EQ(e.where(), "shapes[0].points[3][2]");
  EXPECT_EQ(e.problem(), "number 1e999 is not finite once parsed");
}

TEST(HullKind, AScaleOf0IsRefused) {
  const InputError e = Refusal(R"("points": [[0, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, 1]],
                                  "position": [0, 0, 0], "scale": [1, 0, 1])");
  EXPECT_EQ(e.where(), "shapes[0].scale");
  EXPECT_EQ(e.problem(), "a hull's scale must be from 1e-06 to 1e+06 on every axis, got 0");
}

TEST(HullKind, AnObjThatIsNotThereIsRefusedNamingIt) {
  const InputError e = Refusal(R"("obj": "no_such_rock.obj", "position": [0, 0, 0])");
  EXPECT_EQ(e.where(), "shapes[0].obj");
  EXPECT_NE(e.problem().find("no_such_rock.obj"), std::string::npos) << e.problem();
}

TEST(HullKind, PointsAndAnObjTogetherAreRefused) {
  const InputError e = Refusal(R"("points": [[0, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, 1]],
                                  "obj": "cube.obj", "position": [0, 0, 0])");
  EXPECT_EQ(e.where(), "shapes[0]");
  EXPECT_EQ(e.problem(),
            "a hull is given by \"points\" or by \"obj\", not both (got \"points\" with "
            "\"obj\")");
}

// The panel shows a small hull's points: one dragged rebuilds the hull; one
// dragged into the plane of the other three leaves no volume and is refused
// in Qhull's words, the points and hull kept.
TEST(HullKind, APointMovedInThePanelRebuildsTheHullAndAFlatOneIsRefused) {
  const ShapeKindEntry* entry =
      ShapeKindTable::Global().Find(collide::ShapeKindOf<PlacedHull>::kValue);
  ASSERT_NE(entry, nullptr);
  const Scene scene = Parse(HullShape(
      "h", R"("points": [[0, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, 1]], "position": [0, 0, 0])"));
  ASSERT_EQ(scene.shapes.size(), 1u);
  collide::StaticShape shape = scene.shapes[0].shape;
  testing::TypeInto taller("point 4", Vec3(0, 0, 3));
  EXPECT_TRUE(entry->edit(shape, taller));
  const PlacedHull& moved = shape.Get<PlacedHull>();
  ASSERT_EQ(moved.points->size(), 4u);
  EXPECT_EQ((*moved.points)[3], Vec3(0, 0, 3));
  double top = 0.0;
  for (const Vec3& v : moved.hull->vertices) {
    top = std::max(top, v.z);
  }
  EXPECT_EQ(top, 3.0);

  testing::TypeInto flat("point 4", Vec3(0.5, 0.5, 0));
  EXPECT_FALSE(entry->edit(shape, flat));
  ASSERT_EQ(flat.warnings.size(), 1u);
  EXPECT_EQ(flat.warnings[0],
            "the points were kept: the 4 points lie in one plane: a hull needs volume");
  EXPECT_EQ((*shape.Get<PlacedHull>().points)[3], Vec3(0, 0, 3));
}

}  // namespace
}  // namespace hull_kind_test
}  // namespace harness
