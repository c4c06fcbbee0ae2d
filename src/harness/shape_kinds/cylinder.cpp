// The seed's infinite cylinder (the magic room's pillars): a point, an axis
// of any non-zero length and a radius; drawn as rings and lengthwise lines
// (over a lit side, in the solid look) clipped to a cube about the origin.
#include <algorithm>
#include <cmath>

#include "collide/shapes/plane.h"
#include "harness/shape_kinds/kind_helpers.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace harness {
namespace {

using collide::Cylinder;
using collide::Vec3;

// The side between the ends `start` and `end`, as lit strips; `u` and `v`
// are the radius across the axis, at right angles.
void DrawLitSide(const Vec3& start, const Vec3& end, const Vec3& u, const Vec3& v, Draw& draw,
                 const Color& face) {
  constexpr int kStrips = 32;
  const auto around = [&](int k) {
    const double angle = 2.0 * collide::kPi * k / kStrips;
    return u * std::cos(angle) + v * std::sin(angle);
  };
  for (int k = 0; k < kStrips; ++k) {
    const glm::vec3 s0(start + around(k)), s1(start + around(k + 1));
    const glm::vec3 e0(end + around(k)), e1(end + around(k + 1));
    draw.LitTriangle(s0, s1, e1, face);
    draw.LitTriangle(s0, e1, e0, face);
  }
}

// Rings and lengthwise lines over the stretch of the axis inside the cube
// of half-size `clip`.
void DrawClipped(const Cylinder& cylinder, Draw& draw, const Color& color, double clip) {
  const Vec3 a = glm::normalize(cylinder.axis);
  // The stretch of the axis inside the cube [-clip, clip]^3 (slab test); a
  // cylinder that misses the cube is drawn over [-clip, clip] around its point.
  double low = -collide::kInfinity;
  double high = collide::kInfinity;
  for (int i = 0; i < 3; ++i) {
    if (std::abs(a[i]) > 1e-12) {
      const double s1 = (-clip - cylinder.point[i]) / a[i];
      const double s2 = (clip - cylinder.point[i]) / a[i];
      low = std::max(low, std::min(s1, s2));
      high = std::min(high, std::max(s1, s2));
    } else if (std::abs(cylinder.point[i]) > clip) {
      high = low - 1.0;
    }
  }
  if (!(high > low)) {
    low = -clip;
    high = clip;
  }
  const Vec3 start = cylinder.point + a * low;
  const Vec3 end = cylinder.point + a * high;
  const int rings = std::clamp(static_cast<int>((high - low) / (clip / 4.0)), 1, 40) + 1;
  for (int k = 0; k < rings; ++k) {
    draw.Ring(glm::vec3(glm::mix(start, end, static_cast<double>(k) / (rings - 1))), glm::vec3(a),
              static_cast<float>(cylinder.radius), color);
  }
  Vec3 u, v;
  collide::PerpendicularBasis(a, &u, &v);
  if (draw.shape_look() == ShapeLook::kSolid) {
    DrawLitSide(start, end, u * cylinder.radius, v * cylinder.radius, draw, SolidFaceColor(color));
  }
  constexpr int kLengthwise = 8;
  for (int k = 0; k < kLengthwise; ++k) {
    const double angle = 2.0 * collide::kPi * k / kLengthwise;
    const Vec3 offset = (u * std::cos(angle) + v * std::sin(angle)) * cylinder.radius;
    draw.Line(glm::vec3(start + offset), glm::vec3(end + offset), color);
  }
}

TypedShapeKind<Cylinder> CylinderKind() {
  TypedShapeKind<Cylinder> kind;
  // `radius` is the cylinder's own: tests grow it by a ball's radius.
  kind.read = [](ObjectReader& reader) {
    Cylinder cylinder;
    cylinder.point = reader.Vec3("point");
    cylinder.axis = Direction(reader, "axis");
    cylinder.radius = NonNegative(reader, "radius");
    return cylinder;
  };
  kind.write = [](const Cylinder& c, const std::string& where, SceneJson& out) {
    out["point"] = JsonVector(c.point, where + ".point");
    out["axis"] = JsonVector(c.axis, where + ".axis");
    out["radius"] = JsonNumber(c.radius, where + ".radius");
  };
  kind.make = [](const Vec3& at) { return Cylinder{at, {0.0, 1.0, 0.0}, 1.0}; };
  kind.edit = [](Cylinder& c, ShapeEditor& editor) {
    bool changed = editor.Vec3("point", &c.point);
    changed |= editor.Direction("axis", &c.axis);
    changed |= editor.Number("radius", &c.radius, 0.0, kMaxEditableMagnitude);
    return changed;
  };
  kind.draw = [](const Cylinder& c, Draw& draw, const Color& color, const DrawContext& context) {
    DrawClipped(c, draw, color, context.scene_radius);
  };
  kind.frame_points = [](const Cylinder& c, const DrawContext&) {
    return std::vector<Vec3>{c.point};
  };
  kind.proxy = [](const Cylinder& c, const DrawContext&) {
    PickProxy proxy;
    proxy.shape = PickHandle{c.point};
    proxy.center = c.point;
    proxy.resizable = true;
    proxy.label = kind_helpers::Format("r %.3f", c.radius);
    return proxy;
  };
  kind.translate = [](Cylinder& c, const Vec3& delta, std::vector<Vec3>&) { c.point += delta; };
  kind.scale = [](Cylinder& c, double factor) {
    c.radius = std::min(c.radius * factor, kMaxEditableMagnitude);
  };
  return kind;
}

const ShapeKindRegistration kCylinderRegistration(CylinderKind().Entry());

}  // namespace
}  // namespace harness
