// Shape cast (issue 37): a shape swept by a translation against a still
// one, and the first time t in [0, 1] at which they touch, with the point
// and the normal, as Box2D's ShapeCast and Jolt's CastShape show. Every t is
// worked out by hand: the gap along the translation over its length.
#include "collide/registry/sweep.h"
#include "collide/shapes/box.h"
#include "collide/shapes/capsule.h"
#include "harness/layout_sample/spec.h"
#include "harness/outcomes/contact_outcomes.h"

namespace shape_cast {
namespace {

using collide::Vec3;

collide::OrientedBox AxisBox(const Vec3& centre, const Vec3& half) {
  return collide::OrientedBox{centre, half, collide::Mat3(1.0)};
}

void Shapes(harness::StaticLayoutBuilder& b) {
  // A ball of radius 0.5 rolled 8 along x at a crate whose near face is x = 1.
  b.Shape("ball", collide::Sweep{collide::Sphere{Vec3(-4, 0, 0), 0.5}, Vec3(8, 0, 0)});
  b.Shape("crate", AxisBox(Vec3(2, 0, 0), Vec3(1)));
  // A standing capsule carried 8 along x at a capsule lying across its way.
  b.Shape("walker", collide::Sweep{collide::Capsule{Vec3(-4, -0.5, 4), Vec3(-4, 0.5, 4), 0.5},
                                   Vec3(8, 0, 0)});
  b.Shape("log", collide::Capsule{Vec3(2, 0, 3), Vec3(2, 0, 5), 0.5});
  // A crate dropped 6 onto a floor whose top is y = 0: face on face.
  b.Shape("drop", collide::Sweep{AxisBox(Vec3(0, 4, 9), Vec3(0.5)), Vec3(0, -6, 0)});
  b.Shape("floor", AxisBox(Vec3(0, -1, 9), Vec3(3, 1, 1.5)));
  // A bullet of radius 0.2 fired 10 along x through a pane 0.1 thick: at
  // both ends of the step it is clear of the pane, and a test of the two
  // ends alone would let it tunnel through.
  b.Shape("bullet", collide::Sweep{collide::Sphere{Vec3(-5, 0, 13), 0.2}, Vec3(10, 0, 0)});
  b.Shape("pane", AxisBox(Vec3(0, 0, 13), Vec3(0.05, 1, 1)));
  // A ball passing 2 above a ball of radius 1: it never comes within 1.5.
  b.Shape("flyby", collide::Sweep{collide::Sphere{Vec3(-4, 2, 17), 0.5}, Vec3(8, 0, 0)});
  b.Shape("buoy", collide::Sphere{Vec3(0, 0, 17), 1.0});
}

harness::StaticLayout Casts() {
  harness::StaticLayoutBuilder b;
  Shapes(b);
  const Vec3 along_x(1, 0, 0);
  // The ball's centre stops at x = 1 - 0.5: 4.5 of 8.
  b.Expect("ball", "crate", harness::CastsAt(4.5 / 8, Vec3(1, 0, 0), along_x));
  // The cores come within 1 when the walker's is at x = 1: 5 of 8, touching
  // half way between the cores, at (1.5, 0, 4).
  b.Expect("walker", "log", harness::CastsAt(5.0 / 8, Vec3(1.5, 0, 4), along_x));
  // The drop's bottom, at 3.5, reaches 0 after 3.5 of 6; face on face, so
  // any point of the face is a first contact and none is declared.
  harness::CastContact landing;
  landing.hits = true;
  landing.t = 3.5 / 6;
  landing.normal = Vec3(0, -1, 0);
  b.Expect("drop", "floor", landing);
  // The bullet's front, at -4.8, meets the pane's face, x = -0.05, after 4.75.
  b.Expect("bullet", "pane", harness::CastsAt(4.75 / 10, Vec3(-0.05, 0, 13), along_x));
  b.ExpectIntersects("bullet", "pane", true);
  b.Expect("flyby", "buoy", harness::CastContact{});
  b.ExpectIntersects("flyby", "buoy", false);
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "shape-cast",
    .category = "Contacts",
    .title = "Shape cast",
    .about = "Shows a shape cast: a shape moved by a translation (a sweep: drawn at its start, "
             "faint at its end) "
             "and the first time t in [0, 1] it touches a still shape, with the point and the "
             "normal, from the moving shape to the still one: the ghost at first contact is "
             "drawn in yellow. A ball rolled at a crate, a capsule walking into a log, a crate "
             "dropped on a floor (face on face: any point of the face), a bullet through a thin "
             "pane that a test of the step's two ends would miss, and a ball that passes over "
             "another. Drag a sweep's start, or edit its translation in the panel, and watch the "
             "ghost move. GJK's ray cast against the Minkowski difference (van den Bergen).",
    .seed = "",
    .layout = Casts,
}};

}  // namespace
}  // namespace shape_cast
