#include "harness/plugins/plugin_functions.h"

#include <array>
#include <stdexcept>
#include <string>
#include <vector>

namespace harness::plugins {
namespace {

using collide::Query;
using collide::ShapeKind;

constexpr Signature kTest = Signature::kTest;
constexpr Signature kClosest = Signature::kClosestPoint;
constexpr Signature kCast = Signature::kCast;
constexpr Signature kCastHit = Signature::kCastHit;

// A function as plugin.h declares it: its arguments by their cl_ structs'
// names, which the kinds' plugin types (collide/kinds/, the built-in rows)
// map to kinds.
struct Declared {
  std::string_view name;
  Signature signature;
  std::string_view a;
  std::string_view b;
  std::optional<Query> query;
};

// Append only: an index is a function's number on the wire.
constexpr std::array<Declared, 36> kDeclared = {{
    {"cl_sphere_sphere", kTest, "sphere", "sphere", Query::kIntersects},
    {"cl_sphere_aabb", kTest, "sphere", "aabb", Query::kIntersects},
    {"cl_sphere_plane", kTest, "sphere", "plane", Query::kIntersects},
    {"cl_sphere_obb", kTest, "sphere", "obb", Query::kIntersects},
    {"cl_aabb_aabb", kTest, "aabb", "aabb", Query::kIntersects},
    {"cl_aabb_plane", kTest, "aabb", "plane", Query::kIntersects},
    {"cl_plane_plane", kTest, "plane", "plane", Query::kIntersects},
    {"cl_obb_obb", kTest, "obb", "obb", Query::kIntersects},
    {"cl_point_in_sphere", kTest, "point", "sphere", Query::kContains},
    {"cl_point_in_aabb", kTest, "point", "aabb", Query::kContains},
    {"cl_closest_point_sphere", kClosest, "point", "sphere", Query::kClosestPoint},
    {"cl_closest_point_aabb", kClosest, "point", "aabb", Query::kClosestPoint},
    {"cl_closest_point_plane", kClosest, "point", "plane", Query::kClosestPoint},
    {"cl_raycast_sphere", kCast, "ray", "sphere", Query::kHit},
    {"cl_raycast_aabb", kCast, "ray", "aabb", Query::kHit},
    {"cl_raycast_plane", kCast, "ray", "plane", Query::kHit},
    {"cl_raycast_triangle", kCast, "ray", "triangle", Query::kHit},
    {"cl_linetest_sphere", kCast, "segment", "sphere", Query::kHit},
    {"cl_linetest_aabb", kCast, "segment", "aabb", Query::kHit},
    {"cl_linetest_plane", kCast, "segment", "plane", Query::kHit},
    {"cl_linetest_triangle", kCast, "segment", "triangle", Query::kHit},
    {"cl_point_in_triangle", kTest, "point", "triangle", Query::kContains},
    {"cl_sphere_triangle", kTest, "sphere", "triangle", Query::kIntersects},
    {"cl_aabb_triangle", kTest, "aabb", "triangle", Query::kIntersects},
    {"cl_triangle_triangle", kTest, "triangle", "triangle", Query::kIntersects},
    {"cl_closest_point_triangle", kClosest, "point", "triangle", Query::kClosestPoint},
    {"cl_ball_ball_time_of_impact", Signature::kTimeOfImpact, "sphere", "sphere", std::nullopt},
    {"cl_plane_triangle", kTest, "plane", "triangle", Query::kIntersects},
    {"cl_raycast_sphere_hit", kCastHit, "ray", "sphere", Query::kHit},
    {"cl_raycast_aabb_hit", kCastHit, "ray", "aabb", Query::kHit},
    {"cl_raycast_plane_hit", kCastHit, "ray", "plane", Query::kHit},
    {"cl_raycast_triangle_hit", kCastHit, "ray", "triangle", Query::kHit},
    {"cl_linetest_sphere_hit", kCastHit, "segment", "sphere", Query::kHit},
    {"cl_linetest_aabb_hit", kCastHit, "segment", "aabb", Query::kHit},
    {"cl_linetest_plane_hit", kCastHit, "segment", "plane", Query::kHit},
    {"cl_linetest_triangle_hit", kCastHit, "segment", "triangle", Query::kHit},
}};

const collide::PluginType* PluginTypeOf(ShapeKind kind) {
  const collide::ShapeKindInfo* row = collide::ShapeKinds::Global().Find(kind);
  return row != nullptr && row->plugin_type ? &*row->plugin_type : nullptr;
}

ShapeKind KindOfStruct(std::string_view function, std::string_view type) {
  const collide::ShapeKindInfo* row = collide::ShapeKinds::Global().FindByPluginType(type);
  if (row == nullptr) {
    throw std::logic_error(std::string(function) + " takes a cl_" + std::string(type) +
                           ", but no shape kind has the plugin type \"" + std::string(type) +
                           "\" (collide/kinds/, registry/static_shape.cpp)");
  }
  return row->kind;
}

std::vector<PluginFunction> Resolved() {
  std::vector<PluginFunction> functions;
  for (const Declared& d : kDeclared) {
    functions.push_back(PluginFunction{d.name, d.signature, KindOfStruct(d.name, d.a),
                                       KindOfStruct(d.name, d.b), d.query});
  }
  return functions;
}

}  // namespace

std::span<const PluginFunction> PluginFunctions() {
  static const std::vector<PluginFunction> kFunctions = Resolved();
  return kFunctions;
}

std::optional<std::size_t> PluginFunctionIndex(std::string_view name) {
  for (std::size_t i = 0; i < kDeclared.size(); ++i) {
    if (kDeclared[i].name == name) {
      return i;
    }
  }
  return std::nullopt;
}

std::optional<std::size_t> FullHitFunctionOf(std::size_t index) {
  if (index >= kDeclared.size() || kDeclared[index].signature != kCast) {
    return std::nullopt;
  }
  return PluginFunctionIndex(std::string(kDeclared[index].name) + "_hit");
}

std::size_t DoublesOf(ShapeKind kind) {
  const collide::PluginType* type = PluginTypeOf(kind);
  return type != nullptr ? type->Doubles() : 0;
}

std::size_t ArgumentDoubles(const PluginFunction& function) {
  if (function.signature == Signature::kTimeOfImpact) {
    return 4 + 3 + 4 + 3 + 1;
  }
  return DoublesOf(function.a) + DoublesOf(function.b);
}

std::size_t ResultDoubles(const PluginFunction& function) {
  switch (function.signature) {
    case Signature::kTest:
      return 0;
    case Signature::kClosestPoint:
      return 3;
    case Signature::kCast:
    case Signature::kTimeOfImpact:
      return 1;
    case Signature::kCastHit:
      return 7;
  }
  return 0;
}

std::string_view AbiKindName(ShapeKind kind) {
  const collide::PluginType* type = PluginTypeOf(kind);
  return type != nullptr ? std::string_view(type->name) : std::string_view("shape");
}

std::string NotServedByPlugins(ShapeKind kind) {
  if (PluginTypeOf(kind) != nullptr) {
    return "";
  }
  return "shape kind " + collide::ShapeKindId(kind) +
         " has no struct in the plugin ABI (include/collision_lab/plugin.h): no plugin is asked "
         "about it";
}

}  // namespace harness::plugins
