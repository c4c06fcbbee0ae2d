#pragma once

// The scene loader from bytes to a validated, evaluated scene: what
// `collision-lab --scene FILE` does before it opens a window, and `--check`
// does in full. Shared by the libFuzzer target and the regression test that
// replays every input kept in regressions/.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "harness/runners/check_runner.h"
#include "harness/sample_api/headless_host.h"
#include "harness/sample_api/sample.h"
#include "harness/sample_api/scene_sample.h"
#include "harness/scene/json_reader.h"
#include "harness/scene/scene.h"

namespace robustness {

// True when the bytes made a scene its sample accepted. A bad scene is an
// InputError, which is the expected answer to most inputs; anything else
// escaping (another exception, a crash, a sanitizer report) is a bug. A
// scene's relative paths (a model's file) resolve against `path`'s folder:
// the regression test gives a shipped scene its own path, so its model is
// found as `--check --scene` finds it; the fuzzer's "fuzz.json" has none.
inline bool LoadFuzzedScene(const std::uint8_t* data, std::size_t size,
                            const std::string& path = "fuzz.json") {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    const harness::Scene scene = harness::ParseSampleScene(text, path);
    const harness::SampleInfo* info = harness::SampleRegistry::Get().Find(scene.sample);
    if (info == nullptr) {
      std::abort();  // ParseSampleScene promises a known sample
    }
    harness::HeadlessHost host;
    host.log().set_echo_to_console(false);
    const auto sample = info->create(host);
    sample->LoadScene(scene);
    sample->Check();
    // A few frames, as the window would run them: the moving-balls sample
    // steps its simulation from the fuzzed state.
    for (int frame = 0; frame < 3; ++frame) {
      sample->Update(1.0f / 60.0f);
      sample->Render();
    }
    return true;
  } catch (const harness::InputError&) {
    return false;
  }
}

}  // namespace robustness
