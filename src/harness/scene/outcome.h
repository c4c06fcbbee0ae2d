#pragma once

// What an expectation expects and a test answers, as typed values: the one
// form from a scene file's "expect" entry to the check that judges it.
//
// Each outcome is one row (OutcomeRow): its scene key, the registry query
// whose answer it is, its tolerance, how a file gives it and how it is
// written back, how two are compared, and its words. The scene reader and
// writer, the checks, the pair table and --check's plugin pass look rows up
// instead of switching over outcomes, so a new outcome is its type and its
// row, registered by a static OutcomeRegistration beside it
// (docs/architecture.md). The scene format's own outcomes are the structs
// below; their rows are in harness/outcomes/.

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "collide/registry/answer.h"
#include "collide/registry/pair_tests.h"
#include "collide/registry/queries.h"
#include "collide/shapes/shape_kind.h"
#include "collide/shapes/vec.h"
#include "harness/scene/shape_fields.h"

namespace harness {

// The pair's static test: do the two shapes overlap (touching counts)?
struct Intersects {
  bool value = false;
  bool operator==(const Intersects&) const = default;
};

// Moving linearly from the start state, the pair first touches at `time`
// within a step of length `step`; nullopt: no contact within the step.
struct ContactTime {
  std::optional<double> time;
  double step = 0.0;
  bool operator==(const ContactTime&) const = default;
};

// The point is in or on the shape (the tutorial's point tests).
struct Contains {
  bool value = false;
  bool operator==(const Contains&) const = default;
};

// The shape's point nearest to the point; agrees within the tolerance on
// every coordinate.
struct ClosestPoint {
  collide::Vec3 point{0.0};
  bool operator==(const ClosestPoint&) const = default;
};

// The side of a plane a point is on: -1 behind, 0 on, +1 in front.
struct Side {
  int value = 0;
  bool operator==(const Side&) const = default;
};

// A ray or segment meets the shape; `t` is the distance along it to the
// first point (an expected hit may leave it out: then any t agrees).
struct Hit {
  bool value = false;
  std::optional<double> t;
  bool operator==(const Hit&) const = default;
};

// The one point three planes share; nullopt when they do not meet in one
// point.
struct MeetingPoint {
  std::optional<collide::Vec3> point;
  bool operator==(const MeetingPoint&) const = default;
};

// Where a shape is against a frustum: inside (wholly), outside (sharing no
// point) or intersecting; compared exactly.
struct Inside {
  collide::Inclusion value = collide::Inclusion::kOutside;
  bool operator==(const Inside&) const = default;
};

class Outcome;
// An outcome's value: a struct (not a bare bool or number), never an Outcome.
template <typename T>
concept OutcomeValue = std::is_class_v<T> && !std::is_same_v<std::decay_t<T>, Outcome>;

// What a test can answer, and what an expectation expects: a value of one
// of the registered outcome types, held in place. Default: Intersects{false}.
class Outcome {
 public:
  Outcome() : value_(Intersects{}) {}
  template <OutcomeValue T>
  Outcome(T value) : value_(std::move(value)) {}  // NOLINT(google-explicit-constructor)

  template <typename T>
  bool Is() const {
    return value_.Is<T>();
  }
  template <typename T>
  const T* GetIf() const {
    return value_.GetIf<T>();
  }
  template <typename T>
  T* GetIf() {
    return value_.GetIf<T>();
  }
  // Throws std::logic_error when the outcome is not a T.
  template <typename T>
  const T& Get() const {
    return value_.Get<T>();
  }
  collide::TypeKey type() const { return value_.type(); }

  // The same outcome with the same values (its row's ==).
  bool operator==(const Outcome& other) const;

 private:
  collide::InlineValue value_;
};

// How an outcome is put into words.
struct Wording {
  // A table cell's numbers: four significant digits. Otherwise (a log
  // line, a tooltip) six, and nine for a time.
  bool compact = false;
  // For a point's containment, the kind of shape it is tested against: in
  // a solid (or when not given) it is "inside" or "outside"; on a plane, a
  // ray or a segment, "on the plane" or "off the plane"
  // (collide::ShapeKindInfo::solid).
  std::optional<collide::ShapeKind> container;
};

// One outcome's row. Every function is given outcomes of the row's type.
struct OutcomeRow {
  std::string key;    // the scene format's key: "intersects", "hit", ...
  std::string takes;  // what the key takes, for messages: "(true or false)"
  // The registry query whose answer it is; none for an outcome that no pair
  // test answers (contact_time, the three planes' point).
  std::optional<collide::Query> query;
  // Where it sits in lists of outcomes (messages): lower first.
  int rank = 100;
  collide::TypeKey type = nullptr;
  double default_tolerance = 1e-5;
  // Other keys an expectation may give with it (a hit's "t"), each with
  // what to say when one comes with another outcome.
  std::vector<std::pair<std::string, std::string>> other_keys;
  std::function<bool(const Outcome&)> takes_tolerance;
  std::function<Outcome(ObjectReader& reader)> read;
  std::function<void(const Outcome&, const std::string& where, SceneJson& out)> write;
  std::function<bool(const Outcome& expected, const Outcome& actual, double tolerance)> agrees;
  std::function<bool(const Outcome& x, const Outcome& y)> equal;
  std::function<std::string(const Outcome&, const Wording&)> describe;
  std::function<std::string(const Outcome&, const Wording&)> should;
  // The query's answer as this outcome (only with a query).
  std::function<Outcome(const collide::Answer&)> of_answer;
  // What a plugin's C function returned, in the ABI's words ("returned 1
  // with t = 2.5"), numbers written by `number`; empty: "answered".
  std::function<std::string(const Outcome&, const std::function<std::string(double)>& number)>
      returned;
  // What differs between an expected outcome and an answer that does not
  // agree with it, when its words alone would not show it ("normal off by
  // 12.3°"); empty, or returning "": nothing more to say.
  std::function<std::string(const Outcome& expected, const Outcome& actual, double tolerance)>
      difference;
};

// A row as written beside its type T: each function takes a T.
template <typename T>
struct OutcomeBehaviour {
  std::string key{};
  std::string takes{};
  std::optional<collide::Query> query{};
  int rank = 100;
  double default_tolerance = 1e-5;
  std::vector<std::pair<std::string, std::string>> other_keys{};
  std::function<bool(const T&)> takes_tolerance{};  // empty: never
  std::function<T(ObjectReader& reader)> read{};
  std::function<void(const T&, const std::string& where, SceneJson& out)> write{};
  std::function<bool(const T& expected, const T& actual, double tolerance)> agrees{};
  std::function<std::string(const T&, const Wording&)> describe{};
  std::function<std::string(const T&, const Wording&)> should{};
  std::function<T(const collide::Answer&)> of_answer{};  // with a query
  std::function<std::string(const T&, const std::function<std::string(double)>& number)> returned{};
  std::function<std::string(const T& expected, const T& actual, double tolerance)> difference{};
};

// The rows. Lookups throw std::logic_error for an outcome type never
// registered (a programming error, not a file's).
class OutcomeTable {
 public:
  // Throws std::invalid_argument for an empty or taken key, a type or a
  // query already registered, or a missing function.
  const OutcomeRow& Add(OutcomeRow row);
  // For a test's own rows: false when no row has the key.
  bool Remove(std::string_view key);

  const OutcomeRow& Of(const Outcome& outcome) const;
  const OutcomeRow* Find(std::string_view key) const;
  // The row answering `query`; nullptr when none does.
  const OutcomeRow* OfQuery(collide::Query query) const;
  // Every row, by rank, then in the order added.
  const std::vector<const OutcomeRow*>& rows() const { return order_; }

  static OutcomeTable& Global();

 private:
  std::vector<std::unique_ptr<OutcomeRow>> rows_;
  std::vector<const OutcomeRow*> order_;
};

// The row of T from its typed behaviour.
template <typename T>
OutcomeRow MakeOutcomeRow(OutcomeBehaviour<T> b) {
  OutcomeRow row;
  row.key = std::move(b.key);
  row.takes = std::move(b.takes);
  row.query = b.query;
  row.rank = b.rank;
  row.type = collide::InlineValue::TypeOf<T>();
  row.default_tolerance = b.default_tolerance;
  row.other_keys = std::move(b.other_keys);
  row.takes_tolerance = [f = std::move(b.takes_tolerance)](const Outcome& o) {
    return f && f(o.Get<T>());
  };
  if (b.read) {
    row.read = [f = std::move(b.read)](ObjectReader& reader) { return Outcome(f(reader)); };
  }
  if (b.write) {
    row.write = [f = std::move(b.write)](const Outcome& o, const std::string& where,
                                         SceneJson& out) { f(o.Get<T>(), where, out); };
  }
  if (b.agrees) {
    row.agrees = [f = std::move(b.agrees)](const Outcome& e, const Outcome& a, double tolerance) {
      return a.Is<T>() && f(e.Get<T>(), a.Get<T>(), tolerance);
    };
  }
  row.equal = [](const Outcome& x, const Outcome& y) {
    return x.Is<T>() && y.Is<T>() && x.Get<T>() == y.Get<T>();
  };
  if (b.describe) {
    row.describe = [f = std::move(b.describe)](const Outcome& o, const Wording& w) {
      return f(o.Get<T>(), w);
    };
  }
  if (b.should) {
    row.should = [f = std::move(b.should)](const Outcome& o, const Wording& w) {
      return f(o.Get<T>(), w);
    };
  }
  if (b.of_answer) {
    row.of_answer = [f = std::move(b.of_answer)](const collide::Answer& answer) {
      return Outcome(f(answer));
    };
  }
  if (b.returned) {
    row.returned = [f = std::move(b.returned)](const Outcome& o,
                                               const std::function<std::string(double)>& number) {
      return f(o.Get<T>(), number);
    };
  }
  if (b.difference) {
    row.difference = [f = std::move(b.difference)](const Outcome& e, const Outcome& a,
                                                   double tolerance) {
      return a.Is<T>() ? f(e.Get<T>(), a.Get<T>(), tolerance) : std::string();
    };
  }
  return row;
}

// Registers T's row in the global table while it lives: a static object in
// the file beside T.
template <typename T>
class OutcomeRegistration {
 public:
  explicit OutcomeRegistration(OutcomeBehaviour<T> behaviour) {
    OutcomeTable::Global().Add(MakeOutcomeRow(std::move(behaviour)));
  }
};

// The row of the outcome's type (OutcomeTable::Global()).
const OutcomeRow& OutcomeRowOf(const Outcome& outcome);

// The query whose answer the outcome is; nullopt for one no pair test
// answers (a contact time, three planes' point).
std::optional<collide::Query> QueryOf(const Outcome& outcome);

// The scene format's key for the outcome: "intersects", "contact_time",
// "contains", "closest_point", "side", "hit", "point" or "inside".
std::string_view OutcomeKey(const Outcome& outcome);

// Whether the outcome takes a "tolerance": a contact time, a closest point,
// a hit with a t, a meeting point.
bool TakesTolerance(const Outcome& outcome);

inline constexpr double kDefaultContactTimeTolerance = 1e-6;
// closest_point, a hit's t, three planes' meeting point.
inline constexpr double kDefaultPointOutcomeTolerance = 1e-5;

// The tolerance when none is given: kDefaultContactTimeTolerance for a
// contact time (and intersects, which uses none),
// kDefaultPointOutcomeTolerance for every other outcome. The writer leaves
// out a tolerance equal to it.
double DefaultTolerance(const Outcome& outcome);

// The typed values compared: numbers within `tolerance` (every coordinate
// of a point), the rest exactly; a Hit expected without a t agrees with
// any t. Outcomes of two types never agree.
bool Agrees(const Outcome& expected, const Outcome& actual, double tolerance);

// "intersects", "apart", "t = 0.25", "no contact", "inside", "outside",
// "on the ray", "(0.72, 0.72, 1.96)", "in front", "behind", "on the
// plane", "hit at t = 2", "miss", "meet at (1, 2, 3)", "no single point",
// "inside the frustum", "outside the frustum", "intersects the frustum".
std::string Describe(const Outcome& outcome, const Wording& wording = {});

// What the subject of a failed check should have done, in the tutorial's
// words, to follow "sphere 1 and 3": " should not intersect", ": the point
// should be inside", ": the point should be on the plane", " should hit at
// t = 2", " should meet at (1, 2, 3)", " should be outside the frustum".
std::string ShouldPhrase(const Outcome& expected, const Wording& wording = {});

// What differs between `expected` and an `actual` that does not agree with
// it, beyond the two outcomes' words (OutcomeRow::difference); "" when the
// row says nothing more.
std::string Difference(const Outcome& expected, const Outcome& actual, double tolerance);

// The registry's answer to `query` as the outcome it answers (the row of
// that query). Throws std::logic_error when no outcome answers it.
Outcome OutcomeOfAnswer(collide::Query query, const collide::Answer& answer);

// What a plugin's function returned, in the ABI's words: "returned 0",
// "returned 1 with t = 2.5", "gave (1, 2, 3)"; "answered" when the row has
// no such words.
std::string WhatItReturned(const Outcome& actual, const std::function<std::string(double)>& number);

// In a scene file: the one outcome key an "expect" object gives (refusing
// none and several, naming every key there is), the outcome read from it
// with what only it takes (a hit's `t`; a ContactTime's step is set to the
// scene's dt once the whole scene is read), and the outcome written back
// (throwing std::invalid_argument for a number that is not finite).
std::string OnlyOutcomeKey(const ObjectReader& reader);
Outcome ReadOutcome(ObjectReader& reader, std::string_view key);
void WriteOutcome(const Outcome& outcome, const std::string& where, SceneJson& out);

}  // namespace harness
