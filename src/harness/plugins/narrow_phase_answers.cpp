#include "harness/plugins/narrow_phase_answers.h"

#include <cmath>
#include <optional>
#include <string_view>

#include "collide/convex/contacts.h"
#include "collide/registry/contact_queries.h"
#include "collide/registry/pair_tests.h"
#include "harness/plugins/plugin_shapes.h"

namespace harness::plugins {
namespace {

using collide::Vec3;

[[noreturn]] void RejectAnswer(std::string_view function, const std::string& what,
                               const std::string& inputs) {
  throw collide::PairTestError(std::string(function) + " " + what + inputs,
                               collide::NoAnswer::kBadAnswer);
}

std::string VectorWords(const Vec3& v) {
  return "(" + ExactNumber(v.x) + ", " + ExactNumber(v.y) + ", " + ExactNumber(v.z) + ")";
}

bool AllFinite(const Vec3& v) {
  return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z);
}

// The function's answer and where it is read from, for the messages.
class AnswerReader {
 public:
  AnswerReader(const PluginFunction& function, const CallResult& result, const std::string& inputs)
      : function_(function), result_(result), inputs_(inputs) {}

  Vec3 Point(std::size_t at, std::string_view what) const {
    const Vec3 v(result_.out[at], result_.out[at + 1], result_.out[at + 2]);
    if (!AllFinite(v)) {
      RejectAnswer(function_.name,
                   "gave " + std::string(what) + " " + VectorWords(v) + " (not finite)", inputs_);
    }
    return v;
  }
  Vec3 Normal(std::size_t at) const {
    const Vec3 n = Point(at, "the normal");
    const double length = glm::length(n);
    if (!(std::abs(length - 1.0) <= kUnitNormalSlack)) {
      RejectAnswer(function_.name,
                   "gave the normal " + VectorWords(n) + " of length " + ExactNumber(length) +
                       " (not a unit normal)",
                   inputs_);
    }
    return n;
  }
  // A distance or a depth: finite and >= 0.
  double Length(std::size_t at, std::string_view what) const {
    const double value = result_.out[at];
    if (!(std::isfinite(value) && value >= 0.0)) {
      RejectAnswer(
          function_.name,
          "gave " + std::string(what) + " " + ExactNumber(value) + " (not a finite number >= 0)",
          inputs_);
    }
    return value;
  }
  [[noreturn]] void Fails(const std::string& what) const {
    RejectAnswer(function_.name, what, inputs_);
  }
  bool Returned1() const { return result_.value == 1; }
  double Raw(std::size_t at) const { return result_.out[at]; }

 private:
  const PluginFunction& function_;
  const CallResult& result_;
  const std::string& inputs_;
};

collide::ClosestPoints ReadDistance(const AnswerReader& r) {
  if (!r.Returned1()) {
    r.Fails("returned 0 (a distance always exists)");
  }
  return collide::ClosestPoints{r.Length(0, "the distance"), r.Point(1, "point_a"),
                                r.Point(4, "point_b")};
}

collide::PenetrationAnswer ReadPenetration(const AnswerReader& r) {
  if (!r.Returned1()) {
    return std::nullopt;
  }
  collide::Penetration p;
  p.depth = r.Length(0, "the depth");
  p.normal = r.Normal(1);
  return p;
}

// out: normal (0..2), points (3..14), depths (15..18), count (19).
collide::Manifold ReadContacts(const AnswerReader& r) {
  collide::Manifold m;
  if (!r.Returned1()) {
    return m;
  }
  const double count = r.Raw(19);
  if (!(count >= 0.0 && count <= 4.0 && count == std::floor(count))) {
    r.Fails("gave the count " + ExactNumber(count) + " (not 0 to 4)");
  }
  m.count = static_cast<int>(count);
  if (m.count == 0) {
    return m;
  }
  m.normal = r.Normal(0);
  for (int i = 0; i < m.count; ++i) {
    const auto k = static_cast<std::size_t>(i);
    const std::string which = "point " + std::to_string(i);
    m.points[k].point = r.Point(3 + 3 * k, which);
    m.points[k].depth = r.Length(15 + k, "the depth of " + which);
  }
  return m;
}

std::optional<collide::ShapeCastHit> ReadCast(const AnswerReader& r) {
  if (!r.Returned1()) {
    return std::nullopt;
  }
  collide::ShapeCastHit hit;
  hit.t = r.Raw(0);
  if (!(hit.t >= 0.0 && hit.t <= 1.0)) {
    r.Fails("returned 1 with t = " + ExactNumber(hit.t) + " (not in [0, 1])");
  }
  hit.point = r.Point(1, "the point");
  hit.normal = r.Normal(4);
  return hit;
}

}  // namespace

collide::Answer ReadNarrowPhaseAnswer(const PluginFunction& function, const CallResult& result,
                                      const std::string& inputs) {
  const AnswerReader reader(function, result, inputs);
  if (result.value != 0 && result.value != 1) {
    reader.Fails("returned " + std::to_string(result.value) + " (not 0 or 1)");
  }
  switch (function.signature) {
    case Signature::kDistance:
      return ReadDistance(reader);
    case Signature::kPenetration:
      return ReadPenetration(reader);
    case Signature::kContacts:
      return ReadContacts(reader);
    case Signature::kShapeCast:
      return ReadCast(reader);
    default:
      break;
  }
  reader.Fails("is not a narrow-phase function");
}

}  // namespace harness::plugins
