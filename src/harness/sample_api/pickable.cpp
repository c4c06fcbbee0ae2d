#include "harness/sample_api/pickable.h"

#include <algorithm>
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

std::string SelectShapes(Pickable& shapes, const std::vector<std::string>& ids) {
  const auto selected = [&shapes](const std::string& id) {
    const std::vector<std::string> now = shapes.SelectedShapes();
    return std::find(now.begin(), now.end(), id) != now.end();
  };
  const auto missing = [&shapes](const std::string& id) {
    shapes.Select(std::nullopt);
    return "no shape \"" + id + "\" to select";
  };
  if (ids.empty()) {
    return "";
  }
  shapes.Select(ids[0]);
  if (!selected(ids[0])) {
    return missing(ids[0]);
  }
  if (ids.size() == 1) {
    return "";
  }
  if (ids[1] == ids[0]) {
    return "a pair needs two shapes, not \"" + ids[0] + "\" twice";
  }
  shapes.SelectAlso(ids[1]);
  return selected(ids[0]) && selected(ids[1]) ? "" : missing(ids[1]);
}

}  // namespace harness
