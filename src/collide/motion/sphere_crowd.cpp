#include "collide/motion/sphere_crowd.h"

#include <algorithm>
#include <cmath>
#include <random>

#include "collide/parallel/fetch_in_order.h"
#include "collide/parallel/ordered_filter.h"
#include "collide/parallel/worker_pool.h"

namespace collide {
namespace {

CrowdSettings Clamped(CrowdSettings s) {
  s.count = std::clamp(s.count, SphereCrowd::kMinCount, SphereCrowd::kMaxCount);
  s.radius = std::isfinite(s.radius) ? std::clamp(s.radius, 1e-3, 1e3) : 1.0;
  s.radius_spread = std::isfinite(s.radius_spread) ? std::clamp(s.radius_spread, 1.0, 100.0) : 1.0;
  s.fill = std::isfinite(s.fill) ? std::clamp(s.fill, 1e-4, 0.5) : 0.1;
  s.max_speed = std::isfinite(s.max_speed) ? std::clamp(s.max_speed, 0.0, 1e3) : 0.05;
  return s;
}

// One axis of a step: move, and at a wall put the centre back inside and
// reflect the velocity.
void MoveAxis(double* p, double* v, double low, double high) {
  *p += *v;
  if (*p < low) {
    *p = std::min(2.0 * low - *p, high);
    *v = -*v;
  } else if (*p > high) {
    *p = std::max(2.0 * high - *p, low);
    *v = -*v;
  }
}

}  // namespace

double CrowdBoxSize(double volume, double fill) {
  return std::cbrt(volume / fill);
}

SphereCrowd::SphereCrowd(const CrowdSettings& settings) : settings_(Clamped(settings)) {
  const auto n = static_cast<size_t>(settings_.count);
  std::mt19937_64 random(settings_.seed);
  spheres_.resize(n);
  const double log_spread = std::log(settings_.radius_spread);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  double volume = 0.0;
  for (CrowdSphere& sphere : spheres_) {
    const double r = log_spread == 0.0 ? settings_.radius
                                       : settings_.radius * std::exp(log_spread * unit(random));
    sphere.radius = r;
    volume += 4.0 / 3.0 * kPi * r * r * r;
  }
  box_size_ = CrowdBoxSize(volume, settings_.fill);
  for (CrowdSphere& sphere : spheres_) {
    // A sphere wider than the box sits in its middle.
    const double low = std::min(sphere.radius, box_size_ * 0.5);
    std::uniform_real_distribution<double> inside(low, box_size_ - low);
    sphere.center.x = inside(random);
    sphere.center.y = inside(random);
    sphere.center.z = inside(random);
  }
  std::uniform_real_distribution<double> speed(-settings_.max_speed, settings_.max_speed);
  velocities_.resize(n);
  for (Vec3& v : velocities_) {
    v.x = speed(random);
    v.y = speed(random);
    v.z = speed(random);
  }
}

void SphereCrowd::Step(WorkerPool* workers) {
  const size_t n = spheres_.size();
  const int slices = SliceCount(workers, n);
  RunSlices(workers, slices, [&](int slice) {
    const SliceRange range = SliceOf(n, slices, slice);
    for (size_t i = range.begin; i < range.end; ++i) {
      CrowdSphere& sphere = spheres_[i];
      Vec3& v = velocities_[i];
      const double low = std::min(sphere.radius, box_size_ * 0.5);
      const double high = box_size_ - low;
      MoveAxis(&sphere.center.x, &v.x, low, high);
      MoveAxis(&sphere.center.y, &v.y, low, high);
      MoveAxis(&sphere.center.z, &v.z, low, high);
    }
  });
  ++steps_;
}

void SphereCrowd::Bounds(std::vector<Aabb>* bounds, WorkerPool* workers) const {
  const size_t n = spheres_.size();
  bounds->resize(n);
  Aabb* out = bounds->data();
  const int slices = SliceCount(workers, n);
  RunSlices(workers, slices, [&](int slice) {
    const SliceRange range = SliceOf(n, slices, slice);
    for (size_t i = range.begin; i < range.end; ++i) {
      const CrowdSphere& sphere = spheres_[i];
      out[i] = {sphere.center - sphere.radius, sphere.center + sphere.radius};
    }
  });
}

void SphereCrowd::OverlappingPairs(std::span<const BodyPair> candidates,
                                   std::vector<BodyPair>* pairs, WorkerPool* workers) const {
  pairs->resize(candidates.size());
  // The broad phase's own data has pushed the spheres out of the cache
  // since Bounds read them, and the exact test reads them at random.
  FetchInOrder(workers, std::span<const CrowdSphere>(spheres_));
  const size_t count = FilterInOrder<BodyPair>(
      workers, candidates.size(), pairs->data(), [&](SliceRange slice, BodyPair* out) {
        return OverlappingOf(candidates.subspan(slice.begin, slice.size()), out);
      });
  pairs->resize(count);
}

size_t SphereCrowd::OverlappingOf(std::span<const BodyPair> candidates, BodyPair* out) const {
  // Written without a branch on the outcome, which is close to a coin toss
  // for a grid's candidates: every candidate is stored, and the count only
  // moves past the ones that overlap.
  // A broad phase lists pairs in its own order, random in the sphere
  // indices: the spheres a few candidates ahead are fetched while this one
  // is tested, or at 100,000 spheres each test waits on memory.
  constexpr size_t kAhead = 8;
  size_t count = 0;
  for (size_t k = 0; k < candidates.size(); ++k) {
    if (k + kAhead < candidates.size()) {
      __builtin_prefetch(&spheres_[Index(candidates[k + kAhead].first)]);
      __builtin_prefetch(&spheres_[Index(candidates[k + kAhead].second)]);
    }
    const BodyPair& p = candidates[k];
    const CrowdSphere& a = spheres_[Index(p.first)];
    const CrowdSphere& b = spheres_[Index(p.second)];
    const double dx = a.center.x - b.center.x;
    const double dy = a.center.y - b.center.y;
    const double dz = a.center.z - b.center.z;
    const double reach = a.radius + b.radius;
    out[count] = p;
    count += dx * dx + dy * dy + dz * dz <= reach * reach ? 1 : 0;
  }
  return count;
}

}  // namespace collide
