// An oriented box's supporting feature along random directions, against a
// brute force over its eight corners: the corners whose sign on each local
// axis follows the direction's, except on the axes the direction is nearly
// perpendicular to (within kFeatureSine), where both signs are kept. The
// directions are drawn in the box's frame with some components near 0, so
// that faces and edges come up as often as corners.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstddef>
#include <random>
#include <vector>

#include "collide/manifold/supporting_face.h"
#include "collide/shapes/box.h"

namespace collide {
namespace supporting_face_property_test {
namespace {

constexpr int kCases = 100'000;
constexpr double kPointTolerance = 1e-12;  // boxes are about 1 across

struct Expected {
  std::vector<Vec3> corners;
  int axis = -1;  // the face's axis when a face
  double axis_sign = 0.0;
};

// The brute force: each corner is kept when its sign agrees with the
// direction's on every axis the direction is not across. Components are
// taken in long double, and `near_threshold` says when one is so close to
// kFeatureSine that double rounding could decide either way.
Expected BruteForce(const OrientedBox& box, const Vec3& direction, bool* near_threshold) {
  std::array<long double, 3> local{};
  std::array<bool, 3> across{};
  int across_count = 0;
  for (int k = 0; k < 3; ++k) {
    const Vec3& axis = box.rotation[k];
    local[static_cast<std::size_t>(k)] = static_cast<long double>(axis.x) * direction.x +
                                         static_cast<long double>(axis.y) * direction.y +
                                         static_cast<long double>(axis.z) * direction.z;
    const long double size = std::fabs(local[static_cast<std::size_t>(k)]);
    *near_threshold = *near_threshold || std::fabs(size - kFeatureSine) < 1e-12L;
    across[static_cast<std::size_t>(k)] = size <= kFeatureSine;
    across_count += across[static_cast<std::size_t>(k)] ? 1 : 0;
  }
  Expected expected;
  for (int corner = 0; corner < 8; ++corner) {
    Vec3 point = box.center;
    bool kept = true;
    for (int k = 0; k < 3; ++k) {
      const auto uk = static_cast<std::size_t>(k);
      const double sign = (corner >> k) & 1 ? 1.0 : -1.0;
      kept = kept && (across[uk] || (local[uk] >= 0.0L) == (sign > 0.0));
      point += box.rotation[k] * (sign * box.half_extents[k]);
    }
    if (kept) {
      expected.corners.push_back(point);
    }
  }
  if (across_count == 2) {
    for (int k = 0; k < 3; ++k) {
      if (!across[static_cast<std::size_t>(k)]) {
        expected.axis = k;
        expected.axis_sign = local[static_cast<std::size_t>(k)] >= 0.0L ? 1.0 : -1.0;
      }
    }
  }
  return expected;
}

// A unit direction in the box's frame, each component either anywhere in
// [-1, 1] or within 0.03 of 0, turned into the world.
Vec3 RandomDirection(std::mt19937& rng, const OrientedBox& box) {
  std::uniform_real_distribution<double> anywhere(-1.0, 1.0);
  std::uniform_real_distribution<double> small(-0.03, 0.03);
  std::bernoulli_distribution near_zero(0.4);
  Vec3 local(0.0);
  while (glm::length(local) < 0.5) {
    for (int k = 0; k < 3; ++k) {
      local[k] = near_zero(rng) ? small(rng) : anywhere(rng);
    }
  }
  local = glm::normalize(local);
  return glm::normalize(box.rotation * local);
}

OrientedBox RandomBox(std::mt19937& rng) {
  std::uniform_real_distribution<double> coordinate(-2.0, 2.0);
  std::uniform_real_distribution<double> half(0.1, 1.0);
  std::uniform_real_distribution<double> angle(-180.0, 180.0);
  return OrientedBox{{coordinate(rng), coordinate(rng), coordinate(rng)},
                     {half(rng), half(rng), half(rng)},
                     RotationFromEulerDegrees({angle(rng), angle(rng), angle(rng)})};
}

TEST(SupportingFeatureProperty, BoxFeatureIsTheBruteForceCornersAndFacesRunCounterClockwise) {
  std::mt19937 rng(3737);
  std::array<int, 5> by_count{};
  for (int c = 0; c < kCases; ++c) {
    const OrientedBox box = RandomBox(rng);
    const Vec3 direction = RandomDirection(rng, box);
    bool near_threshold = false;
    const Expected expected = BruteForce(box, direction, &near_threshold);
    if (near_threshold) {
      continue;
    }
    std::array<Vec3, 4> points{};
    Vec3 face_normal(0.0);
    const int count = SupportingFeatureOfBox(box, direction, points.data(), &face_normal);
    ASSERT_EQ(count, static_cast<int>(expected.corners.size())) << "case " << c;
    ++by_count[static_cast<std::size_t>(count)];
    for (const Vec3& corner : expected.corners) {
      int found = 0;
      for (int i = 0; i < count; ++i) {
        found += glm::length(points[static_cast<std::size_t>(i)] - corner) < kPointTolerance;
      }
      ASSERT_EQ(found, 1) << "case " << c;
    }
    if (count == 4) {
      const Vec3 outward = box.rotation[expected.axis] * expected.axis_sign;
      ASSERT_LT(glm::length(face_normal - outward), kPointTolerance) << "case " << c;
      for (int i = 0; i < 4; ++i) {
        const Vec3& p = points[static_cast<std::size_t>(i)];
        const Vec3& q = points[static_cast<std::size_t>((i + 1) % 4)];
        const Vec3& r = points[static_cast<std::size_t>((i + 2) % 4)];
        ASSERT_GT(glm::dot(glm::cross(q - p, r - q), outward), 0.0) << "case " << c;
      }
    }
  }
  // Every kind comes up often: the property is tested on each.
  EXPECT_GT(by_count[1], kCases / 10);
  EXPECT_GT(by_count[2], kCases / 10);
  EXPECT_GT(by_count[4], kCases / 20);
  EXPECT_EQ(by_count[3], 0);
}

}  // namespace
}  // namespace supporting_face_property_test
}  // namespace collide
