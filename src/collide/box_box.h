#pragma once

// One entry point for any pair of box kinds under either box-box algorithm,
// for scenes and samples that pick the algorithm by id.

#include <optional>
#include <string_view>

#include "collide/box.h"

namespace collide {

enum class BoxAlgorithm {
  kSat,           // "sat": exact (sat.h)
  kCornerVolume,  // "corner-volume": seed 004, misses corner-free overlaps (corner_volume.h)
};

std::string_view algorithm_id(BoxAlgorithm algorithm);
std::optional<BoxAlgorithm> box_algorithm_from_id(std::string_view id);

bool intersects(const BoxShape& a, const BoxShape& b, BoxAlgorithm algorithm);

}  // namespace collide
