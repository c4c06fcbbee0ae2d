#pragma once

#include <ostream>

#include "harness/command_line.h"
#include "harness/sample.h"

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

// --check: runs the expectations of every sample (or --sample's), or of each
// --scene file, prints one line per mismatch and ends with
// "N passed, N failed". Returns the exit status (0, 1 or 2).
int RunHeadlessChecks(const Options& options, std::ostream& out, std::ostream& err);

// --list: one line per sample, id<TAB>category<TAB>title.
void PrintSampleList(std::ostream& out);

}  // namespace harness
