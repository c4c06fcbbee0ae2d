#pragma once

// Turning a shape into another kind where it stands: a box's three forms,
// oriented, axis-aligned and eight corners (a hexahedron). The panel offers
// it beside a shape's fields ("kind"), so a user can see what seed 004's
// corner-volume test or SAT make of the same box as a slanted hexahedron.

#include <optional>
#include <string>
#include <vector>

#include "collide/registry/static_shape.h"

namespace harness {

// The kinds a shape of `kind` can become, itself among them, in the order
// a choice lists them; empty when it can become no other.
std::vector<collide::ShapeKind> KindsItCanBecome(collide::ShapeKind kind);

struct KindChange {
  // The shape as the new kind; nullopt when it cannot be (`note` says why).
  std::optional<collide::StaticShape> shape;
  // "now axis-aligned (its bounds)", or why not: for the log.
  std::string note;
};

// `shape` as `to`, keeping its centre: an oriented or axis-aligned box takes
// the old one's axis-aligned bounds (so a turned box grows to hold its
// corners), a hexahedron the old one's corners. Refused (note) for a kind
// KindsItCanBecome does not list, or the shape's own kind.
KindChange ChangeKind(const collide::StaticShape& shape, collide::ShapeKind to);

}  // namespace harness
