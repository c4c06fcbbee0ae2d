// The Application's undo and redo: one UndoHistory per sample, of snapshots
// of the sample (its Undoable, Sample::undo()) and of the scene Restart
// reloads. A sample without undo gives empty snapshots at revision 0, so
// only what the shell changes (a restart, a scene opened) is a step.
#include <imgui.h>

#include <string>

#include "harness/app/application.h"
#include "harness/gl/gl.h"
#include "harness/widgets/clip_meter.h"

namespace harness {
namespace {

// A step: the sample's state, and the scene R restarts from (a scene load is
// a step too, and undoing it must not leave R reloading the scene).
struct AppUndoState {
  std::any sample;
  std::shared_ptr<const Scene> scene;
};

bool AnyMouseButtonHeld(GLFWwindow* window) {
  for (int button = GLFW_MOUSE_BUTTON_1; button <= GLFW_MOUSE_BUTTON_LAST; ++button) {
    if (glfwGetMouseButton(window, button) == GLFW_PRESS) {
      return true;
    }
  }
  return false;
}

}  // namespace

std::uint64_t Application::SampleRevision() const {
  const Undoable* undo = sample_->undo();
  return undo != nullptr ? undo->Revision() : 0;
}

std::any Application::UndoSnapshot() const {
  const Undoable* undo = sample_->undo();
  return AppUndoState{undo != nullptr ? undo->Snapshot() : std::any{}, scene_};
}

void Application::RestoreUndoSnapshot(const std::any& snapshot) {
  const auto* state = std::any_cast<AppUndoState>(&snapshot);
  if (state == nullptr) {
    return;
  }
  scene_ = state->scene;
  if (Undoable* undo = sample_->undo()) {
    undo->Restore(state->sample);
  }
  undo_.Synced(SampleRevision());  // the restore is not a new change
}

void Application::ResetUndo() {
  undo_.Reset(UndoSnapshot(), SampleRevision());
}

void Application::RecordUndoStep() {
  undo_.Record(UndoSnapshot(), SampleRevision());
}

void Application::EndFrameUndo() {
  // A drag (in a panel or, with picking, in the view), a typed value and
  // the notches of one Ctrl + wheel resize are one step each: recorded once
  // the button is up, no item is active and the wheel gesture is over.
  const Undoable* undo = sample_->undo();
  const UndoFrame frame{
      SampleRevision(),
      AnyMouseButtonHeld(window_) || ImGui::IsAnyItemActive() || mouse_.wheel_resizing(),
      undo != nullptr && undo->Running()};
  undo_.EndFrame(frame, [this] { return UndoSnapshot(); });
}

void Application::Undo() {
  // Ctrl+Z in the middle of a drag undoes the drag so far.
  undo_.Flush(SampleRevision(), [this] { return UndoSnapshot(); });
  if (const std::any* state = undo_.Undo()) {
    RestoreUndoSnapshot(*state);
    log_.Info("undo (" + std::to_string(undo_.undo_count()) + " more)");
  }
}

void Application::Redo() {
  if (undo_.Flush(SampleRevision(), [this] { return UndoSnapshot(); })) {
    return;  // a change just made is the newest state: nothing to redo
  }
  if (const std::any* state = undo_.Redo()) {
    RestoreUndoSnapshot(*state);
    log_.Info("redo (" + std::to_string(undo_.redo_count()) + " more)");
  }
}

void Application::UndoButtons() {
  // The ### ids keep each button the same item while its count changes.
  const std::string undo = "Undo (" + std::to_string(undo_.undo_count()) + ")###undo";
  const std::string redo = "Redo (" + std::to_string(undo_.redo_count()) + ")###redo";
  ImGui::BeginDisabled(undo_.undo_count() == 0);
  if (ImGui::SmallButton(undo.c_str())) {
    DoCommand(ShellAction{ShellCommand::kUndo});
  }
  // The keys in tooltips: beside the buttons they would not fit a narrow panel.
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    ImGui::SetTooltip("Ctrl+Z");
  }
  ImGui::EndDisabled();
  // Each button stays whole: one that does not fit goes to the next line.
  widgets::SameLineIfRoom(widgets::ButtonWidth(redo));
  ImGui::BeginDisabled(undo_.redo_count() == 0);
  if (ImGui::SmallButton(redo.c_str())) {
    DoCommand(ShellAction{ShellCommand::kRedo});
  }
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    ImGui::SetTooltip("Ctrl+Shift+Z or Ctrl+Y");
  }
  ImGui::EndDisabled();
  constexpr const char* kSave = "Save as test case...";
  widgets::SameLineIfRoom(widgets::ButtonWidth(kSave));
  // Greyed, saying why, for a sample whose state cannot be a scene file.
  const std::string cannot_save = sample_->CannotSaveReason();
  ImGui::BeginDisabled(!cannot_save.empty());
  if (ImGui::SmallButton(kSave)) {
    DoCommand(ShellAction{ShellCommand::kSaveTestCase});
  }
  ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    if (cannot_save.empty()) {
      ImGui::SetTooltip("Ctrl+S");
    } else {
      ImGui::SetTooltip("Cannot save a test case: %s", cannot_save.c_str());
    }
  }
}

}  // namespace harness
