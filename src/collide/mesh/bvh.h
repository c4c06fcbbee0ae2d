#pragma once

// A bounding volume hierarchy over a mesh's triangles, built once with the
// surface-area heuristic (binned, 16 bins an axis): each split is where the
// expected cost of a ray through both children, by their surface areas, is
// least, costing a leaf by its blocks of four triangles (the ray loop tests
// four at a time), so nodes of at most kMaxLeafTriangles are leaves.
// Immutable after building.
//
// A ray cast walks a four-wide copy of the tree (four child boxes to an
// SSE2 test) and tries a leaf's triangles in floats first (triangle_block.h),
// then each that passes with the exact double test; floats only ever let
// more through, so the answer is that of the double test on every
// triangle. A traced cast walks the binary tree, to report its nodes.

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "collide/mesh/triangle_block.h"
#include "collide/shapes/box.h"
#include "collide/shapes/ray.h"
#include "collide/shapes/triangle.h"
#include "collide/shapes/vec.h"

namespace collide {

// A node: its box, and either two children (count == 0: the left child is
// nodes[first], the right nodes[first + 1]) or a leaf's triangles
// (count > 0: the bvh's triangle_order()[first .. first + count)).
struct BvhNode {
  Aabb bounds;
  int first = 0;
  int count = 0;

  bool IsLeaf() const { return count > 0; }
};

// The nearest triangle a ray meets: t along the ray (a distance for a unit
// direction), the point and the triangle's index in the mesh.
struct MeshHit {
  double t = 0.0;
  Vec3 point{0.0};
  int triangle = -1;
};

// What a ray cast did, for showing the BVH at work: how many nodes the ray
// entered (its box met the ray nearer than the best hit so far), and, when
// `entered` is given, which, in the order they were entered.
struct BvhTrace {
  int nodes_entered = 0;
  std::vector<int>* entered = nullptr;
};

class Bvh {
 public:
  static constexpr int kMaxLeafTriangles = 4;

  explicit Bvh(std::span<const Triangle> triangles);

  const std::vector<BvhNode>& nodes() const { return nodes_; }
  const std::vector<int>& triangle_order() const { return order_; }

  // The nearest hit with t in [0, max_t], two-sided; ties go to the lowest
  // triangle index. A ray in a triangle's plane misses it.
  std::optional<MeshHit> Raycast(const Ray& ray, double max_t = kInfinity,
                                 BvhTrace* trace = nullptr) const;

  // Calls visit(triangle_index) for every triangle in a leaf whose box
  // `overlaps_box` accepts, going down only through accepted nodes, until
  // visit returns true; returns whether one did.
  template <typename OverlapsBox, typename Visit>
  bool AnyTriangle(OverlapsBox&& overlaps_box, Visit&& visit) const;

 private:
  // A node as the ray loop reads it: its box in floats, grown outwards by
  // more than float rounding can cut off, so no ray that meets the double
  // box misses this one; half the size of a BvhNode, so more of the tree
  // stays in cache.
  struct RayNode {
    float min[3];
    std::int32_t first;  // an inner node's: its children's RayPair; a leaf's: its block
    float max[3];
    std::int32_t count;
  };
  // Two siblings in one 64-byte cache line: a step down reads both boxes
  // with one fetch.
  struct alignas(64) RayPair {
    RayNode child[2];
  };
  // A triangle as the exact test reads it: one corner and the two edges
  // from it.
  struct RayTriangle {
    Vec3 corner;
    Vec3 edge1;
    Vec3 edge2;
    int index;
  };

  // Four children's boxes side by side, for a test of all four at once: the
  // binary tree with every other level (or more) folded away, so that a
  // ray takes half the steps down. A child is a leaf (count > 0: its
  // block), another WideNode (count == 0), or no child (count < 0).
  struct alignas(64) WideNode {
    float min[3][4];
    float max[3][4];
    std::int32_t child[4];
    std::int32_t count[4];
  };

  // The nearest hit so far: t, a float no smaller (for the box tests) and
  // the triangle's index (-1 for none yet).
  struct BestHit {
    double t;
    float bound;
    int triangle;
  };

  // The binary nodes' float boxes, by node number.
  const RayNode& RayNodeAt(int index) const {
    return index == 0
               ? ray_root_
               : ray_pairs_[static_cast<std::size_t>((index - 1) / 2)].child[(index - 1) % 2];
  }
  // Folds the binary tree below node `index` into wide_nodes_; returns
  // the WideNode's index.
  int AddWideNode(int index);
  // The cast through the binary tree, node by node, for a trace; and the
  // one through the wide tree, without.
  std::optional<MeshHit> RaycastBinary(const Ray& ray, double max_t, BvhTrace* trace) const;
  std::optional<MeshHit> RaycastWide(const Ray& ray, double max_t) const;
  // Tests the `count` triangles of a leaf's block, keeping the nearest hit.
  void HitLeaf(int block, int count, const Ray& ray, const BlockRay& block_ray,
               BestHit* best) const;
  // Starts loading what entering a wide node's child reads.
  void PrefetchWide(int child, int count) const;
  // Appends the leaf's triangles as a block.
  void AddBlock(std::span<const Triangle> triangles, const BvhNode& leaf);

  std::vector<BvhNode> nodes_;
  std::vector<int> order_;
  RayNode ray_root_{};
  std::vector<RayPair> ray_pairs_;  // nodes_ but the root, as the ray loop reads them
  // A leaf's triangles, in order_'s order, in block `first` of its RayNode:
  // in floats for the filter, and in doubles at kBlockLanes * first + lane.
  std::vector<TriangleBlock> ray_blocks_;
  std::vector<RayTriangle> ray_triangles_;
  bool blocks_fit_ = true;            // every triangle within the filter's caps
  std::vector<WideNode> wide_nodes_;  // [0] the root
};

// The two-sided Moller-Trumbore test the BVH's leaves run: t of the hit
// with 0 <= t <= max_t, or nothing.
std::optional<double> RayTriangleT(const Vec3& origin, const Vec3& direction, const Vec3& corner,
                                   const Vec3& edge1, const Vec3& edge2, double max_t);

template <typename OverlapsBox, typename Visit>
bool Bvh::AnyTriangle(OverlapsBox&& overlaps_box, Visit&& visit) const {
  int stack[64];
  int top = 0;
  stack[top++] = 0;
  while (top > 0) {
    const BvhNode& node = nodes_[static_cast<std::size_t>(stack[--top])];
    if (!overlaps_box(node.bounds)) {
      continue;
    }
    if (node.IsLeaf()) {
      for (int i = node.first; i < node.first + node.count; ++i) {
        if (visit(order_[static_cast<std::size_t>(i)])) {
          return true;
        }
      }
    } else {
      stack[top++] = node.first + 1;
      stack[top++] = node.first;
    }
  }
  return false;
}

}  // namespace collide
