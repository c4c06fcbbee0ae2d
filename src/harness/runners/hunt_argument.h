#pragma once

// What `--hunt X` hunts: X is a pair of shape kinds (sphere-sphere,
// ray-sphere) or the id of a sample whose shapes make one pair of kinds
// (raycast-sphere: ray and sphere). A sample whose shapes make several pairs
// (the playground) is refused with the pair names to use instead.

#include <optional>
#include <string>
#include <utility>

#include "collide/shapes/shape_kind.h"

namespace harness {

// "sphere-sphere", "ray-sphere": the two kinds; on failure nullopt and
// *error names what is wrong (not two ids, an unknown kind, listing those
// there are).
std::optional<std::pair<collide::ShapeKind, collide::ShapeKind>> ParseHuntPair(
    const std::string& text, std::string* error);

// The two kinds `text` names, and their canonical name ("ray-sphere" for
// raycast-sphere); nullopt with *error saying what is wrong, naming the
// pairs to use for a sample that has several, or, when `text` is neither a
// pair nor a sample, the kinds there are.
struct HuntPairArgument {
  std::pair<collide::ShapeKind, collide::ShapeKind> kinds;
  std::string name;
};
std::optional<HuntPairArgument> ParseHuntArgument(const std::string& text, std::string* error);

}  // namespace harness
