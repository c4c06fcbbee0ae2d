// The book's chapter 2 "Plane Plane" unit test (gdbooks/3DCollisions): five
// planes, the 25 expected results over every ordered pair.
#include "harness/layout_sample/spec.h"

namespace plane_plane {
namespace {

harness::StaticLayout BookLayout() {
  harness::StaticLayoutBuilder b;
  b.Plane("P0", {0, 0, 1}, 0);  // The book's Plane().
  b.Plane("P1", {2, 0, 1}, 0);
  b.Plane("P2", {0, 1, 0}, -2);
  b.Plane("P3", {-1, 1, 2}, 3);
  b.Plane("P4", {1, 0, 0.5}, 3);  // Parallel to P1: (1, 0, 0.5) = (2, 0, 1) / 2.
  // The book's row-major table over every ordered pair. Its test is "not
  // parallel" (|n1 x n2|^2 > 0.0001), so the diagonal is false: a plane does
  // not intersect itself.
  const char* ids[] = {"P0", "P1", "P2", "P3", "P4"};
  const bool results[5][5] = {{false, true, true, true, true},
                              {true, false, true, true, false},
                              {true, true, false, true, true},
                              {true, true, true, false, true},
                              {true, false, true, true, false}};
  for (int i = 0; i < 5; ++i) {
    for (int j = 0; j < 5; ++j) {
      b.ExpectIntersects(ids[i], ids[j], results[i][j]);
    }
  }
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "plane-plane",
    .category = "Static intersections",
    .title = "Plane and plane",
    .about =
        "Chapter 2, Plane Plane: five planes and the book's 25 results over every "
        "ordered pair. The book's test says two planes intersect unless they are parallel "
        "(|n1 x n2|^2 <= 0.0001), so coincident planes do NOT intersect, although they "
        "share every point: each plane with itself is false, as is P1 with P4 (parallel). Shows "
        "the book's parallel threshold, and that its test calls coincident planes apart.",
    .layout = BookLayout,
}};

}  // namespace
}  // namespace plane_plane
