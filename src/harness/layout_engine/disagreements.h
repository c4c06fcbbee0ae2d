#pragma once

// Where two algorithms answering one question about one pair answer it
// differently: the plain and the robust triangle SAT on coplanar triangles,
// the one- and two-sided plane casts on a ray from behind, a user's plugin
// against ours. The static-shapes sample marks each in the view and counts
// them beside its status, as box-box marks corner-volume against SAT.

#include <cstddef>
#include <string>
#include <vector>

#include "collide/registry/pair_tests.h"
#include "harness/layout_engine/layout.h"
#include "harness/layout_engine/world.h"
#include "harness/origins/their_checks.h"

namespace harness {

struct Disagreement {
  std::size_t a = 0;  // indexes into the layout's shapes, a < b
  std::size_t b = 0;
  collide::Query query = collide::Query::kIntersects;
  // Each algorithm's id and its answer in words, in registry order
  // ("robust-sat: apart", "plain-sat: touching").
  std::vector<std::string> answers;
};

// Whether two answers to `query` differ, by its row's comparison
// (collide/registry/queries.h) with numbers apart by more than 1e-9
// relative to their size (rounding between two correct algorithms is no
// disagreement): booleans and sides exactly, points and the t of two hits
// within that, a hit and a miss always.
bool AnswersDiffer(collide::Query query, const collide::Answer& x, const collide::Answer& y);

// The pairs of `answers` (AnswerAll's) on which some two algorithms of one
// query differ, one per pair and query, in the order first met; a pair
// answered in both orders (two shapes of one kind) counts once. An
// algorithm that could not answer (PairAnswer::error) differs from all, in
// words "could not answer (why)".
std::vector<Disagreement> FindDisagreements(const std::vector<PairAnswer>& answers);

// The questions two or more algorithms answer alike, as FindDisagreements
// gives those they differ on: what "algorithms agree again" quotes.
std::vector<Disagreement> FindAgreements(const std::vector<PairAnswer>& answers);

// {"A and F", "robust-sat apart, plain-sat touching"}, for the log.
AnswersOfOnePair DescribeAnswers(const StaticLayout& layout, const Disagreement& question);
// "A and F: robust-sat apart, plain-sat touching", for the view and the log.
std::string DescribeDisagreement(const StaticLayout& layout, const Disagreement& disagreement);

}  // namespace harness
