#include "collide/registry/sweep.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <stdexcept>
#include <string>

namespace collide {

std::optional<std::string> Validate(const Sweep& sweep) {
  const Vec3& t = sweep.translation;
  if (!std::isfinite(t.x) || !std::isfinite(t.y) || !std::isfinite(t.z)) {
    return "the sweep's translation has a coordinate that is not finite";
  }
  if (!IsConvexKind(sweep.shape.kind())) {
    return "a sweep moves a convex shape (point, segment, sphere, capsule, box, aabb, triangle, "
           "hull), not a " +
           ShapeKindId(sweep.shape.kind());
  }
  if (auto problem = Validate(sweep.shape)) {
    return "the swept " + ShapeKindId(sweep.shape.kind()) + ": " + *problem;
  }
  return std::nullopt;
}

StaticShape SweptTo(const Sweep& sweep, double t) {
  const Vec3 offset = sweep.translation * t;
  StaticShape moved = sweep.shape;
  if (auto* p = moved.EditIf<Point>()) {
    p->position += offset;
  } else if (auto* s = moved.EditIf<Sphere>()) {
    s->center += offset;
  } else if (auto* b = moved.EditIf<Aabb>()) {
    b->min += offset;
    b->max += offset;
  } else if (auto* o = moved.EditIf<OrientedBox>()) {
    o->center += offset;
  } else if (auto* g = moved.EditIf<Segment>()) {
    g->start += offset;
    g->end += offset;
  } else if (auto* tri = moved.EditIf<Triangle>()) {
    for (Vec3& corner : tri->corners) {
      corner += offset;
    }
  } else if (auto* c = moved.EditIf<Capsule>()) {
    c->start += offset;
    c->end += offset;
  } else if (auto* h = moved.EditIf<PlacedHull>()) {
    h->position += offset;
  } else {
    throw std::logic_error("a sweep of a " + ShapeKindId(sweep.shape.kind()));
  }
  return moved;
}

}  // namespace collide
