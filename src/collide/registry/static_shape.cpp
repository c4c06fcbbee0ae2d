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

template <typename Box>
void AddBoxKind(ShapeKinds& kinds, std::string id) {
  kinds.Add(MakeShapeKindInfo<Box>(
      std::move(id), [](const Box& b) { return BoxCenter(BoxShape(b)); },
      [](const Box& b) -> std::optional<Aabb> { return CornerBounds(b); },
      [](const Box& b) { return collide::Validate(b); }));
}

ShapeKindInfo Surface(ShapeKindInfo info) {
  info.solid = false;
  return info;
}

void AddBuiltinKinds(ShapeKinds& kinds) {
  kinds.Add(MakeShapeKindInfo<Point>(
      "point", [](const Point& p) { return p.position; },
      [](const Point& p) -> std::optional<Aabb> {
        return Aabb{p.position, p.position};
      },
      ValidatePoint));
  kinds.Add(MakeShapeKindInfo<Sphere>(
      "sphere", [](const Sphere& s) { return s.center; },
      [](const Sphere& s) -> std::optional<Aabb> {
        return Aabb{s.center - Vec3(s.radius), s.center + Vec3(s.radius)};
      },
      ValidateSphere));
  kinds.Add(MakeShapeKindInfo<Aabb>(
      "aabb", [](const Aabb& b) { return BoxCenter(BoxShape(b)); },
      [](const Aabb& b) -> std::optional<Aabb> { return b; },
      [](const Aabb& b) { return collide::Validate(b); }));
  AddBoxKind<OrientedBox>(kinds, "box");
  AddBoxKind<Hexahedron>(kinds, "hexahedron");
  // A plane's anchor is its point nearest the origin.
  kinds.Add(Surface(MakeShapeKindInfo<BookPlane>(
      "plane", [](const BookPlane& p) { return p.normal * p.distance; }, kUnbounded,
      ValidatePlane)));
  kinds.Add(Surface(MakeShapeKindInfo<Ray>(
      "ray", [](const Ray& r) { return r.origin; }, kUnbounded, ValidateRay)));
  kinds.Add(Surface(MakeShapeKindInfo<Segment>(
      "segment", [](const Segment& s) { return (s.start + s.end) * 0.5; },
      [](const Segment& s) -> std::optional<Aabb> {
        return Aabb{glm::min(s.start, s.end), glm::max(s.start, s.end)};
      },
      ValidateSegment)));
  kinds.Add(MakeShapeKindInfo<Cylinder>(
      "cylinder", [](const Cylinder& c) { return c.point; }, kUnbounded,
      [](const Cylinder& c) { return collide::Validate(c); }));
}

}  // namespace

const ShapeKindInfo& ShapeKinds::Add(ShapeKindInfo info) {
  if (info.id.empty()) {
    throw std::invalid_argument("a shape kind needs an id");
  }
  if (!info.anchor || !info.bounds || !info.validate) {
    throw std::invalid_argument("shape kind \"" + info.id + "\" lacks a function");
  }
  if (const ShapeKindInfo* taken = Find(info.kind)) {
    throw std::invalid_argument("shape kind number " + std::to_string(static_cast<int>(info.kind)) +
                                " is taken by \"" + taken->id + "\"");
  }
  if (Find(info.id) != nullptr) {
    throw std::invalid_argument("shape kind \"" + info.id + "\" is already registered");
  }
  kinds_.push_back(std::move(info));
  return kinds_.back();
}

bool ShapeKinds::Remove(ShapeKind kind) {
  const auto found = std::find_if(kinds_.begin(), kinds_.end(),
                                  [&](const ShapeKindInfo& info) { return info.kind == kind; });
  if (found == kinds_.end()) {
    return false;
  }
  kinds_.erase(found);
  return true;
}

const ShapeKindInfo* ShapeKinds::Find(ShapeKind kind) const {
  for (const ShapeKindInfo& info : kinds_) {
    if (info.kind == kind) {
      return &info;
    }
  }
  return nullptr;
}

const ShapeKindInfo* ShapeKinds::Find(std::string_view id) const {
  for (const ShapeKindInfo& info : kinds_) {
    if (info.id == id) {
      return &info;
    }
  }
  return nullptr;
}

std::vector<const ShapeKindInfo*> ShapeKinds::All() const {
  std::vector<const ShapeKindInfo*> all;
  for (const ShapeKindInfo& info : kinds_) {
    all.push_back(&info);
  }
  std::sort(all.begin(), all.end(), [](const ShapeKindInfo* a, const ShapeKindInfo* b) {
    return static_cast<int>(a->kind) < static_cast<int>(b->kind);
  });
  return all;
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
