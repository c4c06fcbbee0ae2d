#include "impact_search/impact_search_model.h"

#include <utility>

namespace impact_search {

using collide::ImpactMethod;
using harness::SweepMover;
using harness::SweepPair;
using harness::SweepTarget;

SweepLayout DefaultLayout() {
  SweepLayout layout;
  layout.source = "built in: a grazing pass between two slices, a fall past a box's corner";
  layout.dt = 1.0;
  // Worked by hand for the default settings (10 slices, increment half the
  // radius, tolerance a quarter of it); collide's tests work the same two
  // cases step by step (tests/collide/motion/impact_search_test.cpp, moved by -4 and
  // +4 in x here).
  //
  // "bullet", radius 0.5, from (-10.6, 1.44, 0) at 12 along x, passes 1.44
  // from the centre of "ball" (radius 1, at (-4, 0, 0)): they touch while
  // dx^2 + 1.44^2 <= 1.5^2, |dx| <= 0.42 (7-24-25), first at dx = -0.42:
  // t = 6.18 / 12 = 0.515. The pass lasts 0.07 of the step.
  layout.movers.push_back({"bullet", {{-10.6, 1.44, 0.0}, {12.0, 0.0, 0.0}, 0.5}});
  layout.targets.push_back({"ball", collide::Sphere{{-4.0, 0.0, 0.0}, 1.0}});
  layout.pairs.push_back({0, 0});
  // Slices at dx = -6.6 + 1.2 k: -0.6 and 0.6 straddle the pass: missed.
  layout.expect.push_back({0, ImpactMethod::kSliced, std::nullopt});
  // Every 0.25 along the path: dx = -6.6 + 0.25 k, first inside at k = 25
  // (dx = -0.35): t = 6.25 / 12 = 25 / 48, late by 0.0058.
  layout.expect.push_back({0, ImpactMethod::kLinear, 25.0 / 48.0});
  // Halving stops at paths of 12 / 128 (<= 0.125), bounding radius
  // 0.546875: the first such bounding sphere to reach the ball has its
  // middle at dx = -6.6 + 0.09375 (k + 0.5) with dx^2 + 1.44^2 <=
  // 1.546875^2, k = 64: t = 0.5, early by 0.015.
  layout.expect.push_back({0, ImpactMethod::kBinary, 0.5});
  layout.expect.push_back({0, ImpactMethod::kAnalytic, 0.515});

  // "drop", radius 0.6, at (5.2, 5.8, 1.4) falling at 8, beside the corner
  // (5, 1, 1) of "box" [3, 5] x [-1, 1] x [-1, 1], 0.2 beyond it in x and
  // 0.4 in z: it touches the rounded corner at 0.2^2 + dy^2 + 0.4^2 = 0.6^2,
  // dy = 0.4, y = 1.4: t = 4.4 / 8 = 0.55 (the box grown by 0.6, with square
  // corners, would say y = 1.6, t = 0.525).
  layout.movers.push_back({"drop", {{5.2, 5.8, 1.4}, {0.0, -8.0, 0.0}, 0.6}});
  layout.targets.push_back({"box", collide::Aabb{{3.0, -1.0, -1.0}, {5.0, 1.0, 1.0}}});
  layout.pairs.push_back({1, 1});
  // Slices at y = 5.8 - 0.8 k: y = 1.0 (k = 6) is the first inside: 0.6.
  layout.expect.push_back({1, ImpactMethod::kSliced, 0.6});
  // Every 0.3: y = 5.8 - 0.3 k, first <= 1.4 at k = 15: t = 4.5 / 8.
  layout.expect.push_back({1, ImpactMethod::kLinear, 0.5625});
  // Halving stops at paths of 8 / 64 (<= 0.15): the first bounding sphere
  // (radius 0.6625) within reach of the corner is [34/64, 35/64], middle
  // y = 1.4875: 0.6616 from the corner.
  layout.expect.push_back({1, ImpactMethod::kBinary, 0.53125});
  layout.expect.push_back({1, ImpactMethod::kAnalytic, 0.55});
  return layout;
}

// The model ------------------------------------------------------------------

void Model::Reload(SweepLayout layout) {
  initial_ = layout;
  layout_ = std::move(layout);
  Recompute();
}

void Model::Recompute() {
  answers_.clear();
  for (const SweepPair& pair : layout_.pairs) {
    answers_.push_back(harness::AnswerSweep(layout_, pair));
    for (const collide::ImpactResult& answer : answers_.back()) {
      tests_.Add(static_cast<std::size_t>(answer.tests));
    }
  }
  checks_ = harness::EvaluateSweeps(layout_, &tests_);
  theirs_.Stale();
  ++revision_;
}

void Model::LoadScene(const harness::Scene& scene) {
  Reload(harness::SweepLayoutFromScene(scene, kSampleId));
  mismatch_log_.Forget();
}

void Model::LogMismatches(harness::Log& log) {
  mismatch_log_.Forget();
  mismatch_log_.Update(checks_, log);
}

void Model::RecheckTheirs(harness::Log& log) {
  theirs_.Refresh(
      checks_, [this] { return QuestionsForOthers(); }, log);
}

void Model::Restore(const UndoState& state, harness::Log& log) {
  initial_ = state.initial;
  Edit(
      [&state](SweepLayout& layout) {
        layout = state.layout;
        return true;
      },
      log);
}

}  // namespace impact_search
