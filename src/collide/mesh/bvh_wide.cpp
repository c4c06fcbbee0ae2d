// The wide tree: the binary tree folded into nodes of four children (the
// ray cast through it is in bvh_raycast.cpp). Its boxes are the binary
// tree's float boxes (RayNode), so a ray enters a child there exactly when
// it would enter that node in the binary tree.

#include <algorithm>
#include <vector>

#include "collide/mesh/bvh.h"

namespace collide {
namespace {

double HalfArea(const Aabb& box) {
  const Vec3 size = box.max - box.min;
  return size.x * size.y + size.y * size.z + size.z * size.x;
}

}  // namespace

int Bvh::AddWideNode(int index) {
  // Open the largest inner node among the children until there are four:
  // the one a ray is likeliest to enter, so the one most worth saving a
  // step for.
  std::vector<int> slots;
  const BvhNode& top = nodes_[static_cast<std::size_t>(index)];
  if (top.IsLeaf()) {
    slots = {index};
  } else {
    slots = {top.first, top.first + 1};
  }
  while (slots.size() < 4) {
    int widest = -1;
    double widest_area = -1.0;
    for (std::size_t k = 0; k < slots.size(); ++k) {
      const BvhNode& node = nodes_[static_cast<std::size_t>(slots[k])];
      if (!node.IsLeaf() && HalfArea(node.bounds) > widest_area) {
        widest = static_cast<int>(k);
        widest_area = HalfArea(node.bounds);
      }
    }
    if (widest < 0) {
      break;
    }
    const int opened = slots[static_cast<std::size_t>(widest)];
    const int first_child = nodes_[static_cast<std::size_t>(opened)].first;
    slots[static_cast<std::size_t>(widest)] = first_child;
    slots.push_back(first_child + 1);
  }
  const int wide = static_cast<int>(wide_nodes_.size());
  wide_nodes_.emplace_back();
  for (std::size_t k = 0; k < 4; ++k) {
    int child = -1;
    int count = -1;
    if (k < slots.size()) {
      const RayNode& node = RayNodeAt(slots[k]);
      child = node.count > 0 ? node.first : AddWideNode(slots[k]);
      count = node.count;
      for (int axis = 0; axis < 3; ++axis) {
        wide_nodes_[static_cast<std::size_t>(wide)].min[axis][k] = node.min[axis];
        wide_nodes_[static_cast<std::size_t>(wide)].max[axis][k] = node.max[axis];
      }
    }
    wide_nodes_[static_cast<std::size_t>(wide)].child[k] = child;
    wide_nodes_[static_cast<std::size_t>(wide)].count[k] = count;
  }
  return wide;
}

}  // namespace collide
