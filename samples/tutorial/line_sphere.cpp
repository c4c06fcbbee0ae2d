// The book's chapter 3 "Line Sphere" unit test (gdbooks/3DCollisions): three
// segments against a sphere at the origin, and two more of the chapter's
// segments, ours, where the first crossing is exact.
#include <cmath>

#include "harness/layout_sample/spec.h"

namespace line_sphere {
namespace {

harness::StaticLayout BookLayout() {
  harness::StaticLayoutBuilder b;
  b.Sphere("S", {0, 0, 0}, 2);
  b.Segment("L0", {2.5, 2.5, 2.5}, {4, 4, 4});
  b.Segment("L1", {1, 1, 0}, {0, 0, 0});
  b.Segment("L2", {-1, -1, 0}, {-3, 0, 0});
  b.Segment("L3", {-5, 0, 0}, {5, 0, 0});
  b.Segment("L4", {7, 0, 1}, {-7, 0, 1});
  // The book's table. L0 lies outside; L1 wholly inside, so it never crosses
  // the surface.
  b.ExpectHit("L0", "S", false);
  b.ExpectHit("L1", "S", false);
  // L2 starts inside, at s = (-1, -1, 0), along u = (-2, 1, 0) / sqrt(5):
  // |s + t u|^2 = 4 is t^2 + 2t / sqrt(5) - 2 = 0, t = (sqrt(11) - 1) / sqrt(5),
  // short of its length sqrt(5).
  b.ExpectHitAt("L2", "S", (std::sqrt(11.0) - 1) / std::sqrt(5.0));
  // Ours. L3 enters at x = -2, 3 from its start; L4 at x = sqrt(3) (x^2 + 1
  // = 4), 7 - sqrt(3) from its start.
  b.ExpectHitAt("L3", "S", 3);
  b.ExpectHitAt("L4", "S", 7 - std::sqrt(3.0));
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "line-sphere",
    .category = "Rays and lines",
    .title = "Line sphere",
    .about = "Chapter 3, Line Sphere: a segment is the ray cast from its start towards its "
             "end, kept when the hit lies within its length. L0 misses; L1 lies wholly inside "
             "the sphere and never crosses its surface, so it misses too; L2 starts inside and "
             "hits where it leaves. Ours: L3 and L4, two of the chapter's other segments, "
             "entering from outside. Shows a segment test built on the ray cast, and why a segment "
             "wholly inside a sphere misses.",
    .layout = BookLayout,
}};

}  // namespace
}  // namespace line_sphere
