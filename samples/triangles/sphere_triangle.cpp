// The book's chapter 4 "Sphere Triangle" unit test: four spheres against
// the triangle T.
#include "book_triangles.h"
#include "harness/layout_sample/spec.h"

namespace sphere_triangle {
namespace {

harness::StaticLayout BookLayout() {
  harness::StaticLayoutBuilder b;
  b.Shape("T", triangles::BookTriangle());
  b.Sphere("S0", {2, 4, -1}, 0.5).Sphere("S1", {-1, 5, 0}, 0.5);
  b.Sphere("S2", {2, 2, 2}, 1).Sphere("S3", {-2, -2, -2}, 1);
  // S0's centre lies in T; S1's is T's corner a; T's nearest point to S2's
  // centre is b = (2, 2, -3), 5 away, and to S3's more than 5.
  b.ExpectIntersects("S0", "T", true).ExpectIntersects("S1", "T", true);
  b.ExpectIntersects("S2", "T", false).ExpectIntersects("S3", "T", false);
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "sphere-triangle",
    .category = "Triangles",
    .title = "Sphere and triangle",
    .about = "Chapter 4, Sphere Triangle: four spheres against the triangle T (-1, 5, 0), "
             "(2, 2, -3), (5, 5, 0). A sphere meets a triangle when the triangle's point "
             "nearest its centre lies within the radius: S0's centre is in T and S1's is a "
             "corner; S2 and S3 are farther from T than their radii."
             " Shows the closest-point test of a sphere against a triangle.",
    .layout = BookLayout,
}};

}  // namespace
}  // namespace sphere_triangle
