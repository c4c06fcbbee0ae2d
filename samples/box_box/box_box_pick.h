#pragma once

// The box-box sample under the mouse (harness::Sample's picking hooks): its
// spheres and boxes as pick proxies, and the moves, resizes and turns a
// drag, Ctrl + wheel or Ctrl + drag applies, each through Model::ReplaceShape, so colours, the
// pair table, the log and the disagreement marks follow every frame.

#include <string>
#include <vector>

#include "box_box/box_box_model.h"
#include "harness/sample/log.h"
#include "harness/sample/picking.h"

namespace box_box {

std::vector<harness::PickProxy> PickProxies(const Model& model);
// False for an unknown id.
bool MoveShape(Model& model, const std::string& id, const Vec3& delta, harness::Log& log);
// About the shape's centre: a sphere's radius, a box's extents (a
// hexahedron's corners). False for an unknown id or a factor <= 0.
bool ResizeShape(Model& model, const std::string& id, double factor, harness::Log& log);
// About the shape's centre by `angle` radians about the unit `axis`: an
// oriented box's rotation, a hexahedron's corners. False for an unknown id,
// a sphere or an AABB.
bool RotateShape(Model& model, const std::string& id, const Vec3& axis, double angle,
                 harness::Log& log);

}  // namespace box_box
