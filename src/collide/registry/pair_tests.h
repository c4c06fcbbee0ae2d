#pragma once

// The registry of pair tests: for each pair of shape kinds (static_shape.h)
// and each question asked of them (Query), the algorithms that answer it, by
// id. The static-shapes engine evaluates every expectation through this one
// dispatch, so adding a pair test is one Add call, in one file, and no
// sample changes. The registry grows at run time: a plugin may add its own
// algorithm for a pair beside ours, and samples show both.
//
// Order is free: a test registered for (ray, sphere) also answers (sphere,
// ray); the registry swaps the arguments. Every query reads the same either
// way round: a closest point is on the shape that is not the point, a hit is
// the ray's or segment's.
//
// Beside the pair tests it holds triple tests: where three shapes meet (three
// planes' point, the scene format's "point"), open to run-time additions in
// the same way.

#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "collide/queries/raycast.h"
#include "collide/registry/answer.h"
#include "collide/registry/queries.h"
#include "collide/registry/static_shape.h"
#include "collide/shapes/frustum.h"
#include "collide/trace/trace.h"

namespace collide {

// The origin (PairTest::origin) of Collision Lab's own tests; any other is
// another author's, a plugin's name.
inline constexpr const char* kOurOrigin = "collision-lab";

// Why a test could not answer, for the tables that count a plugin's crashes
// and hangs apart from its wrong answers.
enum class NoAnswer {
  kBadAnswer,  // it answered something out of range, or could not take the shapes
  kCrashed,    // its process died (a signal, an abort, an exit)
  kHung,       // it did not return within the time limit
  kOff,        // not called: it hung before, and stays off until rebuilt
};

// What a test's run throws when it could not answer: a plugin's function
// crashed, hung, or returned something out of range. The message names the
// function and the inputs; whoever evaluates reports it as a failure of
// that algorithm, never as a hit or a miss.
struct PairTestError : std::runtime_error {
  explicit PairTestError(const std::string& what, NoAnswer why = NoAnswer::kBadAnswer)
      : std::runtime_error(what), why(why) {}
  NoAnswer why;
};

// What a test's run throws for shapes it holds no code for, though their
// kinds are its own: a plugin's casts are one test per still kind, and a
// sweep of a kind it exports no cast for has none. Not a wrong answer: the
// hunt skips the case; elsewhere it counts as any PairTestError.
struct PairTestNotCovered : PairTestError {
  using PairTestError::PairTestError;
};

// One algorithm answering one query for one pair of kinds.
struct PairTest {
  std::string id;  // e.g. "squared-distance", "one-sided"; unique per (kinds, query)
  ShapeKind a = ShapeKind::kPoint;
  ShapeKind b = ShapeKind::kPoint;
  Query query = Query::kIntersects;
  // One sentence for panels: what it computes and where it is known to fail.
  std::string summary;
  // Called with shapes of kinds a and b, in that order, each valid
  // (Validate in static_shape.h). May throw PairTestError.
  std::function<Answer(const StaticShape& a, const StaticShape& b)> run;
  // The same algorithm run traced (trace.h): the same answer, and the steps
  // it took recorded in `trace`. Empty for a test that records no steps (a
  // plugin's: its code is not ours to step through).
  std::function<Answer(const StaticShape& a, const StaticShape& b, Trace& trace)> traced;
  // Who wrote it: "collision-lab" for ours, a plugin's name for others'.
  std::string origin = kOurOrigin;
};

// One algorithm for the point three shapes share (three planes: the book's
// 3 Plane Intersection), for one triple of kinds.
struct TripleTest {
  std::string id;  // e.g. "cramer"; unique per kinds (in any order)
  ShapeKind a = ShapeKind::kPlane;
  ShapeKind b = ShapeKind::kPlane;
  ShapeKind c = ShapeKind::kPlane;
  std::string summary;
  // Called with shapes of kinds a, b and c, in that order, each valid. The
  // point they all hold, or nullopt when they share none or more than one.
  std::function<std::optional<Vec3>(const StaticShape& a, const StaticShape& b,
                                    const StaticShape& c)>
      run;
  // The same algorithm run traced (trace.h), as PairTest::traced: the same
  // point, and the steps it took recorded in `trace`. Empty for a test that
  // records no steps.
  std::function<std::optional<Vec3>(const StaticShape& a, const StaticShape& b,
                                    const StaticShape& c, Trace& trace)>
      traced;
  std::string origin = kOurOrigin;
};

class PairTestRegistry {
 public:
  // Throws std::invalid_argument for an empty id or function, or an id
  // already registered for the same kinds (in either order) and query.
  const PairTest& Add(PairTest test);

  // The tests for kinds (a, b), in either order, answering `query`, in the
  // order added: the first is the default.
  std::vector<const PairTest*> Find(ShapeKind a, ShapeKind b, Query query) const;
  // One of them by id; nullptr when none has it.
  const PairTest* Find(ShapeKind a, ShapeKind b, Query query, std::string_view id) const;
  // The first of them written by `origin` (a plugin's name); nullptr when
  // that origin has none.
  const PairTest* FindOfOrigin(ShapeKind a, ShapeKind b, Query query,
                               std::string_view origin) const;
  // The queries some test answers for kinds (a, b), in the query table's order.
  std::vector<Query> QueriesFor(ShapeKind a, ShapeKind b) const;

  // Runs `test` on x and y given in either order; the answer is for x and
  // y as given (MirroredAnswer: a normal from x to y).
  static Answer Run(const PairTest& test, const StaticShape& x, const StaticShape& y);
  // Run, traced: the same answer, with the steps recorded in `trace`. The
  // steps name the shapes in the order the test takes them, which is y
  // before x when the test is registered the other way round
  // (TakesSwapped). Throws std::invalid_argument for a test without steps.
  static Answer RunTraced(const PairTest& test, const StaticShape& x, const StaticShape& y,
                          Trace& trace);
  // True when `test` takes x and y the other way round (y is its A).
  static bool TakesSwapped(const PairTest& test, const StaticShape& x, const StaticShape& y);

  // Takes out the test `id` for kinds (a, b), in either order, answering
  // `query`: a plugin unloaded, or a test undoing its own Add. False when no
  // test has it. Every pointer into the registry may then be stale: whatever
  // holds one past the call that found it (a sample's answers) keeps the generation() it found it
  // in, and looks again when that has changed.
  bool Remove(ShapeKind a, ShapeKind b, Query query, std::string_view id);

  // Counts every change of the tests: each Add, Remove, AddTriple and
  // RemoveTriple that succeeds. A pointer found at one generation is safe to
  // use while the generation is the same; a refused call changes nothing.
  std::uint64_t generation() const { return generation_; }

  // Triple tests, as the pair tests: Add throws std::invalid_argument for an
  // empty id or function, or an id already registered for the same kinds (in
  // any order); Find takes the kinds in any order, the first added being the
  // default; Run takes the shapes in any order; RemoveTriple is Remove's
  // twin (false when no triple test has the id).
  const TripleTest& AddTriple(TripleTest test);
  bool RemoveTriple(ShapeKind a, ShapeKind b, ShapeKind c, std::string_view id);
  std::vector<const TripleTest*> FindTriple(ShapeKind a, ShapeKind b, ShapeKind c) const;
  const TripleTest* FindTriple(ShapeKind a, ShapeKind b, ShapeKind c, std::string_view id) const;
  static std::optional<Vec3> Run(const TripleTest& test, const StaticShape& x, const StaticShape& y,
                                 const StaticShape& z);
  // Run, traced: the same point, with the steps recorded in `trace`; the
  // steps name the planes in the order the test takes them. Throws
  // std::invalid_argument for a test without steps.
  static std::optional<Vec3> RunTraced(const TripleTest& test, const StaticShape& x,
                                       const StaticShape& y, const StaticShape& z, Trace& trace);
  const std::deque<TripleTest>& triple_tests() const { return triple_tests_; }

  std::size_t size() const { return tests_.size(); }
  const std::deque<PairTest>& tests() const { return tests_; }

  // The process's registry: Collision Lab's tests (RegisterBuiltinPairTests),
  // then whatever is added at run time. Pointers into it stay valid.
  static PairTestRegistry& Global();

 private:
  std::deque<PairTest> tests_;  // a deque: Add never moves a test
  std::deque<TripleTest> triple_tests_;
  std::uint64_t generation_ = 0;
};

// Adds `fn(const A&, const B&)`, returning its query's answer type, as the
// test `id` for the kinds of A and B: how a kind's own file registers its
// tests (the built-in ones, a later chapter's, a plugin's).
template <HasShapeKind A, HasShapeKind B, typename Function>
const PairTest& AddPairTest(PairTestRegistry& registry, std::string id, Query query,
                            std::string summary, Function fn) {
  PairTest test;
  test.id = std::move(id);
  test.a = ShapeKindOf<A>::kValue;
  test.b = ShapeKindOf<B>::kValue;
  test.query = query;
  test.summary = std::move(summary);
  test.run = [fn](const StaticShape& a, const StaticShape& b) -> Answer {
    return fn(a.Get<A>(), b.Get<B>());
  };
  return registry.Add(std::move(test));
}

// AddPairTest for an algorithm that can explain itself: `fn(const A&, const
// B&, auto& tracer)` runs with NoTrace as the test's `run` and with Trace as
// its `traced` (trace.h), so both are the one function.
template <HasShapeKind A, HasShapeKind B, typename Function>
const PairTest& AddTracedPairTest(PairTestRegistry& registry, std::string id, Query query,
                                  std::string summary, Function fn) {
  PairTest test;
  test.id = std::move(id);
  test.a = ShapeKindOf<A>::kValue;
  test.b = ShapeKindOf<B>::kValue;
  test.query = query;
  test.summary = std::move(summary);
  test.run = [fn](const StaticShape& a, const StaticShape& b) -> Answer {
    NoTrace& untraced = Untraced();
    return fn(a.Get<A>(), b.Get<B>(), untraced);
  };
  test.traced = [fn](const StaticShape& a, const StaticShape& b, Trace& trace) -> Answer {
    return fn(a.Get<A>(), b.Get<B>(), trace);
  };
  return registry.Add(std::move(test));
}

// Adds Collision Lab's own pair and triple tests (pair_tests_builtin.cpp)
// to `registry`.
void RegisterBuiltinPairTests(PairTestRegistry& registry);

// The question whose answer colours a pair (red when positive): the first of
// intersects, hit, contains and side that the pair answers; nullopt when it
// answers none of them (two points; a point and a box).
std::optional<Query> ColouringQuery(const PairTestRegistry& registry, ShapeKind a, ShapeKind b);

}  // namespace collide
