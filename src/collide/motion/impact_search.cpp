#include "collide/motion/impact_search.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "collide/motion/impact_search_steps.h"
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
template <typename Tracer>
class BinarySearch {
 public:
  BinarySearch(const MovingSphere& sphere, const ImpactTarget& target, double tolerance,
               Tracer& trace)
      : sphere_(sphere), target_(target), tolerance_(tolerance), trace_(trace) {}

  std::optional<double> Search(double a, double b, int depth) {
    const Vec3 start = sphere_.center + sphere_.velocity * a;
    const Vec3 end = sphere_.center + sphere_.velocity * b;
    const double path = glm::length(end - start);
    ++tests_;
    const Sphere bound{(start + end) * 0.5, sphere_.radius + path * 0.5};
    const bool touching = Overlaps(bound, target_);
    const bool last = path <= tolerance_ || depth >= kMaxBinaryDepth;
    if constexpr (Tracer::kOn)
      BisectionStep{tests_, a, b, bound, path, tolerance_, touching, last}.Record(trace_, target_);
    if (!touching) {
      return std::nullopt;
    }
    if (last) {
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
  Tracer& trace_;
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

template <typename Tracer>
ImpactResult SlicedImpactSearch(const MovingSphere& sphere, const ImpactTarget& target, double dt,
                                int slices, Tracer& trace) {
  ImpactResult result;
  if (!ValidInputs(sphere, target, dt) || ValidateSliceCount(slices)) {
    return result;
  }
  [[maybe_unused]] const ImpactSteps steps{&sphere, &target};
  for (int k = 0; k <= slices; ++k) {
    // k * dt / slices rather than an accumulated sum, whose rounding could
    // step past the end; the last slice is the end itself.
    const double t = k == slices ? dt : dt * k / slices;
    ++result.tests;
    const bool touching = Overlaps(At(sphere, t), target);
    if constexpr (Tracer::kOn)
      steps.Slice(trace, k, slices, t, touching);
    if (touching) {
      result.time = t;
      return result;
    }
  }
  if constexpr (Tracer::kOn) {
    steps.Nothing(trace, "slices",
                  "no slice of " + std::to_string(slices) +
                      " touches: no contact (a pass that starts and ends between two slices is "
                      "missed)");
  }
  return result;
}

template <typename Tracer>
ImpactResult LinearImpactSearch(const MovingSphere& sphere, const ImpactTarget& target, double dt,
                                double increment, Tracer& trace) {
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
  [[maybe_unused]] const ImpactSteps steps{&sphere, &target};
  for (int k = 0; k <= increments; ++k) {
    const double t = k == increments ? dt : dt * (k * step / length);
    ++result.tests;
    const bool touching = Overlaps(At(sphere, t), target);
    if constexpr (Tracer::kOn)
      steps.Position(trace, k, increments, k == increments ? length : k * step, length, t,
                     touching);
    if (touching) {
      result.time = t;
      return result;
    }
  }
  if constexpr (Tracer::kOn) {
    steps.Nothing(trace, "positions",
                  "no position of " + std::to_string(increments + 1) +
                      " touches: no contact (a pass shorter than the increment " +
                      TraceNumber(step) + " is missed)");
  }
  return result;
}

template <typename Tracer>
ImpactResult BinaryImpactSearch(const MovingSphere& sphere, const ImpactTarget& target, double dt,
                                double tolerance, Tracer& trace) {
  if (!ValidInputs(sphere, target, dt) || !std::isfinite(tolerance) || tolerance < 0.0) {
    return {};
  }
  BinarySearch<Tracer> search(sphere, target, tolerance, trace);
  const std::optional<double> time = search.Search(0.0, dt, 0);
  if constexpr (Tracer::kOn) {
    if (!time)
      ImpactSteps{&sphere, &target}.Nothing(trace, "bisections", "no half touches: no contact");
  }
  return {time, search.tests()};
}

template <typename Tracer>
ImpactResult AnalyticImpact(const MovingSphere& sphere, const ImpactTarget& target, double dt,
                            Tracer& trace) {
  if (!ValidInputs(sphere, target, dt)) {
    return {};
  }
  const std::optional<double> time = std::visit(
      Overloaded{[&](const Sphere& other) {
                   return FirstContactTime(sphere,
                                           MovingSphere{other.center, Vec3(0.0), other.radius}, dt,
                                           StartContact::kCounts, trace);
                 },
                 [&](const Aabb& box) { return FirstContactTime(sphere, box, dt, trace); }},
      target);
  return {time, 1};
}

#define COLLIDE_IMPACT_SEARCHES(Tracer)                                                           \
  template ImpactResult SlicedImpactSearch(const MovingSphere&, const ImpactTarget&, double, int, \
                                           Tracer&);                                              \
  template ImpactResult LinearImpactSearch(const MovingSphere&, const ImpactTarget&, double,      \
                                           double, Tracer&);                                      \
  template ImpactResult BinaryImpactSearch(const MovingSphere&, const ImpactTarget&, double,      \
                                           double, Tracer&);                                      \
  template ImpactResult AnalyticImpact(const MovingSphere&, const ImpactTarget&, double, Tracer&);
COLLIDE_IMPACT_SEARCHES(NoTrace)
COLLIDE_IMPACT_SEARCHES(Trace)
#undef COLLIDE_IMPACT_SEARCHES

ImpactResult SlicedImpactSearch(const MovingSphere& sphere, const ImpactTarget& target, double dt,
                                int slices) {
  NoTrace& trace = Untraced();
  return SlicedImpactSearch(sphere, target, dt, slices, trace);
}

ImpactResult LinearImpactSearch(const MovingSphere& sphere, const ImpactTarget& target, double dt,
                                double increment) {
  NoTrace& trace = Untraced();
  return LinearImpactSearch(sphere, target, dt, increment, trace);
}

ImpactResult BinaryImpactSearch(const MovingSphere& sphere, const ImpactTarget& target, double dt,
                                double tolerance) {
  NoTrace& trace = Untraced();
  return BinaryImpactSearch(sphere, target, dt, tolerance, trace);
}

ImpactResult AnalyticImpact(const MovingSphere& sphere, const ImpactTarget& target, double dt) {
  NoTrace& trace = Untraced();
  return AnalyticImpact(sphere, target, dt, trace);
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

namespace {

// The slab test of the centre's path against the box grown by r on every
// side: the time it enters, or nullopt when the path misses it in the step.
template <typename Tracer>
std::optional<double> EnterGrownBox(const MovingSphere& sphere, const Aabb& box, double dt,
                                    const BoxImpactSteps& steps, Tracer& trace) {
  const double r = sphere.radius;
  const Vec3& c = sphere.center;
  const Vec3& v = sphere.velocity;
  double enter = 0.0;
  double leave = dt;
  for (int i = 0; i < 3; ++i) {
    const double low = box.min[i] - r;
    const double high = box.max[i] + r;
    if (v[i] == 0.0) {
      const bool outside = c[i] < low || c[i] > high;
      if constexpr (Tracer::kOn)
        steps.Slab(trace, i, low, high, true, {}, {enter, leave}, outside);
      if (outside) {
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
    if constexpr (Tracer::kOn)
      steps.Slab(trace, i, low, high, false, {t1, t2}, {enter, leave}, enter > leave);
    if (enter > leave) {
      return std::nullopt;
    }
  }
  return enter;
}

// Where the centre enters the grown box at `enter`: beyond the box on at
// most one axis is a face of the rounded box, so the slab time is exact.
// Beyond on two axes is the square edge of the grown box, which the rounded
// box cuts off; beyond on three, a corner.
std::optional<double> RoundedEntry(const MovingSphere& sphere, const Aabb& box, double dt,
                                   double enter, int& outside) {
  const double r = sphere.radius;
  const Vec3& c = sphere.center;
  const Vec3& v = sphere.velocity;
  const Vec3 q = c + v * enter;
  outside = 0;
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

}  // namespace

template <typename Tracer>
std::optional<double> FirstContactTime(const MovingSphere& sphere, const Aabb& box, double dt,
                                       Tracer& trace) {
  if (!ValidInputs(sphere, box, dt)) {
    return std::nullopt;
  }
  [[maybe_unused]] const BoxImpactSteps steps{&sphere, &box};
  const bool touching = Overlaps(Sphere{sphere.center, sphere.radius}, box);
  if constexpr (Tracer::kOn)
    steps.Start(trace, touching);
  if (touching) {
    return 0.0;
  }
  const std::optional<double> enter = EnterGrownBox(sphere, box, dt, steps, trace);
  if (!enter) {
    return std::nullopt;
  }
  if (sphere.radius == 0.0) {
    if constexpr (Tracer::kOn)
      steps.Entry(trace, *enter, 0, *enter);
    return *enter;  // a point: the grown box is the box, with no rounding
  }
  int outside = 0;
  const std::optional<double> time = RoundedEntry(sphere, box, dt, *enter, outside);
  if constexpr (Tracer::kOn)
    steps.Entry(trace, *enter, outside, time);
  return time;
}

template std::optional<double> FirstContactTime(const MovingSphere&, const Aabb&, double, NoTrace&);
template std::optional<double> FirstContactTime(const MovingSphere&, const Aabb&, double, Trace&);

std::optional<double> FirstContactTime(const MovingSphere& sphere, const Aabb& box, double dt) {
  NoTrace& trace = Untraced();
  return FirstContactTime(sphere, box, dt, trace);
}

}  // namespace collide
