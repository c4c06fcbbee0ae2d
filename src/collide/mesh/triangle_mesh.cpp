#include "collide/mesh/triangle_mesh.h"

#include <stdexcept>
#include <string>

namespace collide {
namespace {

void Validate(const std::vector<Vec3>& vertices, const std::vector<TriangleIndices>& triangles) {
  if (triangles.empty()) {
    throw std::invalid_argument("the mesh has no triangles");
  }
  for (std::size_t i = 0; i < vertices.size(); ++i) {
    if (!IsFinite(vertices[i])) {
      throw std::invalid_argument("vertex " + std::to_string(i + 1) + " is not finite");
    }
  }
  for (std::size_t i = 0; i < triangles.size(); ++i) {
    for (std::uint32_t corner : triangles[i]) {
      if (corner >= vertices.size()) {
        throw std::invalid_argument("triangle " + std::to_string(i + 1) + " names vertex " +
                                    std::to_string(corner + 1) + " of " +
                                    std::to_string(vertices.size()));
      }
    }
  }
}

Aabb BoundsOf(const std::vector<Vec3>& vertices, const std::vector<TriangleIndices>& triangles) {
  Aabb box{Vec3(kInfinity), Vec3(-kInfinity)};
  for (const TriangleIndices& corners : triangles) {
    for (std::uint32_t corner : corners) {
      box.min = glm::min(box.min, vertices[corner]);
      box.max = glm::max(box.max, vertices[corner]);
    }
  }
  return box;
}

}  // namespace

std::shared_ptr<const TriangleMesh> TriangleMesh::Make(std::vector<Vec3> vertices,
                                                       std::vector<TriangleIndices> triangles,
                                                       int jobs) {
  Validate(vertices, triangles);
  return std::shared_ptr<const TriangleMesh>(
      new TriangleMesh(std::move(vertices), std::move(triangles), jobs));
}

TriangleMesh::TriangleMesh(std::vector<Vec3> vertices, std::vector<TriangleIndices> triangles,
                           int jobs)
    : vertices_(std::move(vertices)),
      triangles_(std::move(triangles)),
      bounds_(BoundsOf(vertices_, triangles_)),
      bvh_(vertices_, triangles_, jobs) {}

Triangle TriangleMesh::TriangleAt(int index) const {
  const TriangleIndices& corners = triangles_[static_cast<std::size_t>(index)];
  return Triangle{{vertices_[corners[0]], vertices_[corners[1]], vertices_[corners[2]]}};
}

}  // namespace collide
