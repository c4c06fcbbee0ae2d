#pragma once

// Other authors' checks of a sample's expectations (a plugin's, by origin:
// Sample::CheckByOrigin) beside ours: the "your code" cells of the
// expectation table, and the disagreements the sample logs. A static sample
// compares its pair answers itself (static_shapes/disagreements.h); these
// are for a sample whose model checks by origin, as moving balls' contact
// times are checked under a plugin's cl_ball_ball_time_of_impact.

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "collide/registry/contact_time_functions.h"

#include "harness/sample/check.h"
#include "harness/sample/expectation_row.h"
#include "harness/sample/log.h"

namespace harness {

// `rows[i]` is `ours[i]`'s row. Each check in `theirs` adds its answer to
// the "your code" cell of the row of the same expectation: compact, or
// "error" when it could not answer; the cell disagrees when the answer is
// not ours within our check's tolerance, or is an error.
void AddTheirChecks(const std::vector<PairCheck>& ours, const std::vector<OriginChecks>& theirs,
                    std::vector<ExpectationRow>& rows);

// A line for each expectation where an answer in `theirs` is not ours, as
// the static samples word theirs: "ball h1 and ball h2: analytic 0.5,
// correct no contact" (each algorithm, then its answer).
std::vector<std::string> TheirDisagreements(const std::vector<PairCheck>& ours,
                                            const std::vector<OriginChecks>& theirs);

// Logs each disagreement once while it lasts ("algorithms disagree on ..."),
// and says when one is gone ("algorithms agree again on ..."): after a
// plugin is rebuilt or the shapes change.
class DisagreementLog {
 public:
  void Update(std::vector<std::string> now, Log& log);
  // The disagreements of the last Update, in its order.
  const std::vector<std::string>& lines() const { return lines_; }

 private:
  std::vector<std::string> lines_;
};

// Judges `check` by `function`'s first contact of a and b within [0, dt];
// a function that could not answer (collide::PairTestError) fails it with
// the reason.
void JudgeContactTime(PairCheck& check, const collide::ContactTimeFunction& function,
                      const collide::MovingSphere& a, const collide::MovingSphere& b, double dt);

// Other authors' ball-ball times of impact (each plugin's
// cl_ball_ball_time_of_impact) checked on a sample's contact-time
// expectations beside ours, kept current: checked again after the sample's
// own checks changed (Stale) or the set of functions did (a plugin loaded,
// rebuilt or dropped), and their disagreements logged. Moving balls and
// impact search each keep one.
class TheirContactTimes {
 public:
  using CheckByOrigin = std::function<OriginChecks(const std::string& origin)>;

  // Our checks were worked out again: theirs are checked again at the next
  // Refresh.
  void Stale() { stale_ = true; }
  // When stale or `functions` changed since the last Refresh, checks again
  // under each origin in `functions` by `check` and logs what now
  // disagrees with `ours` or agrees again. True when it checked again.
  bool Refresh(
      const std::vector<PairCheck>& ours, const CheckByOrigin& check, Log& log,
      const collide::ContactTimeFunctions& functions = collide::ContactTimeFunctions::Global());
  // One OriginChecks per origin, as of the last Refresh.
  const std::vector<OriginChecks>& checks() const { return checks_; }
  // The disagreements of the last Refresh (TheirDisagreements' lines).
  const std::vector<std::string>& disagreements() const { return log_.lines(); }

 private:
  std::vector<OriginChecks> checks_;
  bool stale_ = true;
  std::uint64_t generation_ = 0;
  DisagreementLog log_;
};

}  // namespace harness
