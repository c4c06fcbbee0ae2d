#include "collide/hunt/hunt_judge.h"

#include <algorithm>
#include <cmath>
#include <type_traits>

namespace collide {
namespace {

bool Near(double x, double y, double tolerance) {
  return std::isfinite(x) && std::isfinite(y) && std::abs(x - y) <= tolerance;
}

bool IsFiniteAnswer(const Answer& answer) {
  return AnswersAgree(answer, answer, 0.0);
}

}  // namespace

bool AnswersAgree(const Answer& x, const Answer& y, double tolerance) {
  if (x.index() != y.index()) {
    return false;
  }
  return std::visit(
      [&](const auto& value) {
        using T = std::decay_t<decltype(value)>;
        const T& other = std::get<T>(y);
        if constexpr (std::is_same_v<T, Vec3>) {
          return Near(value.x, other.x, tolerance) && Near(value.y, other.y, tolerance) &&
                 Near(value.z, other.z, tolerance);
        } else if constexpr (std::is_same_v<T, std::optional<RayHit>>) {
          if (value.has_value() != other.has_value()) {
            return false;
          }
          return !value.has_value() || Near(value->t, other->t, tolerance);
        } else {
          return value == other;
        }
      },
      x);
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
  if (!IsFiniteAnswer(judgement.ours)) {
    return judgement;
  }
  judgement.comparable = true;
  try {
    judgement.theirs = PairTestRegistry::Run(theirs, x, y);
    judgement.disagree = !AnswersAgree(judgement.ours, *judgement.theirs, tolerance);
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

double CaseTolerance(const ShapeGenerators& generators, const std::vector<StaticShape>& shapes) {
  return 1e-5 * std::max(1.0, CaseSize(generators, shapes));
}

}  // namespace collide
