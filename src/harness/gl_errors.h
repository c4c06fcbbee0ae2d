#pragma once

#include "harness/log.h"

namespace harness {

// Turns GL errors into logged errors: through KHR_debug's callback where the
// context has it (Mesa's does), and through glGetError after each frame
// everywhere. The count decides a test run's exit status.
class GlErrorMonitor {
 public:
  explicit GlErrorMonitor(Log& log);
  ~GlErrorMonitor();
  GlErrorMonitor(const GlErrorMonitor&) = delete;
  GlErrorMonitor& operator=(const GlErrorMonitor&) = delete;

  // Drains glGetError; call once per frame.
  void CheckFrame();
  int error_count() const { return error_count_; }
  bool using_debug_output() const { return debug_output_; }

  // Called by the KHR_debug callback.
  void Report(const char* source, const char* message);

 private:
  Log& log_;
  int error_count_ = 0;
  bool debug_output_ = false;
};

}  // namespace harness
