#include "harness/sample_api/mismatch_log.h"

namespace harness {

void MismatchLog::Update(const std::vector<PairCheck>& checks, Log& log) {
  std::set<std::string> now;
  for (const PairCheck& check : checks) {
    if (check.passed) {
      continue;
    }
    const std::string sentence =
        check.error.empty() ? MismatchSentence(check, name_algorithm_) : MismatchLine(check);
    if (now.insert(sentence).second && !logged_.contains(sentence)) {
      log.Error(sentence);
    }
  }
  for (const std::string& old : logged_) {
    if (!now.contains(old)) {
      log.Info("holds again: " + old);
    }
  }
  logged_ = std::move(now);
}

}  // namespace harness
