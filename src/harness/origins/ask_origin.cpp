#include "harness/origins/ask_origin.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <type_traits>

namespace harness {
namespace {

std::string VectorText(const collide::Vec3& v) {
  char text[96];
  std::snprintf(text, sizeof text, "(%.9g, %.9g, %.9g)", v.x, v.y, v.z);
  return text;
}

// A hit given in full (a plugin's cl_*_hit: its normal is not zero) is held
// to our own reference algorithm's point and normal too, within the
// expectation's tolerance and at least 1e-6: the expectation judges only
// whether it hits and its t. Called once that judgement held.
void CompareFullHit(const ShapesAsked& asked, const collide::Answer& theirs,
                    const OriginFunctions& functions, PairCheck& check) {
  using MaybeHit = std::optional<collide::RayHit>;
  if (asked.query != collide::Query::kHit || !theirs.Is<MaybeHit>()) {
    return;
  }
  const MaybeHit& their_hit = theirs.Get<MaybeHit>();
  if (!their_hit || their_hit->normal == collide::Vec3(0.0)) {
    return;
  }
  const collide::PairTest* ours = functions.tests->FindOfOrigin(
      collide::KindOf(asked.a), collide::KindOf(asked.b), asked.query, collide::kOurOrigin);
  if (ours == nullptr) {
    return;
  }
  const collide::Answer our_answer = collide::PairTestRegistry::Run(*ours, asked.a, asked.b);
  if (!our_answer.Is<MaybeHit>() || !our_answer.Get<MaybeHit>()) {
    return;  // ours misses: the expectation has judged whether it hits
  }
  const double tolerance = std::max(check.tolerance, 1e-6);
  const auto near = [tolerance](double x, double y) {
    return std::isfinite(x) && std::isfinite(y) && std::abs(x - y) <= tolerance;
  };
  if (collide::AnswersAgree(asked.query, our_answer, theirs, near)) {
    return;
  }
  const collide::RayHit& our_hit = *our_answer.Get<MaybeHit>();
  FailWithError(check,
                "its hit is at " + VectorText(their_hit->point) + " with the normal " +
                    VectorText(their_hit->normal) + "; ours (" + ours->id + ") is at " +
                    VectorText(our_hit.point) + " with the normal " + VectorText(our_hit.normal),
                collide::NoAnswer::kBadAnswer);
}

// The origin's answer to one question, judged into `check`; false when the
// origin has no function for it.
bool Answer(const OriginQuestion& question, const std::string& origin,
            const OriginFunctions& functions, PairCheck& check, const collide::PairTest*& test) {
  return std::visit(
      [&](const auto& asked) {
        using Asked = std::decay_t<decltype(asked)>;
        try {
          if constexpr (std::is_same_v<Asked, ShapesAsked>) {
            test = functions.tests->FindOfOrigin(collide::KindOf(asked.a), collide::KindOf(asked.b),
                                                 asked.query, origin);
            if (test == nullptr) {
              return false;
            }
            check.algorithm = test->id;
            check.wording.container = test->b;
            const collide::Answer answer = collide::PairTestRegistry::Run(*test, asked.a, asked.b);
            Judge(check, OutcomeOfAnswer(asked.query, answer));
            if (check.passed) {
              CompareFullHit(asked, answer, functions, check);
            }
          } else {
            test = nullptr;
            const collide::ContactTimeFunction* function = functions.contact_times->Find(origin);
            if (function == nullptr) {
              return false;
            }
            check.algorithm = origin;
            Judge(check, ContactTime{function->run(asked.a, asked.b, asked.dt), asked.dt});
          }
        } catch (const collide::PairTestError& error) {
          FailWithError(check, error.what(), error.why);
        }
        return true;
      },
      question.asked);
}

}  // namespace

OriginChecks AskOrigin(const OriginQuestions& questions, const std::string& origin,
                       const OriginFunctions& functions, const TestCounter* counter) {
  OriginChecks result;
  result.origin = origin;
  result.not_served = questions.not_about_the_pair;
  for (const OriginQuestion& question : questions.questions) {
    PairCheck check = question.check;
    const collide::PairTest* test = nullptr;
    if (!Answer(question, origin, functions, check, test)) {
      ++result.not_served;
      continue;
    }
    if (counter != nullptr) {
      counter->Add();
    }
    result.checks.push_back(std::move(check));
    result.tests.push_back(test);
  }
  return result;
}

std::vector<std::string> OtherOrigins(const OriginFunctions& functions) {
  std::vector<std::string> origins;
  const auto note = [&origins](const std::string& origin) {
    if (origin != collide::kOurOrigin &&
        std::find(origins.begin(), origins.end(), origin) == origins.end()) {
      origins.push_back(origin);
    }
  };
  for (const collide::PairTest& test : functions.tests->tests()) {
    note(test.origin);
  }
  for (const std::string& origin : functions.contact_times->Origins()) {
    note(origin);
  }
  return origins;
}

}  // namespace harness
