#include "harness/mismatch_log.h"

namespace harness {

void MismatchLog::Update(const std::vector<PairCheck>& checks, Log& log) {
  std::set<std::string> now;
  for (const PairCheck& check : checks) {
    if (check.passed) {
      continue;
    }
    now.insert(check.message);
    if (!logged_.contains(check.message)) {
      log.Error(check.message);
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
