#include "harness/app/metrics_panel.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>

namespace harness {

int CountImGuiDrawCalls(const ImDrawData* draw_data) {
  if (draw_data == nullptr) {
    return 0;
  }
  int calls = 0;
  for (int i = 0; i < draw_data->CmdListsCount; ++i) {
    calls += draw_data->CmdLists[i]->CmdBuffer.Size;
  }
  return calls;
}

namespace panels {

void MetricsContents(const FrameMetrics& metrics) {
  const FrameTimes& times = metrics.frame_ms;
  char overlay[64];
  std::snprintf(overlay, sizeof overlay, "mean %.2f ms, worst %.2f ms", times.Mean(), times.Max());
  // From 0, so a flat line at 16.7 ms reads as vsync rather than as noise;
  // the top follows the worst frame, at least 33 ms (two vsync intervals).
  const float top = std::max(times.Max() * 1.1f, 33.4f);
  // PlotLines takes a zero width as "the item width", not a negative one.
  ImGui::SetNextItemWidth(-1.0f);
  ImGui::PlotLines("##frame times", times.data(), times.count(), times.offset(), overlay, 0.0f, top,
                   ImVec2(0.0f, 4.0f * ImGui::GetTextLineHeightWithSpacing()));
  ImGui::Text("frame time (last %d frames)", times.count());
  ImGui::Text("draw calls: %d scene + %d interface", metrics.scene_draw_calls,
              metrics.imgui_draw_calls);
  ImGui::Text("collision tests: %zu", metrics.tests);
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("in the sample's last step, or its last re-evaluation after an edit");
  }
  ImGui::Text("sample step: %.3f ms", metrics.step_ms);
}

}  // namespace panels
}  // namespace harness
