#pragma once

// The FCL plugin's collision objects, as both of its files build them (the
// boolean tests, cl_fcl.cpp, and the narrow phase, cl_fcl_narrow_phase.cpp):
// a sphere as fcl::Sphered, an AABB as an unturned fcl::Boxd, a box as a
// turned one (cl_obb's rotation is row-major, its columns the box's axes).

#include <collision_lab/plugin.h>

#include <fcl/geometry/shape/box.h>
#include <fcl/geometry/shape/sphere.h>
#include <fcl/narrowphase/collision_object.h>

#include <memory>

namespace fcl_objects {

inline fcl::Vector3d V(const cl_vec3& v) {
  return {v.x, v.y, v.z};
}

inline fcl::CollisionObjectd At(std::shared_ptr<fcl::CollisionGeometryd> geometry,
                                const fcl::Vector3d& position,
                                const fcl::Matrix3d& rotation = fcl::Matrix3d::Identity()) {
  return fcl::CollisionObjectd(std::move(geometry), rotation, position);
}

inline fcl::CollisionObjectd Of(const cl_sphere& s) {
  return At(std::make_shared<fcl::Sphered>(s.radius), V(s.center));
}

inline fcl::CollisionObjectd Of(const cl_aabb& b) {
  const fcl::Vector3d side = V(b.max) - V(b.min);
  return At(std::make_shared<fcl::Boxd>(side.x(), side.y(), side.z()), 0.5 * (V(b.min) + V(b.max)));
}

inline fcl::CollisionObjectd Of(const cl_obb& b) {
  fcl::Matrix3d rotation;
  for (int row = 0; row < 3; ++row) {
    for (int column = 0; column < 3; ++column) {
      rotation(row, column) = b.rotation[row * 3 + column];
    }
  }
  const fcl::Vector3d side = 2.0 * V(b.half_extents);
  return At(std::make_shared<fcl::Boxd>(side.x(), side.y(), side.z()), V(b.center), rotation);
}

}  // namespace fcl_objects
