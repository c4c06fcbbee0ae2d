// The row of "hit": a ray or segment meets the shape, at a distance t along
// it that an expectation may give ("t", only with true) or leave out.
#include <optional>
#include <string>

#include "collide/queries/raycast.h"
#include "harness/scene/outcome.h"
#include "harness/scene/outcome_words.h"

namespace harness {
namespace {

constexpr const char* kOnlyWithAHit =
    "applies only to \"hit\": true (the distance along the ray or segment to the hit; a miss has "
    "none)";

// A hit's distance along the ray or segment: only with "hit": true.
Hit ReadHit(ObjectReader& reader) {
  Hit hit{reader.Bool("hit"), std::nullopt};
  if (!reader.Has("t")) {
    return hit;
  }
  if (!hit.value) {
    reader.Fail("t", kOnlyWithAHit);
  }
  const double t = reader.Number("t");
  if (t < 0.0) {
    reader.Fail("t", "must be >= 0 (a distance along the ray or segment), got " + FormatNumber(t));
  }
  hit.t = t;
  return hit;
}

const OutcomeRegistration<Hit> kHit({
    .key = "hit",
    .takes = "(true or false)",
    .query = collide::Query::kHit,
    .rank = 6,
    .default_tolerance = kDefaultPointOutcomeTolerance,
    .other_keys = {{"t", kOnlyWithAHit}},
    .takes_tolerance = [](const Hit& o) { return o.t.has_value(); },
    .read = ReadHit,
    .write =
        [](const Hit& o, const std::string& where, SceneJson& out) {
          out["hit"] = o.value;
          if (o.value && o.t) {  // a miss has no t: the file cannot say one
            out["t"] = JsonNumber(*o.t, where + ".t");
          }
        },
    .agrees =
        [](const Hit& e, const Hit& a, double tolerance) {
          return e.value == a.value && (!e.t || Near(e.t, a.t, tolerance));
        },
    .describe = [](const Hit& o, const Wording& wording) -> std::string {
      return !o.value ? "miss" : o.t ? "hit at " + OutcomeTime(*o.t, wording) : "hit";
    },
    .should = [](const Hit& o, const Wording&) -> std::string {
      return !o.value ? " should miss"
             : o.t    ? " should hit at " + OutcomeTime(*o.t)
                      : " should hit";
    },
    .of_answer =
        [](const collide::Answer& answer) {
          const auto& hit = answer.Get<std::optional<collide::RayHit>>();
          return hit ? Hit{true, hit->t} : Hit{false, std::nullopt};
        },
    .returned =
        [](const Hit& o, const std::function<std::string(double)>& number) {
          return o.value ? "returned 1 with t = " + number(o.t.value_or(0.0))
                         : std::string("returned 0");
        },
});

}  // namespace
}  // namespace harness
