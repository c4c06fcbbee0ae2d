// The sphere–sphere chapter's unit test (seeds 000/001): four spheres, the
// 16 expected results over every ordered pair, red for a sphere that
// intersects another, blue for one that intersects none. A declaration on
// the static-shapes engine (harness/layout_sample/spec.h).
#include "harness/layout_sample/spec.h"

namespace sphere_sphere {
namespace {

harness::StaticLayout SeedLayout() {
  harness::StaticLayoutBuilder layout;
  layout.Sphere("0", {0, 0, 0}, 2).Sphere("1", {0, 3.5, 0}, 1);
  layout.Sphere("2", {0, -3, 0}, 1).Sphere("3", {1, 0, 0}, 1);
  // The seed's row-major table over every ordered pair (i, j), i == j too.
  const bool results[] = {true, false, true, true,  false, true,  false, false,
                          true, false, true, false, true,  false, false, true};
  const char* ids[] = {"0", "1", "2", "3"};
  int t = 0;
  for (const char* a : ids) {
    for (const char* b : ids) {
      layout.ExpectIntersects(a, b, results[t++]);
    }
  }
  return layout.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "sphere-sphere",
    .category = "Static intersections",
    .title = "Sphere vs sphere",
    .about = "the sphere-sphere chapter's unit test: four spheres and the seed's 16 expected "
             "results over every ordered pair, each sphere with itself included. Shows the "
             "squared-distance test, touching counted as intersecting (sphere 0 and sphere 2 "
             "touch), and the red and blue colouring every later sample follows.",
    .layout = SeedLayout,
    .legend = "Red: intersects another sphere. Blue: intersects none. Touching counts as "
              "intersecting (squared distance <= squared radius sum).",
    .kinds = {collide::ShapeKind::kSphere},
    .frame_shapes = false,
}};

}  // namespace
}  // namespace sphere_sphere
