#pragma once

// A triangle mesh as a model holds it (the tutorial's chapter 4): vertices,
// triangles as vertex index triples, and the BVH over them, built once.
// Immutable and shared: a model placed many times holds one
// shared_ptr<const TriangleMesh>, so no placement copies the triangles.

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "collide/mesh/bvh.h"
#include "collide/shapes/box.h"
#include "collide/shapes/triangle.h"
#include "collide/shapes/vec.h"

namespace collide {

class TriangleMesh {
 public:
  // Throws std::invalid_argument, naming the triangle or vertex, when there
  // are no triangles, an index is past the last vertex or a vertex is not
  // finite: a mesh that exists is one every query can answer on. Its BVH
  // is built on `jobs` threads (the same tree on any number).
  static std::shared_ptr<const TriangleMesh> Make(std::vector<Vec3> vertices,
                                                  std::vector<TriangleIndices> triangles,
                                                  int jobs = 1);

  int TriangleCount() const { return static_cast<int>(triangles_.size()); }
  Triangle TriangleAt(int index) const;
  const std::vector<Vec3>& vertices() const { return vertices_; }
  const std::vector<TriangleIndices>& triangles() const { return triangles_; }
  const Bvh& bvh() const { return bvh_; }
  // The box around every vertex (the book's model AABB, in the mesh's frame).
  const Aabb& bounds() const { return bounds_; }

 private:
  TriangleMesh(std::vector<Vec3> vertices, std::vector<TriangleIndices> triangles, int jobs);

  std::vector<Vec3> vertices_;
  std::vector<TriangleIndices> triangles_;
  Aabb bounds_;
  Bvh bvh_;
};

}  // namespace collide
