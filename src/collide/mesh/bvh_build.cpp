// Building the BVH: binned surface-area heuristic, top-down.

#include <algorithm>
#include <array>
#include <cmath>
#include <stdexcept>
#include <string>

#include "collide/mesh/bvh.h"

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

struct BuildTriangle {
  Aabb bounds;
  Vec3 centroid;
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

class Builder {
 public:
  Builder(std::span<const Triangle> triangles, std::vector<BvhNode>* nodes, std::vector<int>* order)
      : nodes_(*nodes), order_(*order) {
    built_.reserve(triangles.size());
    for (const Triangle& t : triangles) {
      Aabb box{glm::min(glm::min(t[0], t[1]), t[2]), glm::max(glm::max(t[0], t[1]), t[2])};
      built_.push_back(BuildTriangle{box, (box.min + box.max) * 0.5});
    }
    order_.resize(triangles.size());
    for (std::size_t i = 0; i < order_.size(); ++i) {
      order_[i] = static_cast<int>(i);
    }
    nodes_.reserve(2 * triangles.size());
    nodes_.push_back(BvhNode{});
    Build(0, 0, static_cast<int>(triangles.size()), 0);
  }

 private:
  void Build(int node_index, int first, int count, int depth) {
    Aabb bounds = Empty();
    Aabb centroids = Empty();
    for (int i = first; i < first + count; ++i) {
      const BuildTriangle& t =
          built_[static_cast<std::size_t>(order_[static_cast<std::size_t>(i)])];
      Grow(&bounds, t.bounds);
      Grow(&centroids, Aabb{t.centroid, t.centroid});
    }
    nodes_[static_cast<std::size_t>(node_index)] = BvhNode{bounds, first, count};
    if (count <= 1) {
      return;
    }
    int middle = first + count / 2;
    if (depth < kHeuristicDepth) {
      // A split's cost is a traversal plus at least one block: never less
      // than one block, a small leaf's cost.
      if (count <= Bvh::kMaxLeafTriangles) {
        return;
      }
      const Split split = BestSplit(first, count, centroids);
      const double leaf_cost = Blocks(count);
      const bool no_better = split.axis < 0 || split.cost >= leaf_cost;
      if (no_better && count <= Bvh::kMaxLeafTriangles) {
        return;
      }
      if (split.axis >= 0) {
        middle = Partition(first, count, centroids, split);
      }
    }
    if (middle == first || middle == first + count) {
      middle = MedianSplit(first, count, centroids);
    }
    const int left = static_cast<int>(nodes_.size());
    nodes_.push_back(BvhNode{});
    nodes_.push_back(BvhNode{});
    nodes_[static_cast<std::size_t>(node_index)].first = left;
    nodes_[static_cast<std::size_t>(node_index)].count = 0;
    Build(left, first, middle - first, depth + 1);
    Build(left + 1, middle, first + count - middle, depth + 1);
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
    std::array<Aabb, kBins> boxes;
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
      bins[static_cast<std::size_t>(axis)].boxes.fill(Empty());
      scale[static_cast<std::size_t>(axis)] = BinScale(centroids, axis);
    }
    for (int i = first; i < first + count; ++i) {
      const BuildTriangle& t =
          built_[static_cast<std::size_t>(order_[static_cast<std::size_t>(i)])];
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
    Aabb right = Empty();
    int right_count = 0;
    for (int bin = kBins - 1; bin > 0; --bin) {
      Grow(&right, bins.boxes[static_cast<std::size_t>(bin)]);
      right_count += bins.counts[static_cast<std::size_t>(bin)];
      right_cost[static_cast<std::size_t>(bin)] = HalfArea(right) * Blocks(right_count);
    }
    Aabb whole = right;
    Grow(&whole, bins.boxes[0]);
    const double whole_area = HalfArea(whole);
    Aabb left = Empty();
    int left_count = 0;
    for (int bin = 0; bin < kBins - 1; ++bin) {
      Grow(&left, bins.boxes[static_cast<std::size_t>(bin)]);
      left_count += bins.counts[static_cast<std::size_t>(bin)];
      if (left_count == 0 || left_count == count) {
        continue;
      }
      const double cost = kTraversalCost + (HalfArea(left) * Blocks(left_count) +
                                            right_cost[static_cast<std::size_t>(bin + 1)]) /
                                               whole_area;
      if (cost < best->cost) {
        *best = Split{axis, bin, cost};
      }
    }
  }

  int Partition(int first, int count, const Aabb& centroids, const Split& split) {
    auto begin = order_.begin() + first;
    const double scale = BinScale(centroids, split.axis);
    auto middle = std::partition(begin, begin + count, [&](int t) {
      return BinOf(built_[static_cast<std::size_t>(t)].centroid, centroids, scale, split.axis) <=
             split.bin;
    });
    return static_cast<int>(middle - order_.begin());
  }

  int MedianSplit(int first, int count, const Aabb& centroids) {
    const Vec3 size = centroids.max - centroids.min;
    const int axis = size.x >= size.y && size.x >= size.z ? 0 : (size.y >= size.z ? 1 : 2);
    auto begin = order_.begin() + first;
    std::nth_element(begin, begin + count / 2, begin + count, [&](int a, int b) {
      return built_[static_cast<std::size_t>(a)].centroid[axis] <
             built_[static_cast<std::size_t>(b)].centroid[axis];
    });
    return first + count / 2;
  }

  std::vector<BvhNode>& nodes_;
  std::vector<int>& order_;
  std::vector<BuildTriangle> built_;
};

}  // namespace

Bvh::Bvh(std::span<const Triangle> triangles) {
  std::vector<TriangleIndices> corners;
  corners.reserve(triangles.size());
  ray_vertices_.reserve(3 * triangles.size());
  for (const Triangle& triangle : triangles) {
    const auto first = static_cast<std::uint32_t>(ray_vertices_.size());
    ray_vertices_.insert(ray_vertices_.end(), triangle.corners.begin(), triangle.corners.end());
    corners.push_back({first, first + 1, first + 2});
  }
  Build(triangles, corners);
}

Bvh::Bvh(std::span<const Vec3> vertices, std::span<const TriangleIndices> triangles)
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
  Build(resolved, triangles);
}

void Bvh::Build(std::span<const Triangle> triangles, std::span<const TriangleIndices> corners) {
  if (triangles.empty()) {
    throw std::invalid_argument("a BVH needs at least one triangle");
  }
  Builder(triangles, &nodes_, &order_);
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
  ray_root_ = to_ray_node(nodes_[0]);
  ray_pairs_.resize(nodes_.size() / 2);
  for (std::size_t i = 1; i < nodes_.size(); ++i) {
    ray_pairs_[(i - 1) / 2].child[(i - 1) % 2] = to_ray_node(nodes_[i]);
  }
  static_assert(kMaxLeafTriangles <= kBlockLanes, "a leaf's triangles fill one block");
  for (std::size_t i = 0; i < nodes_.size(); ++i) {
    if (nodes_[i].IsLeaf()) {
      RayNode& ray_node = i == 0 ? ray_root_ : ray_pairs_[(i - 1) / 2].child[(i - 1) % 2];
      ray_node.first = static_cast<std::int32_t>(ray_leaves_.size());
      AddBlock(triangles, corners, nodes_[i]);
    }
  }
  AddWideTrees();
}

void Bvh::AddBlock(std::span<const Triangle> triangles, std::span<const TriangleIndices> corners,
                   const BvhNode& leaf) {
  RayLeaf& added = ray_leaves_.emplace_back();
  for (int lane = 0; lane < leaf.count; ++lane) {
    const int index = order_[static_cast<std::size_t>(leaf.first + lane)];
    const Triangle& t = triangles[static_cast<std::size_t>(index)];
    added.corners[lane] = corners[static_cast<std::size_t>(index)];
    added.floats.Set(lane, index, t[0], t[1] - t[0], t[2] - t[0]);
    blocks_fit_ = blocks_fit_ && BlockFits(t);
  }
}

}  // namespace collide
