#pragma once

// The camera a window test's screenshot was taken through: the sample built
// in-process, given the app's default home and the view the docked panels
// leave, initialised (so it frames its shapes as in the app), then turned by
// `frames` fixed 1/60 s steps of auto-rotation, as the app's --frames run
// does. `count` (when given) is the sample's --count.

#include <memory>
#include <string>

#include <gtest/gtest.h>

#include "harness/draw/camera.h"
#include "harness/runners/check_runner.h"
#include "harness/sample_api/headless_host.h"
#include "harness/sample_api/sample.h"
#include "harness/shell/layout.h"

namespace cli_testing {

inline harness::Camera CameraAfterFrames(const std::string& sample_id, int width, int height,
                                         int frames, int count = -1) {
  harness::HeadlessHost host;
  host.log().set_echo_to_console(false);
  host.camera().SetHome(harness::CameraHome{});
  host.camera().SetViewport(
      width, height,
      harness::LayOutPanels(static_cast<float>(width), static_cast<float>(height)).view);
  auto sample = harness::SampleRegistry::Get().Find(sample_id)->create(host);
  std::string error;
  if (count > 0 && !sample->scale()->SetBodyCount(count, &error)) {
    ADD_FAILURE() << sample_id << " --count " << count << ": " << error;
  }
  sample->Initialize(width, height);
  harness::Camera camera = host.camera();
  for (int i = 0; i < frames; ++i) {
    camera.Update(1.0f / 60.0f);
  }
  return camera;
}

}  // namespace cli_testing
