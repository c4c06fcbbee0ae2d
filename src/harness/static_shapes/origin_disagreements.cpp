#include "harness/static_shapes/origin_disagreements.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace harness {
namespace {

const collide::PairTest* OurDefault(const collide::PairTestRegistry& registry,
                                    const collide::PairTest& test) {
  for (const collide::PairTest* t : registry.Find(test.a, test.b, test.query)) {
    if (t->origin == kOurOrigin) {
      return t;
    }
  }
  return nullptr;
}

}  // namespace

std::vector<std::string> OtherOrigins(const std::vector<PairAnswer>& answers) {
  std::vector<std::string> origins;
  for (const PairAnswer& answer : answers) {
    const std::string& origin = answer.test->origin;
    if (origin != kOurOrigin &&
        std::find(origins.begin(), origins.end(), origin) == origins.end()) {
      origins.push_back(origin);
    }
  }
  return origins;
}

std::vector<OriginDisagreement> OriginDisagreements(const StaticLayout& layout,
                                                    const std::vector<PairAnswer>& answers,
                                                    const collide::PairTestRegistry& registry) {
  // Our answers by (a, b, test), to find the one each of theirs is beside.
  std::map<std::tuple<std::size_t, std::size_t, const collide::PairTest*>, const PairAnswer*> ours;
  for (const PairAnswer& answer : answers) {
    if (answer.test->origin == kOurOrigin) {
      ours[{answer.a, answer.b, answer.test}] = &answer;
    }
  }
  std::vector<OriginDisagreement> found;
  for (const PairAnswer& answer : answers) {
    const collide::PairTest& test = *answer.test;
    if (test.origin == kOurOrigin || (test.a == test.b && answer.a > answer.b)) {
      continue;
    }
    const collide::PairTest* default_test = OurDefault(registry, test);
    const auto mine = ours.find({answer.a, answer.b, default_test});
    if (default_test == nullptr || mine == ours.end() || !mine->second->error.empty()) {
      continue;  // nothing of ours to compare with
    }
    const Outcome our_outcome = OutcomeOfAnswer(test.query, mine->second->answer);
    Wording wording;
    wording.container = test.b;
    std::string what;
    if (!answer.error.empty()) {
      what = " could not answer: " + answer.error;
    } else {
      const Outcome their_outcome = OutcomeOfAnswer(test.query, answer.answer);
      if (Agrees(our_outcome, their_outcome, DefaultTolerance(our_outcome))) {
        continue;
      }
      what = " says " + Describe(their_outcome, wording);
    }
    const std::string& a = layout.shapes[answer.a].id;
    const std::string& b = layout.shapes[answer.b].id;
    OriginDisagreement d;
    d.a = answer.a;
    d.b = answer.b;
    d.theirs = &test;
    d.origin = test.origin;
    d.sentence = StaticWorld::Subject(layout, a, b) + ": " + test.origin + " (" + test.id + ")" +
                 what + ", ours (" + default_test->id + ") says " + Describe(our_outcome, wording);
    found.push_back(std::move(d));
  }
  return found;
}

}  // namespace harness
