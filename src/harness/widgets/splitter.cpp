#include "harness/widgets/splitter.h"

#include <imgui.h>

namespace harness::widgets {

std::optional<float> LeftEdgeSplitter(const char* id, const Rect& panel) {
  // Left of the panel, over the view, so that the panel never covers it.
  constexpr float kWidth = 6.0f;
  ImGui::SetNextWindowPos(ImVec2(panel.x - kWidth, panel.y), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(kWidth, panel.height), ImGuiCond_Always);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(0.0f, 0.0f));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
  ImGui::Begin(id, nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoBackground |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoNav |
                   ImGuiWindowFlags_NoFocusOnAppearing);
  ImGui::InvisibleButton("##handle", ImVec2(kWidth, panel.height));
  const bool active = ImGui::IsItemActive();
  if (active || ImGui::IsItemHovered()) {
    ImGui::SetMouseCursor(ImGuiMouseCursor_ResizeEW);
    const ImVec2 min = ImGui::GetItemRectMin();
    const ImVec2 max = ImGui::GetItemRectMax();
    ImGui::GetWindowDrawList()->AddRectFilled(
        min, max,
        ImGui::GetColorU32(active ? ImGuiCol_SeparatorActive : ImGuiCol_SeparatorHovered));
  }
  ImGui::End();
  ImGui::PopStyleVar(2);
  if (active && ImGui::IsMouseDragging(ImGuiMouseButton_Left, 0.0f)) {
    return ImGui::GetIO().MousePos.x;
  }
  return std::nullopt;
}

}  // namespace harness::widgets
