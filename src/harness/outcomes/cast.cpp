// The row of "cast": a sweep's first contact with a still shape, at t of its
// translation, with the point and the normal; or false when it never
// touches (contact_outcomes.h).
#include <optional>
#include <string>

#include "collide/registry/contact_queries.h"
#include "harness/outcomes/contact_outcomes.h"
#include "harness/scene/outcome.h"
#include "harness/scene/outcome_words.h"

namespace harness {
namespace {

CastContact ReadCast(ObjectReader& reader) {
  const nlohmann::json* value = reader.Member("cast");
  if (value != nullptr && value->is_boolean()) {
    CastContact c;
    c.hits = value->get<bool>();
    return c;
  }
  if (value == nullptr || !value->is_object()) {
    reader.Fail("cast", "expected false, true or an object with \"t\", \"point\" and \"normal\"");
  }
  ObjectReader inner(*value, reader.PathOf("cast"), reader.file());
  CastContact c;
  c.hits = true;
  if (inner.Has("t")) {
    const double t = inner.Number("t");
    if (!(t >= 0.0 && t <= 1.0)) {
      inner.Fail("t", "must be in [0, 1] (a fraction of the translation), got " + FormatNumber(t));
    }
    c.t = t;
  }
  c.point = inner.OptionalVec3("point");
  if (inner.Has("normal")) {
    c.normal = Direction(inner, "normal");
  }
  c.angle_tolerance_deg = ReadAngleTolerance(inner);
  inner.Finish();
  return c;
}

void WriteCast(const CastContact& c, const std::string& where, SceneJson& out) {
  if (!c.t && !c.point && !c.normal) {
    out["cast"] = c.hits;
    return;
  }
  SceneJson inner = SceneJson::object();
  if (c.t) {
    inner["t"] = JsonNumber(*c.t, where + ".cast.t");
  }
  if (c.point) {
    inner["point"] = JsonVector(*c.point, where + ".cast.point");
  }
  if (c.normal) {
    inner["normal"] = JsonVector(*c.normal, where + ".cast.normal");
  }
  if (c.angle_tolerance_deg != kDefaultAngleToleranceDeg) {
    inner["angle_tolerance_deg"] = JsonNumber(c.angle_tolerance_deg, where + ".cast");
  }
  out["cast"] = inner;
}

std::string CastWords(const CastContact& c, const Wording& wording) {
  if (!c.hits) {
    return "no contact";
  }
  std::string words = c.t ? "t " + OutcomeNumber(*c.t, wording) : "touches";
  if (c.point && !wording.compact) {
    words += " at " + OutcomePoint(*c.point, wording);
  }
  if (c.normal && !wording.compact) {
    words += " along " + OutcomePoint(*c.normal, wording);
  }
  return words;
}

bool CastAgrees(const CastContact& e, const CastContact& a, double tolerance) {
  if (e.hits != a.hits) {
    return false;
  }
  return (!e.t || (a.t && Near(*e.t, *a.t, tolerance))) &&
         (!e.point || (a.point && Near(*e.point, *a.point, tolerance))) &&
         (!e.normal ||
          (a.normal && AngleBetweenDeg(*e.normal, *a.normal) <= e.angle_tolerance_deg));
}

const OutcomeRegistration<CastContact> kCast({
    .key = "cast",
    .takes = "(false, true, or {\"t\": t in [0, 1], \"point\": [x, y, z], \"normal\": [x, y, z], "
             "\"angle_tolerance_deg\": a})",
    .query = collide::CastQuery(),
    .rank = 23,
    .default_tolerance = kDefaultPointOutcomeTolerance,
    .takes_tolerance = [](const CastContact& c) { return c.t || c.point; },
    .read = ReadCast,
    .write = WriteCast,
    .agrees = CastAgrees,
    .describe = CastWords,
    .should = [](const CastContact& c, const Wording&) -> std::string {
      return !c.hits ? " should never touch"
             : c.t   ? " should first touch at t " + OutcomeNumber(*c.t)
                     : " should touch on the way";
    },
    .of_answer =
        [](const collide::Answer& answer) {
          const auto& hit = answer.Get<collide::CastAnswer>();
          return hit ? CastsAt(hit->t, hit->point, hit->normal) : CastContact{};
        },
    .returned =
        [](const CastContact& c, const std::function<std::string(double)>& number) {
          return c.hits ? "returned 1 with t " + number(c.t.value_or(0.0))
                        : std::string("returned 0");
        },
    .difference =
        [](const CastContact& e, const CastContact& a, double) {
          return NormalDifference(e.normal, a.normal, e.angle_tolerance_deg);
        },
});

}  // namespace
}  // namespace harness
