// The Application's commands (shell_commands.h): one function runs each,
// whether a key, the main menu or a panel's button asked, so a menu item does
// exactly what its key does. Here too the main menu bar, the About window and
// the hint a first start shows in the view.
#include <imgui.h>

#include <cmath>
#include <cstdio>
#include <string>

#include "harness/app/application.h"
#include "harness/gl/gl.h"
#include "harness/gl/gl_debug_draw.h"
#include "harness/gl/screenshot.h"
#include "harness/shell/state_dropping.h"
#include "harness/widgets/main_menu.h"

namespace harness {
namespace {

// "F1: help · drag a shape to move it · Ctrl+S: save as test case", in
// parts that a narrow view puts on lines of their own rather than split.
constexpr const char* kFirstStartHint[] = {"F1: help", "drag a shape to move it",
                                           "Ctrl+S: save as test case"};
constexpr const char* kHintSeparator = " \xC2\xB7 ";

bool* FoldedFlag(PanelCollapse& folded, ShellCommand command) {
  switch (command) {
    case ShellCommand::kToggleBrowserPanel:
      return &folded.browser;
    case ShellCommand::kToggleSamplePanel:
      return &folded.sample;
    default:
      return &folded.log;
  }
}

}  // namespace

void Application::DoCommand(const ShellAction& action) {
  if (DoViewCommand(action.command)) {
    return;
  }
  // A switch, a restart or a scene opened: asked about at the next frame's
  // start (ApplyPendingChange).
  const int samples = static_cast<int>(SampleRegistry::Get().samples().size());
  if (GatherStateDropping(action, sample_index_, samples, &pending_)) {
    return;
  }
  switch (action.command) {
    case ShellCommand::kSaveTestCase:
      OpenSaveDialog();
      break;
    case ShellCommand::kScreenshot:
      screenshot_requested_ = true;
      break;
    case ShellCommand::kQuit:
      // The run loop asks first when there are unsaved edits, as for the
      // window's close button (CatchWindowClose).
      glfwSetWindowShouldClose(window_, GLFW_TRUE);
      break;
    case ShellCommand::kUndo:
      Undo();
      break;
    case ShellCommand::kRedo:
      Redo();
      break;
    default:
      break;  // the view's, above; the state-dropping ones, gathered
  }
}

void Application::OpenSaveDialog() {
  if (const std::string reason = sample_->CannotSaveReason(); !reason.empty()) {
    log_.Warning("cannot save a test case: " + reason);
    return;
  }
  save_dialog_.Open(SampleRegistry::Get().samples()[sample_index_].id);
}

bool Application::SelectAtStart() {
  if (options_.select.empty()) {
    return true;
  }
  const std::string& id = SampleRegistry::Get().samples()[sample_index_].id;
  Pickable* shapes = sample_->picking();
  const std::string problem = shapes == nullptr ? "the sample has no shapes to select"
                                                : SelectShapes(*shapes, options_.select);
  if (!problem.empty()) {
    std::fprintf(stderr, "Error: --select in %s: %s\n", id.c_str(), problem.c_str());
    return false;
  }
  return true;
}

// F: the camera aimed at what the user singled out, from where it looks
// now, near enough that all of it shows; every shape when nothing is.
void Application::FrameSelection() {
  Pickable* shapes = sample_->picking();
  if (shapes == nullptr) {
    log_.Info("F: this sample has no shapes to frame; R restarts its view");
    return;
  }
  const std::vector<std::string> ids = shapes->SelectedShapes();
  std::vector<glm::vec3> points = shapes->PointsToFrame(ids);
  if (points.empty()) {
    log_.Info("F: nothing to frame");
    return;
  }
  camera_.FrameHome(static_cast<const CameraHome&>(camera_), std::move(points));
  std::string what = "every shape";
  if (!ids.empty()) {
    what = ids.size() == 1 ? ids[0] : ids[0] + " and " + ids[1];
  }
  log_.Info("framed " + what);
}

bool Application::DoViewCommand(ShellCommand command) {
  switch (command) {
    case ShellCommand::kToggleLabels:
      gl_draw_->set_show_labels(!gl_draw_->show_labels());
      return true;
    case ShellCommand::kToggleSolid:
      SetSolidShapes(gl_draw_->shape_look() != ShapeLook::kSolid);
      return true;
    case ShellCommand::kToggleAutoRotate:
      camera_.auto_rotate = !camera_.auto_rotate;
      return true;
    case ShellCommand::kResetView:
      camera_.Reset();
      return true;
    case ShellCommand::kFrameSelection:
      FrameSelection();
      return true;
    case ShellCommand::kLargerInterface:
      SetUserUiScale(StepUiScale(user_ui_scale_, +1));
      return true;
    case ShellCommand::kSmallerInterface:
      SetUserUiScale(StepUiScale(user_ui_scale_, -1));
      return true;
    case ShellCommand::kScreenSizedInterface:
      SetUserUiScale(1.0f);
      return true;
    case ShellCommand::kToggleBrowserPanel:
    case ShellCommand::kToggleSamplePanel:
    case ShellCommand::kToggleLogPanel: {
      PanelCollapse folded = collapsed_;
      bool* flag = FoldedFlag(folded, command);
      *flag = !*flag;
      fold_panels_ = folded;
      return true;
    }
    case ShellCommand::kToggleHelp:
      help_open_ = !help_open_;
      return true;
    case ShellCommand::kCloseHelp:
      help_open_ = false;
      about_open_ = false;
      return true;
    case ShellCommand::kAbout:
      about_open_ = true;
      return true;
    default:
      return false;
  }
}

void Application::DrawMainMenu() {
  const SampleRegistry& registry = SampleRegistry::Get();
  widgets::MainMenuState state;
  state.registry = &registry;
  state.current_sample = sample_index_;
  state.shipped_scenes = &scene_catalog_.shipped();
  state.saved_scenes = &scene_catalog_.saved();
  state.cannot_save = sample_->CannotSaveReason();
  state.undo_steps = undo_.undo_count();
  state.redo_steps = undo_.redo_count();
  state.labels = gl_draw_->show_labels();
  state.solid = gl_draw_->shape_look() == ShapeLook::kSolid;
  state.auto_rotate = camera_.auto_rotate;
  state.interface_percent = static_cast<int>(std::lround(user_ui_scale_ * 100.0f));
  state.browser_open = !collapsed_.browser;
  state.sample_panel_open = !collapsed_.sample;
  state.log_open = !collapsed_.log;
  state.help_open = help_open_;
  if (const std::optional<ShellAction> picked = widgets::MainMenu(state, &drawn_.menu_bar)) {
    DoCommand(*picked);
  }
  widgets::AboutWindow(&about_open_, gl_version_, glfwGetVersionString());
}

void Application::DrawFirstStartHint() {
  if (!first_start_hint_) {
    return;
  }
  const Rect& view = layout_.view;
  const float margin = ImGui::GetStyle().WindowPadding.x;
  if (view.width <= 2.0f * margin || view.height <= 2.0f * margin) {
    return;
  }
  // At the view's top, centred, wrapping between words in a narrow view.
  ImGui::SetNextWindowPos(ImVec2(view.x + view.width * 0.5f, view.y + margin), ImGuiCond_Always,
                          ImVec2(0.5f, 0.0f));
  ImGui::SetNextWindowSizeConstraints(ImVec2(0.0f, 0.0f),
                                      ImVec2(view.width - 2.0f * margin, view.height));
  constexpr ImGuiWindowFlags kFlags = ImGuiWindowFlags_NoDecoration |
                                      ImGuiWindowFlags_AlwaysAutoResize |
                                      ImGuiWindowFlags_NoInputs | ImGuiWindowFlags_NoSavedSettings |
                                      ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav;
  if (ImGui::Begin("##first_start_hint", nullptr, kFlags)) {
    const float line_width = view.width - 4.0f * margin;
    float used = 0.0f;
    for (const char* part : kFirstStartHint) {
      const std::string text = used > 0.0f ? kHintSeparator + std::string(part) : part;
      const float width = ImGui::CalcTextSize(text.c_str()).x;
      if (used > 0.0f && used + width <= line_width) {
        ImGui::SameLine(0.0f, 0.0f);
        ImGui::TextUnformatted(text.c_str());
        used += width;
      } else {
        ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + line_width);
        ImGui::TextUnformatted(part);  // wrapped between words only when alone too long
        ImGui::PopTextWrapPos();
        used = ImGui::CalcTextSize(part).x;
      }
    }
  }
  ImGui::End();
}

// Writes the --screenshot file from the framebuffer; false (said on stderr) when it cannot.
bool Application::SaveScreenshot() {
  std::string error;
  if (SaveFramebufferPng(options_.screenshot, framebuffer_width_, framebuffer_height_, &error)) {
    return true;
  }
  std::fprintf(stderr, "Error: screenshot %s not written: %s\n", options_.screenshot.c_str(),
               error.c_str());
  return false;
}

}  // namespace harness
