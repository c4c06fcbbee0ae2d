// The BVH's ray cast: nearest child first, skipping any box that starts
// beyond the best hit so far. Boxes are tested in floats (RayNode, grown
// so that no ray meeting the true box misses), triangles in doubles. The
// binary walk is also the traced one: its steps are recorded here.

#include <algorithm>
#include <bit>
#include <cmath>

#include "collide/mesh/bvh.h"
#include "collide/mesh/bvh_walk.h"
#include "collide/mesh/float_ray.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace collide {

std::optional<MeshHit> Bvh::Raycast(const Ray& ray, double max_t, BvhTrace* trace) const {
  if (trace != nullptr) {
    return RaycastBinary(ray, max_t, trace);
  }
  return RaycastBy(BvhWalk::kFastest, ray, max_t);
}

std::optional<MeshHit> Bvh::RaycastBy(BvhWalk walk, const Ray& ray, double max_t) const {
  if (walk == BvhWalk::kFastest || walk == BvhWalk::kEightWide) {
    walk = wide8_nodes_.empty() ? BvhWalk::kFourWide : BvhWalk::kEightWide;
  }
#if defined(__SSE2__)
  if (walk == BvhWalk::kEightWide) {
    return RaycastWide8(ray, max_t);
  }
  if (walk == BvhWalk::kFourWide) {
    return RaycastWide(ray, max_t);
  }
#endif
  return RaycastBinary(ray, max_t, nullptr);
}

std::optional<MeshHit> Bvh::RaycastTraced(const Ray& ray, double max_t, Trace& trace,
                                          const MeshPlacement& placement) const {
  return RaycastBinaryBy(ray, max_t, nullptr, trace, placement);
}

std::optional<MeshHit> Bvh::RaycastBinary(const Ray& ray, double max_t, BvhTrace* trace) const {
  NoTrace& untraced = Untraced();
  return RaycastBinaryBy(ray, max_t, trace, untraced, MeshPlacement{});
}

template <typename Tracer>
std::optional<MeshHit> Bvh::RaycastBinaryBy(const Ray& ray, double max_t, BvhTrace* trace,
                                            Tracer& tracer, const MeshPlacement& placement) const {
  const FloatRay float_ray = MakeFloatRay(ray);
  const BlockRay block_ray = BlockRayOf(ray, blocks_fit_);
  BestHit best{max_t, FloatBound(max_t), -1};
  int entered = 0;
  // Each pushed node with where the ray enters its box: one pushed before
  // a nearer hit was found is skipped when that hit is nearer than its box.
  int stack[64];
  float stack_entry[64];
  int top = 0;
  float root_entry = 0.0f;
  float root_exit = 0.0f;
  // Stack entries are node numbers as in nodes(): 0 the root, 2k + 1 and
  // 2k + 2 the children in pair k.
  const bool root_met = EntersBox(ray_root_, float_ray, best.bound, &root_entry, &root_exit);
  if constexpr (Tracer::kOn) {
    TraceBoxTest(tracer, placement, 0, root_met, root_entry, root_exit);
  }
  if (root_met) {
    stack[top] = 0;
    stack_entry[top++] = root_entry;
  }
  while (top > 0) {
    --top;
    if (stack_entry[top] > best.bound) {
      if constexpr (Tracer::kOn) {
        TraceBoxBeyond(tracer, placement, stack[top], stack_entry[top], best.t);
      }
      continue;
    }
    const int index = stack[top];
    const RayNode& node = RayNodeAt(index);
    ++entered;
    if (trace != nullptr && trace->entered != nullptr) {
      trace->entered->push_back(index);
    }
    if (node.count > 0) {
      HitLeafBy(node.first, node.count, ray, block_ray, &best, tracer, placement);
      continue;
    }
    const RayPair& pair = ray_pairs_[static_cast<std::size_t>(node.first)];
    float entries[2];
    float exits[2];
    const bool hits[2] = {EntersBox(pair.child[0], float_ray, best.bound, &entries[0], &exits[0]),
                          EntersBox(pair.child[1], float_ray, best.bound, &entries[1], &exits[1])};
    if constexpr (Tracer::kOn) {
      for (const int k : {0, 1}) {
        TraceBoxTest(tracer, placement, 2 * node.first + 1 + k, hits[k], entries[k], exits[k]);
      }
    }
    // The nearer child on top (the left one on a tie).
    const int nearer = entries[1] < entries[0] ? 1 : 0;
    for (const int k : {1 - nearer, nearer}) {
      if (hits[k]) {
        stack[top] = 2 * node.first + 1 + k;
        stack_entry[top++] = entries[k];
      }
    }
  }
  if (trace != nullptr) {
    trace->nodes_entered = entered;
  }
  if (best.triangle < 0) {
    if constexpr (Tracer::kOn) {
      tracer.Decide("no triangle", "no triangle hit: the ray misses the mesh", "miss");
    }
    return std::nullopt;
  }
  return MeshHit{best.t, ray.origin + best.t * ray.direction, best.triangle};
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
  // A missing child's box is NaN (AddWideNode): so are its times, and an
  // ordered comparison with NaN is false.
  return static_cast<unsigned>(_mm_movemask_ps(_mm_cmple_ps(enter, exit)));
}

}  // namespace

std::optional<MeshHit> Bvh::RaycastWide(const Ray& ray, double max_t) const {
  const WideRay wide_ray = MakeWideRay(MakeFloatRay(ray));
  return WalkWide(wide_nodes_, ray, max_t, [&](const WideNode& node, float bound, float* entries) {
    return EnteredChildren(node, wide_ray, bound, entries);
  });
}
#endif

}  // namespace collide
