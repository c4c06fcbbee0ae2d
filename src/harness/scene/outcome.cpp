// Every outcome's behaviour, one function per concern, each a case per
// outcome: its scene key and tolerance, how a file gives it, how a check
// compares and words it, and which registry answer it is.
#include "harness/scene/outcome.h"

#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "collide/registry/static_shape.h"
#include "collide/shapes/overloaded.h"

namespace harness {
namespace {

using collide::Overloaded;

// A step as written (0.6), a time to nine digits (0.266999998), and every
// number to four in a table's cells.
std::string Number(double value, int digits = 6) {
  char text[40];
  std::snprintf(text, sizeof text, "%.*g", digits, value);
  return text;
}

constexpr int kCompactDigits = 4;

std::string Number(double value, const Wording& wording) {
  return wording.compact ? Number(value, kCompactDigits) : Number(value);
}

std::string Time(double time, const Wording& wording = {}) {
  return "t = " + Number(time, wording.compact ? kCompactDigits : 9);
}

using collide::Overloaded;

std::string Point(const collide::Vec3& p, const Wording& wording = {}) {
  // Appended piece by piece: GCC 12's -Wrestrict misfires on "(" + string.
  std::string text = std::string("(");
  text += Number(p.x, wording);
  text += ", ";
  text += Number(p.y, wording);
  text += ", ";
  text += Number(p.z, wording);
  text += ")";
  return text;
}

// "inside" a solid; "on the plane", "off the plane" for a surface or line.
std::string Containment(bool contained, const Wording& wording) {
  const collide::ShapeKindInfo* info =
      wording.container ? collide::ShapeKinds::Global().Find(*wording.container) : nullptr;
  if (info == nullptr || info->solid) {
    return contained ? "inside" : "outside";
  }
  return (contained ? "on the " : "off the ") + info->id;
}

bool Near(double expected, double got, double tolerance) {
  return std::abs(got - expected) <= tolerance;
}

bool Near(const collide::Vec3& expected, const collide::Vec3& got, double tolerance) {
  return Near(expected.x, got.x, tolerance) && Near(expected.y, got.y, tolerance) &&
         Near(expected.z, got.z, tolerance);
}

// Both empty, or both set and near.
template <typename T>
bool Near(const std::optional<T>& expected, const std::optional<T>& got, double tolerance) {
  if (expected.has_value() != got.has_value()) {
    return false;
  }
  return !expected || Near(*expected, *got, tolerance);
}

std::string SideName(int side) {
  return side > 0 ? "in front" : side < 0 ? "behind" : "on the plane";
}

// The outcome keys, one of which an expectation gives, and what each takes.
constexpr const char* kOutcomeKeys[] = {"intersects", "contact_time", "contains", "closest_point",
                                        "side",       "hit",          "point",    "inside"};
constexpr const char* kOutcomeList =
    "one of \"intersects\" (true or false), \"contact_time\" (a time or null), \"contains\" (true "
    "or false), \"closest_point\" ([x, y, z]), \"side\" (-1, 0 or 1), \"hit\" (true or false), "
    "\"point\" ([x, y, z] or null) or \"inside\" (\"inside\", \"outside\" or \"intersecting\")";

// The one outcome key the object gives; refuses none and several.
std::string OnlyOutcomeKeyIn(const ObjectReader& reader) {
  std::vector<std::string> given;
  for (const char* key : kOutcomeKeys) {
    if (reader.Has(key)) {
      given.emplace_back(key);
    }
  }
  if (given.empty()) {
    reader.Fail("", std::string("missing the expected outcome: ") + kOutcomeList);
  }
  if (given.size() > 1) {
    std::string list = given.size() == 2 ? "both " : "";
    for (size_t i = 0; i < given.size(); ++i) {
      list += i == 0 ? "" : (i + 1 == given.size() ? " and " : ", ");
      list += '"';
      list += given[i];
      list += '"';
    }
    reader.Fail("", "give one expected outcome, not " + list);
  }
  return given.front();
}

std::optional<double> ReadContactTime(ObjectReader& reader) {
  const nlohmann::json* time = reader.Member("contact_time");
  if (time->is_null()) {
    return std::nullopt;
  }
  const double t = ReadFiniteNumber(*time, reader.PathOf("contact_time"), reader.file());
  if (t < 0.0) {
    reader.Fail("contact_time", "must be >= 0 (or null for no contact), got " + FormatNumber(t));
  }
  return t;
}

// A side is a sign: exactly -1, 0 or 1, written as an integer (1.0 reads
// like a measured value, which a side is not).
int ReadSide(ObjectReader& reader) {
  const nlohmann::json* side = reader.Member("side");
  constexpr const char* kValid = "must be -1 (behind the plane), 0 (on it) or 1 (in front), got ";
  if (!side->is_number()) {
    reader.Fail("side", kValid + JsonTypeName(*side));
  }
  if (!side->is_number_integer()) {
    reader.Fail("side", kValid + side->dump() + " (a side is written as an integer)");
  }
  if (side->is_number_unsigned() ? side->get<uint64_t>() > 1
                                 : side->get<int64_t>() < -1 || side->get<int64_t>() > 1) {
    reader.Fail("side", kValid + side->dump());
  }
  return static_cast<int>(side->get<int64_t>());
}

std::optional<collide::Vec3> ReadMeetingPoint(ObjectReader& reader) {
  const nlohmann::json* point = reader.Member("point");
  if (point->is_null()) {
    return std::nullopt;
  }
  return ReadVec3(*point, reader.PathOf("point"), reader.file());
}

// A hit's distance along the ray or segment: only with "hit": true.
Hit ReadHit(ObjectReader& reader) {
  const auto refuse_t = [&reader] {
    reader.Fail("t",
                "applies only to \"hit\": true (the distance along the ray or segment to "
                "the hit; a miss has none)");
  };
  Hit hit{reader.Bool("hit"), std::nullopt};
  if (!reader.Has("t")) {
    return hit;
  }
  if (!hit.value) {
    refuse_t();
  }
  const double t = reader.Number("t");
  if (t < 0.0) {
    reader.Fail("t", "must be >= 0 (a distance along the ray or segment), got " + FormatNumber(t));
  }
  hit.t = t;
  return hit;
}

// "inside", "outside" or "intersecting", exactly (a frustum's classes).
collide::Inclusion ReadInclusion(ObjectReader& reader) {
  const nlohmann::json* inside = reader.Member("inside");
  constexpr const char* kValid = "must be \"inside\", \"outside\" or \"intersecting\", got ";
  if (!inside->is_string()) {
    reader.Fail("inside", kValid + JsonTypeName(*inside));
  }
  const auto inclusion = collide::InclusionFromName(inside->get<std::string>());
  if (!inclusion) {
    reader.Fail("inside", kValid + inside->dump());
  }
  return *inclusion;
}

// "inside the frustum", "outside the frustum", "intersects the frustum".
std::string InclusionWords(collide::Inclusion inclusion) {
  return inclusion == collide::Inclusion::kIntersecting
             ? "intersecting the frustum"
             : std::string(collide::InclusionName(inclusion)) + " the frustum";
}

}  // namespace

std::string_view OutcomeKey(const Outcome& outcome) {
  return std::visit(Overloaded{
                        [](const Intersects&) { return "intersects"; },
                        [](const ContactTime&) { return "contact_time"; },
                        [](const Contains&) { return "contains"; },
                        [](const ClosestPoint&) { return "closest_point"; },
                        [](const Side&) { return "side"; },
                        [](const Hit&) { return "hit"; },
                        [](const MeetingPoint&) { return "point"; },
                        [](const Inside&) { return "inside"; },
                    },
                    outcome);
}

bool TakesTolerance(const Outcome& outcome) {
  if (const auto* hit = std::get_if<Hit>(&outcome)) {
    return hit->t.has_value();
  }
  return std::holds_alternative<ContactTime>(outcome) ||
         std::holds_alternative<ClosestPoint>(outcome) ||
         std::holds_alternative<MeetingPoint>(outcome);
}

double DefaultTolerance(const Outcome& outcome) {
  return std::holds_alternative<ContactTime>(outcome) || std::holds_alternative<Intersects>(outcome)
             ? kDefaultContactTimeTolerance
             : kDefaultPointOutcomeTolerance;
}

bool Agrees(const Outcome& expected, const Outcome& actual, double tolerance) {
  if (expected.index() != actual.index()) {
    return false;
  }
  return std::visit(Overloaded{
                        [&](const Intersects& e) { return e == std::get<Intersects>(actual); },
                        [&](const ContactTime& e) {
                          const ContactTime& got = std::get<ContactTime>(actual);
                          return Near(e.time, got.time, tolerance);
                        },
                        [&](const Contains& e) { return e == std::get<Contains>(actual); },
                        [&](const ClosestPoint& e) {
                          return Near(e.point, std::get<ClosestPoint>(actual).point, tolerance);
                        },
                        [&](const Side& e) { return e == std::get<Side>(actual); },
                        [&](const Hit& e) {
                          const Hit& got = std::get<Hit>(actual);
                          if (e.value != got.value) {
                            return false;
                          }
                          return !e.t || Near(e.t, got.t, tolerance);
                        },
                        [&](const MeetingPoint& e) {
                          return Near(e.point, std::get<MeetingPoint>(actual).point, tolerance);
                        },
                        [&](const Inside& e) { return e == std::get<Inside>(actual); },
                    },
                    expected);
}

std::string Describe(const Outcome& outcome, const Wording& wording) {
  return std::visit(
      Overloaded{
          [](const Intersects& o) -> std::string { return o.value ? "intersects" : "apart"; },
          [&](const ContactTime& o) -> std::string {
            return o.time ? Time(*o.time, wording) : "no contact";
          },
          [&](const Contains& o) { return Containment(o.value, wording); },
          [&](const ClosestPoint& o) { return Point(o.point, wording); },
          [](const Side& o) { return SideName(o.value); },
          [&](const Hit& o) -> std::string {
            return !o.value ? "miss" : o.t ? "hit at " + Time(*o.t, wording) : "hit";
          },
          [&](const MeetingPoint& o) -> std::string {
            return o.point ? "meet at " + Point(*o.point, wording) : "no single point";
          },
          [](const Inside& o) { return InclusionWords(o.value); },
      },
      outcome);
}

std::string ShouldPhrase(const Outcome& expected, const Wording& wording) {
  return std::visit(
      Overloaded{
          [](const Intersects& o) -> std::string {
            return o.value ? " should intersect" : " should not intersect";
          },
          [](const ContactTime& o) -> std::string {
            return o.time ? " should first touch at " + Time(*o.time)
                          : " should not touch within the step (dt = " + Number(o.step) + ")";
          },
          [&](const Contains& o) -> std::string {
            return ": the point should be " + Containment(o.value, wording);
          },
          [](const ClosestPoint& o) { return ": the closest point should be " + Point(o.point); },
          [](const Side& o) { return ": the point should be " + SideName(o.value); },
          [](const Hit& o) -> std::string {
            return !o.value ? " should miss" : o.t ? " should hit at " + Time(*o.t) : " should hit";
          },
          [](const MeetingPoint& o) -> std::string {
            return o.point ? " should meet at " + Point(*o.point)
                           : " should not meet in a single point";
          },
          [](const Inside& o) { return " should be " + InclusionWords(o.value); },
      },
      expected);
}

Outcome OutcomeOfAnswer(collide::Query query, const collide::Answer& answer) {
  switch (query) {
    case collide::Query::kIntersects:
      return Intersects{std::get<bool>(answer)};
    case collide::Query::kContains:
      return Contains{std::get<bool>(answer)};
    case collide::Query::kClosestPoint:
      return ClosestPoint{std::get<collide::Vec3>(answer)};
    case collide::Query::kSide:
      return Side{std::get<int>(answer)};
    case collide::Query::kHit: {
      const auto& hit = std::get<std::optional<collide::RayHit>>(answer);
      return hit ? Hit{true, hit->t} : Hit{false, std::nullopt};
    }
    case collide::Query::kInside:
      return Inside{std::get<collide::Inclusion>(answer)};
  }
  return Intersects{false};  // not reached: every query is handled above
}

std::string OnlyOutcomeKey(const ObjectReader& reader) {
  std::string key = OnlyOutcomeKeyIn(reader);
  if (reader.Has("t") && key != "hit") {
    reader.Fail("t",
                "applies only to \"hit\": true (the distance along the ray or segment to "
                "the hit; a miss has none)");
  }
  return key;
}

Outcome ReadOutcome(ObjectReader& reader, std::string_view key) {
  if (key == "intersects") {
    return Intersects{reader.Bool("intersects")};
  }
  if (key == "contact_time") {
    return ContactTime{ReadContactTime(reader), 0.0};
  }
  if (key == "contains") {
    return Contains{reader.Bool("contains")};
  }
  if (key == "closest_point") {
    return ClosestPoint{reader.Vec3("closest_point")};
  }
  if (key == "side") {
    return Side{ReadSide(reader)};
  }
  if (key == "hit") {
    return ReadHit(reader);
  }
  if (key == "inside") {
    return Inside{ReadInclusion(reader)};
  }
  return MeetingPoint{ReadMeetingPoint(reader)};
}

void WriteOutcome(const Outcome& outcome, const std::string& where, SceneJson& out) {
  const std::string key(OutcomeKey(outcome));
  const std::string at = where + "." + key;
  std::visit(
      Overloaded{
          [&](const Intersects& o) { out[key] = o.value; },
          [&](const ContactTime& o) { out[key] = o.time ? JsonNumber(*o.time, at) : SceneJson(); },
          [&](const Contains& o) { out[key] = o.value; },
          [&](const ClosestPoint& o) { out[key] = JsonVector(o.point, at); },
          [&](const Side& o) { out[key] = o.value; },
          [&](const Hit& o) {
            out[key] = o.value;
            if (o.value && o.t) {  // a miss has no t: the file cannot say one
              out["t"] = JsonNumber(*o.t, where + ".t");
            }
          },
          [&](const MeetingPoint& o) {
            out[key] = o.point ? JsonVector(*o.point, at) : SceneJson();
          },
          [&](const Inside& o) { out[key] = collide::InclusionName(o.value); },
      },
      outcome);
}

}  // namespace harness
