// A sphere: read and edited by centre and radius, picked as itself, resized
// by its radius.
#include <algorithm>

#include "harness/shape_kinds/kind_helpers.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace harness {
namespace {

using collide::Sphere;
using collide::Vec3;

TypedShapeKind<Sphere> SphereKind() {
  TypedShapeKind<Sphere> kind;
  kind.read = [](ObjectReader& reader) {
    Sphere sphere;
    sphere.center = reader.Vec3("center");
    sphere.radius = NonNegative(reader, "radius");
    return sphere;
  };
  kind.write = [](const Sphere& s, const std::string& where, SceneJson& out) {
    out["center"] = JsonVector(s.center, where + ".center");
    out["radius"] = JsonNumber(s.radius, where + ".radius");
  };
  kind.make = [](const Vec3& at) { return Sphere{at, 1.0}; };
  kind.edit = [](Sphere& s, ShapeEditor& editor) {
    bool changed = editor.Vec3("center", &s.center);
    changed |= editor.Number("radius", &s.radius, 0.0, kMaxEditableMagnitude);
    return changed;
  };
  kind.draw = [](const Sphere& s, Draw& draw, const Color& color, const DrawContext&) {
    draw.ShapeSphere(s, color);
  };
  kind.frame_points = [](const Sphere& s, const DrawContext&) {
    std::vector<Vec3> points{s.center};
    for (int axis = 0; axis < 3; ++axis) {
      Vec3 offset(0.0);
      offset[axis] = s.radius;
      points.push_back(s.center + offset);
      points.push_back(s.center - offset);
    }
    return points;
  };
  kind.proxy = [](const Sphere& s, const DrawContext&) {
    PickProxy proxy;
    proxy.shape = s;
    proxy.center = s.center;
    proxy.resizable = true;
    proxy.label = kind_helpers::Format("r %.3f", s.radius);
    return proxy;
  };
  kind.translate = [](Sphere& s, const Vec3& delta, std::vector<Vec3>&) { s.center += delta; };
  kind.scale = [](Sphere& s, double factor) {
    s.radius = std::min(s.radius * factor, kMaxEditableMagnitude);
  };
  return kind;
}

const ShapeKindRegistration kSphereRegistration(SphereKind().Entry());

}  // namespace
}  // namespace harness
