#pragma once

// The browser's metrics section: frame times, draw calls, collision tests a
// frame and the sample's step time. The Application gathers them into
// FrameMetrics every frame and this draws them with ImGui.

#include <cstddef>

#include "harness/shell/frame_times.h"

struct ImDrawData;

namespace harness {

// What the metrics section shows, gathered by the Application each frame.
struct FrameMetrics {
  FrameTimes frame_ms;       // wall time from one frame's start to the next
  float step_ms = 0.0f;      // the sample's Update in the last frame
  int scene_draw_calls = 0;  // GlDebugDraw's, last frame
  int imgui_draw_calls = 0;  // ImGui's, last frame
  std::size_t tests = 0;     // Sample::test_counter over the last frame
};

// ImGui's draw calls in `draw_data` (one per command, as its OpenGL back end
// issues them); 0 for none.
int CountImGuiDrawCalls(const ImDrawData* draw_data);

namespace panels {

// The metrics section's contents: the frame-time plot over the last
// FrameTimes::kCapacity frames (mean and worst), draw calls, collision tests
// and the sample's step time.
void MetricsContents(const FrameMetrics& metrics);

}  // namespace panels
}  // namespace harness
