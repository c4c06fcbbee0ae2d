#include "harness/origins/ask_origin.h"

#include <algorithm>
#include <type_traits>

namespace harness {
namespace {

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
            Judge(check, OutcomeOfAnswer(asked.query,
                                         collide::PairTestRegistry::Run(*test, asked.a, asked.b)));
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
