#pragma once

// The shapes of the box-box sample's scenes, spheres among boxes of any
// kind, as the pair-test registry (pair_tests.h) takes them, and the ids by
// which scenes, samples, messages, tests and benchmarks name the four
// algorithms that decide their pairs. The algorithms are the registry's
// (pair_tests_builtin.cpp registers them under these ids): box-box, its
// scenes and --check find them there, beside any a plugin adds, so there
// is one list of algorithms and not two.

#include <optional>
#include <string_view>
#include <variant>

#include "collide/registry/pair_tests.h"
#include "collide/shapes/box.h"
#include "collide/shapes/sphere.h"

namespace collide {

// The registry's ids (PairTest::id) of the "intersects" tests for spheres
// and boxes.
inline constexpr std::string_view kSquaredDistanceId = "squared-distance";  // two spheres
inline constexpr std::string_view kClosestPointId = "closest-point";        // a sphere and a box
inline constexpr std::string_view kSatId = "sat";                           // two boxes, exact
// Two boxes, seed 004's corner volumes: misses overlaps with no corner inside.
inline constexpr std::string_view kCornerVolumeId = "corner-volume";

// A solid in a scene of spheres and boxes.
using SphereOrBox = std::variant<Sphere, BoxShape>;

// The same shape as the registry's tests take it: a BoxShape's alternative
// becomes the StaticShape alternative of its kind.
StaticShape AsStaticShape(const SphereOrBox& shape);

// The other way: the solid a StaticShape is, or nullopt for a shape that
// is neither a sphere nor a box of any kind.
std::optional<SphereOrBox> SolidOf(const StaticShape& shape);
// The box a StaticShape is (oriented, axis-aligned, eight corners), or
// nullopt for any other kind.
std::optional<BoxShape> BoxOf(const StaticShape& shape);

// The registry's kind of the shape, without making the StaticShape.
ShapeKind KindOfSolid(const SphereOrBox& shape);

// `test` (an "intersects" test for the kinds of a and b) run on the pair,
// in either order.
bool Intersects(const PairTest& test, const SphereOrBox& a, const SphereOrBox& b);

}  // namespace collide
