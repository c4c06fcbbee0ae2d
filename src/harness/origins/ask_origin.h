#pragma once

// What another author's code (an origin: a plugin's name,
// collide::PairTest::origin) says of a sample's expectations, asked in one
// place for every sample, for the window's "your code" cells and for
// --check --plugin. A sample only says what each expectation asks
// (OriginQuestions, sample_api/origin_question.h); this finds the origin's
// function for it, runs it, and judges the answer as our own check is
// judged, so a plugin is held to the same tolerance and words as we are.

#include <cstdint>
#include <string>
#include <vector>

#include "collide/registry/contact_time_functions.h"
#include "collide/registry/pair_tests.h"
#include "harness/sample_api/check.h"
#include "harness/sample_api/origin_question.h"
#include "harness/sample_api/test_counter.h"

namespace harness {

// The registries another author's functions live in: the pair tests (for
// shapes at rest) and the times of impact (for moving spheres). Both
// process-wide by default; tests give their own.
struct OriginFunctions {
  const collide::PairTestRegistry* tests = &collide::PairTestRegistry::Global();
  const collide::ContactTimeFunctions* contact_times = &collide::ContactTimeFunctions::Global();

  // Changes whenever either registry does (a plugin loaded, rebuilt or
  // dropped): answers worked out at another value are stale.
  std::uint64_t generation() const { return tests->generation() + contact_times->generation(); }
};

// `origin`'s answer to each question it has a function for, judged: one
// check per such question, in order, with the test it ran (nullptr for a
// time of impact). The others, and the expectations not about the pair,
// are counted as not served. A function that could not answer (a plugin's
// crash or hang) fails its check with the reason. Each call is counted on
// `counter` when given.
OriginChecks AskOrigin(const OriginQuestions& questions, const std::string& origin,
                       const OriginFunctions& functions = {}, const TestCounter* counter = nullptr);

// Every origin but ours with a function in `functions`, each once: the pair
// tests' origins in registration order, then the times of impact's.
std::vector<std::string> OtherOrigins(const OriginFunctions& functions = {});

}  // namespace harness
