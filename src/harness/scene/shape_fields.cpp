#include "harness/scene/shape_fields.h"

#include <cfloat>
#include <cmath>
#include <cstring>
#include <optional>
#include <stdexcept>
#include <string>

#include "collide/shapes/box.h"

namespace harness {
namespace {

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

// MakeRay and MakeBookPlane, like glm::normalize, leave |v.v - 1| within
// 3 epsilon of a unit vector.
constexpr double kUnitWithinRounding = 4.0 * DBL_EPSILON;

}  // namespace

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

std::vector<collide::Vec3> ReadPoints(ObjectReader& reader, std::string_view key,
                                      std::size_t min_count, std::size_t max_count) {
  const nlohmann::json* array = reader.Member(key);
  if (array == nullptr) {
    reader.Fail(key, "missing required field");
  }
  const std::string wanted = min_count == max_count
                                 ? std::to_string(min_count)
                                 : std::to_string(min_count) + " to " + std::to_string(max_count);
  if (!array->is_array() || array->size() < min_count || array->size() > max_count) {
    reader.Fail(key, "expected an array of " + wanted + " points, got " +
                         (array->is_array() ? "an array of " + std::to_string(array->size())
                                            : JsonTypeName(*array)));
  }
  std::vector<collide::Vec3> points;
  points.reserve(array->size());
  for (std::size_t i = 0; i < array->size(); ++i) {
    points.push_back(ReadVec3((*array)[i], IndexPath(reader, key, i), reader.file()));
  }
  return points;
}

SceneJson JsonPoints(std::span<const collide::Vec3> points, const std::string& where) {
  SceneJson array = SceneJson::array();
  for (std::size_t i = 0; i < points.size(); ++i) {
    array.push_back(JsonVector(points[i], where + "[" + std::to_string(i) + "]"));
  }
  return array;
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

collide::Mat3 ReadRotation(ObjectReader& reader, const std::string& shape) {
  if (!reader.Has("axes")) {
    return collide::RotationFromEulerDegrees(
        reader.OptionalVec3("rotation_deg").value_or(collide::Vec3(0.0)));
  }
  if (reader.Has("rotation_deg")) {
    reader.Fail("",
                "a " + shape + "'s rotation is given by \"rotation_deg\" or by \"axes\", not both");
  }
  const collide::Mat3 rotation = ReadAxes(reader);
  const collide::OrientedBox unit{collide::Vec3(0.0), collide::Vec3(0.0), rotation};
  if (std::optional<std::string> problem = collide::Validate(unit)) {
    if (shape != "box" && problem->rfind("box ", 0) == 0) {
      *problem = "the " + shape + "'s " + problem->substr(4);
    }
    reader.Fail("axes", *problem);
  }
  return rotation;
}

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

bool IsUnitWithinRounding(const collide::Vec3& v) {
  return std::abs(glm::dot(v, v) - 1.0) <= kUnitWithinRounding;
}

// nlohmann prints a double in its shortest form that reads back as the same
// double, and -0.0 as "-0.0"; a NaN or an infinity it would print as null,
// which the reader refuses, so they are refused here, where they come from.
SceneJson JsonNumber(double value, const std::string& where) {
  if (!std::isfinite(value)) {
    throw std::invalid_argument(where + ": " + FormatNumber(value) +
                                " is not finite; a scene file holds finite numbers only");
  }
  return value;
}

SceneJson JsonVector(const collide::Vec3& v, const std::string& where) {
  SceneJson array = SceneJson::array();
  for (int i = 0; i < 3; ++i) {
    array.push_back(JsonNumber(v[i], where + "[" + std::to_string(i) + "]"));
  }
  return array;
}

// rotation_deg when the angles give back this very matrix (every rotation a
// file wrote as angles does), else the axes themselves.
void WriteRotation(const collide::Mat3& rotation, const std::string& where, SceneJson& out) {
  const collide::Vec3 degrees = collide::EulerDegreesFromRotation(rotation);
  if (SameBits(collide::RotationFromEulerDegrees(degrees), rotation)) {
    if (!SameBits(degrees, collide::Vec3(0.0))) {
      out["rotation_deg"] = JsonVector(degrees, where + ".rotation_deg");
    }
    return;
  }
  SceneJson axes = SceneJson::array();
  for (int i = 0; i < 3; ++i) {
    axes.push_back(JsonVector(rotation[i], where + ".axes[" + std::to_string(i) + "]"));
  }
  out["axes"] = std::move(axes);
}

}  // namespace harness
