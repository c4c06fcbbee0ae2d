#pragma once

// An expectation as another author's code can be asked it: the pair in
// collide's terms (two shapes at rest and a query, or two moving spheres and
// their time of impact) beside the check it answers, not yet judged. A
// sample says which of its expectations are about the pair and how to ask
// them (Sample::QuestionsForOthers); the origins service
// (harness/origins/ask_origin.h) asks an origin and judges its answers, the
// same way for every sample and for --check --plugin.

#include <cstddef>
#include <variant>
#include <vector>

#include "collide/motion/time_of_impact.h"
#include "collide/registry/queries.h"
#include "collide/registry/static_shape.h"
#include "harness/sample_api/check.h"

namespace harness {

// Two shapes at rest, asked `query`: answered by the origin's pair test for
// their kinds (collide::PairTestRegistry::FindOfOrigin).
struct ShapesAsked {
  collide::Query query = collide::Query::kIntersects;
  collide::StaticShape a;
  collide::StaticShape b;
};

// Two moving spheres, asked their first contact within [0, dt]: answered by
// the origin's time of impact (collide::ContactTimeFunctions::Find).
struct MotionAsked {
  collide::MovingSphere a;
  collide::MovingSphere b;
  double dt = 0.0;
};

struct OriginQuestion {
  // The check an answer fills: expectation, ids, subject, expected outcome,
  // tolerance and wording. Its algorithm becomes the answering test's id.
  PairCheck check;
  std::variant<ShapesAsked, MotionAsked> asked;
};

struct OriginQuestions {
  std::vector<OriginQuestion> questions;
  // Expectations about one algorithm rather than the pair (a named
  // algorithm's known miss, a search's sliced step, three planes' point):
  // no other author's code is asked them.
  std::size_t not_about_the_pair = 0;
};

}  // namespace harness
