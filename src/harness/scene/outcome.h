#pragma once

// What an expectation expects and a test answers, as typed values: the one
// form from a scene file's "expect" entry to the check that judges it.

#include <optional>
#include <string_view>
#include <variant>

#include "collide/shapes/vec.h"

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

// What a test can answer, and what an expectation expects. A new outcome
// needs its struct here, its scene key, reading and writing
// (outcome.cpp), and its sentences (Agrees, Describe and MismatchSentence
// in sample/check.cpp).
using Outcome =
    std::variant<Intersects, ContactTime, Contains, ClosestPoint, Side, Hit, MeetingPoint>;

// The scene format's key for the outcome: "intersects", "contact_time",
// "contains", "closest_point", "side", "hit" or "point".
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

}  // namespace harness
