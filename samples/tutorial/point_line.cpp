// The book's chapter 1 "Point on Line" unit test (gdbooks/3DCollisions):
// eleven points on or off one segment; and our own closest points on it,
// which the book only draws.
#include "harness/layout_sample/spec.h"

namespace point_line {
namespace {

harness::StaticLayout BookLayout() {
  harness::StaticLayoutBuilder b;
  b.Segment("L", {-3, -2, -1}, {3, 2, 1});
  b.Point("0", {0, 0, 0}).Point("1", {-3, -2, -1}).Point("2", {3, 2, 1});
  b.Point("3", {7, -2, -1}).Point("4", {-4, -7, -8}).Point("5", {7, 8, 5});
  b.Point("6", {1, 5, -5}).Point("7", {-6, 5, 7}).Point("8", {1, 6, 8});
  b.Point("9", {-7, -10, -4}).Point("10", {5, 5, 3});
  // The book's table: the midpoint and both ends are on it, the rest off.
  for (const char* id : {"0", "1", "2"}) {
    b.ExpectContains(id, "L", true);
  }
  for (const char* id : {"3", "4", "5", "6", "7", "8", "9", "10"}) {
    b.ExpectContains(id, "L", false);
  }
  // Ours. The segment is s (3, 2, 1) for s in [-1, 1]; a point projects to
  // s = p.(3, 2, 1) / 14, clamped.
  // (7, -2, -1): s = 16/14 > 1, clamped to the end.
  b.ExpectClosestPoint("3", "L", {3, 2, 1});
  // (-7, -10, -4): s = -45/14 < -1, clamped to the start.
  b.ExpectClosestPoint("9", "L", {-3, -2, -1});
  // (1, 5, -5): s = 8/14 = 4/7.
  b.ExpectClosestPoint("6", "L", {12.0 / 7, 8.0 / 7, 4.0 / 7});
  // (-6, 5, 7): s = -1/14.
  b.ExpectClosestPoint("7", "L", {-3.0 / 14, -2.0 / 14, -1.0 / 14});
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "point-line",
    .category = "Points",
    .title = "Point on line",
    .about =
        "Chapter 1, Point on Line: the segment from (-3, -2, -1) to (3, 2, 1) and eleven "
        "points; its midpoint and both ends are on it (red, within 0.00001), the other "
        "eight off it (blue). Ours: the closest points on the segment, two clamped to an "
        "end and two inside it (the book draws these, with no table). Shows the point-on-segment "
        "test within a tolerance, and closest points clamped to the segment's ends.",
    .layout = BookLayout,
}};

}  // namespace
}  // namespace point_line
