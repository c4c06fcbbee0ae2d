#pragma once

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "collide/box.h"
#include "collide/sphere.h"

namespace harness {

// The shape kinds a scene file can hold; samples take the ones they test.
using Shape =
    std::variant<collide::Sphere, collide::OrientedBox, collide::Aabb, collide::Hexahedron>;

struct SceneShape {
  std::string id;
  std::string type;  // as written in the file, e.g. "sphere"
  std::string path;  // JSON path, e.g. "shapes[2]", for the sample's own errors
  Shape shape;
};

struct SceneExpectation {
  std::string path;  // e.g. "expect[3]"
  std::string a;
  std::string b;
  std::optional<std::string> algorithm;  // absent: the pair's default algorithm
  std::optional<bool> intersects;
};

// A scene file after its format has been checked: every id unique, every
// expectation naming existing shapes, every number finite, every shape valid
// on its own (radius >= 0, min <= max, a convex hexahedron, ...). Whether the named sample takes
// these shapes and algorithms is the sample's to judge (Sample::LoadScene).
struct Scene {
  std::string file;
  std::string sample;
  std::string title;
  std::vector<SceneShape> shapes;
  std::vector<SceneExpectation> expect;

  const SceneShape* FindShape(const std::string& id) const;
};

inline constexpr const char* kSceneFormat = "collision-lab-scene/1";

// Reads and validates a scene file; throws InputError naming the file, the
// JSON path and the problem.
Scene LoadSceneFile(const std::string& path);
Scene ParseScene(std::string_view text, const std::string& file);

// One shape object of a scene file, by its "type"; throws InputError.
class ObjectReader;
Shape ReadShape(const std::string& type, ObjectReader& reader);

}  // namespace harness
