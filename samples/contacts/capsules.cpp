// A capsule against every kind (issue 37): what the narrow phase answers
// for it, each expected value worked out by hand from the capsule's
// definition (every point within the radius of its core segment).
#include <array>

#include "collide/shapes/box.h"
#include "collide/shapes/capsule.h"
#include "collide/shapes/triangle.h"
#include "harness/layout_sample/spec.h"
#include "harness/outcomes/contact_outcomes.h"

namespace capsules {
namespace {

using collide::Vec3;

void Shapes(harness::StaticLayoutBuilder& b) {
  // C: the core from the origin up to (0, 2, 0), radius 0.5.
  b.Shape("C", collide::Capsule{Vec3(0, 0, 0), Vec3(0, 2, 0), 0.5});
  b.Point("P1", {0.4, 1, 0});
  b.Point("P2", {0, 2.6, 0});
  b.Sphere("S", {2, 1, 0}, 1);
  b.AabbCorners("A", {-1, -1.5, -1}, {1, -0.25, 1});
  b.Shape("B", collide::OrientedBox{Vec3(-2.5, 1, 0), Vec3(0.5),
                                    collide::RotationFromEulerDegrees(Vec3(0, 45, 0))});
  b.Segment("L", {-1, 2.3, 0}, {1, 2.3, 0});
  b.Shape("T", collide::Triangle{{Vec3(3, 0, 0), Vec3(4, 0, 0), Vec3(3, 2, 0)}});
  b.Plane("G", {0, 1, 0}, -0.4);
  b.Ray("R", {-4, 1, 0}, {1, 0, 0});
  b.Shape("D", collide::Capsule{Vec3(1.2, 0, 0), Vec3(1.2, 2, 0), 0.5});
  b.Shape("E", collide::Capsule{Vec3(-0.8, 0.5, -1), Vec3(-0.8, 0.5, 1), 0.4});
}

harness::StaticLayout Gallery() {
  harness::StaticLayoutBuilder b;
  Shapes(b);
  // P1 is 0.4 from the core, P2 0.6 from its top end.
  b.ExpectContains("P1", "C", true);
  b.ExpectContains("P2", "C", false);
  // S's centre is 2 from the core's point (0, 1, 0): 2 - 0.5 - 1 apart.
  b.ExpectIntersects("S", "C", false);
  b.Expect("C", "S", harness::Distance{0.5, std::array<Vec3, 2>{Vec3(0.5, 1, 0), Vec3(1, 1, 0)}});
  // The bottom cap reaches y = -0.5, A's top is y = -0.25: upright on it,
  // one point, under the core's end.
  b.ExpectIntersects("A", "C", true);
  b.Expect("C", "A", harness::Overlapping(0.25, Vec3(0, -1, 0)));
  b.Expect("C", "A", harness::ContactsAt(Vec3(0, -1, 0), {Vec3(0, -0.25, 0)}));
  // B turned 45 degrees about y: its upright edge nearest C at x = -2.5 +
  // 0.5 sqrt(2), parallel to the core, so only the gap is one answer.
  b.ExpectIntersects("B", "C", false);
  b.Expect("C", "B", harness::Distance{2.5 - 0.5 * 1.4142135623730951 - 0.5, std::nullopt});
  // L passes 0.3 over the top end.
  b.ExpectIntersects("L", "C", true);
  // T's edge x = 3 runs beside the core 3 away.
  b.Expect("C", "T", harness::Distance{2.5, std::nullopt});
  b.ExpectIntersects("G", "C", true);
  // R runs along x at y = 1 into the tube's side at x = -0.5.
  b.ExpectHitAt("R", "C", 3.5);
  // D's core is parallel to C's, 1.2 away: 0.2 apart.
  b.ExpectIntersects("D", "C", false);
  b.Expect("C", "D", harness::Distance{0.2, std::nullopt});
  // E's core crosses 0.8 from C's at (0, 0.5, 0): the radii (0.9) overlap
  // by 0.1 along -x, one point on E's surface.
  b.ExpectIntersects("E", "C", true);
  b.Expect("C", "E", harness::Overlapping(0.1, Vec3(-1, 0, 0)));
  b.Expect("C", "E", harness::ContactsAt(Vec3(-1, 0, 0), {Vec3(-0.4, 0.5, 0)}));
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "capsules",
    .category = "Contacts",
    .title = "Capsules",
    .about = "A capsule against every kind: C, radius 0.5 about the segment from the origin up "
             "to (0, 2, 0), against points, a sphere, an AABB, a turned box, a segment, a "
             "triangle, a plane, a ray and two capsules. A capsule is every point within its "
             "radius of its core, so each answer is the core's answer less the radius: the "
             "distance and closest points, how deep and along which normal it overlaps (from A "
             "to B), and the contact points a solver takes. Shows what an engine's narrow phase "
             "answers for a capsule; select a pair to see its closest points or its contacts.",
    .seed = "",
    .layout = Gallery,
}};

}  // namespace
}  // namespace capsules
