#pragma once

// Convex hulls as the scenes and samples place them (kind 13,
// collide/shapes/convex_hull.h): built by Qhull from a list of points, or
// from the vertices of an OBJ file, read once per process and shared by
// every hull that names it (as models share their meshes), so a scene that
// places the rock ten times builds its hull once.

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "collide/shapes/convex_hull.h"

namespace harness {

// The hull of the OBJ file's vertices (its faces are not used). Throws
// InputError for a file SharedObjMesh refuses, or whose vertices have no
// volume (the file named, Qhull's refusal as the problem).
std::shared_ptr<const collide::ConvexHull> SharedObjHull(const std::filesystem::path& path);

// Where a scene's "obj" name is found: beside the scene file (a relative
// name, as a model's "file"), else in the shipped assets/models folder.
std::filesystem::path HullObjPath(const std::string& scene_file, const std::string& name);

// A hull of `points` placed by position, rotation and scale, keeping the
// points (what a scene writes back). Throws std::invalid_argument with
// Qhull's refusal when they have no volume: a sample's points are the
// program's own.
collide::PlacedHull HullOfPoints(std::vector<collide::Vec3> points, const collide::Vec3& position,
                                 const collide::Mat3& rotation = collide::Mat3(1.0),
                                 const collide::Vec3& scale = collide::Vec3(1.0));

// The hull of assets/models/<name>'s vertices, placed; its file kept as the
// absolute path (a scene saved anywhere finds it). Throws InputError as
// SharedObjHull.
collide::PlacedHull ShippedHull(const std::string& name, const collide::Vec3& position,
                                const collide::Mat3& rotation = collide::Mat3(1.0),
                                const collide::Vec3& scale = collide::Vec3(1.0));

}  // namespace harness
