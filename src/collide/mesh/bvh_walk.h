#pragma once

// What every walk of the BVH's wide trees shares (bvh_raycast.cpp's
// four-wide walk, bvh_wide8.cpp's eight-wide one): a leaf's test, the
// prefetch of a child, and the stack of children waiting, nearest on top.
// Everything here is plain code that the AVX2 walk compiles as its own.

#include <bit>
#include <cstdint>

#include "collide/mesh/bvh.h"
#include "collide/mesh/float_ray.h"

namespace collide {
namespace bvh_walk {

// A child waiting on the stack: a wide node (count 0) or a leaf's block,
// with where the ray enters its box.
struct Pending {
  std::int32_t child;
  std::int32_t count;
  float entry;
};

// Pushes `child` onto stack[bottom .. *top) so that the nearest entry is
// on top: the entered children of one node are pushed farthest first.
[[gnu::always_inline]] inline void PushInOrder(Pending* stack, int bottom, int* top,
                                               const Pending& child) {
  int at = (*top)++;
  while (at > bottom && stack[at - 1].entry < child.entry) {
    stack[at] = stack[at - 1];
    --at;
  }
  stack[at] = child;
}

}  // namespace bvh_walk

[[gnu::always_inline]] inline void Bvh::HitLeaf(int block, int count, const Ray& ray,
                                                const BlockRay& block_ray, BestHit* best) const {
  const RayLeaf& leaf = ray_leaves_[static_cast<std::size_t>(block)];
  unsigned lanes = (1u << count) - 1u;
  if (block_ray.usable) {
    lanes = CandidateLanes(leaf.floats, block_ray, best->bound, count);
  }
  // Start every candidate's corners loading before the first test waits.
  for (unsigned rest = lanes; rest != 0; rest &= rest - 1) {
    for (const std::uint32_t corner : leaf.corners[std::countr_zero(rest)]) {
      __builtin_prefetch(&ray_vertices_[corner]);
    }
  }
  for (; lanes != 0; lanes &= lanes - 1) {
    const int lane = std::countr_zero(lanes);
    const TriangleIndices& corners = leaf.corners[lane];
    const Vec3& corner = ray_vertices_[corners[0]];
    const std::optional<double> hit =
        RayTriangleT(ray.origin, ray.direction, corner, ray_vertices_[corners[1]] - corner,
                     ray_vertices_[corners[2]] - corner, best->t);
    const int index = leaf.floats.index[lane];
    if (hit && (*hit < best->t || best->triangle < 0 || index < best->triangle)) {
      best->t = *hit;
      best->bound = FloatBound(*hit);
      best->triangle = index;
    }
  }
}

// A wide node's lines, or a leaf's: its floats and its corners' indices,
// which the exact test reads as soon as the filter has passed a triangle.
template <typename Node>
[[gnu::always_inline]] inline void Bvh::PrefetchChild(const std::vector<Node>& wide, int child,
                                                      int count) const {
  const char* start =
      count > 0 ? reinterpret_cast<const char*>(&ray_leaves_[static_cast<std::size_t>(child)])
                : reinterpret_cast<const char*>(&wide[static_cast<std::size_t>(child)]);
  const int lines = static_cast<int>((count > 0 ? sizeof(RayLeaf) : sizeof(Node)) / 64);
  for (int line = 0; line < lines; ++line) {
    __builtin_prefetch(start + 64 * line);
  }
}

}  // namespace collide
