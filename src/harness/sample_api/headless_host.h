#pragma once

// The host a sample has when there is no window: --check, --bench, --count,
// the hunt's findings and the tests make their samples with it. The drawing
// goes nowhere and the log is kept, so a sample runs as in the window but for
// the pixels.

#include "harness/draw/camera.h"
#include "harness/draw/draw.h"
#include "harness/sample_api/log.h"
#include "harness/sample_api/sample.h"

namespace harness {

// Hosts a sample with no window: a Draw that discards, a camera nobody sees.
class HeadlessHost final : public SampleHost {
 public:
  Log& log() override { return log_; }
  Draw& draw() override { return draw_; }
  Camera& camera() override { return camera_; }

 private:
  Log log_;
  NullDraw draw_;
  Camera camera_;
};

}  // namespace harness
