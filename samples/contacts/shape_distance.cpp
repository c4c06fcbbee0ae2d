// Shape distance (issue 37): the gap between two convex shapes and their
// two closest points, as Box2D's ShapeDistance and Jolt's ClosestPoint
// show. A crate in the middle and a shape of another kind on each side of
// it, each gap worked out by hand from the face it faces; where the closest
// points are one pair (a corner, a sphere, crossing cores), they are
// declared too.
#include <array>
#include <cmath>

#include "collide/shapes/box.h"
#include "collide/shapes/capsule.h"
#include "collide/shapes/triangle.h"
#include "harness/layout_sample/spec.h"
#include "harness/outcomes/contact_outcomes.h"
#include "harness/scene/shared_hull.h"

namespace shape_distance {
namespace {

using collide::Vec3;

harness::Distance Gap(double value, const Vec3& on_a, const Vec3& on_b) {
  return harness::Distance{value, std::array<Vec3, 2>{on_a, on_b}};
}

void Shapes(harness::StaticLayoutBuilder& b) {
  // The crate's faces are x, y, z = -1 and 1.
  b.Shape("crate", collide::OrientedBox{Vec3(0), Vec3(1), collide::Mat3(1.0)});
  b.Shape("ball", collide::Sphere{Vec3(4, 0, 0), 1.0});
  // A box turned 45 degrees about z: its nearest edge at x = -4.5 + sqrt 2.
  b.Shape("tilted", collide::OrientedBox{Vec3(-4.5, 0, 0), Vec3(1),
                                         collide::RotationFromEulerDegrees(Vec3(0, 0, 45))});
  // A triangle pointing up at the crate's bottom from y = -3.
  b.Shape("spike", collide::Triangle{{Vec3(0, -3, 0), Vec3(-1, -5, 0.5), Vec3(1, -5, -0.5)}});
  // A capsule lying along x over the crate, and one along z over that.
  b.Shape("rod", collide::Capsule{Vec3(-1, 4, 0), Vec3(1, 4, 0), 0.5});
  b.Shape("pole", collide::Capsule{Vec3(0, 6, -1), Vec3(0, 6, 1), 0.5});
  // An octahedron's hull behind the crate, a corner towards it at z = -3.5.
  b.Shape("gem", harness::HullOfPoints({Vec3(1, 0, 0), Vec3(-1, 0, 0), Vec3(0, 1, 0),
                                        Vec3(0, -1, 0), Vec3(0, 0, 1), Vec3(0, 0, -1)},
                                       Vec3(0, 0, -4.5)));
}

harness::StaticLayout Distances() {
  harness::StaticLayoutBuilder b;
  Shapes(b);
  b.Expect("crate", "ball", Gap(2.0, Vec3(1, 0, 0), Vec3(3, 0, 0)));
  // Edge to face: every point of the edge is as near, so only the gap.
  b.Expect("crate", "tilted", harness::Distance{3.5 - std::sqrt(2.0), std::nullopt});
  b.Expect("crate", "spike", Gap(2.0, Vec3(0, -1, 0), Vec3(0, -3, 0)));
  // The rod's core lies 4 - 1 above the top face, less its radius.
  b.Expect("crate", "rod", harness::Distance{2.5, std::nullopt});
  // Crossing cores 2 apart, less both radii; the points on their surfaces.
  b.Expect("rod", "pole", Gap(1.0, Vec3(0, 4.5, 0), Vec3(0, 5.5, 0)));
  b.Expect("crate", "gem", Gap(2.5, Vec3(0, 0, -1), Vec3(0, 0, -3.5)));
  // The rod's nearest core point is its end (1, 4, 0), (-3, 4, 0) from the
  // ball's centre: 5 apart, less both radii, the points a radius along it.
  b.Expect("ball", "rod", Gap(3.5, Vec3(3.4, 0.8, 0), Vec3(1.3, 3.6, 0)));
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "shape-distance",
    .category = "Contacts",
    .title = "Shape distance",
    .about = "Shows the gap between convex shapes and their two closest points, joined by a "
             "line labelled with the distance: a crate with a ball, a turned box, a triangle, "
             "a capsule and a hull around it, and a second capsule across the first. GJK finds "
             "them for boxes, triangles and hulls; points, segments, spheres and capsules have "
             "closed forms. Select a pair (or hover its row) to see its points; drag either "
             "shape and watch them follow. Where a face or an edge faces a face, every point "
             "along it is as near, so only the gap is declared.",
    .seed = "",
    .layout = Distances,
}};

}  // namespace
}  // namespace shape_distance
