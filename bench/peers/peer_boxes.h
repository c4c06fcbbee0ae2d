#pragma once

// Random oriented box pairs, and an oriented box as the peers take it:
// Bullet's transform (its shape is a btBoxShape of the same half extents)
// and an FCL collision object. Shared by the box-box cases (box_cases.cpp)
// and the contact cases (contact_cases.cpp), so both make their pairs and
// time the peers on them the same way.

#include <cstddef>
#include <memory>
#include <random>
#include <vector>

#include "collide/sat/sat.h"
#include "collide/shapes/box.h"

#ifdef COLLISION_LAB_HAVE_BULLET
#include <LinearMath/btTransform.h>
#endif
#ifdef COLLISION_LAB_HAVE_FCL
#include <fcl/geometry/shape/box.h>
#include <fcl/narrowphase/collision_object.h>
#endif

namespace collide::peers {

// `count` pairs from the seed: centres in [-reach, reach]^3, half extents in
// [0.2, 1], random Euler angles; each box's numbers drawn in that order.
inline std::vector<OrientedBoxPair> RandomBoxPairs(unsigned seed, double reach, std::size_t count) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> coord(-reach, reach);
  std::uniform_real_distribution<double> half(0.2, 1.0);
  std::uniform_real_distribution<double> angle(-180.0, 180.0);
  const auto box = [&] {  // braces: the draws in order, left to right
    return OrientedBox{{coord(rng), coord(rng), coord(rng)},
                       {half(rng), half(rng), half(rng)},
                       RotationFromEulerDegrees({angle(rng), angle(rng), angle(rng)})};
  };
  std::vector<OrientedBoxPair> made(count);
  for (OrientedBoxPair& p : made) {
    p.a = box();
    p.b = box();
  }
  return made;
}

#ifdef COLLISION_LAB_HAVE_BULLET
inline btTransform BulletTransformOf(const OrientedBox& box) {
  const Mat3& r = box.rotation;  // glm: r[column][row]
  const btMatrix3x3 basis(r[0][0], r[1][0], r[2][0], r[0][1], r[1][1], r[2][1], r[0][2], r[1][2],
                          r[2][2]);
  return btTransform(basis, btVector3(box.center.x, box.center.y, box.center.z));
}
#endif

#ifdef COLLISION_LAB_HAVE_FCL
inline std::unique_ptr<fcl::CollisionObjectd> FclObjectOf(const OrientedBox& box) {
  const Vec3 side = 2.0 * box.half_extents;  // fcl::Box takes side lengths
  fcl::Matrix3d rotation;
  for (int row = 0; row < 3; ++row) {
    for (int column = 0; column < 3; ++column) {
      rotation(row, column) = box.rotation[column][row];
    }
  }
  return std::make_unique<fcl::CollisionObjectd>(
      std::make_shared<fcl::Boxd>(side.x, side.y, side.z), rotation,
      fcl::Vector3d(box.center.x, box.center.y, box.center.z));
}
#endif

}  // namespace collide::peers
