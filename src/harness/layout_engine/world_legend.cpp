// StaticWorld::Legend: the sample's words on its colours, and which
// algorithm colours where a pair has several (the others, ours and a
// plugin's, are in the pair table only).
#include <algorithm>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "harness/layout_engine/world.h"

namespace harness {
namespace {

using collide::Query;
using collide::ShapeKind;

// Where the algorithms that do not colour are shown: " (the pair table also
// shows corner-volume)", " (the pair table's "your code" column shows
// strict's)" for a plugin's, or both.
std::string AlsoShown(const std::vector<const collide::PairTest*>& tests,
                      const collide::PairTest* colouring) {
  std::string ours;
  std::string theirs;
  for (const collide::PairTest* test : tests) {
    if (test == colouring) {
      continue;
    }
    const bool own = test->origin == collide::PairTest{}.origin;
    std::string& list = own ? ours : theirs;
    list += (list.empty() ? "" : ", ") + (own ? test->id : test->origin + "'s");
  }
  if (theirs.empty()) {
    return " (the pair table also shows " + ours + ")";
  }
  const std::string column = "\"your code\" column shows " + theirs;
  return ours.empty() ? " (the pair table's " + column + ")"
                      : " (the pair table also shows " + ours + "; its " + column + ")";
}

}  // namespace

std::string StaticWorld::Legend(const std::vector<PairAnswer>& answers, const std::string& custom,
                                const std::string& colour_by) const {
  std::string legend =
      !custom.empty()
          ? custom
          : "Red: touches a shape it is tested against (intersects, contains, hit). Blue: "
            "touches none. The table's pairs are tested; a shape no expectation names is tested "
            "against every other. Yellow dot: a hit point; white: a closest point; orange: where "
            "planes meet. A yellow line joins the shapes of a failing expectation.";
  const auto asked = [&answers](Query query) {
    return std::any_of(answers.begin(), answers.end(),
                       [query](const PairAnswer& answer) { return answer.test->query == query; });
  };
  if (asked(Query::kSide)) {
    legend +=
        " A point tested against a plane is coloured by its side, as in the book's Point on "
        "Plane: green on the plane, blue in front of it, red behind it (red also when it touches "
        "another shape).";
  }
  if (asked(Query::kInside)) {
    legend +=
        " A shape tested against a frustum is coloured by where it is: green inside it, orange "
        "intersecting it (crossing its boundary), blue outside it (a draw culled by the frustum "
        "would skip it).";
  }
  // Which algorithm colours, for every tested pair of kinds whose colouring
  // query (or side) has more than one: the others are in the table only.
  std::vector<std::string> defaults;
  bool several_hits = false;
  bool chosen = false;  // some pair colours by an algorithm other than its default
  std::set<std::tuple<ShapeKind, ShapeKind, Query>> seen;
  for (const PairAnswer& answer : answers) {
    const collide::PairTest& test = *answer.test;
    if (test.query != Query::kSide && test.query != Query::kInside &&
        test.query != collide::ColouringQuery(registry_, test.a, test.b)) {
      continue;
    }
    if (!seen.insert({test.a, test.b, test.query}).second) {
      continue;
    }
    const auto tests = registry_.Find(test.a, test.b, test.query);
    if (tests.size() < 2) {
      continue;
    }
    // Side and inside colour by the default: "Colour by" picks among the
    // colouring query's tests only.
    const collide::PairTest* colouring = test.query == Query::kSide || test.query == Query::kInside
                                             ? tests.front()
                                             : ColouringTestOf(tests, colour_by);
    chosen |= colouring != tests.front();
    defaults.push_back(std::string(collide::ShapeKindId(test.a)) + "-" +
                       std::string(collide::ShapeKindId(test.b)) + " " +
                       std::string(collide::QueryId(test.query)) + " by " +
                       (colouring->origin == collide::PairTest{}.origin
                            ? colouring->id
                            : colouring->origin + "'s " + colouring->id) +
                       AlsoShown(tests, colouring));
    several_hits |= test.query == Query::kHit;
  }
  if (!defaults.empty()) {
    legend += chosen ? " Colour shows the chosen algorithm's answer where it has one, the "
                       "default's elsewhere: "
                     : " Colour shows the default algorithm's answer only: ";
    for (std::size_t i = 0; i < defaults.size(); ++i) {
      legend += (i > 0 ? "; " : "") + defaults[i];
    }
    legend += ".";
    if (several_hits) {
      legend +=
          " Every algorithm's hit point is drawn, so a hit point can sit on a blue shape that "
          "the default misses.";
    }
  }
  return legend;
}

}  // namespace harness
