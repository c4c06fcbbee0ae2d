#include "harness/moving_spheres/ball_run.h"

#include <algorithm>
#include <cmath>

#include "harness/moving_spheres/ball_layout.h"

namespace harness {

using collide::BallBallMethod;
using collide::Vec3;

void BallRun::Reset(const collide::BallWorld& world, std::vector<std::string> ball_ids,
                    bool keep_time_step) {
  ++revision_;
  simulation_.world() = world;
  if (keep_time_step && time_step_ > 0.0) {
    simulation_.world().time_step = time_step_;
  }
  time_step_ = simulation_.world().time_step;
  ball_ids_ = std::move(ball_ids);
  markers_.clear();
  in_contact_.assign(world.balls.size(), 0);
  RestartTrails();
  have_step_ = false;
  steps_ = 0;
  metrics_ = {};
  ApplySettings();
}

std::optional<std::string> BallRun::Frame() {
  std::optional<std::string> message;
  if (!paused_ && ++frame_ % pace_.slow_motion == 0) {
    for (int i = 0; i < pace_.steps_per_frame; ++i) {
      if (auto m = Step(); m && !message) {
        message = std::move(m);
      }
    }
  }
  return message;
}

std::optional<std::string> BallRun::Step() {
  const collide::StepReport& report = simulation_.step();
  ++steps_;
  have_step_ = !report.error.has_value();
  metrics_ = report;
  tests_.Add(static_cast<std::size_t>(report.pair_tests + report.primitive_tests));
  if (report.error) {
    if (error_logged_) {
      return std::nullopt;
    }
    error_logged_ = true;
    return "simulation stopped: " + *report.error;
  }
  error_logged_ = false;
  Record(report);
  Predict();
  return std::nullopt;
}

// The step's contacts: the balls in contact, the markers, the trails.
void BallRun::Record(const collide::StepReport& report) {
  const auto& balls = world().balls;
  std::fill(in_contact_.begin(), in_contact_.end(), 0);
  for (ContactMarker& m : markers_) {
    ++m.age;
  }
  std::erase_if(markers_, [](const ContactMarker& m) { return m.age >= kMarkerSteps; });
  for (const collide::Contact& c : report.contacts) {
    in_contact_[c.ball] = 1;
    ExtendTrail(c.ball, c.ball_center);
    if (c.kind == collide::ContactKind::kBallBall) {
      in_contact_[c.other] = 1;
      ExtendTrail(c.other, c.other_center);
    }
    if (static_cast<int>(markers_.size()) >= kMaxContactMarkers) {
      markers_.pop_front();
    }
    markers_.push_back({c.point, c.normal, balls[c.ball].radius, 0});
  }
  for (std::size_t i = 0; i < balls.size(); ++i) {
    ExtendTrail(i, balls[i].center);
  }
}

void BallRun::ExtendTrail(std::size_t ball, const Vec3& point) {
  if (ball >= trails_.size()) {
    return;
  }
  trails_[ball].push_back(point);
  if (trails_[ball].size() > kTrailPoints) {
    trails_[ball].pop_front();
  }
}

void BallRun::SetSearch(const BallSearch& search) {
  search_ = search;
  search_.slices = std::clamp(search_.slices, 1, kMaxBallSlices);
  ++revision_;
  ApplySettings();
}

void BallRun::SetPace(const BallPace& pace) {
  pace_.slow_motion = std::clamp(pace.slow_motion, 1, kMaxSlowMotion);
  pace_.steps_per_frame = std::clamp(pace.steps_per_frame, 1, kMaxStepsPerFrame);
  ++revision_;
}

void BallRun::SetTimeStep(double dt) {
  simulation_.world().time_step = std::clamp(dt, kMinBallTimeStep, kMaxBallTimeStep);
  time_step_ = simulation_.world().time_step;
  ++revision_;
  Predict();
}

void BallRun::NudgeTimeStep(int sign) {
  const double step = sign > 0 ? 0.1 : -0.1;
  SetTimeStep(std::round((time_step() + step) * 1e9) / 1e9);
}

void BallRun::ApplySettings() {
  collide::BallSimulationSettings& s = simulation_.settings();
  s.method = simulated_method();
  s.slices = search_.slices;
  s.search =
      search_.full_search ? collide::ContactSearch::kFull : collide::ContactSearch::kIncremental;
  s.broad_phase = search_.broad_phase;
  s.predict_next_contact = false;  // Predict() does it, for one method or both
  Predict();
}

BallBallMethod BallRun::simulated_method() const {
  if (search_.method == BallMethodChoice::kBoth) {
    return search_.both_simulates_analytic ? BallBallMethod::kAnalytic : BallBallMethod::kSliced;
  }
  return search_.method == BallMethodChoice::kAnalytic ? BallBallMethod::kAnalytic
                                                       : BallBallMethod::kSliced;
}

void BallRun::Predict() {
  prediction_sliced_.reset();
  prediction_analytic_.reset();
  if (!search_.predict) {
    return;
  }
  collide::BallSimulationSettings s = simulation_.settings();
  if (search_.method != BallMethodChoice::kAnalytic) {
    s.method = BallBallMethod::kSliced;
    prediction_sliced_ = simulation_.PredictNext(s);
  }
  if (search_.method != BallMethodChoice::kSliced) {
    s.method = BallBallMethod::kAnalytic;
    prediction_analytic_ = simulation_.PredictNext(s);
  }
}

const std::optional<collide::Contact>& BallRun::prediction(BallBallMethod method) const {
  return method == BallBallMethod::kSliced ? prediction_sliced_ : prediction_analytic_;
}

bool BallRun::EditBall(std::size_t index, const collide::Ball& ball) {
  if (!paused_ || index >= world().balls.size()) {
    return false;
  }
  simulation_.world().balls[index] = ball;
  Edited();
  return true;
}

std::string BallRun::AddBall(double extent) {
  auto& balls = simulation_.world().balls;
  const double r = balls.empty() ? extent / 16.0 : balls.back().radius;
  const Vec3 spot = FreeSpot(world(), r, extent);
  int next = static_cast<int>(balls.size());
  while (std::find(ball_ids_.begin(), ball_ids_.end(), std::to_string(next)) != ball_ids_.end()) {
    ++next;
  }
  // A horizontal velocity of extent/64 a unit of time, turned by the golden
  // angle from one added ball to the next.
  const double angle = 2.399963 * static_cast<double>(next);
  balls.push_back({spot, Vec3(std::cos(angle), 0.0, std::sin(angle)) * (extent / 64.0), r, 1.0});
  ball_ids_.push_back(std::to_string(next));
  Edited();
  return ball_ids_.back();
}

void BallRun::RemoveBall(std::size_t index) {
  auto& balls = simulation_.world().balls;
  if (index >= balls.size()) {
    return;
  }
  balls.erase(balls.begin() + static_cast<std::ptrdiff_t>(index));
  ball_ids_.erase(ball_ids_.begin() + static_cast<std::ptrdiff_t>(index));
  markers_.clear();
  Edited();
}

void BallRun::ReplaceWorld(const collide::BallWorld& world) {
  simulation_.world() = world;
  simulation_.world().time_step = time_step_;
  ball_ids_.clear();
  for (std::size_t i = 0; i < world.balls.size(); ++i) {
    ball_ids_.push_back(std::to_string(i));
  }
  markers_.clear();
  Edited();
}

// After an edit, add or remove: the last step's paths and contacts no longer
// describe the balls.
void BallRun::Edited() {
  ++revision_;
  have_step_ = false;
  in_contact_.assign(world().balls.size(), 0);
  RestartTrails();
  Predict();
}

BallRunState BallRun::State() const {
  return {world(), ball_ids_, search_, pace_, paused_, steps_};
}

void BallRun::Restore(const BallRunState& state) {
  simulation_.world() = state.world;
  time_step_ = world().time_step;
  ball_ids_ = state.ball_ids;
  search_ = state.search;
  pace_ = state.pace;
  paused_ = state.paused;
  steps_ = state.steps;
  markers_.clear();
  error_logged_ = false;
  ApplySettings();
  Edited();
}

// Trails start where the balls are now.
void BallRun::RestartTrails() {
  trails_.clear();
  const auto& balls = world().balls;
  for (std::size_t i = 0; i < balls.size() && i < kMaxTrailedBalls; ++i) {
    trails_.push_back({balls[i].center});
  }
}

bool BallRun::in_contact(std::size_t ball) const {
  return ball < in_contact_.size() && in_contact_[ball] != 0;
}

const collide::StepReport* BallRun::last_step() const {
  return have_step_ ? &simulation_.last_step() : nullptr;
}

}  // namespace harness
