// Four points at a time: three unaligned loads hold four packed Vec3s
// (x0 y0 z0 x1 | y1 z1 x2 y2 | z2 x3 y3 z3), turned into lanes of x, y and
// z by two-lane permutes, blends and a shuffle, then the dot products in
// glm::dot's order ((x dx + y dy) + z dz, no fused multiply-add: the same
// rounding), and per lane the best so far with its index, kept by selects.
#include "collide/convex/farthest_point.h"

#include <limits>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define COLLIDE_FARTHEST_AVX2 1
#endif

namespace collide {
namespace farthest_point_detail {

static_assert(sizeof(Vec3) == 3 * sizeof(double), "Vec3 must be three packed doubles");

#ifdef COLLIDE_FARTHEST_AVX2
// Four lanes' best along and its index, by selects.
struct Lanes {
  __m256d best;
  __m256d index;  // as doubles: exact below 2^53
};

[[gnu::target("avx2")]] [[gnu::always_inline]] inline void Scan4(const double* q, __m256d index,
                                                                 const __m256d* d, Lanes* lanes) {
  const __m256d a = _mm256_loadu_pd(q);
  const __m256d b = _mm256_loadu_pd(q + 4);
  const __m256d c = _mm256_loadu_pd(q + 8);
  const __m256d m0 = _mm256_permute2f128_pd(a, b, 0x30);  // x0 y0 x2 y2
  const __m256d m1 = _mm256_permute2f128_pd(a, c, 0x21);  // z0 x1 z2 x3
  const __m256d m2 = _mm256_permute2f128_pd(b, c, 0x30);  // y1 z1 y3 z3
  const __m256d x = _mm256_blend_pd(m0, m1, 0b1010);
  const __m256d y = _mm256_shuffle_pd(m0, m2, 0b0101);
  const __m256d z = _mm256_blend_pd(m1, m2, 0b1010);
  const __m256d along = _mm256_add_pd(_mm256_add_pd(_mm256_mul_pd(x, d[0]), _mm256_mul_pd(y, d[1])),
                                      _mm256_mul_pd(z, d[2]));
  // The index by a select on the strict comparison (the first of equals
  // stays), the value by a max, which is all the next step waits on.
  const __m256d higher = _mm256_cmp_pd(along, lanes->best, _CMP_GT_OQ);
  lanes->index = _mm256_blendv_pd(lanes->index, index, higher);
  lanes->best = _mm256_max_pd(along, lanes->best);
}

// The two sets merged lane by lane: b's where its value is greater, or
// equal with an earlier index (the scalar loop keeps the first of equals).
[[gnu::target("avx2")]] [[gnu::always_inline]] inline Lanes Merged(const Lanes& a, const Lanes& b) {
  const __m256d greater = _mm256_cmp_pd(b.best, a.best, _CMP_GT_OQ);
  const __m256d equal = _mm256_cmp_pd(b.best, a.best, _CMP_EQ_OQ);
  const __m256d earlier = _mm256_cmp_pd(b.index, a.index, _CMP_LT_OQ);
  const __m256d b_wins = _mm256_or_pd(greater, _mm256_and_pd(equal, earlier));
  return Lanes{_mm256_blendv_pd(a.best, b.best, b_wins),
               _mm256_blendv_pd(a.index, b.index, b_wins)};
}

// The lanes' winner: the greatest value, the first index among equals;
// `top` its value. In the registers: two swaps and merges, no stores.
[[gnu::target("avx2")]] std::size_t FirstOfLanes(const Lanes& even, const Lanes& odd,
                                                 double* top = nullptr) {
  Lanes lanes = Merged(even, odd);
  lanes = Merged(lanes, Lanes{_mm256_permute2f128_pd(lanes.best, lanes.best, 1),
                              _mm256_permute2f128_pd(lanes.index, lanes.index, 1)});
  lanes = Merged(
      lanes, Lanes{_mm256_permute_pd(lanes.best, 0b0101), _mm256_permute_pd(lanes.index, 0b0101)});
  const double best_index = _mm256_cvtsd_f64(lanes.index);
  if (top != nullptr) {
    *top = _mm256_cvtsd_f64(lanes.best);
  }
  return best_index >= 0.0 ? static_cast<std::size_t>(best_index) : 0;
}

// Two sets of lanes, eight points a step: one set's compare and select
// wait on its last, which would otherwise be the loop's pace.
[[gnu::target("avx2")]] std::size_t FarthestAlongAvx2(const Vec3* points, std::size_t count,
                                                      const Vec3& direction) {
  const double* packed = &points[0].x;
  const __m256d d[3] = {_mm256_set1_pd(direction.x), _mm256_set1_pd(direction.y),
                        _mm256_set1_pd(direction.z)};
  const __m256d none = _mm256_set1_pd(-std::numeric_limits<double>::infinity());
  Lanes even{none, _mm256_set1_pd(-1.0)};
  Lanes odd = even;
  __m256d index = _mm256_set_pd(3.0, 2.0, 1.0, 0.0);
  const __m256d four = _mm256_set1_pd(4.0);
  const __m256d eight = _mm256_set1_pd(8.0);
  std::size_t i = 0;
  for (; i + 8 <= count; i += 8) {
    Scan4(packed + 3 * i, index, d, &even);
    Scan4(packed + 3 * i + 12, _mm256_add_pd(index, four), d, &odd);
    index = _mm256_add_pd(index, eight);
  }
  double top = 0.0;
  std::size_t found = FirstOfLanes(even, odd, &top);
  for (; i < count; ++i) {
    const double along = glm::dot(points[i], direction);
    if (along > top) {
      top = along;
      found = i;
    }
  }
  return found;
}

// The blocks need no rearranging: three loads, the products, and the same
// two sets of lanes.
[[gnu::target("avx2")]] [[gnu::always_inline]] inline void ScanBlock(const double* block,
                                                                     __m256d index,
                                                                     const __m256d* d,
                                                                     Lanes* lanes) {
  const __m256d along =
      _mm256_add_pd(_mm256_add_pd(_mm256_mul_pd(_mm256_loadu_pd(block), d[0]),
                                  _mm256_mul_pd(_mm256_loadu_pd(block + 4), d[1])),
                    _mm256_mul_pd(_mm256_loadu_pd(block + 8), d[2]));
  const __m256d higher = _mm256_cmp_pd(along, lanes->best, _CMP_GT_OQ);
  lanes->index = _mm256_blendv_pd(lanes->index, index, higher);
  lanes->best = _mm256_max_pd(along, lanes->best);
}

[[gnu::target("avx2")]] std::size_t FarthestInLanesAvx2(const double* blocks, std::size_t count,
                                                        const Vec3& direction) {
  const __m256d d[3] = {_mm256_set1_pd(direction.x), _mm256_set1_pd(direction.y),
                        _mm256_set1_pd(direction.z)};
  const __m256d none = _mm256_set1_pd(-std::numeric_limits<double>::infinity());
  Lanes even{none, _mm256_set1_pd(-1.0)};
  Lanes odd = even;
  __m256d index = _mm256_set_pd(3.0, 2.0, 1.0, 0.0);
  const __m256d four = _mm256_set1_pd(4.0);
  const __m256d eight = _mm256_set1_pd(8.0);
  const std::size_t block_count = (count + 3) / 4;
  std::size_t block = 0;
  for (; block + 2 <= block_count; block += 2) {
    ScanBlock(blocks + 12 * block, index, d, &even);
    ScanBlock(blocks + 12 * block + 12, _mm256_add_pd(index, four), d, &odd);
    index = _mm256_add_pd(index, eight);
  }
  if (block < block_count) {
    ScanBlock(blocks + 12 * block, index, d, &even);
  }
  return FirstOfLanes(even, odd);
}

// One set of lanes' winner: FirstOfLanes without the merge of two sets.
[[gnu::target("avx2")]] [[gnu::always_inline]] inline std::size_t FirstOfLane(const Lanes& one) {
  Lanes lanes = Merged(one, Lanes{_mm256_permute2f128_pd(one.best, one.best, 1),
                                  _mm256_permute2f128_pd(one.index, one.index, 1)});
  lanes = Merged(
      lanes, Lanes{_mm256_permute_pd(lanes.best, 0b0101), _mm256_permute_pd(lanes.index, 0b0101)});
  const double best_index = _mm256_cvtsd_f64(lanes.index);
  return best_index >= 0.0 ? static_cast<std::size_t>(best_index) : 0;
}

// One set of lanes for each scan: the two scans' selects are the two chains
// that the two sets of one scan were.
[[gnu::target("avx2")]] LaneWinners FarthestInLanesPairAvx2(
    const double* first, std::size_t first_count, const Vec3& first_direction, const double* second,
    std::size_t second_count, const Vec3& second_direction) {
  const __m256d d1[3] = {_mm256_set1_pd(first_direction.x), _mm256_set1_pd(first_direction.y),
                         _mm256_set1_pd(first_direction.z)};
  const __m256d d2[3] = {_mm256_set1_pd(second_direction.x), _mm256_set1_pd(second_direction.y),
                         _mm256_set1_pd(second_direction.z)};
  const __m256d none = _mm256_set1_pd(-std::numeric_limits<double>::infinity());
  Lanes one{none, _mm256_set1_pd(-1.0)};
  Lanes two = one;
  __m256d index = _mm256_set_pd(3.0, 2.0, 1.0, 0.0);
  const __m256d four = _mm256_set1_pd(4.0);
  const std::size_t first_blocks = (first_count + 3) / 4;
  const std::size_t second_blocks = (second_count + 3) / 4;
  const std::size_t both = first_blocks < second_blocks ? first_blocks : second_blocks;
  std::size_t block = 0;
  for (; block < both; ++block) {
    ScanBlock(first + 12 * block, index, d1, &one);
    ScanBlock(second + 12 * block, index, d2, &two);
    index = _mm256_add_pd(index, four);
  }
  // The longer scan's rest: one of these two loops at most.
  for (std::size_t rest = block; rest < first_blocks; ++rest) {
    ScanBlock(first + 12 * rest, index, d1, &one);
    index = _mm256_add_pd(index, four);
  }
  for (std::size_t rest = block; rest < second_blocks; ++rest) {
    ScanBlock(second + 12 * rest, index, d2, &two);
    index = _mm256_add_pd(index, four);
  }
  return LaneWinners{FirstOfLane(one), FirstOfLane(two)};
}
#endif

}  // namespace farthest_point_detail

std::size_t FarthestAlongScalar(const Vec3* points, std::size_t count, const Vec3& direction) {
  std::size_t best = 0;
  double best_along = glm::dot(points[0], direction);
  for (std::size_t i = 1; i < count; ++i) {
    const double along = glm::dot(points[i], direction);
    if (along > best_along) {
      best_along = along;
      best = i;
    }
  }
  return best;
}

std::size_t FarthestInLanesScalar(const double* lanes, std::size_t count, const Vec3& direction) {
  std::size_t best = 0;
  double best_along = -std::numeric_limits<double>::infinity();
  for (std::size_t i = 0; i < count; ++i) {
    const double* block = lanes + 12 * (i / 4) + i % 4;
    const double along = block[0] * direction.x + block[4] * direction.y + block[8] * direction.z;
    if (along > best_along) {
      best_along = along;
      best = i;
    }
  }
  return best;
}

std::size_t FarthestInLanes(const double* lanes, std::size_t count, const Vec3& direction) {
#ifdef COLLIDE_FARTHEST_AVX2
  static const bool kHasAvx2 = __builtin_cpu_supports("avx2") != 0;
  if (kHasAvx2) {
    return farthest_point_detail::FarthestInLanesAvx2(lanes, count, direction);
  }
#endif
  return FarthestInLanesScalar(lanes, count, direction);
}

LaneWinners FarthestInLanesPair(const double* first, std::size_t first_count,
                                const Vec3& first_direction, const double* second,
                                std::size_t second_count, const Vec3& second_direction) {
#ifdef COLLIDE_FARTHEST_AVX2
  static const bool kHasAvx2 = __builtin_cpu_supports("avx2") != 0;
  if (kHasAvx2) {
    return farthest_point_detail::FarthestInLanesPairAvx2(first, first_count, first_direction,
                                                          second, second_count, second_direction);
  }
#endif
  return LaneWinners{FarthestInLanesScalar(first, first_count, first_direction),
                     FarthestInLanesScalar(second, second_count, second_direction)};
}

std::size_t FarthestAlong(const Vec3* points, std::size_t count, const Vec3& direction) {
#ifdef COLLIDE_FARTHEST_AVX2
  static const bool kHasAvx2 = __builtin_cpu_supports("avx2") != 0;
  if (kHasAvx2 && count >= 8) {
    return farthest_point_detail::FarthestAlongAvx2(points, count, direction);
  }
#endif
  return FarthestAlongScalar(points, count, direction);
}

}  // namespace collide
