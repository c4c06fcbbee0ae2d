// The book's chapter 4 "Linetest Triangle" unit test: the segments L0-L5
// of the line tests against the ray-triangle test's triangle.
#include "book_triangles.h"
#include "harness/layout_sample/spec.h"

namespace line_triangle {
namespace {

harness::StaticLayout BookLayout() {
  harness::StaticLayoutBuilder b;
  b.Shape("T", triangles::BookCastTriangle());
  b.Segment("L0", {2.5, 2.5, 2.5}, {4, 4, 4});
  b.Segment("L1", {1, 1, 0}, {0, 0, 0});
  b.Segment("L2", {-1, -1, 0}, {-3, 0, 0});
  b.Segment("L3", {-5, 0, 0}, {5, 0, 0});
  b.Segment("L4", {7, 0, 1}, {-7, 0, 1});
  b.Segment("L5", {0.5, 0.5, 0.5}, {0.5, 0.5, 2});
  // The book's F F F T T F. L3 and L4 cross x + y = 3.414214 at
  // x = 3.414214, 8.414214 and 3.585786 from their starts.
  b.ExpectHit("L0", "T", false).ExpectHit("L1", "T", false).ExpectHit("L2", "T", false);
  b.ExpectHitAt("L3", "T", 3.414214 + 5);
  b.ExpectHitAt("L4", "T", 7 - 3.414214);
  b.ExpectHit("L5", "T", false);
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "line-triangle",
    .category = "Triangles",
    .title = "Line and triangle",
    .about = "Chapter 4, Linetest Triangle: the segments of the line tests against the "
             "triangle of Raycast Triangle. A segment is the ray from its start towards its "
             "end, accepted up to its length: L3 and L4 cross the triangle; L0 ends short of "
             "its plane, and L1, L2 and L5 never reach it."
             " Shows a segment test as a ray cast cut to the segment's length.",
    .layout = BookLayout,
}};

}  // namespace
}  // namespace line_triangle
