// Triangle against triangle (triangle.h): the book's generic SAT over 11
// axes, and its robust SAT, which adds the in-plane axes of coplanar
// triangles and answers a zero-area triangle by distances; their bodies are
// triangle_sat.h's, instantiated here untraced. Traced (their steps, with
// the axes numbered alike, so their traces part where the two algorithms
// do), they are instantiated in triangle_triangle_trace.cpp.
#include "collide/shapes/triangle.h"
#include "collide/queries/triangle_sat.h"
#include "collide/trace/trace.h"

namespace collide {

bool IntersectsPlainSat(const Triangle& a, const Triangle& b) {
  NoTrace& untraced = Untraced();
  return IntersectsPlainSat(a, b, untraced);
}

bool IntersectsRobustSat(const Triangle& a, const Triangle& b) {
  NoTrace& untraced = Untraced();
  return IntersectsRobustSat(a, b, untraced);
}

template bool IntersectsPlainSat<NoTrace>(const Triangle&, const Triangle&, NoTrace&);
template bool IntersectsRobustSat<NoTrace>(const Triangle&, const Triangle&, NoTrace&);

}  // namespace collide
