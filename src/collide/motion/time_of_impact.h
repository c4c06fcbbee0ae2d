#pragma once

// Time of impact of moving spheres: "moving linearly with their velocities
// from the given state, ignoring every other shape, the first contact of a and
// b within [0, dt] happens at t". Contact means touching or overlapping (the
// repo's spheres count touching as intersecting). No contact within the step,
// or invalid input (see the validate functions), gives std::nullopt; no
// function here returns NaN or a time outside [0, dt].

#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "collide/motion/moving_sphere.h"
#include "collide/shapes/cylinder.h"
#include "collide/shapes/id_table.h"
#include "collide/shapes/plane.h"
#include "collide/shapes/vec.h"
#include "collide/trace/trace.h"

namespace collide {

// The seed's ball-ball search cuts the step into this many slices.
inline constexpr int kSeedSliceCount = 150;

enum class BallBallMethod {
  kAnalytic,  // "analytic": exact first root of |dp + dv t| = r1 + r2
  kSliced,    // "sliced": the seed's search, the slice before the first overlapping one
};

// The one spelling of the methods' ids (scene files, the sample's panel and
// messages, tests, bench).
inline constexpr std::pair<BallBallMethod, std::string_view> kBallBallMethodIds[] = {
    {BallBallMethod::kAnalytic, "analytic"},
    {BallBallMethod::kSliced, "sliced"},
};
inline std::string_view AlgorithmId(BallBallMethod method) {
  return IdIn(kBallBallMethodIds, method);
}
inline std::optional<BallBallMethod> BallBallMethodFromId(std::string_view id) {
  return ValueIn<BallBallMethod>(kBallBallMethodIds, id);
}

// How shapes that already touch or overlap at t = 0 are answered. The scene
// format asks the geometric question (they are in contact: t = 0). A
// simulation that has just reflected a ball off a wall finds the two still
// touching; counting that as a new contact would reflect the ball straight
// back into the wall, so it only counts pairs that are moving together.
enum class StartContact {
  kCounts,
  kCountsIfApproaching,
};

// A pair counts as approaching when the speed at which it closes along the
// contact normal exceeds this fraction of its relative speed. The margin keeps
// a grazing pair, whose normal speed after a reflection is rounding noise of
// either sign, from being reflected again and again at the same instant; the
// penetration it allows is at most this fraction of the distance travelled.
inline constexpr double kApproachTolerance = 1e-12;

// Ball against ball, analytic: the smaller root of the quadratic
// |dp + dv t|^2 = (r1 + r2)^2. No relative motion, or moving apart, gives no
// contact unless they already touch.
std::optional<double> FirstContactTime(const MovingSphere& a, const MovingSphere& b, double dt,
                                       StartContact start = StartContact::kCounts);
// The same, recording its steps (collide/trace/trace.h): the relative motion,
// the quadratic's a, b and c, the discriminant, the earlier root against the
// step. Defined for NoTrace and Trace.
template <typename Tracer>
std::optional<double> FirstContactTime(const MovingSphere& a, const MovingSphere& b, double dt,
                                       StartContact start, Tracer& trace);

// Ball against ball, the seed's sliced search: skip the pair when the line of
// relative motion passes farther than r1 + r2 from the other centre;
// otherwise test the centres at t = k dt / slices for k = 0..slices and answer
// the time of the slice before the first overlapping one (0 when they overlap
// at t = 0). A pass that starts and ends between two slices is missed.
std::optional<double> FirstContactTimeSliced(const MovingSphere& a, const MovingSphere& b,
                                             double dt, int slices = kSeedSliceCount,
                                             StartContact start = StartContact::kCounts);
// The same, recording its steps: the relative motion, slice 0, the
// pre-filter, then each slice tried until one touches. Defined for NoTrace
// and Trace.
template <typename Tracer>
std::optional<double> FirstContactTimeSliced(const MovingSphere& a, const MovingSphere& b,
                                             double dt, int slices, StartContact start,
                                             Tracer& trace);

std::optional<double> FirstContactTime(const MovingSphere& a, const MovingSphere& b, double dt,
                                       BallBallMethod method, int slices = kSeedSliceCount,
                                       StartContact start = StartContact::kCounts);

// Ball against a plane (a two-sided sheet), by seed 002's offset-primitive ray
// test: the centre's ray along the unit velocity meets the plane moved by the
// ball's radius towards the ball at distance Dsc; the step covers
// Dst = |velocity| dt; a hit with Dsc <= Dst happens at Tc = Dsc * dt / Dst.
std::optional<double> FirstContactTime(const MovingSphere& ball, const Plane& plane, double dt,
                                       StartContact start = StartContact::kCounts);
// The same, recording its steps (wall_contact_steps.h): the offset plane and
// the centre's distance s from it, the approach v . n, Dsc along the ray,
// Dsc against Dst and the time Tc. The ball is A, the plane B. Defined for
// NoTrace and Trace.
template <typename Tracer>
std::optional<double> FirstContactTime(const MovingSphere& ball, const Plane& plane, double dt,
                                       StartContact start, Tracer& trace);

// Ball against an infinite solid cylinder, the same way: the ray against the
// cylinder grown by the ball's radius (cylinder.radius is the cylinder's own).
std::optional<double> FirstContactTime(const MovingSphere& ball, const Cylinder& cylinder,
                                       double dt, StartContact start = StartContact::kCounts);
// The same, recording its steps: the grown cylinder and the centre's
// distance from its axis, the ray's quadratic, its discriminant, Dsc, and
// Dsc against Dst. The ball is A, the cylinder B. Defined for NoTrace and
// Trace.
template <typename Tracer>
std::optional<double> FirstContactTime(const MovingSphere& ball, const Cylinder& cylinder,
                                       double dt, StartContact start, Tracer& trace);

// Empty when valid; otherwise a sentence saying what is wrong, for a scene
// loader to report.
std::optional<std::string> Validate(const MovingSphere& sphere);  // finite, radius >= 0
std::optional<std::string> ValidateTimeStep(double dt);           // finite, > 0
std::optional<std::string> ValidateSliceCount(int slices);        // >= 1
std::optional<std::string> ValidateMass(double mass);             // finite, > 0

}  // namespace collide
