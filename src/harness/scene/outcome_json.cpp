#include <nlohmann/json.hpp>
#include <stdexcept>
#include <vector>

#include "collide/shapes/overloaded.h"
#include "harness/scene/outcome_json.h"

namespace harness {
namespace {

// The outcome keys, one of which an expectation gives, and what each takes.
constexpr const char* kOutcomeKeys[] = {"intersects", "contact_time", "contains", "closest_point",
                                        "side",       "hit",          "point"};
constexpr const char* kOutcomeList =
    "one of \"intersects\" (true or false), \"contact_time\" (a time or null), \"contains\" (true "
    "or false), \"closest_point\" ([x, y, z]), \"side\" (-1, 0 or 1), \"hit\" (true or false) or "
    "\"point\" ([x, y, z] or null)";

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

}  // namespace

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
  return MeetingPoint{ReadMeetingPoint(reader)};
}

void WriteOutcome(const Outcome& outcome, const std::string& where, SceneJson& out) {
  const std::string key(OutcomeKey(outcome));
  const std::string at = where + "." + key;
  std::visit(
      collide::Overloaded{
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
      },
      outcome);
}

}  // namespace harness
