#pragma once

// One ImGui frame around a sample's panel, with no window: a fresh context,
// a display tall enough that every header opens and every table row is laid
// out, as in the app, and the font atlas built so that text can be measured.

#include <imgui.h>

#include "harness/sample_api/sample.h"

namespace harness::testing {

// A fresh ImGui context on a display of `size`, nothing saved, its font
// atlas built so that text can be measured. ImGui::DestroyContext after.
inline void CreateTestImGuiContext(ImVec2 size) {
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.DisplaySize = size;
  io.DeltaTime = 1.0f / 60.0f;
  unsigned char* pixels = nullptr;
  int width = 0;
  int height = 0;
  io.Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
}

inline void RunPanel(Sample& sample) {
  CreateTestImGuiContext(ImVec2(1920, 4000));
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
