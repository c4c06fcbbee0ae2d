#pragma once

// The words a shape kind's scene-file fields are read and written with
// (harness/shape_kinds/ uses them for every kind): numbers, vectors and
// directions with the checks every scene obeys, and a writer's numbers that
// read back as the same doubles.

#include <cstring>
#include <initializer_list>
#include <nlohmann/json.hpp>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "collide/shapes/vec.h"
#include "harness/scene/json_reader.h"

namespace harness {

// A scene file's object as the writer builds it: keys keep the order they
// are written in, the order a person reads them.
using SceneJson = nlohmann::ordered_json;

// Reading. Each fails through the reader (InputError at the field's path).
double NonNegative(ObjectReader& reader, std::string_view key);
collide::Vec3 NonNegativeVec3(ObjectReader& reader, std::string_view key);
// A normal or axis: any length but zero or one so short that normalising
// it loses every digit (below kMinDirectionLength).
inline constexpr double kMinDirectionLength = 1e-9;
collide::Vec3 Direction(ObjectReader& reader, std::string_view key);
// A box's local axes, the rotation's columns, exactly as written.
collide::Mat3 ReadAxes(ObjectReader& reader);
// A box's or a model's rotation, as WriteRotation writes it: "rotation_deg"
// (angles; none, the identity) or "axes", not both. Axes that are no
// rotation are refused at "axes" in collide::Validate's words, which name
// a box ("box rotation is a reflection ..."); for another `shape`,
// "the model's rotation is a reflection ...".
collide::Mat3 ReadRotation(ObjectReader& reader, const std::string& shape);
// "shapes[2].corners[5]"
std::string IndexPath(const ObjectReader& reader, std::string_view key, size_t index);
// An array of `min_count` to `max_count` points [x, y, z] (a hull's points,
// a manifold's), each named by its index when it is not one.
std::vector<collide::Vec3> ReadPoints(ObjectReader& reader, std::string_view key,
                                      std::size_t min_count, std::size_t max_count);
// The points as a JSON array of [x, y, z].
SceneJson JsonPoints(std::span<const collide::Vec3> points, const std::string& where);

// A shape written in one of two forms (a plane, an AABB), told apart by the
// keys only one form has: true for the second form. Both forms at once are
// refused, since one of them would be silently ignored; neither is refused
// naming both.
bool UsesSecondForm(const ObjectReader& reader, const std::string& shape,
                    std::initializer_list<const char*> first_only,
                    std::initializer_list<const char*> second_only, const std::string& first_form,
                    const std::string& second_form);

// A direction already unit length within rounding is kept as written:
// normalising a unit vector again moves it by an ulp about one time in five,
// and a ray or plane written back would then not read back the same.
bool IsUnitWithinRounding(const collide::Vec3& v);

// The same bytes: -0.0 is not 0.0 (what written and read back must give).
template <typename T>
bool SameBits(const T& x, const T& y) {
  return std::memcmp(&x, &y, sizeof(T)) == 0;
}

// Writing. A NaN or an infinity throws std::invalid_argument naming `where`:
// nlohmann would print it as null, which the reader refuses.
SceneJson JsonNumber(double value, const std::string& where);
SceneJson JsonVector(const collide::Vec3& v, const std::string& where);
// rotation_deg when the angles give back this very matrix (every rotation a
// file wrote as angles does; none when it is the identity), else the axes.
void WriteRotation(const collide::Mat3& rotation, const std::string& where, SceneJson& out);

}  // namespace harness
