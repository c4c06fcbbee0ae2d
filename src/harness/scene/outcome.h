#pragma once

// What an expectation expects and a test answers, as typed values: the one
// form from a scene file's "expect" entry to the check that judges it.

#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "collide/registry/pair_tests.h"
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

// What a test can answer, and what an expectation expects. A new outcome
// is its struct here, its case in each function below (outcome.cpp), and
// the registry's query that answers it (collide/registry/pair_tests.h).
using Outcome =
    std::variant<Intersects, ContactTime, Contains, ClosestPoint, Side, Hit, MeetingPoint, Inside>;

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
// any t.
bool Agrees(const Outcome& expected, const Outcome& actual, double tolerance);

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

// The registry's answer to `query` as the outcome it answers.
Outcome OutcomeOfAnswer(collide::Query query, const collide::Answer& answer);

// In a scene file: the one outcome key an "expect" object gives (refusing
// none and several, naming every key there is), the outcome read from it
// with what only it takes (a hit's `t`; a ContactTime's step is set to the
// scene's dt once the whole scene is read), and the outcome written back
// (throwing std::invalid_argument for a number that is not finite).
std::string OnlyOutcomeKey(const ObjectReader& reader);
Outcome ReadOutcome(ObjectReader& reader, std::string_view key);
void WriteOutcome(const Outcome& outcome, const std::string& where, SceneJson& out);

}  // namespace harness
