#pragma once

// A scene file in memory: shapes with ids, expectations, and the step of a
// simulation, as the reader returns it once the format is checked and before
// any sample sees it. Samples take one in LoadScene and give one back in
// SceneToSave; --check, the window and the save dialog pass it around. The
// file format is docs/scene-format.md.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "collide/registry/static_shape.h"
#include "harness/scene/outcome.h"

namespace harness {

struct SceneShape {
  std::string id;
  std::string path;  // JSON path, e.g. "shapes[2]", for the sample's own errors
  // Of any kind the scene format knows (shape_formats.h). A "plane" is the
  // book's (n.x = d) in either form a file writes it in: by `normal` and
  // `distance` (normal normalised, distance as written), or by `point` and
  // `normal`. A "ray" is normalised on reading.
  collide::StaticShape shape;
  // A sphere's motion, for samples that simulate (absent: at rest, mass 1).
  std::optional<collide::Vec3> velocity;
  std::optional<double> mass;
};

// One expectation, from a scene file's "expect" entry or a sample's
// declaration, to the check that judges it.
struct Expectation {
  std::string path;  // e.g. "expect[3]", for messages
  std::string a;     // shape ids, in either order
  std::string b;
  std::string c;                         // the third plane of a MeetingPoint; else empty
  std::optional<std::string> algorithm;  // absent: the pair's default algorithm
  // Intersects: the pair's static test. ContactTime: moving linearly from
  // the scene's state, ignoring every other shape, a and b first touch at
  // this time within the step (dt); no time: no contact within the step.
  // Contains: the point (a or b) is in or on the other shape. ClosestPoint:
  // the other shape's point nearest to the point. Side: the side of the
  // plane the point is on. Hit: the ray or segment meets the other shape at
  // t (along the segment for a segment). MeetingPoint: where planes a, b and
  // c meet, or no single point.
  Outcome expected;
  // For the outcomes that take one (TakesTolerance); otherwise, and when a
  // file gives none, DefaultTolerance(expected).
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
  // Free text for whoever reads the case: how its expected values were
  // worked out, what it guards. Shown under the title; never checked.
  std::string description;
  std::vector<SceneShape> shapes;
  std::vector<Expectation> expect;
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

// A path a scene gives (a model's `file`, from the tutorial's chapter 4 on)
// as the program opens it: an absolute path as written, a relative one
// against the folder of the scene's file (`scene_file`, the path it was
// read from), so that a scene and its assets move together and the
// working directory does not matter. The model kind reads its `file`
// through it.
std::string ResolveScenePath(std::string_view scene_file, std::string_view path);

}  // namespace harness
