#pragma once

// The moving-balls sample's state: seed 002's Magic Room (or a scene's ball
// world) with its start-state expectations, run frame by frame
// (harness::BallRun: stepping, settings, edits, what the view draws), and
// the checks of the start state under ours and another author's time of
// impact. No ImGui, no camera. A Model is a value: a copy is a snapshot.

#include <cstdint>
#include <string>
#include <vector>

#include "collide/motion/magic_room_fill.h"
#include "harness/moving_spheres/ball_layout.h"
#include "harness/moving_spheres/ball_run.h"
#include "harness/origins/their_checks.h"
#include "harness/sample_api/check.h"
#include "harness/scene/scene.h"

namespace moving_balls {

inline constexpr const char* kSampleId = "moving-balls";
// "Fill the room" and --count: up to 10,000 balls (past about 2,400 they are
// smaller than the room's 20).
inline constexpr int kMaxCrowd = collide::kMaxMagicRoomFill;

// The Magic Room (collide::MagicRoomWorld(), or the faithful numbers with
// ball 3 outside) with its start-state expectations, worked by hand.
harness::BallLayout MagicRoomLayout(bool faithful = false);

// What undo keeps: the start state and the run as a user left it.
struct UndoState {
  harness::BallLayout layout;
  bool original_numbers = false;
  harness::BallRunState run;
};

class Model : public harness::BallRun {
 public:
  explicit Model(harness::BallLayout layout = MagicRoomLayout());

  // The start state and its checks ----------------------------------------
  const harness::BallLayout& layout() const { return layout_; }
  // The expectations evaluated against the layout's start state.
  const std::vector<harness::PairCheck>& results() const { return results_; }
  // A scene's layout: its time step replaces the current one; restarts.
  void LoadLayout(harness::BallLayout layout);
  void LoadScene(const harness::Scene& scene) {
    LoadLayout(harness::BallLayoutFromScene(scene, kSampleId));
  }
  std::size_t ExpectationCount() const { return layout_.expect.size(); }
  std::vector<harness::PairCheck> Check() const { return harness::EvaluateBalls(layout_); }
  harness::OriginQuestions QuestionsForOthers() const {
    return harness::BallQuestionsForOthers(layout_);
  }
  // The expectations checked again under each other author's ball-ball
  // time of impact (a plugin's), for the window's "your code" column and
  // the disagreements it lists.
  const harness::TheirChecks& theirs() const { return theirs_; }
  // Checks them again when the start state or those functions (a plugin
  // loaded or rebuilt) changed since the last time, logging what now
  // disagrees or agrees again; true when it did.
  bool RecheckTheirs(harness::Log& log) {
    return theirs_.Refresh(
        results_, [this] { return QuestionsForOthers(); }, log);
  }

  // The Magic Room with its original numbers (ball 3 outside) or the
  // default; keeps the time step; restarts.
  void SetOriginalNumbers(bool on);
  bool original_numbers() const { return original_numbers_; }
  // Back to the layout's start state; settings (method, slices, time step,
  // pace) stay as they are.
  void Restart();
  // The room filled with `count` random balls (ids 0..count-1; count
  // clamped to [1, kMaxCrowd]; collide::FillMagicRoom), keeping the time
  // step. An edit: Restart returns to the layout's start state.
  void FillRoom(int count);
  // Where a ball is added: inside the layout's cube.
  std::string AddBall() { return BallRun::AddBall(layout_.extent); }

  UndoState Snapshot() const { return {layout_, original_numbers_, State()}; }
  void Restore(const UndoState& state);

 private:
  // The layout's start state run afresh and checked; with `keep_time_step`
  // the run's time step stays (a restart), else the layout's is taken.
  void Start(bool keep_time_step);

  harness::BallLayout layout_;
  bool original_numbers_ = false;
  std::vector<harness::PairCheck> results_;
  harness::TheirChecks theirs_;
};

}  // namespace moving_balls
