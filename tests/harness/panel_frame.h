#pragma once

// One ImGui frame around a sample's panel, with no window: a fresh context,
// a display tall enough that every header opens and every table row is laid
// out, as in the app, and the font atlas built so that text can be measured.

#include <imgui.h>

#include "harness/sample_api/sample.h"

namespace harness::testing {

inline void RunPanel(Sample& sample) {
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.DisplaySize = ImVec2(1920, 4000);
  io.DeltaTime = 1.0f / 60.0f;
  unsigned char* pixels = nullptr;
  int width = 0;
  int height = 0;
  io.Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
  ImGui::NewFrame();
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(1900, 3900));
  ImGui::Begin("sample");
  sample.UpdatePanel();
  ImGui::End();
  ImGui::EndFrame();
  ImGui::DestroyContext();
}

}  // namespace harness::testing
