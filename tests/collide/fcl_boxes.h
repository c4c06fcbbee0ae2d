#pragma once

// An oriented box as FCL's collision object, for the tests that take FCL
// (libfcl-dev) as an oracle: sat/box_fcl_oracle_test.cpp (its box-box
// boolean) and convex/gjk_fcl_oracle_test.cpp (its distance). Only those
// include it, and they are built only when FCL is found.

#include <fcl/geometry/shape/box.h>
#include <fcl/narrowphase/collision_object.h>

#include <memory>

#include "collide/shapes/box.h"

namespace collide::fcl_oracle {

// fcl::Box takes side lengths, and Eigen's matrix is (row, column) where
// glm's is [column][row].
inline fcl::CollisionObjectd FclBoxOf(const OrientedBox& box) {
  fcl::Matrix3d rotation;
  for (int row = 0; row < 3; ++row) {
    for (int column = 0; column < 3; ++column) {
      rotation(row, column) = box.rotation[column][row];
    }
  }
  const Vec3 side = 2.0 * box.half_extents;
  return fcl::CollisionObjectd(std::make_shared<fcl::Boxd>(side.x, side.y, side.z), rotation,
                               fcl::Vector3d(box.center.x, box.center.y, box.center.z));
}

}  // namespace collide::fcl_oracle
