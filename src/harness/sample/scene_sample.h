#pragma once

// A scene file names the sample it is for. The scene reader
// (harness/scene/scene.h) checks shapes and outcomes but knows no samples;
// these check the name against the samples this build registered, so every
// path that opens a scene for a sample (the window, --check, --bench, the
// saved settings, "Save as test case"'s read-back) refuses an unknown one
// with the same message.

#include <string>
#include <string_view>

#include "harness/scene/scene.h"

namespace harness {

// Throws InputError (the scene's file, at `sample`) when no sample of that
// id is registered; the message lists the ids that are.
void RequireRegisteredSample(const Scene& scene);

// LoadSceneFile / ParseScene, then RequireRegisteredSample.
Scene LoadSampleScene(const std::string& path);
Scene ParseSampleScene(std::string_view text, const std::string& file);

}  // namespace harness
