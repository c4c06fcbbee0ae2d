#pragma once

// Meshes the model and BVH tests build by hand.

#include <cmath>
#include <cstdint>
#include <memory>
#include <vector>

#include "collide/mesh/triangle_mesh.h"

namespace collide::testing {

// An n x n grid of unit squares in z = 0, two triangles each, folded into
// a tent (z = fold * |x - n / 2|), every point then `place`d (turned and
// moved).
template <typename Place>
std::shared_ptr<const TriangleMesh> TentMesh(int n, double fold, Place&& place) {
  std::vector<Vec3> vertices;
  std::vector<TriangleIndices> triangles;
  for (int y = 0; y <= n; ++y) {
    for (int x = 0; x <= n; ++x) {
      vertices.push_back(place(Vec3(x, y, fold * std::abs(x - n / 2.0))));
    }
  }
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      const auto a = static_cast<std::uint32_t>(y * (n + 1) + x);
      const auto b = a + static_cast<std::uint32_t>(n + 1);
      triangles.push_back({a, a + 1, b + 1});
      triangles.push_back({a, b + 1, b});
    }
  }
  return TriangleMesh::Make(std::move(vertices), std::move(triangles));
}

// The flat grid: [0, n] x [0, n] in z = 0.
inline std::shared_ptr<const TriangleMesh> GridMesh(int n) {
  return TentMesh(n, 0.0, [](const Vec3& p) { return p; });
}

}  // namespace collide::testing
