#pragma once

// A query only the tests ask, added as a later chapter would add one: the
// gap between two shapes' surfaces (negative: they overlap by that much),
// a number. Its row says its answer is a double, a gap of 0 or less is a
// hit, two gaps agree when their numbers are near, and how one reads. The
// first of the three files of the test-only "gap" outcome
// (gap_outcome.h, gap_outcome.cpp); no other file of the harness changes.

#include <cstdio>
#include <string>

#include "collide/registry/queries.h"

namespace harness::testing {

inline collide::Query GapQuery() {
  static const collide::Query kQuery = collide::AddQuery<double>({
      .id = "gap",
      .positive = [](double gap) { return gap <= 0.0; },
      .agree = [](double x, double y, const collide::NumbersNear& near) { return near(x, y); },
      .words =
          [](double gap) {
            char text[32];
            std::snprintf(text, sizeof text, "gap %.4g", gap);
            return std::string(text);
          },
  });
  return kQuery;
}

}  // namespace harness::testing
