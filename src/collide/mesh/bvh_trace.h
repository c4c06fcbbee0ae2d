#pragma once

// How a traced BVH walk writes a box in its steps (bvh_trace.cpp), shared
// by the ray cast's steps and model against model's (model_overlaps.cpp):
// "[(x, y, z) .. (x, y, z)]", numbers as trace.h writes them.

#include <string>

#include "collide/shapes/box.h"

namespace collide {

std::string TraceBoxText(const Aabb& box);

}  // namespace collide
