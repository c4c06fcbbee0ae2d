// The book's chapter 1 "Point in Sphere" and "Closest Point on Sphere" unit
// test (gdbooks/3DCollisions): seven points against one sphere, and the
// sphere's point nearest to a far point.
#include <cmath>

#include "harness/layout_sample/spec.h"

namespace point_sphere {
namespace {

harness::StaticLayout BookLayout() {
  harness::StaticLayoutBuilder b;
  b.Sphere("s", {1, 1, 0}, 2);
  b.Point("0", {1, 0, 0}).Point("1", {0, 1, 0}).Point("2", {0, 0, 1}).Point("3", {0.5, 0.5, 0.5});
  b.Point("4", {2, 2, 2}).Point("5", {3, 3, 3}).Point("6", {4, 4, 4});
  b.Point("far", {0, 0, 7});
  // The book's table: the first four inside, the last three outside.
  for (const char* id : {"0", "1", "2", "3"}) {
    b.ExpectContains(id, "s", true);
  }
  for (const char* id : {"4", "5", "6"}) {
    b.ExpectContains(id, "s", false);
  }
  // (1, 1, 0) + 2 normalise((-1, -1, 7)), |(-1, -1, 7)| = sqrt(51): exact,
  // where the book prints (0.719944, 0.719944, 1.960392) to six digits.
  const double root51 = std::sqrt(51.0);
  b.ExpectClosestPoint("far", "s", {1.0 - 2.0 / root51, 1.0 - 2.0 / root51, 14.0 / root51});
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "point-sphere",
    .category = "Points",
    .title = "Point in sphere",
    .about = "Chapter 1, Point in Sphere and Closest Point on Sphere: seven points against the "
             "sphere at (1, 1, 0), radius 2; the first four are inside (red), the last three "
             "outside. The far point (0, 0, 7) has its closest point on the sphere's surface, "
             "(0.719944, 0.719944, 1.960392) in the book's six digits. A point on the surface "
             "counts as inside. Shows the squared-distance containment test, surface included, and "
             "the closest point on a sphere.",
    .layout = BookLayout,
}};

}  // namespace
}  // namespace point_sphere
