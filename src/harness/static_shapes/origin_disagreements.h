#pragma once

// Where another author's test (a plugin's, collide::PairTest::origin) and
// ours answer one tested pair's question differently, or theirs could not
// answer at all: what the window marks between the two shapes and logs, as
// box-box marks corner-volume against SAT.

#include <cstddef>
#include <string>
#include <vector>

#include "collide/registry/pair_tests.h"
#include "harness/static_shapes/layout.h"
#include "harness/static_shapes/world.h"

namespace harness {

// The origin of Collision Lab's own tests.
inline constexpr const char* kOurOrigin = "collision-lab";

struct OriginDisagreement {
  std::size_t a = 0;  // indexes into the layout's shapes, in the test's order
  std::size_t b = 0;
  const collide::PairTest* theirs = nullptr;
  std::string origin;  // theirs->origin, kept for after the registry changes
  // "sphere 0 and 2: mine (plugin:mine) says apart, ours (squared-distance)
  // says intersects"; or "... mine (plugin:mine) could not answer: ...".
  std::string sentence;
};

// Every answer of another origin in `answers` (AnswerAll's) that does not
// agree, within the outcome's default tolerance, with our default test's
// answer for the same pair and question; a pair of one kind once, in the
// shapes' order.
std::vector<OriginDisagreement> OriginDisagreements(const StaticLayout& layout,
                                                    const std::vector<PairAnswer>& answers,
                                                    const collide::PairTestRegistry& registry);

// The origins other than ours among `answers`' tests, each once, in order.
std::vector<std::string> OtherOrigins(const std::vector<PairAnswer>& answers);

}  // namespace harness
