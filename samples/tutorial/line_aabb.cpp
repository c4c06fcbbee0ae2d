// The book's chapter 3 "Line AABB" unit test (gdbooks/3DCollisions): four
// segments against the box [-2, 2]^3.
#include <cmath>

#include "harness/layout_sample/spec.h"

namespace line_aabb {
namespace {

harness::StaticLayout BookLayout() {
  harness::StaticLayoutBuilder b;
  b.AabbCorners("B", {-2, -2, -2}, {2, 2, 2});
  b.Segment("L0", {2.5, 2.5, 2.5}, {4, 4, 4});
  b.Segment("L1", {1, 1, 0}, {0, 0, 0});
  b.Segment("L2", {-1, -1, 0}, {-3, 0, 0});
  b.Segment("L3", {-5, 0, 0}, {5, 0, 0});
  b.ExpectHit("L0", "B", false);  // Outside, leading away.
  b.ExpectHit("L1", "B", false);  // Wholly inside: it never crosses a face.
  // Starts inside along (-2, 1, 0) / sqrt(5); x = -1 - 2t / sqrt(5) reaches
  // the face x = -2 at t = sqrt(5) / 2 (y = -0.5 there, inside the face).
  b.ExpectHitAt("L2", "B", std::sqrt(5.0) / 2);
  b.ExpectHitAt("L3", "B", 3);  // Enters the face x = -2, 3 from x = -5.
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "line-aabb",
    .category = "Rays and lines",
    .title = "Line AABB",
    .about = "Chapter 3, Line AABB: four segments against the box [-2, 2]^3, each the ray "
             "cast from its start kept within its length. L0 misses; L1 lies wholly inside "
             "and never crosses a face, so it misses; L2 starts inside and hits where it "
             "leaves; L3 passes through. Shows a segment test built on the slab ray cast, and why "
             "a segment wholly inside a box misses.",
    .layout = BookLayout,
}};

}  // namespace
}  // namespace line_aabb
