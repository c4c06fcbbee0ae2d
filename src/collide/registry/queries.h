#pragma once

// The questions a pair test answers, one row each: its id (the scene
// format's outcome key), the type of its answer, whether an answer is a
// "hit" for colours, how two answers are compared, and how one is put into
// words. Every part of collide and the harness that handles answers looks up
// the row of the answer's query instead of switching over queries, so a new
// query is one row, added where its type is declared (AddQuery), and nothing
// else changes. Collision Lab's own queries are the rows of query_rows.cpp.

#include <cstddef>
#include <deque>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "collide/registry/answer.h"

namespace collide {

// A query: an index into the table of rows. Collision Lab's own are
// constants (Query::kIntersects ...); one added at run time is what
// AddQuery returns.
class Query {
 public:
  constexpr explicit Query(int index) : index_(index) {}
  constexpr int index() const { return index_; }
  constexpr auto operator<=>(const Query&) const = default;

  static const Query kIntersects;    // "intersects": do they share a point (touching counts)?
  static const Query kContains;      // "contains": is the point in or on the shape?
  static const Query kClosestPoint;  // "closest_point": the shape's point nearest to the point
  static const Query kSide;          // "side": -1 behind, 0 on, +1 in front of the plane
  static const Query kHit;           // "hit": where a ray or segment first meets the shape
  static const Query kInside;        // "inside": inside, outside or intersecting a frustum

 private:
  int index_;
};
inline constexpr Query Query::kIntersects{0};
inline constexpr Query Query::kContains{1};
inline constexpr Query Query::kClosestPoint{2};
inline constexpr Query Query::kSide{3};
inline constexpr Query Query::kHit{4};
inline constexpr Query Query::kInside{5};

// How two numbers of two answers are judged near: the hunt within an
// absolute tolerance, the disagreements within a relative rounding slack.
using NumbersNear = std::function<bool(double x, double y)>;

// One query's row, its answer held as an InlineValue of `answer_type`.
struct QueryRow {
  std::string id;
  TypeKey answer_type = nullptr;
  // Whether an answer reads as "touching", for colours.
  std::function<bool(const Answer&)> positive;
  // Whether two answers agree, numbers compared by `near`; answers of
  // another type than the row's never agree.
  std::function<bool(const Answer& x, const Answer& y, const NumbersNear& near)> agree;
  // A short phrase for tables and logs: "touching", "hit at t 1.414".
  std::function<std::string(const Answer&)> words;
  // The answer for the shapes given the other way round, for an answer
  // that names A and B (a normal from A to B, A's closest point first);
  // empty: the same answer either way (intersects, a ray's hit).
  std::function<Answer(const Answer&)> mirror;
  // Asked of a pair only when an expectation declares it: the narrow
  // phase's distances and manifolds would add three rows to every table of
  // the tutorial's pairs, which ask whether they touch.
  bool only_when_declared = false;
};

// A row as written beside its answer's type T: each function takes a T.
template <typename T>
struct QueryBehaviour {
  std::string id{};
  std::function<bool(const T&)> positive{};
  std::function<bool(const T& x, const T& y, const NumbersNear& near)> agree{};
  std::function<std::string(const T&)> words{};
  std::function<T(const T&)> mirror{};
  bool only_when_declared = false;
};

class QueryTable {
 public:
  // Adds a row; throws std::invalid_argument for an empty or taken id or a
  // missing function.
  Query Add(QueryRow row);

  // The row of `query`; throws std::out_of_range for one never added.
  const QueryRow& Row(Query query) const;
  std::optional<Query> Find(std::string_view id) const;
  // Every query, in the order added.
  std::vector<Query> queries() const;
  std::size_t size() const { return rows_.size(); }

  // The process's table: Collision Lab's queries (query_rows.cpp), then
  // whatever is added.
  static QueryTable& Global();

 private:
  std::deque<QueryRow> rows_;  // a deque: Add never moves a row
};

// Adds Collision Lab's own queries, in Query::k... order (query_rows.cpp).
void AddBuiltinQueries(QueryTable& table);

// Adds the query of answer type T to `table` (the global one by default).
template <typename T>
Query AddQuery(QueryBehaviour<T> behaviour, QueryTable& table = QueryTable::Global()) {
  QueryRow row;
  row.id = std::move(behaviour.id);
  row.answer_type = Answer::TypeOf<T>();
  if (behaviour.positive) {
    row.positive = [positive = std::move(behaviour.positive)](const Answer& answer) {
      const T* value = answer.GetIf<T>();
      return value != nullptr && positive(*value);
    };
  }
  if (behaviour.agree) {
    row.agree = [agree = std::move(behaviour.agree)](const Answer& x, const Answer& y,
                                                     const NumbersNear& near) {
      const T* a = x.GetIf<T>();
      const T* b = y.GetIf<T>();
      return a != nullptr && b != nullptr && agree(*a, *b, near);
    };
  }
  if (behaviour.words) {
    row.words = [words = std::move(behaviour.words)](const Answer& answer) -> std::string {
      const T* value = answer.GetIf<T>();
      return value != nullptr ? words(*value) : "no answer";
    };
  }
  row.only_when_declared = behaviour.only_when_declared;
  if (behaviour.mirror) {
    row.mirror = [mirror = std::move(behaviour.mirror)](const Answer& answer) -> Answer {
      const T* value = answer.GetIf<T>();
      return value != nullptr ? Answer(mirror(*value)) : answer;
    };
  }
  return table.Add(std::move(row));
}

// The global table's lookups.
std::string_view QueryId(Query query);
std::optional<Query> QueryFromId(std::string_view id);
std::vector<Query> AllQueries();

// Whether an answer to `query` reads as "touching", for colours: intersects,
// contains, a hit, a point on the plane, a shape inside or intersecting a
// frustum. A closest point is never one.
bool IsPositive(Query query, const Answer& answer);

// Whether two answers to `query` agree, numbers compared by `near`.
bool AnswersAgree(Query query, const Answer& x, const Answer& y, const NumbersNear& near);

// The answer to `query` for the shapes given the other way round (the
// row's mirror; the same answer for a query whose answers do not name A
// and B).
Answer MirroredAnswer(Query query, const Answer& answer);

// The answer in a few words: "touching", "apart", "hit at t 1.414", "miss",
// "in front", "(1, 2, 3)", "inside".
std::string AnswerWords(Query query, const Answer& answer);

}  // namespace collide
