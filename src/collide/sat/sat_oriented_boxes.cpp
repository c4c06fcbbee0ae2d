// The 15-axis test of two oriented boxes, in two forms that share every
// number: SatTest, which reports the first separating axis, and SatIntersects,
// the boolean alone. Both walk the axes through VisitAxes, so they agree on
// every pair, near-touching ones included.
#include <array>
#include <atomic>
#include <cmath>
#include <string>
#include <utility>

#include "collide/sat/sat.h"
#include "collide/sat/sat_axis_trace.h"
#include "collide/sat/sat_verdict.h"
#include "collide/trace/trace.h"

#if defined(__SSE2__)
#include <immintrin.h>
#endif

namespace collide {
namespace {

// One of VisitAxes' axes as a step: l in a's frame, a centred at 0 on it
// and b at `distance`, each as far as its radius either side.
void RecordOrientedAxis(Trace& trace, const OrientedBox& a, int number, std::string where,
                        const Vec3& l, double distance, double radius_a, double radius_b,
                        double gap, bool separated) {
  SatAxisLook look;
  look.number = number;
  look.where = std::move(where);
  look.origin = a.center;
  look.axis = a.rotation * l;
  look.length = glm::length(l);
  look.a = {-radius_a, radius_a};
  look.b = {distance - radius_b, distance + radius_b};
  look.gap = gap;
  look.separated = separated;
  RecordSatAxis(trace, look);
}

// "A's edge x × B's edge z": the edge pair of a's axis i and b's axis j.
std::string EdgePairName(size_t i, size_t j) {
  std::string name = "A's edge ";
  name.append(SatAxisName(static_cast<int>(i))).append(" × B's edge ");
  name.append(SatAxisName(static_cast<int>(j)));
  return name;
}

// Calls on_gap(gap, distance, l, kind, feature_a, feature_b) for each of the
// 15 candidate axes whose projections have a positive gap, in a's frame, in
// order (a's face normals, b's, then the edge pairs), until it returns true;
// returns whether one did. l is the axis as computed (not unit) and gap the
// projections' gap along it, not divided by |l|.
//
// Every axis is an explicit vector l, projected on as it is: a short l
// (near-parallel edges) gives short projections, not noise. Six of the axes
// have zeros in l: a's face normals e_i, and e_i x r[j], whose i-th component
// is zero. Their products are left out below; adding a zero term changes no
// sum, so every projection is the same number the full dot products give, in
// a fraction of the work. An axis with a gap <= 0 is never separating, and
// most pairs that are apart show it on a face normal, so the walk stops
// early on them.
//
// With a recording tracer every axis looked at is a step (sat_axis_trace.h):
// axis 1..3 a's faces, 4..6 b's, 7..15 the edge pair (i, j) as 7 + 3 i + j.
template <class OnGap, class Tracer>
bool VisitAxes(const OrientedBox& a, const OrientedBox& b, const OnGap& on_gap, Tracer& trace) {
  // In a's frame a's axes are e0, e1, e2 and b's are the columns of r.
  const Mat3 a_transpose = glm::transpose(a.rotation);
  const Mat3 r = a_transpose * b.rotation;
  const Vec3 t = a_transpose * (b.center - a.center);
  const Vec3& ha = a.half_extents;
  const Vec3& hb = b.half_extents;

  // Plain arrays for the indexed loops below: glm's operator[] on a vector
  // is a switch over the component.
  std::array<std::array<double, 3>, 3> rc{};  // rc[j][k] = r[j][k], column j
  std::array<double, 3> tc{};
  std::array<double, 3> hac{};
  std::array<double, 3> hbc{};
  for (int k = 0; k < 3; ++k) {
    const auto uk = static_cast<size_t>(k);
    for (int j = 0; j < 3; ++j) {
      rc[static_cast<size_t>(j)][uk] = r[j][k];
    }
    tc[uk] = t[k];
    hac[uk] = ha[k];
    hbc[uk] = hb[k];
  }

  // a's face normals: l = e_i.
  for (size_t i = 0; i < 3; ++i) {
    const double radius_b =
        hbc[0] * std::abs(rc[0][i]) + hbc[1] * std::abs(rc[1][i]) + hbc[2] * std::abs(rc[2][i]);
    const double gap = std::abs(tc[i]) - hac[i] - radius_b;
    bool separated = false;
    if (gap > 0.0) {
      Vec3 axis(0.0);
      axis[static_cast<int>(i)] = 1.0;
      separated = on_gap(gap, tc[i], axis, SatAxisKind::kFaceOfA, static_cast<int>(i), -1);
    }
    if constexpr (Tracer::kOn) {
      Vec3 axis(0.0);
      axis[static_cast<int>(i)] = 1.0;
      RecordOrientedAxis(trace, a, static_cast<int>(i) + 1,
                         std::string("A's face ") + SatAxisName(static_cast<int>(i)), axis, tc[i],
                         hac[i], radius_b, gap, separated);
    }
    if (separated) {
      return true;
    }
  }
  // b's face normals: l = r[j], no zeros.
  for (int j = 0; j < 3; ++j) {
    const Vec3& l = r[j];
    const double radius_a = ha.x * std::abs(l.x) + ha.y * std::abs(l.y) + ha.z * std::abs(l.z);
    const double radius_b = hb.x * std::abs(glm::dot(r[0], l)) +
                            hb.y * std::abs(glm::dot(r[1], l)) + hb.z * std::abs(glm::dot(r[2], l));
    const double distance = glm::dot(t, l);
    const double gap = std::abs(distance) - radius_a - radius_b;
    const bool separated = gap > 0.0 && on_gap(gap, distance, l, SatAxisKind::kFaceOfB, -1, j);
    if constexpr (Tracer::kOn) {
      RecordOrientedAxis(trace, a, j + 4, std::string("B's face ") + SatAxisName(j), l, distance,
                         radius_a, radius_b, gap, separated);
    }
    if (separated) {
      return true;
    }
  }
  // Edge pairs: l = e_i x r[j] is zero on axis i and, on the other two axes
  // p < q, (l[p], l[q]); e_i x v puts -v[(i + 2) % 3] on axis (i + 1) % 3 and
  // v[(i + 1) % 3] on (i + 2) % 3. Sums keep the full dot product's order.
  constexpr std::array<std::array<size_t, 2>, 3> kOthers = {{{1, 2}, {0, 2}, {0, 1}}};
  constexpr std::array<std::array<double, 2>, 3> kSigns = {{{-1.0, 1.0}, {1.0, -1.0}, {-1.0, 1.0}}};
  constexpr std::array<std::array<size_t, 2>, 3> kFrom = {{{2, 1}, {2, 0}, {1, 0}}};
  for (size_t i = 0; i < 3; ++i) {
    const size_t p = kOthers[i][0];
    const size_t q = kOthers[i][1];
    for (size_t j = 0; j < 3; ++j) {
      const std::array<double, 3>& v = rc[j];
      const double lp = kSigns[i][0] * v[kFrom[i][0]];
      const double lq = kSigns[i][1] * v[kFrom[i][1]];
      // Parallel(e_i, v), as in sat.cpp's Parallel(), with |e_i| = 1.
      if (lp * lp + lq * lq <= kSatParallelTolerance * kSatParallelTolerance * 1.0 *
                                   ((v[0] * v[0] + v[1] * v[1]) + v[2] * v[2])) {
        if constexpr (Tracer::kOn) {
          RecordSatParallel(trace, static_cast<int>(7 + 3 * i + j), EdgePairName(i, j));
        }
        continue;
      }
      const double radius_a = hac[p] * std::abs(lp) + hac[q] * std::abs(lq);
      const double radius_b = hbc[0] * std::abs(rc[0][p] * lp + rc[0][q] * lq) +
                              hbc[1] * std::abs(rc[1][p] * lp + rc[1][q] * lq) +
                              hbc[2] * std::abs(rc[2][p] * lp + rc[2][q] * lq);
      const double distance = tc[p] * lp + tc[q] * lq;
      const double gap = std::abs(distance) - radius_a - radius_b;
      bool separated = false;
      if (gap > 0.0) {
        Vec3 l(0.0);
        l[static_cast<int>(p)] = lp;
        l[static_cast<int>(q)] = lq;
        separated = on_gap(gap, distance, l, SatAxisKind::kEdgeCross, static_cast<int>(i),
                           static_cast<int>(j));
      }
      if constexpr (Tracer::kOn) {
        Vec3 l(0.0);
        l[static_cast<int>(p)] = lp;
        l[static_cast<int>(q)] = lq;
        RecordOrientedAxis(trace, a, static_cast<int>(7 + 3 * i + j), EdgePairName(i, j), l,
                           distance, radius_a, radius_b, gap, separated);
      }
      if (separated) {
        return true;
      }
    }
  }
  if constexpr (Tracer::kOn) {
    RecordSatNoSeparatingAxis(trace, 15);
  }
  return false;
}

// Whether a positive gap on axis l separates by more than the tolerance:
// gap > slack * |l|. The square roots (|l|, the tolerance's scale) are taken
// only here, for a positive gap: slack * |l| >= 0, so a gap <= 0 never
// separates, and a pair that intersects never gets here. Sets *length.
bool Separates(const OrientedBox& a, const OrientedBox& b, double gap, const Vec3& l,
               double* length) {
  const double length_squared = glm::dot(l, l);
  if (length_squared == 0.0) {
    return false;
  }
  *length = std::sqrt(length_squared);
  const double slack = kSatRelativeTolerance *
                       PairToleranceScale(glm::length(a.half_extents), glm::length(b.half_extents));
  return gap > slack * *length;
}

#if defined(__SSE2__)
using detail::Verdict;

// The 15 gaps again, in floats, four lanes at a time, with the classic
// shortcuts of Gottschalk's OBB test that hold for orthonormal rotations
// (a projection of b on e_i x b_j is a sum of two entries of r). Validated
// boxes (Validate) are orthonormal to 1e-9, and every float here is within a
// few float epsilons (6e-8) of its double counterpart, relative to the size
// s = 2 |b.center - a.center|_1 + |ha|_1 + |hb|_1 of the numbers involved;
// the gaps are then within 1e-5 s of VisitAxes'. So a gap above 1e-4 s is a
// separating axis to VisitAxes too (the tolerance, 1e-9 of a radius, is far
// below), and gaps all below -1e-4 s mean none separates there; anything in
// between (touching, near-parallel edges) is left to VisitAxes.
// This is the stage of the SSE2 every x86-64 has; where the processor has
// AVX2 with FMA, VerdictInDoublesAvx2 (sat_verdict_avx2.cpp) gives the
// verdict instead. Both
// give the same verdict outside the margin, and a pair inside it goes to
// VisitAxes either way.
[[gnu::always_inline]] inline Verdict VerdictInFloatsBody(const OrientedBox& a,
                                                          const OrientedBox& b) {
  // Three consecutive doubles (x, y, z) as floats (x, y, z, 0), converted two
  // at a time: glm keeps a vector's and a matrix column's components
  // consecutive.
  const auto load3 = [](const double* p) {
    return _mm_movelh_ps(_mm_cvtpd_ps(_mm_loadu_pd(p)), _mm_cvtpd_ps(_mm_load_sd(p + 2)));
  };
  const auto lane0 = [](__m128 v) { return _mm_shuffle_ps(v, v, _MM_SHUFFLE(0, 0, 0, 0)); };
  const auto lane1 = [](__m128 v) { return _mm_shuffle_ps(v, v, _MM_SHUFFLE(1, 1, 1, 1)); };
  const auto lane2 = [](__m128 v) { return _mm_shuffle_ps(v, v, _MM_SHUFFLE(2, 2, 2, 2)); };
  // Rows of a's rotation (the columns of its transpose), from its columns.
  __m128 a_row0 = load3(&a.rotation[0][0]);
  __m128 a_row1 = load3(&a.rotation[1][0]);
  __m128 a_row2 = load3(&a.rotation[2][0]);
  __m128 a_row3 = _mm_setzero_ps();
  _MM_TRANSPOSE4_PS(a_row0, a_row1, a_row2, a_row3);
  const auto in_a = [&](__m128 v) {  // a^T v
    return _mm_add_ps(_mm_add_ps(_mm_mul_ps(a_row0, lane0(v)), _mm_mul_ps(a_row1, lane1(v))),
                      _mm_mul_ps(a_row2, lane2(v)));
  };
  // The centres' difference in doubles, then rounded once, as before.
  alignas(16) std::array<double, 3> dc{};
  _mm_store_pd(dc.data(), _mm_sub_pd(_mm_loadu_pd(&b.center.x), _mm_loadu_pd(&a.center.x)));
  dc[2] = b.center.z - a.center.z;
  // c_j: b's axis j in a's frame (column j of r = a^T b); t: b's centre.
  const __m128 c0 = in_a(load3(&b.rotation[0][0]));
  const __m128 c1 = in_a(load3(&b.rotation[1][0]));
  const __m128 c2 = in_a(load3(&b.rotation[2][0]));
  const __m128 t = in_a(load3(dc.data()));
  // Rows of r: row_i lane j = c_j[i].
  __m128 row0 = c0;
  __m128 row1 = c1;
  __m128 row2 = c2;
  __m128 row3 = _mm_setzero_ps();
  _MM_TRANSPOSE4_PS(row0, row1, row2, row3);

  const __m128 sign = _mm_set1_ps(-0.0f);
  const auto abs = [&](__m128 v) { return _mm_andnot_ps(sign, v); };
  const __m128 ha = load3(&a.half_extents.x);
  const __m128 hb = load3(&b.half_extents.x);
  const __m128 ha0 = lane0(ha);
  const __m128 ha1 = lane1(ha);
  const __m128 ha2 = lane2(ha);
  const __m128 t0 = lane0(t);
  const __m128 t1 = lane1(t);
  const __m128 t2 = lane2(t);
  const __m128 abs_c0 = abs(c0);
  const __m128 abs_c1 = abs(c1);
  const __m128 abs_c2 = abs(c2);
  const __m128 abs_row0 = abs(row0);
  const __m128 abs_row1 = abs(row1);
  const __m128 abs_row2 = abs(row2);

  // a's face normals e_i (lane i), b's c_j (lane j); on c_j, b's own
  // projection is hb_j.
  const __m128 gap_a = _mm_sub_ps(
      _mm_sub_ps(abs(t), ha),
      _mm_add_ps(_mm_add_ps(_mm_mul_ps(lane0(hb), abs_c0), _mm_mul_ps(lane1(hb), abs_c1)),
                 _mm_mul_ps(lane2(hb), abs_c2)));
  const __m128 distance_b =
      _mm_add_ps(_mm_add_ps(_mm_mul_ps(t0, row0), _mm_mul_ps(t1, row1)), _mm_mul_ps(t2, row2));
  const __m128 gap_b =
      _mm_sub_ps(_mm_sub_ps(abs(distance_b), hb),
                 _mm_add_ps(_mm_add_ps(_mm_mul_ps(ha0, abs_row0), _mm_mul_ps(ha1, abs_row1)),
                            _mm_mul_ps(ha2, abs_row2)));
  // e_i x c_j (lane j): b's projection is hb_{j+1} |r_i[j+2]| + hb_{j+2} |r_i[j+1]|
  // (indices mod 3), with r_i = row i.
  const auto next = [](__m128 v) { return _mm_shuffle_ps(v, v, _MM_SHUFFLE(3, 0, 2, 1)); };
  const auto after_next = [](__m128 v) { return _mm_shuffle_ps(v, v, _MM_SHUFFLE(3, 1, 0, 2)); };
  const __m128 hb_next = next(hb);
  const __m128 hb_after = after_next(hb);
  const auto gap_edge = [&](__m128 distance, __m128 radius_a, __m128 abs_row) {
    const __m128 radius_b =
        _mm_add_ps(_mm_mul_ps(hb_next, after_next(abs_row)), _mm_mul_ps(hb_after, next(abs_row)));
    return _mm_sub_ps(_mm_sub_ps(abs(distance), radius_a), radius_b);
  };
  // e_0 x c = (0, -c[2], c[1]); e_1 x c = (c[2], 0, -c[0]); e_2 x c = (-c[1], c[0], 0).
  const __m128 gap_e0 =
      gap_edge(_mm_sub_ps(_mm_mul_ps(t2, row1), _mm_mul_ps(t1, row2)),
               _mm_add_ps(_mm_mul_ps(ha1, abs_row2), _mm_mul_ps(ha2, abs_row1)), abs_row0);
  const __m128 gap_e1 =
      gap_edge(_mm_sub_ps(_mm_mul_ps(t0, row2), _mm_mul_ps(t2, row0)),
               _mm_add_ps(_mm_mul_ps(ha0, abs_row2), _mm_mul_ps(ha2, abs_row0)), abs_row1);
  const __m128 gap_e2 =
      gap_edge(_mm_sub_ps(_mm_mul_ps(t1, row0), _mm_mul_ps(t0, row1)),
               _mm_add_ps(_mm_mul_ps(ha0, abs_row1), _mm_mul_ps(ha1, abs_row0)), abs_row2);

  // s, summed in lanes (|t|_1 >= |b.center - a.center|_2, which is what
  // rounding scales with).
  const __m128 sizes = _mm_add_ps(_mm_add_ps(_mm_add_ps(abs(t), abs(t)), ha), hb);
  const __m128 size = _mm_add_ps(_mm_add_ps(lane0(sizes), lane1(sizes)), lane2(sizes));
  const __m128 margin = _mm_mul_ps(size, _mm_set1_ps(1e-4f));
  const __m128 above =
      _mm_or_ps(_mm_or_ps(_mm_or_ps(_mm_cmpgt_ps(gap_a, margin), _mm_cmpgt_ps(gap_b, margin)),
                          _mm_or_ps(_mm_cmpgt_ps(gap_e0, margin), _mm_cmpgt_ps(gap_e1, margin))),
                _mm_cmpgt_ps(gap_e2, margin));
  const __m128 low = _mm_sub_ps(_mm_setzero_ps(), margin);
  const __m128 below =
      _mm_and_ps(_mm_and_ps(_mm_and_ps(_mm_cmplt_ps(gap_a, low), _mm_cmplt_ps(gap_b, low)),
                            _mm_and_ps(_mm_cmplt_ps(gap_e0, low), _mm_cmplt_ps(gap_e1, low))),
                 _mm_cmplt_ps(gap_e2, low));
  // A gap above the margin separates only if no gap is NaN: the shortcuts
  // above assume orthonormal rotations, so with a NaN in one of them an axis
  // can show a gap here where VisitAxes' full projection is NaN and decides
  // nothing. Such a pair stays unsure, and the exact walk answers.
  const __m128 sum =
      _mm_add_ps(_mm_add_ps(_mm_add_ps(gap_a, gap_b), _mm_add_ps(gap_e0, gap_e1)), gap_e2);
  // No branch on the answer: random pairs would mispredict it half the time.
  constexpr int kLanes = 0x7;  // the fourth lane is padding
  const int ordered =
      static_cast<int>((_mm_movemask_ps(_mm_cmpord_ps(sum, sum)) & kLanes) == kLanes);
  const bool separated = (_mm_movemask_ps(above) & kLanes & -ordered) != 0;
  const bool intersects = (_mm_movemask_ps(below) & kLanes) == kLanes;
  return static_cast<Verdict>(static_cast<int>(separated) | (static_cast<int>(!intersects) << 1));
}

#endif

}  // namespace

SatResult SatTest(const OrientedBox& a, const OrientedBox& b) {
  SatResult result;
  NoTrace& untraced = Untraced();
  VisitAxes(
      a, b,
      [&](double gap, double distance, const Vec3& l, SatAxisKind kind, int feature_a,
          int feature_b) {
        double length = 0.0;
        if (!Separates(a, b, gap, l, &length)) {
          return false;
        }
        result.intersects = false;
        result.separating_axis = a.rotation * ((distance >= 0.0 ? l : -l) / length);
        result.separation = gap / length;
        result.axis_kind = kind;
        result.feature_a = feature_a;
        result.feature_b = feature_b;
        return true;
      },
      untraced);
  return result;
}

namespace detail {

// Out of line, so that the verdicts' common path saves no registers for it.
// The exact walk, its steps recorded by `trace`.
template <class Tracer>
bool SatIntersectsExact(const OrientedBox& a, const OrientedBox& b, Tracer& trace) {
  return !VisitAxes(
      a, b,
      [&](double gap, double, const Vec3& l, SatAxisKind, int, int) {
        double length = 0.0;
        return Separates(a, b, gap, l, &length);
      },
      trace);
}

[[gnu::noinline]] bool SatIntersectsExact(const OrientedBox& a, const OrientedBox& b) {
  NoTrace& untraced = Untraced();
  return SatIntersectsExact(a, b, untraced);
}

}  // namespace detail

namespace {

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
using SatIntersectsFunction = bool (*)(const OrientedBox&, const OrientedBox&);
bool SatIntersectsFirst(const OrientedBox& a, const OrientedBox& b);
// The stage for this processor, chosen on the first call, so that later calls
// check nothing: a relaxed load of a pointer is a plain load on x86-64, and
// racing first calls all store the same value.
constinit std::atomic<SatIntersectsFunction> sat_intersects{SatIntersectsFirst};

bool SatIntersectsFirst(const OrientedBox& a, const OrientedBox& b) {
  __builtin_cpu_init();
  const SatIntersectsFunction chosen =
      __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") ? detail::SatIntersectsAvx2
                                                                      : SatIntersectsBaseline;
  sat_intersects.store(chosen, std::memory_order_relaxed);
  return chosen(a, b);
}
#endif

}  // namespace

bool SatIntersects(const OrientedBox& a, const OrientedBox& b) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  return sat_intersects.load(std::memory_order_relaxed)(a, b);
#else
  return SatIntersectsBaseline(a, b);
#endif
}

bool SatIntersectsBaseline(const OrientedBox& a, const OrientedBox& b) {
#if defined(__SSE2__)
  return detail::SatIntersectsFrom(VerdictInFloatsBody(a, b), a, b);
#else
  return detail::SatIntersectsExact(a, b);
#endif
}

// Traced, the exact walk alone answers: the verdict stages give its answer
// on every pair (they hand it whatever they are unsure of), and it is the
// walk that has axes to show. Untraced, the plain SatIntersects, stages and
// all.
template <typename Tracer>
bool SatIntersects(const OrientedBox& a, const OrientedBox& b, Tracer& trace) {
  if constexpr (Tracer::kOn) {
    return detail::SatIntersectsExact(a, b, trace);
  } else {
    return SatIntersects(a, b);
  }
}

template bool SatIntersects<NoTrace>(const OrientedBox&, const OrientedBox&, NoTrace&);
template bool SatIntersects<Trace>(const OrientedBox&, const OrientedBox&, Trace&);

}  // namespace collide
