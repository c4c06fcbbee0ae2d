#include <cfloat>
#include <cmath>
#include <functional>
#include <initializer_list>
#include <map>

#include "collide/shapes/aabb_extents.h"
#include "harness/scene/json_reader.h"
#include "harness/scene/scene.h"

namespace harness {
namespace {

double NonNegative(ObjectReader& reader, std::string_view key) {
  const double value = reader.Number(key);
  if (value < 0.0) {
    reader.Fail(key, "must be >= 0, got " + FormatNumber(value));
  }
  return value;
}

std::string IndexPath(const ObjectReader& reader, std::string_view key, size_t index) {
  return reader.PathOf(key) + "[" + std::to_string(index) + "]";
}

Shape ReadSphere(ObjectReader& reader) {
  collide::Sphere sphere;
  sphere.center = reader.Vec3("center");
  sphere.radius = NonNegative(reader, "radius");
  return sphere;
}

Shape ReadPoint(ObjectReader& reader) {
  return collide::Point{reader.Vec3("position")};
}

collide::Vec3 NonNegativeVec3(ObjectReader& reader, std::string_view key) {
  const collide::Vec3 v = reader.Vec3(key);
  for (int i = 0; i < 3; ++i) {
    if (v[i] < 0.0) {
      throw InputError(reader.file(), IndexPath(reader, key, static_cast<size_t>(i)),
                       "must be >= 0, got " + FormatNumber(v[i]));
    }
  }
  return v;
}

// The keys of `keys` the object holds, quoted and joined by "and".
std::string Present(const ObjectReader& reader, std::initializer_list<const char*> keys) {
  std::string present;
  for (const char* key : keys) {
    if (reader.Has(key)) {
      present += (present.empty() ? "\"" : " and \"") + std::string(key) + "\"";
    }
  }
  return present;
}

// A shape written in one of two forms (a plane, an AABB), told apart by the
// keys only one form has: true for the second form. Both forms at once are
// refused, since one of them would be silently ignored; neither is refused
// naming both.
bool UsesSecondForm(const ObjectReader& reader, const std::string& shape,
                    std::initializer_list<const char*> first_only,
                    std::initializer_list<const char*> second_only, const std::string& first_form,
                    const std::string& second_form) {
  const std::string first = Present(reader, first_only);
  const std::string second = Present(reader, second_only);
  if (!first.empty() && !second.empty()) {
    reader.Fail("", shape + " is given by " + first_form + " or by " + second_form +
                        ", not both (got " + first + " with " + second + ")");
  }
  if (first.empty() && second.empty()) {
    reader.Fail("", shape + " needs " + first_form + ", or " + second_form);
  }
  return !second.empty();
}

// The box's local x, y and z axes in world space, the rotation's columns,
// exactly as written: rotation_deg goes through sin and cos, so only this
// form holds any rotation bit for bit (the scene writer uses it when the
// angles would not).
collide::Mat3 ReadAxes(ObjectReader& reader) {
  const nlohmann::json* axes = reader.Member("axes");
  if (!axes->is_array() || axes->size() != 3) {
    reader.Fail("axes", "expected an array of 3 axes [x, y, z], got " +
                            (axes->is_array() ? "an array of " + std::to_string(axes->size())
                                              : JsonTypeName(*axes)));
  }
  collide::Mat3 rotation(1.0);
  for (size_t i = 0; i < 3; ++i) {
    rotation[static_cast<int>(i)] =
        ReadVec3((*axes)[i], IndexPath(reader, "axes", i), reader.file());
  }
  return rotation;
}

Shape ReadBox(ObjectReader& reader) {
  collide::OrientedBox box;
  box.center = reader.Vec3("center");
  box.half_extents = NonNegativeVec3(reader, "half_extents");
  if (reader.Has("axes")) {
    if (reader.Has("rotation_deg")) {
      reader.Fail("", "a box's rotation is given by \"rotation_deg\" or by \"axes\", not both");
    }
    box.rotation = ReadAxes(reader);
    if (const auto problem = collide::Validate(box)) {
      reader.Fail("axes", *problem);
    }
  } else {
    box.rotation = collide::RotationFromEulerDegrees(
        reader.OptionalVec3("rotation_deg").value_or(collide::Vec3(0.0)));
  }
  return box;
}

// The book's other constructor. min and max are what the box is held and
// written back as, so they must stay within the magnitude every scene number
// obeys.
collide::Aabb ReadAabbFromCenter(ObjectReader& reader) {
  const collide::Vec3 center = reader.Vec3("center");
  const collide::Vec3 half_extents = NonNegativeVec3(reader, "half_extents");
  for (size_t i = 0; i < 3; ++i) {
    const double reach = std::abs(center[static_cast<int>(i)]) + half_extents[static_cast<int>(i)];
    if (reach > kMaxSceneMagnitude) {
      throw InputError(reader.file(), IndexPath(reader, "half_extents", i),
                       "the box reaches " + FormatNumber(reach) + " from the origin, above " +
                           FormatNumber(kMaxSceneMagnitude) + ", the largest a scene takes");
    }
  }
  return collide::AabbFromCenter(center, half_extents);
}

// An AABB with min above max is refused rather than swapped: a swapped box
// would test something the author did not write.
Shape ReadAabb(ObjectReader& reader) {
  if (UsesSecondForm(reader, "an aabb", {"min", "max"}, {"center", "half_extents"},
                     "\"min\" and \"max\"", "\"center\" and \"half_extents\"")) {
    return ReadAabbFromCenter(reader);
  }
  collide::Aabb box;
  box.min = reader.Vec3("min");
  box.max = reader.Vec3("max");
  static constexpr const char* kAxis[] = {"x", "y", "z"};
  for (int i = 0; i < 3; ++i) {
    if (box.min[i] > box.max[i]) {
      throw InputError(reader.file(), IndexPath(reader, "min", static_cast<size_t>(i)),
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
    hexahedron.corners[i] = ReadVec3((*corners)[i], IndexPath(reader, "corners", i), reader.file());
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

// A direction already unit length within rounding is kept as written:
// normalising a unit vector again moves it by an ulp about one time in five
// (MakeRay and MakeBookPlane, like glm::normalize, leave |v.v - 1| within
// 3 epsilon), and a ray or plane written back would then not read back the
// same. Anything further from unit is normalised.
constexpr double kUnitWithinRounding = 4.0 * DBL_EPSILON;

bool IsUnitWithinRounding(const collide::Vec3& v) {
  return std::abs(glm::dot(v, v) - 1.0) <= kUnitWithinRounding;
}

// Either form: `point` + `normal` is a collide::Plane (the normal as
// written); `normal` + `distance` is the book's plane (normal normalised, d
// as written, not rescaled).
Shape ReadPlane(ObjectReader& reader) {
  if (UsesSecondForm(reader, "a plane", {"point"}, {"distance"}, "\"point\" and \"normal\"",
                     "\"normal\" and \"distance\"")) {
    const collide::Vec3 normal = Direction(reader, "normal");
    const double distance = reader.Number("distance");
    if (IsUnitWithinRounding(normal)) {
      return collide::BookPlane{normal, distance};
    }
    return *collide::MakeBookPlane(normal, distance);  // finite and non-zero: not empty
  }
  collide::Plane plane;
  plane.point = reader.Vec3("point");
  plane.normal = Direction(reader, "normal");
  return plane;
}

// The direction is normalised (t along the ray is a distance).
Shape ReadRay(ObjectReader& reader) {
  const collide::Vec3 origin = reader.Vec3("origin");
  const collide::Vec3 direction = Direction(reader, "direction");
  if (IsUnitWithinRounding(direction)) {
    return collide::Ray{origin, direction};
  }
  return *collide::MakeRay(origin, direction);  // finite and non-zero: not empty
}

// Equal ends are allowed: a zero-length segment is a point (casts report no
// hit, point tests treat it as its point).
Shape ReadSegment(ObjectReader& reader) {
  collide::Segment segment;
  segment.start = reader.Vec3("start");
  segment.end = reader.Vec3("end");
  return segment;
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
      {"point", ReadPoint},           {"ray", ReadRay},     {"segment", ReadSegment},
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
