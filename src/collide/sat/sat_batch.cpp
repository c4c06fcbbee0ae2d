// SatIntersectsMany: the float stage of SatIntersects (sat_oriented_boxes.cpp)
// turned sideways. One pair per lane instead of one axis per lane: a single
// pair fills only 3 of 4 lanes and spends much of its time moving numbers
// between lanes (transposes, broadcasts), while pairs side by side need no
// such moves once their numbers are laid out field by field, and AVX2 then
// takes 8 of them at once.
#include <algorithm>
#include <array>
#include <cstddef>
#include <type_traits>

#include "collide/sat/sat.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define COLLISION_LAB_SAT_BATCH_AVX2 1
#endif

namespace collide {
namespace {

// The numbers of one pair the float stage reads, each a float: the centres'
// difference (taken in doubles, then rounded once, as SatIntersects does),
// both boxes' half extents and the columns of both rotations. The order is
// that of an OrientedBox's 15 doubles (centre, half extents, rotation by
// column), so that the loads below take them 4 at a time.
enum Field : int {
  kDelta = 0,   // 3: b.center - a.center, then one unused
  kHalfA = 4,   // 3
  kAxesA = 7,   // 9: a.rotation[i][k] at kAxesA + 3 i + k
  kHalfB = 16,  // 3
  kAxesB = 19,  // 9: likewise for b
  kFieldCount = 28
};

static_assert(std::is_standard_layout_v<OrientedBox> &&
              sizeof(OrientedBox) == 15 * sizeof(double) &&
              offsetof(OrientedBox, half_extents) == 3 * sizeof(double) &&
              offsetof(OrientedBox, rotation) == 6 * sizeof(double) &&
              sizeof(Mat3) == 9 * sizeof(double) && sizeof(OrientedBoxPair) == 30 * sizeof(double));

const double* Doubles(const OrientedBox& box) {
  return reinterpret_cast<const double*>(&box);
}

// The 15 gaps of VerdictInFloatsBody, lane by lane, with the same formulas
// (Gottschalk's shortcuts), the same size s and the same margin 1e-4 s, so
// its error bound holds here unchanged: a lane whose gaps are all below
// -margin intersects, one with a gap above margin is separated, and any other
// goes to the exact walk. Sets `separated` and `intersecting` to all ones in
// the lanes that are sure of that answer. F is a GCC vector of floats, I the
// matching vector of ints: plain operators, so the one body compiles to SSE2
// or AVX2 with FMA by the target of the function it is inlined into. No
// helper takes or returns a vector: outside the AVX2 function such a
// signature would have an ABI of its own (-Wpsabi), though all is inlined.
template <class F, class I>
[[gnu::always_inline]] inline void VerdictsBody(const F* fields, I* separated, I* intersecting) {
  // A cast between vector types keeps the bits, so abs clears the sign bit.
  constexpr int kMagnitude = 0x7fffffff;
  const F* d = fields + kDelta;
  const F* ha = fields + kHalfA;
  const F* hb = fields + kHalfB;
  const F* axes_a = fields + kAxesA;
  const F* axes_b = fields + kAxesB;
  // In a's frame: r[i][j] = a_i . b_j, t = b's centre.
  F r[3][3];
  F abs_r[3][3];
  F t[3];
  F abs_t[3];
  for (int i = 0; i < 3; ++i) {
    const F* a_i = axes_a + 3 * i;
    for (int j = 0; j < 3; ++j) {
      const F* b_j = axes_b + 3 * j;
      r[i][j] = a_i[0] * b_j[0] + a_i[1] * b_j[1] + a_i[2] * b_j[2];
      abs_r[i][j] = (F)((I)r[i][j] & kMagnitude);
    }
    t[i] = a_i[0] * d[0] + a_i[1] * d[1] + a_i[2] * d[2];
    abs_t[i] = (F)((I)t[i] & kMagnitude);
  }
  const F size =
      (abs_t[0] + abs_t[1] + abs_t[2]) * 2.0f + (ha[0] + ha[1] + ha[2]) + (hb[0] + hb[1] + hb[2]);
  const F margin = size * 1e-4f;
  const F low = -margin;
  F gaps[15];
  int axis = 0;
  for (int i = 0; i < 3; ++i) {  // a's face normals
    gaps[axis++] =
        abs_t[i] - ha[i] - (hb[0] * abs_r[i][0] + hb[1] * abs_r[i][1] + hb[2] * abs_r[i][2]);
  }
  for (int j = 0; j < 3; ++j) {  // b's face normals
    const F distance = t[0] * r[0][j] + t[1] * r[1][j] + t[2] * r[2][j];
    gaps[axis++] = (F)((I)distance & kMagnitude) - hb[j] -
                   (ha[0] * abs_r[0][j] + ha[1] * abs_r[1][j] + ha[2] * abs_r[2][j]);
  }
  for (int i = 0; i < 3; ++i) {  // a_i x b_j
    const int i1 = (i + 1) % 3;
    const int i2 = (i + 2) % 3;
    for (int j = 0; j < 3; ++j) {
      const int j1 = (j + 1) % 3;
      const int j2 = (j + 2) % 3;
      const F distance = t[i2] * r[i1][j] - t[i1] * r[i2][j];
      const F radius_a = ha[i1] * abs_r[i2][j] + ha[i2] * abs_r[i1][j];
      const F radius_b = hb[j1] * abs_r[i][j2] + hb[j2] * abs_r[i][j1];
      gaps[axis++] = (F)((I)distance & kMagnitude) - radius_a - radius_b;
    }
  }
  I above{};
  I below = ~I{};
  F sum{};
  for (const F& gap : gaps) {
    above |= gap > margin;
    below &= gap < low;
    sum += gap;
  }
  // A NaN gap (a NaN in a box, where the shortcuts above may still give the
  // other gaps numbers) leaves the pair to the exact walk, as in the single
  // call's stages.
  *separated = above & (sum == sum);
  *intersecting = below;
}

// One group's answers as bits, bit k for pair k.
struct GroupVerdicts {
  unsigned sure = 0;        // the float stage is sure of pair k's answer
  unsigned intersects = 0;  // and it is "intersects"
};

using GroupFunction = GroupVerdicts (*)(const OrientedBoxPair* group);

// Writes the answers of the `count` pairs at `group` (out[k] for pair k):
// the sure ones without a branch on them (random pairs would mispredict it
// half the time), the rest by the exact walk, whose answer SatTest reports.
void Write(GroupVerdicts verdicts, const OrientedBoxPair* group, size_t count, bool* out) {
  for (size_t k = 0; k < count; ++k) {
    out[k] = ((verdicts.intersects >> k) & 1u) != 0;
  }
  const unsigned all = (1u << count) - 1u;
  if ((verdicts.sure & all) != all) {
    for (size_t k = 0; k < count; ++k) {
      if (((verdicts.sure >> k) & 1u) == 0) {
        out[k] = SatTest(group[k].a, group[k].b).intersects;
      }
    }
  }
}

// Every group of Lanes pairs through `GroupVerdictsOf`; the last, short one is
// padded with pairs of points at the origin, whose answers are not read.
template <size_t Lanes, GroupFunction GroupVerdictsOf>
void ForEachGroup(std::span<const OrientedBoxPair> pairs, std::span<bool> out) {
  size_t first = 0;
  for (; first + Lanes <= pairs.size(); first += Lanes) {
    Write(GroupVerdictsOf(&pairs[first]), &pairs[first], Lanes, &out[first]);
  }
  if (first < pairs.size()) {
    std::array<OrientedBoxPair, Lanes> padded{};
    const size_t count = pairs.size() - first;
    std::copy_n(&pairs[first], count, padded.begin());
    Write(GroupVerdictsOf(padded.data()), padded.data(), count, &out[first]);
  }
}

#if defined(__SSE2__)
using Floats4 = float __attribute__((vector_size(16)));
using Ints4 = int __attribute__((vector_size(16)));

// Doubles p[0..3] as 4 floats.
[[gnu::always_inline]] inline __m128 Load4(const double* p) {
  return _mm_movelh_ps(_mm_cvtpd_ps(_mm_loadu_pd(p)), _mm_cvtpd_ps(_mm_loadu_pd(p + 2)));
}

// 4 pairs, field by field: each pair's 28 fields as 7 runs of 4 floats, then
// the runs of the 4 pairs transposed.
GroupVerdicts VerdictsBaseline(const OrientedBoxPair* group) {
  __m128 runs[7][4];
  for (int k = 0; k < 4; ++k) {
    const double* a = Doubles(group[k].a);
    const double* b = Doubles(group[k].b);
    runs[0][k] = _mm_movelh_ps(_mm_cvtpd_ps(_mm_sub_pd(_mm_loadu_pd(b), _mm_loadu_pd(a))),
                               _mm_cvtpd_ps(_mm_sub_pd(_mm_loadu_pd(b + 2), _mm_loadu_pd(a + 2))));
    runs[1][k] = Load4(a + 3);
    runs[2][k] = Load4(a + 7);
    runs[3][k] = Load4(a + 11);
    runs[4][k] = Load4(b + 3);
    runs[5][k] = Load4(b + 7);
    runs[6][k] = Load4(b + 11);
  }
  Floats4 fields[kFieldCount];
  for (int run = 0; run < 7; ++run) {
    __m128* v = runs[run];
    _MM_TRANSPOSE4_PS(v[0], v[1], v[2], v[3]);
    for (int k = 0; k < 4; ++k) {
      fields[4 * run + k] = (Floats4)v[k];
    }
  }
  Ints4 separated;
  Ints4 intersecting;
  VerdictsBody(fields, &separated, &intersecting);
  return {static_cast<unsigned>(_mm_movemask_ps((__m128)(separated | intersecting))),
          static_cast<unsigned>(_mm_movemask_ps((__m128)intersecting))};
}
#endif

#if defined(COLLISION_LAB_SAT_BATCH_AVX2)
using Floats8 = float __attribute__((vector_size(32)));
using Ints8 = int __attribute__((vector_size(32)));

// As VerdictsBaseline, 8 pairs: pair k's runs in the low half of a register,
// pair k + 4's in the high half, then 4 x 4 transposes in both halves at once.
[[gnu::target("avx2,fma")]] GroupVerdicts VerdictsAvx2(const OrientedBoxPair* group) {
  __m128 runs[7][8];
  for (int k = 0; k < 8; ++k) {
    const double* a = Doubles(group[k].a);
    const double* b = Doubles(group[k].b);
    runs[0][k] = _mm256_cvtpd_ps(_mm256_sub_pd(_mm256_loadu_pd(b), _mm256_loadu_pd(a)));
    runs[1][k] = _mm256_cvtpd_ps(_mm256_loadu_pd(a + 3));
    runs[2][k] = _mm256_cvtpd_ps(_mm256_loadu_pd(a + 7));
    runs[3][k] = _mm256_cvtpd_ps(_mm256_loadu_pd(a + 11));
    runs[4][k] = _mm256_cvtpd_ps(_mm256_loadu_pd(b + 3));
    runs[5][k] = _mm256_cvtpd_ps(_mm256_loadu_pd(b + 7));
    runs[6][k] = _mm256_cvtpd_ps(_mm256_loadu_pd(b + 11));
  }
  Floats8 fields[kFieldCount];
  for (int run = 0; run < 7; ++run) {
    const __m128* x = runs[run];
    __m256 v[4];
    for (int k = 0; k < 4; ++k) {
      v[k] = _mm256_insertf128_ps(_mm256_castps128_ps256(x[k]), x[k + 4], 1);
    }
    const __m256 low01 = _mm256_unpacklo_ps(v[0], v[1]);
    const __m256 low23 = _mm256_unpacklo_ps(v[2], v[3]);
    const __m256 high01 = _mm256_unpackhi_ps(v[0], v[1]);
    const __m256 high23 = _mm256_unpackhi_ps(v[2], v[3]);
    fields[4 * run + 0] = (Floats8)_mm256_shuffle_ps(low01, low23, _MM_SHUFFLE(1, 0, 1, 0));
    fields[4 * run + 1] = (Floats8)_mm256_shuffle_ps(low01, low23, _MM_SHUFFLE(3, 2, 3, 2));
    fields[4 * run + 2] = (Floats8)_mm256_shuffle_ps(high01, high23, _MM_SHUFFLE(1, 0, 1, 0));
    fields[4 * run + 3] = (Floats8)_mm256_shuffle_ps(high01, high23, _MM_SHUFFLE(3, 2, 3, 2));
  }
  Ints8 separated;
  Ints8 intersecting;
  VerdictsBody(fields, &separated, &intersecting);
  return {static_cast<unsigned>(_mm256_movemask_ps((__m256)(separated | intersecting))),
          static_cast<unsigned>(_mm256_movemask_ps((__m256)intersecting))};
}
#endif

// Where there is no SSE2 (not x86-64), the exact walk for each pair.
[[maybe_unused]] void Exact(std::span<const OrientedBoxPair> pairs, std::span<bool> out) {
  for (size_t k = 0; k < pairs.size(); ++k) {
    out[k] = SatIntersects(pairs[k].a, pairs[k].b);
  }
}

}  // namespace

void SatIntersectsManyBaseline(std::span<const OrientedBoxPair> pairs, std::span<bool> out) {
#if defined(__SSE2__)
  ForEachGroup<4, VerdictsBaseline>(pairs, out);
#else
  Exact(pairs, out);
#endif
}

void SatIntersectsMany(std::span<const OrientedBoxPair> pairs, std::span<bool> out) {
#if defined(COLLISION_LAB_SAT_BATCH_AVX2)
  static const bool kHasAvx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
  if (kHasAvx2) {
    ForEachGroup<8, VerdictsAvx2>(pairs, out);
    return;
  }
#endif
  SatIntersectsManyBaseline(pairs, out);
}

}  // namespace collide
