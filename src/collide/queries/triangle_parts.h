#pragma once

// What the triangle queries share between their two files: the single
// triangle's tests (triangle_tests.cpp) and the triangle pair SATs
// (triangle_triangle.cpp). A triangle's extent along an axis, its edges in
// the order the SATs number them, Ericson's closest point on a triangle
// with area (the degenerate pairs of the robust SAT ask it too), and the
// joining of a trace step's text from its pieces.

#include <algorithm>
#include <array>
#include <initializer_list>
#include <string>
#include <string_view>

#include "collide/shapes/triangle.h"
#include "collide/shapes/vec.h"
#include "collide/trace/trace.h"

namespace collide {

// The interval of a triangle's corners along an axis (not normalised).
struct TriangleSpan {
  double min;
  double max;
};

inline TriangleSpan ProjectTriangle(const Triangle& t, const Vec3& axis) {
  const double p0 = glm::dot(axis, t[0]);
  const double p1 = glm::dot(axis, t[1]);
  const double p2 = glm::dot(axis, t[2]);
  return {std::min({p0, p1, p2}), std::max({p0, p1, p2})};
}

// Edge 1 runs from corner 1 to corner 2, edge 2 from 2 to 3, edge 3 from 3
// back to 1: the numbering the traces' axis names use.
inline std::array<Vec3, 3> TriangleEdges(const Triangle& t) {
  return {t[1] - t[0], t[2] - t[1], t[0] - t[2]};
}

// Ericson's ClosestPtPointTriangle: which Voronoi region of the triangle
// (corner, edge or face) holds p, decided from dot products alone. The
// triangle must have area. Instantiated for NoTrace and Trace.
template <typename Tracer>
Vec3 ClosestOnProperTriangle(const Triangle& t, const Vec3& p, Tracer& trace);

// A step's text from its pieces (appended one by one: GCC 12 warns falsely
// on long operator+ chains that start with a literal).
inline std::string TraceText(std::initializer_list<std::string_view> pieces) {
  std::string text;
  for (const std::string_view piece : pieces) {
    text.append(piece);
  }
  return text;
}

}  // namespace collide
