#include <functional>
#include <map>

#include "harness/json_reader.h"
#include "harness/scene.h"

namespace harness {
namespace {

double NonNegative(ObjectReader& reader, std::string_view key) {
  const double value = reader.Number(key);
  if (value < 0.0) {
    reader.Fail(key, "must be >= 0, got " + FormatNumber(value));
  }
  return value;
}

Shape ReadSphere(ObjectReader& reader) {
  collide::Sphere sphere;
  sphere.center = reader.Vec3("center");
  sphere.radius = NonNegative(reader, "radius");
  return sphere;
}

collide::Vec3 NonNegativeVec3(ObjectReader& reader, std::string_view key) {
  const collide::Vec3 v = reader.Vec3(key);
  for (int i = 0; i < 3; ++i) {
    if (v[i] < 0.0) {
      throw InputError(reader.file(), reader.PathOf(key) + "[" + std::to_string(i) + "]",
                       "must be >= 0, got " + FormatNumber(v[i]));
    }
  }
  return v;
}

Shape ReadBox(ObjectReader& reader) {
  collide::OrientedBox box;
  box.center = reader.Vec3("center");
  box.half_extents = NonNegativeVec3(reader, "half_extents");
  box.rotation = collide::RotationFromEulerDegrees(
      reader.OptionalVec3("rotation_deg").value_or(collide::Vec3(0.0)));
  return box;
}

// An AABB with min above max is refused rather than swapped: a swapped box
// would test something the author did not write.
Shape ReadAabb(ObjectReader& reader) {
  collide::Aabb box;
  box.min = reader.Vec3("min");
  box.max = reader.Vec3("max");
  static constexpr const char* kAxis[] = {"x", "y", "z"};
  for (int i = 0; i < 3; ++i) {
    if (box.min[i] > box.max[i]) {
      throw InputError(reader.file(), reader.PathOf("min") + "[" + std::to_string(i) + "]",
                       std::string("min exceeds max on ") + kAxis[i] + " (" +
                           FormatNumber(box.min[i]) + " > " + FormatNumber(box.max[i]) + ")");
    }
  }
  return box;
}

Shape ReadHexahedron(ObjectReader& reader) {
  const nlohmann::json* corners = reader.Member("corners");
  if (corners == nullptr) {
    reader.Fail("corners", "missing required field");
  }
  if (!corners->is_array() || corners->size() != 8) {
    reader.Fail("corners",
                "expected an array of 8 points, got " +
                    (corners->is_array() ? "an array of " + std::to_string(corners->size())
                                         : JsonTypeName(*corners)));
  }
  collide::Hexahedron hexahedron;
  for (size_t i = 0; i < 8; ++i) {
    hexahedron.corners[i] = ReadVec3(
        (*corners)[i], reader.PathOf("corners") + "[" + std::to_string(i) + "]", reader.file());
  }
  if (const auto problem = collide::Validate(hexahedron)) {
    reader.Fail("corners", *problem);
  }
  return hexahedron;
}

// A normal or axis is a direction: its length does not matter, but one so
// short that normalising it loses every digit (or underflows to zero, as
// [0, 1e-320, 0] does) would silently test another plane or none.
constexpr double kMinDirectionLength = 1e-9;

collide::Vec3 Direction(ObjectReader& reader, std::string_view key) {
  const collide::Vec3 v = reader.Vec3(key);
  if (v == collide::Vec3(0.0)) {
    reader.Fail(key, "must not be the zero vector");
  }
  if (const double length = glm::length(v); length < kMinDirectionLength) {
    reader.Fail(key, "is a direction and must have a length of at least " +
                         FormatNumber(kMinDirectionLength) + ", got " + FormatNumber(length));
  }
  return v;
}

Shape ReadPlane(ObjectReader& reader) {
  collide::Plane plane;
  plane.point = reader.Vec3("point");
  plane.normal = Direction(reader, "normal");
  return plane;
}

// Infinite, as in the seed; `radius` is the cylinder's own: tests grow it by
// a ball's radius.
Shape ReadCylinder(ObjectReader& reader) {
  collide::Cylinder cylinder;
  cylinder.point = reader.Vec3("point");
  cylinder.axis = Direction(reader, "axis");
  cylinder.radius = NonNegative(reader, "radius");
  return cylinder;
}

using ShapeReader = std::function<Shape(ObjectReader&)>;

const std::map<std::string, ShapeReader, std::less<>>& ShapeReaders() {
  static const std::map<std::string, ShapeReader, std::less<>> kReaders = {
      {"sphere", ReadSphere},         {"box", ReadBox},     {"aabb", ReadAabb},
      {"hexahedron", ReadHexahedron}, {"plane", ReadPlane}, {"cylinder", ReadCylinder},
  };
  return kReaders;
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
