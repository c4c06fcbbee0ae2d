// The Application's help and scale: the interface scale the user chose
// (Ctrl+= / Ctrl+- / Ctrl+0, View > Interface scale), the help overlay (F1,
// the "?" button, Help > Keys and mouse), and the browser's View section,
// help line and metrics section.
#include <imgui.h>

#include <cmath>
#include <cstdio>
#include <string>

#include "harness/app/application.h"
#include "harness/app/help_overlay.h"
#include "harness/app/panels.h"
#include "harness/gl/gl_debug_draw.h"
#include "harness/widgets/clip_meter.h"

namespace harness {

void Application::SetUserUiScale(float scale) {
  if (scale != user_ui_scale_) {
    user_ui_scale_ = scale;
    log_.Info("interface scale " + std::to_string(std::lround(scale * 100.0f)) + "%");
  }
}

void Application::BrowserViewHelpAndMetrics() {
  if (ImGui::CollapsingHeader("View", ImGuiTreeNodeFlags_DefaultOpen)) {
    bool labels = gl_draw_->show_labels();
    const bool was_solid = gl_draw_->shape_look() == ShapeLook::kSolid;
    bool solid = was_solid;
    panels::ViewControls(camera_, &labels, &solid);
    gl_draw_->set_show_labels(labels);
    if (solid != was_solid) {
      SetSolidShapes(solid);
    }
    const auto& stats = gl_draw_->last_frame();
    char frame_text[64];
    std::snprintf(frame_text, sizeof frame_text, "%.1f ms/frame, %d draw calls",
                  1000.0f / ImGui::GetIO().Framerate, stats.draw_calls);
    widgets::ParagraphDisabled(frame_text);
  }
  if (ImGui::SmallButton("?")) {
    DoCommand(ShellAction{ShellCommand::kToggleHelp});
  }
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("every key and mouse action (F1)");
  }
  // Beside the button when it fits, else wrapped below it (a narrow panel).
  constexpr const char* kKeys = "F1 help, F12 screenshot";
  widgets::SameLineIfRoom(ImGui::CalcTextSize(kKeys).x);
  widgets::ParagraphDisabled(kKeys);
  if (ImGui::CollapsingHeader("Metrics")) {
    panels::MetricsContents(metrics_);
  }
}

void Application::DrawHelp() {
  const SampleInfo& info = SampleRegistry::Get().samples()[sample_index_];
  const Pickable* shapes = sample_->picking();
  panels::HelpOverlay(&help_open_, layout_.view, info.title,
                      shapes != nullptr ? shapes->ShapeMouseActions() : ShapeMouse{},
                      sample_->Controls(), sample_->About());
}

}  // namespace harness
