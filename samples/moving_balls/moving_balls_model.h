#pragma once

// The moving-balls sample's state and every change to it, with no ImGui, no
// camera and no log: the start layout and its checks, the running
// simulation, its settings, the contact markers, trails and predictions the
// view draws. A Model is a value: a copy is a snapshot, and assigning it back
// restores it. What would be logged is returned to the caller.

#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <vector>

#include "collide/motion/ball_simulation.h"
#include "collide/motion/magic_room_fill.h"
#include "harness/origins/their_checks.h"
#include "harness/sample_api/check.h"
#include "harness/sample_api/test_counter.h"
#include "moving_balls/moving_balls_world.h"

namespace moving_balls {

inline constexpr double kMinTimeStep = 0.01;
inline constexpr double kMaxTimeStep = 5.0;
inline constexpr int kMaxMarkers = 20;            // the original's explosions at once
inline constexpr std::size_t kTrailPoints = 300;  // a step's end and its contacts
inline constexpr int kMaxSlices = 2000;
inline constexpr int kMaxSlowMotion = 60;
inline constexpr int kMaxStepsPerFrame = 50;
// "Fill the room" and --count: up to 10,000 balls (past about 2,400 they are
// smaller than the room's 20).
inline constexpr int kMaxCrowd = collide::kMaxMagicRoomFill;
// Past this many balls only the first ones keep trails and show their ids (a
// crowd's trails would be hundreds of thousands of lines a frame).
inline constexpr std::size_t kMaxTrailedBalls = 2400;

// Which ball-ball method the panel shows: one, or both (simulating with one,
// predicting with both). The order is the panel's.
enum class Method { kSliced, kAnalytic, kBoth };

// How contacts are searched and predicted; changing any re-predicts.
struct SearchSettings {
  Method method = Method::kBoth;
  bool both_simulates_analytic = false;  // with kBoth: simulate with analytic
  int slices = collide::kSeedSliceCount;
  // The seed's loop by default: after each contact everything is searched
  // again and the sliced search re-slices what is left of the step.
  bool full_search = true;
  bool predict = true;  // search the next step's first contact after each change
  // Finds the candidate ball-ball pairs for either search (the same
  // contacts whichever; collide::BallSimulationSettings::broad_phase).
  collide::BroadPhaseKind broad_phase = collide::BallSimulationSettings{}.broad_phase;
};

// How frames turn into steps.
struct Pace {
  int slow_motion = 1;  // one step every this many frames
  int steps_per_frame = 1;
};

// What undo keeps (Model::Snapshot): everything a user changes — the start
// state, the balls as they are, the settings, pause — and not what the view
// draws of the past (trails, markers, the last step), which a restore starts
// afresh, as an edit does.
struct UndoState {
  Layout layout;
  bool original_numbers = false;
  collide::BallWorld world;
  std::vector<std::string> ball_ids;
  SearchSettings search;
  Pace pace;
  bool paused = false;
  long long steps = 0;
};

class Model {
 public:
  explicit Model(Layout layout = MagicRoomLayout());

  // The start state ------------------------------------------------------
  const Layout& layout() const { return layout_; }
  // The expectations evaluated against the layout's start state.
  const std::vector<harness::PairCheck>& results() const { return results_; }
  // A scene's layout: its time step replaces the current one; restarts.
  void LoadLayout(Layout layout);
  void LoadScene(const harness::Scene& scene) { LoadLayout(LayoutFromScene(scene)); }
  // The layout's expectations, evaluated against its start state.
  std::size_t ExpectationCount() const { return layout_.expect.size(); }
  std::vector<harness::PairCheck> Check() const { return Evaluate(layout_); }
  harness::OriginQuestions QuestionsForOthers() const {
    return moving_balls::QuestionsForOthers(layout_);
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

  // Running -------------------------------------------------------------
  bool paused() const { return paused_; }
  void SetPaused(bool paused) { paused_ = paused; }
  // One frame: unless paused, every slow_motion-th frame takes
  // steps_per_frame steps. Returns what to log, if anything.
  std::optional<std::string> Frame();
  // One step (the S key pauses first). When the simulation stops on an
  // invalid world, returns "simulation stopped: ..." the first time.
  std::optional<std::string> Step();
  long long steps() const { return steps_; }

  // Settings ------------------------------------------------------------
  const SearchSettings& search() const { return search_; }
  void SetSearch(const SearchSettings& search);
  const Pace& pace() const { return pace_; }
  void SetPace(const Pace& pace);  // clamped to [1, kMaxSlowMotion], [1, kMaxStepsPerFrame]
  double time_step() const { return simulation_.world().time_step; }
  void SetTimeStep(double dt);  // clamped to [kMinTimeStep, kMaxTimeStep]
  // The +/- keys: 0.1 longer (sign > 0) or shorter, rounded to 1e-9.
  void NudgeTimeStep(int sign);

  // Balls ---------------------------------------------------------------
  const collide::BallWorld& world() const { return simulation_.world(); }
  const std::vector<std::string>& ball_ids() const { return ball_ids_; }
  // Replaces ball `index` while paused; false (and nothing changes) when
  // running or out of range.
  bool EditBall(std::size_t index, const collide::Ball& ball);
  // A ball at a free spot with the last ball's radius; returns its id.
  std::string AddBall();
  void RemoveBall(std::size_t index);
  // The room filled with `count` random balls (ids 0..count-1; count
  // clamped to [1, kMaxCrowd]; collide::FillMagicRoom), keeping the time
  // step. An edit: Restart returns to the layout's start state.
  void FillRoom(int count);

  // Undo ----------------------------------------------------------------
  UndoState Snapshot() const;
  void Restore(const UndoState& state);
  // Changes with every change a user makes above (a restore too), never
  // with a step of the running simulation or a pause.
  std::uint64_t revision() const { return revision_; }

  // What the view draws -------------------------------------------------
  bool in_contact(std::size_t ball) const;  // during the last step
  const std::deque<Marker>& markers() const { return markers_; }
  // Of the first kMaxTrailedBalls balls.
  const std::vector<std::deque<collide::Vec3>>& trails() const { return trails_; }
  // The last step's contacts and paths; nullptr after an edit or restart.
  const collide::StepReport* last_step() const;
  const collide::StepReport& metrics() const { return metrics_; }  // kept after edits
  // The pair and primitive tests of every step since the shell last reset them (none
  // while paused; several steps a frame add up).
  const harness::TestCounter& tests() const { return tests_; }
  const std::optional<collide::Contact>& prediction(collide::BallBallMethod method) const;
  // The method the simulation steps with.
  collide::BallBallMethod simulated_method() const;

 private:
  void ApplySettings();
  void Predict();
  void Edited();
  void RestartTrails();
  void Record(const collide::StepReport& report);
  void ExtendTrail(std::size_t ball, const collide::Vec3& point);

  Layout layout_;
  bool original_numbers_ = false;
  collide::BallSimulation simulation_;
  std::vector<std::string> ball_ids_;
  std::vector<harness::PairCheck> results_;
  harness::TheirChecks theirs_;
  SearchSettings search_;
  Pace pace_;
  double time_step_ = 0.0;  // kept over restarts; 0: the layout's
  bool paused_ = false;
  long long steps_ = 0;
  long long frame_ = 0;
  bool have_step_ = false;
  bool error_logged_ = false;
  collide::StepReport metrics_;
  harness::TestCounter tests_;
  std::optional<collide::Contact> prediction_sliced_;
  std::optional<collide::Contact> prediction_analytic_;
  std::deque<Marker> markers_;
  std::vector<std::deque<collide::Vec3>> trails_;
  std::vector<char> in_contact_;
  std::uint64_t revision_ = 0;
};

}  // namespace moving_balls
