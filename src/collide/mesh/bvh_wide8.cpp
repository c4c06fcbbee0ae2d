// The eight-wide walk: as the four-wide one in bvh_raycast.cpp, with eight
// children's boxes tested in one AVX2 pass, so a ray takes about a third
// fewer steps down. Only its functions are compiled for AVX2 (by
// attribute, not by a flag on the file: an inline function this file
// shares with others must not come out of it in AVX2), and Raycast takes
// it only where the CPU has AVX2, so the build runs on any x86-64.

#include "collide/mesh/bvh.h"
#include "collide/mesh/bvh_walk.h"
#include "collide/mesh/float_ray.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define COLLISION_LAB_EIGHT_WIDE 1
#endif

namespace collide {

#if defined(COLLISION_LAB_EIGHT_WIDE)

bool Bvh::EightWideAvailable() {
  static const bool kAvailable = __builtin_cpu_supports("avx2") != 0;
  return kAvailable;
}

namespace {

struct WideRay8 {
  __m256 origin[3];
  __m256 inverse[3];
  __m256 slack;
};

[[gnu::target("avx2")]] WideRay8 MakeWideRay8(const FloatRay& ray) {
  WideRay8 result{};
  for (int axis = 0; axis < 3; ++axis) {
    result.origin[axis] = _mm256_set1_ps(ray.origin[axis]);
    result.inverse[axis] = _mm256_set1_ps(ray.inverse[axis]);
  }
  result.slack = _mm256_set1_ps(ray.slack);
  return result;
}

// The slab test of EntersBox (float_ray.h), eight boxes at once: which
// children's boxes the ray enters before `bound` (bit k for child k), and
// where, conservatively early. The same operations as the four-wide
// test's, lane by lane, so the same floats. A struct, not a lambda, so
// that its call carries the AVX2 target.
struct EnteredChildren8 {
  WideRay8 ray;

  template <typename Node>
  [[gnu::target("avx2")]] unsigned operator()(const Node& node, float bound,
                                              float entries[8]) const {
    __m256 enter = _mm256_setzero_ps();
    __m256 exit = _mm256_set1_ps(bound);
    for (int axis = 0; axis < 3; ++axis) {
      const __m256 t1 = _mm256_mul_ps(
          _mm256_sub_ps(_mm256_load_ps(node.min[axis]), ray.origin[axis]), ray.inverse[axis]);
      const __m256 t2 = _mm256_mul_ps(
          _mm256_sub_ps(_mm256_load_ps(node.max[axis]), ray.origin[axis]), ray.inverse[axis]);
      enter = _mm256_max_ps(enter, _mm256_min_ps(t1, t2));
      exit = _mm256_min_ps(exit, _mm256_max_ps(t1, t2));
    }
    enter = _mm256_sub_ps(_mm256_mul_ps(enter, _mm256_set1_ps(kEarlier)), ray.slack);
    _mm256_storeu_ps(entries, enter);
    // A missing child's box is NaN (AddWideNode): so are its times, and an
    // ordered comparison with NaN is false.
    return static_cast<unsigned>(_mm256_movemask_ps(_mm256_cmp_ps(enter, exit, _CMP_LE_OQ)));
  }
};

}  // namespace

[[gnu::target("avx2")]] std::optional<MeshHit> Bvh::RaycastWide8(const Ray& ray,
                                                                 double max_t) const {
  const EnteredChildren8 entered{MakeWideRay8(MakeFloatRay(ray))};
  return WalkWide(wide8_nodes_, ray, max_t, entered);
}

#else

bool Bvh::EightWideAvailable() {
  return false;
}

std::optional<MeshHit> Bvh::RaycastWide8(const Ray& ray, double max_t) const {
  return RaycastBinary(ray, max_t, nullptr);
}

#endif

}  // namespace collide
