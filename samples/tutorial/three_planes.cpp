// The book's chapter 1 "3 Plane Intersection" (gdbooks/3DCollisions), which
// it only draws: the point three planes share, here with our own
// hand-solved triples and two that share no single point.
#include <optional>

#include "harness/layout_sample/spec.h"

namespace three_planes {
namespace {

harness::StaticLayout BookLayout() {
  harness::StaticLayoutBuilder b;
  // The book's sample: x = 0, y = 0, z = 0.
  b.Plane("x0", {1, 0, 0}, 0).Plane("y0", {0, 1, 0}, 0).Plane("z0", {0, 0, 1}, 0);
  b.Plane("x1", {1, 0, 0}, 1).Plane("y2", {0, 1, 0}, 2).Plane("z3", {0, 0, 1}, 3);
  // Tilted: normals of length 5, so with d = 1 (not rescaled) each is
  // n.x = 5: 3x + 4y = 5, 3y + 4z = 5, 4x + 3z = 5.
  b.Plane("t0", {3, 4, 0}, 1).Plane("t1", {0, 3, 4}, 1).Plane("t2", {4, 0, 3}, 1);
  // x + y = 0: through the z axis, as x0 and y0 are.
  b.Plane("d", {1, 1, 0}, 0);

  b.ExpectMeetingPoint("x0", "y0", "z0", collide::Vec3(0, 0, 0));
  b.ExpectMeetingPoint("x1", "y2", "z3", collide::Vec3(1, 2, 3));
  // x = (5 - 4y) / 3 and z = (5 - 3y) / 4 in the third: 4 (5 - 4y) / 3 +
  // 3 (5 - 3y) / 4 = 5, so 125 - 91y = 60, y = 5/7; then x = z = 5/7.
  b.ExpectMeetingPoint("t0", "t1", "t2", collide::Vec3(5.0 / 7, 5.0 / 7, 5.0 / 7));
  // x = 1: 3 + 4y = 5 gives y = 1/2; 1.5 + 4z = 5 gives z = 7/8.
  b.ExpectMeetingPoint("x1", "t0", "t1", collide::Vec3(1, 0.5, 0.875));
  // Two parallel planes (x = 0, x = 1): no common point.
  b.ExpectMeetingPoint("x0", "x1", "y0", std::nullopt);
  // Three planes through one line (the z axis): a line, not a point.
  b.ExpectMeetingPoint("x0", "y0", "d", std::nullopt);
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "three-planes",
    .category = "Points",
    .title = "Three planes",
    .about = "Chapter 1, 3 Plane Intersection, which the book draws with no table: the planes "
             "x = 0, y = 0, z = 0 meet at the origin. Ours, solved by hand: x = 1, y = 2, z = 3 "
             "meet at (1, 2, 3); 3x + 4y = 5, 3y + 4z = 5, 4x + 3z = 5 at (5/7, 5/7, 5/7); "
             "x = 1 with the first two of those at (1, 0.5, 0.875). Two parallel planes, or "
             "three through one line, share no single point (the book returns the origin "
             "then; here there is no answer). Shows Cramer's rule for the meeting point of three "
             "planes, and the cases with no single point.",
    .layout = BookLayout,
}};

}  // namespace
}  // namespace three_planes
