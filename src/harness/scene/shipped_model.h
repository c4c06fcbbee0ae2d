#pragma once

// The models the samples place: assets/models/<name>, read once per
// process (SharedObjMesh) and placed by scale, rotation and translation.
// Shared by every sample family that places models (models/, octree/,
// the frustum).

#include <string>

#include "collide/mesh/model.h"

namespace harness {

// Throws InputError when the file cannot be read.
collide::Model ShippedModel(const std::string& name, const collide::Vec3& position,
                            const collide::Vec3& rotation_deg = collide::Vec3(0.0),
                            double scale = 1.0);

}  // namespace harness
