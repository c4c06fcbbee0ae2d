// Whether a shape touches a model's surface, and where the surface is
// against a frustum, through the mesh's BVH: the walks of
// model_overlap_walks.h, instantiated here untraced. Traced (each explained
// by its steps), they are instantiated in model_overlaps_trace.cpp.

#include "collide/mesh/model.h"
#include "collide/mesh/model_overlap_walks.h"
#include "collide/shapes/frustum.h"
#include "collide/trace/trace.h"

namespace collide {

bool Intersects(const Model& model, const Sphere& sphere) {
  NoTrace& untraced = Untraced();
  return Intersects(model, sphere, untraced);
}

bool Intersects(const Model& model, const Aabb& box) {
  NoTrace& untraced = Untraced();
  return Intersects(model, box, untraced);
}

bool Intersects(const Model& model, const Triangle& triangle) {
  NoTrace& untraced = Untraced();
  return Intersects(model, triangle, untraced);
}

bool Intersects(const Model& model, const BookPlane& plane) {
  NoTrace& untraced = Untraced();
  return Intersects(model, plane, untraced);
}

bool Intersects(const Model& a, const Model& b) {
  NoTrace& untraced = Untraced();
  return Intersects(a, b, untraced);
}

Inclusion Classify(const Frustum& frustum, const Model& model) {
  NoTrace untraced;
  return Classify(frustum, model, untraced);
}

template bool Intersects<NoTrace>(const Model&, const Sphere&, NoTrace&);
template bool Intersects<NoTrace>(const Model&, const Aabb&, NoTrace&);
template bool Intersects<NoTrace>(const Model&, const Triangle&, NoTrace&);
template bool Intersects<NoTrace>(const Model&, const BookPlane&, NoTrace&);
template bool Intersects<NoTrace>(const Model&, const Model&, NoTrace&);
template Inclusion Classify<NoTrace>(const Frustum&, const Model&, NoTrace&);

}  // namespace collide
