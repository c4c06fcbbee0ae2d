#include "harness/sample_api/pickable.h"

#include <utility>

namespace harness {

std::optional<PickProxy> Pickable::PickAlongRay(const collide::Ray& ray,
                                                double handle_slope) const {
  std::vector<PickProxy> proxies = PickProxies();
  const std::optional<PickHit> hit = Pick(proxies, ray, handle_slope);
  if (!hit) {
    return std::nullopt;
  }
  return std::move(proxies[hit->index]);
}

}  // namespace harness
