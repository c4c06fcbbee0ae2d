// The wide trees: the binary tree folded into nodes of four children and
// of eight (the ray casts through them are in bvh_raycast.cpp and
// bvh_wide8.cpp). Their boxes are the binary tree's float boxes (RayNode),
// so a ray enters a child there exactly when it would enter that node in
// the binary tree.

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#include "collide/mesh/bvh.h"
#include "collide/parallel/parallel_items.h"

namespace collide {

WideFoldPlan::WideFoldPlan(const std::vector<BvhNode>& nodes, int width)
    : nodes_(nodes),
      width_(width),
      cost_(nodes.size()),
      split_(nodes.size()),
      top_split_(nodes.size(), 0) {
  if (width < 2 || width > kMaxWidth) {
    throw std::invalid_argument("a wide node has 2 to 8 children, not " + std::to_string(width));
  }
  Cost(0);
}

void WideFoldPlan::Cost(int index) {
  const auto at = static_cast<std::size_t>(index);
  const BvhNode& node = nodes_[at];
  const double area = HalfArea(node.bounds);
  if (node.IsLeaf()) {
    cost_[at].fill(kLeafCost * area);
    split_[at].fill(0);
    return;
  }
  const int left = node.first;
  const int right = node.first + 1;
  Cost(left);
  Cost(right);
  // opened[j]: the least cost of this node's children in j slots, and the
  // slots the left child takes for it.
  std::array<double, kMaxWidth + 1> opened{};
  std::array<std::int8_t, kMaxWidth + 1> left_slots{};
  for (int j = 2; j <= width_; ++j) {
    opened[static_cast<std::size_t>(j)] = kInfinity;
    for (int i = 1; i < j; ++i) {
      const double cost = cost_[static_cast<std::size_t>(left)][static_cast<std::size_t>(i)] +
                          cost_[static_cast<std::size_t>(right)][static_cast<std::size_t>(j - i)];
      if (cost < opened[static_cast<std::size_t>(j)]) {
        opened[static_cast<std::size_t>(j)] = cost;
        left_slots[static_cast<std::size_t>(j)] = static_cast<std::int8_t>(i);
      }
    }
  }
  top_split_[at] = left_slots[static_cast<std::size_t>(width_)];
  // In one slot, a wide node of its own: entered (and its children's boxes
  // tested) as often as a ray meets its box.
  const double own_node = kNodeCost * area + opened[static_cast<std::size_t>(width_)];
  cost_[at][1] = own_node;
  split_[at][1] = 0;
  for (int j = 2; j <= width_; ++j) {
    const bool open = opened[static_cast<std::size_t>(j)] < own_node;
    cost_[at][static_cast<std::size_t>(j)] = open ? opened[static_cast<std::size_t>(j)] : own_node;
    split_[at][static_cast<std::size_t>(j)] = open ? left_slots[static_cast<std::size_t>(j)] : 0;
  }
}

std::vector<int> WideFoldPlan::ChildrenOf(int index) const {
  const BvhNode& node = nodes_[static_cast<std::size_t>(index)];
  if (node.IsLeaf()) {
    return {index};  // a tree that is one leaf: a wide node holding it
  }
  std::vector<int> children;
  const int left_slots = top_split_[static_cast<std::size_t>(index)];
  Collect(node.first, left_slots, &children);
  Collect(node.first + 1, width_ - left_slots, &children);
  return children;
}

void WideFoldPlan::Collect(int index, int slots, std::vector<int>* out) const {
  const int left_slots = split_[static_cast<std::size_t>(index)][static_cast<std::size_t>(slots)];
  if (left_slots == 0) {
    out->push_back(index);
    return;
  }
  const int first = nodes_[static_cast<std::size_t>(index)].first;
  Collect(first, left_slots, out);
  Collect(first + 1, slots - left_slots, out);
}

template <int Width>
int Bvh::AddWideNode(int index, const WideFoldPlan& plan,
                     std::vector<WideNodeOf<Width>>* wide) const {
  const std::vector<int> slots = plan.ChildrenOf(index);
  const int at = static_cast<int>(wide->size());
  wide->emplace_back();
  for (std::size_t k = 0; k < Width; ++k) {
    int child = -1;
    int count = -1;
    // A missing child's box is NaN: so is every slab time of it, and the
    // walks' min and max return their second operand, the NaN, when one
    // is, so that no ray enters it.
    std::array<float, 3> low;
    std::array<float, 3> high;
    low.fill(std::numeric_limits<float>::quiet_NaN());
    high.fill(std::numeric_limits<float>::quiet_NaN());
    if (k < slots.size()) {
      const RayNode& node = RayNodeAt(slots[k]);
      child = node.count > 0 ? node.first : AddWideNode(slots[k], plan, wide);
      count = node.count;
      std::copy(std::begin(node.min), std::end(node.min), low.begin());
      std::copy(std::begin(node.max), std::end(node.max), high.begin());
    }
    // Looked up after the children are added, which may move the vector.
    WideNodeOf<Width>& wide_node = (*wide)[static_cast<std::size_t>(at)];
    for (std::size_t axis = 0; axis < 3; ++axis) {
      wide_node.min[axis][k] = low[axis];
      wide_node.max[axis][k] = high[axis];
    }
    wide_node.child[k] = child;
    wide_node.count[k] = count;
  }
  return at;
}

void Bvh::AddWideTrees(WorkerPool* workers) {
  // Two trees, each read from nodes_ alone: one a thread.
  const int trees = EightWideAvailable() ? 2 : 1;
  RunItems(workers, static_cast<std::size_t>(trees), [&](int, std::size_t tree) {
    if (tree == 0) {
      wide_nodes_.reserve(nodes_.size() / 3 + 1);
      AddWideNode(0, WideFoldPlan(nodes_, 4), &wide_nodes_);
    } else {
      wide8_nodes_.reserve(nodes_.size() / 7 + 1);
      AddWideNode(0, WideFoldPlan(nodes_, 8), &wide8_nodes_);
    }
  });
}

}  // namespace collide
