#include "collide/sphere_crowd.h"

#include <algorithm>
#include <cmath>
#include <random>

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
  radii_.resize(n);
  const double log_spread = std::log(settings_.radius_spread);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  double volume = 0.0;
  for (double& r : radii_) {
    r = log_spread == 0.0 ? settings_.radius
                          : settings_.radius * std::exp(log_spread * unit(random));
    volume += 4.0 / 3.0 * kPi * r * r * r;
  }
  box_size_ = CrowdBoxSize(volume, settings_.fill);
  for (auto* axis : {&x_, &y_, &z_, &vx_, &vy_, &vz_}) {
    axis->resize(n);
  }
  for (size_t i = 0; i < n; ++i) {
    // A sphere wider than the box sits in its middle.
    const double low = std::min(radii_[i], box_size_ * 0.5);
    std::uniform_real_distribution<double> inside(low, box_size_ - low);
    x_[i] = inside(random);
    y_[i] = inside(random);
    z_[i] = inside(random);
  }
  std::uniform_real_distribution<double> speed(-settings_.max_speed, settings_.max_speed);
  for (size_t i = 0; i < n; ++i) {
    vx_[i] = speed(random);
    vy_[i] = speed(random);
    vz_[i] = speed(random);
  }
}

void SphereCrowd::Step() {
  const size_t n = radii_.size();
  for (size_t i = 0; i < n; ++i) {
    const double low = std::min(radii_[i], box_size_ * 0.5);
    const double high = box_size_ - low;
    MoveAxis(&x_[i], &vx_[i], low, high);
    MoveAxis(&y_[i], &vy_[i], low, high);
    MoveAxis(&z_[i], &vz_[i], low, high);
  }
  ++steps_;
}

void SphereCrowd::Bounds(std::vector<Aabb>* bounds) const {
  const size_t n = radii_.size();
  bounds->resize(n);
  for (size_t i = 0; i < n; ++i) {
    const Vec3 c(x_[i], y_[i], z_[i]);
    (*bounds)[i] = {c - radii_[i], c + radii_[i]};
  }
}

void SphereCrowd::OverlappingPairs(std::span<const BodyPair> candidates,
                                   std::vector<BodyPair>* pairs) const {
  pairs->clear();
  for (const BodyPair& p : candidates) {
    const auto i = static_cast<size_t>(p.first);
    const auto j = static_cast<size_t>(p.second);
    const double dx = x_[i] - x_[j];
    const double dy = y_[i] - y_[j];
    const double dz = z_[i] - z_[j];
    const double reach = radii_[i] + radii_[j];
    if (dx * dx + dy * dy + dz * dz <= reach * reach) {
      pairs->push_back(p);
    }
  }
}

}  // namespace collide
