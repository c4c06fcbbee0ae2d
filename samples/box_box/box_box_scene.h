#pragma once

// The current state of the samples that are not static-shapes samples, as
// scenes that --check accepts as they are ("Save as test case"). With
// `expect_what_is_shown`, the expectations are recomputed from the state,
// for every pair and every algorithm the sample shows, so the scene passes;
// otherwise the declared ones are kept.

#include <string>

#include "box_box/box_box_world.h"
#include "harness/scene/scene.h"

namespace box_box {
// Every pair of distinct shapes under each algorithm the sample shows for it
// (ShownFor).
harness::Scene SceneOf(const Layout& layout, const std::string& title, bool expect_what_is_shown);
}  // namespace box_box
