#pragma once

// What an expectation expects of the narrow phase's three queries
// (collide/registry/contact_queries.h), each within its tolerances, which a
// scene file gives beside it (docs/scene-format.md):
//   "distance": 0.25, "closest": [[a], [b]]            the gap, the closest points
//   "penetration": {"depth": 0.1, "normal": [0, 1, 0], "angle_tolerance_deg": 1}
//   "penetration": false                                apart
//   "contacts": {"count": [2, 4], "normal": [...], "points": [[...], ...]}
//   "cast": {"t": 0.4, "point": [...], "normal": [...]}    a sweep's first contact
//   "cast": false                                       it never touches
// The expectation's "tolerance" bounds every length (the gap, a depth, a
// point's coordinates); a normal is within an angle. Their rows are
// distance.cpp, penetration.cpp, contacts.cpp and cast.cpp beside this file.

#include <algorithm>
#include <array>
#include <initializer_list>
#include <optional>
#include <string>

#include "collide/shapes/vec.h"
#include "harness/scene/json_reader.h"

namespace harness {

// The gap between two convex shapes (0 when touching or overlapping) and,
// when given, their closest points (A's first): a gap between parallel
// faces has many, so a file gives them only where they are one pair.
struct Distance {
  double value = 0.0;
  std::optional<std::array<collide::Vec3, 2>> closest;
  bool operator==(const Distance&) const = default;
};

inline constexpr double kDefaultAngleToleranceDeg = 1.0;

// Overlapping by `depth` along `normal` from A to B (kept as the file gives
// it, so a file reads back bit for bit; compared by angle); or apart.
// A file may leave the depth or the normal out: then any agrees.
struct PenetrationDepth {
  bool overlapping = false;
  std::optional<double> depth;
  std::optional<collide::Vec3> normal;
  double angle_tolerance_deg = kDefaultAngleToleranceDeg;
  bool operator==(const PenetrationDepth&) const = default;
};

// The manifold: its count within [min_count, max_count], and when given its
// normal (within the angle) and its points, matched as sets (each expected
// point near one answered point, each answered point used once).
struct ContactSet {
  int min_count = 0;
  int max_count = 0;
  std::optional<collide::Vec3> normal;
  double angle_tolerance_deg = kDefaultAngleToleranceDeg;
  int point_count = 0;  // of `points`, given by the file; 0: not checked
  std::array<collide::Vec3, 4> points{};
  bool operator==(const ContactSet&) const = default;
};

// A sweep's first contact with a still shape (collide/kinds/sweep.h): at
// `t` in [0, 1] of its translation, touching at `point` along `normal`
// (from the moving shape to the still one); or never. A file may leave any
// of the three out: then any agrees.
struct CastContact {
  bool hits = false;
  std::optional<double> t;
  std::optional<collide::Vec3> point;
  std::optional<collide::Vec3> normal;
  double angle_tolerance_deg = kDefaultAngleToleranceDeg;
  bool operator==(const CastContact&) const = default;
};

// What a declaration expects, in one call: overlapping by `depth` along
// `normal`; exactly these contact points (1 to 4, as a set) along `normal`.
inline PenetrationDepth Overlapping(double depth, const collide::Vec3& normal) {
  PenetrationDepth p;
  p.overlapping = true;
  p.depth = depth;
  p.normal = normal;
  return p;
}
inline ContactSet ContactsAt(const collide::Vec3& normal,
                             std::initializer_list<collide::Vec3> points) {
  ContactSet set;
  set.min_count = set.max_count = set.point_count = static_cast<int>(points.size());
  set.normal = normal;
  std::copy(points.begin(), points.end(), set.points.begin());
  return set;
}

// A sweep first touching at `t`, at `point`, along `normal`.
inline CastContact CastsAt(double t, const collide::Vec3& point, const collide::Vec3& normal) {
  CastContact c;
  c.hits = true;
  c.t = t;
  c.point = point;
  c.normal = normal;
  return c;
}

// An outcome's "angle_tolerance_deg", in [0, 180] (default 1°); fails
// through the reader naming it.
double ReadAngleTolerance(ObjectReader& reader);

// "normal off by 12.3°" when both normals are given and further apart than
// the tolerance; "" otherwise.
std::string NormalDifference(const std::optional<collide::Vec3>& expected,
                             const std::optional<collide::Vec3>& actual, double tolerance_deg);

// The angle between two directions, in degrees (0 for a zero vector, which
// has none).
double AngleBetweenDeg(const collide::Vec3& x, const collide::Vec3& y);
// "12.3°"
std::string FormatAngle(double degrees);

}  // namespace harness
