#include "harness/layout_engine/disagreements.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>
#include <utility>

namespace harness {
namespace {

constexpr double kRelativeSlack = 1e-9;

bool NumbersDiffer(double x, double y) {
  return std::abs(x - y) > kRelativeSlack * std::max({1.0, std::abs(x), std::abs(y)});
}

}  // namespace

bool AnswersDiffer(collide::Query query, const collide::Answer& x, const collide::Answer& y) {
  return !collide::AnswersAgree(query, x, y,
                                [](double a, double b) { return !NumbersDiffer(a, b); });
}

namespace {

// The questions (unordered pair and query) two or more algorithms answer,
// in the order first met, those on which they differ (`differing`) or
// those on which they all agree (otherwise).
std::vector<Disagreement> CompareAlgorithms(const std::vector<PairAnswer>& answers,
                                            bool differing) {
  // Per unordered pair and query, the answers in order met.
  using Key = std::tuple<std::size_t, std::size_t, collide::Query>;
  std::map<Key, std::vector<const PairAnswer*>> by_question;
  std::vector<Key> order;
  for (const PairAnswer& answer : answers) {
    const Key key{std::min(answer.a, answer.b), std::max(answer.a, answer.b), answer.test->query};
    auto& list = by_question[key];
    if (list.empty())
      order.push_back(key);
    // Two shapes of one kind are answered in both orders: keep one per test.
    const bool seen = std::any_of(list.begin(), list.end(),
                                  [&](const PairAnswer* p) { return p->test == answer.test; });
    if (!seen)
      list.push_back(&answer);
  }
  std::vector<Disagreement> found;
  for (const Key& key : order) {
    const auto& list = by_question[key];
    // An algorithm that could not answer (a plugin's crash) differs from
    // every answer.
    const bool differ = std::any_of(list.begin() + 1, list.end(), [&](const PairAnswer* p) {
      return !p->error.empty() || !list.front()->error.empty() ||
             AnswersDiffer(std::get<2>(key), list.front()->answer, p->answer);
    });
    if (list.size() < 2 || differ != differing)
      continue;
    Disagreement disagreement{std::get<0>(key), std::get<1>(key), std::get<2>(key), {}};
    for (const PairAnswer* p : list) {
      disagreement.answers.push_back(p->test->id + " " +
                                     (p->error.empty()
                                          ? collide::AnswerWords(p->test->query, p->answer)
                                          : "could not answer (" + p->error + ")"));
    }
    found.push_back(std::move(disagreement));
  }
  return found;
}

}  // namespace

std::vector<Disagreement> FindDisagreements(const std::vector<PairAnswer>& answers) {
  return CompareAlgorithms(answers, /*differing=*/true);
}

std::vector<Disagreement> FindAgreements(const std::vector<PairAnswer>& answers) {
  return CompareAlgorithms(answers, /*differing=*/false);
}

AnswersOfOnePair DescribeAnswers(const StaticLayout& layout, const Disagreement& question) {
  AnswersOfOnePair pair;
  pair.subject = layout.shapes[question.a].id + " and " + layout.shapes[question.b].id;
  for (std::size_t i = 0; i < question.answers.size(); ++i) {
    pair.answers.append(i == 0 ? "" : ", ").append(question.answers[i]);
  }
  return pair;
}

std::string DescribeDisagreement(const StaticLayout& layout, const Disagreement& disagreement) {
  const AnswersOfOnePair pair = DescribeAnswers(layout, disagreement);
  return pair.subject + ": " + pair.answers;
}

}  // namespace harness
