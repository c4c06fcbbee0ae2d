#pragma once

// The current state of the samples that are not static-shapes samples, as
// scenes that --check accepts as they are ("Save as test case"). With
// `expect_what_is_shown`, the expectations are recomputed from the state,
// for every pair and every algorithm the sample shows, so the scene passes;
// otherwise the declared ones are kept.

#include <string>

#include "box_box_world.h"
#include "harness/scene.h"
#include "impact_search_world.h"
#include "moving_balls_world.h"

namespace box_box {
// Every pair of distinct shapes under each algorithm the sample shows for it
// (ShownFor).
harness::Scene SceneOf(const Layout& layout, const std::string& title, bool expect_what_is_shown);
}  // namespace box_box

namespace moving_balls {
// The balls as they are now (positions, velocities, masses), the walls,
// cylinders, gravity and step; contact times from this state: ball pairs
// under both searches, a ball against each plane and cylinder.
harness::Scene SceneOf(const Layout& layout, const collide::BallWorld& now,
                       const std::string& title, bool expect_what_is_shown);
}  // namespace moving_balls

namespace impact_search {
// Every drawn pair under all four methods, searched with the settings
// --check uses (Settings{}), whatever the panel's sliders say.
harness::Scene SceneOf(const Layout& layout, const std::string& title, bool expect_what_is_shown);
}  // namespace impact_search
