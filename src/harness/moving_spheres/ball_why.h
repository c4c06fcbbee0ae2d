#pragma once

// Why a pair of a ball world first touches when it does. Two balls: each
// ball-ball method (collide::BallBallMethod: the analytic quadratic, the
// seed's sliced search) run traced on the pair's start state, and each other
// author's time of impact (collide::ContactTimeFunctions) run as it is,
// recording no steps; their verdicts, and where the first and the first one
// disagreeing with it part (collide::FirstParting). A ball and a wall (a
// plane) or a pillar (a cylinder): the one test they have, seed 002's
// offset-primitive ray test ("analytic"), traced, the ball named "A". What
// --explain prints for a scene of moving balls, whose pairs are not pairs of
// the registry's tests at rest. The question is each contact_time the
// layout expects of the pair, in their order; a pair nothing is expected of
// is asked its first contact time within the step.

#include <optional>
#include <string>
#include <vector>

#include "collide/registry/contact_time_functions.h"
#include "harness/layout_engine/why.h"
#include "harness/moving_spheres/ball_layout.h"

namespace harness {

// Throws WhyError: a shape that is not there, a pair without a ball (two
// walls or pillars), an algorithm the pair does not have (naming those it
// has). Slices as the expectations are checked: collide::kSeedSliceCount.
Why ExplainBalls(
    const BallLayout& layout, const std::string& a, const std::string& b,
    const std::optional<std::string>& algorithm,
    const collide::ContactTimeFunctions& functions = collide::ContactTimeFunctions::Global());

// The Why of a pair as the balls are `now` (a run's world, with its ids):
// where they are and how they move at this instant, over the next step, as
// the view draws them. The layout's expectations are about its start state,
// so they are what is expected only while `now` is that state (the same
// ids, centres, velocities and radii); after a step or an edit nothing is
// expected and the question is the pair's first contact time. Throws
// WhyError as ExplainBalls.
Why ExplainBallsNow(
    const BallLayout& start, const collide::BallWorld& now, const std::vector<std::string>& ids,
    const std::string& a, const std::string& b,
    const collide::ContactTimeFunctions& functions = collide::ContactTimeFunctions::Global());

// Whether two contact times agree, as the Why of a static pair counts
// answers alike: both none, or within 1e-9 relative.
bool SameContactTime(const std::optional<double>& x, const std::optional<double>& y);

// WhyLines (layout_engine/why.h) with each question's heading asking
// "contact_time", which is not one of the registry's queries: for
// ExplainBalls' answer and ExplainSweep's (sweep_why.h).
std::vector<std::string> ContactTimeWhyLines(const Why& why);

}  // namespace harness
