#pragma once

// The small meshes the BVH's trace tests walk by hand (bvh_raycast_trace_test.cpp,
// model_overlaps_trace_test.cpp); trace_fixtures.h, included, has a
// trace's sentences in order (StepTexts).

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "collide/mesh/triangle_mesh.h"
#include "collide/trace/trace.h"
#include "trace_fixtures.h"

namespace collide::testing {

// One leaf of three triangles (at most four make a leaf): 0 at z = 2 and 2
// at z = 1 over the half square below the diagonal of [1, 3]^2, 1 a sliver
// in the corner at z = 1.5.
inline std::shared_ptr<const TriangleMesh> OneLeafMesh() {
  return TriangleMesh::Make({{1, 1, 2},
                             {3, 1, 2},
                             {3, 3, 2},
                             {1, 1, 1.5},
                             {1.2, 1, 1.5},
                             {1, 1.2, 1.5},
                             {1, 1, 1},
                             {3, 1, 1},
                             {3, 3, 1}},
                            {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}});
}

// Two layers of three triangles over [1, 3]^2, at z = 4 and z = 1, each a
// half square, the other half beside it and a sliver in the corner: the
// layers are the root's two children (node 1 the lower, node 2 the upper).
inline std::shared_ptr<const TriangleMesh> TwoLayersMesh() {
  std::vector<Vec3> vertices;
  std::vector<TriangleIndices> triangles;
  for (const double z : {4.0, 1.0}) {
    const auto base = static_cast<std::uint32_t>(vertices.size());
    for (const Vec3& p : {Vec3(1, 1, z), Vec3(3, 1, z), Vec3(3, 3, z), Vec3(1, 3, z),
                          Vec3(1.2, 1, z), Vec3(1, 1.2, z)}) {
      vertices.push_back(p);
    }
    triangles.push_back({base, base + 1, base + 2});
    triangles.push_back({base, base + 2, base + 3});
    triangles.push_back({base, base + 4, base + 5});
  }
  return TriangleMesh::Make(std::move(vertices), std::move(triangles));
}

}  // namespace collide::testing
