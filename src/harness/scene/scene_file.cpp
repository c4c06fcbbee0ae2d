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
  const std::string type = reader.String("type");
  const ShapeFormat* format = ShapeFormats::Global().Find(type);
  if (format == nullptr) {
    std::string known;
    for (const std::string& type : ShapeFormats::Global().Types()) {
      known += (known.empty() ? "" : ", ") + type;
    }
    reader.Fail("type", "unknown shape type \"" + type + "\" (known: " + known + ")");
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

std::string ReadShapeId(ObjectReader& reader, const char* key, const std::set<std::string>& ids) {
  std::string id = reader.String(key);
  if (!ids.contains(id)) {
    reader.Fail(key, "no shape has the id \"" + id + "\"");
  }
  return id;
}

// A meeting point names the third plane, "c"; no other outcome takes one.
void ReadThirdPlane(ObjectReader& reader, std::string_view key, const std::set<std::string>& ids,
                    Expectation& e) {
  if (key != "point") {
    if (reader.Has("c")) {
      reader.Fail("c", "applies only to \"point\" (where the planes a, b and c meet)");
    }
    return;
  }
  if (!reader.Has("c")) {
    reader.Fail("c", "missing required field: \"point\" needs the third plane's id");
  }
  e.c = ReadShapeId(reader, "c", ids);
}

Expectation ReadExpectation(const json& value, const std::string& path, const std::string& file,
                            const std::set<std::string>& ids) {
  ObjectReader reader(value, path, file);
  Expectation expectation;
  expectation.path = path;
  expectation.a = ReadShapeId(reader, "a", ids);
  expectation.b = ReadShapeId(reader, "b", ids);
  expectation.algorithm = reader.OptionalString("algorithm");
  const std::string key = OnlyOutcomeKey(reader);
  ReadThirdPlane(reader, key, ids, expectation);
  expectation.expected = ReadOutcome(reader, key);
  expectation.tolerance = DefaultTolerance(expectation.expected);
  if (reader.Has("tolerance")) {
    if (!TakesTolerance(expectation.expected)) {
      reader.Fail("tolerance",
                  "applies only to \"contact_time\", \"closest_point\", \"point\", \"hit\" "
                  "with a \"t\", \"distance\", \"penetration\" with a \"depth\", "
                  "\"contacts\" with \"points\" and \"cast\" with a \"t\" or a \"point\"");
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
  for (const Expectation& e : scene.expect) {
    const std::string_view outcome = OutcomeKey(e.expected);
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

// A contact time's step is the scene's dt.
void SetContactTimeSteps(Scene& scene) {
  for (Expectation& e : scene.expect) {
    auto* contact = e.expected.GetIf<ContactTime>();
    if (contact == nullptr) {
      continue;
    }
    if (!scene.dt) {
      throw InputError(scene.file, e.path + ".contact_time",
                       "needs the scene's \"dt\": the step the contact is expected in");
    }
    contact->step = *scene.dt;
    if (contact->time && *contact->time > *scene.dt) {
      throw InputError(scene.file, e.path + ".contact_time",
                       "lies beyond the step (dt = " + FormatNumber(*scene.dt) + ")");
    }
  }
}

}  // namespace

const SceneShape* Scene::FindShape(const std::string& id) const {
  for (const SceneShape& shape : shapes) {
    if (shape.id == id) {
      return &shape;
    }
  }
  return nullptr;
}

std::string ResolveScenePath(std::string_view scene_file, std::string_view path) {
  const std::filesystem::path given(path);
  if (given.is_absolute()) {
    return given.lexically_normal().string();
  }
  return (std::filesystem::path(scene_file).parent_path() / given).lexically_normal().string();
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
  SetContactTimeSteps(scene);
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
