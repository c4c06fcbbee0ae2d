// The rows of the outcomes that are a yes, a no or a sign: "intersects",
// "contains" and "side", each compared exactly.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "collide/registry/static_shape.h"
#include "harness/scene/outcome.h"

namespace harness {
namespace {

// "inside" a solid; "on the plane", "off the plane" for a surface or line.
std::string Containment(bool contained, const Wording& wording) {
  const collide::ShapeKindInfo* info =
      wording.container ? collide::ShapeKinds::Global().Find(*wording.container) : nullptr;
  if (info == nullptr || info->solid) {
    return contained ? "inside" : "outside";
  }
  return (contained ? "on the " : "off the ") + info->id;
}

std::string SideName(int side) {
  return side > 0 ? "in front" : side < 0 ? "behind" : "on the plane";
}

std::string Returned(bool value) {
  return std::string("returned ") + (value ? "1" : "0");
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

const OutcomeRegistration<Intersects> kIntersects({
    .key = "intersects",
    .takes = "(true or false)",
    .query = collide::Query::kIntersects,
    .rank = 1,
    .default_tolerance = kDefaultContactTimeTolerance,
    .read = [](ObjectReader& reader) { return Intersects{reader.Bool("intersects")}; },
    .write = [](const Intersects& o, const std::string&,
                SceneJson& out) { out["intersects"] = o.value; },
    .agrees = [](const Intersects& e, const Intersects& a, double) { return e == a; },
    .describe = [](const Intersects& o, const Wording&) -> std::string {
      return o.value ? "intersects" : "apart";
    },
    .should = [](const Intersects& o, const Wording&) -> std::string {
      return o.value ? " should intersect" : " should not intersect";
    },
    .of_answer = [](const collide::Answer& answer) { return Intersects{answer.Get<bool>()}; },
    .returned = [](const Intersects& o, const auto&) { return Returned(o.value); },
});

const OutcomeRegistration<Contains> kContains({
    .key = "contains",
    .takes = "(true or false)",
    .query = collide::Query::kContains,
    .rank = 3,
    .read = [](ObjectReader& reader) { return Contains{reader.Bool("contains")}; },
    .write = [](const Contains& o, const std::string&,
                SceneJson& out) { out["contains"] = o.value; },
    .agrees = [](const Contains& e, const Contains& a, double) { return e == a; },
    .describe = [](const Contains& o,
                   const Wording& wording) { return Containment(o.value, wording); },
    .should = [](const Contains& o, const Wording& wording) -> std::string {
      return ": the point should be " + Containment(o.value, wording);
    },
    .of_answer = [](const collide::Answer& answer) { return Contains{answer.Get<bool>()}; },
    .returned = [](const Contains& o, const auto&) { return Returned(o.value); },
});

const OutcomeRegistration<Side> kSide({
    .key = "side",
    .takes = "(-1, 0 or 1)",
    .query = collide::Query::kSide,
    .rank = 5,
    .read = [](ObjectReader& reader) { return Side{ReadSide(reader)}; },
    .write = [](const Side& o, const std::string&, SceneJson& out) { out["side"] = o.value; },
    .agrees = [](const Side& e, const Side& a, double) { return e == a; },
    .describe = [](const Side& o, const Wording&) { return SideName(o.value); },
    .should = [](const Side& o, const Wording&) -> std::string {
      return ": the point should be " + SideName(o.value);
    },
    .of_answer = [](const collide::Answer& answer) { return Side{answer.Get<int>()}; },
});

}  // namespace
}  // namespace harness
