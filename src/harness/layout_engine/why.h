#pragma once

// Why a pair of a static layout answers what it answers: every algorithm the
// registry has for the pair's question, run traced (collide/trace/trace.h),
// its steps, its verdict, and, where two algorithms disagree, the first step
// where they part. The Why panel lists it; --explain prints it
// (WhyLines), the same sentences in both.
//
// The question is each one the layout's expectations ask of the pair, in
// their order; a pair nothing is expected of is asked the question that
// colours it (collide::ColouringQuery).

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "collide/registry/pair_tests.h"
#include "collide/trace/trace.h"
#include "collide/trace/trace_compare.h"
#include "harness/layout_engine/layout.h"

namespace harness {

// What cannot be explained, in words for the command line and the panel: a
// shape that is not there, a pair no test answers, an algorithm the pair
// does not have (naming those it has).
struct WhyError : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

// One algorithm's answer, traced.
struct WhyAlgorithm {
  std::string id;       // the pair test's id ("robust-sat")
  std::string origin;   // collide::kOurOrigin or a plugin's name
  bool traced = false;  // false: it records no steps (a plugin's: the user's code)
  collide::Trace trace;
  std::string verdict;  // its answer in words ("apart", "hit at t 0.5")
  std::string error;    // set instead of a verdict when it could not answer
  // The answer itself (a traced run answers what an untraced one does),
  // compared with the first algorithm's; none when it could not answer.
  std::optional<collide::Answer> answer;
  bool agrees_with_first = true;
};

// One question asked of the pair.
struct WhyQuestion {
  collide::Query query = collide::Query::kIntersects;
  // Where three planes meet, asked of a triple: `query` does not apply, the
  // heading says "point".
  bool triple = false;
  // The expectation asking it, in words, and which algorithm it checks;
  // empty when nothing is expected of the pair.
  std::string expected;
  std::string expected_algorithm;
  // Shapes as the steps name them: A is `named_a`, B is `named_b` (the
  // pair given the other way round when the tests take it so).
  std::string named_a;
  std::string named_b;
  std::vector<WhyAlgorithm> algorithms;
  // Where the first algorithm and the first one disagreeing with it part
  // (`parting_with` its index), when both are traced.
  std::optional<collide::TraceParting> parting;
  std::size_t parting_with = 0;
};

struct Why {
  std::string a;
  std::string b;
  std::string c;  // a triple's third shape; empty for a pair
  std::vector<WhyQuestion> questions;
};

// Throws WhyError. `algorithm`, when given, keeps only that algorithm.
Why ExplainPair(const StaticLayout& layout, const std::string& a, const std::string& b,
                const std::optional<std::string>& algorithm,
                const collide::PairTestRegistry& registry = collide::PairTestRegistry::Global());

// The same for three planes' meeting point (the registry's triple tests,
// collide::TripleTest): the tests for the three shapes' kinds, traced.
Why ExplainTriple(const StaticLayout& layout, const std::string& a, const std::string& b,
                  const std::string& c, const std::optional<std::string>& algorithm,
                  const collide::PairTestRegistry& registry = collide::PairTestRegistry::Global());

// The lines --explain prints, one a step, the verdict last: a heading per
// question, a block per algorithm ("  3. axis 3: ... <- decides"), where
// two part, and "verdict: ...".
std::vector<std::string> WhyLines(const Why& why);

// One step as a line: "3. [axis 3] A's face ...", and "  <- decides" after
// the deciding step's when `mark_deciding` (the panel marks it apart).
std::string StepLine(const collide::TraceStep& step, std::size_t index, bool mark_deciding = true);

}  // namespace harness
