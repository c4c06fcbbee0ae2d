#include "harness/plugins/plugin_functions.h"

#include <array>

namespace harness::plugins {
namespace {

using collide::Query;
using collide::ShapeKind;

constexpr ShapeKind kPoint = ShapeKind::kPoint;
constexpr ShapeKind kSphere = ShapeKind::kSphere;
constexpr ShapeKind kAabb = ShapeKind::kAabb;
constexpr ShapeKind kObb = ShapeKind::kBox;
constexpr ShapeKind kPlane = ShapeKind::kPlane;
constexpr ShapeKind kRay = ShapeKind::kRay;
constexpr ShapeKind kSegment = ShapeKind::kSegment;
// collide/shapes/triangle.h's number; the table needs no Triangle type.
constexpr ShapeKind kTriangle{9};

constexpr Signature kTest = Signature::kTest;
constexpr Signature kClosest = Signature::kClosestPoint;
constexpr Signature kCast = Signature::kCast;

// Append only: an index is a function's number on the wire.
constexpr std::array<PluginFunction, 28> kFunctions = {{
    {"cl_sphere_sphere", kTest, kSphere, kSphere, Query::kIntersects},
    {"cl_sphere_aabb", kTest, kSphere, kAabb, Query::kIntersects},
    {"cl_sphere_plane", kTest, kSphere, kPlane, Query::kIntersects},
    {"cl_sphere_obb", kTest, kSphere, kObb, Query::kIntersects},
    {"cl_aabb_aabb", kTest, kAabb, kAabb, Query::kIntersects},
    {"cl_aabb_plane", kTest, kAabb, kPlane, Query::kIntersects},
    {"cl_plane_plane", kTest, kPlane, kPlane, Query::kIntersects},
    {"cl_obb_obb", kTest, kObb, kObb, Query::kIntersects},
    {"cl_point_in_sphere", kTest, kPoint, kSphere, Query::kContains},
    {"cl_point_in_aabb", kTest, kPoint, kAabb, Query::kContains},
    {"cl_closest_point_sphere", kClosest, kPoint, kSphere, Query::kClosestPoint},
    {"cl_closest_point_aabb", kClosest, kPoint, kAabb, Query::kClosestPoint},
    {"cl_closest_point_plane", kClosest, kPoint, kPlane, Query::kClosestPoint},
    {"cl_raycast_sphere", kCast, kRay, kSphere, Query::kHit},
    {"cl_raycast_aabb", kCast, kRay, kAabb, Query::kHit},
    {"cl_raycast_plane", kCast, kRay, kPlane, Query::kHit},
    {"cl_raycast_triangle", kCast, kRay, kTriangle, Query::kHit},
    {"cl_linetest_sphere", kCast, kSegment, kSphere, Query::kHit},
    {"cl_linetest_aabb", kCast, kSegment, kAabb, Query::kHit},
    {"cl_linetest_plane", kCast, kSegment, kPlane, Query::kHit},
    {"cl_linetest_triangle", kCast, kSegment, kTriangle, Query::kHit},
    {"cl_point_in_triangle", kTest, kPoint, kTriangle, Query::kContains},
    {"cl_sphere_triangle", kTest, kSphere, kTriangle, Query::kIntersects},
    {"cl_aabb_triangle", kTest, kAabb, kTriangle, Query::kIntersects},
    {"cl_triangle_triangle", kTest, kTriangle, kTriangle, Query::kIntersects},
    {"cl_closest_point_triangle", kClosest, kPoint, kTriangle, Query::kClosestPoint},
    {"cl_ball_ball_time_of_impact", Signature::kTimeOfImpact, kSphere, kSphere, std::nullopt},
    {"cl_plane_triangle", kTest, kPlane, kTriangle, Query::kIntersects},
}};

}  // namespace

std::span<const PluginFunction> PluginFunctions() {
  return kFunctions;
}

std::optional<std::size_t> PluginFunctionIndex(std::string_view name) {
  for (std::size_t i = 0; i < kFunctions.size(); ++i) {
    if (kFunctions[i].name == name) {
      return i;
    }
  }
  return std::nullopt;
}

std::size_t DoublesOf(ShapeKind kind) {
  switch (static_cast<int>(kind)) {
    case static_cast<int>(kPoint):
      return 3;
    case static_cast<int>(kSphere):
    case static_cast<int>(kPlane):
      return 4;
    case static_cast<int>(kAabb):
    case static_cast<int>(kRay):
    case static_cast<int>(kSegment):
      return 6;
    case static_cast<int>(kObb):
      return 15;
    case static_cast<int>(kTriangle):
      return 9;
    default:
      return 0;
  }
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
  }
  return 0;
}

std::string_view AbiKindName(ShapeKind kind) {
  switch (static_cast<int>(kind)) {
    case static_cast<int>(kPoint):
      return "point";
    case static_cast<int>(kSphere):
      return "sphere";
    case static_cast<int>(kAabb):
      return "aabb";
    case static_cast<int>(kObb):
      return "obb";
    case static_cast<int>(kPlane):
      return "plane";
    case static_cast<int>(kRay):
      return "ray";
    case static_cast<int>(kSegment):
      return "segment";
    case static_cast<int>(kTriangle):
      return "triangle";
    default:
      return "shape";
  }
}

}  // namespace harness::plugins
