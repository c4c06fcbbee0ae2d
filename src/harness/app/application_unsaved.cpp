// Nothing lost without asking: quitting, switching samples, restarting and
// opening scenes wait for the user's answer while the sample has edits not
// saved as a test case (shell/unsaved_guard.h, widgets/unsaved_prompt.h).
// A --frames run that has run out of frames just ends: a script never waits
// on a question.
#include <utility>

#include "harness/app/application.h"
#include "harness/gl/gl.h"
#include "harness/shell/state_dropping.h"
#include "harness/widgets/unsaved_prompt.h"

namespace harness {

void Application::MarkSaved() {
  undo_.Flush(SampleRevision(), [this] { return UndoSnapshot(); });
  undo_.MarkSaved();
}

void Application::CatchWindowClose(bool frames_done) {
  if (frames_done || quit_confirmed_ || glfwWindowShouldClose(window_) == 0) {
    return;
  }
  glfwSetWindowShouldClose(window_, GLFW_FALSE);
  pending_.quit = true;
}

void Application::ApplyPendingChange() {
  if (confirmed_) {
    RunStateDroppingAction(*std::exchange(confirmed_, std::nullopt));
  }
  // Nothing gathered this frame: nothing to run, and nothing new to ask
  // about (the prompt, if open, was logged when it opened).
  if (pending_.empty()) {
    return;
  }
  if (const std::optional<StateDroppingAction> now =
          ReleaseStateDropping(&pending_, unsaved_guard_, undo_, SampleRevision())) {
    RunStateDroppingAction(*now);
  } else if (unsaved_guard_.state() == UnsavedGuard::State::kAsking) {
    log_.Info("unsaved edits: asking before " + unsaved_guard_.held()->Describe());
  }
}

void Application::RunStateDroppingAction(const StateDroppingAction& action) {
  if (action.switch_to >= 0) {
    SwitchTo(action.switch_to);
  } else if (action.restart) {
    Restart();
  }
  for (const std::string& path : action.scenes) {
    OpenScene(path);
  }
  if (action.quit) {
    quit_confirmed_ = true;
    glfwSetWindowShouldClose(window_, GLFW_TRUE);
  }
}

void Application::DrawUnsavedPrompt(bool saved) {
  if (saved) {
    MarkSaved();
  }
  std::optional<StateDroppingAction> go_on;
  if (unsaved_guard_.state() == UnsavedGuard::State::kSaving && !save_dialog_.is_open()) {
    go_on = unsaved_guard_.SaveDialogClosed(saved);
    if (!go_on) {
      log_.Info("not saved: the edits stay");
    }
  } else if (unsaved_guard_.state() == UnsavedGuard::State::kAsking) {
    const std::string action = unsaved_guard_.held()->Describe();
    const widgets::UnsavedPromptText text{SampleRegistry::Get().samples()[sample_index_].title,
                                          action, sample_->CannotSaveReason()};
    if (const std::optional<PromptAnswer> answer = widgets::UnsavedPrompt(text)) {
      go_on = unsaved_guard_.Answer(*answer);
      if (*answer == PromptAnswer::kSave) {
        OpenSaveDialog();
      }
      log_.Info(*answer == PromptAnswer::kSave ? "unsaved edits: saving first"
                : *answer == PromptAnswer::kDiscard
                    ? "unsaved edits discarded: " + action
                    : "unsaved edits kept: " + action + " cancelled");
    }
  }
  if (go_on) {
    confirmed_ = std::move(go_on);  // at the next frame's start, as any switch
  }
}

}  // namespace harness
