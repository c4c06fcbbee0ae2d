// The book's chapter 3 "Line Plane" unit test (gdbooks/3DCollisions): six
// segments against one plane under the book's one-sided test, and under the
// two-sided one beside it.
#include <cmath>

#include "harness/layout_sample/spec.h"

namespace line_plane {
namespace {

constexpr const char* kOneSided = "one-sided";
constexpr const char* kTwoSided = "two-sided";

harness::StaticLayout BookLayout() {
  harness::StaticLayoutBuilder b;
  // n (1, 1, 0), d 1: x + y = sqrt(2), the normal towards +x +y.
  b.Plane("P", {1, 1, 0}, 1);
  b.Segment("L0", {2.5, 2.5, 2.5}, {4, 4, 4});
  b.Segment("L1", {1, 1, 0}, {0, 0, 0});
  b.Segment("L2", {-1, -1, 0}, {-3, 0, 0});
  b.Segment("L3", {-5, 0, 0}, {5, 0, 0});
  b.Segment("L4", {7, 0, 1}, {-7, 0, 1});
  b.Segment("L5", {0.5, 0.5, 0.5}, {0.5, 0.5, 2});

  const double root2 = std::sqrt(2.0);
  // L1: x + y = 2 - sqrt(2) t from the front, t = sqrt(2) - 1.
  const double l1 = root2 - 1;
  // L3: x = -5 + t, t = 5 + sqrt(2), from behind.
  const double l3 = 5 + root2;
  // L4: x = 7 - t, t = 7 - sqrt(2), from the front.
  const double l4 = 7 - root2;

  // The book's table, one-sided. L0 lies in front (x + y from 5 to 8), L2
  // behind (-2 to -3), L5 behind and parallel (x + y = 1); L3 crosses from
  // behind, which the book's test does not count.
  b.ExpectHit("L0", "P", false, kOneSided);
  b.ExpectHitAt("L1", "P", l1, kOneSided);
  b.ExpectHit("L2", "P", false, kOneSided);
  b.ExpectHit("L3", "P", false, kOneSided);
  b.ExpectHitAt("L4", "P", l4, kOneSided);
  b.ExpectHit("L5", "P", false, kOneSided);
  // Two-sided, the plane a sheet: L3 crosses it too.
  b.ExpectHit("L0", "P", false, kTwoSided);
  b.ExpectHitAt("L1", "P", l1, kTwoSided);
  b.ExpectHit("L2", "P", false, kTwoSided);
  b.ExpectHitAt("L3", "P", l3, kTwoSided);
  b.ExpectHitAt("L4", "P", l4, kTwoSided);
  b.ExpectHit("L5", "P", false, kTwoSided);
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "line-plane",
    .category = "Rays and lines",
    .title = "Line plane",
    .about = "Chapter 3, Line Plane: the plane n (1, 1, 0), d 1 and six segments, each the ray "
             "cast from its start kept within its length. The book's test is one-sided: L1 "
             "and L4 cross the plane from its front and hit; L3 crosses from behind and "
             "misses. Beside it, the two-sided test, where L3 hits too. Shows how a one-sided "
             "plane cast misses segments from behind, and what a two-sided one changes.",
    .layout = BookLayout,
    .name_algorithm = true,
}};

}  // namespace
}  // namespace line_plane
