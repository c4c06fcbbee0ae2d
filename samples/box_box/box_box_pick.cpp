#include "box_box/box_box_pick.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "harness/shell/value_guard.h"

namespace box_box {
namespace {

std::string Label(const NamedShape& s) {
  char text[96];
  const collide::BoxShape* box = BoxOf(s);
  const auto* obb = box ? std::get_if<collide::OrientedBox>(box) : nullptr;
  const auto* aabb = box ? std::get_if<collide::Aabb>(box) : nullptr;
  if (const collide::Sphere* sphere = SphereOf(s)) {
    std::snprintf(text, sizeof text, " (r %.3f)", sphere->radius);
  } else if (obb != nullptr || aabb != nullptr) {
    const Vec3 half = obb ? obb->half_extents : 0.5 * (aabb->max - aabb->min);
    std::snprintf(text, sizeof text, " (half extents %.3f, %.3f, %.3f)", half.x, half.y, half.z);
  } else {
    std::snprintf(text, sizeof text, " (hexahedron, size %.3f)", 2.0 * RadiusOf(s));
  }
  return std::string(WordFor(s)) + " " + s.id + text;
}

void Translate(NamedShape& s, const Vec3& delta) {
  if (auto* sphere = std::get_if<collide::Sphere>(&s.shape)) {
    sphere->center += delta;
    return;
  }
  auto& box = std::get<collide::BoxShape>(s.shape);
  if (auto* obb = std::get_if<collide::OrientedBox>(&box)) {
    obb->center += delta;
  } else if (auto* aabb = std::get_if<collide::Aabb>(&box)) {
    aabb->min += delta;
    aabb->max += delta;
  } else {
    auto& hexahedron = std::get<collide::Hexahedron>(box);
    MoveHexahedron(hexahedron, collide::BoxCenter(hexahedron) + delta);
  }
}

void Scale(NamedShape& s, double factor) {
  if (auto* sphere = std::get_if<collide::Sphere>(&s.shape)) {
    sphere->radius = std::min(sphere->radius * factor, harness::kMaxEditableMagnitude);
    return;
  }
  auto& box = std::get<collide::BoxShape>(s.shape);
  const Vec3 center = collide::BoxCenter(box);
  if (auto* obb = std::get_if<collide::OrientedBox>(&box)) {
    obb->half_extents *= factor;
  } else if (auto* aabb = std::get_if<collide::Aabb>(&box)) {
    aabb->min = center + (aabb->min - center) * factor;
    aabb->max = center + (aabb->max - center) * factor;
  } else {
    // A uniform scale keeps a valid hexahedron valid.
    for (Vec3& corner : std::get<collide::Hexahedron>(box).corners) {
      corner = center + (corner - center) * factor;
    }
  }
}

}  // namespace

std::vector<harness::PickProxy> PickProxies(const Model& model) {
  std::vector<harness::PickProxy> proxies;
  for (const NamedShape& s : model.shapes()) {
    harness::PickProxy proxy;
    proxy.id = s.id;
    proxy.label = Label(s);
    if (const collide::Sphere* sphere = SphereOf(s)) {
      proxy.shape = *sphere;
    } else {
      proxy.shape = *BoxOf(s);
      proxy.rotatable = !std::holds_alternative<collide::Aabb>(*BoxOf(s));
    }
    proxy.center = CenterOf(s);
    proxy.resizable = true;
    proxies.push_back(std::move(proxy));
  }
  return proxies;
}

bool MoveShape(Model& model, const std::string& id, const Vec3& delta, harness::Log& log) {
  const auto index = model.IndexOf(id);
  if (!index || !collide::IsFinite(delta)) {
    return false;
  }
  NamedShape s = model.shapes()[*index];
  Translate(s, delta);
  model.ReplaceShape(*index, std::move(s), log);
  return true;
}

bool ResizeShape(Model& model, const std::string& id, double factor, harness::Log& log) {
  const auto index = model.IndexOf(id);
  if (!index || !(factor > 0.0) || !std::isfinite(factor)) {
    return false;
  }
  NamedShape s = model.shapes()[*index];
  Scale(s, factor);
  model.ReplaceShape(*index, std::move(s), log);
  return true;
}

bool RotateShape(Model& model, const std::string& id, const Vec3& axis, double angle,
                 harness::Log& log) {
  const auto index = model.IndexOf(id);
  if (!index || !std::isfinite(angle) || !collide::IsFinite(axis)) {
    return false;
  }
  NamedShape s = model.shapes()[*index];
  auto* box = std::get_if<collide::BoxShape>(&s.shape);
  if (box == nullptr || !collide::RotateBox(*box, axis, angle)) {
    return false;
  }
  // The panel edits the angles it keeps beside the matrix: they follow.
  if (const auto* obb = std::get_if<collide::OrientedBox>(box)) {
    s.rotation_deg = collide::EulerDegreesFromRotation(obb->rotation);
  }
  model.ReplaceShape(*index, std::move(s), log);
  return true;
}

}  // namespace box_box
