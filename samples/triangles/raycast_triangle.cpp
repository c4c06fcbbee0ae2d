// The book's chapter 4 "Raycast Triangle" unit test: the rays R0-R6 of
// ray-plane against a triangle in the plane x + y = 3.414214.
#include <cmath>

#include "book_triangles.h"
#include "harness/layout_sample/spec.h"

namespace raycast_triangle {
namespace {

harness::StaticLayout BookLayout() {
  harness::StaticLayoutBuilder b;
  b.Shape("T", triangles::BookCastTriangle());
  b.Ray("R0", {0, 0, 0}, {0, -1, 0});
  b.Ray("R1", {0.5, 0.5, 0}, {-1, -1, 0});
  b.Ray("R2", {1, 1, 0}, {1, 1, 0});
  b.Ray("R3", {1, 1, -3}, {0, 0, 1});
  b.Ray("R4", {2, 2, 3}, {0, -1, 0});
  b.Ray("R5", {3, 3, 3}, {-3, -3, -3});
  b.Ray("R6", {1, 1, 3}, {-2, -3, 1});
  // The book's F F T F T T F. Where x + y reaches 3.414214 (k) along the
  // hits: R2's x + y = 2 + t sqrt(2); R4's = 4 - t; R5's = 6 - 2 t / sqrt(3).
  const double k = 3.414214;
  b.ExpectHit("R0", "T", false).ExpectHit("R1", "T", false);
  b.ExpectHitAt("R2", "T", (k - 2) / std::sqrt(2.0));
  b.ExpectHit("R3", "T", false);
  b.ExpectHitAt("R4", "T", 4 - k);
  b.ExpectHitAt("R5", "T", (6 - k) * std::sqrt(3.0) / 2);
  // R6 points away from the plane (x + y falls from 2).
  b.ExpectHit("R6", "T", false);
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "raycast-triangle",
    .category = "Triangles",
    .title = "Raycast triangle",
    .about = "Chapter 4, Raycast Triangle: the rays of Raycast Plane against a triangle in the "
             "plane x + y = 3.414214. The cast is two-sided (Moller-Trumbore): a ray hits "
             "from either face, and misses only when it points away, runs parallel, or "
             "crosses the plane outside the triangle. R2, R4 and R5 hit; the hover text "
             "gives t and the hit point."
             " Shows a two-sided ray cast against a triangle, with t.",
    .layout = BookLayout,
}};

}  // namespace
}  // namespace raycast_triangle
