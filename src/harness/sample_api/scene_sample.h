#pragma once

// A scene file names the sample it is for. The scene reader
// (harness/scene/scene.h) checks shapes and outcomes but knows no samples;
// these check the name against the samples this build registered, so every
// path that opens a scene for a sample (the window, --check, --bench, the
// saved settings, "Save as test case"'s read-back) refuses an unknown one
// with the same message.

#include <memory>
#include <string>
#include <string_view>

#include "harness/sample_api/sample.h"
#include "harness/scene/scene.h"

namespace harness {

// Throws InputError (the scene's file, at `sample`) when no sample of that
// id is registered; the message lists the ids that are.
void RequireRegisteredSample(const Scene& scene);

// LoadSceneFile / ParseScene, then RequireRegisteredSample.
Scene LoadSampleScene(const std::string& path);
Scene ParseSampleScene(std::string_view text, const std::string& file);

// The one way a scene becomes a sample: makes the sample the scene names, on
// `host`, and loads the scene into it. Throws InputError when no such sample
// is registered or the sample refuses the scene (Sample::LoadScene: a shape
// kind or an algorithm it does not take).
std::unique_ptr<Sample> MakeSceneSample(const Scene& scene, SampleHost& host);

}  // namespace harness
