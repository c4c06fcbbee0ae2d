#pragma once

// GL's part in whether a window run passed: every GL error becomes an error in
// the log (and the run exits 1), and the GL objects alive can be counted for
// --stats' leak check. The Application keeps the monitor for as long as its GL
// context lives.

#include "harness/sample_api/log.h"

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
  // Errors the callback reported since the last CheckFrame: glGetError then
  // returns the same errors again, which are not counted twice.
  int reported_since_check_ = 0;
};

// Live GL objects of each kind, found by probing names 1..max_name with
// glIs* (a name counts once it has been bound or created). For leak checks:
// the counts must not grow while the app runs, and must be zero once the
// app has deleted what it made (the context is still current).
struct GlObjectCounts {
  int buffers = 0;
  int vertex_arrays = 0;
  int programs = 0;
  int shaders = 0;
  int textures = 0;
  int framebuffers = 0;
  int renderbuffers = 0;
  int total() const {
    return buffers + vertex_arrays + programs + shaders + textures + framebuffers + renderbuffers;
  }
};
GlObjectCounts CountLiveGlObjects(unsigned max_name = 4096);

}  // namespace harness
