#include "collide/queries/box_box.h"

#include <array>
#include <utility>

#include "collide/queries/corner_volume.h"
#include "collide/queries/sphere_box.h"
#include "collide/sat/sat.h"
#include "collide/shapes/id_table.h"

namespace collide {
namespace {

// The one table of ids.
constexpr std::array<std::pair<PairAlgorithm, std::string_view>, 4> kAlgorithmIds = {{
    {PairAlgorithm::kSquaredDistance, "squared-distance"},
    {PairAlgorithm::kClosestPoint, "closest-point"},
    {PairAlgorithm::kSat, "sat"},
    {PairAlgorithm::kCornerVolume, "corner-volume"},
}};

}  // namespace

std::string_view AlgorithmId(PairAlgorithm algorithm) {
  return IdIn(kAlgorithmIds, algorithm);
}

std::optional<PairAlgorithm> AlgorithmFromId(std::string_view id) {
  return ValueIn<PairAlgorithm>(kAlgorithmIds, id);
}

bool Intersects(const BoxShape& a, const BoxShape& b, PairAlgorithm algorithm) {
  return algorithm == PairAlgorithm::kCornerVolume ? CornerVolumeTest(a, b).intersects
                                                   : SatIntersects(a, b);
}

std::vector<PairAlgorithm> AlgorithmsFor(const SphereOrBox& a, const SphereOrBox& b) {
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

bool PairIntersects(const SphereOrBox& a, const SphereOrBox& b, PairAlgorithm algorithm) {
  const auto* sphere_a = std::get_if<Sphere>(&a);
  const auto* sphere_b = std::get_if<Sphere>(&b);
  switch (algorithm) {
    case PairAlgorithm::kSquaredDistance:
      return Intersects(*sphere_a, *sphere_b);
    case PairAlgorithm::kClosestPoint:
      return sphere_a ? Intersects(*sphere_a, std::get<BoxShape>(b))
                      : Intersects(std::get<BoxShape>(a), *sphere_b);
    case PairAlgorithm::kSat:
    case PairAlgorithm::kCornerVolume:
      return Intersects(std::get<BoxShape>(a), std::get<BoxShape>(b), algorithm);
  }
  return false;
}

}  // namespace collide
