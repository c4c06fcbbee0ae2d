#include "collide/hunt/hunt_judge.h"

#include <algorithm>
#include <cmath>

#include "collide/registry/cast_judge.h"
#include "collide/registry/contact_queries.h"
#include "collide/registry/penetration_judge.h"
#include "collide/registry/sweep.h"

namespace collide {
namespace {

bool Near(double x, double y, double tolerance) {
  return std::isfinite(x) && std::isfinite(y) && std::abs(x - y) <= tolerance;
}

bool IsFiniteAnswer(Query query, const Answer& answer) {
  return AnswersAgreeWithin(query, answer, answer, 0.0);
}

// A penetration's normal is not always unique (penetration_judge.h): theirs
// agrees when it is as shallow a way apart as ours.
bool AnotherRightPenetration(Query query, const StaticShape& x, const StaticShape& y,
                             const Answer& ours, const Answer& theirs, double tolerance) {
  if (query != PenetrationQuery() || !ours.Is<PenetrationAnswer>() ||
      !theirs.Is<PenetrationAnswer>()) {
    return false;
  }
  return PenetrationAlsoRight(x, y, ours.Get<PenetrationAnswer>(), theirs.Get<PenetrationAnswer>(),
                              tolerance);
}

// Nor is a cast's point and normal (cast_judge.h): theirs agrees when it
// touches at the same time, on both shapes, along as right a normal.
bool AnotherRightCast(Query query, const StaticShape& x, const StaticShape& y, const Answer& ours,
                      const Answer& theirs, double tolerance) {
  if (query != CastQuery() || !ours.Is<CastAnswer>() || !theirs.Is<CastAnswer>()) {
    return false;
  }
  if (x.Is<Sweep>()) {
    return CastAlsoRight(x, y, ours.Get<CastAnswer>(), theirs.Get<CastAnswer>(), tolerance);
  }
  // Asked the other way round: the answers' normals were turned to run
  // from the still shape (the query's mirror); turned back, as asked.
  const auto turned = [](CastAnswer cast) {
    if (cast) {
      cast->normal = -cast->normal;
    }
    return cast;
  };
  return CastAlsoRight(y, x, turned(ours.Get<CastAnswer>()), turned(theirs.Get<CastAnswer>()),
                       tolerance);
}

}  // namespace

bool AnswersAgreeWithin(Query query, const Answer& x, const Answer& y, double tolerance) {
  return AnswersAgree(query, x, y,
                      [tolerance](double a, double b) { return Near(a, b, tolerance); });
}

Judgement Judge(const PairTest& ours, const PairTest& theirs, const StaticShape& x,
                const StaticShape& y, double tolerance) {
  Judgement judgement;
  if (Validate(x) || Validate(y)) {
    return judgement;
  }
  try {
    judgement.ours = PairTestRegistry::Run(ours, x, y);
  } catch (const PairTestError&) {
    return judgement;
  }
  if (!IsFiniteAnswer(ours.query, judgement.ours)) {
    return judgement;
  }
  judgement.comparable = true;
  try {
    judgement.theirs = PairTestRegistry::Run(theirs, x, y);
    judgement.disagree =
        !AnswersAgreeWithin(ours.query, judgement.ours, *judgement.theirs, tolerance) &&
        !AnotherRightPenetration(ours.query, x, y, judgement.ours, *judgement.theirs, tolerance) &&
        !AnotherRightCast(ours.query, x, y, judgement.ours, *judgement.theirs, tolerance);
  } catch (const PairTestNotCovered&) {
    judgement.comparable = false;  // their code leaves these shapes out
  } catch (const PairTestError& error) {
    judgement.theirs_error = error.what();
    judgement.disagree = true;
  }
  return judgement;
}

double CaseSize(const ShapeGenerators& generators, const std::vector<StaticShape>& shapes) {
  double largest = 0.0;
  for (const StaticShape& shape : shapes) {
    const ShapeGenerator* generator = generators.Find(shape.kind());
    if (generator == nullptr) {
      continue;
    }
    const std::vector<double> numbers = generator->numbers(shape);
    const std::vector<double> doubled = generator->numbers(generator->scaled(shape, 2.0));
    for (std::size_t i = 0; i < numbers.size() && i < doubled.size(); ++i) {
      if (doubled[i] == 2.0 * numbers[i]) {
        largest = std::max(largest, std::abs(numbers[i]));
      }
    }
  }
  return largest;
}

double CaseTolerance(const ShapeGenerators& generators, const std::vector<StaticShape>& shapes,
                     double relative) {
  return relative * std::max(1.0, CaseSize(generators, shapes));
}

}  // namespace collide
