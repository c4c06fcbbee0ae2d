#include "collide/motion/impact_search.h"

#include <algorithm>
#include <cmath>

#include "collide/shapes/overloaded.h"

namespace collide {

namespace {

bool ValidTarget(const ImpactTarget& target) {
  return std::visit(Overloaded{[](const Sphere& s) {
                                 return !Validate(MovingSphere{s.center, Vec3(0.0), s.radius});
                               },
                               [](const Aabb& box) { return !Validate(box); }},
                    target);
}

bool ValidInputs(const MovingSphere& sphere, const ImpactTarget& target, double dt) {
  return !Validate(sphere) && !ValidateTimeStep(dt) && ValidTarget(target);
}

Sphere At(const MovingSphere& sphere, double t) {
  return {sphere.center + sphere.velocity * t, sphere.radius};
}

// The book's binary impact search over [a, b]: the sphere's positions at a
// and b enclosed in one bounding sphere; no overlap, no contact in [a, b];
// otherwise the first half, then the second.
class BinarySearch {
 public:
  BinarySearch(const MovingSphere& sphere, const ImpactTarget& target, double tolerance)
      : sphere_(sphere), target_(target), tolerance_(tolerance) {}

  std::optional<double> Search(double a, double b, int depth) {
    const Vec3 start = sphere_.center + sphere_.velocity * a;
    const Vec3 end = sphere_.center + sphere_.velocity * b;
    const double path = glm::length(end - start);
    ++tests_;
    if (!Overlaps(Sphere{(start + end) * 0.5, sphere_.radius + path * 0.5}, target_)) {
      return std::nullopt;
    }
    if (path <= tolerance_ || depth >= kMaxBinaryDepth) {
      return a;
    }
    const double middle = 0.5 * (a + b);
    if (const std::optional<double> first = Search(a, middle, depth + 1)) {
      return first;
    }
    return Search(middle, b, depth + 1);
  }

  int tests() const { return tests_; }

 private:
  const MovingSphere& sphere_;
  const ImpactTarget& target_;
  double tolerance_;
  int tests_ = 0;
};

std::optional<double> Earliest(std::optional<double> a, std::optional<double> b) {
  if (!a) {
    return b;
  }
  if (!b) {
    return a;
  }
  return std::min(*a, *b);
}

}  // namespace

bool Overlaps(const Sphere& sphere, const ImpactTarget& target) {
  return std::visit(Overloaded{[&](const Sphere& other) {
                                 const Vec3 d = other.center - sphere.center;
                                 const double reach = sphere.radius + other.radius;
                                 return glm::dot(d, d) <= reach * reach;
                               },
                               [&](const Aabb& box) {
                                 const Vec3 d =
                                     glm::clamp(sphere.center, box.min, box.max) - sphere.center;
                                 return glm::dot(d, d) <= sphere.radius * sphere.radius;
                               }},
                    target);
}

ImpactResult SlicedImpactSearch(const MovingSphere& sphere, const ImpactTarget& target, double dt,
                                int slices) {
  ImpactResult result;
  if (!ValidInputs(sphere, target, dt) || ValidateSliceCount(slices)) {
    return result;
  }
  for (int k = 0; k <= slices; ++k) {
    // k * dt / slices rather than an accumulated sum, whose rounding could
    // step past the end; the last slice is the end itself.
    const double t = k == slices ? dt : dt * k / slices;
    ++result.tests;
    if (Overlaps(At(sphere, t), target)) {
      result.time = t;
      return result;
    }
  }
  return result;
}

ImpactResult LinearImpactSearch(const MovingSphere& sphere, const ImpactTarget& target, double dt,
                                double increment) {
  ImpactResult result;
  if (!ValidInputs(sphere, target, dt) || !std::isfinite(increment) || increment < 0.0) {
    return result;
  }
  const double length = glm::length(sphere.velocity) * dt;
  if (!std::isfinite(length)) {
    return result;
  }
  const double step = std::max(increment, length / kMaxLinearTests);
  // Positions k * step along the path while short of its end, then the end.
  const int increments = length > 0.0 ? static_cast<int>(std::ceil(length / step)) : 0;
  for (int k = 0; k <= increments; ++k) {
    const double t = k == increments ? dt : dt * (k * step / length);
    ++result.tests;
    if (Overlaps(At(sphere, t), target)) {
      result.time = t;
      return result;
    }
  }
  return result;
}

ImpactResult BinaryImpactSearch(const MovingSphere& sphere, const ImpactTarget& target, double dt,
                                double tolerance) {
  if (!ValidInputs(sphere, target, dt) || !std::isfinite(tolerance) || tolerance < 0.0) {
    return {};
  }
  BinarySearch search(sphere, target, tolerance);
  const std::optional<double> time = search.Search(0.0, dt, 0);
  return {time, search.tests()};
}

ImpactResult AnalyticImpact(const MovingSphere& sphere, const ImpactTarget& target, double dt) {
  if (!ValidInputs(sphere, target, dt)) {
    return {};
  }
  const std::optional<double> time =
      std::visit(Overloaded{[&](const Sphere& other) {
                              return FirstContactTime(
                                  sphere, MovingSphere{other.center, Vec3(0.0), other.radius}, dt);
                            },
                            [&](const Aabb& box) { return FirstContactTime(sphere, box, dt); }},
                 target);
  return {time, 1};
}

ImpactResult SearchImpact(ImpactMethod method, const MovingSphere& sphere,
                          const ImpactTarget& target, double dt, const ImpactSettings& settings) {
  switch (method) {
    case ImpactMethod::kSliced:
      return SlicedImpactSearch(sphere, target, dt, settings.slices);
    case ImpactMethod::kLinear:
      return LinearImpactSearch(sphere, target, dt, settings.increment);
    case ImpactMethod::kBinary:
      return BinaryImpactSearch(sphere, target, dt, settings.tolerance);
    case ImpactMethod::kAnalytic:
      return AnalyticImpact(sphere, target, dt);
  }
  return {};
}

ImpactAnswers SearchEveryImpact(const MovingSphere& sphere, const ImpactTarget& target, double dt,
                                const ImpactSettings& settings) {
  ImpactAnswers answers;
  for (std::size_t i = 0; i < kImpactMethodCount; ++i) {
    answers[i] = SearchImpact(kImpactMethodIds[i].first, sphere, target, dt, settings);
  }
  return answers;
}

std::optional<double> FirstCapsuleContactTime(const Vec3& center, const Vec3& velocity,
                                              const Vec3& a, const Vec3& b, double radius,
                                              double dt) {
  // The end spheres: a path entering the capsule past either end of the
  // segment meets one of them first.
  const MovingSphere moving{center, velocity, radius};
  std::optional<double> best =
      Earliest(FirstContactTime(moving, MovingSphere{a, Vec3(0.0), 0.0}, dt),
               FirstContactTime(moving, MovingSphere{b, Vec3(0.0), 0.0}, dt));
  const Vec3 d = b - a;
  const double dd = glm::dot(d, d);
  if (!(dd > 0.0)) {
    return best;
  }
  // The side: |m + v t| measured across the segment's line equals the radius,
  // where the point's projection falls within the segment.
  const Vec3 m = center - a;
  const Vec3 mp = m - d * (glm::dot(m, d) / dd);
  const Vec3 vp = velocity - d * (glm::dot(velocity, d) / dd);
  const auto on_segment = [&](double t) {
    const double s = glm::dot(m + velocity * t, d);
    return s >= 0.0 && s <= dd;
  };
  const double qa = glm::dot(vp, vp);
  const double qb = glm::dot(mp, vp);
  const double qc = glm::dot(mp, mp) - radius * radius;
  if (qc <= 0.0) {
    if (on_segment(0.0)) {
      best = 0.0;
    }
    return best;
  }
  if (!(qa > 0.0) || qb >= 0.0) {
    return best;
  }
  const double discriminant = qb * qb - qa * qc;
  if (discriminant < 0.0) {
    return best;
  }
  // The smaller root, written so that nothing cancels (-qb > 0).
  const double t = qc / (-qb + std::sqrt(discriminant));
  if (std::isfinite(t) && t <= dt && on_segment(t)) {
    best = Earliest(best, std::max(t, 0.0));
  }
  return best;
}

std::optional<double> FirstContactTime(const MovingSphere& sphere, const Aabb& box, double dt) {
  if (!ValidInputs(sphere, box, dt)) {
    return std::nullopt;
  }
  const double r = sphere.radius;
  const Vec3& c = sphere.center;
  const Vec3& v = sphere.velocity;
  if (Overlaps(Sphere{c, r}, box)) {
    return 0.0;
  }
  // The slab test against the box grown by r on every side.
  double enter = 0.0;
  double leave = dt;
  for (int i = 0; i < 3; ++i) {
    const double low = box.min[i] - r;
    const double high = box.max[i] + r;
    if (v[i] == 0.0) {
      if (c[i] < low || c[i] > high) {
        return std::nullopt;
      }
      continue;
    }
    double t1 = (low - c[i]) / v[i];
    double t2 = (high - c[i]) / v[i];
    if (t1 > t2) {
      std::swap(t1, t2);
    }
    enter = std::max(enter, t1);
    leave = std::min(leave, t2);
    if (enter > leave) {
      return std::nullopt;
    }
  }
  if (r == 0.0) {
    return enter;  // a point: the grown box is the box, with no rounding
  }
  // Where the centre enters the grown box: beyond the box on at most one
  // axis is a face of the rounded box, so the slab time is exact. Beyond on
  // two axes is the square edge of the grown box, which the rounded box cuts
  // off; beyond on three, a corner.
  const Vec3 q = c + v * enter;
  int outside = 0;
  Vec3 corner(0.0);  // the box's nearest corner coordinates on the outside axes
  int free_axis = -1;
  for (int i = 0; i < 3; ++i) {
    if (q[i] < box.min[i]) {
      corner[i] = box.min[i];
      ++outside;
    } else if (q[i] > box.max[i]) {
      corner[i] = box.max[i];
      ++outside;
    } else {
      free_axis = i;
    }
  }
  if (outside <= 1) {
    return enter;
  }
  // The edges of the box there, each grown into a capsule of radius r: the
  // one edge along the free axis, or the three edges meeting at the corner.
  const auto edge_time = [&](int along, const Vec3& from) {
    Vec3 a = from;
    Vec3 b = from;
    a[along] = box.min[along];
    b[along] = box.max[along];
    return FirstCapsuleContactTime(c, v, a, b, r, dt);
  };
  if (outside == 2) {
    return edge_time(free_axis, corner);
  }
  std::optional<double> best;
  for (int along = 0; along < 3; ++along) {
    best = Earliest(best, edge_time(along, corner));
  }
  return best;
}

}  // namespace collide
