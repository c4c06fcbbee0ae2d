#pragma once

// What the clipped-text counter (widgets/clip_meter.h) reports of a panel
// drawn by `draw`, with no window system: two ImGui frames (a table
// measures its cells as a frame draws them; the second is what the app
// shows from then on) inside a window "panel" of `size`, on a display 200
// pixels larger each way, as panel_frame.h runs a sample's panel.

#include <imgui.h>

#include <functional>
#include <string>

#include "harness/widgets/clip_meter.h"

namespace harness::testing {

inline std::string ClippedInPanel(const std::function<void()>& draw,
                                  ImVec2 size = ImVec2(600, 400)) {
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.DisplaySize = ImVec2(size.x + 200, size.y + 200);
  io.DeltaTime = 1.0f / 60.0f;
  unsigned char* pixels = nullptr;
  int width = 0;
  int height = 0;
  io.Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
  std::string report;
  for (int frame = 0; frame < 2; ++frame) {
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(size);
    ImGui::Begin("panel");
    draw();
    ImGui::End();
    ImGui::Render();
    widgets::CountClippedText();
    report = widgets::ClippedReport();
  }
  ImGui::DestroyContext();
  return report;
}

}  // namespace harness::testing
