#include "collide/registry/static_shape.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace collide {
namespace {

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

std::optional<std::string> ValidatePoint(const Point& p) {
  if (!IsFinite(p.position)) {
    return "the point has a non-finite coordinate";
  }
  return std::nullopt;
}

std::optional<std::string> ValidateSphere(const Sphere& s) {
  if (!IsFinite(s.center) || !std::isfinite(s.radius)) {
    return "the sphere has a non-finite number";
  }
  if (s.radius < 0.0) {
    return "the sphere's radius is negative";
  }
  return std::nullopt;
}

std::optional<std::string> ValidatePlane(const BookPlane& p) {
  if (!std::isfinite(p.distance)) {
    return "the plane's distance is not finite";
  }
  return ValidateUnit(p.normal, "the plane's normal");
}

std::optional<std::string> ValidateRay(const Ray& r) {
  if (!IsFinite(r.origin)) {
    return "the ray's origin has a non-finite coordinate";
  }
  return ValidateUnit(r.direction, "the ray's direction");
}

std::optional<std::string> ValidateSegment(const Segment& s) {
  if (!IsFinite(s.start) || !IsFinite(s.end)) {
    return "the segment has a non-finite coordinate";
  }
  return std::nullopt;
}

constexpr auto kUnbounded = [](const auto&) -> std::optional<Aabb> { return std::nullopt; };

void AppendVec3(const Vec3& v, std::vector<double>& doubles) {
  doubles.insert(doubles.end(), {v.x, v.y, v.z});
}

ShapeKindInfo Surface(ShapeKindInfo info) {
  info.solid = false;
  return info;
}

ShapeKindInfo Served(ShapeKindInfo info, PluginType type) {
  info.plugin_type = std::move(type);
  return info;
}

// Their cl_ structs, as plugin.h declares them.
PluginType PointType() {
  return MakePluginType<Point>("point", {{"", 3}}, [](const Point& p, std::vector<double>& d) {
    AppendVec3(p.position, d);
  });
}
PluginType SphereType() {
  return MakePluginType<Sphere>("sphere", {{"center", 3}, {"radius", 1}},
                                [](const Sphere& s, std::vector<double>& d) {
                                  AppendVec3(s.center, d);
                                  d.push_back(s.radius);
                                });
}
PluginType AabbType() {
  return MakePluginType<Aabb>("aabb", {{"min", 3}, {"max", 3}},
                              [](const Aabb& b, std::vector<double>& d) {
                                AppendVec3(b.min, d);
                                AppendVec3(b.max, d);
                              });
}
PluginType ObbType() {
  return MakePluginType<OrientedBox>("obb",
                                     {{"center", 3}, {"half_extents", 3}, {"rotation rows", 9}},
                                     [](const OrientedBox& o, std::vector<double>& d) {
                                       AppendVec3(o.center, d);
                                       AppendVec3(o.half_extents, d);
                                       // plugin.h's rotation is row-major; glm indexes
                                       // [column][row].
                                       for (int row = 0; row < 3; ++row) {
                                         for (int column = 0; column < 3; ++column) {
                                           d.push_back(o.rotation[column][row]);
                                         }
                                       }
                                     });
}
PluginType PlaneType() {
  return MakePluginType<BookPlane>("plane", {{"normal", 3}, {"distance", 1}},
                                   [](const BookPlane& p, std::vector<double>& d) {
                                     AppendVec3(p.normal, d);
                                     d.push_back(p.distance);
                                   });
}
PluginType RayType() {
  return MakePluginType<Ray>("ray", {{"origin", 3}, {"direction", 3}},
                             [](const Ray& r, std::vector<double>& d) {
                               AppendVec3(r.origin, d);
                               AppendVec3(r.direction, d);
                             });
}
PluginType SegmentType() {
  return MakePluginType<Segment>("segment", {{"start", 3}, {"end", 3}},
                                 [](const Segment& s, std::vector<double>& d) {
                                   AppendVec3(s.start, d);
                                   AppendVec3(s.end, d);
                                 });
}

template <typename Box>
ShapeKindInfo BoxKind(std::string id) {
  return MakeShapeKindInfo<Box>(
      std::move(id), [](const Box& b) { return BoxCenter(BoxShape(b)); },
      [](const Box& b) -> std::optional<Aabb> { return CornerBounds(b); },
      [](const Box& b) { return collide::Validate(b); });
}

// The plugin ABI has no struct for a hexahedron or a cylinder.
void AddBuiltinKinds(ShapeKinds& kinds) {
  kinds.Add(Served(MakeShapeKindInfo<Point>(
                       "point", [](const Point& p) { return p.position; },
                       [](const Point& p) -> std::optional<Aabb> {
                         return Aabb{p.position, p.position};
                       },
                       ValidatePoint),
                   PointType()));
  kinds.Add(Served(MakeShapeKindInfo<Sphere>(
                       "sphere", [](const Sphere& s) { return s.center; },
                       [](const Sphere& s) -> std::optional<Aabb> {
                         return Aabb{s.center - Vec3(s.radius), s.center + Vec3(s.radius)};
                       },
                       ValidateSphere),
                   SphereType()));
  kinds.Add(Served(MakeShapeKindInfo<Aabb>(
                       "aabb", [](const Aabb& b) { return BoxCenter(BoxShape(b)); },
                       [](const Aabb& b) -> std::optional<Aabb> { return b; },
                       [](const Aabb& b) { return collide::Validate(b); }),
                   AabbType()));
  kinds.Add(Served(BoxKind<OrientedBox>("box"), ObbType()));
  kinds.Add(BoxKind<Hexahedron>("hexahedron"));
  // A plane's anchor is its point nearest the origin.
  kinds.Add(Served(Surface(MakeShapeKindInfo<BookPlane>(
                       "plane", [](const BookPlane& p) { return p.normal * p.distance; },
                       kUnbounded, ValidatePlane)),
                   PlaneType()));
  kinds.Add(Served(Surface(MakeShapeKindInfo<Ray>(
                       "ray", [](const Ray& r) { return r.origin; }, kUnbounded, ValidateRay)),
                   RayType()));
  kinds.Add(Served(Surface(MakeShapeKindInfo<Segment>(
                       "segment", [](const Segment& s) { return (s.start + s.end) * 0.5; },
                       [](const Segment& s) -> std::optional<Aabb> {
                         return Aabb{glm::min(s.start, s.end), glm::max(s.start, s.end)};
                       },
                       ValidateSegment)),
                   SegmentType()));
  kinds.Add(MakeShapeKindInfo<Cylinder>(
      "cylinder", [](const Cylinder& c) { return c.point; }, kUnbounded,
      [](const Cylinder& c) { return collide::Validate(c); }));
}

}  // namespace

const ShapeKindInfo& ShapeKinds::Add(ShapeKindInfo info) {
  if (!info.anchor || !info.bounds || !info.validate) {
    throw std::invalid_argument("shape kind \"" + info.id + "\" lacks a function");
  }
  if (const auto& type = info.plugin_type;
      type && (type->name.empty() || type->fields.empty() || !type->append)) {
    throw std::invalid_argument("shape kind \"" + info.id +
                                "\": a plugin type needs a name, fields and an append");
  }
  return rows_.Add(std::move(info));
}

const ShapeKindInfo* ShapeKinds::FindByPluginType(std::string_view name) const {
  for (const ShapeKindInfo* info : rows_.All()) {
    if (info->plugin_type && info->plugin_type->name == name) {
      return info;
    }
  }
  return nullptr;
}

ShapeKinds& ShapeKinds::Global() {
  static ShapeKinds kinds = [] {
    ShapeKinds builtin;
    AddBuiltinKinds(builtin);
    return builtin;
  }();
  return kinds;
}

std::string ShapeKindId(ShapeKind kind) {
  if (const ShapeKindInfo* info = ShapeKinds::Global().Find(kind)) {
    return info->id;
  }
  return "kind " + std::to_string(static_cast<int>(kind));
}

std::optional<ShapeKind> ShapeKindFromId(std::string_view id) {
  if (const ShapeKindInfo* info = ShapeKinds::Global().Find(id)) {
    return info->kind;
  }
  return std::nullopt;
}

Vec3 AnchorOf(const StaticShape& shape) {
  const ShapeKindInfo* info = ShapeKinds::Global().Find(shape.kind());
  return info != nullptr ? info->anchor(shape) : Vec3(0.0);
}

std::optional<Aabb> BoundsOf(const StaticShape& shape) {
  const ShapeKindInfo* info = ShapeKinds::Global().Find(shape.kind());
  return info != nullptr ? info->bounds(shape) : std::nullopt;
}

std::optional<std::string> Validate(const StaticShape& shape) {
  const ShapeKindInfo* info = ShapeKinds::Global().Find(shape.kind());
  if (info == nullptr) {
    return ShapeKindId(shape.kind()) + " is not a registered shape kind";
  }
  return info->validate(shape);
}

}  // namespace collide
