// The book's chapter 1 "Point on Ray" unit test (gdbooks/3DCollisions):
// eleven points on or off one ray; and our own closest points on it, which
// the book only draws.
#include "harness/layout_sample/spec.h"

namespace point_ray {
namespace {

harness::StaticLayout BookLayout() {
  harness::StaticLayoutBuilder b;
  b.Ray("R", {-3, -2, -1}, {3, 2, 1});
  b.Point("0", {-3, -2, -1}).Point("1", {12, 8, 4}).Point("2", {0, 0, 0});
  b.Point("3", {-18, -12, -6}).Point("4", {-4, -7, -8}).Point("5", {7, 8, 5});
  b.Point("6", {1, 5, -5}).Point("7", {-6, 5, 7}).Point("8", {1, 6, 8});
  b.Point("9", {-7, -10, -4}).Point("10", {-4.5, -3, -1.5});
  // The book's table: the origin and two points ahead of it are on it; the
  // rest are off, two of them (3 and 10) on its line but behind the origin.
  for (const char* id : {"0", "1", "2"}) {
    b.ExpectContains(id, "R", true);
  }
  for (const char* id : {"3", "4", "5", "6", "7", "8", "9", "10"}) {
    b.ExpectContains(id, "R", false);
  }
  // Ours. The ray is o + t (3, 2, 1) / sqrt(14), o = (-3, -2, -1); a point
  // projects to (p - o).(3, 2, 1) / 14 steps of (3, 2, 1), clamped at 0.
  // (-18, -12, -6): -70/14, behind the origin: the origin.
  b.ExpectClosestPoint("3", "R", {-3, -2, -1});
  // (-4, -7, -8): -20/14, behind as well.
  b.ExpectClosestPoint("4", "R", {-3, -2, -1});
  // (1, 5, -5): 22/14 = 11/7 steps: (12, 8, 4) / 7.
  b.ExpectClosestPoint("6", "R", {12.0 / 7, 8.0 / 7, 4.0 / 7});
  // (7, 8, 5): 56/14 = 4 steps: (9, 6, 3), past where point-line's segment
  // ends.
  b.ExpectClosestPoint("5", "R", {9, 6, 3});
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "point-ray",
    .category = "Points",
    .title = "Point on ray",
    .about =
        "Chapter 1, Point on Ray: the ray from (-3, -2, -1) along (3, 2, 1) and eleven "
        "points; its origin and two points ahead are on it (red), the other eight off it "
        "(blue), two of those on its line behind the origin. The book's test is angular "
        "(1 - cos < 1e-6), so its tolerance grows with the distance from the origin. Ours: "
        "the closest points on the ray, two behind the origin (clamped to it). Shows how an "
        "angular tolerance loosens with distance, and closest points clamped to the ray's origin.",
    .layout = BookLayout,
}};

}  // namespace
}  // namespace point_ray
