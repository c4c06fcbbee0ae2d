// Undo of every field of every shape kind: take a snapshot, change one
// number of one shape (a scene that differs from the first in that number
// alone replaces the layout), restore, and the sample must save exactly the
// scene it saved before, digit for digit. The scene writer prints every
// number so that it reads back bit for bit (SaveTestCaseTest's round trip),
// so equal text is equal bits. For the static engine (playground, every
// kind it takes) and the model-backed samples box-box, moving-balls and
// impact-search. A restore that forgets any one field fails here, in a unit
// test, not only in a window test.
#include <gtest/gtest.h>

#include <functional>
#include <nlohmann/json.hpp>
#include <string>

#include "harness/scene/scene.h"
#include "harness/scene/scene_writer.h"
#include "test_host.h"

namespace harness {
namespace undo_every_field_test {
namespace {

using nlohmann::json;

// Every number of `value` (a number, or arrays of them, nested), in order.
void ForEachNumber(json& value, const std::function<void(json&)>& visit) {
  if (value.is_number()) {
    visit(value);
  } else if (value.is_array()) {
    for (json& item : value) {
      ForEachNumber(item, visit);
    }
  }
}

// A hexahedron's faces must stay planar, so a corner's coordinate moves
// with those of the corners that share it (a face of the cuboids below):
// number `n` is coordinate n % 3 of corner n / 3.
void MoveCornersFace(json& corners, int n) {
  const std::size_t axis = static_cast<std::size_t>(n % 3);
  const double shared = corners[static_cast<std::size_t>(n / 3)][axis].get<double>();
  for (json& corner : corners) {
    if (corner[axis].get<double>() == shared) {
      corner[axis] = shared + 0.25;
    }
  }
}

// Every scene that differs from `base` in one number of one shape's fields
// (never its id or type): that number plus a quarter (with its face, for a
// hexahedron's corner).
std::vector<std::pair<std::string, json>> OneFieldChanged(const json& base) {
  std::vector<std::pair<std::string, json>> variants;
  for (std::size_t i = 0; i < base["shapes"].size(); ++i) {
    for (const auto& [key, value] : base["shapes"][i].items()) {
      if (key == "id" || key == "type") {
        continue;
      }
      json copy = value;
      int count = 0;
      ForEachNumber(copy, [&](json&) { ++count; });
      for (int n = 0; n < count; ++n) {
        json variant = base;
        if (key == "corners") {
          MoveCornersFace(variant["shapes"][i][key], n);
        } else {
          int k = 0;
          ForEachNumber(variant["shapes"][i][key], [&](json& number) {
            if (k++ == n) {
              number = number.get<double>() + 0.25;
            }
          });
        }
        variants.emplace_back(
            base["shapes"][i]["id"].get<std::string>() + "." + key + "#" + std::to_string(n),
            variant);
      }
    }
  }
  return variants;
}

std::string Saved(const Sample& sample) {
  const std::optional<Scene> scene = sample.SceneToSave("undo", false);
  return scene ? WriteScene(*scene) : "";
}

// Loads `base`, snapshots, and for each one-field change: loads it (the
// saved scene must change), restores, and the saved scene must be as before.
// Returns how many changes were tried.
std::size_t UndoEachFieldChange(const std::string& sample_id, const json& base) {
  testing::TestHost host;
  auto sample = SampleRegistry::Get().Find(sample_id)->create(host);
  sample->Initialize(800, 600);
  sample->LoadScene(ParseScene(base.dump(), "base.json"));
  const std::string before = Saved(*sample);
  EXPECT_NE(before, "");
  const std::any snapshot = sample->undo()->Snapshot();
  const auto variants = OneFieldChanged(base);
  for (const auto& [name, variant] : variants) {
    SCOPED_TRACE(sample_id + ": " + name);
    sample->LoadScene(ParseScene(variant.dump(), "changed.json"));
    EXPECT_NE(Saved(*sample), before) << "the change shows in the saved scene";
    sample->undo()->Restore(snapshot);
    EXPECT_EQ(Saved(*sample), before);
  }
  return variants.size();
}

json Scene(const std::string& sample, const char* shapes) {
  json scene = {{"format", "collision-lab-scene/1"}, {"sample", sample}};
  scene["shapes"] = json::parse(shapes);
  return scene;
}

// One shape of each kind the static engine takes; the hexahedron is a
// cuboid, so that moving a face keeps it convex (MoveCornersFace).
constexpr const char* kStaticShapes = R"([
  {"id": "s", "type": "sphere", "center": [0.5, 1.5, -2], "radius": 1.25},
  {"id": "a", "type": "aabb", "min": [-3, -2, -1], "max": [-1, 0, 1]},
  {"id": "b", "type": "box", "center": [4, 1, 0], "half_extents": [1, 0.5, 2],
   "rotation_deg": [10, 20, 30]},
  {"id": "h", "type": "hexahedron", "corners": [[-2, -2, 5], [2, -2, 5], [-2, 2, 5], [2, 2, 5],
                                                [-2, -2, 9], [2, -2, 9], [-2, 2, 9], [2, 2, 9]]},
  {"id": "p", "type": "plane", "normal": [0, 1, 0.5], "distance": -3},
  {"id": "q", "type": "point", "position": [1, 2, 3]},
  {"id": "r", "type": "ray", "origin": [-5, 0, 0], "direction": [1, 0.5, 0]},
  {"id": "g", "type": "segment", "start": [0, -4, 0], "end": [3, -4, 1]}
])";

TEST(UndoEveryField, StaticEngineRestoresEachFieldOfEveryShapeKind) {
  // sphere 3 + 1, aabb 3 + 3, box 3 + 3 + 3, hexahedron 8 x 3, plane 3 + 1,
  // point 3, ray 3 + 3, segment 3 + 3.
  EXPECT_EQ(UndoEachFieldChange("playground", Scene("playground", kStaticShapes)),
            4u + 6u + 9u + 24u + 4u + 3u + 6u + 6u);
}

TEST(UndoEveryField, BoxBoxRestoresEachFieldOfEveryShapeKind) {
  constexpr const char* kShapes = R"([
    {"id": "s", "type": "sphere", "center": [0.5, 1.5, -2], "radius": 1.25},
    {"id": "a", "type": "aabb", "min": [-3, -2, -1], "max": [-1, 0, 1]},
    {"id": "b", "type": "box", "center": [4, 1, 0], "half_extents": [1, 0.5, 2],
     "rotation_deg": [10, 20, 30]},
    {"id": "h", "type": "hexahedron", "corners": [[-2, -2, 5], [2, -2, 5], [-2, 2, 5], [2, 2, 5],
                                                  [-2, -2, 9], [2, -2, 9], [-2, 2, 9], [2, 2, 9]]}
  ])";
  EXPECT_EQ(UndoEachFieldChange("box-box", Scene("box-box", kShapes)), 4u + 6u + 9u + 24u);
}

TEST(UndoEveryField, MovingBallsRestoresEachFieldOfEveryShapeKind) {
  constexpr const char* kShapes = R"([
    {"id": "floor", "type": "plane", "normal": [0, 2, 0.5], "distance": -19},
    {"id": "pipe", "type": "cylinder", "point": [20, 0, 0], "axis": [1, 1, 0], "radius": 3},
    {"id": "ball", "type": "sphere", "center": [-20, -10, 0], "radius": 1,
     "velocity": [3, -12, 4], "mass": 2}
  ])";
  json scene = Scene("moving-balls", kShapes);
  scene["dt"] = 1;
  // plane 3 + 1 (a plane is the book's, by normal and distance, so that a
  // point moved within it changes nothing), cylinder 3 + 3 + 1, sphere
  // 3 + 1 + 3 + 1.
  EXPECT_EQ(UndoEachFieldChange("moving-balls", scene), 4u + 7u + 8u);
}

TEST(UndoEveryField, ImpactSearchRestoresEachFieldOfEveryShapeKind) {
  constexpr const char* kShapes = R"([
    {"id": "target", "type": "sphere", "center": [0, 0, 0], "radius": 2},
    {"id": "box", "type": "aabb", "min": [5, -1, -1], "max": [7, 1, 1]},
    {"id": "mover", "type": "sphere", "center": [-10.3, 0.5, 0.25], "radius": 1,
     "velocity": [10, 0.5, 0]}
  ])";
  json scene = Scene("impact-search", kShapes);
  scene["dt"] = 1;
  // sphere 3 + 1, aabb 3 + 3, moving sphere 3 + 1 + 3.
  EXPECT_EQ(UndoEachFieldChange("impact-search", scene), 4u + 6u + 7u);
}

}  // namespace
}  // namespace undo_every_field_test
}  // namespace harness
