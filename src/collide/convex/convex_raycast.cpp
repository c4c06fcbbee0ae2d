#include "collide/convex/convex_raycast.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace collide {
namespace {

// Where a ray is inside one convex part, with the normals out of it there.
struct Interval {
  double enter = kInfinity;
  double leave = -kInfinity;
  Vec3 enter_normal{0.0};
  Vec3 leave_normal{0.0};
};

Vec3 OutOf(const Vec3& point, const Vec3& center, const Vec3& fallback) {
  const Vec3 out = point - center;
  const double length = glm::length(out);
  return length > 0.0 ? out / length : fallback;
}

std::optional<Interval> SphereInterval(const Ray& ray, const Vec3& center, double radius) {
  const Vec3 to_center = center - ray.origin;
  const double along = glm::dot(to_center, ray.direction);
  const Vec3 across = to_center - along * ray.direction;
  const double squared_radius = radius * radius;
  const double half_chord_squared = squared_radius - glm::dot(across, across);
  if (half_chord_squared < -kRaycastRelativeTolerance * squared_radius) {
    return std::nullopt;
  }
  const double half_chord = std::sqrt(std::max(half_chord_squared, 0.0));
  Interval in{along - half_chord, along + half_chord};
  in.enter_normal = OutOf(ray.origin + in.enter * ray.direction, center, -ray.direction);
  in.leave_normal = OutOf(ray.origin + in.leave * ray.direction, center, ray.direction);
  return in;
}

// The finite cylinder between the capsule's ends. Its flat ends lie inside
// the end spheres, so where it is cut by them never bounds the capsule.
std::optional<Interval> TubeInterval(const Ray& ray, const Capsule& capsule) {
  const Vec3 core = capsule.end - capsule.start;
  const double length = glm::length(core);
  const Vec3 axis = core / length;
  const auto across_axis = [&](const Vec3& v) { return v - axis * glm::dot(v, axis); };
  const Vec3 from_axis = across_axis(ray.origin - capsule.start);
  const Vec3 drift = across_axis(ray.direction);
  const double speed_squared = glm::dot(drift, drift);
  const double radius = capsule.radius;
  double enter = -kInfinity;
  double leave = kInfinity;
  constexpr double kParallelSineSquared = 1e-24;
  if (speed_squared <= kParallelSineSquared) {
    if (glm::dot(from_axis, from_axis) > radius * radius) {
      return std::nullopt;
    }
  } else {
    const double b = glm::dot(from_axis, drift);
    const double c = glm::dot(from_axis, from_axis) - radius * radius;
    const double discriminant = b * b - speed_squared * c;
    if (discriminant < 0.0) {
      return std::nullopt;
    }
    const double root = std::sqrt(discriminant);
    enter = (-b - root) / speed_squared;
    leave = (-b + root) / speed_squared;
  }
  // Within the slab 0 <= axial <= length.
  const double axial = glm::dot(ray.origin - capsule.start, axis);
  const double axial_speed = glm::dot(ray.direction, axis);
  if (axial_speed != 0.0) {
    const double t0 = (0.0 - axial) / axial_speed;
    const double t1 = (length - axial) / axial_speed;
    enter = std::max(enter, std::min(t0, t1));
    leave = std::min(leave, std::max(t0, t1));
  } else if (axial < 0.0 || axial > length) {
    return std::nullopt;
  }
  if (!(enter <= leave)) {
    return std::nullopt;
  }
  const auto radial = [&](double t) {
    const Vec3 out = across_axis(ray.origin + t * ray.direction - capsule.start);
    const double l = glm::length(out);
    return l > 0.0 ? out / l : -ray.direction;
  };
  return Interval{enter, leave, radial(enter), radial(leave)};
}

// The first surface of a convex solid the ray is inside of on [enter,
// leave]: where it enters, or from inside where it leaves.
std::optional<RayHit> FirstSurface(const Ray& ray, const Interval& in, double tolerance) {
  if (in.enter > in.leave + tolerance) {
    return std::nullopt;
  }
  if (in.enter >= -tolerance) {
    const double t = std::max(in.enter, 0.0);
    return RayHit{t, ray.origin + t * ray.direction, in.enter_normal};
  }
  if (in.leave >= -tolerance) {
    const double t = std::max(in.leave, 0.0);
    return RayHit{t, ray.origin + t * ray.direction, in.leave_normal};
  }
  return std::nullopt;
}

}  // namespace

std::optional<RayHit> Raycast(const Ray& ray, const Capsule& capsule) {
  std::array<std::optional<Interval>, 3> parts = {
      SphereInterval(ray, capsule.start, capsule.radius),
      SphereInterval(ray, capsule.end, capsule.radius),
      capsule.end != capsule.start ? TubeInterval(ray, capsule) : std::nullopt};
  // The capsule is convex: the union of its parts' intervals is one interval.
  Interval all;
  for (const auto& part : parts) {
    if (!part) {
      continue;
    }
    if (part->enter < all.enter) {
      all.enter = part->enter;
      all.enter_normal = part->enter_normal;
    }
    if (part->leave > all.leave) {
      all.leave = part->leave;
      all.leave_normal = part->leave_normal;
    }
  }
  const double size = capsule.radius + 0.5 * glm::length(capsule.end - capsule.start);
  return FirstSurface(ray, all, kRaycastRelativeTolerance * size);
}

std::optional<RayHit> Raycast(const Ray& ray, const ConvexHull& hull) {
  if (hull.faces.empty()) {
    return std::nullopt;
  }
  double size = 0.0;
  for (const HullFace& face : hull.faces) {
    size = std::max(size, std::abs(face.offset));
  }
  const double tolerance = kRaycastRelativeTolerance * std::max(size, 1e-300);
  Interval in{-kInfinity, kInfinity};
  for (const HullFace& face : hull.faces) {
    const double approach = glm::dot(face.normal, ray.direction);
    const double inside_by = face.offset - glm::dot(face.normal, ray.origin);
    if (approach == 0.0) {
      if (inside_by < -tolerance) {
        return std::nullopt;  // parallel to the face and outside it
      }
      continue;
    }
    const double t = inside_by / approach;
    if (approach < 0.0 && t > in.enter) {
      in.enter = t;
      in.enter_normal = face.normal;
    } else if (approach > 0.0 && t < in.leave) {
      in.leave = t;
      in.leave_normal = face.normal;
    }
  }
  return FirstSurface(ray, in, tolerance);
}

}  // namespace collide
