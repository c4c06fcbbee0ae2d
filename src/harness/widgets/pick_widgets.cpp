#include "harness/widgets/pick_widgets.h"

#include <imgui.h>

#include "harness/layout_engine/bounds_pairs.h"
#include "harness/widgets/widgets.h"

namespace harness::widgets {

bool ShapesHeader(const char* label, const PickFocus& focus) {
  if (focus.scroll_pending) {
    ImGui::SetNextItemOpen(true);
  }
  return ImGui::CollapsingHeader(label, ImGuiTreeNodeFlags_DefaultOpen);
}

void ShapeEditorList(std::size_t count, std::optional<std::size_t> selected,
                     const std::function<void(std::size_t, bool)>& row) {
  if (count <= kAllPairsLimit) {
    for (std::size_t i = 0; i < count; ++i) {
      row(i, true);
    }
    return;
  }
  ImGui::TextDisabled("%zu shapes: click one to edit it.", count);
  if (ImGui::BeginChild("shape list", ImVec2(0, ImGui::GetTextLineHeightWithSpacing() * 10),
                        true)) {
    ImGuiListClipper clipper;
    clipper.Begin(static_cast<int>(count));
    while (clipper.Step()) {
      for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
        row(static_cast<std::size_t>(i), false);
      }
    }
  }
  ImGui::EndChild();
  if (selected && *selected < count) {
    row(*selected, true);
  }
}

void ShapeHeading(PickFocus& focus, const std::string& id, const std::string& text) {
  if (!focus.IsSelected(id)) {
    ImGui::TextUnformatted(text.c_str());
    return;
  }
  ImGui::TextColored(ImVec4(1.0f, 1.0f, 0.4f, 1.0f), "%s (selected)", text.c_str());
  NoteSelectedHeading(id);
  if (focus.scroll_pending) {
    ImGui::SetScrollHereY(0.25f);  // picked in the view: bring its editor up
    focus.scroll_pending = false;
  }
}

SelectionShown& ShownSelection() {
  static SelectionShown shown;
  return shown;
}

void NoteSelectedHeading(const std::string& id) {
  ShownSelection().heading = id;
  ShownSelection().visible = ImGui::IsItemVisible();
}

void NoteTableRow(bool marked) {
  ++ShownSelection().rows;
  ShownSelection().marked_rows += marked ? 1 : 0;
}

void MarkSelectedRow() {
  // RowBg1 is blended over RowBg0, where a mismatch paints its red.
  ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg1, IM_COL32(80, 110, 230, 110));
}

}  // namespace harness::widgets
