// A capsule: read and edited by its two ends and its radius, drawn by its
// rings and side lines (lit in the solid look), picked as itself, resized
// about its middle (ends and radius) and turned about it.
#include <algorithm>

#include "collide/shapes/capsule.h"
#include "harness/shape_kinds/kind_helpers.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace harness {
namespace {

using collide::Capsule;
using collide::Vec3;

Vec3 Middle(const Capsule& c) {
  return (c.start + c.end) * 0.5;
}

TypedShapeKind<Capsule> CapsuleKind() {
  TypedShapeKind<Capsule> kind;
  kind.read = [](ObjectReader& reader) {
    Capsule capsule;
    capsule.start = reader.Vec3("start");
    capsule.end = reader.Vec3("end");
    capsule.radius = NonNegative(reader, "radius");
    return capsule;
  };
  kind.write = [](const Capsule& c, const std::string& where, SceneJson& out) {
    out["start"] = JsonVector(c.start, where + ".start");
    out["end"] = JsonVector(c.end, where + ".end");
    out["radius"] = JsonNumber(c.radius, where + ".radius");
  };
  kind.make = [](const Vec3& at) {
    return Capsule{at + Vec3(0.0, -0.75, 0.0), at + Vec3(0.0, 0.75, 0.0), 0.5};
  };
  kind.edit = [](Capsule& c, ShapeEditor& editor) {
    bool changed = editor.Vec3("start", &c.start);
    changed |= editor.Vec3("end", &c.end);
    changed |= editor.Number("radius", &c.radius, 0.0, kMaxEditableMagnitude);
    return changed;
  };
  kind.draw = [](const Capsule& c, Draw& draw, const Color& color, const DrawContext&) {
    draw.ShapeCapsule(c, color);
  };
  kind.frame_points = [](const Capsule& c, const DrawContext&) {
    std::vector<Vec3> points{Middle(c)};
    for (const Vec3& end : {c.start, c.end}) {
      for (int axis = 0; axis < 3; ++axis) {
        Vec3 offset(0.0);
        offset[axis] = c.radius;
        points.push_back(end + offset);
        points.push_back(end - offset);
      }
    }
    return points;
  };
  kind.proxy = [](const Capsule& c, const DrawContext&) {
    PickProxy proxy;
    proxy.shape = c;
    proxy.center = Middle(c);
    proxy.resizable = true;
    proxy.rotatable = true;
    proxy.label =
        kind_helpers::Format("r %.3f, length %.3f", c.radius, glm::length(c.end - c.start));
    return proxy;
  };
  kind.translate = [](Capsule& c, const Vec3& delta, std::vector<Vec3>&) {
    c.start += delta;
    c.end += delta;
  };
  kind.scale = [](Capsule& c, double factor) {
    const Vec3 middle = Middle(c);
    c.start = middle + (c.start - middle) * factor;
    c.end = middle + (c.end - middle) * factor;
    c.radius = std::min(c.radius * factor, kMaxEditableMagnitude);
  };
  kind.rotate = [](Capsule& c, const Vec3& axis, double angle) {
    const double length = glm::length(axis);
    if (!(length > 0.0)) {
      return false;
    }
    const Vec3 middle = Middle(c);
    const collide::Mat3 turn = collide::RotationAboutAxis(axis / length, angle);
    c.start = middle + turn * (c.start - middle);
    c.end = middle + turn * (c.end - middle);
    return true;
  };
  return kind;
}

const ShapeKindRegistration kCapsuleRegistration(CapsuleKind().Entry());

}  // namespace
}  // namespace harness
