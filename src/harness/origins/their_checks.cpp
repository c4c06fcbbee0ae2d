#include "harness/origins/their_checks.h"

#include <algorithm>
#include <map>
#include <set>

namespace harness {
namespace {

bool AgreesWithOurs(const PairCheck& ours, const PairCheck& theirs) {
  return theirs.error.empty() && Agrees(ours.actual, theirs.actual, ours.tolerance);
}

// The checks of `theirs` that answer `ours`'s expectation.
template <typename Visit>
void ForEachOfTheirs(const PairCheck& ours, const std::vector<OriginChecks>& theirs,
                     const Visit& visit) {
  for (const OriginChecks& origin : theirs) {
    for (const PairCheck& check : origin.checks) {
      if (check.expectation == ours.expectation) {
        visit(check);
      }
    }
  }
}

std::string AnswerWords(const PairCheck& check) {
  return check.error.empty() ? Describe(check.actual, check.wording)
                             : "could not answer (" + check.error + ")";
}

}  // namespace

bool FillYourCodeCell(std::size_t expectation, const std::vector<OriginChecks>& theirs,
                      ExpectationRow& row) {
  bool any = false;
  for (const OriginChecks& origin : theirs) {
    for (const PairCheck& check : origin.checks) {
      if (check.expectation != expectation) {
        continue;
      }
      if (!any) {
        row.yours.clear();
        row.yours_in_full.clear();
        row.yours_disagrees = false;
        any = true;
      }
      std::string text = "error";
      if (check.error.empty()) {
        Wording compact = check.wording;
        compact.compact = true;
        text = check.passed ? "ok" : Describe(check.actual, compact);
      }
      row.yours += (row.yours.empty() ? "" : ", ") + text;
      row.yours_in_full += (row.yours_in_full.empty() ? "" : ", ") + AnswerWords(check);
      row.yours_disagrees = row.yours_disagrees || !check.passed;
    }
  }
  return any;
}

void AddTheirChecks(const std::vector<PairCheck>& ours, const std::vector<OriginChecks>& theirs,
                    std::vector<ExpectationRow>& rows) {
  for (std::size_t i = 0; i < ours.size() && i < rows.size(); ++i) {
    FillYourCodeCell(ours[i].expectation, theirs, rows[i]);
  }
}

YourCodeTally TallyTheirChecks(const std::vector<OriginChecks>& theirs) {
  YourCodeTally tally;
  for (const OriginChecks& origin : theirs) {
    tally.checked += origin.checks.size();
    for (const PairCheck& check : origin.checks) {
      tally.failed += check.passed ? 0 : 1;
    }
  }
  return tally;
}

namespace {

// Each expectation some of `theirs` answer, with our algorithm and answer,
// then theirs: those where one differs (`differing`, and only those that
// differ), or those where all agree (otherwise, and all of them).
std::vector<AnswersOfOnePair> CompareWithTheirs(const std::vector<PairCheck>& ours,
                                                const std::vector<OriginChecks>& theirs,
                                                bool differing) {
  std::vector<AnswersOfOnePair> found;
  for (const PairCheck& our : ours) {
    std::string line;
    bool any = false;
    bool all_agree = true;
    ForEachOfTheirs(our, theirs, [&](const PairCheck& check) {
      const bool agrees = AgreesWithOurs(our, check);
      any = true;
      all_agree = all_agree && agrees;
      if (agrees != differing) {
        line += ", " + check.algorithm + " " + AnswerWords(check);
      }
    });
    if (any && all_agree != differing) {
      found.push_back({our.subject, our.algorithm + " " + AnswerWords(our) + line});
    }
  }
  return found;
}

}  // namespace

std::vector<AnswersOfOnePair> TheirDisagreements(const std::vector<PairCheck>& ours,
                                                 const std::vector<OriginChecks>& theirs) {
  return CompareWithTheirs(ours, theirs, /*differing=*/true);
}

std::vector<AnswersOfOnePair> TheirAgreements(const std::vector<PairCheck>& ours,
                                              const std::vector<OriginChecks>& theirs) {
  return CompareWithTheirs(ours, theirs, /*differing=*/false);
}

void DisagreementLog::Update(const std::vector<AnswersOfOnePair>& now,
                             const std::vector<AnswersOfOnePair>& agreeing, Log& log) {
  std::vector<std::string> lines;
  std::vector<std::string> subjects;
  lines.reserve(now.size());
  subjects.reserve(now.size());
  for (const AnswersOfOnePair& pair : now) {
    lines.push_back(pair.subject + ": " + pair.answers);
    subjects.push_back(pair.subject);
  }
  // Sets to look in: a scene may have thousands of pairs that disagree.
  const std::set<std::string> before(lines_.begin(), lines_.end());
  const std::set<std::string> still(subjects.begin(), subjects.end());
  for (const std::string& line : lines) {
    if (!before.contains(line)) {
      log.Warning("algorithms disagree on " + line);
    }
  }
  std::map<std::string, std::string> agree_now;
  for (const AnswersOfOnePair& pair : agreeing) {
    agree_now.emplace(pair.subject, pair.answers);
  }
  for (std::size_t i = 0; i < lines_.size(); ++i) {
    // A pair that still disagrees (in other words: logged above) is no agreement.
    if (still.contains(subjects_[i])) {
      continue;
    }
    const auto words = agree_now.find(subjects_[i]);
    log.Info("algorithms agree again on " + subjects_[i] +
             (words != agree_now.end() ? ": " + words->second : ""));
  }
  lines_ = std::move(lines);
  subjects_ = std::move(subjects);
}

bool TheirChecks::Refresh(const std::vector<PairCheck>& ours, const Questions& questions, Log& log,
                          const OriginFunctions& functions) {
  if (!stale_ && generation_ == functions.generation()) {
    return false;
  }
  stale_ = false;
  generation_ = functions.generation();
  checks_.clear();
  const std::vector<std::string> origins = OtherOrigins(functions);
  if (!origins.empty()) {
    const OriginQuestions asked = questions();
    for (const std::string& origin : origins) {
      checks_.push_back(AskOrigin(asked, origin, functions));
    }
  }
  log_.Update(TheirDisagreements(ours, checks_), TheirAgreements(ours, checks_), log);
  return true;
}

bool TheirChecks::any() const {
  return std::any_of(checks_.begin(), checks_.end(),
                     [](const OriginChecks& origin) { return !origin.checks.empty(); });
}

}  // namespace harness
