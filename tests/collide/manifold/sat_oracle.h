#pragma once

// Brute-force oracles for the convex tests, written plainly and in long
// double, from the shapes' corners alone (none of the code under test):
// a polytope's corners, face normals and edge vectors; the least overlap of
// two polytopes over every face normal and every cross product of an edge
// of each; the overlap along a given direction; a box's signed distance.

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <vector>

#include "collide/convex/convex_shape.h"
#include "collide/shapes/box.h"

namespace collide::sat_oracle {

struct LVec {
  long double x = 0, y = 0, z = 0;
};
inline LVec L(const Vec3& v) {
  return {v.x, v.y, v.z};
}
inline LVec operator-(const LVec& a, const LVec& b) {
  return {a.x - b.x, a.y - b.y, a.z - b.z};
}
inline long double Dot(const LVec& a, const LVec& b) {
  return a.x * b.x + a.y * b.y + a.z * b.z;
}
inline LVec Cross(const LVec& a, const LVec& b) {
  return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
inline long double Length(const LVec& a) {
  return std::sqrt(Dot(a, a));
}

// A polytope as the oracle sees it: corners, the normals of its faces (a
// triangle's both faces and, being flat, the directions across its edges in
// its plane), the vectors of its edges (a triangle's normal too, the
// zero-length edges of a prism of no thickness). Not normalised.
struct OraclePolytope {
  std::vector<LVec> corners;
  std::vector<LVec> normals;
  std::vector<LVec> edges;
};

inline OraclePolytope OracleBox(const OrientedBox& box) {
  OraclePolytope p;
  const BoxCorners corners = Corners(box);
  for (const Vec3& c : corners) {
    p.corners.push_back(L(c));
  }
  for (const auto& face : kBoxFaces) {
    p.normals.push_back(
        Cross(p.corners[face[2]] - p.corners[face[0]], p.corners[face[3]] - p.corners[face[1]]));
  }
  // Every edge of a box is parallel to one of the first edge of each group
  // of four (kBoxEdges); parallel edges give the same cross products.
  for (std::size_t e : {0u, 4u, 8u}) {
    p.edges.push_back(p.corners[kBoxEdges[e][1]] - p.corners[kBoxEdges[e][0]]);
  }
  // A flat box's zero-length edges and zero-area faces still have its axes.
  for (int k = 0; k < 3; ++k) {
    const auto uk = static_cast<std::size_t>(k);
    if (Dot(p.edges[uk], p.edges[uk]) == 0) {
      p.edges[uk] = L(box.rotation[k]);
    }
    for (std::size_t f : {2 * uk, 2 * uk + 1}) {
      if (Dot(p.normals[f], p.normals[f]) == 0) {
        p.normals[f] = L(box.rotation[k]);
      }
    }
  }
  return p;
}

inline OraclePolytope OracleTriangle(const Triangle& t) {
  OraclePolytope p;
  for (const Vec3& c : t.corners) {
    p.corners.push_back(L(c));
  }
  const LVec n = Cross(p.corners[1] - p.corners[0], p.corners[2] - p.corners[0]);
  p.normals.push_back(n);
  for (int i = 0; i < 3; ++i) {
    const LVec e =
        p.corners[static_cast<std::size_t>((i + 1) % 3)] - p.corners[static_cast<std::size_t>(i)];
    p.edges.push_back(e);
    p.normals.push_back(Cross(n, e));
  }
  p.edges.push_back(n);
  return p;
}

// A hull's normals from its corners (Newell), its edges from its faces'
// loops.
inline OraclePolytope OracleHull(const ConvexHull& hull) {
  OraclePolytope p;
  for (const Vec3& v : hull.vertices) {
    p.corners.push_back(L(v));
  }
  for (const HullFace& face : hull.faces) {
    LVec n;
    const std::size_t k = face.corners.size();
    for (std::size_t i = 0; i < k; ++i) {
      const LVec a = p.corners[static_cast<std::size_t>(face.corners[i])];
      const LVec b = p.corners[static_cast<std::size_t>(face.corners[(i + 1) % k])];
      n = {n.x + (a.y - b.y) * (a.z + b.z), n.y + (a.z - b.z) * (a.x + b.x),
           n.z + (a.x - b.x) * (a.y + b.y)};
      if (face.corners[i] < face.corners[(i + 1) % k]) {  // each edge once
        p.edges.push_back(b - a);
      }
    }
    p.normals.push_back(n);
  }
  return p;
}

inline OraclePolytope OracleSegment(const Segment& s) {
  OraclePolytope p;
  p.corners = {L(s.start), L(s.end)};
  p.edges = {L(s.end) - L(s.start)};
  return p;
}

inline OraclePolytope OraclePoint(const Vec3& v) {
  OraclePolytope p;
  p.corners = {L(v)};
  return p;
}

// The overlap of the projections along `direction` (unit or not) with b
// taken to lie along +direction: max over a minus min over b, per unit
// length. Negative when that direction separates them.
inline long double OverlapAlong(const OraclePolytope& a, const OraclePolytope& b,
                                const LVec& direction) {
  long double high_a = -INFINITY;
  long double low_b = INFINITY;
  for (const LVec& c : a.corners) {
    high_a = std::max(high_a, Dot(c, direction));
  }
  for (const LVec& c : b.corners) {
    low_b = std::min(low_b, Dot(c, direction));
  }
  return (high_a - low_b) / Length(direction);
}

// The least overlap over every candidate axis both ways round: the
// penetration depth when positive, minus the largest gap when negative.
// Axes shorter than `shortest` (parallel edges' crosses) are skipped.
inline long double LeastOverlap(const OraclePolytope& a, const OraclePolytope& b,
                                long double shortest = 1e-9L) {
  std::vector<LVec> axes = a.normals;
  axes.insert(axes.end(), b.normals.begin(), b.normals.end());
  for (const LVec& ea : a.edges) {
    for (const LVec& eb : b.edges) {
      const LVec c = Cross(ea, eb);
      if (Length(c) > shortest * Length(ea) * Length(eb)) {
        axes.push_back(c);
      }
    }
  }
  long double least = INFINITY;
  for (const LVec& axis : axes) {
    const long double length = Length(axis);
    if (length == 0) {
      continue;
    }
    long double low_a = INFINITY, high_a = -INFINITY, low_b = INFINITY, high_b = -INFINITY;
    for (const LVec& c : a.corners) {
      low_a = std::min(low_a, Dot(c, axis));
      high_a = std::max(high_a, Dot(c, axis));
    }
    for (const LVec& c : b.corners) {
      low_b = std::min(low_b, Dot(c, axis));
      high_b = std::max(high_b, Dot(c, axis));
    }
    least = std::min(least, std::min(high_a - low_b, high_b - low_a) / length);
  }
  return least;
}

// A box's signed distance: negative inside (minus the distance to the
// nearest face), positive outside (the distance to the box).
inline long double SignedDistanceToBox(const OrientedBox& box, const Vec3& point) {
  std::array<long double, 3> q{};
  const LVec d = L(point) - L(box.center);
  for (int k = 0; k < 3; ++k) {
    q[static_cast<std::size_t>(k)] = std::abs(Dot(d, L(box.rotation[k]))) - box.half_extents[k];
  }
  long double outside = 0;
  for (long double v : q) {
    outside += std::max(v, 0.0L) * std::max(v, 0.0L);
  }
  const long double inside = std::min(std::max({q[0], q[1], q[2]}), 0.0L);
  return std::sqrt(outside) + inside;
}

}  // namespace collide::sat_oracle
