// The row of "inside": where a shape is against a frustum, inside (wholly),
// outside (sharing no point) or intersecting, compared exactly.
#include <nlohmann/json.hpp>
#include <string>

#include "collide/shapes/frustum.h"
#include "harness/scene/outcome.h"

namespace harness {
namespace {

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

// "inside the frustum", "outside the frustum", "intersecting the frustum".
std::string InclusionWords(collide::Inclusion inclusion) {
  return inclusion == collide::Inclusion::kIntersecting
             ? "intersecting the frustum"
             : std::string(collide::InclusionName(inclusion)) + " the frustum";
}

const OutcomeRegistration<Inside> kInside({
    .key = "inside",
    .takes = "(\"inside\", \"outside\" or \"intersecting\")",
    .query = collide::Query::kInside,
    .rank = 8,
    .read = [](ObjectReader& reader) { return Inside{ReadInclusion(reader)}; },
    .write = [](const Inside& o, const std::string&,
                SceneJson& out) { out["inside"] = collide::InclusionName(o.value); },
    .agrees = [](const Inside& e, const Inside& a, double) { return e == a; },
    .describe = [](const Inside& o, const Wording&) { return InclusionWords(o.value); },
    .should = [](const Inside& o,
                 const Wording&) { return " should be " + InclusionWords(o.value); },
    .of_answer =
        [](const collide::Answer& answer) { return Inside{answer.Get<collide::Inclusion>()}; },
});

}  // namespace
}  // namespace harness
