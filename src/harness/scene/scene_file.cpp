#include <sys/stat.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <tuple>
#include <vector>

#include "harness/scene/json_reader.h"
#include "harness/scene/scene.h"
#include "harness/scene/shape_formats.h"

namespace harness {
namespace {

using nlohmann::json;

const json& RequireArray(ObjectReader& reader, std::string_view key) {
  const json* member = reader.Member(key);
  if (member == nullptr) {
    reader.Fail(key, "missing required field");
  }
  if (!member->is_array()) {
    reader.Fail(key, "expected an array, got " + JsonTypeName(*member));
  }
  return *member;
}

SceneShape ReadSceneShape(const json& value, const std::string& path, const std::string& file,
                          std::set<std::string>& ids) {
  ObjectReader reader(value, path, file);
  SceneShape shape;
  shape.path = path;
  shape.id = reader.String("id");
  if (shape.id.empty()) {
    reader.Fail("id", "must not be empty");
  }
  // Ids appear in messages, the log and the panels, which cannot show them.
  if (EscapeControlCharacters(shape.id) != shape.id) {
    reader.Fail("id", "must not contain control characters (U+0000 to U+001F, U+007F), got \"" +
                          shape.id + "\"");
  }
  if (!ids.insert(shape.id).second) {
    reader.Fail("id", "duplicate id \"" + shape.id + "\"");
  }
  shape.type = reader.String("type");
  const ShapeFormat* format = ShapeFormats::Global().Find(shape.type);
  if (format == nullptr) {
    std::string known;
    for (const std::string& type : ShapeFormats::Global().Types()) {
      known += (known.empty() ? "" : ", ") + type;
    }
    reader.Fail("type", "unknown shape type \"" + shape.type + "\" (known: " + known + ")");
  }
  shape.shape = format->read(reader);
  if (shape.shape.kind() == collide::ShapeKind::kSphere) {
    shape.velocity = reader.OptionalVec3("velocity");
    shape.mass = reader.OptionalNumber("mass");
    if (shape.mass && *shape.mass <= 0.0) {
      reader.Fail("mass", "must be > 0, got " + FormatNumber(*shape.mass));
    }
  }
  reader.Finish();
  return shape;
}

// The outcome keys, one of which an expectation gives, and what each takes.
constexpr const char* kOutcomeKeys[] = {"intersects", "contact_time", "contains", "closest_point",
                                        "side",       "hit",          "point"};
constexpr const char* kOutcomeList =
    "one of \"intersects\" (true or false), \"contact_time\" (a time or null), \"contains\" (true "
    "or false), \"closest_point\" ([x, y, z]), \"side\" (-1, 0 or 1), \"hit\" (true or false) or "
    "\"point\" ([x, y, z] or null)";

// The one outcome key the object gives; refuses none and several.
std::string OnlyOutcome(const ObjectReader& reader) {
  std::vector<std::string> given;
  for (const char* key : kOutcomeKeys) {
    if (reader.Has(key)) {
      given.emplace_back(key);
    }
  }
  if (given.empty()) {
    reader.Fail("", std::string("missing the expected outcome: ") + kOutcomeList);
  }
  if (given.size() > 1) {
    std::string list = given.size() == 2 ? "both " : "";
    for (size_t i = 0; i < given.size(); ++i) {
      list += i == 0 ? "" : (i + 1 == given.size() ? " and " : ", ");
      list += '"';
      list += given[i];
      list += '"';
    }
    reader.Fail("", "give one expected outcome, not " + list);
  }
  return given.front();
}

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

std::optional<collide::Vec3> ReadMeetingPoint(ObjectReader& reader) {
  const nlohmann::json* point = reader.Member("point");
  if (point->is_null()) {
    return std::nullopt;
  }
  return ReadVec3(*point, reader.PathOf("point"), reader.file());
}

std::string ReadShapeId(ObjectReader& reader, const char* key, const std::set<std::string>& ids) {
  std::string id = reader.String(key);
  if (!ids.contains(id)) {
    reader.Fail(key, "no shape has the id \"" + id + "\"");
  }
  return id;
}

// Reads the outcome `key` into `e`, with what only that outcome takes: `t`
// (a hit), `c` (a meeting point).
void ReadOutcome(ObjectReader& reader, const std::string& key, const std::set<std::string>& ids,
                 SceneExpectation& e) {
  const auto refuse_t = [&reader] {
    reader.Fail("t",
                "applies only to \"hit\": true (the distance along the ray or segment to "
                "the hit; a miss has none)");
  };
  if (reader.Has("t") && key != "hit") {
    refuse_t();
  }
  if (reader.Has("c") && key != "point") {
    reader.Fail("c", "applies only to \"point\" (where the planes a, b and c meet)");
  }
  if (key == "intersects") {
    e.intersects = reader.Bool("intersects");
  } else if (key == "contact_time") {
    e.contact_time = ReadContactTime(reader);
  } else if (key == "contains") {
    e.contains = reader.Bool("contains");
  } else if (key == "closest_point") {
    e.closest_point = reader.Vec3("closest_point");
  } else if (key == "side") {
    e.side = ReadSide(reader);
  } else if (key == "hit") {
    e.hit = reader.Bool("hit");
    if (reader.Has("t") && !*e.hit) {
      refuse_t();
    }
    if (reader.Has("t")) {
      const double t = reader.Number("t");
      if (t < 0.0) {
        reader.Fail("t",
                    "must be >= 0 (a distance along the ray or segment), got " + FormatNumber(t));
      }
      e.t = t;
    }
  } else {
    if (!reader.Has("c")) {
      reader.Fail("c", "missing required field: \"point\" needs the third plane's id");
    }
    e.c = ReadShapeId(reader, "c", ids);
    e.point = ReadMeetingPoint(reader);
  }
}

SceneExpectation ReadExpectation(const json& value, const std::string& path,
                                 const std::string& file, const std::set<std::string>& ids) {
  ObjectReader reader(value, path, file);
  SceneExpectation expectation;
  expectation.path = path;
  expectation.a = ReadShapeId(reader, "a", ids);
  expectation.b = ReadShapeId(reader, "b", ids);
  expectation.algorithm = reader.OptionalString("algorithm");
  const std::string outcome = OnlyOutcome(reader);
  ReadOutcome(reader, outcome, ids, expectation);
  expectation.tolerance = DefaultTolerance(expectation);
  if (reader.Has("tolerance")) {
    if (!TakesTolerance(expectation)) {
      reader.Fail("tolerance",
                  "applies only to \"contact_time\", \"closest_point\", \"point\" and \"hit\" "
                  "with a \"t\"");
    }
    const double tolerance = reader.Number("tolerance");
    if (tolerance < 0.0) {
      reader.Fail("tolerance", "must be >= 0, got " + FormatNumber(tolerance));
    }
    expectation.tolerance = tolerance;
  }
  reader.Finish();
  return expectation;
}

// A static test has one answer per ordered pair (three planes for "point"),
// algorithm and question: asking it twice either repeats the first answer
// or contradicts it. (A contact time may be asked again with another
// tolerance.)
void RejectRepeatedStaticOutcomes(const Scene& scene) {
  using Key = std::tuple<std::string, std::string, std::string, std::string, std::string_view>;
  std::map<Key, std::string> seen;
  for (const SceneExpectation& e : scene.expect) {
    const std::string_view outcome = OutcomeKey(e);
    if (outcome == "contact_time") {
      continue;
    }
    const auto [it, inserted] =
        seen.emplace(Key(e.a, e.b, e.c, e.algorithm.value_or(""), outcome), e.path);
    if (inserted) {
      continue;
    }
    const std::string what =
        outcome == "point" ? "the same planes (\"" + e.a + "\", \"" + e.b + "\", \"" + e.c + "\")"
                           : "the same pair (\"" + e.a + "\", \"" + e.b + "\")";
    throw InputError(scene.file, e.path,
                     "repeats " + it->second + ": \"" + std::string(outcome) + "\" for " + what +
                         " and algorithm; keep one");
  }
}

void RejectContactTimesOutsideTheStep(const Scene& scene) {
  for (const SceneExpectation& e : scene.expect) {
    if (!e.contact_time) {
      continue;
    }
    if (!scene.dt) {
      throw InputError(scene.file, e.path + ".contact_time",
                       "needs the scene's \"dt\": the step the contact is expected in");
    }
    if (*e.contact_time && **e.contact_time > *scene.dt) {
      throw InputError(scene.file, e.path + ".contact_time",
                       "lies beyond the step (dt = " + FormatNumber(*scene.dt) + ")");
    }
  }
}

}  // namespace

std::string_view OutcomeKey(const SceneExpectation& e) {
  if (e.intersects) {
    return "intersects";
  }
  if (e.contact_time) {
    return "contact_time";
  }
  if (e.contains) {
    return "contains";
  }
  if (e.closest_point) {
    return "closest_point";
  }
  if (e.side) {
    return "side";
  }
  if (e.hit) {
    return "hit";
  }
  if (e.point) {
    return "point";
  }
  return "";
}

bool TakesTolerance(const SceneExpectation& e) {
  return e.contact_time || e.closest_point || (e.hit && e.t) || e.point;
}

double DefaultTolerance(const SceneExpectation& e) {
  return e.contact_time || e.intersects ? kDefaultContactTimeTolerance
                                        : kDefaultPointOutcomeTolerance;
}

const SceneShape* Scene::FindShape(const std::string& id) const {
  for (const SceneShape& shape : shapes) {
    if (shape.id == id) {
      return &shape;
    }
  }
  return nullptr;
}

std::string ResolveScenePath(const Scene& scene, std::string_view path) {
  const std::filesystem::path given(path);
  if (given.is_absolute()) {
    return given.lexically_normal().string();
  }
  return (std::filesystem::path(scene.file).parent_path() / given).lexically_normal().string();
}

Scene ParseScene(std::string_view text, const std::string& file) {
  const json document = ParseStrictJson(text, file);
  ObjectReader reader(document, "", file);

  Scene scene;
  scene.file = file;
  const std::string format = reader.String("format");
  if (format != kSceneFormat) {
    reader.Fail("format", "unsupported format \"" + format + "\" (expected \"" +
                              std::string(kSceneFormat) + "\")");
  }
  scene.sample = reader.String("sample");
  scene.title = reader.OptionalString("title").value_or("");
  scene.description = reader.OptionalString("description").value_or("");
  scene.dt = reader.OptionalNumber("dt");
  if (scene.dt && *scene.dt <= 0.0) {
    reader.Fail("dt", "must be > 0, got " + FormatNumber(*scene.dt));
  }
  scene.gravity = reader.OptionalVec3("gravity");

  std::set<std::string> ids;
  const json& shapes = RequireArray(reader, "shapes");
  for (size_t i = 0; i < shapes.size(); ++i) {
    scene.shapes.push_back(
        ReadSceneShape(shapes[i], "shapes[" + std::to_string(i) + "]", file, ids));
  }
  if (reader.Has("expect")) {
    const json& expect = RequireArray(reader, "expect");
    for (size_t i = 0; i < expect.size(); ++i) {
      scene.expect.push_back(
          ReadExpectation(expect[i], "expect[" + std::to_string(i) + "]", file, ids));
    }
  }
  RejectRepeatedStaticOutcomes(scene);
  RejectContactTimesOutsideTheStep(scene);
  reader.Finish();
  return scene;
}

Scene LoadSceneFile(const std::string& path) {
  struct stat info {};
  if (stat(path.c_str(), &info) != 0) {
    throw InputError(path, "", std::string("cannot open: ") + std::strerror(errno));
  }
  if (S_ISDIR(info.st_mode)) {
    throw InputError(path, "", "is a directory, not a scene file");
  }
  if (static_cast<size_t>(info.st_size) > kMaxJsonBytes) {
    throw InputError(path, "", TooLargeProblem(static_cast<size_t>(info.st_size)));
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    throw InputError(path, "", std::string("cannot open: ") + std::strerror(errno));
  }
  // stat's size is 0 for a pipe or a device (<(cmd), /dev/zero): reading
  // stops one chunk past the limit, so an endless stream is refused.
  std::string text;
  char chunk[1 << 16];
  while (in.read(chunk, sizeof chunk) || in.gcount() > 0) {
    text.append(chunk, static_cast<size_t>(in.gcount()));
    if (text.size() > kMaxJsonBytes) {
      throw InputError(path, "",
                       "more than " + std::to_string(kMaxJsonBytes) +
                           " bytes (16 MiB), the limit for a scene file");
    }
  }
  if (in.bad()) {
    throw InputError(path, "", "read error");
  }
  return ParseScene(text, path);
}

}  // namespace harness
