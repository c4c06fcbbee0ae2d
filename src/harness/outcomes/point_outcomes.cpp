// The rows of the outcomes that are a point: "closest_point" (a pair's) and
// "point" (where three planes meet, or null), each within the tolerance on
// every coordinate.
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "harness/scene/outcome.h"
#include "harness/scene/outcome_words.h"

namespace harness {
namespace {

std::optional<collide::Vec3> ReadMeetingPoint(ObjectReader& reader) {
  const nlohmann::json* point = reader.Member("point");
  if (point->is_null()) {
    return std::nullopt;
  }
  return ReadVec3(*point, reader.PathOf("point"), reader.file());
}

const OutcomeRegistration<ClosestPoint> kClosestPoint({
    .key = "closest_point",
    .takes = "([x, y, z])",
    .query = collide::Query::kClosestPoint,
    .rank = 4,
    .default_tolerance = kDefaultPointOutcomeTolerance,
    .takes_tolerance = [](const ClosestPoint&) { return true; },
    .read = [](ObjectReader& reader) { return ClosestPoint{reader.Vec3("closest_point")}; },
    .write =
        [](const ClosestPoint& o, const std::string& where, SceneJson& out) {
          out["closest_point"] = JsonVector(o.point, where + ".closest_point");
        },
    .agrees = [](const ClosestPoint& e, const ClosestPoint& a,
                 double tolerance) { return Near(e.point, a.point, tolerance); },
    .describe = [](const ClosestPoint& o,
                   const Wording& wording) { return OutcomePoint(o.point, wording); },
    .should =
        [](const ClosestPoint& o, const Wording&) {
          return ": the closest point should be " + OutcomePoint(o.point);
        },
    .of_answer =
        [](const collide::Answer& answer) { return ClosestPoint{answer.Get<collide::Vec3>()}; },
    .returned =
        [](const ClosestPoint& o, const std::function<std::string(double)>& number) {
          return "gave (" + number(o.point.x) + ", " + number(o.point.y) + ", " +
                 number(o.point.z) + ")";
        },
});

const OutcomeRegistration<MeetingPoint> kMeetingPoint({
    .key = "point",
    .takes = "([x, y, z] or null)",
    .rank = 7,
    .default_tolerance = kDefaultPointOutcomeTolerance,
    .takes_tolerance = [](const MeetingPoint&) { return true; },
    .read = [](ObjectReader& reader) { return MeetingPoint{ReadMeetingPoint(reader)}; },
    .write =
        [](const MeetingPoint& o, const std::string& where, SceneJson& out) {
          out["point"] = o.point ? JsonVector(*o.point, where + ".point") : SceneJson();
        },
    .agrees = [](const MeetingPoint& e, const MeetingPoint& a,
                 double tolerance) { return Near(e.point, a.point, tolerance); },
    .describe = [](const MeetingPoint& o, const Wording& wording) -> std::string {
      return o.point ? "meet at " + OutcomePoint(*o.point, wording) : "no single point";
    },
    .should = [](const MeetingPoint& o, const Wording&) -> std::string {
      return o.point ? " should meet at " + OutcomePoint(*o.point)
                     : " should not meet in a single point";
    },
});

}  // namespace
}  // namespace harness
