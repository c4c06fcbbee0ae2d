#pragma once

// A sample's failing expectations in the log while the user edits: a sample
// that re-checks on every change (static shapes, box-box, impact search) feeds
// each round of checks to its MismatchLog, which logs what went wrong or right
// again once, not every frame.

#include <set>
#include <string>
#include <vector>

#include "harness/sample_api/log.h"
#include "harness/sample_api/sample.h"

namespace harness {

// Logs expectation mismatches the way a user wants while dragging values:
// each mismatch once, when it appears, and a line when it holds again —
// never the same line every frame.
class MismatchLog {
 public:
  // `name_algorithm`: the sample tests a pair with more than one algorithm,
  // so each line names the one that failed (MismatchSentence).
  explicit MismatchLog(bool name_algorithm = false) : name_algorithm_(name_algorithm) {}

  // Logs what changed since the last call and remembers the current set.
  void Update(const std::vector<PairCheck>& checks, Log& log);
  // Forgets what was logged, so the next Update logs every mismatch (a start,
  // a reset, a new scene).
  void Forget() { logged_.clear(); }

 private:
  bool name_algorithm_;
  std::set<std::string> logged_;
};

}  // namespace harness
