#pragma once

// The one fact about the whole scene that drawing a single shape needs: how
// far an unbounded shape (a plane, a ray) is drawn. A sample works it out once
// for its scene (layout_engine/draw_context_of.h for a layout) and hands it to
// each kind's drawing (DrawShape, shape_kinds/shape_kind_entry.h).

#include <optional>

#include "collide/shapes/box.h"

namespace harness {

// What drawing one shape needs to know of the scene around it: how far
// unbounded shapes reach. A plane is drawn as a patch across `region`, not
// out to the horizon; a ray runs three scene radii long.
struct DrawContext {
  // The farthest framing point of the scene from the origin (at least 1).
  float scene_radius = 1.0f;
  // Where the scene's bounded shapes are, or in a scene of planes only
  // where the planes meet (PlanesMeetingRegion). Empty: a plane is drawn
  // around its point nearest the origin, scene_radius across.
  std::optional<collide::Aabb> region;
};

}  // namespace harness
