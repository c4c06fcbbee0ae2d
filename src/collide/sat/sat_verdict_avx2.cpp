// The boolean oriented-box SAT's stage for processors with AVX2 and FMA
// (sat_verdict.h): the float stage's verdict (sat_oriented_boxes.cpp, whose
// comments give the error bound and the margin) in four lanes of doubles.
#include "collide/sat/sat_verdict.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>

namespace collide::detail {
namespace {

// The same verdict where the processor has AVX2 with FMA, in four lanes of
// doubles: no conversions, and the centres' difference, b's axes and the half
// extents come straight from memory as broadcasts. Doubles round far less
// than floats (each number here is within a few 1e-16 of VisitAxes', relative
// to s), so the gaps are within 1e-5 s of VisitAxes' a fortiori (what
// remains is the shortcuts' reliance on orthonormality, as in the float
// stage), and the same margin stays sound. A multiply-add rounds once, which
// only tightens this.
#define COLLIDE_AVX2 [[gnu::target("avx2,fma")]] [[gnu::always_inline]] inline
// Out of the function as small functions: a lambda would not take its target.
COLLIDE_AVX2 __m256d Broadcast(const double& x) {
  return _mm256_broadcast_sd(&x);
}
template <int LaneIndex>
COLLIDE_AVX2 __m256d Lane(__m256d v) {
  return _mm256_permute4x64_pd(v, _MM_SHUFFLE(LaneIndex, LaneIndex, LaneIndex, LaneIndex));
}
COLLIDE_AVX2 __m256d Abs(__m256d v) {
  return _mm256_andnot_pd(_mm256_set1_pd(-0.0), v);
}
// (v1, v2, v0, v3) and (v2, v0, v1, v3).
COLLIDE_AVX2 __m256d Next(__m256d v) {
  return _mm256_permute4x64_pd(v, _MM_SHUFFLE(3, 0, 2, 1));
}
COLLIDE_AVX2 __m256d AfterNext(__m256d v) {
  return _mm256_permute4x64_pd(v, _MM_SHUFFLE(3, 1, 0, 2));
}
// Lanes 0-2 of the first three columns of a 4x4 transpose, lane 3 zero;
// lane 3 of the inputs goes to the fourth column, which is dropped.
COLLIDE_AVX2 void Transpose(__m256d c0, __m256d c1, __m256d c2, __m256d* r0, __m256d* r1,
                            __m256d* r2) {
  const __m256d zero = _mm256_setzero_pd();
  const __m256d lo01 = _mm256_unpacklo_pd(c0, c1);  // c0[0] c1[0] c0[2] c1[2]
  const __m256d hi01 = _mm256_unpackhi_pd(c0, c1);  // c0[1] c1[1] c0[3] c1[3]
  const __m256d lo2 = _mm256_unpacklo_pd(c2, zero);
  const __m256d hi2 = _mm256_unpackhi_pd(c2, zero);
  *r0 = _mm256_permute2f128_pd(lo01, lo2, 0x20);
  *r1 = _mm256_permute2f128_pd(hi01, hi2, 0x20);
  *r2 = _mm256_permute2f128_pd(lo01, lo2, 0x31);
}
// a^T (x, y, z), given a's rows.
COLLIDE_AVX2 __m256d InA(const __m256d (&a_rows)[3], __m256d x, __m256d y, __m256d z) {
  return _mm256_fmadd_pd(a_rows[2], z, _mm256_fmadd_pd(a_rows[1], y, _mm256_mul_pd(a_rows[0], x)));
}
// The gap on e_i x c_j (lane j): b's projection is
// hb_{j+1} |r_i[j+2]| + hb_{j+2} |r_i[j+1]| (indices mod 3), r_i = row i.
COLLIDE_AVX2 __m256d GapEdge(__m256d distance, __m256d radius_a, __m256d abs_row, __m256d hb_next,
                             __m256d hb_after) {
  const __m256d radius_b =
      _mm256_fmadd_pd(hb_after, Next(abs_row), _mm256_mul_pd(hb_next, AfterNext(abs_row)));
  return _mm256_sub_pd(_mm256_sub_pd(Abs(distance), radius_a), radius_b);
}

// Of lanes 0-2.
COLLIDE_AVX2 double MaxOf3(__m256d v) {
  const __m128d low = _mm256_castpd256_pd128(v);
  return _mm_cvtsd_f64(
      _mm_max_sd(_mm_max_sd(low, _mm_unpackhi_pd(low, low)), _mm256_extractf128_pd(v, 1)));
}
COLLIDE_AVX2 double SumOf3(__m256d v) {
  const __m128d low = _mm256_castpd256_pd128(v);
  return _mm_cvtsd_f64(
      _mm_add_sd(_mm_add_sd(low, _mm_unpackhi_pd(low, low)), _mm256_extractf128_pd(v, 1)));
}

COLLIDE_AVX2 Verdict VerdictInDoublesAvx2(const OrientedBox& a, const OrientedBox& b) {
  // a's columns; the fourth double read after each of the first two is the
  // next column's first, still inside the box. The last column ends the
  // struct, so its z goes in alone.
  const double* ar = &a.rotation[0][0];
  __m256d a_rows[3];
  Transpose(
      _mm256_loadu_pd(ar), _mm256_loadu_pd(ar + 3),
      _mm256_insertf128_pd(_mm256_castpd128_pd256(_mm_loadu_pd(ar + 6)), _mm_load_sd(ar + 8), 1),
      &a_rows[0], &a_rows[1], &a_rows[2]);
  const __m256d c0 = InA(a_rows, Broadcast(b.rotation[0].x), Broadcast(b.rotation[0].y),
                         Broadcast(b.rotation[0].z));
  const __m256d c1 = InA(a_rows, Broadcast(b.rotation[1].x), Broadcast(b.rotation[1].y),
                         Broadcast(b.rotation[1].z));
  const __m256d c2 = InA(a_rows, Broadcast(b.rotation[2].x), Broadcast(b.rotation[2].y),
                         Broadcast(b.rotation[2].z));
  const __m256d t = InA(a_rows, _mm256_sub_pd(Broadcast(b.center.x), Broadcast(a.center.x)),
                        _mm256_sub_pd(Broadcast(b.center.y), Broadcast(a.center.y)),
                        _mm256_sub_pd(Broadcast(b.center.z), Broadcast(a.center.z)));
  __m256d row0;
  __m256d row1;
  __m256d row2;
  Transpose(c0, c1, c2, &row0, &row1, &row2);

  // Lane 3 of these is the double after the half extents (inside the box): it
  // only reaches lane 3 of the gaps and the sizes, which are ignored.
  const __m256d ha = _mm256_loadu_pd(&a.half_extents.x);
  const __m256d hb = _mm256_loadu_pd(&b.half_extents.x);
  const __m256d ha0 = Broadcast(a.half_extents.x);
  const __m256d ha1 = Broadcast(a.half_extents.y);
  const __m256d ha2 = Broadcast(a.half_extents.z);
  const __m256d t0 = Lane<0>(t);
  const __m256d t1 = Lane<1>(t);
  const __m256d t2 = Lane<2>(t);
  const __m256d abs_row0 = Abs(row0);
  const __m256d abs_row1 = Abs(row1);
  const __m256d abs_row2 = Abs(row2);

  const __m256d gap_a = _mm256_sub_pd(
      _mm256_sub_pd(Abs(t), ha),
      _mm256_fmadd_pd(Broadcast(b.half_extents.z), Abs(c2),
                      _mm256_fmadd_pd(Broadcast(b.half_extents.y), Abs(c1),
                                      _mm256_mul_pd(Broadcast(b.half_extents.x), Abs(c0)))));
  const __m256d distance_b =
      _mm256_fmadd_pd(t2, row2, _mm256_fmadd_pd(t1, row1, _mm256_mul_pd(t0, row0)));
  const __m256d gap_b = _mm256_sub_pd(
      _mm256_sub_pd(Abs(distance_b), hb),
      _mm256_fmadd_pd(ha2, abs_row2, _mm256_fmadd_pd(ha1, abs_row1, _mm256_mul_pd(ha0, abs_row0))));
  const __m256d hb_next = Next(hb);
  const __m256d hb_after = AfterNext(hb);
  const __m256d gap_e0 = GapEdge(_mm256_fmsub_pd(t2, row1, _mm256_mul_pd(t1, row2)),
                                 _mm256_fmadd_pd(ha2, abs_row1, _mm256_mul_pd(ha1, abs_row2)),
                                 abs_row0, hb_next, hb_after);
  const __m256d gap_e1 = GapEdge(_mm256_fmsub_pd(t0, row2, _mm256_mul_pd(t2, row0)),
                                 _mm256_fmadd_pd(ha2, abs_row0, _mm256_mul_pd(ha0, abs_row2)),
                                 abs_row1, hb_next, hb_after);
  const __m256d gap_e2 = GapEdge(_mm256_fmsub_pd(t1, row0, _mm256_mul_pd(t0, row1)),
                                 _mm256_fmadd_pd(ha1, abs_row0, _mm256_mul_pd(ha0, abs_row1)),
                                 abs_row2, hb_next, hb_after);

  // Some gap is above the margin exactly when the largest is, and all are
  // below -margin exactly when the largest is: one maximum over lanes 0-2
  // (the fourth is padding) and two compares instead of ten.
  const __m256d gaps = _mm256_max_pd(
      _mm256_max_pd(_mm256_max_pd(gap_a, gap_b), _mm256_max_pd(gap_e0, gap_e1)), gap_e2);
  const __m256d sizes = _mm256_add_pd(_mm256_add_pd(_mm256_add_pd(Abs(t), Abs(t)), ha), hb);
  // A maximum drops a NaN (it returns its second operand), and a NaN gap must
  // leave the pair unsure, as in the float stage. A sum keeps it: zero times
  // the gaps' sum is 0, or NaN when a gap is NaN or infinite.
  const __m256d sum = _mm256_add_pd(
      _mm256_add_pd(_mm256_add_pd(gap_a, gap_b), _mm256_add_pd(gap_e0, gap_e1)), gap_e2);
  const double gap = MaxOf3(gaps) + 0.0 * SumOf3(sum);
  const double margin = SumOf3(sizes) * 1e-4;
  // No branch on the answer: random pairs would mispredict it half the time.
  const bool separated = gap > margin;
  const bool intersects = gap < -margin;
  return static_cast<Verdict>(static_cast<int>(separated) | (static_cast<int>(!intersects) << 1));
}
#undef COLLIDE_AVX2

}  // namespace

[[gnu::target("avx2,fma")]] bool SatIntersectsAvx2(const OrientedBox& a, const OrientedBox& b) {
  return SatIntersectsFrom(VerdictInDoublesAvx2(a, b), a, b);
}

}  // namespace collide::detail
#endif
