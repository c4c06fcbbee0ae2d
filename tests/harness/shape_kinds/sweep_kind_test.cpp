// The sweep kind in scene files: its translation and the shape it moves,
// nested as a scene's shape without an id, written back as read; each
// refusal at its path: a shape that is not convex, a sweep of a sweep, no
// shape, a nested shape's own bad field; and the panel's edits reach the
// nested shape.

#include <gtest/gtest.h>

#include <string>

#include "collide/registry/sweep.h"
#include "collide/shapes/capsule.h"
#include "fixtures.h"
#include "harness/scene/scene.h"
#include "harness/scene/scene_writer.h"
#include "harness/shape_kinds/shape_kind_entry.h"
#include "type_into_editor.h"

namespace harness {
namespace sweep_kind_test {
namespace {

using collide::Sweep;
using collide::Vec3;

std::string SweepShape(const std::string& fields) {
  return R"({"id": "s", "type": "sweep", )" + fields + "}";
}

Scene Parse(const std::string& shapes) {
  return ParseScene(testing::SceneText("playground", "", shapes), "sweeps.json");
}

InputError Refusal(const std::string& fields) {
  return testing::ParseError(testing::SceneText("playground", "", SweepShape(fields)));
}

TEST(SweepKind, ReadsTheTranslationAndTheNestedShape) {
  const Scene scene = Parse(SweepShape(R"("translation": [8, 0, 0], "shape": {"type": "capsule",
      "start": [-4, -0.5, 4], "end": [-4, 0.5, 4], "radius": 0.5})"));
  ASSERT_EQ(scene.shapes.size(), 1u);
  const Sweep& sweep = scene.shapes[0].shape.Get<Sweep>();
  EXPECT_EQ(sweep.translation, Vec3(8, 0, 0));
  const collide::Capsule& c = sweep.shape.Get<collide::Capsule>();
  EXPECT_EQ(c.start, Vec3(-4, -0.5, 4));
  EXPECT_EQ(c.end, Vec3(-4, 0.5, 4));
  EXPECT_EQ(c.radius, 0.5);
}

TEST(SweepKind, EveryConvexKindIsWrittenBackAndReadAsTheSameSweep) {
  const Scene scene =
      Parse(SweepShape(R"("translation": [1e-9, -2, 0.1], "shape": {"type": "sphere",
          "center": [1, 2, 3], "radius": 0.25})") +
            R"(, {"id": "b", "type": "sweep", "translation": [0, 0, 3], "shape": {"type": "box",
          "center": [0, 1, 0], "half_extents": [1, 2, 3], "rotation_deg": [0, 30, 0]}},
         {"id": "h", "type": "sweep", "translation": [-1, 0, 0], "shape": {"type": "hull",
          "points": [[0, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, 1]], "position": [4, 0, 0]}},
         {"id": "t", "type": "sweep", "translation": [0, -1, 0], "shape": {"type": "triangle",
          "corners": [[0, 0, 0], [1, 0, 0], [0, 0, 1]]}})");
  ASSERT_EQ(scene.shapes.size(), 4u);
  const std::string text = WriteScene(scene);
  const Scene again = ParseScene(text, "again.json");
  ASSERT_EQ(again.shapes.size(), 4u);
  for (std::size_t i = 0; i < 4; ++i) {
    EXPECT_EQ(again.shapes[i].shape, scene.shapes[i].shape) << i << ": " << text;
  }
  EXPECT_EQ(WriteScene(again), text);
}

TEST(SweepKind, AShapeThatIsNotConvexIsRefusedAtItsType) {
  const InputError e =
      Refusal(R"("translation": [1, 0, 0], "shape": {"type": "plane", "normal": [0, 1, 0],
                 "distance": 0})");
  EXPECT_EQ(e.where(), "shapes[0].shape.type");
  EXPECT_EQ(e.problem(),
            "a sweep moves a convex shape (point, segment, sphere, capsule, box, aabb, triangle, "
            "hull), not \"plane\"");
}

TEST(SweepKind, ASweepOfASweepIsRefused) {
  const InputError e = Refusal(R"("translation": [1, 0, 0], "shape": {"type": "sweep",
      "translation": [1, 0, 0], "shape": {"type": "point", "position": [0, 0, 0]}})");
  EXPECT_EQ(e.where(), "shapes[0].shape.type");
  EXPECT_NE(e.problem().find("not \"sweep\""), std::string::npos) << e.problem();
}

TEST(SweepKind, NoShapeIsRefusedSayingWhatIsExpected) {
  const InputError e = Refusal(R"("translation": [1, 0, 0])");
  EXPECT_EQ(e.where(), "shapes[0].shape");
  EXPECT_EQ(e.problem(), "expected the moving shape as an object: {\"type\": ..., its fields}");
}

TEST(SweepKind, ANestedShapesBadFieldIsRefusedAtItsPath) {
  const InputError e = Refusal(R"("translation": [1, 0, 0], "shape": {"type": "sphere",
      "center": [0, 0, 0], "radius": -1})");
  EXPECT_EQ(e.where(), "shapes[0].shape.radius");
  const InputError unknown = Refusal(R"("translation": [1, 0, 0], "shape": {"type": "sphere",
      "center": [0, 0, 0], "radius": 1, "colour": "red"})");
  EXPECT_EQ(unknown.where(), "shapes[0].shape.colour");
}

TEST(SweepKind, ThePanelEditsTheTranslationAndTheMovingShape) {
  const ShapeKindEntry* entry = ShapeKindTable::Global().Find(collide::ShapeKindOf<Sweep>::kValue);
  ASSERT_NE(entry, nullptr);
  collide::StaticShape shape = Sweep{collide::Sphere{Vec3(0), 1.0}, Vec3(1, 0, 0)};
  testing::TypeInto translation("translation", Vec3(0, 5, 0));
  EXPECT_TRUE(entry->edit(shape, translation));
  testing::TypeInto radius("radius", 2.0);
  EXPECT_TRUE(entry->edit(shape, radius));
  const Sweep& sweep = shape.Get<Sweep>();
  EXPECT_EQ(sweep.translation, Vec3(0, 5, 0));
  EXPECT_EQ(sweep.shape.Get<collide::Sphere>().radius, 2.0);
}

}  // namespace
}  // namespace sweep_kind_test
}  // namespace harness
