#pragma once

// The impact-search sample under the mouse (harness::Sample's picking
// hooks): moving spheres, their end-of-step spheres (dragging one sets the
// velocity) and the shapes at rest as pick proxies, and the moves and
// resizes a drag or Ctrl + wheel applies to the layout.

#include <string>
#include <vector>

#include "harness/sample/picking.h"
#include "impact_search/impact_search_world.h"

namespace impact_search {

std::vector<harness::PickProxy> PickProxies(const Layout& layout);
// A shape (by id) moved by `delta`; a moving sphere's velocity handle moves
// the end of its step, so its velocity changes by delta / dt. False for an
// unknown id.
bool MoveShape(Layout& layout, const std::string& id, const collide::Vec3& delta);
// A sphere's radius or an AABB's extents times `factor`, about its centre.
bool ResizeShape(Layout& layout, const std::string& id, double factor);

}  // namespace impact_search
