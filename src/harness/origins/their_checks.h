#pragma once

// Other authors' checks of a sample's expectations (each origin asked
// through ask_origin.h) beside ours, kept current: the "your code" cells of
// the expectation table, and the disagreements the sample logs. A static
// sample compares its pair answers itself (layout_engine/disagreements.h);
// these are for a sample with a model of its own, as moving balls' contact
// times are checked under a plugin's cl_ball_ball_time_of_impact.

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "harness/origins/ask_origin.h"
#include "harness/sample_api/check.h"
#include "harness/sample_api/expectation_row.h"
#include "harness/sample_api/log.h"

namespace harness {

// The "your code" cell of the row of expectation `expectation`: each of
// `theirs`' answers to it, compact ("error" when it could not answer),
// marked as disagreeing (orange) when one fails the expectation, as
// --check --plugin counts a failure. False, and the row left as it was,
// when none answers it.
bool FillYourCodeCell(std::size_t expectation, const std::vector<OriginChecks>& theirs,
                      ExpectationRow& row);
// `rows[i]` is `ours[i]`'s row: FillYourCodeCell for each.
void AddTheirChecks(const std::vector<PairCheck>& ours, const std::vector<OriginChecks>& theirs,
                    std::vector<ExpectationRow>& rows);

// What the status line says of other authors' code: the expectations
// theirs answered and how many of those answers fail, over every origin,
// counted as --check --plugin counts them.
struct YourCodeTally {
  std::size_t checked = 0;
  std::size_t failed = 0;
};
YourCodeTally TallyTheirChecks(const std::vector<OriginChecks>& theirs);

// One pair's answers under several algorithms: whose ("A and F", "ball h1
// and ball h2") and what each answered ("robust-sat apart, plain-sat
// touching"; "analytic 0.5, correct no contact").
struct AnswersOfOnePair {
  std::string subject;
  std::string answers;
  bool operator==(const AnswersOfOnePair&) const = default;
};

// Each expectation where an answer in `theirs` is not ours, as the static
// samples word theirs: our algorithm and answer, then each of theirs that
// differs.
std::vector<AnswersOfOnePair> TheirDisagreements(const std::vector<PairCheck>& ours,
                                                 const std::vector<OriginChecks>& theirs);
// Each expectation that some of `theirs` answer and all agree with ours:
// our algorithm and answer, then each of theirs.
std::vector<AnswersOfOnePair> TheirAgreements(const std::vector<PairCheck>& ours,
                                              const std::vector<OriginChecks>& theirs);

// Logs each disagreement once while it lasts ("algorithms disagree on A and
// F: robust-sat apart, plain-sat touching"), and says when one is gone,
// quoting the answers that now agree ("algorithms agree again on A and F:
// robust-sat apart, plain-sat apart"; only the subject when the pair is
// gone or no longer answered twice): after a plugin is rebuilt or the
// shapes change.
class DisagreementLog {
 public:
  // `agreeing`: the pairs whose algorithms agree now, for those words.
  void Update(const std::vector<AnswersOfOnePair>& now,
              const std::vector<AnswersOfOnePair>& agreeing, Log& log);
  // The disagreements of the last Update, in its order: "subject: answers".
  const std::vector<std::string>& lines() const { return lines_; }

 private:
  std::vector<std::string> subjects_;
  std::vector<std::string> lines_;
};

// Other authors' answers to a sample's questions (ask_origin.h), one
// OriginChecks per other origin, kept current: asked again after the
// sample's own checks changed (Stale) or the registries did (a plugin
// loaded, rebuilt or dropped), and their disagreements logged. Every sample
// with a model of its own keeps one.
class TheirChecks {
 public:
  using Questions = std::function<OriginQuestions()>;

  // Our checks were worked out again: theirs are asked again at the next
  // Refresh.
  void Stale() { stale_ = true; }
  // When stale or `functions` changed since the last Refresh, asks every
  // other origin the questions `questions` gives and logs what now
  // disagrees with `ours` or agrees again. True when it asked again.
  bool Refresh(const std::vector<PairCheck>& ours, const Questions& questions, Log& log,
               const OriginFunctions& functions = {});
  // One OriginChecks per other origin, as of the last Refresh.
  const std::vector<OriginChecks>& checks() const { return checks_; }
  // Whether any origin answered any question at the last Refresh.
  bool any() const;
  // The disagreements of the last Refresh (TheirDisagreements' lines).
  const std::vector<std::string>& disagreements() const { return log_.lines(); }

 private:
  std::vector<OriginChecks> checks_;
  bool stale_ = true;
  std::uint64_t generation_ = 0;
  DisagreementLog log_;
};

}  // namespace harness
