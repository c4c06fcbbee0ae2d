#pragma once

// The panel controls of a ball run (harness/moving_spheres/ball_run.h):
// the last step's metrics, the ball-ball search and broad phase, the time
// step and pace, the next contact each search predicts, and the balls
// listed with their editors while paused. Each change goes through the
// run's own setters, so undo and the revision see it.

#include "harness/moving_spheres/ball_layout.h"
#include "harness/moving_spheres/ball_run.h"
#include "harness/sample_api/log.h"
#include "harness/sample_api/picking.h"

namespace harness::widgets {

// The last step's events, tests and times, a cap hit or an error.
void BallStepMetrics(const collide::StepReport& metrics);
// The ball-ball method (one, or both predicted), slices, full or
// incremental search, broad phase.
void BallSearchControls(BallRun& run, Log& log);
// The time step (the +/- keys' too) and how frames turn into steps.
void BallPaceControls(BallRun& run, Log& log);
// The next step's first contact, per predicted method.
void NextContactLines(const BallRun& run, const BallLayout& layout);
// "Add ball", then each of the first `listed` balls: its colour, its
// heading (hover and select), "remove", and while paused its centre,
// velocity, radius and mass. Adding and removing are logged.
void BallsList(BallRun& run, const BallLayout& layout, PickFocus& focus, bool per_ball_colors,
               std::size_t listed, Log& log);

}  // namespace harness::widgets
