// The playground: the static-shapes engine with nothing declared. The user
// adds any shapes from the panel's menu and every pair is tested, under
// every algorithm the registry has for it; "Save as test case..." turns what
// is on screen into a scene that --check runs. The tutorial never had one.
#include <filesystem>

#include "harness/layout_sample/spec.h"
#include "harness/sample_api/scene_sample.h"
#include "harness/scene/scene_list.h"

namespace playground {
namespace {

// One shape of each kind the engine tests, from the shipped scene, so the
// first look shows every kind of answer; "Clear" empties it. A build
// without its shipped scenes starts empty.
harness::StaticLayout MixLayout() {
  const std::filesystem::path dir = harness::ShippedScenesDirectory();
  if (dir.empty()) {
    return {};
  }
  try {
    return harness::StaticLayoutFromScene(
        harness::LoadSampleScene((dir / "playground_mix.json").string()));
  } catch (const harness::InputError&) {
    return {};
  }
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "playground",
    .category = "Playground",
    .title = "Playground",
    .about = "your own cases: it opens with one shape of each kind (Clear empties it), add shapes "
             "with \"Add shape...\", drag their fields, watch every pair's answer in the table, "
             "and save what you see as a test case. Shows every registered test on shapes of "
             "your choosing.",
    .seed = "",
    .layout = MixLayout,
    .name_algorithm = true,
    .test_every_pair = true,
    .clear_button = true,
}};

}  // namespace
}  // namespace playground
