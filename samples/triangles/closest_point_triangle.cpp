// The book's chapter 4 "Closest Point Triangle" unit test: five points and
// their nearest points on the triangle T.
#include "book_triangles.h"
#include "harness/layout_sample/spec.h"

namespace closest_point_triangle {
namespace {

harness::StaticLayout BookLayout() {
  harness::StaticLayoutBuilder b;
  b.Shape("T", triangles::BookTriangle());
  b.Point("P0", {1, 1, 1}).Point("P1", {-1, -3, -4}).Point("P2", {2, 4, -1});
  b.Point("P3", {-2.732051, 6.732051, 1.732051}).Point("P4", {3, 7, -4});
  // The book's answers, to its tolerance 1e-5. T's plane is z - y = -5:
  // P0 and P4 project onto the face (P4's (3, 4, -1), which the book prints
  // as -0.9999995 in float32); P1 and P3 are nearest corners b and a; P2 is
  // in T.
  constexpr double kBookTolerance = 1e-5;
  b.ExpectClosestPoint("P0", "T", {1, 3.5, -1.5}, kBookTolerance);
  b.ExpectClosestPoint("P1", "T", {2, 2, -3}, kBookTolerance);
  b.ExpectClosestPoint("P2", "T", {2, 4, -1}, kBookTolerance);
  b.ExpectClosestPoint("P3", "T", {-1, 5, 0}, kBookTolerance);
  b.ExpectClosestPoint("P4", "T", {3, 4, -0.9999995}, kBookTolerance);
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "closest-point-triangle",
    .category = "Triangles",
    .title = "Closest point on triangle",
    .about = "Chapter 4, Closest Point Triangle: the triangle T (-1, 5, 0), (2, 2, -3), "
             "(5, 5, 0) and five points. Which Voronoi region of T holds a point decides its "
             "nearest point: P0 and P4 fall on the face, P1 and P3 on corners, and P2 lies in T "
             "and is its own. Within the book's 0.00001."
             " Shows the closest point on a triangle by Voronoi regions.",
    .layout = BookLayout,
}};

}  // namespace
}  // namespace closest_point_triangle
