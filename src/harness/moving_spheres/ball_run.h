#pragma once

// A ball world running frame by frame: collide::BallSimulation stepped at a
// pace (slow motion, steps per frame), its search settings, the balls edited
// while paused, and what a view draws of the run (the last step's paths,
// trails, fading contact markers, the next contact predicted by each
// search). A value: a copy is a snapshot. No GL, no ImGui; errors are
// returned as text for the caller to log.

#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <vector>

#include "collide/motion/ball_simulation.h"
#include "harness/sample_api/test_counter.h"

namespace harness {

inline constexpr double kMinBallTimeStep = 0.01;
inline constexpr double kMaxBallTimeStep = 5.0;
inline constexpr int kMaxContactMarkers = 20;     // the seed's explosions at once
inline constexpr std::size_t kTrailPoints = 300;  // a step's end and its contacts
inline constexpr int kMaxBallSlices = 2000;
inline constexpr int kMaxSlowMotion = 60;
inline constexpr int kMaxStepsPerFrame = 50;
// Past this many balls only the first ones keep trails and show their ids (a
// crowd's trails would be hundreds of thousands of lines a frame).
inline constexpr std::size_t kMaxTrailedBalls = 2400;
// A contact marker grows and fades over this many steps.
inline constexpr int kMarkerSteps = 40;

// Which ball-ball method a run shows: one, or both (simulating with one,
// predicting with both). The order is the panel's.
enum class BallMethodChoice { kSliced, kAnalytic, kBoth };

// How contacts are searched and predicted; changing any re-predicts.
struct BallSearch {
  BallMethodChoice method = BallMethodChoice::kBoth;
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
struct BallPace {
  int slow_motion = 1;  // one step every this many frames
  int steps_per_frame = 1;
};

// Where a contact happened (the seed's explosion).
struct ContactMarker {
  collide::Vec3 point{0.0};
  collide::Vec3 normal{0.0, 1.0, 0.0};
  double size = 1.0;
  int age = 0;  // in steps
};

// What undo keeps of a run: the balls as they are, the settings, pause; not
// what the view draws of the past (trails, markers, the last step), which a
// restore starts afresh, as an edit does.
struct BallRunState {
  collide::BallWorld world;
  std::vector<std::string> ball_ids;
  BallSearch search;
  BallPace pace;
  bool paused = false;
  long long steps = 0;
};

class BallRun {
 public:
  // Starts `world` afresh (step 0, no trails, markers or last step), its
  // balls named `ball_ids`. With `keep_time_step`, the run's time step
  // replaces the world's (a user's choice survives a restart).
  void Reset(const collide::BallWorld& world, std::vector<std::string> ball_ids,
             bool keep_time_step);

  bool paused() const { return paused_; }
  void SetPaused(bool paused) { paused_ = paused; }
  // One frame: unless paused, every slow_motion-th frame takes
  // steps_per_frame steps. Returns what to log, if anything.
  std::optional<std::string> Frame();
  // One step. When the simulation stops on an invalid world, returns
  // "simulation stopped: ..." the first time.
  std::optional<std::string> Step();
  long long steps() const { return steps_; }

  const BallSearch& search() const { return search_; }
  void SetSearch(const BallSearch& search);  // slices clamped to [1, kMaxBallSlices]
  const BallPace& pace() const { return pace_; }
  void SetPace(const BallPace& pace);  // clamped to [1, kMaxSlowMotion], [1, kMaxStepsPerFrame]
  double time_step() const { return simulation_.world().time_step; }
  void SetTimeStep(double dt);  // clamped to [kMinBallTimeStep, kMaxBallTimeStep]
  // The +/- keys: 0.1 longer (sign > 0) or shorter, rounded to 1e-9.
  void NudgeTimeStep(int sign);
  // The method the simulation steps with.
  collide::BallBallMethod simulated_method() const;

  const collide::BallWorld& world() const { return simulation_.world(); }
  const std::vector<std::string>& ball_ids() const { return ball_ids_; }
  // Replaces ball `index` while paused; false (and nothing changes) when
  // running or out of range.
  bool EditBall(std::size_t index, const collide::Ball& ball);
  // A ball at a free spot inside the cube of half-size `extent`, with the
  // last ball's radius and the lowest free number as its id; returns the id.
  std::string AddBall(double extent);
  void RemoveBall(std::size_t index);
  // An edit: the world replaced by `world` (ball ids 0..n-1), keeping the
  // run's time step; a Reset goes back to the world it started.
  void ReplaceWorld(const collide::BallWorld& world);

  BallRunState State() const;
  void Restore(const BallRunState& state);
  // Changes with every change a user makes above (a restore too), never
  // with a step of the running simulation or a pause.
  std::uint64_t revision() const { return revision_; }

  bool in_contact(std::size_t ball) const;  // during the last step
  const std::deque<ContactMarker>& markers() const { return markers_; }
  // Of the first kMaxTrailedBalls balls.
  const std::vector<std::deque<collide::Vec3>>& trails() const { return trails_; }
  // The last step's contacts and paths; nullptr after an edit or reset.
  const collide::StepReport* last_step() const;
  const collide::StepReport& metrics() const { return metrics_; }  // kept after edits
  // The pair and primitive tests of every step since the shell last reset
  // them (none while paused; several steps a frame add up).
  const TestCounter& tests() const { return tests_; }
  // The next step's first contact by `method`, when the search predicts it.
  const std::optional<collide::Contact>& prediction(collide::BallBallMethod method) const;

 private:
  void ApplySettings();
  void Predict();
  void Edited();
  void RestartTrails();
  void Record(const collide::StepReport& report);
  void ExtendTrail(std::size_t ball, const collide::Vec3& point);

  collide::BallSimulation simulation_{collide::BallWorld{}};
  std::vector<std::string> ball_ids_;
  BallSearch search_;
  BallPace pace_;
  double time_step_ = 0.0;  // kept over resets that keep it
  bool paused_ = false;
  long long steps_ = 0;
  long long frame_ = 0;
  bool have_step_ = false;
  bool error_logged_ = false;
  collide::StepReport metrics_;
  TestCounter tests_;
  std::optional<collide::Contact> prediction_sliced_;
  std::optional<collide::Contact> prediction_analytic_;
  std::deque<ContactMarker> markers_;
  std::vector<std::deque<collide::Vec3>> trails_;
  std::vector<char> in_contact_;
  std::uint64_t revision_ = 0;
};

}  // namespace harness
