// The hunt's cases (collide/hunt/hunt_case.h) lean to where collision code
// breaks: spheres that touch exactly, rays that start exactly on a sphere,
// flat boxes, and very small and very large scales. Each is counted here by
// its own arithmetic, over many cases, against a share well above what
// shapes drawn independently would give.
#include "collide/hunt/hunt_case.h"
#include "collide/shapes/triangle.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace collide {
namespace hunt_case_test {
namespace {

std::vector<std::vector<StaticShape>> Cases(ShapeKind a, ShapeKind b, int count) {
  const ShapeGenerators& generators = ShapeGenerators::Global();
  HuntRandom random(5);
  std::vector<std::vector<StaticShape>> cases;
  for (int i = 0; i < count; ++i) {
    cases.push_back(GenerateCase(random, generators, *generators.Find(a), *generators.Find(b)));
  }
  return cases;
}

template <typename T>
std::vector<T> All(const std::vector<StaticShape>& shapes) {
  std::vector<T> values;
  for (const StaticShape& shape : shapes) {
    if (const T* value = shape.As<T>()) {
      values.push_back(*value);
    }
  }
  return values;
}

bool TouchExactly(const Sphere& a, const Sphere& b) {
  const Vec3 d = a.center - b.center;
  const double reach = a.radius + b.radius;
  return reach > 0.0 && glm::dot(d, d) == reach * reach;
}

TEST(HuntCases, ManySphereCasesHoldTwoSpheresThatTouchExactly) {
  const auto cases = Cases(ShapeKind::kSphere, ShapeKind::kSphere, 4000);
  ASSERT_EQ(cases.size(), 4000u);
  int touching = 0;
  for (const auto& shapes : cases) {
    const auto spheres = All<Sphere>(shapes);
    ASSERT_GE(spheres.size(), 2u);
    bool any = false;
    for (std::size_t i = 0; i < spheres.size(); ++i) {
      for (std::size_t j = i + 1; j < spheres.size(); ++j) {
        any |= TouchExactly(spheres[i], spheres[j]);
      }
    }
    touching += any ? 1 : 0;
  }
  EXPECT_GT(touching, 4000 * 30 / 100) << touching;
}

TEST(HuntCases, ManyRayCasesStartExactlyOnASphere) {
  const auto cases = Cases(ShapeKind::kRay, ShapeKind::kSphere, 4000);
  int on_surface = 0;
  for (const auto& shapes : cases) {
    bool any = false;
    for (const Ray& ray : All<Ray>(shapes)) {
      for (const Sphere& sphere : All<Sphere>(shapes)) {
        const Vec3 d = ray.origin - sphere.center;
        any |= sphere.radius > 0.0 && glm::dot(d, d) == sphere.radius * sphere.radius;
      }
    }
    on_surface += any ? 1 : 0;
  }
  EXPECT_GT(on_surface, 4000 * 10 / 100) << on_surface;
}

TEST(HuntCases, BoxesAreOftenFlatAndCasesSpanVerySmallToVeryLarge) {
  const auto cases = Cases(ShapeKind::kBox, ShapeKind::kBox, 4000);
  int boxes = 0;
  int flat = 0;
  int tiny = 0;
  int huge = 0;
  for (const auto& shapes : cases) {
    double largest = 0.0;
    for (const OrientedBox& box : All<OrientedBox>(shapes)) {
      ++boxes;
      const Vec3& h = box.half_extents;
      flat += std::min({h.x, h.y, h.z}) == 0.0 ? 1 : 0;
      largest = std::max({largest, std::abs(box.center.x), std::abs(box.center.y),
                          std::abs(box.center.z), h.x, h.y, h.z});
    }
    tiny += largest > 0.0 && largest < 1e-4 ? 1 : 0;
    huge += largest > 1e5 ? 1 : 0;
  }
  EXPECT_GE(boxes, 8000);
  EXPECT_GT(flat, boxes * 20 / 100) << flat << " of " << boxes;
  EXPECT_GT(tiny, 4000 * 5 / 100) << tiny;
  EXPECT_GT(huge, 4000 * 5 / 100) << huge;
}

// A triangle pair in one plane: every corner of the second on the first's
// plane (the first with area); exact on the grid.
bool Coplanar(const Triangle& a, const Triangle& b) {
  const Vec3 normal = glm::cross(a[1] - a[0], a[2] - a[0]);
  if (normal == Vec3(0.0)) {
    return false;
  }
  for (const Vec3& corner : b.corners) {
    if (glm::dot(normal, corner - a[0]) != 0.0) {
      return false;
    }
  }
  return true;
}

TEST(HuntCases, TrianglesAreOftenCoplanarWithTheirNeighbourOrOfZeroArea) {
  const auto cases = Cases(ShapeKindOf<Triangle>::kValue, ShapeKindOf<Triangle>::kValue, 4000);
  int coplanar = 0;
  int zero_area = 0;
  int triangles = 0;
  for (const auto& shapes : cases) {
    const auto all = All<Triangle>(shapes);
    ASSERT_GE(all.size(), 2u);
    triangles += static_cast<int>(all.size());
    for (const Triangle& t : all) {
      zero_area += glm::cross(t[1] - t[0], t[2] - t[0]) == Vec3(0.0) ? 1 : 0;
    }
    bool any = false;
    for (std::size_t i = 0; i < all.size(); ++i) {
      for (std::size_t j = 0; j < all.size(); ++j) {
        any |= i != j && Coplanar(all[i], all[j]);
      }
    }
    coplanar += any ? 1 : 0;
  }
  EXPECT_GT(coplanar, 4000 * 30 / 100) << coplanar;
  EXPECT_GT(zero_area, triangles * 10 / 100) << zero_area << " of " << triangles;
}

}  // namespace
}  // namespace hunt_case_test
}  // namespace collide
