#include "collide/convex/convex_raycast.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <string>
#include <utility>
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

// A sentence of the steps, built by append (GCC 12 warns falsely on a
// chain of operator+ that starts with a literal).
template <typename... Parts>
std::string RaycastWords(const Parts&... parts) {
  std::string text;
  (text.append(parts), ...);
  return text;
}

// One part of the capsule as the cast found it: where the ray is inside it.
TraceStep& StepCapsulePart(Trace& trace, const char* topic, const std::string& what,
                           const std::optional<Interval>& part) {
  if (part) {
    return trace.Step(topic,
                      RaycastWords(what, ": the ray is inside it for t in ",
                                   TraceRange({part->enter, part->leave})),
                      "met");
  }
  return trace.Step(topic, RaycastWords(what, ": the ray misses it"), "missed");
}

void StepCapsuleParts(Trace& trace, const Capsule& capsule,
                      const std::array<std::optional<Interval>, 3>& parts) {
  const std::string radius = RaycastWords(", radius ", TraceNumber(capsule.radius));
  StepCapsulePart(trace, "start sphere",
                  RaycastWords("B's start sphere about ", TraceVector(capsule.start), radius),
                  parts[0])
      .Mark(SphereMark{capsule.start, capsule.radius, "start sphere"});
  StepCapsulePart(trace, "end sphere",
                  RaycastWords("B's end sphere about ", TraceVector(capsule.end), radius), parts[1])
      .Mark(SphereMark{capsule.end, capsule.radius, "end sphere"});
  if (capsule.end == capsule.start) {
    trace.Step("tube", "B's core has zero length: no tube, B is its sphere", "none");
    return;
  }
  StepCapsulePart(trace, "tube",
                  RaycastWords("B's tube about the core ", TraceVector(capsule.start), " to ",
                               TraceVector(capsule.end), radius),
                  parts[2])
      .Mark(SegmentMark{capsule.start, capsule.end, "core"});
}

// One face plane of the hull as Cyrus-Beck clipped the ray by it.
void StepHullFace(Trace& trace, const Ray& ray, std::size_t index, const HullFace& face,
                  double approach, double inside_by, const Interval& in, bool outside) {
  const std::string topic = RaycastWords("face ", std::to_string(index));
  std::string text = RaycastWords(topic, ": n = ", TraceVector(face.normal),
                                  ", n . x = ", TraceNumber(face.offset), "; the origin lies ",
                                  TraceNumber(-inside_by), " outside it, moving ",
                                  TraceNumber(approach), " further out per unit t: ");
  std::string finding;
  if (approach == 0.0) {
    finding = outside ? "outside" : "inside";
    text += RaycastWords("parallel, ", finding, outside ? ": miss" : "");
  } else {
    const double t = inside_by / approach;
    finding = approach < 0.0 ? "entered" : "left";
    text += RaycastWords(
        approach < 0.0 ? "it enters the half-space at t = " : "it leaves the half-space at t = ",
        TraceNumber(t), "; interval now ", TraceRange({in.enter, in.leave}));
  }
  TraceStep& step = outside ? trace.Decide(topic, std::move(text), "miss")
                            : trace.Step(topic, std::move(text), std::move(finding));
  step.Mark(PlaneMark{face.normal, face.offset, ray.origin, -inside_by});
}

// The first surface of a convex solid the ray is inside of on [enter,
// leave]: where it enters, or from inside where it leaves. Traced, the
// deciding step "interval".
template <typename Tracer>
std::optional<RayHit> FirstSurface(const Ray& ray, const Interval& in, double tolerance,
                                   Tracer& trace) {
  [[maybe_unused]] std::string range;
  if constexpr (Tracer::kOn) {
    range = RaycastWords("interval ", TraceRange({in.enter, in.leave}));
  }
  if (in.enter > in.leave + tolerance) {
    if constexpr (Tracer::kOn) {
      trace.Decide("interval", RaycastWords(range, " is empty: miss"), "miss");
    }
    return std::nullopt;
  }
  if (in.enter >= -tolerance) {
    const double t = std::max(in.enter, 0.0);
    if constexpr (Tracer::kOn) {
      trace
          .Decide(
              "interval",
              RaycastWords(range, ": first hit at t = ", TraceNumber(t), ", where the ray enters"),
              "hit")
          .Mark(PointMark{ray.origin + t * ray.direction, "hit"});
    }
    return RayHit{t, ray.origin + t * ray.direction, in.enter_normal};
  }
  if (in.leave >= -tolerance) {
    const double t = std::max(in.leave, 0.0);
    if constexpr (Tracer::kOn) {
      trace
          .Decide(
              "interval",
              RaycastWords(range, " starts behind the origin, which is inside: first hit at t = ",
                           TraceNumber(t), ", where the ray leaves"),
              "hit")
          .Mark(PointMark{ray.origin + t * ray.direction, "hit"});
    }
    return RayHit{t, ray.origin + t * ray.direction, in.leave_normal};
  }
  if constexpr (Tracer::kOn) {
    trace.Decide("interval", RaycastWords(range, " ends behind the origin: miss"), "behind");
  }
  return std::nullopt;
}

}  // namespace

template <typename Tracer>
std::optional<RayHit> Raycast(const Ray& ray, const Capsule& capsule, Tracer& trace) {
  std::array<std::optional<Interval>, 3> parts = {
      SphereInterval(ray, capsule.start, capsule.radius),
      SphereInterval(ray, capsule.end, capsule.radius),
      capsule.end != capsule.start ? TubeInterval(ray, capsule) : std::nullopt};
  if constexpr (Tracer::kOn) {
    StepCapsuleParts(trace, capsule, parts);
  }
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
  return FirstSurface(ray, all, kRaycastRelativeTolerance * size, trace);
}

std::optional<RayHit> Raycast(const Ray& ray, const Capsule& capsule) {
  NoTrace untraced;
  return Raycast(ray, capsule, untraced);
}

template <typename Tracer>
std::optional<RayHit> Raycast(const Ray& ray, const ConvexHull& hull, Tracer& trace) {
  if (hull.faces.empty()) {
    if constexpr (Tracer::kOn) {
      trace.Decide("interval", "B has no faces: miss", "miss");
    }
    return std::nullopt;
  }
  double size = 0.0;
  for (const HullFace& face : hull.faces) {
    size = std::max(size, std::abs(face.offset));
  }
  const double tolerance = kRaycastRelativeTolerance * std::max(size, 1e-300);
  Interval in{-kInfinity, kInfinity};
  for (std::size_t k = 0; k < hull.faces.size(); ++k) {
    const HullFace& face = hull.faces[k];
    const double approach = glm::dot(face.normal, ray.direction);
    const double inside_by = face.offset - glm::dot(face.normal, ray.origin);
    if (approach == 0.0) {
      if constexpr (Tracer::kOn) {
        StepHullFace(trace, ray, k, face, approach, inside_by, in, inside_by < -tolerance);
      }
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
    if constexpr (Tracer::kOn) {
      StepHullFace(trace, ray, k, face, approach, inside_by, in, false);
    }
  }
  return FirstSurface(ray, in, tolerance, trace);
}

std::optional<RayHit> Raycast(const Ray& ray, const ConvexHull& hull) {
  NoTrace untraced;
  return Raycast(ray, hull, untraced);
}

template std::optional<RayHit> Raycast<NoTrace>(const Ray&, const Capsule&, NoTrace&);
template std::optional<RayHit> Raycast<Trace>(const Ray&, const Capsule&, Trace&);
template std::optional<RayHit> Raycast<NoTrace>(const Ray&, const ConvexHull&, NoTrace&);
template std::optional<RayHit> Raycast<Trace>(const Ray&, const ConvexHull&, Trace&);

}  // namespace collide
