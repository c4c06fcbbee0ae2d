#pragma once

// The test-only "gap" outcome's type: the gap an expectation expects
// between two shapes' surfaces, within its tolerance. Its row is in
// gap_outcome.cpp, its query in gap_query.h.

namespace harness::testing {

struct Gap {
  double value = 0.0;
  bool operator==(const Gap&) const = default;
};

}  // namespace harness::testing
