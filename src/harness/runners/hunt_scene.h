#pragma once

// What a hunt's finding (collide/hunt/hunt.h) becomes: a scene file for the
// playground, with our answer as the expectation, so the file passes
// `--check` and fails with the other algorithm's plugin loaded. When both
// algorithms are ours (box-box's corner volumes against SAT), it names each
// and expects each one's own answer: it passes, and records the
// disagreement.

#include <string>

#include "collide/hunt/hunt.h"
#include "harness/scene/scene.h"

namespace harness {

// The sample hunt files are for: it takes every shape kind and outcome.
inline constexpr const char* kHuntSceneSample = "playground";

// "sphere-sphere-intersects-squared-distance-vs-lt-bug.json": the kinds, the
// query and the two algorithms, in letters, digits and '-' only.
std::string HuntFileName(const collide::AlgorithmPair& algorithms);

// The finding as a scene; `command` (the hunt's command line) goes into the
// description, so a reader can find the case again.
Scene HuntFindingScene(const collide::HuntResult& result, const std::string& command);

}  // namespace harness
