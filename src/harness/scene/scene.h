#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "collide/registry/static_shape.h"

namespace harness {

struct SceneShape {
  std::string id;
  std::string type;  // as written in the file, e.g. "sphere"
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

inline constexpr double kDefaultContactTimeTolerance = 1e-6;
// closest_point, a hit's t, three planes' meeting point.
inline constexpr double kDefaultPointOutcomeTolerance = 1e-5;

struct SceneExpectation {
  std::string path;  // e.g. "expect[3]"
  std::string a;
  std::string b;
  std::string c;                         // the third plane of a "point" (three planes) expectation
  std::optional<std::string> algorithm;  // absent: the pair's default algorithm
  // Exactly one outcome is set. `intersects`: the pair's static test.
  // `contact_time`: moving linearly from the scene's state, ignoring every
  // other shape, a and b first touch at this time within [0, dt]; a
  // contact_time that holds nullopt expects no contact within the step.
  std::optional<bool> intersects;
  std::optional<std::optional<double>> contact_time;
  // `contains`: the point (a or b) is in or on the other shape.
  std::optional<bool> contains;
  // `closest_point`: the other shape's point nearest to the point.
  std::optional<collide::Vec3> closest_point;
  // `side`: -1, 0 or +1, the side of the plane the point is on.
  std::optional<int> side;
  // `hit`: the ray or segment meets the other shape; `t` (only with hit:
  // true) the distance along it, along the segment for a segment.
  std::optional<bool> hit;
  std::optional<double> t;
  // `point`: where planes a, b and c meet; holds nullopt for "null" (they do
  // not meet in a single point).
  std::optional<std::optional<collide::Vec3>> point;
  // For contact_time (default kDefaultContactTimeTolerance) and for
  // closest_point, t and point (default kDefaultPointOutcomeTolerance).
  double tolerance = kDefaultContactTimeTolerance;
};

// The key of the expectation's outcome in a scene file: "intersects",
// "contact_time", "contains", "closest_point", "side", "hit" or "point";
// empty when none is set.
std::string_view OutcomeKey(const SceneExpectation& expectation);
// Whether the outcome takes a "tolerance": contact_time, closest_point, a
// hit with t, point.
bool TakesTolerance(const SceneExpectation& expectation);
// The tolerance when the file gives none: kDefaultContactTimeTolerance for
// contact_time (and intersects, which uses none), kDefaultPointOutcomeTolerance
// for every other outcome. The writer leaves out a tolerance equal to it.
double DefaultTolerance(const SceneExpectation& expectation);

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

// A path a scene gives (a model's `file`, from the tutorial's chapter 4 on)
// as the program opens it: an absolute path as written, a relative one
// against the folder of the scene's file, so that a scene and its assets
// move together and the working directory does not matter.
std::string ResolveScenePath(const Scene& scene, std::string_view path);

}  // namespace harness
