// The book's chapter 1 "Point on Plane" unit test (gdbooks/3DCollisions):
// ten points on either side of, or on, one plane; and our own closest points
// on it.
#include <cmath>
#include <string>

#include "collide/shapes/book_plane.h"
#include "harness/layout_sample/spec.h"

namespace point_plane {
namespace {

harness::StaticLayout BookLayout() {
  harness::StaticLayoutBuilder b;
  // As the book builds it: the plane through three points, then its distance
  // set to 4. (b - a) x (c - a) = (1, -1, -3) x (-4, -4, -4) = (-8, 16, -8),
  // so n = (-1, 2, -1) / sqrt(6) and the plane is -x + 2y - z = 4 sqrt(6).
  collide::BookPlane plane =
      collide::MakeBookPlaneFromPoints({5, 6, 7}, {6, 5, 4}, {1, 2, 3}).value();
  plane.distance = 4;
  b.Shape("P", plane);
  b.Point("0", {0, 0, 0}).Point("1", {2, 6, 1}).Point("2", {3, 1, -3}).Point("3", {-2, -1, 2});
  b.Point("4", {7, 7, -7}).Point("5", {3, 2, -1}).Point("6", {10, 3, -10});
  b.Point("7", {2, 8, -7});
  b.Point("8", {-1.632993, 3.265986, -1.632993}).Point("9", {-1.020621, 3.265986, -2.245366});
  // The book's table: -1 behind, +1 in front, 0 on the plane (within 1e-5).
  const int sides[] = {-1, -1, -1, -1, 1, -1, -1, 1, 0, 0};
  for (int i = 0; i < 10; ++i) {
    b.ExpectSide(std::to_string(i), "P", sides[i]);
  }
  // Ours: the foot of the perpendicular, p - n (n.p - 4). From the origin,
  // n.p = 0: 4 n, the book's point 8 to six digits.
  const double root6 = std::sqrt(6.0);
  b.ExpectClosestPoint("0", "P", {-4 / root6, 8 / root6, -4 / root6});
  // From (7, 7, -7), n.p = 14 / sqrt(6): p - (-1, 2, -1) (14/6 - 4/sqrt(6)).
  b.ExpectClosestPoint(
      "4", "P", {7 + 7.0 / 3 - 4 / root6, 7 - 14.0 / 3 + 8 / root6, -7 + 7.0 / 3 - 4 / root6});
  // A point on the plane (to the book's six digits) is its own closest point.
  b.ExpectClosestPoint("9", "P", {-1.020621, 3.265986, -2.245366});
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "point-plane",
    .category = "Points",
    .title = "Point on plane",
    .about = "Chapter 1, Point on Plane: the plane through (5, 6, 7), (6, 5, 4) and (1, 2, 3), "
             "its distance then set to 4 (n = (-1, 2, -1) / sqrt(6)), and ten points: two on the "
             "plane (within 0.00001), two in front, six behind, coloured as the book colours "
             "them: green on the plane, blue in front (the side the normal points to), red "
             "behind. The plane is red while a point lies on it. Ours: the closest points on the "
             "plane of the origin, of (7, 7, -7) and of a point on it. Shows the signed distance "
             "that puts a point on, in front of or behind a plane, and its closest point on it.",
    .layout = BookLayout,
}};

}  // namespace
}  // namespace point_plane
