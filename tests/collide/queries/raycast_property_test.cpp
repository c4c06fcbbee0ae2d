// Ray casts (collide/raycast.h) against brute force: marching along the ray
// in small steps with each shape's own inside test.
#include "collide/queries/raycast.h"

#include <gtest/gtest.h>

#include "collide/queries/raycast.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "collide/queries/corner_volume.h"
#include "collide/shapes/box.h"
#include "raycast_fixtures.h"

namespace collide {
namespace raycast_property_test {
namespace {

using namespace collide::testing;  // the shared rays, shapes and hit checks

// --- Property tests against brute force ----------------------------------------

struct MarchStats {
  int cases = 0;
  int entered = 0;  // started outside, marching found the solid
  int left = 0;     // started inside
  int missed = 0;   // neither found anything
  int grazed = 0;   // the cast hit a sliver thinner than a step
};

// Marches along the ray in steps of `step` from t = 0 to `far`, with the
// shape's own inclusive inside test, and checks the cast against it:
// - from outside, the first sample inside is at most one step after the
//   hit, and the normal faces the ray;
// - from inside, the first sample outside is at most one step after the hit,
//   and the normal points along the ray;
// - when no sample is inside, a hit may only be a graze: its point must lie
//   in the shape within 1e-9;
// - every hit point lies on the surface: in the shape within 1e-9 * `size`,
//   and 1e-6 * `size` along the normal outside it.
MarchStats CheckAgainstMarching(const std::optional<RayHit>& hit, const Ray& ray, double far,
                                double step, double size,
                                const std::function<bool(const Vec3&)>& inside,
                                const std::function<double(const Vec3&)>& outside_by) {
  MarchStats stats;
  stats.cases = 1;
  const auto at = [&](double t) { return ray.origin + t * ray.direction; };
  const bool starts_inside = inside(ray.origin);
  const int steps = static_cast<int>(far / step) + 1;
  int first = -1;  // the first sample on the other side
  for (int k = 1; k <= steps && first < 0; ++k) {
    if (inside(at(k * step)) != starts_inside) {
      first = k;
    }
  }
  const double slack = 1e-9;
  if (starts_inside) {
    // The ray may start on the surface, where t = 0 is a hit too.
    EXPECT_TRUE(hit.has_value());
    if (!hit) {
      return stats;
    }
    ++stats.left;
    if (hit->t > 0.0) {
      EXPECT_GE(first, 1) << "the ray never left the shape";
      EXPECT_GE(hit->t, (first - 1) * step - slack);
      EXPECT_LE(hit->t, first * step + slack);
      EXPECT_GE(glm::dot(hit->normal, ray.direction), -1e-9);
    }
  } else if (first > 0) {
    EXPECT_TRUE(hit.has_value()) << "marching found the shape at t = " << first * step;
    if (!hit) {
      return stats;
    }
    ++stats.entered;
    EXPECT_GE(hit->t, (first - 1) * step - slack);
    EXPECT_LE(hit->t, first * step + slack);
    EXPECT_LE(glm::dot(hit->normal, ray.direction), 1e-9);
  } else if (hit) {
    ++stats.grazed;
    EXPECT_LE(outside_by(hit->point), 1e-9 * size) << "a hit where marching found nothing";
  } else {
    ++stats.missed;
  }
  if (hit) {
    EXPECT_NEAR(glm::length(hit->normal), 1.0, 1e-12);
    ExpectNear(hit->point, at(hit->t), 1e-12 * (1 + hit->t));
    EXPECT_LE(outside_by(hit->point), 1e-9 * size);
    EXPECT_FALSE(inside(hit->point + 1e-6 * size * hit->normal));
  }
  return stats;
}

void Accumulate(MarchStats& total, const MarchStats& one) {
  total.cases += one.cases;
  total.entered += one.entered;
  total.left += one.left;
  total.missed += one.missed;
  total.grazed += one.grazed;
}

// Random rays at a shape near the origin: origins in [-4, 4]^3, one in five
// near the shape's centre (mostly inside), aimed at a point near the shape.
struct RandomRays {
  std::mt19937 rng{2024};
  std::uniform_real_distribution<double> unit{-1.0, 1.0};

  Vec3 Offset(double scale) { return scale * Vec3(unit(rng), unit(rng), unit(rng)); }

  Ray Next(const Vec3& center, double size) {
    const bool near_center = std::uniform_int_distribution<int>(0, 4)(rng) == 0;
    const Vec3 origin = near_center ? center + Offset(0.5 * size) : Offset(4.0);
    const Vec3 target = center + Offset(1.2 * size);
    return MakeRay(origin, target - origin).value_or(Ray{origin, {1, 0, 0}});
  }
};

constexpr int kPropertyCases = 400;
constexpr double kStep = 1e-3;

void ExpectAllKindsSeen(const MarchStats& total) {
  EXPECT_EQ(total.cases, kPropertyCases);
  EXPECT_EQ(total.entered + total.left + total.missed + total.grazed, total.cases);
  EXPECT_GT(total.entered, kPropertyCases / 5);
  EXPECT_GT(total.left, kPropertyCases / 20);
  EXPECT_GT(total.missed, kPropertyCases / 10);
  EXPECT_LE(total.grazed, kPropertyCases / 50);
}

TEST(RaycastProperty, SphereMatchesMarching) {
  RandomRays rays;
  std::uniform_real_distribution<double> radius(0.3, 1.5);
  MarchStats total;
  for (int i = 0; i < kPropertyCases; ++i) {
    const Sphere sphere{rays.Offset(1.0), radius(rays.rng)};
    const Ray ray = rays.Next(sphere.center, sphere.radius);
    const auto inside = [&](const Vec3& p) {
      return glm::dot(p - sphere.center, p - sphere.center) <= sphere.radius * sphere.radius;
    };
    const auto outside_by = [&](const Vec3& p) {
      return glm::length(p - sphere.center) - sphere.radius;
    };
    const double far = glm::length(ray.origin - sphere.center) + sphere.radius + 1.0;
    Accumulate(total, CheckAgainstMarching(Raycast(ray, sphere), ray, far, kStep, sphere.radius,
                                           inside, outside_by));
  }
  ExpectAllKindsSeen(total);
}

TEST(RaycastProperty, AabbMatchesMarching) {
  RandomRays rays;
  std::uniform_real_distribution<double> half(0.2, 1.2);
  MarchStats total;
  for (int i = 0; i < kPropertyCases; ++i) {
    const Vec3 c = rays.Offset(1.0);
    const Vec3 h(half(rays.rng), half(rays.rng), half(rays.rng));
    const Aabb box{c - h, c + h};
    const Ray ray = rays.Next(c, glm::length(h));
    const auto inside = [&](const Vec3& p) {
      return glm::all(glm::greaterThanEqual(p, box.min)) &&
             glm::all(glm::lessThanEqual(p, box.max));
    };
    const auto outside_by = [&](const Vec3& p) {
      return glm::length(glm::max(glm::max(box.min - p, p - box.max), Vec3(0.0)));
    };
    const double far = glm::length(ray.origin - c) + glm::length(h) + 1.0;
    Accumulate(total, CheckAgainstMarching(Raycast(ray, box), ray, far, kStep, glm::length(h),
                                           inside, outside_by));
  }
  ExpectAllKindsSeen(total);
}

// For boxes and hexahedra the inside test is seed 004's six pyramids
// (corner_volume.h), which shares nothing with the slabs or the face planes.
// The distance outside is measured from the face planes of the corners: the
// largest signed distance past a face plane (0 on or inside).
double OutsideFacePlanes(const BoxCorners& c, const Vec3& p) {
  double worst = 0.0;
  for (const auto& face : kBoxFaces) {
    const Vec3& a = c[static_cast<size_t>(face[0])];
    const Vec3 n = glm::normalize(
        glm::cross(c[static_cast<size_t>(face[2])] - a,
                   c[static_cast<size_t>(face[3])] - c[static_cast<size_t>(face[1])]));
    worst = std::max(worst, glm::dot(p - a, n));
  }
  return worst;
}

TEST(RaycastProperty, OrientedBoxMatchesMarching) {
  RandomRays rays;
  std::uniform_real_distribution<double> half(0.2, 1.2);
  std::uniform_real_distribution<double> angle(-180.0, 180.0);
  MarchStats total;
  for (int i = 0; i < kPropertyCases; ++i) {
    const OrientedBox box{
        rays.Offset(1.0),
        {half(rays.rng), half(rays.rng), half(rays.rng)},
        RotationFromEulerDegrees({angle(rays.rng), angle(rays.rng), angle(rays.rng)})};
    const BoxCorners c = Corners(box);
    const double size = glm::length(box.half_extents);
    const Ray ray = rays.Next(box.center, size);
    const auto inside = [&](const Vec3& p) { return CornerVolumeContains(c, p); };
    const auto outside_by = [&](const Vec3& p) { return OutsideFacePlanes(c, p); };
    const double far = glm::length(ray.origin - box.center) + size + 1.0;
    Accumulate(total,
               CheckAgainstMarching(Raycast(ray, box), ray, far, kStep, size, inside, outside_by));
  }
  ExpectAllKindsSeen(total);
}

TEST(RaycastProperty, HexahedronMatchesMarching) {
  RandomRays rays;
  std::uniform_real_distribution<double> half(0.3, 1.2);
  std::uniform_real_distribution<double> angle(-180.0, 180.0);
  std::uniform_real_distribution<double> shrink(0.3, 1.0);
  MarchStats total;
  int valid = 0;
  for (int i = 0; i < kPropertyCases; ++i) {
    // A frustum-like hexahedron: a turned box with its +z face shrunk
    // towards the face's centre (planar faces, convex).
    const OrientedBox box{
        rays.Offset(1.0),
        {half(rays.rng), half(rays.rng), half(rays.rng)},
        RotationFromEulerDegrees({angle(rays.rng), angle(rays.rng), angle(rays.rng)})};
    Hexahedron hex{Corners(box)};
    const Vec3 top = box.center + box.rotation * Vec3(0, 0, box.half_extents.z);
    const double factor = shrink(rays.rng);
    for (size_t k = 4; k < 8; ++k) {
      hex.corners[k] = top + factor * (hex.corners[k] - top);
    }
    valid += Validate(hex).has_value() ? 0 : 1;
    const double size = glm::length(box.half_extents);
    const Ray ray = rays.Next(box.center, size);
    const auto inside = [&](const Vec3& p) { return CornerVolumeContains(hex.corners, p); };
    const auto outside_by = [&](const Vec3& p) { return OutsideFacePlanes(hex.corners, p); };
    const double far = glm::length(ray.origin - box.center) + size + 1.0;
    Accumulate(total,
               CheckAgainstMarching(Raycast(ray, hex), ray, far, kStep, size, inside, outside_by));
  }
  EXPECT_EQ(valid, kPropertyCases);
  ExpectAllKindsSeen(total);
}

}  // namespace
}  // namespace raycast_property_test
}  // namespace collide
