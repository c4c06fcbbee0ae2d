#include "collide/queries/raycast.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <variant>

#include "collide/queries/raycast_steps.h"

namespace collide {
namespace {

// max(t, 0), and -0.0 becomes +0.0.
double NonNegative(double t) {
  return t > 0.0 ? t : 0.0;
}

// The first surface distance s >= 0 along the unit direction `u` from a point
// to a sphere of radius `radius` whose centre lies at `to_center` from it;
// empty when there is none. Shared by the sphere and, across the axis, the
// cylinder. `from` is where the point is, for the steps' drawings only.
template <typename Tracer>
std::optional<double> FirstSphereSurface(const Vec3& to_center, const Vec3& u, double radius,
                                         const Vec3& from, Tracer& trace) {
  const double along = glm::dot(to_center, u);  // to the point nearest the centre
  const Vec3 across = to_center - along * u;    // from there to the centre
  const double squared_radius = radius * radius;
  const double half_chord_squared = squared_radius - glm::dot(across, across);
  const bool meets = !(half_chord_squared < -kRaycastRelativeTolerance * squared_radius);
  if constexpr (Tracer::kOn) {
    const SphereCastSteps steps{from, u, from + to_center, radius};
    steps.Projection(trace, along);
    steps.Distance(trace, glm::dot(across, across), half_chord_squared, meets);
  }
  if (!meets) {
    return std::nullopt;
  }
  const double half_chord = std::sqrt(std::max(half_chord_squared, 0.0));
  const double tolerance = kRaycastRelativeTolerance * radius;
  const double enter = along - half_chord;
  const bool enters = enter >= -tolerance;
  if constexpr (Tracer::kOn) {
    SphereCastSteps{from, u, from + to_center, radius}.Entry(trace, along, half_chord, enter,
                                                             enters);
  }
  if (enters) {
    return NonNegative(enter);
  }
  const double leave = along + half_chord;  // the origin is inside
  const bool leaves = leave >= -tolerance;
  if constexpr (Tracer::kOn) {
    SphereCastSteps{from, u, from + to_center, radius}.Exit(trace, along, half_chord, leave,
                                                            leaves);
  }
  if (leaves) {
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

  // The t where the ray crosses a plane it lies `distance` outside of,
  // moving `rate` further out per unit t.
  static double Crossing(double distance, double rate) { return -distance / rate; }

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
    const double t = Crossing(distance, rate);
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

  bool Empty(double tolerance) const { return enter > leave + tolerance; }
  TraceInterval Interval() const { return {enter, leave}; }

  // For the trace: what the plane or slab `index` did to `before`, giving
  // this clip.
  ClipStep StepFrom(const Clip& before, int index, bool parallel, bool within,
                    double tolerance) const {
    return {index,  {-kInfinity, kInfinity}, before.Interval(), Interval(), parallel,
            within, before.Empty(tolerance), Empty(tolerance)};
  }

  // See ClipEnd (raycast_steps.h).
  ClipEnd End(double tolerance) const {
    if (Empty(tolerance)) {
      return ClipEnd::kEmpty;
    }
    if (leave < -tolerance) {
      return ClipEnd::kBehind;  // behind the origin
    }
    if (enter >= -tolerance) {
      return ClipEnd::kEnters;
    }
    // The origin is past every entry, so inside. If the ray lies in a face
    // plane the origin is on that face, itself the first surface point;
    // otherwise the first is the exit.
    return touching_face >= 0 ? ClipEnd::kOnFace : ClipEnd::kLeaves;
  }

  // The first surface point at t >= 0 (see raycast.h): the entry, or for an
  // origin inside the exit. Empty when the ray misses. `ray`, in the world,
  // places the hit in the trace's drawing.
  struct Surface {
    double t;
    int face;
  };
  template <typename Tracer>
  std::optional<Surface> First(double tolerance, const Ray& ray, Tracer& trace) const {
    const ClipEnd end = End(tolerance);
    std::optional<Surface> surface;
    if (end == ClipEnd::kEnters) {
      surface = Surface{NonNegative(enter), enter_face};
    } else if (end == ClipEnd::kOnFace) {
      surface = Surface{0.0, touching_face};
    } else if (end == ClipEnd::kLeaves) {
      surface = Surface{NonNegative(leave), leave_face};
    }
    if constexpr (Tracer::kOn) {
      StepClipEnd(trace, ray, Interval(), end, surface ? surface->t : 0.0,
                  surface ? surface->face : -1);
    }
    return surface;
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
// box's frame. The steps draw them in the world, where the ray is `ray` and
// the box `box` (nullptr: an AABB, whose frame is the world's).
template <typename Tracer>
std::optional<Clip::Surface> CastSlabs(const Vec3& origin, const Vec3& direction, const Vec3& low,
                                       const Vec3& high, double tolerance, const Ray& ray,
                                       const OrientedBox* box, Tracer& trace) {
  Clip clip;
  for (int i = 0; i < 3; ++i) {
    [[maybe_unused]] const Clip before = clip;  // for the trace; dead untraced
    const bool within = clip.Add(low[i] - origin[i], -direction[i], 2 * i, tolerance) &&
                        clip.Add(origin[i] - high[i], direction[i], 2 * i + 1, tolerance);
    if constexpr (Tracer::kOn) {
      ClipStep step = clip.StepFrom(before, i, direction[i] == 0.0, within, tolerance);
      if (!step.parallel) {
        const double to_low = Clip::Crossing(low[i] - origin[i], -direction[i]);
        const double to_high = Clip::Crossing(origin[i] - high[i], direction[i]);
        step.crossing = {std::min(to_low, to_high), std::max(to_low, to_high)};
      }
      const SlabCastSteps steps =
          box ? SlabCastSteps{ray, box->center, box->rotation, true} : SlabCastSteps{ray};
      steps.Slab(trace, step, low[i], high[i], origin[i]);
    }
    if (!within) {
      return std::nullopt;
    }
  }
  return clip.First(tolerance, ray, trace);
}

RayHit MakeHit(const Ray& ray, double t, const Vec3& normal) {
  return {t, ray.origin + t * ray.direction, normal};
}

// The ray cast restricted to the segment; see raycast.h.
template <typename Shape, typename Cast, typename Tracer>
std::optional<RayHit> CastSegment(const Segment& segment, const Shape& shape, Cast cast,
                                  Tracer& trace) {
  const std::optional<Ray> ray = MakeRay(segment.start, segment.end - segment.start);
  if (!ray) {
    if constexpr (Tracer::kOn) {
      StepSegmentNoRay(trace, segment);
    }
    return std::nullopt;  // zero length, or a non-finite end
  }
  const double length = glm::length(segment.end - segment.start);
  if constexpr (Tracer::kOn) {
    StepSegmentRay(trace, segment, *ray, length);
  }
  std::optional<RayHit> hit = cast(*ray, shape, trace);
  // The slack covers the rounding of the normalised direction, so that a
  // segment ending exactly on the surface still touches it.
  const bool reaches = hit && !(hit->t > length * (1.0 + 1e-12));
  if constexpr (Tracer::kOn) {
    if (hit) {
      StepSegmentLength(trace, hit->t, length, reaches);
    }
  }
  if (!reaches) {
    return std::nullopt;
  }
  return hit;
}

}  // namespace

template <typename Tracer>
std::optional<RayHit> Raycast(const Ray& ray, const Sphere& sphere, Tracer& trace) {
  const std::optional<double> t = FirstSphereSurface(sphere.center - ray.origin, ray.direction,
                                                     sphere.radius, ray.origin, trace);
  if (!t) {
    return std::nullopt;
  }
  const Vec3 point = ray.origin + *t * ray.direction;
  const Vec3 normal =
      sphere.radius > 0.0 ? (point - sphere.center) / sphere.radius : -ray.direction;
  // Rounding leaves |point - centre| off the radius by ~1e-16 relative.
  return RayHit{*t, point, glm::normalize(normal)};
}

template <typename Tracer>
std::optional<RayHit> Raycast(const Ray& ray, const Aabb& box, Tracer& trace) {
  const double tolerance = kRaycastRelativeTolerance * 0.5 * glm::length(box.max - box.min);
  const auto surface =
      CastSlabs(ray.origin, ray.direction, box.min, box.max, tolerance, ray, nullptr, trace);
  if (!surface) {
    return std::nullopt;
  }
  return MakeHit(ray, surface->t, SlabFaceNormal(surface->face));
}

template <typename Tracer>
std::optional<RayHit> Raycast(const Ray& ray, const OrientedBox& box, Tracer& trace) {
  // Rotation columns are the box's axes: R^T takes world to box frame.
  const Mat3 to_box = glm::transpose(box.rotation);
  const double tolerance = kRaycastRelativeTolerance * glm::length(box.half_extents);
  const auto surface = CastSlabs(to_box * (ray.origin - box.center), to_box * ray.direction,
                                 -box.half_extents, box.half_extents, tolerance, ray, &box, trace);
  if (!surface) {
    return std::nullopt;
  }
  return MakeHit(ray, surface->t, box.rotation * SlabFaceNormal(surface->face));
}

template <typename Tracer>
std::optional<RayHit> Raycast(const Ray& ray, const Hexahedron& box, Tracer& trace) {
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
    [[maybe_unused]] const Clip before = clip;  // for the trace; dead untraced
    const double distance = glm::dot(ray.origin - center, normals[f]);
    const double rate = glm::dot(ray.direction, normals[f]);
    const bool within = clip.Add(distance, rate, static_cast<int>(f), tolerance);
    if constexpr (Tracer::kOn) {
      ClipStep step = clip.StepFrom(before, static_cast<int>(f), rate == 0.0, within, tolerance);
      if (rate != 0.0) {
        const double t = Clip::Crossing(distance, rate);
        step.crossing = rate < 0.0 ? TraceInterval{t, kInfinity} : TraceInterval{-kInfinity, t};
      }
      StepCyrusBeckFace(trace, ray, step, normals[f], center, distance, rate);
    }
    if (!within) {
      return std::nullopt;
    }
  }
  const auto surface = clip.First(tolerance, ray, trace);
  if (!surface) {
    return std::nullopt;
  }
  return MakeHit(ray, surface->t, normals[static_cast<size_t>(surface->face)]);
}

template <typename Tracer>
std::optional<RayHit> Raycast(const Ray& ray, const BoxShape& box, Tracer& trace) {
  return std::visit([&](const auto& shape) { return Raycast(ray, shape, trace); }, box);
}

template <typename Tracer>
std::optional<RayHit> Raycast(const Ray& ray, const Plane& plane, Tracer& trace) {
  const Vec3 n = glm::normalize(plane.normal);
  const double distance = glm::dot(ray.origin - plane.point, n);  // > 0 in front
  const double rate = glm::dot(ray.direction, n);
  if constexpr (Tracer::kOn) {
    StepPlane(trace, ray, n, glm::dot(n, plane.point), distance);
  }
  if (rate == 0.0) {
    const bool lies_in = distance == 0.0;
    if constexpr (Tracer::kOn) {
      StepPlaneRate(trace, rate, false, lies_in);
    }
    if (!lies_in) {
      return std::nullopt;
    }
    return MakeHit(ray, 0.0, n);
  }
  const double t = -distance / rate;
  const bool ahead = !(t < 0.0);
  if constexpr (Tracer::kOn) {
    StepPlaneRate(trace, rate, false, true);
    StepPlaneT(trace, ray, t, distance, rate, ahead);
  }
  if (!ahead) {
    return std::nullopt;
  }
  return MakeHit(ray, NonNegative(t), rate < 0.0 ? n : -n);
}

template <typename Tracer>
std::optional<RayHit> RaycastOneSided(const Ray& ray, const Plane& plane, Tracer& trace) {
  const Vec3 n = glm::normalize(plane.normal);
  const double d = glm::dot(n, plane.point);
  const double rate = glm::dot(ray.direction, n);
  const bool faces = !(rate >= 0.0);
  if constexpr (Tracer::kOn) {
    StepPlane(trace, ray, n, d, glm::dot(n, ray.origin) - d);
    StepPlaneRate(trace, rate, true, faces);
  }
  if (!faces) {
    return std::nullopt;
  }
  const double t = (d - glm::dot(n, ray.origin)) / rate;
  const bool ahead = !(t < 0.0);
  if constexpr (Tracer::kOn) {
    StepPlaneT(trace, ray, t, glm::dot(n, ray.origin) - d, rate, ahead);
  }
  if (!ahead) {
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
  NoTrace& untraced = Untraced();
  const std::optional<double> s =
      FirstSphereSurface(-from_axis, u, cylinder.radius, from_axis, untraced);
  if (!s) {
    return std::nullopt;
  }
  const double t = *s / speed;
  const Vec3 radial = from_axis + t * direction;
  const Vec3 normal = cylinder.radius > 0.0 ? radial / cylinder.radius : -u;
  return MakeHit(ray, t, glm::normalize(normal));
}

template <typename Tracer>
std::optional<RayHit> Linecast(const Segment& segment, const Sphere& sphere, Tracer& trace) {
  return CastSegment(
      segment, sphere,
      [](const Ray& ray, const Sphere& shape, Tracer& steps) { return Raycast(ray, shape, steps); },
      trace);
}

template <typename Tracer>
std::optional<RayHit> Linecast(const Segment& segment, const Aabb& box, Tracer& trace) {
  return CastSegment(
      segment, box,
      [](const Ray& ray, const Aabb& shape, Tracer& steps) { return Raycast(ray, shape, steps); },
      trace);
}

template <typename Tracer>
std::optional<RayHit> Linecast(const Segment& segment, const Plane& plane, Tracer& trace) {
  return CastSegment(
      segment, plane,
      [](const Ray& ray, const Plane& shape, Tracer& steps) { return Raycast(ray, shape, steps); },
      trace);
}

template <typename Tracer>
std::optional<RayHit> LinecastOneSided(const Segment& segment, const Plane& plane, Tracer& trace) {
  return CastSegment(
      segment, plane,
      [](const Ray& ray, const Plane& shape, Tracer& steps) {
        return RaycastOneSided(ray, shape, steps);
      },
      trace);
}

// The untraced casts: the traced ones with a tracer that records nothing.
std::optional<RayHit> Raycast(const Ray& ray, const Sphere& sphere) {
  NoTrace& untraced = Untraced();
  return Raycast(ray, sphere, untraced);
}
std::optional<RayHit> Raycast(const Ray& ray, const Aabb& box) {
  NoTrace& untraced = Untraced();
  return Raycast(ray, box, untraced);
}
std::optional<RayHit> Raycast(const Ray& ray, const OrientedBox& box) {
  NoTrace& untraced = Untraced();
  return Raycast(ray, box, untraced);
}
std::optional<RayHit> Raycast(const Ray& ray, const Hexahedron& box) {
  NoTrace& untraced = Untraced();
  return Raycast(ray, box, untraced);
}
std::optional<RayHit> Raycast(const Ray& ray, const BoxShape& box) {
  NoTrace& untraced = Untraced();
  return Raycast(ray, box, untraced);
}
std::optional<RayHit> Raycast(const Ray& ray, const Plane& plane) {
  NoTrace& untraced = Untraced();
  return Raycast(ray, plane, untraced);
}
std::optional<RayHit> RaycastOneSided(const Ray& ray, const Plane& plane) {
  NoTrace& untraced = Untraced();
  return RaycastOneSided(ray, plane, untraced);
}
std::optional<RayHit> Linecast(const Segment& segment, const Sphere& sphere) {
  NoTrace& untraced = Untraced();
  return Linecast(segment, sphere, untraced);
}
std::optional<RayHit> Linecast(const Segment& segment, const Aabb& box) {
  NoTrace& untraced = Untraced();
  return Linecast(segment, box, untraced);
}
std::optional<RayHit> Linecast(const Segment& segment, const Plane& plane) {
  NoTrace& untraced = Untraced();
  return Linecast(segment, plane, untraced);
}
std::optional<RayHit> LinecastOneSided(const Segment& segment, const Plane& plane) {
  NoTrace& untraced = Untraced();
  return LinecastOneSided(segment, plane, untraced);
}

template std::optional<RayHit> Raycast<NoTrace>(const Ray&, const Sphere&, NoTrace&);
template std::optional<RayHit> Raycast<NoTrace>(const Ray&, const Aabb&, NoTrace&);
template std::optional<RayHit> Raycast<NoTrace>(const Ray&, const OrientedBox&, NoTrace&);
template std::optional<RayHit> Raycast<NoTrace>(const Ray&, const Hexahedron&, NoTrace&);
template std::optional<RayHit> Raycast<NoTrace>(const Ray&, const BoxShape&, NoTrace&);
template std::optional<RayHit> Raycast<NoTrace>(const Ray&, const Plane&, NoTrace&);
template std::optional<RayHit> RaycastOneSided<NoTrace>(const Ray&, const Plane&, NoTrace&);
template std::optional<RayHit> Linecast<NoTrace>(const Segment&, const Sphere&, NoTrace&);
template std::optional<RayHit> Linecast<NoTrace>(const Segment&, const Aabb&, NoTrace&);
template std::optional<RayHit> Linecast<NoTrace>(const Segment&, const Plane&, NoTrace&);
template std::optional<RayHit> LinecastOneSided<NoTrace>(const Segment&, const Plane&, NoTrace&);

template std::optional<RayHit> Raycast<Trace>(const Ray&, const Sphere&, Trace&);
template std::optional<RayHit> Raycast<Trace>(const Ray&, const Aabb&, Trace&);
template std::optional<RayHit> Raycast<Trace>(const Ray&, const OrientedBox&, Trace&);
template std::optional<RayHit> Raycast<Trace>(const Ray&, const Hexahedron&, Trace&);
template std::optional<RayHit> Raycast<Trace>(const Ray&, const BoxShape&, Trace&);
template std::optional<RayHit> Raycast<Trace>(const Ray&, const Plane&, Trace&);
template std::optional<RayHit> RaycastOneSided<Trace>(const Ray&, const Plane&, Trace&);
template std::optional<RayHit> Linecast<Trace>(const Segment&, const Sphere&, Trace&);
template std::optional<RayHit> Linecast<Trace>(const Segment&, const Aabb&, Trace&);
template std::optional<RayHit> Linecast<Trace>(const Segment&, const Plane&, Trace&);
template std::optional<RayHit> LinecastOneSided<Trace>(const Segment&, const Plane&, Trace&);

}  // namespace collide
