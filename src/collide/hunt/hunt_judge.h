#pragma once

// One case judged: both algorithms run on a pair of shapes, and whether they
// disagree. Shared by the search (hunt.cpp) and the shrinker, which keeps a
// change only while the judgement stays a disagreement.

#include <optional>
#include <string>
#include <vector>

#include "collide/hunt/shape_generators.h"
#include "collide/registry/pair_tests.h"

namespace collide {

struct Judgement {
  // False when the case says nothing: a shape is invalid, or our answer is
  // not finite or our run threw (there is no answer of ours to expect).
  bool comparable = false;
  bool disagree = false;
  Answer ours;
  std::optional<Answer> theirs;  // empty when their run threw PairTestError
  std::string theirs_error;
};

// Whether two answers to `query` agree, by its row's comparison (queries.h)
// with numbers within `tolerance`: a flag or a side exactly, points and a
// hit's t within it, a miss only with a miss. A number that is not finite
// agrees with nothing.
bool AnswersAgreeWithin(Query query, const Answer& x, const Answer& y, double tolerance);

Judgement Judge(const PairTest& ours, const PairTest& theirs, const StaticShape& x,
                const StaticShape& y, double tolerance);

// The case's size: its largest length (a coordinate, a radius, an extent),
// leaving out what scaling leaves alone (directions, angles). A number is a
// length when the shape scaled by 2 has it doubled.
double CaseSize(const ShapeGenerators& generators, const std::vector<StaticShape>& shapes);

// The tolerance numbers are compared with in a case: `relative` times its
// size, at least `relative` (by default 1e-5, the scene format's default
// for points and t).
double CaseTolerance(const ShapeGenerators& generators, const std::vector<StaticShape>& shapes,
                     double relative = 1e-5);

}  // namespace collide
