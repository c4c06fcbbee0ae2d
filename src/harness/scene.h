#pragma once

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "collide/box.h"
#include "collide/cylinder.h"
#include "collide/plane.h"
#include "collide/sphere.h"

namespace harness {

// The shape kinds a scene file can hold; samples take the ones they test.
using Shape = std::variant<collide::Sphere, collide::OrientedBox, collide::Aabb,
                           collide::Hexahedron, collide::Plane, collide::Cylinder>;

struct SceneShape {
  std::string id;
  std::string type;  // as written in the file, e.g. "sphere"
  std::string path;  // JSON path, e.g. "shapes[2]", for the sample's own errors
  Shape shape;
  // A sphere's motion, for samples that simulate (absent: at rest, mass 1).
  std::optional<collide::Vec3> velocity;
  std::optional<double> mass;
};

inline constexpr double kDefaultContactTimeTolerance = 1e-6;

struct SceneExpectation {
  std::string path;  // e.g. "expect[3]"
  std::string a;
  std::string b;
  std::optional<std::string> algorithm;  // absent: the pair's default algorithm
  // Exactly one outcome is set. `intersects`: the pair's static test.
  // `contact_time`: moving linearly from the scene's state, ignoring every
  // other shape, a and b first touch at this time within [0, dt]; a
  // contact_time that holds nullopt expects no contact within the step.
  std::optional<bool> intersects;
  std::optional<std::optional<double>> contact_time;
  double tolerance = kDefaultContactTimeTolerance;
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
  // For samples that simulate: the time step (> 0) and gravity.
  std::optional<double> dt;
  std::optional<collide::Vec3> gravity;

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
