// The book's chapter 2 "Sphere Plane" unit test (gdbooks/3DCollisions): one
// sphere against five planes, two of them touching it.
#include "harness/layout_sample/spec.h"

namespace sphere_plane {
namespace {

harness::StaticLayout BookLayout() {
  harness::StaticLayoutBuilder b;
  b.Sphere("S", {1, 0, 1}, 2);
  b.Plane("P0", {0, 0, 1}, 0);  // The book's Plane(): z = 0.
  b.Plane("P1", {0, 1, 0.2}, 3);
  b.Plane("P2", {0, 1, 0}, -2);
  b.Plane("P3", {-1, 1, 2}, 3);
  b.Plane("P4", {1, 0, 0}, 3);
  // The centre's distance |n.c - d| against the radius 2: P0 1; P1
  // 3 - 0.2 / sqrt(1.04) = 2.80; P2 2, touching; P3 3 - 1 / sqrt(6) = 2.59
  // (with n not normalised it would be 3 - 1 = 2, touching); P4 2, touching.
  b.ExpectIntersects("S", "P0", true);
  b.ExpectIntersects("S", "P1", false);
  b.ExpectIntersects("S", "P2", true);
  b.ExpectIntersects("S", "P3", false);
  b.ExpectIntersects("S", "P4", true);
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "sphere-plane",
    .category = "Static intersections",
    .title = "Sphere and plane",
    .about = "Chapter 2, Sphere Plane: the sphere at (1, 0, 1), radius 2, against five planes. "
             "P2 (y = -2) and P4 (x = 3) touch it, which counts. P3, n (-1, 1, 2) and d 3, "
             "misses only because n is normalised and d is not rescaled. A plane is a sheet: "
             "a sphere wholly behind one does not intersect it. Shows the signed-distance test, "
             "touching counted, and what an unnormalised plane does to it.",
    .layout = BookLayout,
}};

}  // namespace
}  // namespace sphere_plane
