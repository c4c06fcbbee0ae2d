// The Application's help and scale keys: F1 and the "?" button open the
// help overlay, F12 asks for a screenshot, Ctrl+= / Ctrl+- / Ctrl+0 scale the
// interface; and the browser's help line and metrics section.
#include <imgui.h>

#include <cmath>
#include <string>

#include "harness/app/application.h"
#include "harness/app/help_overlay.h"
#include "harness/gl/gl.h"

namespace harness {

bool Application::HelpScreenshotOrScaleKey(int key, int mods) {
  const bool control = (mods & GLFW_MOD_CONTROL) != 0;
  float scale = user_ui_scale_;
  if (key == GLFW_KEY_F1) {
    help_open_ = !help_open_;
  } else if (key == GLFW_KEY_F12) {
    screenshot_requested_ = true;
  } else if (key == GLFW_KEY_ESCAPE && help_open_) {
    help_open_ = false;  // Esc closes the help before it quits
  } else if (control && (key == GLFW_KEY_EQUAL || key == GLFW_KEY_KP_ADD)) {
    scale = StepUiScale(scale, +1);
  } else if (control && (key == GLFW_KEY_MINUS || key == GLFW_KEY_KP_SUBTRACT)) {
    scale = StepUiScale(scale, -1);
  } else if (control && (key == GLFW_KEY_0 || key == GLFW_KEY_KP_0)) {
    scale = 1.0f;
  } else {
    return false;
  }
  if (scale != user_ui_scale_) {
    user_ui_scale_ = scale;
    log_.Info("interface scale " + std::to_string(std::lround(scale * 100.0f)) + "%");
  }
  return true;
}

void Application::BrowserHelpAndMetrics() {
  if (ImGui::SmallButton("?")) {
    help_open_ = !help_open_;
  }
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("every key and mouse action (F1)");
  }
  ImGui::SameLine();
  ImGui::TextDisabled("F1 help, F12 screenshot");
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
