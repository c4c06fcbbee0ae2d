// The row of "distance": the gap between two convex shapes, and with
// "closest" their two closest points (contact_outcomes.h).
#include <array>
#include <optional>
#include <string>

#include "collide/registry/contact_queries.h"
#include "harness/outcomes/contact_outcomes.h"
#include "harness/scene/outcome.h"
#include "harness/scene/outcome_words.h"

namespace harness {
namespace {

constexpr const char* kOnlyWithDistance =
    "applies only to \"distance\" (the two closest points, A's first)";

Distance ReadDistance(ObjectReader& reader) {
  Distance distance{NonNegative(reader, "distance"), std::nullopt};
  if (reader.Has("closest")) {
    const std::vector<collide::Vec3> points = ReadPoints(reader, "closest", 2, 2);
    distance.closest = std::array<collide::Vec3, 2>{points[0], points[1]};
  }
  return distance;
}

std::string DistanceWords(const Distance& o, const Wording& wording) {
  std::string words = (wording.compact ? "d " : "distance ") + OutcomeNumber(o.value, wording);
  if (o.closest && !wording.compact) {
    words += " between " + OutcomePoint((*o.closest)[0], wording) + " and " +
             OutcomePoint((*o.closest)[1], wording);
  }
  return words;
}

const OutcomeRegistration<Distance> kDistance({
    .key = "distance",
    .takes = "(a number >= 0: the gap, 0 when touching or overlapping)",
    .query = collide::DistanceQuery(),
    .rank = 20,
    .default_tolerance = kDefaultPointOutcomeTolerance,
    .other_keys = {{"closest", kOnlyWithDistance}},
    .takes_tolerance = [](const Distance&) { return true; },
    .read = ReadDistance,
    .write =
        [](const Distance& o, const std::string& where, SceneJson& out) {
          out["distance"] = JsonNumber(o.value, where + ".distance");
          if (o.closest) {
            out["closest"] = JsonPoints(*o.closest, where + ".closest");
          }
        },
    .agrees =
        [](const Distance& e, const Distance& a, double tolerance) {
          return Near(e.value, a.value, tolerance) &&
                 (!e.closest || (a.closest && Near((*e.closest)[0], (*a.closest)[0], tolerance) &&
                                 Near((*e.closest)[1], (*a.closest)[1], tolerance)));
        },
    .describe = DistanceWords,
    .should = [](const Distance& o,
                 const Wording&) { return " should be " + OutcomeNumber(o.value) + " apart"; },
    .of_answer =
        [](const collide::Answer& answer) {
          const auto& c = answer.Get<collide::ClosestPoints>();
          return Distance{c.distance, std::array<collide::Vec3, 2>{c.on_a, c.on_b}};
        },
    .returned =
        [](const Distance& o, const std::function<std::string(double)>& number) {
          return "returned distance " + number(o.value);
        },
});

}  // namespace
}  // namespace harness
