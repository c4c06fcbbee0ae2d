// The book's chapter 6 (gdbooks/3DCollisions, "Frustum"): its camera, the
// shapes its unit test puts inside the view, and ours beside them, each
// classified as inside, outside or intersecting the camera's frustum, with
// the count a draw culled by it would skip. The book's three far outside
// cases (at -600 and -5000) are in assets/scenes/frustum_book.json, whose
// distances no view of these shapes could frame.
#include <cmath>
#include <string>

#include "collide/mesh/model.h"
#include "collide/shapes/frustum.h"
#include "harness/layout_sample/spec.h"
#include "harness/scene/shipped_model.h"

namespace frustum {
namespace {

using collide::Inclusion;
using collide::Vec3;

// The book's camera: at (50, 20, 50) looking at the origin, y up, 60 degrees
// vertically, 4:3, near 0.01, far 1000.
collide::Frustum BookCamera() {
  return collide::Frustum{{50, 20, 50}, {0, 0, 0}, {0, 1, 0}, 60.0, 4.0 / 3.0, 0.01, 1000.0};
}

// A point given in the camera's frame, worked out by hand: forward f =
// -(50, 20, 50) / sqrt(5400), right = f x up normalised = (1, 0, -1) / sqrt(2),
// camera up = right x f. `depth` is along f from the eye.
Vec3 InCameraFrame(double right, double up, double depth) {
  const Vec3 f = -Vec3(50, 20, 50) / std::sqrt(5400.0);
  const Vec3 r = Vec3(1, 0, -1) / std::sqrt(2.0);
  const Vec3 u = glm::cross(r, f);
  return Vec3(50, 20, 50) + r * right + u * up + f * depth;
}

// At depth z the view reaches right and left to z tan(30) 4/3 and up and
// down to z tan(30).
const double kTanV = std::tan(collide::kPi / 6.0);
const double kTanH = kTanV * 4.0 / 3.0;

void BookCases(harness::StaticLayoutBuilder& b) {
  // The book's inside cases. Its test is a yes/no "intersects"; ours says
  // whether a shape is wholly in view. The box (2, 30, 4)-(25, 35, 45) is
  // only partly: its corner (25, 35, 45) is 9.34 above the top plane (n =
  // (-0.1735, -0.9694, -0.1735), d = 36.7423: 36.7423 - 0.1735 * 70 -
  // 0.9694 * 35), its corner (2, 30, 4) 6.62 inside every plane. The sphere
  // at (2, 30, 4) is 6.62 from the top plane (36.7423 - 0.1735 * 6 - 0.9694
  // * 30), the nearest of the six, more than its radius 4: inside.
  b.Point("P0", {0, 0, 0}).Point("P1", {2, 30, 4});
  b.Sphere("S0", {0, 0, 0}, 1).Sphere("S1", {2, 30, 4}, 4);
  b.AabbCorners("B0", {-1, -1, -1}, {1, 1, 1}).AabbCorners("B1", {2, 30, 4}, {25, 35, 45});
  b.ExpectInside("P0", "F", Inclusion::kInside).ExpectInside("P1", "F", Inclusion::kInside);
  b.ExpectInside("S0", "F", Inclusion::kInside).ExpectInside("S1", "F", Inclusion::kInside);
  b.ExpectInside("B0", "F", Inclusion::kInside);
  b.ExpectInside("B1", "F", Inclusion::kIntersecting);
}

void OurCases(harness::StaticLayoutBuilder& b) {
  // Behind the camera: 0.2 of the eye's distance beyond it, 14.7 behind
  // the near plane.
  b.Point("P2", {60, 24, 60});
  b.ExpectInside("P2", "F", Inclusion::kOutside);
  // 5 to the left of the view at depth 50.
  b.Point("P3", InCameraFrame(-50 * kTanH - 5, 0, 50));
  b.ExpectInside("P3", "F", Inclusion::kOutside);
  // Beyond the top-right edge at depth 50, 2 out along right and up: the
  // right plane is 2 / sqrt(1 + tanH^2) = 1.585 away, the top plane
  // 2 / sqrt(1 + tanV^2) = 1.732, the edge (direction (tanH, tanV, 1))
  // sqrt(8 - 4 (tanH + tanV)^2 / (1 + tanH^2 + tanV^2)) = 2.057. Radius 1.9:
  // behind no plane by more than it (the book's test: intersecting), yet
  // farther from the frustum (outside).
  b.Sphere("S2", InCameraFrame(50 * kTanH + 2, 50 * kTanV + 2, 50), 1.9);
  b.ExpectInside("S2", "F", Inclusion::kOutside);
  b.ExpectInside("S2", "F", Inclusion::kIntersecting, "planes");
  // Around the eye: the near face, 0.01 ahead, passes through it.
  b.Sphere("S3", {50, 20, 50}, 1.5);
  b.ExpectInside("S3", "F", Inclusion::kIntersecting);
  // Behind the camera, every corner beyond the eye along each axis.
  b.AabbCorners("B2", {70, 25, 70}, {80, 35, 80});
  b.ExpectInside("B2", "F", Inclusion::kOutside);
  // Centred on the left plane at depth 50, halfway up its face: across it.
  b.AabbCenter("B3", InCameraFrame(-50 * kTanH, 0, 50), {3, 3, 3});
  b.ExpectInside("B3", "F", Inclusion::kIntersecting);
}

void ModelCases(harness::StaticLayoutBuilder& b) {
  // An icosphere (radius 1, times 3) at the centre of the view at depth 50,
  // where the view reaches 28.9 up and down: inside.
  b.Shape("M0", collide::StaticShape(
                    harness::ShippedModel("icosphere.obj", InCameraFrame(0, 0, 50), Vec3(0), 3)));
  b.ExpectInside("M0", "F", Inclusion::kInside);
  // The torus (ring radius 1, tube 0.35, times 3) lies flat with its centre
  // on the upright left plane, as B3: its ring has corners on either side.
  b.Shape("M1", collide::StaticShape(harness::ShippedModel(
                    "torus.obj", InCameraFrame(-50 * kTanH, 0, 50), Vec3(0), 3)));
  b.ExpectInside("M1", "F", Inclusion::kIntersecting);
  // The cube (half side 1, times 2) 29.4 behind the eye: outside.
  b.Shape("M2", collide::StaticShape(harness::ShippedModel("cube.obj", {70, 28, 70}, Vec3(0), 2)));
  b.ExpectInside("M2", "F", Inclusion::kOutside);
  // The camera looks through a torus 1 ahead of the eye, its axis along the
  // view. Times 5, its hole is 3.24 wide at its triangles' chords (0.65 *
  // cos(pi / 48) * 5) and its tube reaches 2.75 deep, where the view's
  // half diagonal is 2.75 * sqrt(tanV^2 + tanH^2) = 2.65: no triangle is in
  // view, yet its box holds the eye and the view's first 6 units, so
  // culling by box (aabb-planes) keeps it.
  collide::Model ring = harness::ShippedModel("torus.obj", InCameraFrame(0, 0, 1), Vec3(0), 5);
  const Vec3 forward = glm::normalize(InCameraFrame(0, 0, 1) - Vec3(50, 20, 50));
  const Vec3 right = Vec3(1, 0, -1) / std::sqrt(2.0);
  ring.rotation = collide::Mat3(right, forward, glm::cross(right, forward));
  b.Shape("M3", collide::StaticShape(ring));
  b.ExpectInside("M3", "F", Inclusion::kOutside);
  b.ExpectInside("M3", "F", Inclusion::kIntersecting, "aabb-planes");
}

harness::StaticLayout BookLayout() {
  harness::StaticLayoutBuilder b;
  b.Shape("F", BookCamera());
  BookCases(b);
  OurCases(b);
  ModelCases(b);
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "frustum",
    .category = "Camera",
    .title = "Frustum",
    .about =
        "Chapter 6, Frustum: the book's camera F (at (50, 20, 50) looking at the origin, 60 "
        "degrees vertically, 4:3, near 0.01, far 1000) drawn as a second camera, and the "
        "shapes its unit test finds in view (P0, P1, S0, S1, B0, B1), with ours outside and "
        "across its planes, and four models (M0-M3). Shows the frustum's six inward planes "
        "classifying points, spheres, boxes and models as inside, outside or intersecting, the "
        "count a draw culled by "
        "it would skip, and where the book's plane-by-plane test errs: S2, beyond an edge, "
        "is behind no single plane by more than its radius, so the book's test calls it "
        "intersecting; the exact test (its distance to the solid) says outside. M3, a ring the "
        "camera looks through, is outside, though culling by its box would keep it.",
    .layout = BookLayout,
    .name_algorithm = true,
    .legend = "F, the book's camera, is white; every other shape is tested against it alone. The "
              "panel's first line counts what a draw culled by F would skip.",
}};

}  // namespace
}  // namespace frustum
