// The static-shapes sample's undo snapshots (Undoable::Snapshot / Restore).
#include <utility>

#include "harness/layout_sample/static_shapes_sample.h"

namespace harness {
namespace {

// Everything a user changes: the layout as edited, the one Reset goes back
// to and where it came from (a scene load replaces both), and the points
// shape editors keep (a plane edited by three points). Selection and hover are not state.
struct StaticSnapshot {
  std::shared_ptr<const StaticLayout> initial;
  StaticLayout current;
  std::string source;
  std::map<std::string, std::vector<collide::Vec3>> editor_handles;
};

}  // namespace

std::any StaticShapesSample::Snapshot() const {
  if (!shared_initial_) {
    shared_initial_ = std::make_shared<const StaticLayout>(initial_);
  }
  return StaticSnapshot{shared_initial_, current_, source_, editor_handles_};
}

void StaticShapesSample::Restore(const std::any& snapshot) {
  const auto* state = std::any_cast<StaticSnapshot>(&snapshot);
  if (state == nullptr) {
    return;  // another sample's, or none
  }
  if (state->initial != shared_initial_) {
    initial_ = *state->initial;
    shared_initial_ = state->initial;
  }
  current_ = state->current;
  source_ = state->source;
  editor_handles_ = state->editor_handles;
  if (selected_ && current_.Find(*selected_) == nullptr) {
    selected_.reset();
  }
  hovered_pair_.reset();
  // Logs the mismatches the restore brings back or clears, like any edit;
  // those that stay are not logged again.
  Recheck();
}

}  // namespace harness
