#include "harness/plugins/plugin_functions.h"

#include <array>
#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

#include "collide/registry/contact_queries.h"

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

// An index is a function's number on the wire (both ends are built
// together); the narrow phase's functions are numbered after these.
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

// The narrow phase's functions, by question, each over every pair of
// kNarrowPhaseKinds, the earlier kind first; their names are made once and
// kept for the process.
struct NarrowPhaseQuestion {
  std::string_view prefix;
  Signature signature;
  std::optional<Query> query;
};

struct Named {
  std::string name;
  Signature signature;
  std::string_view a;
  std::string_view b;
  std::optional<Query> query;
};

std::vector<Named> NamedFunctions() {
  std::vector<Named> named;
  for (const Declared& d : kDeclared) {
    named.push_back(Named{std::string(d.name), d.signature, d.a, d.b, d.query});
  }
  const std::array<NarrowPhaseQuestion, 4> questions = {{
      {"cl_distance_", Signature::kDistance, collide::DistanceQuery()},
      {"cl_penetration_", Signature::kPenetration, collide::PenetrationQuery()},
      {"cl_contacts_", Signature::kContacts, collide::ContactsQuery()},
      {"cl_cast_", Signature::kShapeCast, std::nullopt},
  }};
  for (const NarrowPhaseQuestion& question : questions) {
    for (std::size_t i = 0; i < kNarrowPhaseKinds.size(); ++i) {
      for (std::size_t j = i; j < kNarrowPhaseKinds.size(); ++j) {
        std::string name(question.prefix);
        name.append(kNarrowPhaseKinds[i]).append("_").append(kNarrowPhaseKinds[j]);
        named.push_back(Named{std::move(name), question.signature, kNarrowPhaseKinds[i],
                              kNarrowPhaseKinds[j], question.query});
      }
    }
  }
  return named;
}

const std::vector<Named>& AllNamed() {
  static const std::vector<Named> kNamed = NamedFunctions();
  return kNamed;
}

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
  for (const Named& d : AllNamed()) {
    functions.push_back(PluginFunction{d.name, d.signature, KindOfStruct(d.name, d.a),
                                       KindOfStruct(d.name, d.b), d.query});
  }
  return functions;
}

// The length of the struct of `kind` starting at doubles[at]: its fixed
// fields, and for a counted field (a hull's points) the count it reads
// there and that many cl_vec3s; nullopt when it does not fit.
std::optional<std::size_t> StructLength(ShapeKind kind, std::span<const double> doubles,
                                        std::size_t at) {
  const collide::PluginType* type = PluginTypeOf(kind);
  if (type == nullptr) {
    return std::nullopt;
  }
  std::size_t length = 0;
  for (const collide::PluginField& field : type->fields) {
    if (!field.counted) {
      length += field.doubles;
      continue;
    }
    if (at + length >= doubles.size()) {
      return std::nullopt;
    }
    const double count = doubles[at + length];
    if (!(count >= 0.0 && count <= static_cast<double>(kMaxCallDoubles / field.doubles)) ||
        count != std::floor(count)) {
      return std::nullopt;
    }
    length += 1 + static_cast<std::size_t>(count) * field.doubles;
  }
  return length;
}

}  // namespace

std::span<const PluginFunction> PluginFunctions() {
  static const std::vector<PluginFunction> kFunctions = Resolved();
  return kFunctions;
}

std::optional<std::size_t> PluginFunctionIndex(std::string_view name) {
  const std::vector<Named>& named = AllNamed();
  for (std::size_t i = 0; i < named.size(); ++i) {
    if (named[i].name == name) {
      return i;
    }
  }
  return std::nullopt;
}

std::optional<std::size_t> FullHitFunctionOf(std::size_t index) {
  const std::vector<Named>& named = AllNamed();
  if (index >= named.size() || named[index].signature != kCast) {
    return std::nullopt;
  }
  return PluginFunctionIndex(named[index].name + "_hit");
}

std::size_t DoublesOf(ShapeKind kind) {
  const collide::PluginType* type = PluginTypeOf(kind);
  return type != nullptr ? type->Doubles() : 0;
}

std::optional<std::vector<std::size_t>> ArgumentOffsets(const PluginFunction& function,
                                                        std::span<const double> doubles) {
  if (doubles.size() > kMaxCallDoubles) {
    return std::nullopt;
  }
  std::vector<std::size_t> offsets = {0};
  const auto add = [&](std::optional<std::size_t> length) {
    if (length) {
      offsets.push_back(offsets.back() + *length);
    }
    return length.has_value();
  };
  bool fits = true;
  if (function.signature == Signature::kTimeOfImpact) {
    fits = add(4) && add(3) && add(4) && add(3) && add(1);
  } else if (function.signature == Signature::kShapeCast) {
    fits = add(StructLength(function.a, doubles, 0)) && add(3) &&
           add(StructLength(function.b, doubles, offsets.back()));
  } else {
    fits = add(StructLength(function.a, doubles, 0)) &&
           add(StructLength(function.b, doubles, offsets.back()));
  }
  if (!fits || offsets.back() != doubles.size()) {
    return std::nullopt;
  }
  return offsets;
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
    case Signature::kPenetration:
      return 4;
    case Signature::kCastHit:
    case Signature::kDistance:
    case Signature::kShapeCast:
      return 7;
    case Signature::kContacts:
      return 20;
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
