#include "harness/app/panels.h"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cctype>
#include <string_view>

#include "harness/widgets/clip_meter.h"
#include "harness/widgets/widgets.h"

namespace harness::panels {
namespace {

bool ContainsIgnoringCase(const std::string& text, const std::string& needle) {
  const auto it = std::search(text.begin(), text.end(), needle.begin(), needle.end(),
                              [](char a, char b) { return std::tolower(a) == std::tolower(b); });
  return it != text.end();
}

float TextWidth(std::string_view text) {
  return ImGui::CalcTextSize(text.data(), text.data() + text.size()).x;
}

// `line` as it fits `width`: whole, or (a single word wider than the line,
// "intersections" in a narrow panel at a large scale) shortened to end in
// "...", which says it is shortened, where a clipped word does not.
std::string Fitted(std::string line, float width) {
  if (TextWidth(line) <= width) {
    return line;
  }
  while (!line.empty() && TextWidth(line + "...") > width) {
    line.pop_back();
    while (!line.empty() && (static_cast<unsigned char>(line.back()) & 0xC0) == 0x80) {
      line.pop_back();  // the rest of a UTF-8 character
    }
  }
  return line + "...";
}

// A sample's title or a category's name as its row shows it: whole, on as
// many lines as the list's width less `lead` (a tree node's arrow) needs (a
// row cut to "Moving balls (Magic R" reads as another name; the tooltip
// names it whole); "###" and `id` keep the row's identity one however it
// wraps.
std::string RowLabel(const std::string& text, const std::string& id, float lead = 0.0f) {
  const float width = ImGui::GetContentRegionAvail().x - lead;
  std::string label;
  // Appended piece by piece: GCC 12's -Wstringop-overflow misfires on a
  // chain of + here.
  for (const std::string& line : widgets::LinesBetweenWords(text, width, TextWidth)) {
    if (!label.empty()) {
      label.push_back('\n');
    }
    label.append(Fitted(line, width));
  }
  label.append("###").append(id);
  return label;
}

}  // namespace

int SampleBrowser(const SampleRegistry& registry, int current, std::string* filter) {
  int picked = -1;
  ImGui::SetNextItemWidth(-1);
  ImGui::InputTextWithHint("##filter", "filter samples", filter);
  // Above the list, which runs past the panel's bottom in most windows.
  widgets::HintParagraph("N / P: next / previous, R: restart, Esc: quit");
  const auto& samples = registry.samples();
  std::string category;
  bool open = false;
  for (size_t i = 0; i < samples.size(); ++i) {
    const SampleInfo& info = samples[i];
    if (!filter->empty() && !ContainsIgnoringCase(info.title, *filter) &&
        !ContainsIgnoringCase(info.id, *filter) && !ContainsIgnoringCase(info.category, *filter)) {
      continue;
    }
    if (info.category != category) {
      if (open) {
        ImGui::TreePop();
      }
      category = info.category;
      ImGui::SetNextItemOpen(true, ImGuiCond_Once);
      open = ImGui::TreeNode(
          RowLabel(category, "category " + category, ImGui::GetTreeNodeToLabelSpacing()).c_str());
      if (ImGui::IsItemHovered()) {
        ImGui::SetTooltip("%s", category.c_str());
      }
    }
    if (open &&
        ImGui::Selectable(RowLabel(info.title, info.id).c_str(), static_cast<int>(i) == current)) {
      picked = static_cast<int>(i);
    }
    if (open && ImGui::IsItemHovered()) {
      ImGui::SetTooltip("%s\nid: %s", info.title.c_str(), info.id.c_str());
    }
  }
  if (open) {
    ImGui::TreePop();
  }
  return picked;
}

void ViewControls(Camera& camera, bool* labels, bool* solid) {
  ImGui::Checkbox("auto-rotate", &camera.auto_rotate);
  widgets::SameLineIfRoom(widgets::CheckboxWidth("labels"));
  ImGui::Checkbox("labels", labels);
  widgets::SameLineIfRoom(widgets::CheckboxWidth("solid"));
  ImGui::Checkbox("solid", solid);
  if (ImGui::Button("reset view")) {
    camera.Reset();
  }
  widgets::ParagraphDisabled(
      "left drag orbit, wheel zoom, right/middle drag pan, L labels, W solid");
}

void LogContents(Log& log) {
  if (ImGui::SmallButton("clear")) {
    log.Clear();
  }
  // The errors logged only grow; what fails now can go back to 0.
  const widgets::ShownSummary& now = widgets::LastShownSummary();
  if (now.shown) {
    const std::size_t failing = now.declared - now.held;
    const std::string text = widgets::FailingNowText(now);
    widgets::SameLineIfRoom(ImGui::CalcTextSize(text.c_str()).x);
    const ImVec4 colour = failing > 0            ? ImVec4(1.0f, 0.45f, 0.45f, 1.0f)
                          : now.yours_failed > 0 ? ImVec4(1.0f, 0.6f, 0.2f, 1.0f)
                                                 : ImVec4(0.5f, 1.0f, 0.5f, 1.0f);
    ImGui::TextColored(colour, "%s", text.c_str());
  }
  const std::string logged = widgets::ErrorsLoggedText(log.error_count());
  widgets::SameLineIfRoom(ImGui::CalcTextSize(logged.c_str()).x);
  ImGui::TextDisabled("%s", logged.c_str());
  ImGui::Separator();
  ImGui::BeginChild("lines", ImVec2(0, 0), false, ImGuiWindowFlags_HorizontalScrollbar);
  for (const LogEntry& entry : log.entries()) {
    if (entry.level == LogLevel::kError) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.45f, 0.45f, 1.0f));
      ImGui::TextUnformatted(("Error: " + entry.text).c_str());
      ImGui::PopStyleColor();
    } else if (entry.level == LogLevel::kWarning) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.6f, 0.1f, 1.0f));
      ImGui::TextUnformatted(entry.text.c_str());
      ImGui::PopStyleColor();
    } else {
      ImGui::TextUnformatted(entry.text.c_str());
    }
  }
  // Follows new lines unless the user scrolled up to read.
  if (ImGui::GetScrollY() >= ImGui::GetScrollMaxY()) {
    ImGui::SetScrollHereY(1.0f);
  }
  ImGui::EndChild();
}

// Opens a panel docked at `rect`, folded or unfolded first when `fold` says
// (View > Panels); reports whether it is collapsed and where ImGui put it.
// Call ImGui::End after, whatever it returns.
bool BeginDockedPanel(const char* name, const Rect& rect, const bool* fold, bool* collapsed,
                      Rect* drawn, ImGuiWindowFlags flags) {
  if (fold != nullptr) {
    ImGui::SetNextWindowCollapsed(*fold, ImGuiCond_Always);
  }
  ImGui::SetNextWindowPos(ImVec2(rect.x, rect.y), ImGuiCond_Always);
  ImGui::SetNextWindowSize(ImVec2(rect.width, rect.height), ImGuiCond_Always);
  const bool open =
      ImGui::Begin(name, nullptr, ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize | flags);
  *collapsed = ImGui::IsWindowCollapsed();
  const ImVec2 pos = ImGui::GetWindowPos();
  const ImVec2 size = ImGui::GetWindowSize();
  *drawn = Rect{pos.x, pos.y, size.x, size.y};
  return open;
}

}  // namespace harness::panels
