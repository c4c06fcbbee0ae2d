// The book's chapter 4 "Plane Triangle" unit test: the plane through
// (5, 6, 7), (6, 5, 4), (1, 2, 3) against four triangles.
#include "book_triangles.h"
#include "harness/layout_sample/spec.h"

namespace plane_triangle {
namespace {

using collide::Triangle;
using collide::Vec3;

harness::StaticLayout BookLayout() {
  harness::StaticLayoutBuilder b;
  b.PlaneThroughPoints("P", {5, 6, 7}, {6, 5, 4}, {1, 2, 3});
  b.Shape("T", triangles::BookTriangle());
  b.Shape("T1", Triangle{{Vec3(-1, -1, 0), Vec3(0, 1, 0), Vec3(1, -1, 0)}});
  b.Shape("T2", Triangle{{Vec3(-1, -5, 0), Vec3(2, -2, -3), Vec3(5, -5, 0)}});
  b.Shape("T3", Triangle{{Vec3(5, 6, 7), Vec3(6, 5, 4), Vec3(1, 2, 3)}});
  // The plane's normal is (b - a) x (c - a) = (1, -1, -3) x (-4, -4, -4) =
  // (-8, 16, -8), so the plane is -x + 2y - z = 0 (a gives 0). In -x + 2y -
  // z: T's corners give 11, 5, 5 (all in front); T1's -1, 2, -3 (across);
  // T2's -9, -3, -15 (all behind); T3's are the plane's own points.
  b.ExpectIntersects("P", "T", false);
  b.ExpectIntersects("P", "T1", true);
  b.ExpectIntersects("P", "T2", false);
  b.ExpectIntersects("P", "T3", true);
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "plane-triangle",
    .category = "Triangles",
    .title = "Plane and triangle",
    .about = "Chapter 4, Plane Triangle: the plane through (5, 6, 7), (6, 5, 4), (1, 2, 3) "
             "against four triangles. A triangle meets a plane unless its three corners lie "
             "strictly on one side; one on the plane (within 0.00001) touches. T3 is the "
             "plane's own three points."
             " Shows the corner-sides test of a triangle against a plane.",
    .layout = BookLayout,
}};

}  // namespace
}  // namespace plane_triangle
