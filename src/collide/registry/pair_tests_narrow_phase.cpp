// The narrow phase's distance, penetration and contacts among the
// tutorial's convex kinds (point, sphere, AABB, box, segment); later kinds
// add theirs in their own files (kinds/triangle.cpp, kinds/capsule.cpp).
#include "collide/registry/convex_pair_tests.h"

namespace collide {
namespace {

template <typename A, typename... Others>
void AddAgainst(PairTestRegistry& registry) {
  (AddConvexPairTests<A, Others>(registry), ...);
}

}  // namespace

void RegisterNarrowPhasePairTests(PairTestRegistry& registry) {
  AddAgainst<Point, Sphere, Aabb, OrientedBox, Segment>(registry);
  AddAgainst<Sphere, Sphere, Aabb, OrientedBox, Segment>(registry);
  AddAgainst<Aabb, Aabb, OrientedBox, Segment>(registry);
  AddAgainst<OrientedBox, OrientedBox, Segment>(registry);
  AddAgainst<Segment, Segment>(registry);
}

}  // namespace collide
