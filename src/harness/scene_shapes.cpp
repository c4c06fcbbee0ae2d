#include <functional>
#include <map>

#include "harness/json_reader.h"
#include "harness/scene.h"

namespace harness {
namespace {

double NonNegative(ObjectReader& reader, std::string_view key) {
  const double value = reader.Number(key);
  if (value < 0.0) {
    reader.Fail(key, "must be >= 0, got " + std::to_string(value));
  }
  return value;
}

Shape ReadSphere(ObjectReader& reader) {
  collide::Sphere sphere;
  sphere.center = reader.Vec3("center");
  sphere.radius = NonNegative(reader, "radius");
  return sphere;
}

using ShapeReader = std::function<Shape(ObjectReader&)>;

const std::map<std::string, ShapeReader, std::less<>>& ShapeReaders() {
  static const std::map<std::string, ShapeReader, std::less<>> readers = {
      {"sphere", ReadSphere},
  };
  return readers;
}

}  // namespace

Shape ReadShape(const std::string& type, ObjectReader& reader) {
  const auto& readers = ShapeReaders();
  const auto it = readers.find(type);
  if (it == readers.end()) {
    std::string known;
    for (const auto& [name, unused] : readers) {
      known += (known.empty() ? "" : ", ") + name;
    }
    reader.Fail("type", "unknown shape type \"" + type + "\" (known: " + known + ")");
  }
  return it->second(reader);
}

}  // namespace harness
