#include "collide/registry/static_shape.h"

#include <cmath>
#include <string>

#include "collide/shapes/id_table.h"
#include "collide/shapes/overloaded.h"

namespace collide {
namespace {

constexpr std::pair<ShapeKind, std::string_view> kShapeKindIds[] = {
    {ShapeKind::kPoint, "point"},
    {ShapeKind::kSphere, "sphere"},
    {ShapeKind::kAabb, "aabb"},
    {ShapeKind::kBox, "box"},
    {ShapeKind::kHexahedron, "hexahedron"},
    {ShapeKind::kPlane, "plane"},
    {ShapeKind::kRay, "ray"},
    {ShapeKind::kSegment, "segment"},
};

// A unit vector within rounding: MakeRay and MakeBookPlane normalise to
// well within this.
constexpr double kUnitLengthTolerance = 1e-9;

std::optional<std::string> ValidateUnit(const Vec3& v, const char* what) {
  if (!IsFinite(v)) {
    return std::string(what) + " has a non-finite component";
  }
  if (std::abs(glm::length(v) - 1.0) > kUnitLengthTolerance) {
    return std::string(what) + " must be unit length";
  }
  return std::nullopt;
}

}  // namespace

std::string_view ShapeKindId(ShapeKind kind) {
  return IdIn(kShapeKindIds, kind);
}

std::optional<ShapeKind> ShapeKindFromId(std::string_view id) {
  return ValueIn<ShapeKind>(kShapeKindIds, id);
}

Vec3 AnchorOf(const StaticShape& shape) {
  return std::visit(Overloaded{
                        [](const Point& p) { return p.position; },
                        [](const Sphere& s) { return s.center; },
                        [](const Aabb& b) { return BoxCenter(BoxShape(b)); },
                        [](const OrientedBox& b) { return b.center; },
                        [](const Hexahedron& b) { return BoxCenter(BoxShape(b)); },
                        [](const BookPlane& p) { return p.normal * p.distance; },
                        [](const Ray& r) { return r.origin; },
                        [](const Segment& s) { return (s.start + s.end) * 0.5; },
                    },
                    shape);
}

std::optional<Aabb> BoundsOf(const StaticShape& shape) {
  return std::visit(Overloaded{
                        [](const Point& p) -> std::optional<Aabb> {
                          return Aabb{p.position, p.position};
                        },
                        [](const Sphere& s) -> std::optional<Aabb> {
                          return Aabb{s.center - Vec3(s.radius), s.center + Vec3(s.radius)};
                        },
                        [](const Aabb& b) -> std::optional<Aabb> { return b; },
                        [](const OrientedBox& b) -> std::optional<Aabb> { return CornerBounds(b); },
                        [](const Hexahedron& b) -> std::optional<Aabb> { return CornerBounds(b); },
                        [](const BookPlane&) -> std::optional<Aabb> { return std::nullopt; },
                        [](const Ray&) -> std::optional<Aabb> { return std::nullopt; },
                        [](const Segment& s) -> std::optional<Aabb> {
                          return Aabb{glm::min(s.start, s.end), glm::max(s.start, s.end)};
                        },
                    },
                    shape);
}

std::optional<std::string> Validate(const StaticShape& shape) {
  return std::visit(Overloaded{
                        [](const Point& p) -> std::optional<std::string> {
                          if (!IsFinite(p.position)) {
                            return "the point has a non-finite coordinate";
                          }
                          return std::nullopt;
                        },
                        [](const Sphere& s) -> std::optional<std::string> {
                          if (!IsFinite(s.center) || !std::isfinite(s.radius)) {
                            return "the sphere has a non-finite number";
                          }
                          if (s.radius < 0.0) {
                            return "the sphere's radius is negative";
                          }
                          return std::nullopt;
                        },
                        [](const Aabb& b) { return collide::Validate(b); },
                        [](const OrientedBox& b) { return collide::Validate(b); },
                        [](const Hexahedron& b) { return collide::Validate(b); },
                        [](const BookPlane& p) -> std::optional<std::string> {
                          if (!std::isfinite(p.distance)) {
                            return "the plane's distance is not finite";
                          }
                          return ValidateUnit(p.normal, "the plane's normal");
                        },
                        [](const Ray& r) -> std::optional<std::string> {
                          if (!IsFinite(r.origin)) {
                            return "the ray's origin has a non-finite coordinate";
                          }
                          return ValidateUnit(r.direction, "the ray's direction");
                        },
                        [](const Segment& s) -> std::optional<std::string> {
                          if (!IsFinite(s.start) || !IsFinite(s.end)) {
                            return "the segment has a non-finite coordinate";
                          }
                          return std::nullopt;
                        },
                    },
                    shape);
}

}  // namespace collide
