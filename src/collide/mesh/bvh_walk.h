#pragma once

// What the BVH's wide walks share (bvh_raycast.cpp's four-wide one,
// bvh_wide8.cpp's eight-wide one): the walk itself, a leaf's test, the
// prefetch of a child, and the stack of children waiting, nearest on top.
// Everything here is plain code, always inlined, that the AVX2 walk
// compiles as its own.

#include <bit>
#include <cstdint>

#include "collide/mesh/bvh.h"
#include "collide/mesh/float_ray.h"
#include "collide/trace/trace.h"

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

// The leaf's steps come from the binary walk's copy alone (bvh_raycast.cpp):
// the wide walks, the AVX2 one among them, take the NoTrace one.
template <typename Tracer>
[[gnu::always_inline]] inline void Bvh::HitLeafBy(int block, int count, const Ray& ray,
                                                  const BlockRay& block_ray, BestHit* best,
                                                  Tracer& trace,
                                                  const MeshPlacement& placement) const {
  const RayLeaf& leaf = ray_leaves_[static_cast<std::size_t>(block)];
  // Start every triangle's corners loading while the filter works: the
  // exact test waits on them otherwise, for the one lane in five or so
  // the filter passes.
  for (int lane = 0; lane < count; ++lane) {
    for (const std::uint32_t corner : leaf.corners[lane]) {
      __builtin_prefetch(&ray_vertices_[corner]);
    }
  }
  unsigned lanes = (1u << count) - 1u;
  if (block_ray.usable) {
    lanes = CandidateLanes(leaf.floats, block_ray, best->bound, count);
  }
  if constexpr (Tracer::kOn) {
    TraceLeaf(trace, block, count, lanes);
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
      if constexpr (Tracer::kOn) {
        TraceTriangle(trace, placement, block, lane, hit, true, best->t);
      }
    } else if constexpr (Tracer::kOn) {
      TraceTriangle(trace, placement, block, lane, hit, false, best->t);
    }
  }
}

[[gnu::always_inline]] inline void Bvh::HitLeaf(int block, int count, const Ray& ray,
                                                const BlockRay& block_ray, BestHit* best) const {
  NoTrace& untraced = Untraced();
  HitLeafBy(block, count, ray, block_ray, best, untraced, MeshPlacement{});
}

// The walk of a wide tree, root at wide[0]: nearest child first, skipping
// any child whose box starts beyond the best hit so far. `entered(node,
// bound, entries)` is the slab test of all of a node's children: bit k
// for child k if the ray enters its box before `bound`, entries[k] where.
// Always inlined, so each walk compiles it for its own instruction set.
template <int Width, typename Entered>
[[gnu::always_inline]] inline std::optional<MeshHit> Bvh::WalkWide(
    const std::vector<WideNodeOf<Width>>& wide, const Ray& ray, double max_t,
    const Entered& entered) const {
  const BlockRay block_ray = BlockRayOf(ray, blocks_fit_);
  BestHit best{max_t, FloatBound(max_t), -1};
  // At most Width - 1 children wait per level, and no tree is deeper than 80.
  bvh_walk::Pending stack[(Width - 1) * 80 + 1];
  int top = 0;
  bvh_walk::Pending current{0, 0, 0.0f};
  for (;;) {
    if (current.count > 0) {
      HitLeaf(current.child, current.count, ray, block_ray, &best);
    } else {
      const WideNodeOf<Width>& node = wide[static_cast<std::size_t>(current.child)];
      alignas(32) float entries[Width];
      unsigned hits = entered(node, best.bound, entries);
      // One child entered (the most common case): straight down to it.
      if (hits != 0 && (hits & (hits - 1)) == 0) {
        const int k = std::countr_zero(hits);
        current = bvh_walk::Pending{node.child[k], node.count[k], entries[k]};
        continue;
      }
      // Push the entered children farthest first, then take the nearest.
      const int bottom = top;
      for (; hits != 0; hits &= hits - 1) {
        const int k = std::countr_zero(hits);
        const bvh_walk::Pending child{node.child[k], node.count[k], entries[k]};
        PrefetchChild(wide, child.child, child.count);
        bvh_walk::PushInOrder(stack, bottom, &top, child);
      }
      if (top > bottom) {
        current = stack[--top];
        continue;
      }
    }
    // Then the nearest waiting child that may still hold a nearer hit.
    do {
      if (top == 0) {
        return best.triangle < 0 ? std::nullopt
                                 : std::optional<MeshHit>(MeshHit{
                                       best.t, ray.origin + best.t * ray.direction, best.triangle});
      }
      current = stack[--top];
    } while (current.entry > best.bound);
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
