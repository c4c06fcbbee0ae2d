// The book's chapter 2 "AABB Plane" unit test (gdbooks/3DCollisions): the
// four boxes of Sphere AABB against one plane.
#include "harness/layout_sample/spec.h"

namespace aabb_plane {
namespace {

harness::StaticLayout BookLayout() {
  harness::StaticLayoutBuilder b;
  b.Plane("P", {0, 1, 0.5}, 0);  // y + z / 2 = 0.
  b.AabbCorners("A0", {-2, -2, -2}, {-1, -1, -1});
  b.AabbCorners("A1", {2, 1, 2}, {4, 3, 4});
  b.AabbCorners("A2", {1, 0, 1}, {0, -1, 0});
  b.AabbCorners("A3", {5, 5, 5}, {-5, -5, -5});
  // y + z / 2 over each box's corners: A0 from -3 to -1.5, all behind; A1
  // from 2 to 5, all in front; A2 from -1 to 0.5 and A3 from -7.5 to 7.5
  // straddle it.
  b.ExpectIntersects("A0", "P", false);
  b.ExpectIntersects("A1", "P", false);
  b.ExpectIntersects("A2", "P", true);
  b.ExpectIntersects("A3", "P", true);
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "aabb-plane",
    .category = "Static intersections",
    .title = "AABB and plane",
    .about =
        "Chapter 2, AABB Plane: the plane n (0, 1, 0.5), d 0 against the four boxes of "
        "Sphere AABB. A0 lies wholly behind it and A1 wholly in front: neither "
        "intersects, the plane being a sheet; A2 and A3 straddle it. Shows the projected-radius "
        "test: a box meets a plane when its extents, projected on the normal, reach the plane.",
    .layout = BookLayout,
}};

}  // namespace
}  // namespace aabb_plane
