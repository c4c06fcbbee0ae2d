#pragma once

// The current state of the samples that are not static-shapes samples, as
// scenes that --check accepts as they are ("Save as test case"). With
// `expect_what_is_shown`, the expectations are recomputed from the state,
// for every pair and every algorithm the sample shows, so the scene passes;
// otherwise the declared ones are kept.

#include <string>

#include "harness/scene/scene.h"
#include "impact_search/impact_search_world.h"

namespace impact_search {
// Every drawn pair under all four methods, searched with the settings
// --check uses (Settings{}), whatever the panel's sliders say.
harness::Scene SceneOf(const Layout& layout, const std::string& title, bool expect_what_is_shown);
}  // namespace impact_search
