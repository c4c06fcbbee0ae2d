// FCL (libfcl-dev) as a second opinion on Distance() for oriented boxes: on
// a few hundred random separated pairs, fcl::distance with nearest points
// (its GJK, libccd) gives the same distance, and its nearest points are as
// far apart as ours say. Built into collide_tests only when FCL is found
// (tests/CMakeLists.txt).

#include <gtest/gtest.h>

#include <fcl/narrowphase/collision_object.h>
#include <fcl/narrowphase/distance.h>

#include <random>

#include "collide/convex/contacts.h"
#include "collide/shapes/box.h"
#include "fcl_boxes.h"

namespace collide {
namespace gjk_fcl_oracle_test {
namespace {

using fcl_oracle::FclBoxOf;

TEST(GjkFclOracle, BoxDistancesAgreeWithFcl) {
  std::mt19937 rng(3709);
  std::uniform_real_distribution<double> coord(-2.0, 2.0);
  std::uniform_real_distribution<double> half(0.1, 1.0);
  std::uniform_real_distribution<double> angle(-180.0, 180.0);
  const auto random_box = [&] {
    return OrientedBox{Vec3(coord(rng), coord(rng), coord(rng)),
                       Vec3(half(rng), half(rng), half(rng)),
                       RotationFromEulerDegrees({angle(rng), angle(rng), angle(rng)})};
  };
  const fcl::DistanceRequestd request(/*enable_nearest_points=*/true);
  int compared = 0;
  for (int n = 0; n < 400; ++n) {
    const OrientedBox a = random_box();
    const OrientedBox b = random_box();
    const ClosestPoints ours = Distance(a, b);
    if (ours.distance < 1e-3) {
      continue;  // overlapping or nearly: FCL's libccd answers those differently
    }
    const fcl::CollisionObjectd fa = FclBoxOf(a);
    const fcl::CollisionObjectd fb = FclBoxOf(b);
    fcl::DistanceResultd result;
    const double theirs = fcl::distance(&fa, &fb, request, result);
    ASSERT_NEAR(ours.distance, theirs, 1e-6) << "pair " << n;
    const fcl::Vector3d gap = result.nearest_points[1] - result.nearest_points[0];
    ASSERT_NEAR(gap.norm(), ours.distance, 1e-6) << "pair " << n;
    ++compared;
  }
  EXPECT_GT(compared, 200);
}

}  // namespace
}  // namespace gjk_fcl_oracle_test
}  // namespace collide
