#pragma once

// The algorithms that decide a pair among spheres and boxes, and the ids by
// which scenes, samples, messages, tests and benchmarks name them. The ids
// are spelt here and nowhere else: AlgorithmId and AlgorithmFromId are
// the one set. Also one entry point for any pair of box kinds under either
// box-box algorithm.

#include <optional>
#include <string_view>
#include <variant>
#include <vector>

#include "collide/shapes/box.h"
#include "collide/shapes/sphere.h"

namespace collide {

// Every pair test, with its id.
enum class PairAlgorithm {
  kSquaredDistance,  // "squared-distance": two spheres (sphere.h)
  kClosestPoint,     // "closest-point": a sphere and a box (sphere_box.h)
  kSat,              // "sat": two boxes, exact (sat.h)
  kCornerVolume,     // "corner-volume": two boxes, seed 004, misses corner-free overlaps
};

std::string_view AlgorithmId(PairAlgorithm algorithm);
std::optional<PairAlgorithm> AlgorithmFromId(std::string_view id);

// Any two box kinds under kSat or kCornerVolume (the AlgorithmsFor two
// boxes).
bool Intersects(const BoxShape& a, const BoxShape& b, PairAlgorithm algorithm);

// A solid in a scene of spheres and boxes.
using SphereOrBox = std::variant<Sphere, BoxShape>;

// The algorithms that test a pair of these kinds, the exact one first (the
// default when a scene names none): squared-distance for two spheres,
// closest-point for a sphere and a box, sat then corner-volume for two boxes.
std::vector<PairAlgorithm> AlgorithmsFor(const SphereOrBox& a, const SphereOrBox& b);

// The pair's answer under `algorithm`, which must be one of AlgorithmsFor(a, b).
bool PairIntersects(const SphereOrBox& a, const SphereOrBox& b, PairAlgorithm algorithm);

}  // namespace collide
