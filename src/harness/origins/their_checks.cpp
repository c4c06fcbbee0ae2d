#include "harness/origins/their_checks.h"

#include <algorithm>
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

void AddTheirChecks(const std::vector<PairCheck>& ours, const std::vector<OriginChecks>& theirs,
                    std::vector<ExpectationRow>& rows) {
  for (std::size_t i = 0; i < ours.size() && i < rows.size(); ++i) {
    ExpectationRow& row = rows[i];
    ForEachOfTheirs(ours[i], theirs, [&](const PairCheck& check) {
      std::string text = "error";
      if (check.error.empty()) {
        Wording compact = check.wording;
        compact.compact = true;
        text = Describe(check.actual, compact);
      }
      row.yours += (row.yours.empty() ? "" : ", ") + text;
      row.yours_disagrees = row.yours_disagrees || !AgreesWithOurs(ours[i], check);
    });
  }
}

std::vector<std::string> TheirDisagreements(const std::vector<PairCheck>& ours,
                                            const std::vector<OriginChecks>& theirs) {
  std::vector<std::string> lines;
  for (const PairCheck& our : ours) {
    std::string line;
    ForEachOfTheirs(our, theirs, [&](const PairCheck& check) {
      if (!AgreesWithOurs(our, check)) {
        line += ", " + check.algorithm + " " + AnswerWords(check);
      }
    });
    if (!line.empty()) {
      lines.push_back(our.subject + ": " + our.algorithm + " " + AnswerWords(our) + line);
    }
  }
  return lines;
}

void DisagreementLog::Update(std::vector<std::string> now, Log& log) {
  // Sets to look in: a scene may have thousands of pairs that disagree.
  const std::set<std::string> before(lines_.begin(), lines_.end());
  const std::set<std::string> after(now.begin(), now.end());
  for (const std::string& line : now) {
    if (!before.contains(line)) {
      log.Warning("algorithms disagree on " + line);
    }
  }
  for (const std::string& old : lines_) {
    if (!after.contains(old)) {
      log.Info("algorithms agree again on " + old);
    }
  }
  lines_ = std::move(now);
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
  log_.Update(TheirDisagreements(ours, checks_), log);
  return true;
}

bool TheirChecks::any() const {
  return std::any_of(checks_.begin(), checks_.end(),
                     [](const OriginChecks& origin) { return !origin.checks.empty(); });
}

}  // namespace harness
