// The book's chapter 4 "AABB Triangle" unit test: six boxes, by centre and
// extents, against the triangle T.
#include "book_triangles.h"
#include "harness/layout_sample/spec.h"

namespace aabb_triangle {
namespace {

harness::StaticLayout BookLayout() {
  harness::StaticLayoutBuilder b;
  b.Shape("T", triangles::BookTriangle());
  b.AabbCenter("A0", {2, 4, -1}, {0.5, 0.5, 0.5});
  b.AabbCenter("A1", {-1, 5, 0}, {0.5, 0.5, 0.5});
  b.AabbCenter("A2", {0, 0, 0}, {5, 7, 5});
  b.AabbCenter("A3", {2, 3, -3}, {3, 0.5, 2});
  b.AabbCenter("A4", {2, 2, 2}, {1, 1, 1});
  b.AabbCenter("A5", {-2, -2, -2}, {1, 1, 1});
  // A0 holds a point of T, A1 a corner, A2 all of it; A3 is crossed by an
  // edge; T's plane z - y = -5 leaves A4 (z - y in [-2, 2]) and A5 on one
  // side.
  for (const char* id : {"A0", "A1", "A2", "A3"}) {
    b.ExpectIntersects(id, "T", true);
  }
  b.ExpectIntersects("A4", "T", false).ExpectIntersects("A5", "T", false);
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "aabb-triangle",
    .category = "Triangles",
    .title = "AABB and triangle",
    .about = "Chapter 4, AABB Triangle: six boxes against the triangle T (-1, 5, 0), "
             "(2, 2, -3), (5, 5, 0), tested on 13 separating axes: the box's three faces, the "
             "triangle's normal and the nine crosses of its edges with the box's axes. A0-A3 "
             "meet T; A4 and A5 lie on one side of its plane."
             " Shows the 13-axis separating-axis test of a box against a triangle.",
    .layout = BookLayout,
}};

}  // namespace
}  // namespace aabb_triangle
