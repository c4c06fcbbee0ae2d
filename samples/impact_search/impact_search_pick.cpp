#include "impact_search/impact_search_pick.h"

#include <algorithm>
#include <cstdio>

#include "harness/shell/value_guard.h"

namespace impact_search {
namespace {

using collide::Vec3;

std::string Format(const char* format, const std::string& id, double a, double b = 0.0,
                   double c = 0.0) {
  char text[128];
  std::snprintf(text, sizeof text, format, id.c_str(), a, b, c);
  return text;
}

Mover* FindMover(Layout& layout, const std::string& id) {
  for (Mover& mover : layout.movers) {
    if (mover.id == id) {
      return &mover;
    }
  }
  return nullptr;
}

Target* FindTarget(Layout& layout, const std::string& id) {
  for (Target& target : layout.targets) {
    if (target.id == id) {
      return &target;
    }
  }
  return nullptr;
}

double Grown(double radius, double factor) {
  return std::min(radius * factor, harness::kMaxEditableMagnitude);
}

}  // namespace

std::vector<harness::PickProxy> PickProxies(const Layout& layout) {
  std::vector<harness::PickProxy> proxies;
  for (const Mover& mover : layout.movers) {
    const collide::MovingSphere& s = mover.sphere;
    proxies.push_back({mover.id, Format("sphere %s (r %.3f, moving)", mover.id, s.radius),
                       collide::Sphere{s.center, s.radius}, s.center, true, true});
    // The faint sphere at the end of the step: where the velocity takes it.
    const Vec3 end = s.center + s.velocity * layout.dt;
    proxies.push_back({harness::VelocityHandleId(mover.id),
                       Format("sphere %s velocity (%.3f, %.3f, %.3f)", mover.id, s.velocity.x,
                              s.velocity.y, s.velocity.z),
                       collide::Sphere{end, s.radius}, end});
  }
  for (const Target& target : layout.targets) {
    if (const auto* sphere = std::get_if<collide::Sphere>(&target.shape)) {
      proxies.push_back({target.id, Format("sphere %s (r %.3f)", target.id, sphere->radius),
                         *sphere, sphere->center, true, true});
    } else {
      const auto& box = std::get<collide::Aabb>(target.shape);
      const Vec3 half = 0.5 * (box.max - box.min);
      proxies.push_back(
          {target.id,
           Format("aabb %s (half extents %.3f, %.3f, %.3f)", target.id, half.x, half.y, half.z),
           collide::BoxShape(box), 0.5 * (box.min + box.max), true, true});
    }
  }
  return proxies;
}

bool MoveShape(Layout& layout, const std::string& id, const Vec3& delta) {
  if (!collide::IsFinite(delta)) {
    return false;
  }
  if (const auto mover_id = harness::ShapeOfVelocityHandle(id)) {
    Mover* mover = FindMover(layout, *mover_id);
    if (mover == nullptr || !(layout.dt > 0.0)) {
      return false;
    }
    mover->sphere.velocity += delta / layout.dt;
    return true;
  }
  if (Mover* mover = FindMover(layout, id)) {
    mover->sphere.center += delta;
    return true;
  }
  Target* target = FindTarget(layout, id);
  if (target == nullptr) {
    return false;
  }
  if (auto* sphere = std::get_if<collide::Sphere>(&target->shape)) {
    sphere->center += delta;
  } else {
    auto& box = std::get<collide::Aabb>(target->shape);
    box.min += delta;
    box.max += delta;
  }
  return true;
}

bool ResizeShape(Layout& layout, const std::string& id, double factor) {
  if (!(factor > 0.0)) {
    return false;
  }
  if (Mover* mover = FindMover(layout, id)) {
    mover->sphere.radius = Grown(mover->sphere.radius, factor);
    return true;
  }
  Target* target = FindTarget(layout, id);
  if (target == nullptr) {
    return false;
  }
  if (auto* sphere = std::get_if<collide::Sphere>(&target->shape)) {
    sphere->radius = Grown(sphere->radius, factor);
  } else {
    auto& box = std::get<collide::Aabb>(target->shape);
    const Vec3 center = 0.5 * (box.min + box.max);
    box.min = center + (box.min - center) * factor;
    box.max = center + (box.max - center) * factor;
  }
  return true;
}

}  // namespace impact_search
