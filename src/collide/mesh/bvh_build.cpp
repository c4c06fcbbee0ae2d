// Building the BVH: binned surface-area heuristic, top-down.

#include <algorithm>
#include <array>
#include <cmath>
#include <iterator>
#include <optional>
#include <stdexcept>
#include <string>

#include "collide/mesh/bvh.h"
#include "collide/parallel/parallel_items.h"
#include "collide/parallel/worker_pool.h"

namespace collide {
namespace {

constexpr int kBins = 16;
// The cost of stepping into a node, in units of one test of a block of
// triangles (the ray loop tests a leaf's triangles kBlockLanes at a time,
// so a leaf costs by its blocks, not its triangles).
constexpr double kTraversalCost = 1.0;
// Below this depth the build splits by the heuristic; past it, at the
// median, so no tree is deeper than the ray loop's stack.
constexpr int kHeuristicDepth = 40;
// The parallel build hands subtrees no smaller than this to its threads
// (smaller ones are not worth a hand-over).
constexpr int kMinTaskTriangles = 256;

// A triangle as the build reads it. The build reorders these records
// themselves, not indices to them, so that each pass over a node's
// triangles reads memory in order (the index says which triangle it is).
// Two doubles side by side (GCC's vector extension: one SSE2 register).
using DoublePair = double __attribute__((vector_size(16)));

// A box as the binning grows it: min x, y, z and the negated max x, y, z,
// in three pairs, so that growing it is three pairwise minimums (the max's
// negation is exact and picks as glm::max does).
struct PackedBox {
  DoublePair xy_min = {kInfinity, kInfinity};
  DoublePair z_min_x_max = {kInfinity, kInfinity};
  DoublePair yz_max = {kInfinity, kInfinity};

  static PackedBox Of(const Aabb& box) {
    return PackedBox{{box.min.x, box.min.y}, {box.min.z, -box.max.x}, {-box.max.y, -box.max.z}};
  }
  Aabb Unpacked() const {
    return Aabb{Vec3(xy_min[0], xy_min[1], z_min_x_max[0]),
                Vec3(-z_min_x_max[1], -yz_max[0], -yz_max[1])};
  }
};

DoublePair PairMin(DoublePair a, DoublePair b) {
  return b < a ? b : a;  // glm::min's pick, lane by lane
}

void Grow(PackedBox* box, const PackedBox& other) {
  box->xy_min = PairMin(box->xy_min, other.xy_min);
  box->z_min_x_max = PairMin(box->z_min_x_max, other.z_min_x_max);
  box->yz_max = PairMin(box->yz_max, other.yz_max);
}

struct BuildTriangle {
  PackedBox bounds;
  Vec3 centroid;
  int index = 0;
};

Aabb Empty() {
  return Aabb{Vec3(kInfinity), Vec3(-kInfinity)};
}

void Grow(Aabb* box, const Aabb& other) {
  box->min = glm::min(box->min, other.min);
  box->max = glm::max(box->max, other.max);
}

double Blocks(int triangles) {
  return static_cast<double>((triangles + kBlockLanes - 1) / kBlockLanes);
}

struct Split {
  int axis = -1;
  int bin = 0;  // triangles in bins [0, bin] go left
  double cost = kInfinity;
};

// A subtree the parallel build leaves to a worker: its triangles
// order[first .. first + count) and its depth.
struct SubtreeTask {
  int first = 0;
  int count = 0;
  int depth = 0;
};

// The nodes above the workers' subtrees, as the parallel build's first
// pass leaves them: a node of the final tree (inner: children at
// top[left], top[left + 1]), or the root of subtree task `task`.
struct TopNode {
  BvhNode node;
  int left = -1;
  int task = -1;
};

// Builds the tree top-down, each node's split decided by its own triangles
// alone (Decide), so that a subtree comes out the same whichever thread
// builds it and whenever; only where its nodes go in the array is the
// single thread's order, restored by Place.
class Builder {
 public:
  Builder(std::span<const Triangle> triangles, std::vector<BvhNode>* nodes, std::vector<int>* order,
          WorkerPool* workers)
      : nodes_(*nodes), order_(*order) {
    built_.reserve(triangles.size());
    for (const Triangle& t : triangles) {
      Aabb box{glm::min(glm::min(t[0], t[1]), t[2]), glm::max(glm::max(t[0], t[1]), t[2])};
      built_.push_back(BuildTriangle{PackedBox::Of(box), (box.min + box.max) * 0.5,
                                     static_cast<int>(built_.size())});
    }
    nodes_.reserve(2 * triangles.size());
    const int count = static_cast<int>(triangles.size());
    if (workers == nullptr) {
      nodes_.push_back(BvhNode{});
      Build(&nodes_, 0, 0, count, 0);
    } else {
      BuildOnThreads(count, workers);
    }
    order_.resize(built_.size());
    std::transform(built_.begin(), built_.end(), order_.begin(),
                   [](const BuildTriangle& t) { return t.index; });
  }

 private:
  // A node's box, and where its triangles split (middle), or no split
  // (middle < 0: a leaf). Reorders built_[first .. first + count) only.
  struct Decision {
    Aabb bounds;
    int middle = -1;
  };

  Decision Decide(int first, int count, int depth) {
    PackedBox packed;
    Aabb centroids = Empty();
    for (int i = first; i < first + count; ++i) {
      const BuildTriangle& t = built_[static_cast<std::size_t>(i)];
      Grow(&packed, t.bounds);
      Grow(&centroids, Aabb{t.centroid, t.centroid});
    }
    const Aabb bounds = packed.Unpacked();
    if (count <= 1) {
      return Decision{bounds, -1};
    }
    int middle = first + count / 2;
    if (depth < kHeuristicDepth) {
      // A split's cost is a traversal plus at least one block: never less
      // than one block, a small leaf's cost.
      if (count <= Bvh::kMaxLeafTriangles) {
        return Decision{bounds, -1};
      }
      const Split split = BestSplit(first, count, centroids);
      if (split.axis >= 0) {
        middle = Partition(first, count, centroids, split);
      }
    }
    if (middle == first || middle == first + count) {
      middle = MedianSplit(first, count, centroids);
    }
    return Decision{bounds, middle};
  }

  // The single thread's build: children side by side at the end of
  // `nodes`, the left subtree whole before the right one.
  void Build(std::vector<BvhNode>* nodes, int node_index, int first, int count, int depth) {
    const Decision decision = Decide(first, count, depth);
    if (decision.middle < 0) {
      (*nodes)[static_cast<std::size_t>(node_index)] = BvhNode{decision.bounds, first, count};
      return;
    }
    const int left = static_cast<int>(nodes->size());
    (*nodes)[static_cast<std::size_t>(node_index)] = BvhNode{decision.bounds, left, 0};
    nodes->push_back(BvhNode{});
    nodes->push_back(BvhNode{});
    const int middle = decision.middle;
    Build(nodes, left, first, middle - first, depth + 1);
    Build(nodes, left + 1, middle, first + count - middle, depth + 1);
  }

  // The top of the tree on this thread, down to subtrees of at most
  // `task_size` triangles, those on `jobs` threads, largest first, each
  // into a vector of its own, then all laid out as Build lays them out.
  void BuildOnThreads(int count, WorkerPool* workers) {
    const int jobs = workers->jobs();
    std::vector<TopNode> top(1);
    std::vector<SubtreeTask> tasks;
    const int task_size = std::max(count / (2 * jobs), kMinTaskTriangles);
    BuildTop(&top, &tasks, 0, 0, count, 0, task_size);
    std::vector<std::size_t> largest_first(tasks.size());
    for (std::size_t i = 0; i < tasks.size(); ++i) {
      largest_first[i] = i;
    }
    std::stable_sort(largest_first.begin(), largest_first.end(),
                     [&](std::size_t a, std::size_t b) { return tasks[a].count > tasks[b].count; });
    std::vector<std::vector<BvhNode>> subtrees(tasks.size());
    RunItems(workers, tasks.size(), [&](int, std::size_t item) {
      const std::size_t task = largest_first[item];
      std::vector<BvhNode>& nodes = subtrees[task];
      nodes.reserve(2 * static_cast<std::size_t>(tasks[task].count));
      nodes.push_back(BvhNode{});
      Build(&nodes, 0, tasks[task].first, tasks[task].count, tasks[task].depth);
    });
    nodes_.push_back(BvhNode{});
    Place(top, subtrees, 0, 0);
  }

  void BuildTop(std::vector<TopNode>* top, std::vector<SubtreeTask>* tasks, int top_index,
                int first, int count, int depth, int task_size) {
    if (count <= task_size) {
      (*top)[static_cast<std::size_t>(top_index)].task = static_cast<int>(tasks->size());
      tasks->push_back(SubtreeTask{first, count, depth});
      return;
    }
    const Decision decision = Decide(first, count, depth);
    if (decision.middle < 0) {
      (*top)[static_cast<std::size_t>(top_index)].node = BvhNode{decision.bounds, first, count};
      return;
    }
    const int left = static_cast<int>(top->size());
    (*top)[static_cast<std::size_t>(top_index)].node = BvhNode{decision.bounds, 0, 0};
    (*top)[static_cast<std::size_t>(top_index)].left = left;
    top->resize(top->size() + 2);
    const int middle = decision.middle;
    BuildTop(top, tasks, left, first, middle - first, depth + 1, task_size);
    BuildTop(top, tasks, left + 1, middle, first + count - middle, depth + 1, task_size);
  }

  // Puts top node `top_index` at nodes_[at] and its descendants after the
  // end of nodes_, in Build's order: a subtree's nodes but its root, built
  // from local index 1 on, keep their order, shifted to start at the end.
  void Place(const std::vector<TopNode>& top, const std::vector<std::vector<BvhNode>>& subtrees,
             int top_index, int at) {
    const TopNode& here = top[static_cast<std::size_t>(top_index)];
    if (here.task >= 0) {
      const std::vector<BvhNode>& subtree = subtrees[static_cast<std::size_t>(here.task)];
      const int shift = static_cast<int>(nodes_.size()) - 1;
      const auto moved = [shift](BvhNode node) {
        if (!node.IsLeaf()) {
          node.first += shift;
        }
        return node;
      };
      nodes_[static_cast<std::size_t>(at)] = moved(subtree[0]);
      std::transform(subtree.begin() + 1, subtree.end(), std::back_inserter(nodes_), moved);
      return;
    }
    if (here.left < 0) {
      nodes_[static_cast<std::size_t>(at)] = here.node;
      return;
    }
    const int left = static_cast<int>(nodes_.size());
    nodes_[static_cast<std::size_t>(at)] = BvhNode{here.node.bounds, left, 0};
    nodes_.push_back(BvhNode{});
    nodes_.push_back(BvhNode{});
    Place(top, subtrees, here.left, left);
    Place(top, subtrees, here.left + 1, left + 1);
  }

  // Bins a centroid falls in along an axis: kBins across the centroids'
  // extent (scale = kBins / extent).
  static int BinOf(const Vec3& centroid, const Aabb& centroids, double scale, int axis) {
    const int bin = static_cast<int>((centroid[axis] - centroids.min[axis]) * scale);
    return std::clamp(bin, 0, kBins - 1);
  }

  static double BinScale(const Aabb& centroids, int axis) {
    const double extent = centroids.max[axis] - centroids.min[axis];
    return extent > 0.0 ? kBins / extent : 0.0;
  }

  struct Bins {
    std::array<PackedBox, kBins> boxes;
    std::array<int, kBins> counts{};
  };

  // The cheapest split over the three axes, as the cost of a ray entering
  // this node: traversal plus each child's blocks weighted by the chance
  // (its area over the node's) that the ray enters it. One pass over the
  // triangles fills the bins of all three axes.
  Split BestSplit(int first, int count, const Aabb& centroids) const {
    std::array<Bins, 3> bins;
    std::array<double, 3> scale{};
    for (int axis = 0; axis < 3; ++axis) {
      scale[static_cast<std::size_t>(axis)] = BinScale(centroids, axis);
    }
    for (int i = first; i < first + count; ++i) {
      const BuildTriangle& t = built_[static_cast<std::size_t>(i)];
      for (std::size_t axis = 0; axis < 3; ++axis) {
        const auto bin = static_cast<std::size_t>(
            BinOf(t.centroid, centroids, scale[axis], static_cast<int>(axis)));
        ++bins[axis].counts[bin];
        Grow(&bins[axis].boxes[bin], t.bounds);
      }
    }
    Split best;
    for (int axis = 0; axis < 3; ++axis) {
      if (scale[static_cast<std::size_t>(axis)] > 0.0) {
        SweepAxis(bins[static_cast<std::size_t>(axis)], axis, count, &best);
      }
    }
    return best;
  }

  // The cheapest split between an axis's bins, if cheaper than `best`.
  static void SweepAxis(const Bins& bins, int axis, int count, Split* best) {
    std::array<double, kBins> right_cost{};
    PackedBox right;
    int right_count = 0;
    for (int bin = kBins - 1; bin > 0; --bin) {
      Grow(&right, bins.boxes[static_cast<std::size_t>(bin)]);
      right_count += bins.counts[static_cast<std::size_t>(bin)];
      right_cost[static_cast<std::size_t>(bin)] = HalfArea(right.Unpacked()) * Blocks(right_count);
    }
    PackedBox whole = right;
    Grow(&whole, bins.boxes[0]);
    const double whole_area = HalfArea(whole.Unpacked());
    PackedBox left;
    int left_count = 0;
    for (int bin = 0; bin < kBins - 1; ++bin) {
      Grow(&left, bins.boxes[static_cast<std::size_t>(bin)]);
      left_count += bins.counts[static_cast<std::size_t>(bin)];
      if (left_count == 0 || left_count == count) {
        continue;
      }
      const double cost = kTraversalCost + (HalfArea(left.Unpacked()) * Blocks(left_count) +
                                            right_cost[static_cast<std::size_t>(bin + 1)]) /
                                               whole_area;
      if (cost < best->cost) {
        *best = Split{axis, bin, cost};
      }
    }
  }

  int Partition(int first, int count, const Aabb& centroids, const Split& split) {
    auto begin = built_.begin() + first;
    const double scale = BinScale(centroids, split.axis);
    auto middle = std::partition(begin, begin + count, [&](const BuildTriangle& t) {
      return BinOf(t.centroid, centroids, scale, split.axis) <= split.bin;
    });
    return static_cast<int>(middle - built_.begin());
  }

  int MedianSplit(int first, int count, const Aabb& centroids) {
    const Vec3 size = centroids.max - centroids.min;
    const int axis = size.x >= size.y && size.x >= size.z ? 0 : (size.y >= size.z ? 1 : 2);
    auto begin = built_.begin() + first;
    std::nth_element(begin, begin + count / 2, begin + count,
                     [&](const BuildTriangle& a, const BuildTriangle& b) {
                       return a.centroid[axis] < b.centroid[axis];
                     });
    return first + count / 2;
  }

  std::vector<BvhNode>& nodes_;
  std::vector<int>& order_;
  std::vector<BuildTriangle> built_;
};

}  // namespace

Bvh::Bvh(std::span<const Triangle> triangles, int jobs) {
  std::vector<TriangleIndices> corners;
  corners.reserve(triangles.size());
  ray_vertices_.reserve(3 * triangles.size());
  for (const Triangle& triangle : triangles) {
    const auto first = static_cast<std::uint32_t>(ray_vertices_.size());
    ray_vertices_.insert(ray_vertices_.end(), triangle.corners.begin(), triangle.corners.end());
    corners.push_back({first, first + 1, first + 2});
  }
  Build(triangles, corners, jobs);
}

Bvh::Bvh(std::span<const Vec3> vertices, std::span<const TriangleIndices> triangles, int jobs)
    : ray_vertices_(vertices.begin(), vertices.end()) {
  // The builder reads each triangle's corners themselves.
  std::vector<Triangle> resolved;
  resolved.reserve(triangles.size());
  for (const TriangleIndices& t : triangles) {
    for (const std::uint32_t corner : t) {
      if (corner >= vertices.size()) {
        throw std::invalid_argument("a BVH's triangle " + std::to_string(resolved.size()) +
                                    " has corner " + std::to_string(corner) + " of " +
                                    std::to_string(vertices.size()) + " vertices");
      }
    }
    resolved.push_back(Triangle{{vertices[t[0]], vertices[t[1]], vertices[t[2]]}});
  }
  Build(resolved, triangles, jobs);
}

void Bvh::Build(std::span<const Triangle> triangles, std::span<const TriangleIndices> corners,
                int jobs) {
  if (triangles.empty()) {
    throw std::invalid_argument("a BVH needs at least one triangle");
  }
  // One pool for the build's three passes (the subtrees, the leaves, the
  // folds): its threads start once.
  std::optional<WorkerPool> pool;
  if (jobs > 1) {
    pool.emplace(jobs, 1);
  }
  WorkerPool* workers = pool ? &*pool : nullptr;
  Builder(triangles, &nodes_, &order_, workers);
  // The builder puts siblings side by side at odd indices (1 and 2, 3 and
  // 4, ...): pair k holds nodes 2k + 1 and 2k + 2.
  const auto to_ray_node = [](const BvhNode& node) {
    RayNode ray_node{};
    for (int axis = 0; axis < 3; ++axis) {
      // A part in 1e5 of the box's size and distance from the origin: far
      // past float rounding of the box and of the slab test's products.
      const double pad =
          1e-5 * (node.bounds.max[axis] - node.bounds.min[axis] + std::abs(node.bounds.min[axis]) +
                  std::abs(node.bounds.max[axis])) +
          1e-30;
      ray_node.min[axis] = static_cast<float>(node.bounds.min[axis] - pad);
      ray_node.max[axis] = static_cast<float>(node.bounds.max[axis] + pad);
    }
    ray_node.first = node.IsLeaf() ? 0 : (node.first - 1) / 2;
    ray_node.count = node.count;
    return ray_node;
  };
  // Leaves in node order: a leaf's block is its number among them.
  std::vector<std::int32_t> block_of(nodes_.size(), -1);
  std::int32_t blocks = 0;
  for (std::size_t i = 0; i < nodes_.size(); ++i) {
    if (nodes_[i].IsLeaf()) {
      block_of[i] = blocks++;
    }
  }
  ray_pairs_.resize(nodes_.size() / 2);
  ray_leaves_.resize(static_cast<std::size_t>(blocks));
  // Each node's float box and each leaf's block depend on that node alone:
  // ranges of nodes on every thread, each noting whether its triangles fit
  // the filter.
  constexpr std::size_t kChunk = 1024;
  const std::size_t chunks = (nodes_.size() + kChunk - 1) / kChunk;
  std::vector<char> chunk_fits(chunks, 1);
  RunItems(workers, chunks, [&](int, std::size_t chunk) {
    const std::size_t end = std::min(nodes_.size(), (chunk + 1) * kChunk);
    for (std::size_t i = chunk * kChunk; i < end; ++i) {
      RayNode& ray_node = i == 0 ? ray_root_ : ray_pairs_[(i - 1) / 2].child[(i - 1) % 2];
      ray_node = to_ray_node(nodes_[i]);
      if (nodes_[i].IsLeaf()) {
        ray_node.first = block_of[i];
        const bool fits = FillBlock(triangles, corners, nodes_[i],
                                    &ray_leaves_[static_cast<std::size_t>(block_of[i])]);
        chunk_fits[chunk] = static_cast<char>(chunk_fits[chunk] && fits);
      }
    }
  });
  blocks_fit_ = std::all_of(chunk_fits.begin(), chunk_fits.end(), [](char fits) { return fits; });
  AddWideTrees(workers);
}

bool Bvh::FillBlock(std::span<const Triangle> triangles, std::span<const TriangleIndices> corners,
                    const BvhNode& leaf, RayLeaf* block) const {
  static_assert(kMaxLeafTriangles <= kBlockLanes, "a leaf's triangles fill one block");
  bool fits = true;
  for (int lane = 0; lane < leaf.count; ++lane) {
    const int index = order_[static_cast<std::size_t>(leaf.first + lane)];
    const Triangle& t = triangles[static_cast<std::size_t>(index)];
    block->corners[lane] = corners[static_cast<std::size_t>(index)];
    block->floats.Set(lane, index, t[0], t[1] - t[0], t[2] - t[0]);
    fits = fits && BlockFits(t);
  }
  return fits;
}

}  // namespace collide
