#pragma once

#include "harness/draw/camera.h"
#include "harness/draw/draw.h"
#include "harness/sample/log.h"
#include "harness/sample/sample.h"

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
