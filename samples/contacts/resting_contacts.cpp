// Resting contacts (issue 37): the manifolds a solver needs to keep a box
// on a box, a box on a slope and a capsule lying on a box, four points and
// two, each point worked out by hand on B's surface (the floor's, the
// slope's) with its depth.
#include <cmath>
#include <initializer_list>

#include "collide/shapes/box.h"
#include "collide/shapes/capsule.h"
#include "harness/layout_sample/spec.h"
#include "harness/outcomes/contact_outcomes.h"

namespace resting_contacts {
namespace {

using collide::Vec3;

// The slope: a box turned 30 degrees about z; its top face's normal n, its
// direction down the face t, and the centre of the top face.
const double kSin = 0.5;
const double kCos = std::sqrt(3.0) / 2.0;
const Vec3 kSlopeNormal(-kSin, kCos, 0);
const Vec3 kAlongSlope(kCos, kSin, 0);
const Vec3 kSlopeCentre(7, -1, 0);
const Vec3 kSlopeTop = kSlopeCentre + kSlopeNormal;  // half height 1

void Shapes(harness::StaticLayoutBuilder& b) {
  // The floor's top face is y = 0.
  b.Shape("floor", collide::OrientedBox{Vec3(0, -1, 0), Vec3(4, 1, 4), collide::Mat3(1.0)});
  // A unit crate sunk 0.1 into it.
  b.Shape("crate", collide::OrientedBox{Vec3(0, 0.4, 0), Vec3(0.5), collide::Mat3(1.0)});
  // A log of radius 0.25 lying along x, sunk 0.05.
  b.Shape("log", collide::Capsule{Vec3(-1.5, 0.2, 2), Vec3(1.5, 0.2, 2), 0.25});
  const collide::Mat3 turned = collide::RotationFromEulerDegrees(Vec3(0, 0, 30));
  b.Shape("slope", collide::OrientedBox{kSlopeCentre, Vec3(2, 1, 2), turned});
  // A block turned with the slope, sunk 0.1 into its top face.
  b.Shape("block", collide::OrientedBox{kSlopeTop + kSlopeNormal * 0.4, Vec3(0.5), turned});
}

harness::StaticLayout Resting() {
  harness::StaticLayoutBuilder b;
  Shapes(b);
  const Vec3 down(0, -1, 0);
  // The crate's bottom corners, on the floor's top face, each 0.1 deep.
  b.Expect("crate", "floor", harness::Overlapping(0.1, down));
  b.Expect("crate", "floor",
           harness::ContactsAt(down, {Vec3(-0.5, 0, -0.5), Vec3(0.5, 0, -0.5), Vec3(-0.5, 0, 0.5),
                                      Vec3(0.5, 0, 0.5)}));
  // The log's core ends over the floor, 0.05 deep.
  b.Expect("log", "floor", harness::Overlapping(0.05, down));
  b.Expect("log", "floor", harness::ContactsAt(down, {Vec3(-1.5, 0, 2), Vec3(1.5, 0, 2)}));
  // The block's bottom corners, on the slope's top face, 0.1 deep, along
  // the slope's normal into it.
  b.Expect("block", "slope", harness::Overlapping(0.1, -kSlopeNormal));
  const Vec3 half_along = kAlongSlope * 0.5;
  const Vec3 half_across(0, 0, 0.5);
  b.Expect("block", "slope",
           harness::ContactsAt(
               -kSlopeNormal,
               {kSlopeTop - half_along - half_across, kSlopeTop + half_along - half_across,
                kSlopeTop - half_along + half_across, kSlopeTop + half_along + half_across}));
  // The crate and the log lie 2 - 0.5 - 0.25 apart, face to side.
  b.Expect("crate", "log", harness::Distance{1.25, std::nullopt});
  b.ExpectIntersects("crate", "log", false);
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "resting-contacts",
    .category = "Contacts",
    .title = "Resting contacts",
    .about = "What a solver needs to keep things at rest: a crate sunk 0.1 into the floor "
             "touches it at its four bottom corners, a log (a capsule) lying on it at two points "
             "under its core's ends, a block on a 30-degree slope at four corners along the "
             "slope's normal. Each point lies on B's surface with its depth; the normal points "
             "from A to B. Shows the four- and two-point manifolds a solver needs: select a "
             "pair to see its points, drag the crate or the log and watch them change (tilt a "
             "box and it stands on an edge, two, or a corner, one).",
    .seed = "",
    .layout = Resting,
}};

}  // namespace
}  // namespace resting_contacts
