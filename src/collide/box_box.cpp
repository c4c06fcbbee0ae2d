#include "collide/box_box.h"

#include <array>
#include <utility>

#include "collide/corner_volume.h"
#include "collide/sat.h"
#include "collide/sphere_box.h"

namespace collide {
namespace {

// The one table of ids.
constexpr std::array<std::pair<PairAlgorithm, std::string_view>, 4> kIds = {{
    {PairAlgorithm::kSquaredDistance, "squared-distance"},
    {PairAlgorithm::kClosestPoint, "closest-point"},
    {PairAlgorithm::kSat, "sat"},
    {PairAlgorithm::kCornerVolume, "corner-volume"},
}};

}  // namespace

std::string_view algorithm_id(PairAlgorithm algorithm) {
  for (const auto& [value, id] : kIds) {
    if (value == algorithm) {
      return id;
    }
  }
  return {};
}

std::optional<PairAlgorithm> algorithm_from_id(std::string_view id) {
  for (const auto& [value, known] : kIds) {
    if (known == id) {
      return value;
    }
  }
  return std::nullopt;
}

bool intersects(const BoxShape& a, const BoxShape& b, PairAlgorithm algorithm) {
  return algorithm == PairAlgorithm::kCornerVolume ? corner_volume_test(a, b).intersects
                                                   : sat_test(a, b).intersects;
}

std::vector<PairAlgorithm> algorithms_for(const SphereOrBox& a, const SphereOrBox& b) {
  const int boxes =
      (std::holds_alternative<BoxShape>(a) ? 1 : 0) + (std::holds_alternative<BoxShape>(b) ? 1 : 0);
  switch (boxes) {
    case 0:
      return {PairAlgorithm::kSquaredDistance};
    case 1:
      return {PairAlgorithm::kClosestPoint};
    default:
      return {PairAlgorithm::kSat, PairAlgorithm::kCornerVolume};
  }
}

bool pair_intersects(const SphereOrBox& a, const SphereOrBox& b, PairAlgorithm algorithm) {
  const auto* sphere_a = std::get_if<Sphere>(&a);
  const auto* sphere_b = std::get_if<Sphere>(&b);
  switch (algorithm) {
    case PairAlgorithm::kSquaredDistance:
      return intersects(*sphere_a, *sphere_b);
    case PairAlgorithm::kClosestPoint:
      return sphere_a ? intersects(*sphere_a, std::get<BoxShape>(b))
                      : intersects(std::get<BoxShape>(a), *sphere_b);
    case PairAlgorithm::kSat:
    case PairAlgorithm::kCornerVolume:
      return intersects(std::get<BoxShape>(a), std::get<BoxShape>(b), algorithm);
  }
  return false;
}

}  // namespace collide
