#pragma once

// The DrawContext (draw/draw_context.h) of a static-shapes layout, worked out
// from its shapes: how far its planes and rays are drawn. The static-shapes
// sample asks for it before it draws its shapes.

#include <span>
#include <vector>

#include "collide/shapes/vec.h"
#include "harness/draw/draw_context.h"
#include "harness/layout_engine/layout.h"

namespace harness {

// The context a layout's shapes are drawn in (draw_context.h). Its region
// is the box around the framing points of every shape but the planes, and
// `also` (where rays hit: a ray's own framing point is its origin); in a
// layout of planes only, where they meet (PlanesMeetingRegion); none for an
// empty layout. Its scene radius is the farthest framing point from the
// origin, planes framed by their patches, and at least 1.
DrawContext DrawContextOf(const std::vector<NamedShape>& shapes,
                          std::span<const collide::Vec3> also = {});

}  // namespace harness
