#pragma once

// A bounding volume hierarchy over a mesh's triangles, built once with the
// surface-area heuristic (binned, 16 bins an axis): each split is where the
// expected cost of a ray through both children, by their surface areas, is
// least, costing a leaf by its blocks of four triangles (the ray loop tests
// four at a time), so nodes of at most kMaxLeafTriangles are leaves.
// Immutable after building.
//
// A ray cast walks a wide copy of the tree (up to eight child boxes to an
// AVX2 test where the CPU has AVX2, else up to four to an SSE2 test),
// folded from the binary one where a ray's expected cost is least
// (WideFoldPlan), and tries a leaf's triangles in floats first
// (triangle_block.h), then each that passes with the exact double test;
// floats only ever let more through, so the answer is that of the double
// test on every triangle, whichever walk runs. A traced cast walks the
// binary tree, to report its nodes: a BvhTrace counts them, a Trace
// (collide/trace/trace.h) records each box test and each triangle test as
// a step of the book's walk.

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "collide/mesh/ray_triangle_t.h"
#include "collide/mesh/triangle_block.h"
#include "collide/shapes/box.h"
#include "collide/shapes/ray.h"
#include "collide/shapes/triangle.h"
#include "collide/shapes/vec.h"
#include "collide/trace/trace.h"

namespace collide {

class WorkerPool;  // collide/parallel/worker_pool.h: the build's threads

// A triangle as three indices into a vertex list.
using TriangleIndices = std::array<std::uint32_t, 3>;

// A node: its box, and either two children (count == 0: the left child is
// nodes[first], the right nodes[first + 1]) or a leaf's triangles
// (count > 0: the bvh's triangle_order()[first .. first + count)).
// Half the surface area of BOX: the surface area heuristic's measure of how
// likely a ray that meets the parent also meets this box (the build chooses
// splits by it, the wide layout orders children by it).
inline double HalfArea(const Aabb& box) {
  const Vec3 size = box.max - box.min;
  return size.x * size.y + size.y * size.z + size.z * size.x;
}

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

// Where a traced cast's marks are drawn: the mesh's frame in the world, as
// a model places it (world = position + rotation * (scale * local)). Its
// steps' numbers stay in the mesh's frame, as the walk computes them.
struct MeshPlacement {
  Vec3 position{0.0};
  Mat3 rotation{1.0};
  double scale = 1.0;
};

// A box of the mesh's frame as a traced walk draws it in the world: the
// box around its corners carried there (bvh_trace.cpp).
BoxMark PlacedBox(const MeshPlacement& placement, const Aabb& box, bool entered, std::string label);

// How the binary tree folds into a wide one (bvh_wide.cpp): for each node,
// the descendants that become a wide node's children there, chosen so that
// the expected cost of a ray through the wide tree is least over every way
// of folding it (each node and leaf costed by its surface area, as the
// build's SAH costs them), by dynamic programming from the leaves up.
class WideFoldPlan {
 public:
  static constexpr int kMaxWidth = 8;
  // Relative costs: a wide node's test of all its children's boxes, and a
  // leaf's test of its block. Equal: leaf costs from 0.7 to 2.5 measured
  // the same (docs/benchmarks.md).
  static constexpr double kNodeCost = 1.0;
  static constexpr double kLeafCost = 1.0;

  // `width`: 2 to kMaxWidth (else std::invalid_argument). Reads `nodes`
  // while it lives.
  WideFoldPlan(const std::vector<BvhNode>& nodes, int width);
  // The binary nodes that become the children of a wide node at `index`.
  std::vector<int> ChildrenOf(int index) const;

 private:
  void Cost(int index);
  void Collect(int index, int slots, std::vector<int>* out) const;

  const std::vector<BvhNode>& nodes_;
  int width_;
  // cost_[m][j]: the least cost of binary node m's subtree in at most j
  // slots; split_[m][j]: the slots its left child takes then, or 0 for m
  // in one slot (a leaf, or a wide node of its own).
  std::vector<std::array<double, kMaxWidth + 1>> cost_;
  std::vector<std::array<std::int8_t, kMaxWidth + 1>> split_;
  std::vector<std::int8_t> top_split_;  // the left child's slots in a wide node at m
};

// The ways a ray cast can walk the tree. Each gives the same answer to the
// last bit; they differ in speed.
enum class BvhWalk {
  kBinary,     // node by node (a traced cast's)
  kFourWide,   // four children a step, SSE2
  kEightWide,  // eight children a step, AVX2 (EightWideAvailable())
  kFastest,    // the widest this CPU runs: what Raycast uses
};

class Bvh {
 public:
  static constexpr int kMaxLeafTriangles = 4;

  // Whether this CPU runs the eight-wide walk (it has AVX2); the build
  // itself runs on any x86-64.
  static bool EightWideAvailable();

  // Over triangles that share no vertices. Built on `jobs` threads (the
  // calling one and jobs - 1 started for the build): the same tree, node
  // for node and in the same triangle order, on any number.
  explicit Bvh(std::span<const Triangle> triangles, int jobs = 1);
  // Over a mesh's triangles, by their corners' indices into `vertices`
  // (an index past them: std::invalid_argument): the exact test reads the
  // corners from one copy of the vertices, a sixth of the memory of a copy
  // a triangle.
  Bvh(std::span<const Vec3> vertices, std::span<const TriangleIndices> triangles, int jobs = 1);

  const std::vector<BvhNode>& nodes() const { return nodes_; }
  const std::vector<int>& triangle_order() const { return order_; }

  // The nearest hit with t in [0, max_t], two-sided; ties go to the lowest
  // triangle index. A ray in a triangle's plane misses it.
  std::optional<MeshHit> Raycast(const Ray& ray, double max_t = kInfinity,
                                 BvhTrace* trace = nullptr) const;
  // Raycast by a given walk, for comparing them; kEightWide on a CPU
  // without AVX2 walks four-wide.
  std::optional<MeshHit> RaycastBy(BvhWalk walk, const Ray& ray, double max_t = kInfinity) const;
  // Raycast, explained: with a Trace, the binary walk records each node's
  // box test (entered or skipped, with the ray's t interval in it), each
  // leaf's float filter and each exact triangle test, in the order the walk
  // takes them, deciding on the test that found the final hit; with a
  // NoTrace, Raycast itself. Both walks give the same answer to the bit.
  template <typename Tracer>
  std::optional<MeshHit> Raycast(const Ray& ray, double max_t, Tracer& trace,
                                 const MeshPlacement& placement = {}) const;

  // Calls visit(triangle_index) for every triangle in a leaf whose box
  // `overlaps_box` accepts, going down only through accepted nodes, until
  // visit returns true; returns whether one did.
  template <typename OverlapsBox, typename Visit>
  bool AnyTriangle(OverlapsBox&& overlaps_box, Visit&& visit) const;
  // AnyTriangle, explained: with a Trace, a step for each node whose box
  // `overlaps_box` accepts (entered) or refuses (skipped), its box drawn
  // where `placement` puts the mesh; `visit` records its own triangles'.
  // `query` names what the boxes are tested against ("the sphere's box").
  template <typename OverlapsBox, typename Visit, typename Tracer>
  bool AnyTriangle(OverlapsBox&& overlaps_box, Visit&& visit, Tracer& trace,
                   const MeshPlacement& placement, const char* query) const;
  // The step of a node's box test in a traced AnyTriangle (bvh_trace.cpp).
  void TraceNodeTest(Trace& trace, const MeshPlacement& placement, int index, bool accepted,
                     const char* query) const;

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
  // A leaf's triangles: in floats for the filter, and beside them their
  // corners in ray_vertices_ for the exact test, which computes the edges
  // from them as every other caller does (v1 - v0, v2 - v0, in doubles).
  // Four cache lines; a leaf with its triangles in doubles took seven, and
  // the tree no longer fitted in a core's 2 MB cache.
  struct alignas(64) RayLeaf {
    TriangleBlock floats;
    TriangleIndices corners[kBlockLanes];
  };
  static_assert(sizeof(RayLeaf) == 4 * 64, "a leaf is four whole cache lines");

  // Up to Width children's boxes side by side, for a test of all at once:
  // the binary tree with levels folded away as WideFoldPlan says, so that
  // a ray takes fewer steps down. A child is a leaf (count > 0: its
  // RayLeaf), another node of the same width (count == 0), or no child
  // (count < 0, and a NaN box, which no ray enters).
  template <int Width>
  struct alignas(64) WideNodeOf {
    float min[3][Width];
    float max[3][Width];
    std::int32_t child[Width];
    std::int32_t count[Width];
  };
  using WideNode = WideNodeOf<4>;
  using WideNode8 = WideNodeOf<8>;

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
  // Folds the binary tree below node `index` into `wide` (bvh_wide.cpp);
  // returns the new node's index there.
  template <int Width>
  int AddWideNode(int index, const WideFoldPlan& plan, std::vector<WideNodeOf<Width>>* wide) const;
  // Fills wide_nodes_, and wide8_nodes_ where the eight-wide walk runs,
  // each on a thread of its own when there are workers (null: none).
  void AddWideTrees(WorkerPool* workers);
  // The cast through the binary tree, node by node, for a trace; and the
  // ones through the wide trees, without.
  std::optional<MeshHit> RaycastBinary(const Ray& ray, double max_t, BvhTrace* trace) const;
  std::optional<MeshHit> RaycastTraced(const Ray& ray, double max_t, Trace& trace,
                                       const MeshPlacement& placement) const;
  template <typename Tracer>
  std::optional<MeshHit> RaycastBinaryBy(const Ray& ray, double max_t, BvhTrace* trace,
                                         Tracer& tracer, const MeshPlacement& placement) const;
  std::optional<MeshHit> RaycastWide(const Ray& ray, double max_t) const;
  std::optional<MeshHit> RaycastWide8(const Ray& ray, double max_t) const;  // needs AVX2
  // Tests the `count` triangles of a leaf's block, keeping the nearest hit
  // (bvh_walk.h).
  void HitLeaf(int block, int count, const Ray& ray, const BlockRay& block_ray,
               BestHit* best) const;
  // HitLeaf, recording its filter and its triangle tests with a Trace.
  template <typename Tracer>
  void HitLeafBy(int block, int count, const Ray& ray, const BlockRay& block_ray, BestHit* best,
                 Tracer& trace, const MeshPlacement& placement) const;
  // A traced walk's steps (bvh_raycast.cpp): a box test, a box skipped for
  // starting beyond the best hit, a leaf's filter, a triangle's test.
  void TraceBoxTest(Trace& trace, const MeshPlacement& placement, int index, bool met, float entry,
                    float exit) const;
  void TraceBoxBeyond(Trace& trace, const MeshPlacement& placement, int index, float entry,
                      double best_t) const;
  void TraceLeaf(Trace& trace, int block, int count, unsigned candidates) const;
  void TraceTriangle(Trace& trace, const MeshPlacement& placement, int block, int lane,
                     const std::optional<double>& hit, bool closest, double best_t) const;
  // The walk both wide casts run, with their own slab test (bvh_walk.h).
  template <int Width, typename Entered>
  std::optional<MeshHit> WalkWide(const std::vector<WideNodeOf<Width>>& wide, const Ray& ray,
                                  double max_t, const Entered& entered) const;
  // Starts loading what entering a wide node's child reads.
  template <typename Node>
  void PrefetchChild(const std::vector<Node>& wide, int child, int count) const;
  // Builds the tree over `triangles`, whose corners are `corners` in
  // ray_vertices_.
  void Build(std::span<const Triangle> triangles, std::span<const TriangleIndices> corners,
             int jobs);
  // Puts the leaf's triangles in `block`; returns whether they fit the
  // float filter's caps.
  bool FillBlock(std::span<const Triangle> triangles, std::span<const TriangleIndices> corners,
                 const BvhNode& leaf, RayLeaf* block) const;

  std::vector<BvhNode> nodes_;
  std::vector<int> order_;
  RayNode ray_root_{};
  std::vector<RayPair> ray_pairs_;  // nodes_ but the root, as the ray loop reads them
  // A leaf's triangles, in order_'s order, in ray_leaves_[first] of its
  // RayNode.
  std::vector<RayLeaf> ray_leaves_;
  std::vector<Vec3> ray_vertices_;
  bool blocks_fit_ = true;              // every triangle within the filter's caps
  std::vector<WideNode> wide_nodes_;    // [0] the root
  std::vector<WideNode8> wide8_nodes_;  // likewise; empty without AVX2
};

// Inline, so that an untraced call is Raycast's own.
template <typename Tracer>
std::optional<MeshHit> Bvh::Raycast(const Ray& ray, double max_t, Tracer& trace,
                                    const MeshPlacement& placement) const {
  if constexpr (Tracer::kOn) {
    return RaycastTraced(ray, max_t, trace, placement);
  } else {
    return Raycast(ray, max_t);
  }
}

template <typename OverlapsBox, typename Visit>
bool Bvh::AnyTriangle(OverlapsBox&& overlaps_box, Visit&& visit) const {
  NoTrace& untraced = Untraced();
  return AnyTriangle(overlaps_box, visit, untraced, MeshPlacement{}, "");
}

template <typename OverlapsBox, typename Visit, typename Tracer>
bool Bvh::AnyTriangle(OverlapsBox&& overlaps_box, Visit&& visit, Tracer& trace,
                      const MeshPlacement& placement, const char* query) const {
  int stack[64];
  int top = 0;
  stack[top++] = 0;
  while (top > 0) {
    const int index = stack[--top];
    const BvhNode& node = nodes_[static_cast<std::size_t>(index)];
    const bool accepted = overlaps_box(node.bounds);
    if constexpr (Tracer::kOn) {
      TraceNodeTest(trace, placement, index, accepted, query);
    }
    if (!accepted) {
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
