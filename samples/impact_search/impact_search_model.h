#pragma once

// The impact-search sample's model: its default layout (spheres moving
// linearly over one step against spheres and AABBs at rest, each pair
// searched by the book's four methods; harness/moving_spheres/
// sweep_layout.h), the edits the panel and the mouse make, and the checks
// under ours and another author's time of impact. No ImGui. The Model holds
// what a user changes and is what harness::ModelSample forwards the checks,
// scene loads and undo to.

#include <cstdint>
#include <string>
#include <vector>

#include "harness/moving_spheres/sweep_layout.h"
#include "harness/origins/their_checks.h"
#include "harness/sample_api/check.h"
#include "harness/sample_api/log.h"
#include "harness/sample_api/mismatch_log.h"
#include "harness/sample_api/test_counter.h"
#include "harness/scene/scene.h"

namespace impact_search {

using harness::SweepLayout;

inline constexpr const char* kSampleId = "impact-search";

// Two scenes side by side, each checked by all four methods: "bullet"
// grazing the sphere "ball" so briefly that it slips between two of the ten
// slices, and "drop" falling past the corner of the AABB "box", where the
// exact time differs from the grown box's.
SweepLayout DefaultLayout();

// What undo keeps: the layout as edited and as loaded (what Restore goes
// back to). Which ghosts show is the view's, not state.
struct UndoState {
  SweepLayout initial;
  SweepLayout layout;
};

class Model {
 public:
  Model() { Reload(DefaultLayout()); }

  const SweepLayout& layout() const { return layout_; }
  // Each pair's answers by every method, and each expectation's check,
  // answered when the layout last changed.
  const std::vector<collide::ImpactAnswers>& answers() const { return answers_; }
  const std::vector<harness::PairCheck>& checks() const { return checks_; }

  std::size_t ExpectationCount() const { return layout_.expect.size(); }
  std::vector<harness::PairCheck> Check() const { return harness::EvaluateSweeps(layout_); }
  harness::OriginQuestions QuestionsForOthers() const {
    return harness::SweepQuestionsForOthers(layout_);
  }
  void LoadScene(const harness::Scene& scene);
  harness::Scene SceneToSave(const std::string& title, bool expect_what_is_shown) const {
    return harness::SceneOfSweeps(layout_, kSampleId, title, expect_what_is_shown);
  }

  // A plugin's time of impact loaded or rebuilt, or the pairs changed: the
  // exact method's expectations checked again under it, the news logged.
  void RecheckTheirs(harness::Log& log);
  const harness::TheirChecks& theirs() const { return theirs_; }

  // Every edit: `change(layout)` changes the layout in place and says
  // whether it did; if so, the layout is answered again and each new
  // mismatch logged once.
  template <typename Change>
  bool Edit(Change&& change, harness::Log& log) {
    if (!change(layout_)) {
      return false;
    }
    Recompute();
    mismatch_log_.Update(checks_, log);
    return true;
  }
  // Back to the layout as loaded.
  void RestoreInitial(harness::Log& log) {
    Edit(
        [this](SweepLayout& layout) {
          layout = initial_;
          return true;
        },
        log);
  }
  // Every mismatch logged again, as when the sample opens.
  void LogMismatches(harness::Log& log);

  UndoState Snapshot() const { return {initial_, layout_}; }
  void Restore(const UndoState& state, harness::Log& log);
  std::uint64_t revision() const { return revision_; }
  // The searches' overlap tests, run only when something changes
  // (Recompute): every method for every pair, and every expectation's.
  const harness::TestCounter& tests() const { return tests_; }

 private:
  void Reload(SweepLayout layout);
  // Every change ends here: new answers, a new revision.
  void Recompute();

  SweepLayout initial_;
  SweepLayout layout_;
  std::vector<collide::ImpactAnswers> answers_;
  std::vector<harness::PairCheck> checks_;
  harness::TheirChecks theirs_;  // plugins' times of impact beside the analytic one
  harness::MismatchLog mismatch_log_{/*name_algorithm=*/true};
  std::uint64_t revision_ = 0;
  harness::TestCounter tests_;
};

}  // namespace impact_search
