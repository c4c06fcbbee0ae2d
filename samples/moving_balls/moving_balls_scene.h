#pragma once

// The current state of the samples that are not static-shapes samples, as
// scenes that --check accepts as they are ("Save as test case"). With
// `expect_what_is_shown`, the expectations are recomputed from the state,
// for every pair and every algorithm the sample shows, so the scene passes;
// otherwise the declared ones are kept.

#include <string>

#include "harness/scene/scene.h"
#include "moving_balls/moving_balls_world.h"

namespace moving_balls {
// The balls as they are now (positions, velocities, masses), the walls,
// cylinders, gravity and step; contact times from this state: ball pairs
// under both searches, a ball against each plane and cylinder.
harness::Scene SceneOf(const Layout& layout, const collide::BallWorld& now,
                       const std::string& title, bool expect_what_is_shown);
}  // namespace moving_balls
