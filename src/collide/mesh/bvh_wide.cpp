// The wide tree: the binary tree folded into nodes of four children, and
// the ray cast through it, four child boxes to a test (SSE2). Its boxes
// are the binary tree's float boxes (RayNode), so a ray enters a child here
// exactly when it would enter that node there.

#include <algorithm>
#include <bit>
#include <vector>

#include "collide/mesh/bvh.h"
#include "collide/mesh/float_ray.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

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

#if defined(__SSE2__)
namespace {

struct WideRay {
  __m128 origin[3];
  __m128 inverse[3];
  __m128 slack;
};

WideRay MakeWideRay(const FloatRay& ray) {
  WideRay result{};
  for (int axis = 0; axis < 3; ++axis) {
    result.origin[axis] = _mm_set1_ps(ray.origin[axis]);
    result.inverse[axis] = _mm_set1_ps(ray.inverse[axis]);
  }
  result.slack = _mm_set1_ps(ray.slack);
  return result;
}

// A child waiting on the stack: a WideNode (count 0) or a leaf's block,
// with where the ray enters its box.
struct Pending {
  std::int32_t child;
  std::int32_t count;
  float entry;
};

// The slab test of EntersBox (float_ray.h), four boxes at once: which
// children's boxes the ray enters before `bound` (bit k for child k), and
// where, conservatively early.
template <typename Node>
unsigned EnteredChildren(const Node& node, const WideRay& ray, float bound, float entries[4]) {
  __m128 enter = _mm_setzero_ps();
  __m128 exit = _mm_set1_ps(bound);
  for (int axis = 0; axis < 3; ++axis) {
    const __m128 t1 =
        _mm_mul_ps(_mm_sub_ps(_mm_load_ps(node.min[axis]), ray.origin[axis]), ray.inverse[axis]);
    const __m128 t2 =
        _mm_mul_ps(_mm_sub_ps(_mm_load_ps(node.max[axis]), ray.origin[axis]), ray.inverse[axis]);
    enter = _mm_max_ps(enter, _mm_min_ps(t1, t2));
    exit = _mm_min_ps(exit, _mm_max_ps(t1, t2));
  }
  enter = _mm_sub_ps(_mm_mul_ps(enter, _mm_set1_ps(kEarlier)), ray.slack);
  _mm_storeu_ps(entries, enter);
  // A missing child's count is negative: its sign bit drops it.
  const auto present = static_cast<unsigned>(~_mm_movemask_ps(
      _mm_castsi128_ps(_mm_load_si128(reinterpret_cast<const __m128i*>(node.count)))));
  return static_cast<unsigned>(_mm_movemask_ps(_mm_cmple_ps(enter, exit))) & present & 15u;
}

}  // namespace

void Bvh::PrefetchWide(int child, int count) const {
  const char* start =
      count > 0 ? reinterpret_cast<const char*>(&ray_blocks_[static_cast<std::size_t>(child)])
                : reinterpret_cast<const char*>(&wide_nodes_[static_cast<std::size_t>(child)]);
  const int lines = count > 0 ? 3 : 2;
  for (int line = 0; line < lines; ++line) {
    __builtin_prefetch(start + 64 * line);
  }
}

std::optional<MeshHit> Bvh::RaycastWide(const Ray& ray, double max_t) const {
  const WideRay wide_ray = MakeWideRay(MakeFloatRay(ray));
  const BlockRay block_ray = BlockRayOf(ray, blocks_fit_);
  BestHit best{max_t, FloatBound(max_t), -1};
  // At most three children wait per level, and no tree is deeper than 80.
  Pending stack[256];
  int top = 0;
  stack[top++] = Pending{0, 0, 0.0f};
  while (top > 0) {
    const Pending pending = stack[--top];
    if (pending.entry > best.bound) {
      continue;
    }
    if (pending.count > 0) {
      HitLeaf(pending.child, pending.count, ray, block_ray, &best);
      continue;
    }
    const WideNode& node = wide_nodes_[static_cast<std::size_t>(pending.child)];
    float entries[4];
    // Push the entered children farthest first, so the nearest is taken next.
    const int bottom = top;
    for (unsigned hits = EnteredChildren(node, wide_ray, best.bound, entries); hits != 0;
         hits &= hits - 1) {
      const int k = std::countr_zero(hits);
      const Pending child{node.child[k], node.count[k], entries[k]};
      PrefetchWide(child.child, child.count);
      int at = top++;
      while (at > bottom && stack[at - 1].entry < child.entry) {
        stack[at] = stack[at - 1];
        --at;
      }
      stack[at] = child;
    }
  }
  if (best.triangle < 0) {
    return std::nullopt;
  }
  return MeshHit{best.t, ray.origin + best.t * ray.direction, best.triangle};
}
#endif

}  // namespace collide
