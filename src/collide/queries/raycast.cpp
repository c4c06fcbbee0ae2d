#include "collide/queries/raycast.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <variant>

namespace collide {
namespace {

// max(t, 0), and -0.0 becomes +0.0.
double NonNegative(double t) {
  return t > 0.0 ? t : 0.0;
}

// The first surface distance s >= 0 along the unit direction `u` from a point
// to a sphere of radius `radius` whose centre lies at `to_center` from it;
// empty when there is none. Shared by the sphere and, across the axis, the
// cylinder.
std::optional<double> FirstSphereSurface(const Vec3& to_center, const Vec3& u, double radius) {
  const double along = glm::dot(to_center, u);  // to the point nearest the centre
  const Vec3 across = to_center - along * u;    // from there to the centre
  const double squared_radius = radius * radius;
  const double half_chord_squared = squared_radius - glm::dot(across, across);
  if (half_chord_squared < -kRaycastRelativeTolerance * squared_radius) {
    return std::nullopt;
  }
  const double half_chord = std::sqrt(std::max(half_chord_squared, 0.0));
  const double tolerance = kRaycastRelativeTolerance * radius;
  const double enter = along - half_chord;
  if (enter >= -tolerance) {
    return NonNegative(enter);
  }
  const double leave = along + half_chord;  // the origin is inside
  if (leave >= -tolerance) {
    return NonNegative(leave);
  }
  return std::nullopt;
}

// Where a ray crosses a convex solid bounded by planes: it is inside on
// [enter, leave], entering through face enter_face and leaving through
// leave_face (-1 when no plane bounds that side).
struct Clip {
  double enter = -kInfinity;
  double leave = kInfinity;
  int enter_face = -1;
  int leave_face = -1;
  int touching_face = -1;  // a plane the ray lies in

  // One bounding plane: the origin lies `distance` outside it (< 0 inside),
  // and the direction moves `rate` further out per unit t. False when the ray
  // lies wholly outside it.
  bool Add(double distance, double rate, int face, double tolerance) {
    if (rate == 0.0) {
      if (distance >= -tolerance && distance <= tolerance && touching_face < 0) {
        touching_face = face;  // the ray slides along this face
      }
      return distance <= tolerance;
    }
    const double t = -distance / rate;
    if (rate < 0.0) {
      if (t > enter) {
        enter = t;
        enter_face = face;
      }
    } else if (t < leave) {
      leave = t;
      leave_face = face;
    }
    return true;
  }

  // The first surface point at t >= 0 (see raycast.h): the entry, or for an
  // origin inside the exit. Empty when the ray misses.
  struct Surface {
    double t;
    int face;
  };
  std::optional<Surface> First(double tolerance) const {
    if (enter > leave + tolerance) {
      return std::nullopt;
    }
    if (leave < -tolerance) {
      return std::nullopt;  // behind the origin
    }
    if (enter >= -tolerance) {
      return Surface{NonNegative(enter), enter_face};
    }
    // The origin is past every entry, so inside. If the ray lies in a face
    // plane the origin is on that face, itself the first surface point;
    // otherwise the first is the exit.
    if (touching_face >= 0) {
      return Surface{0.0, touching_face};
    }
    return Surface{NonNegative(leave), leave_face};
  }
};

// The unit outward normal of face 0..5 (-x, +x, -y, +y, -z, +z, as in
// kBoxFaces) of an axis-aligned box.
Vec3 SlabFaceNormal(int face) {
  Vec3 n(0.0);
  n[face / 2] = (face % 2 == 1) ? 1.0 : -1.0;
  return n;
}

// The slabs low <= x <= high per axis, for origin + t * direction in the
// box's frame.
std::optional<Clip::Surface> CastSlabs(const Vec3& origin, const Vec3& direction, const Vec3& low,
                                       const Vec3& high, double tolerance) {
  Clip clip;
  for (int i = 0; i < 3; ++i) {
    if (!clip.Add(low[i] - origin[i], -direction[i], 2 * i, tolerance) ||
        !clip.Add(origin[i] - high[i], direction[i], 2 * i + 1, tolerance)) {
      return std::nullopt;
    }
  }
  return clip.First(tolerance);
}

RayHit MakeHit(const Ray& ray, double t, const Vec3& normal) {
  return {t, ray.origin + t * ray.direction, normal};
}

// The ray cast restricted to the segment; see raycast.h.
template <typename Shape, typename Cast>
std::optional<RayHit> CastSegment(const Segment& segment, const Shape& shape, Cast cast) {
  const std::optional<Ray> ray = MakeRay(segment.start, segment.end - segment.start);
  if (!ray) {
    return std::nullopt;  // zero length, or a non-finite end
  }
  const double length = glm::length(segment.end - segment.start);
  std::optional<RayHit> hit = cast(*ray, shape);
  // The slack covers the rounding of the normalised direction, so that a
  // segment ending exactly on the surface still touches it.
  if (!hit || hit->t > length * (1.0 + 1e-12)) {
    return std::nullopt;
  }
  return hit;
}

}  // namespace

std::optional<RayHit> Raycast(const Ray& ray, const Sphere& sphere) {
  const std::optional<double> t =
      FirstSphereSurface(sphere.center - ray.origin, ray.direction, sphere.radius);
  if (!t) {
    return std::nullopt;
  }
  const Vec3 point = ray.origin + *t * ray.direction;
  const Vec3 normal =
      sphere.radius > 0.0 ? (point - sphere.center) / sphere.radius : -ray.direction;
  // Rounding leaves |point - centre| off the radius by ~1e-16 relative.
  return RayHit{*t, point, glm::normalize(normal)};
}

std::optional<RayHit> Raycast(const Ray& ray, const Aabb& box) {
  const double tolerance = kRaycastRelativeTolerance * 0.5 * glm::length(box.max - box.min);
  const auto surface = CastSlabs(ray.origin, ray.direction, box.min, box.max, tolerance);
  if (!surface) {
    return std::nullopt;
  }
  return MakeHit(ray, surface->t, SlabFaceNormal(surface->face));
}

std::optional<RayHit> Raycast(const Ray& ray, const OrientedBox& box) {
  // Rotation columns are the box's axes: R^T takes world to box frame.
  const Mat3 to_box = glm::transpose(box.rotation);
  const double tolerance = kRaycastRelativeTolerance * glm::length(box.half_extents);
  const auto surface = CastSlabs(to_box * (ray.origin - box.center), to_box * ray.direction,
                                 -box.half_extents, box.half_extents, tolerance);
  if (!surface) {
    return std::nullopt;
  }
  return MakeHit(ray, surface->t, box.rotation * SlabFaceNormal(surface->face));
}

std::optional<RayHit> Raycast(const Ray& ray, const Hexahedron& box) {
  const BoxCorners& c = box.corners;
  const double tolerance = kRaycastRelativeTolerance * 0.5 * glm::length(c[7] - c[0]);
  std::array<Vec3, 6> normals;
  Clip clip;
  for (size_t f = 0; f < kBoxFaces.size(); ++f) {
    const Vec3& a = c[static_cast<size_t>(kBoxFaces[f][0])];
    const Vec3& b = c[static_cast<size_t>(kBoxFaces[f][1])];
    const Vec3& d = c[static_cast<size_t>(kBoxFaces[f][2])];
    const Vec3& e = c[static_cast<size_t>(kBoxFaces[f][3])];
    normals[f] = glm::normalize(glm::cross(d - a, e - b));
    const Vec3 center = 0.25 * (a + b + d + e);
    if (!clip.Add(glm::dot(ray.origin - center, normals[f]), glm::dot(ray.direction, normals[f]),
                  static_cast<int>(f), tolerance)) {
      return std::nullopt;
    }
  }
  const auto surface = clip.First(tolerance);
  if (!surface) {
    return std::nullopt;
  }
  return MakeHit(ray, surface->t, normals[static_cast<size_t>(surface->face)]);
}

std::optional<RayHit> Raycast(const Ray& ray, const BoxShape& box) {
  return std::visit([&](const auto& shape) { return Raycast(ray, shape); }, box);
}

std::optional<RayHit> Raycast(const Ray& ray, const Plane& plane) {
  const Vec3 n = glm::normalize(plane.normal);
  const double distance = glm::dot(ray.origin - plane.point, n);  // > 0 in front
  const double rate = glm::dot(ray.direction, n);
  if (rate == 0.0) {
    if (distance != 0.0) {
      return std::nullopt;
    }
    return MakeHit(ray, 0.0, n);
  }
  const double t = -distance / rate;
  if (t < 0.0) {
    return std::nullopt;
  }
  return MakeHit(ray, NonNegative(t), rate < 0.0 ? n : -n);
}

std::optional<RayHit> RaycastOneSided(const Ray& ray, const Plane& plane) {
  const Vec3 n = glm::normalize(plane.normal);
  const double d = glm::dot(n, plane.point);
  const double rate = glm::dot(ray.direction, n);
  if (rate >= 0.0) {
    return std::nullopt;
  }
  const double t = (d - glm::dot(n, ray.origin)) / rate;
  if (t < 0.0) {
    return std::nullopt;
  }
  return MakeHit(ray, NonNegative(t), n);
}

std::optional<RayHit> Raycast(const Ray& ray, const Cylinder& cylinder) {
  const Vec3 axis = glm::normalize(cylinder.axis);
  const auto across_axis = [&](const Vec3& v) { return v - axis * glm::dot(v, axis); };
  const Vec3 from_axis = across_axis(ray.origin - cylinder.point);
  const Vec3 direction = across_axis(ray.direction);
  const double speed = glm::length(direction);  // across the axis, per unit t
  constexpr double kParallelSine = 1e-12;
  if (speed <= kParallelSine) {
    // Never crosses the surface; it may lie on it.
    const double distance = glm::length(from_axis);
    if (std::abs(distance - cylinder.radius) > kRaycastRelativeTolerance * cylinder.radius) {
      return std::nullopt;
    }
    Vec3 normal = from_axis;
    if (distance == 0.0) {  // radius 0: the ray runs along the line
      Vec3 unused;
      PerpendicularBasis(axis, &normal, &unused);
    }
    return MakeHit(ray, 0.0, glm::normalize(normal));
  }
  const Vec3 u = direction / speed;
  const std::optional<double> s = FirstSphereSurface(-from_axis, u, cylinder.radius);
  if (!s) {
    return std::nullopt;
  }
  const double t = *s / speed;
  const Vec3 radial = from_axis + t * direction;
  const Vec3 normal = cylinder.radius > 0.0 ? radial / cylinder.radius : -u;
  return MakeHit(ray, t, glm::normalize(normal));
}

std::optional<RayHit> Linecast(const Segment& segment, const Sphere& sphere) {
  return CastSegment(segment, sphere,
                     [](const Ray& ray, const Sphere& shape) { return Raycast(ray, shape); });
}

std::optional<RayHit> Linecast(const Segment& segment, const Aabb& box) {
  return CastSegment(segment, box,
                     [](const Ray& ray, const Aabb& shape) { return Raycast(ray, shape); });
}

std::optional<RayHit> Linecast(const Segment& segment, const Plane& plane) {
  return CastSegment(segment, plane,
                     [](const Ray& ray, const Plane& shape) { return Raycast(ray, shape); });
}

std::optional<RayHit> LinecastOneSided(const Segment& segment, const Plane& plane) {
  return CastSegment(segment, plane, [](const Ray& ray, const Plane& shape) {
    return RaycastOneSided(ray, shape);
  });
}

}  // namespace collide
