#pragma once

// Inside the boolean oriented-box SAT (SatIntersects, sat.h): a stage first
// gives a quick verdict from all 15 axes with Gottschalk's shortcuts, and a
// pair it cannot decide takes the exact walk. Shared by the SSE2 stage
// (sat_oriented_boxes.cpp) and the AVX2 one (sat_verdict_avx2.cpp).

#include "collide/shapes/box.h"

namespace collide::detail {

// Bit 0: separated; bit 1: not shown to intersect. Neither: intersects.
enum class Verdict { kIntersects = 0, kSeparated = 3, kUnsure = 2 };

// SatTest(a, b).intersects by the exact walk, for the pairs a verdict
// leaves unsure.
bool SatIntersectsExact(const OrientedBox& a, const OrientedBox& b);

// The verdict where it is sure, else the exact walk.
[[gnu::always_inline]] inline bool SatIntersectsFrom(Verdict verdict, const OrientedBox& a,
                                                     const OrientedBox& b) {
  if (verdict != Verdict::kUnsure) {
    return verdict == Verdict::kIntersects;  // a flag compare, no branch
  }
  return SatIntersectsExact(a, b);
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
// The AVX2-with-FMA stage: call only where the processor has both.
bool SatIntersectsAvx2(const OrientedBox& a, const OrientedBox& b);
#endif

}  // namespace collide::detail
