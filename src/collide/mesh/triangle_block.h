#pragma once

// Four triangles side by side in floats, and the test that says which of
// them a ray might hit: the float filter in front of the BVH's exact
// (double) ray-triangle test, so that a leaf's triangles are tried four at
// a time and the doubles are read only for the few that pass.
//
// The filter never drops a triangle the double test would hit. It runs the
// same Moller-Trumbore sums as RayTriangleT (bvh.h) in floats, unscaled by
// the determinant, and rejects a triangle only when it is outside by more
// than a margin: kMarginScale times a bound on the sums' sizes, where the
// float sums err by at most about 54 float ulps (2^-24) of that bound and
// the double ones by far less, so the margin holds more than 70 times
// their error. Sizes are floored and inputs capped (BlockRayOf, BlockFits) so
// that no float overflows or loses its relative precision to underflow;
// anything outside the caps goes to the double test unfiltered.

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>

#include "collide/shapes/ray.h"
#include "collide/shapes/triangle.h"
#include "collide/shapes/vec.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace collide {

inline constexpr int kBlockLanes = 4;

// Coordinates the filter takes: beyond them it is not used (float products
// of three such numbers stay far below float's largest).
inline constexpr double kBlockCoordinateCap = 1e8;

// The filter's margins scale with each triangle's sizes (block_detail
// below): the floored largest edge component and the largest corner
// component, kept beside the lanes once, at build time, rather than found
// again in every ray's test. They fill what was the leaf's padding.
namespace block_sizes {
// 2^-12: more than 70 times the float sums' worst error (54 ulps of 2^-24).
inline constexpr float kMarginScale = 1.0f / 4096.0f;
// Sizes below this are raised to it: every margin then stays far above
// float's smallest normal number, so rounding near zero (absolute, not
// relative) is inside the margin too.
inline constexpr float kFloor = 1.0f / (1 << 30);
}  // namespace block_sizes

// Lane k holds triangle index[k]: its first corner and its two edges from
// it, as RayTriangleT reads them, each rounded to float, and the sizes the
// filter's margins are made of, from those floats; unused lanes are zeros,
// with index -1 (and the sizes of zeros).
struct alignas(16) TriangleBlock {
  static constexpr float kUnusedScaledEdge = block_sizes::kMarginScale * block_sizes::kFloor;
  static constexpr float kUnusedScaledEdgeSquare = kUnusedScaledEdge * block_sizes::kFloor;

  float corner[3][kBlockLanes] = {};
  float edge1[3][kBlockLanes] = {};
  float edge2[3][kBlockLanes] = {};
  std::int32_t index[kBlockLanes] = {-1, -1, -1, -1};
  // kMarginScale times the largest |edge component| (at least kFloor);
  // that times the largest |edge component| again; the largest |corner
  // component|.
  float scaled_edge[kBlockLanes] = {kUnusedScaledEdge, kUnusedScaledEdge, kUnusedScaledEdge,
                                    kUnusedScaledEdge};
  float scaled_edge_square[kBlockLanes] = {kUnusedScaledEdgeSquare, kUnusedScaledEdgeSquare,
                                           kUnusedScaledEdgeSquare, kUnusedScaledEdgeSquare};
  float corner_size[kBlockLanes] = {};

  void Set(int lane, int triangle, const Vec3& corner_point, const Vec3& first_edge,
           const Vec3& second_edge) {
    index[lane] = triangle;
    float edge_size = block_sizes::kFloor;
    float largest_corner = 0.0f;
    for (int axis = 0; axis < 3; ++axis) {
      corner[axis][lane] = static_cast<float>(corner_point[axis]);
      edge1[axis][lane] = static_cast<float>(first_edge[axis]);
      edge2[axis][lane] = static_cast<float>(second_edge[axis]);
      edge_size =
          std::max(edge_size, std::max(std::abs(edge1[axis][lane]), std::abs(edge2[axis][lane])));
      largest_corner = std::max(largest_corner, std::abs(corner[axis][lane]));
    }
    scaled_edge[lane] = block_sizes::kMarginScale * edge_size;
    scaled_edge_square[lane] = scaled_edge[lane] * edge_size;
    corner_size[lane] = largest_corner;
  }
};

// Whether a triangle's corners are within the filter's caps.
inline bool BlockFits(const Triangle& triangle) {
  for (const Vec3& corner : triangle.corners) {
    for (int axis = 0; axis < 3; ++axis) {
      if (!(std::abs(corner[axis]) <= kBlockCoordinateCap)) {
        return false;
      }
    }
  }
  return true;
}

#if defined(__SSE2__)

// A ray as the filter reads it: each number in all four lanes.
struct BlockRay {
  __m128 origin[3];
  __m128 direction[3];
  __m128 origin_size;     // the largest |origin| component, at least kFloor
  __m128 direction_size;  // likewise for the direction
  bool usable = false;    // within the caps: the filter may be used
};

namespace block_detail {

using block_sizes::kFloor;
using block_sizes::kMarginScale;

inline __m128 Abs(__m128 x) {
  return _mm_andnot_ps(_mm_set1_ps(-0.0f), x);
}

inline __m128 Dot(const __m128 a[3], const __m128 b[3]) {
  return _mm_add_ps(_mm_add_ps(_mm_mul_ps(a[0], b[0]), _mm_mul_ps(a[1], b[1])),
                    _mm_mul_ps(a[2], b[2]));
}

inline void Cross(const __m128 a[3], const __m128 b[3], __m128 out[3]) {
  for (int i = 0; i < 3; ++i) {
    const int j = (i + 1) % 3;
    const int k = (i + 2) % 3;
    out[i] = _mm_sub_ps(_mm_mul_ps(a[j], b[k]), _mm_mul_ps(a[k], b[j]));
  }
}

}  // namespace block_detail

inline BlockRay BlockRayOf(const Ray& ray, bool mesh_fits) {
  BlockRay result{};
  double origin_size = 0.0;
  double direction_size = 0.0;
  bool within_caps = mesh_fits;
  for (int axis = 0; axis < 3; ++axis) {
    const double origin = std::abs(ray.origin[axis]);
    const double direction = std::abs(ray.direction[axis]);
    result.origin[axis] = _mm_set1_ps(static_cast<float>(ray.origin[axis]));
    result.direction[axis] = _mm_set1_ps(static_cast<float>(ray.direction[axis]));
    // NaN fails both comparisons, so a NaN ray is not usable.
    within_caps = within_caps && origin <= kBlockCoordinateCap && direction <= kBlockCoordinateCap;
    // std::max, not std::fmax: fmax is a call into libm without SSE4.
    origin_size = std::max(origin_size, origin);
    direction_size = std::max(direction_size, direction);
  }
  result.usable = within_caps;
  result.origin_size = _mm_set1_ps(std::max(static_cast<float>(origin_size), block_detail::kFloor));
  result.direction_size =
      _mm_set1_ps(std::max(static_cast<float>(direction_size), block_detail::kFloor));
  return result;
}

// The lanes (bit k for lane k, of the first `count`) whose triangle the ray
// may hit with t in [0, max_t]: every lane the double test would hit is
// among them. Written as rejections, so that a NaN rejects nothing.
[[gnu::always_inline]] inline unsigned CandidateLanes(const TriangleBlock& block,
                                                      const BlockRay& ray, float max_t, int count) {
  using namespace block_detail;
  const unsigned all = (1u << count) - 1u;
  __m128 corner[3];
  __m128 edge1[3];
  __m128 edge2[3];
  for (int axis = 0; axis < 3; ++axis) {
    corner[axis] = _mm_load_ps(block.corner[axis]);
    edge1[axis] = _mm_load_ps(block.edge1[axis]);
    edge2[axis] = _mm_load_ps(block.edge2[axis]);
  }
  __m128 p[3];
  Cross(ray.direction, edge2, p);
  const __m128 det = Dot(edge1, p);
  const __m128 to_origin[3] = {_mm_sub_ps(ray.origin[0], corner[0]),
                               _mm_sub_ps(ray.origin[1], corner[1]),
                               _mm_sub_ps(ray.origin[2], corner[2])};
  __m128 q[3];
  Cross(to_origin, edge1, q);
  // The largest |origin| component plus the largest |corner| component is
  // what the origin-to-corner difference rounds against.
  const __m128 scaled_edge = _mm_load_ps(block.scaled_edge);
  const __m128 scaled_edge_square = _mm_load_ps(block.scaled_edge_square);
  const __m128 origin_size = _mm_add_ps(ray.origin_size, _mm_load_ps(block.corner_size));
  const __m128 det_margin = _mm_mul_ps(scaled_edge_square, ray.direction_size);
  const __m128 uv_margin = _mm_mul_ps(_mm_mul_ps(scaled_edge, origin_size), ray.direction_size);
  const __m128 t_margin = _mm_mul_ps(scaled_edge_square, origin_size);
  // Signs as the determinant's: the comparisons below are then those of
  // a positive determinant.
  const __m128 sign = _mm_and_ps(det, _mm_set1_ps(-0.0f));
  const __m128 abs_det = Abs(det);
  const __m128 u = _mm_xor_ps(Dot(to_origin, p), sign);
  const __m128 v = _mm_xor_ps(Dot(ray.direction, q), sign);
  const __m128 t = _mm_xor_ps(Dot(edge2, q), sign);
  const __m128 zero = _mm_setzero_ps();
  __m128 outside = _mm_cmplt_ps(_mm_add_ps(u, uv_margin), zero);
  outside = _mm_or_ps(outside, _mm_cmplt_ps(_mm_add_ps(v, uv_margin), zero));
  const __m128 uv_limit =
      _mm_add_ps(abs_det, _mm_add_ps(det_margin, _mm_add_ps(uv_margin, uv_margin)));
  outside = _mm_or_ps(outside, _mm_cmpgt_ps(_mm_add_ps(u, v), uv_limit));
  outside = _mm_or_ps(outside, _mm_cmplt_ps(_mm_add_ps(t, t_margin), zero));
  const __m128 t_limit = _mm_add_ps(
      _mm_mul_ps(_mm_set1_ps(max_t), _mm_add_ps(abs_det, _mm_add_ps(det_margin, det_margin))),
      t_margin);
  outside = _mm_or_ps(outside, _mm_cmpgt_ps(t, t_limit));
  // With the determinant within its margin of zero its sign is unknown.
  outside = _mm_and_ps(outside, _mm_cmpgt_ps(abs_det, det_margin));
  return all & ~static_cast<unsigned>(_mm_movemask_ps(outside));
}

#else

// Without SSE2 there is no filter: every lane goes to the double test.
struct BlockRay {
  bool usable = false;
};
inline BlockRay BlockRayOf(const Ray&, bool) {
  return BlockRay{};
}
inline unsigned CandidateLanes(const TriangleBlock&, const BlockRay&, float, int count) {
  return (1u << count) - 1u;
}

#endif

}  // namespace collide
