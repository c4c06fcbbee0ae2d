#include "collide/box_box.h"

#include "collide/corner_volume.h"
#include "collide/sat.h"

namespace collide {

std::string_view algorithm_id(BoxAlgorithm algorithm) {
  return algorithm == BoxAlgorithm::kSat ? "sat" : "corner-volume";
}

std::optional<BoxAlgorithm> box_algorithm_from_id(std::string_view id) {
  if (id == "sat") {
    return BoxAlgorithm::kSat;
  }
  if (id == "corner-volume") {
    return BoxAlgorithm::kCornerVolume;
  }
  return std::nullopt;
}

bool intersects(const BoxShape& a, const BoxShape& b, BoxAlgorithm algorithm) {
  return algorithm == BoxAlgorithm::kSat ? sat_test(a, b).intersects
                                         : corner_volume_test(a, b).intersects;
}

}  // namespace collide
