// The book's chapter 1 "AABB" and "Closest Point on AABB" unit tests
// (gdbooks/3DCollisions): a box built from two corners and one from a centre
// and extents, pinned by the points the conversion must give, and the
// closest point on a third box, with our own cases around it.
#include "harness/layout_sample/spec.h"

namespace point_aabb {
namespace {

harness::StaticLayout BookLayout() {
  harness::StaticLayoutBuilder b;
  // The book's constructors: corners (-3, -2, -3), (-1, -1, -2) give centre
  // (-2, -1.5, -2.5) and extents (1, 0.5, 0.5); centre (5, 5, 5) and extents
  // (2, 4, 3) give min (3, 1, 2) and max (7, 9, 8).
  b.AabbCorners("A", {-3, -2, -3}, {-1, -1, -2});
  b.AabbCenter("B", {5, 5, 5}, {2, 4, 3});
  // The closest-point box: centre (2, 4, 0), extents (1, 2, 3), so
  // min (1, 2, -3), max (3, 6, 3).
  b.AabbCenter("C", {2, 4, 0}, {1, 2, 3});
  b.Point("hi", {10, 10, 10}).Point("lo", {-10, -10, -10});
  b.Point("mid", {-2, -1.5, -2.5}).Point("up", {-2, 10, -2.5});
  b.Point("p", {2, 3.4, 1});
  b.Point("face", {5, 4, 0}).Point("edge", {5, 8, 1}).Point("corner", {-1, 0, -5});
  b.Point("on", {3, 5, 2});

  // A far point clamps to the corner it lies beyond: max and min.
  b.ExpectClosestPoint("hi", "A", {-1, -1, -2});
  b.ExpectClosestPoint("lo", "A", {-3, -2, -3});
  // The centre is inside; straight above it, the top face is at
  // centre.y + extent.y = -1.5 + 0.5.
  b.ExpectContains("mid", "A", true);
  b.ExpectClosestPoint("up", "A", {-2, -1, -2.5});
  b.ExpectClosestPoint("hi", "B", {7, 9, 8});
  b.ExpectClosestPoint("lo", "B", {3, 1, 2});

  // The book's: a point inside is its own closest point.
  b.ExpectContains("p", "C", true);
  b.ExpectClosestPoint("p", "C", {2, 3.4, 1});
  // Ours: beyond the x = 3 face only x clamps; beyond an edge two
  // coordinates; beyond a corner all three. A point on a face is inside.
  b.ExpectContains("face", "C", false);
  b.ExpectClosestPoint("face", "C", {3, 4, 0});
  b.ExpectContains("edge", "C", false);
  b.ExpectClosestPoint("edge", "C", {3, 6, 1});
  b.ExpectContains("corner", "C", false);
  b.ExpectClosestPoint("corner", "C", {1, 2, -3});
  b.ExpectContains("on", "C", true);
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "point-aabb",
    .category = "Points",
    .title = "Point in AABB",
    .about = "Chapter 1, AABB and Closest Point on AABB. Box A is built from two corners, "
             "(-3, -2, -3) and (-1, -1, -2): centre (-2, -1.5, -2.5), extents (1, 0.5, 0.5). "
             "Box B from centre (5, 5, 5) and extents (2, 4, 3): min (3, 1, 2), max (7, 9, 8). "
             "Far points clamp to their corners, which pins both conversions. Box C (centre "
             "(2, 4, 0), extents (1, 2, 3)) holds the book's point (2, 3.4, 1), its own closest "
             "point, and ours: beyond a face, an edge and a corner, and on a face (inside: faces "
             "count). Shows the point-in-box test with faces included, and closest points clamped "
             "to a face, an edge or a corner.",
    .layout = BookLayout,
}};

}  // namespace
}  // namespace point_aabb
