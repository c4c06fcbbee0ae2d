#include <sys/stat.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <set>
#include <sstream>

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
  if (!ids.insert(shape.id).second) {
    reader.Fail("id", "duplicate id \"" + shape.id + "\"");
  }
  shape.type = reader.String("type");
  shape.shape = ReadShape(shape.type, reader);
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
  if (!reader.Has("intersects")) {
    reader.Fail("", "missing the expected outcome: \"intersects\": true or false");
  }
  expectation.intersects = reader.Bool("intersects");
  reader.Finish();
  return expectation;
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
    throw InputError(path, "",
                     "file is " + std::to_string(info.st_size) + " bytes; the limit is " +
                         std::to_string(kMaxJsonBytes) + " bytes (16 MiB)");
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    throw InputError(path, "", std::string("cannot open: ") + std::strerror(errno));
  }
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) {
    throw InputError(path, "", "read error");
  }
  return ParseScene(text.str(), path);
}

}  // namespace harness
