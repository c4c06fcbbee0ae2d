// A triangle by its three corners (the tutorial's chapter 4), in the
// harness: its scene fields, editor, drawing, picking and moves. Its collide
// side (row, pair tests, hunt generator, plugin type) is
// collide/kinds/triangle.cpp.
#include <cmath>

#include "collide/shapes/triangle.h"
#include "harness/shape_kinds/kind_helpers.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace harness {
namespace {

using collide::Triangle;
using collide::Vec3;

Vec3 Centroid(const Triangle& t) {
  return (t[0] + t[1] + t[2]) / 3.0;
}

Triangle ReadTriangle(ObjectReader& reader) {
  const nlohmann::json* corners = reader.Member("corners");
  if (corners == nullptr) {
    reader.Fail("corners", "missing required field");
  }
  if (!corners->is_array() || corners->size() != 3) {
    reader.Fail("corners",
                "expected an array of 3 points, got " +
                    (corners->is_array() ? "an array of " + std::to_string(corners->size())
                                         : JsonTypeName(*corners)));
  }
  Triangle triangle;
  for (int i = 0; i < 3; ++i) {
    const auto index = static_cast<std::size_t>(i);
    triangle[i] = ReadVec3((*corners)[index], IndexPath(reader, "corners", index), reader.file());
  }
  return triangle;
}

void WriteTriangle(const Triangle& t, const std::string& where, SceneJson& out) {
  SceneJson corners = SceneJson::array();
  for (int i = 0; i < 3; ++i) {
    corners.push_back(JsonVector(t[i], where + ".corners[" + std::to_string(i) + "]"));
  }
  out["corners"] = std::move(corners);
}

bool EditTriangle(Triangle& t, ShapeEditor& editor) {
  bool changed = false;
  for (int i = 0; i < 3; ++i) {
    const std::string label = "corner " + std::string(1, static_cast<char>('a' + i));
    changed |= editor.Vec3(label.c_str(), &t[i]);
  }
  return changed;
}

void DrawTriangle(const Triangle& t, Draw& draw, const Color& color, const DrawContext&) {
  draw.WireTriangle(t[0], t[1], t[2], color);
  // A light fill shows where the face is, and in the solid look a lit one
  // (two-sided); a zero-area one is its edges.
  if (draw.shape_look() == ShapeLook::kSolid) {
    draw.LitTriangle(glm::vec3(t[0]), glm::vec3(t[1]), glm::vec3(t[2]), SolidFaceColor(color));
  } else {
    draw.Triangle(t[0], t[1], t[2], Color{color.r, color.g, color.b, 0.18f});
  }
  for (const Vec3& corner : t.corners) {
    draw.Point(corner, kShapeEndSize, color);
  }
}

PickProxy Proxy(const Triangle& t, const DrawContext&) {
  PickProxy proxy;
  proxy.center = Centroid(t);
  proxy.shape = PickHandle{proxy.center};
  proxy.resizable = true;
  proxy.rotatable = true;
  proxy.label = kind_helpers::Format("area %.3f", glm::length(collide::AreaNormal(t)) / 2.0);
  return proxy;
}

bool Turn(Triangle& t, const Vec3& axis, double angle) {
  if (!(glm::dot(axis, axis) > 0.0) || !std::isfinite(angle)) {
    return false;
  }
  const Vec3 center = Centroid(t);
  const collide::Mat3 turn = collide::RotationAboutAxis(glm::normalize(axis), angle);
  for (Vec3& corner : t.corners) {
    corner = center + turn * (corner - center);
  }
  return true;
}

TypedShapeKind<Triangle> TriangleKind() {
  TypedShapeKind<Triangle> kind;
  kind.read = ReadTriangle;
  kind.write = WriteTriangle;
  kind.make = [](const Vec3& at) {
    return Triangle{{at + Vec3(-1, -0.5, 0), at + Vec3(1, -0.5, 0), at + Vec3(0, 1, 0)}};
  };
  kind.edit = EditTriangle;
  kind.draw = DrawTriangle;
  kind.frame_points = [](const Triangle& t, const DrawContext&) {
    return std::vector<Vec3>{t[0], t[1], t[2]};
  };
  kind.proxy = Proxy;
  kind.translate = [](Triangle& t, const Vec3& delta, std::vector<Vec3>&) {
    for (Vec3& corner : t.corners)
      corner += delta;
  };
  kind.scale = [](Triangle& t, double factor) {
    const Vec3 center = Centroid(t);
    for (Vec3& corner : t.corners) {
      corner = center + (corner - center) * std::min(factor, kMaxEditableMagnitude);
    }
  };
  kind.rotate = Turn;
  return kind;
}

const ShapeKindRegistration kTriangleRegistration(TriangleKind().Entry());

}  // namespace
}  // namespace harness
