// The row of "penetration": false for shapes apart, or how deep they
// overlap and along which normal, from A to B (contact_outcomes.h).
#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

#include "collide/registry/contact_queries.h"
#include "harness/outcomes/contact_outcomes.h"
#include "harness/scene/outcome.h"
#include "harness/scene/outcome_words.h"

namespace harness {
namespace {

PenetrationDepth ReadPenetration(ObjectReader& reader) {
  const nlohmann::json* value = reader.Member("penetration");
  if (value != nullptr && value->is_boolean()) {
    PenetrationDepth p;
    p.overlapping = value->get<bool>();
    return p;
  }
  if (value == nullptr || !value->is_object()) {
    reader.Fail("penetration", "expected false, true or an object with \"depth\" and \"normal\"");
  }
  ObjectReader inner(*value, reader.PathOf("penetration"), reader.file());
  PenetrationDepth p;
  p.overlapping = true;
  if (inner.Has("depth")) {
    p.depth = NonNegative(inner, "depth");
  }
  if (inner.Has("normal")) {
    p.normal = Direction(inner, "normal");
  }
  p.angle_tolerance_deg = ReadAngleTolerance(inner);
  inner.Finish();
  return p;
}

void WritePenetration(const PenetrationDepth& p, const std::string& where, SceneJson& out) {
  if (!p.depth && !p.normal) {
    out["penetration"] = p.overlapping;
    return;
  }
  SceneJson inner = SceneJson::object();
  if (p.depth) {
    inner["depth"] = JsonNumber(*p.depth, where + ".penetration.depth");
  }
  if (p.normal) {
    inner["normal"] = JsonVector(*p.normal, where + ".penetration.normal");
  }
  if (p.angle_tolerance_deg != kDefaultAngleToleranceDeg) {
    inner["angle_tolerance_deg"] = JsonNumber(p.angle_tolerance_deg, where + ".penetration");
  }
  out["penetration"] = inner;
}

std::string PenetrationWords(const PenetrationDepth& p, const Wording& wording) {
  if (!p.overlapping) {
    return "apart";
  }
  std::string words = p.depth ? "depth " + OutcomeNumber(*p.depth, wording) : "overlapping";
  if (p.normal && !wording.compact) {
    words += " along " + OutcomePoint(*p.normal, wording);
  }
  return words;
}

bool PenetrationAgrees(const PenetrationDepth& e, const PenetrationDepth& a, double tolerance) {
  if (e.overlapping != a.overlapping) {
    return false;
  }
  return (!e.depth || (a.depth && Near(*e.depth, *a.depth, tolerance))) &&
         (!e.normal ||
          (a.normal && AngleBetweenDeg(*e.normal, *a.normal) <= e.angle_tolerance_deg));
}

const OutcomeRegistration<PenetrationDepth> kPenetration({
    .key = "penetration",
    .takes = "(false, true, or {\"depth\": d, \"normal\": [x, y, z], \"angle_tolerance_deg\": a})",
    .query = collide::PenetrationQuery(),
    .rank = 21,
    .default_tolerance = kDefaultPointOutcomeTolerance,
    .takes_tolerance = [](const PenetrationDepth& p) { return p.depth.has_value(); },
    .read = ReadPenetration,
    .write = WritePenetration,
    .agrees = PenetrationAgrees,
    .describe = PenetrationWords,
    .should = [](const PenetrationDepth& p, const Wording&) -> std::string {
      return !p.overlapping ? " should be apart"
             : p.depth      ? " should overlap by " + OutcomeNumber(*p.depth)
                            : " should overlap";
    },
    .of_answer =
        [](const collide::Answer& answer) {
          const auto& p = answer.Get<collide::PenetrationAnswer>();
          PenetrationDepth outcome;
          if (p) {
            outcome.overlapping = true;
            outcome.depth = p->depth;
            outcome.normal = p->normal;
          }
          return outcome;
        },
    .returned =
        [](const PenetrationDepth& p, const std::function<std::string(double)>& number) {
          return p.overlapping ? "returned 1 with depth " + number(p.depth.value_or(0.0))
                               : std::string("returned 0");
        },
    .difference =
        [](const PenetrationDepth& e, const PenetrationDepth& a, double) {
          return NormalDifference(e.normal, a.normal, e.angle_tolerance_deg);
        },
});

}  // namespace

double ReadAngleTolerance(ObjectReader& reader) {
  const double angle =
      reader.OptionalNumber("angle_tolerance_deg").value_or(kDefaultAngleToleranceDeg);
  if (angle < 0.0 || angle > 180.0) {
    reader.Fail("angle_tolerance_deg", "must be in [0, 180] degrees, got " + FormatNumber(angle));
  }
  return angle;
}

std::string NormalDifference(const std::optional<collide::Vec3>& expected,
                             const std::optional<collide::Vec3>& actual, double tolerance_deg) {
  if (!expected || !actual) {
    return "";
  }
  const double off = AngleBetweenDeg(*expected, *actual);
  return off > tolerance_deg ? "normal off by " + FormatAngle(off) : "";
}

double AngleBetweenDeg(const collide::Vec3& x, const collide::Vec3& y) {
  const double lengths = glm::length(x) * glm::length(y);
  if (!(lengths > 0.0)) {
    return 0.0;
  }
  // atan2 of |x × y| and x · y: accurate for small angles, where acos is not.
  const double angle = std::atan2(glm::length(glm::cross(x, y)), glm::dot(x, y));
  return angle * 180.0 / collide::kPi;
}

std::string FormatAngle(double degrees) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f°", degrees);
  return text;
}

}  // namespace harness
