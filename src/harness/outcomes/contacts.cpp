// The row of "contacts": the manifold's count (a number, or a range [low,
// high]), and when given its normal, within an angle, and its points,
// matched as sets (contact_outcomes.h).
#include <algorithm>
#include <array>
#include <optional>
#include <string>

#include "collide/registry/contact_queries.h"
#include "harness/outcomes/contact_outcomes.h"
#include "harness/scene/outcome.h"
#include "harness/scene/outcome_words.h"

namespace harness {
namespace {

constexpr int kMostContacts = 4;

int ReadCount(const nlohmann::json& value, const std::string& path, const std::string& file) {
  const double count = ReadFiniteNumber(value, path, file);
  if (count != static_cast<int>(count) || count < 0 || count > kMostContacts) {
    throw InputError(file, path, "must be a whole number from 0 to 4, got " + FormatNumber(count));
  }
  return static_cast<int>(count);
}

// "count": n, or [low, high].
void ReadCountRange(ObjectReader& reader, ContactSet& set) {
  const nlohmann::json* count = reader.Member("count");
  if (count == nullptr) {
    reader.Fail("count", "missing required field (a number of points, or [low, high])");
  }
  if (count->is_array() && count->size() == 2) {
    set.min_count = ReadCount((*count)[0], IndexPath(reader, "count", 0), reader.file());
    set.max_count = ReadCount((*count)[1], IndexPath(reader, "count", 1), reader.file());
    if (set.min_count > set.max_count) {
      reader.Fail("count", "the range [low, high] has low above high");
    }
    return;
  }
  set.min_count = set.max_count = ReadCount(*count, reader.PathOf("count"), reader.file());
}

ContactSet ReadContacts(ObjectReader& reader) {
  const nlohmann::json* value = reader.Member("contacts");
  if (value == nullptr || !value->is_object()) {
    reader.Fail("contacts", "expected an object with \"count\" (and \"normal\", \"points\")");
  }
  ObjectReader inner(*value, reader.PathOf("contacts"), reader.file());
  ContactSet set;
  ReadCountRange(inner, set);
  if (inner.Has("normal")) {
    set.normal = Direction(inner, "normal");
  }
  set.angle_tolerance_deg = ReadAngleTolerance(inner);
  if (inner.Has("points")) {
    const auto points = ReadPoints(inner, "points", 1, static_cast<std::size_t>(kMostContacts));
    set.point_count = static_cast<int>(points.size());
    std::copy(points.begin(), points.end(), set.points.begin());
  }
  inner.Finish();
  return set;
}

void WriteContacts(const ContactSet& s, const std::string& where, SceneJson& out) {
  SceneJson inner = SceneJson::object();
  if (s.min_count == s.max_count) {
    inner["count"] = s.min_count;
  } else {
    inner["count"] = SceneJson::array({s.min_count, s.max_count});
  }
  if (s.normal) {
    inner["normal"] = JsonVector(*s.normal, where + ".contacts.normal");
  }
  if (s.angle_tolerance_deg != kDefaultAngleToleranceDeg) {
    inner["angle_tolerance_deg"] = JsonNumber(s.angle_tolerance_deg, where + ".contacts");
  }
  if (s.point_count > 0) {
    inner["points"] =
        JsonPoints(std::span(s.points.data(), static_cast<std::size_t>(s.point_count)),
                   where + ".contacts.points");
  }
  out["contacts"] = inner;
}

std::string CountWords(const ContactSet& s) {
  const auto points = [](int n) { return std::to_string(n) + (n == 1 ? " point" : " points"); };
  if (s.min_count == s.max_count) {
    return s.min_count == 0 ? "apart" : points(s.min_count);
  }
  return std::to_string(s.min_count) + " to " + points(s.max_count);
}

// The expected points each near an answered point, each answered point used once.
bool ExpectedPointsMatch(const ContactSet& e, const ContactSet& a, double tolerance) {
  std::array<bool, kMostContacts> used{};
  for (int i = 0; i < e.point_count; ++i) {
    bool found = false;
    for (int j = 0; j < a.point_count && !found; ++j) {
      const auto k = static_cast<std::size_t>(j);
      if (!used[k] && Near(e.points[static_cast<std::size_t>(i)], a.points[k], tolerance)) {
        used[k] = found = true;
      }
    }
    if (!found) {
      return false;
    }
  }
  return true;
}

bool ContactsAgree(const ContactSet& e, const ContactSet& a, double tolerance) {
  const int count = a.min_count;
  if (count < e.min_count || count > e.max_count) {
    return false;
  }
  if (count > 0 && e.normal &&
      (!a.normal || AngleBetweenDeg(*e.normal, *a.normal) > e.angle_tolerance_deg)) {
    return false;
  }
  return ExpectedPointsMatch(e, a, tolerance);
}

std::string ContactsDifference(const ContactSet& e, const ContactSet& a, double tolerance) {
  if (a.min_count < e.min_count || a.min_count > e.max_count) {
    return CountWords(a) + " where " + CountWords(e) + " were expected";
  }
  if (std::string normal = NormalDifference(e.normal, a.normal, e.angle_tolerance_deg);
      !normal.empty()) {
    return normal;
  }
  if (!ExpectedPointsMatch(e, a, tolerance)) {
    return "an expected point has no answered point within " + FormatNumber(tolerance);
  }
  return "";
}

ContactSet OfManifold(const collide::Answer& answer) {
  const auto& m = answer.Get<collide::Manifold>();
  ContactSet set;
  set.min_count = set.max_count = set.point_count = m.count;
  if (m.count > 0) {
    set.normal = m.normal;
  }
  for (int i = 0; i < m.count; ++i) {
    set.points[static_cast<std::size_t>(i)] = m.points[static_cast<std::size_t>(i)].point;
  }
  return set;
}

const OutcomeRegistration<ContactSet> kContacts({
    .key = "contacts",
    .takes = "({\"count\": n or [low, high], \"normal\": [x, y, z], \"points\": [[x, y, z], ...]})",
    .query = collide::ContactsQuery(),
    .rank = 22,
    .default_tolerance = kDefaultPointOutcomeTolerance,
    .takes_tolerance = [](const ContactSet& s) { return s.point_count > 0; },
    .read = ReadContacts,
    .write = WriteContacts,
    .agrees = ContactsAgree,
    .describe =
        [](const ContactSet& s, const Wording& wording) {
          std::string words = CountWords(s);
          if (s.normal && !wording.compact) {
            words += " along " + OutcomePoint(*s.normal, wording);
          }
          return words;
        },
    .should = [](const ContactSet& s, const Wording&) -> std::string {
      return s.max_count == 0 ? " should be apart" : " should touch at " + CountWords(s);
    },
    .of_answer = OfManifold,
    .returned =
        [](const ContactSet& s, const std::function<std::string(double)>&) {
          return "returned " + std::to_string(s.min_count) + " points";
        },
    .difference = ContactsDifference,
});

}  // namespace
}  // namespace harness
