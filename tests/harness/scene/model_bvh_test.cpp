// The BVH's ray casts against brute force on every shipped model: the same
// nearest hit (t, and a triangle there) for 100,000 random rays, half aimed
// at a point on a random triangle and half pointing away from the model.

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "collide/mesh/triangle_mesh.h"
#include "harness/scene/obj_file.h"

namespace harness {
namespace model_bvh_test {
namespace {

using collide::Ray;
using collide::Vec3;

// The sanitized build runs the brute force ten times slower, so it casts
// fewer rays (its job there is memory errors, not coverage).
#if defined(__SANITIZE_ADDRESS__)
constexpr int kRays = 10'000;
#else
constexpr int kRays = 100'000;
#endif

// Brute force, written apart from the BVH's Moller-Trumbore: the plane
// through the triangle, then the hit point inside its three edges. Every
// triangle is looked at, but first in a loop the compiler vectorises: in
// floats, is the ray's line within the sphere around the triangle (its
// radius padded well past float rounding)? Only those it passes are tested
// exactly, which keeps 100,000 rays times 20,480 triangles to a second.
class BruteForce {
 public:
  explicit BruteForce(const collide::TriangleMesh& mesh) {
    const double size = glm::length(mesh.bounds().max - mesh.bounds().min);
    for (int i = 0; i < mesh.TriangleCount(); ++i) {
      const collide::Triangle t = mesh.TriangleAt(i);
      const Vec3 centre = (t[0] + t[1] + t[2]) / 3.0;
      double radius_squared = 0.0;
      for (int k = 0; k < 3; ++k) {
        radius_squared = std::max(radius_squared, glm::dot(t[k] - centre, t[k] - centre));
      }
      entries_.push_back(Entry{t, glm::cross(t[1] - t[0], t[2] - t[0])});
      centre_x_.push_back(static_cast<float>(centre.x));
      centre_y_.push_back(static_cast<float>(centre.y));
      centre_z_.push_back(static_cast<float>(centre.z));
      reach_squared_.push_back(static_cast<float>(radius_squared * 1.01 + 1e-4 * size * size));
    }
    near_.resize(entries_.size());
  }

  // The nearest t of any triangle the ray meets.
  std::optional<double> Nearest(const Ray& ray) const {
    const auto ox = static_cast<float>(ray.origin.x);
    const auto oy = static_cast<float>(ray.origin.y);
    const auto oz = static_cast<float>(ray.origin.z);
    const auto dx = static_cast<float>(ray.direction.x);
    const auto dy = static_cast<float>(ray.direction.y);
    const auto dz = static_cast<float>(ray.direction.z);
    const std::size_t count = entries_.size();
    for (std::size_t i = 0; i < count; ++i) {
      const float x = centre_x_[i] - ox;
      const float y = centre_y_[i] - oy;
      const float z = centre_z_[i] - oz;
      const float along = x * dx + y * dy + z * dz;
      near_[i] = x * x + y * y + z * z - along * along <= reach_squared_[i] ? 1 : 0;
    }
    std::optional<double> best;
    for (std::size_t i = 0; i < count; ++i) {
      if (near_[i] == 0) {
        continue;
      }
      const std::optional<double> t = HitT(entries_[i], ray, 0.0);
      if (t && (!best || *t < *best)) {
        best = t;
      }
    }
    return best;
  }

  // Where the ray meets triangle `index`, the inside test widened by
  // `slack` (a fraction of the triangle's size).
  std::optional<double> HitT(int index, const Ray& ray, double slack) const {
    return HitT(entries_[static_cast<std::size_t>(index)], ray, slack);
  }

 private:
  struct Entry {
    collide::Triangle triangle;
    Vec3 normal;
  };

  static std::optional<double> HitT(const Entry& entry, const Ray& ray, double slack) {
    const double facing = glm::dot(entry.normal, ray.direction);
    if (facing == 0.0) {
      return std::nullopt;
    }
    const double t = glm::dot(entry.normal, entry.triangle[0] - ray.origin) / facing;
    if (t < 0.0) {
      return std::nullopt;
    }
    const Vec3 point = ray.origin + t * ray.direction;
    const double area = glm::dot(entry.normal, entry.normal);
    for (int k = 0; k < 3; ++k) {
      const Vec3 edge = entry.triangle[(k + 1) % 3] - entry.triangle[k];
      const Vec3 to_point = point - entry.triangle[k];
      if (glm::dot(glm::cross(edge, to_point), entry.normal) < -slack * area) {
        return std::nullopt;
      }
    }
    return t;
  }

  std::vector<Entry> entries_;
  std::vector<float> centre_x_, centre_y_, centre_z_, reach_squared_;
  mutable std::vector<unsigned char> near_;
};

Vec3 RandomUnit(std::mt19937_64& random) {
  std::normal_distribution<double> normal;
  return glm::normalize(Vec3(normal(random), normal(random), normal(random)));
}

// Even rays aim at a random point of a random triangle (they hit); odd
// rays start outside the model's bounding sphere and point away (they miss).
std::vector<Ray> RandomRays(const collide::TriangleMesh& mesh, int count, unsigned seed) {
  std::mt19937_64 random(seed);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  std::uniform_int_distribution<int> pick(0, mesh.TriangleCount() - 1);
  const Vec3 centre = (mesh.bounds().min + mesh.bounds().max) * 0.5;
  const double radius = glm::length(mesh.bounds().max - mesh.bounds().min) * 0.5;
  std::vector<Ray> rays;
  for (int i = 0; i < count; ++i) {
    const Vec3 origin = centre + 2.5 * radius * RandomUnit(random);
    Vec3 direction;
    if (i % 2 == 0) {
      const collide::Triangle t = mesh.TriangleAt(pick(random));
      const double a = std::sqrt(unit(random));
      const double b = unit(random);
      direction = (1 - a) * t[0] + a * (1 - b) * t[1] + a * b * t[2] - origin;
    } else {
      direction = RandomUnit(random);
      if (glm::dot(direction, centre - origin) > 0.0) {
        direction = -direction;
      }
    }
    rays.push_back(*collide::MakeRay(origin, direction));
  }
  return rays;
}

class ModelBvh : public ::testing::TestWithParam<std::string> {};

TEST_P(ModelBvh, RaycastsEqualBruteForceOnRandomRaysHalfHitting) {
  const auto mesh =
      ReadObjMesh(std::filesystem::path(COLLISION_LAB_SOURCE_DIR) / "assets/models" / GetParam());
  const BruteForce brute_force(*mesh);
  const std::vector<Ray> rays = RandomRays(*mesh, kRays, 26);
  ASSERT_EQ(rays.size(), static_cast<std::size_t>(kRays));
  const double scale = glm::length(mesh->bounds().max - mesh->bounds().min);
  int hits = 0;
  for (std::size_t i = 0; i < rays.size(); ++i) {
    const std::optional<collide::MeshHit> hit = mesh->bvh().Raycast(rays[i]);
    const std::optional<double> expected = brute_force.Nearest(rays[i]);
    // The four-wide walk, where the fastest is eight-wide, to the last bit.
    const std::optional<collide::MeshHit> four_wide =
        mesh->bvh().RaycastBy(collide::BvhWalk::kFourWide, rays[i]);
    ASSERT_EQ(four_wide.has_value(), hit.has_value()) << "ray " << i;
    if (hit) {
      ASSERT_EQ(four_wide->t, hit->t) << "ray " << i;
      ASSERT_EQ(four_wide->triangle, hit->triangle) << "ray " << i;
    }
    ASSERT_EQ(hit.has_value(), expected.has_value()) << "ray " << i;
    if (!hit) {
      continue;
    }
    ++hits;
    ASSERT_NEAR(hit->t, *expected, 1e-9 * scale) << "ray " << i;
    // The triangle may be a neighbour across an edge the ray meets; it must
    // still be one the ray meets there.
    const std::optional<double> own_t = brute_force.HitT(hit->triangle, rays[i], 1e-9);
    ASSERT_TRUE(own_t.has_value()) << "ray " << i << " triangle " << hit->triangle;
    ASSERT_NEAR(*own_t, hit->t, 1e-9 * scale) << "ray " << i;
  }
  EXPECT_EQ(hits, kRays / 2);
}

INSTANTIATE_TEST_SUITE_P(ShippedModels, ModelBvh,
                         ::testing::Values("cube.obj", "icosphere.obj", "torus.obj", "rock.obj"),
                         [](const auto& info) {
                           return info.param.substr(0, info.param.find('.'));
                         });

}  // namespace
}  // namespace model_bvh_test
}  // namespace harness
