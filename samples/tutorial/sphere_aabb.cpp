// The book's chapter 2 "Sphere AABB" unit test (gdbooks/3DCollisions): one
// sphere against four boxes given by two corners.
#include "harness/layout_sample/spec.h"

namespace sphere_aabb {
namespace {

harness::StaticLayout BookLayout() {
  harness::StaticLayoutBuilder b;
  b.Sphere("S", {1, 0, 1}, 2);
  // As the book writes them; A2 and A3 give max before min, which the
  // book's constructor swaps.
  b.AabbCorners("A0", {-2, -2, -2}, {-1, -1, -1});
  b.AabbCorners("A1", {2, 1, 2}, {4, 3, 4});
  b.AabbCorners("A2", {1, 0, 1}, {0, -1, 0});
  b.AabbCorners("A3", {5, 5, 5}, {-5, -5, -5});
  // A0's nearest point to the centre is (-1, -1, -1), 3 away; A1's is
  // (2, 1, 2), sqrt(3) away; A2 and A3 hold the centre.
  b.ExpectIntersects("S", "A0", false);
  b.ExpectIntersects("S", "A1", true);
  b.ExpectIntersects("S", "A2", true);
  b.ExpectIntersects("S", "A3", true);
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "sphere-aabb",
    .category = "Static intersections",
    .title = "Sphere and AABB",
    .about = "Chapter 2, Sphere AABB: the sphere at (1, 0, 1), radius 2, against four boxes "
             "given by two corners (two of them max first, which the constructor swaps). The "
             "box's point nearest the centre decides: A0 misses; A1 is within sqrt(3) of the "
             "centre; A2 and A3 contain it. Shows the closest-point test: a sphere meets a box "
             "when the box's point nearest its centre lies within the radius.",
    .layout = BookLayout,
}};

}  // namespace
}  // namespace sphere_aabb
