// The book's chapter 3 "Raycast AABB" unit test (gdbooks/3DCollisions): five
// rays against one box.
#include <cmath>

#include "harness/layout_sample/spec.h"

namespace raycast_aabb {
namespace {

harness::StaticLayout BookLayout() {
  harness::StaticLayoutBuilder b;
  b.AabbCorners("B", {0.5, 0.5, 0.5}, {2, 2, 2});
  b.Ray("R0", {-2, -2, -2}, {2, 2, 2});
  b.Ray("R1", {0, 0, 0}, {0, 1, 0});
  b.Ray("R2", {0, 0, 0}, {-1, 0, 0});
  b.Ray("R3", {1, 1, 1}, {1, 1, 0});
  b.Ray("R4", {0.4, 1, 1}, {-1, 0, 0});
  // Along the diagonal, it enters at the corner (0.5, 0.5, 0.5), which is
  // |(2.5, 2.5, 2.5)| = 2.5 sqrt(3) from the origin.
  b.ExpectHitAt("R0", "B", 2.5 * std::sqrt(3.0));
  b.ExpectHit("R1", "B", false);  // x = 0 stays outside [0.5, 2].
  b.ExpectHit("R2", "B", false);
  // Starts inside and leaves through the edge x = y = 2, 1 along x and y:
  // sqrt(2) along the ray.
  b.ExpectHitAt("R3", "B", std::sqrt(2.0));
  b.ExpectHit("R4", "B", false);  // Just outside the x = 0.5 face, leaving it.
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "raycast-aabb",
    .category = "Rays and lines",
    .title = "Raycast AABB",
    .about = "Chapter 3, Raycast AABB: five rays against the box (0.5, 0.5, 0.5)-(2, 2, 2), "
             "cast by clipping against its three slabs. R0 enters at the corner; R3 starts "
             "inside and hits where it leaves, through an edge; the others miss, R4 from just "
             "outside a face. Shows the slab method's entry and exit, a ray from inside hitting "
             "where it leaves.",
    .layout = BookLayout,
}};

}  // namespace
}  // namespace raycast_aabb
