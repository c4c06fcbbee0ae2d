#include <sys/stat.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <map>
#include <set>
#include <tuple>

#include "harness/json_reader.h"
#include "harness/sample_registry.h"
#include "harness/scene.h"

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
  shape.shape = ReadShape(shape.type, reader);
  if (shape.type == "sphere") {
    shape.velocity = reader.OptionalVec3("velocity");
    shape.mass = reader.OptionalNumber("mass");
    if (shape.mass && *shape.mass <= 0.0) {
      reader.Fail("mass", "must be > 0, got " + FormatNumber(*shape.mass));
    }
  }
  reader.Finish();
  return shape;
}

SceneExpectation ReadExpectation(const json& value, const std::string& path,
                                 const std::string& file, const std::set<std::string>& ids) {
  ObjectReader reader(value, path, file);
  SceneExpectation expectation;
  expectation.path = path;
  for (const char* key : {"a", "b"}) {
    std::string id = reader.String(key);
    if (!ids.contains(id)) {
      reader.Fail(key, "no shape has the id \"" + id + "\"");
    }
    (key[0] == 'a' ? expectation.a : expectation.b) = std::move(id);
  }
  expectation.algorithm = reader.OptionalString("algorithm");
  const bool has_intersects = reader.Has("intersects");
  const bool has_contact_time = reader.Has("contact_time");
  if (has_intersects == has_contact_time) {
    reader.Fail("", has_intersects
                        ? "give one expected outcome, not both \"intersects\" and \"contact_time\""
                        : "missing the expected outcome: \"intersects\": true or false, or "
                          "\"contact_time\": a time or null");
  }
  if (has_intersects) {
    expectation.intersects = reader.Bool("intersects");
    if (reader.Has("tolerance")) {
      reader.Fail("tolerance", "applies only to \"contact_time\"");
    }
  } else {
    const nlohmann::json* time = reader.Member("contact_time");
    if (time->is_null()) {
      expectation.contact_time = std::optional<double>();
    } else {
      const double t = ReadFiniteNumber(*time, reader.PathOf("contact_time"), file);
      if (t < 0.0) {
        reader.Fail("contact_time",
                    "must be >= 0 (or null for no contact), got " + FormatNumber(t));
      }
      expectation.contact_time = t;
    }
    if (const auto tolerance = reader.OptionalNumber("tolerance")) {
      if (*tolerance < 0.0) {
        reader.Fail("tolerance", "must be >= 0, got " + FormatNumber(*tolerance));
      }
      expectation.tolerance = *tolerance;
    }
  }
  reader.Finish();
  return expectation;
}

// A static test has one answer per ordered pair and algorithm: a second
// "intersects" for it either repeats the first or contradicts it. (A contact
// time may be asked again with another tolerance.)
void RejectRepeatedIntersects(const Scene& scene) {
  std::map<std::tuple<std::string, std::string, std::string>, std::string> seen;
  for (const SceneExpectation& e : scene.expect) {
    if (!e.intersects) {
      continue;
    }
    const auto [it, inserted] =
        seen.emplace(std::make_tuple(e.a, e.b, e.algorithm.value_or("")), e.path);
    if (!inserted) {
      throw InputError(scene.file, e.path,
                       "repeats " + it->second + ": \"intersects\" for the same pair (\"" + e.a +
                           "\", \"" + e.b + "\") and algorithm; keep one");
    }
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

const SceneShape* Scene::FindShape(const std::string& id) const {
  for (const SceneShape& shape : shapes) {
    if (shape.id == id) {
      return &shape;
    }
  }
  return nullptr;
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
  if (SampleRegistry::Get().Find(scene.sample) == nullptr) {
    reader.Fail("sample", "unknown sample \"" + scene.sample +
                              "\" (known: " + SampleRegistry::Get().IdList() + ")");
  }
  scene.title = reader.OptionalString("title").value_or("");
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
  RejectRepeatedIntersects(scene);
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
