// The row of "contact_time": moving linearly from the start state, when the
// pair first touches within the scene's step, or null for no contact. No
// pair test answers it: the moving samples judge it themselves.
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "harness/scene/outcome.h"
#include "harness/scene/outcome_words.h"

namespace harness {
namespace {

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

const OutcomeRegistration<ContactTime> kContactTime({
    .key = "contact_time",
    .takes = "(a time or null)",
    .rank = 2,
    .default_tolerance = kDefaultContactTimeTolerance,
    .takes_tolerance = [](const ContactTime&) { return true; },
    .read =
        [](ObjectReader& reader) {
          return ContactTime{ReadContactTime(reader), 0.0};
        },
    .write =
        [](const ContactTime& o, const std::string& where, SceneJson& out) {
          out["contact_time"] = o.time ? JsonNumber(*o.time, where + ".contact_time") : SceneJson();
        },
    .agrees = [](const ContactTime& e, const ContactTime& a,
                 double tolerance) { return Near(e.time, a.time, tolerance); },
    .describe = [](const ContactTime& o, const Wording& wording) -> std::string {
      return o.time ? OutcomeTime(*o.time, wording) : "no contact";
    },
    .should = [](const ContactTime& o, const Wording&) -> std::string {
      return o.time ? " should first touch at " + OutcomeTime(*o.time)
                    : " should not touch within the step (dt = " + OutcomeNumber(o.step) + ")";
    },
    .returned =
        [](const ContactTime& o, const std::function<std::string(double)>& number) {
          return o.time ? "returned 1 with t = " + number(*o.time) : std::string("returned 0");
        },
});

}  // namespace
}  // namespace harness
