// The book's chapter 2 "AABB AABB" unit test (gdbooks/3DCollisions): four
// boxes, the 16 expected results over every ordered pair.
#include "harness/layout_sample/spec.h"

namespace aabb_aabb {
namespace {

harness::StaticLayout BookLayout() {
  harness::StaticLayoutBuilder b;
  b.AabbCorners("A0", {-0.5, -2, -0.5}, {0.5, 2, 0.5});
  b.AabbCorners("A1", {-1, -1, -1}, {1, 1, 1});  // The book's AABB().
  b.AabbCorners("A2", {1, 1, 1}, {3, 3, 3});
  b.AabbCorners("A3", {-3, -3, -3}, {-4, -4, -4});  // Swapped by the constructor.
  // The book's row-major table over every ordered pair, i == j too. A1 and
  // A2 share only the corner (1, 1, 1): touching counts.
  const char* ids[] = {"A0", "A1", "A2", "A3"};
  const bool results[4][4] = {{true, true, false, false},
                              {true, true, true, false},
                              {false, true, true, false},
                              {false, false, false, true}};
  for (int i = 0; i < 4; ++i) {
    for (int j = 0; j < 4; ++j) {
      b.ExpectIntersects(ids[i], ids[j], results[i][j]);
    }
  }
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "aabb-aabb",
    .category = "Static intersections",
    .title = "AABB and AABB",
    .about = "Chapter 2, AABB AABB: four boxes and the book's 16 results over every ordered "
             "pair, each box with itself included. A0, a tall bar, passes through the unit box "
             "A1; A1 and A2 share one corner (touching counts); A3 lies apart from all. Shows the "
             "min-max overlap test on each axis, touching included.",
    .layout = BookLayout,
}};

}  // namespace
}  // namespace aabb_aabb
