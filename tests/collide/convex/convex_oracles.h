#pragma once

// Oracles for the convex narrow phase's tests, independent of the code under
// test: closed forms in long double for points and segments, a
// golden-section search for segment against segment, and brute force over
// every feature pair of two polytopes (vertex-face both ways, edge-edge,
// which covers vertex-edge and vertex-vertex) for distance, with a
// brute-force SAT over face normals, edge crosses and (for flat shapes)
// face normals crossed with edges for overlap and penetration depth.

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>
#include <vector>

#include "collide/shapes/box.h"
#include "collide/shapes/triangle.h"
#include "collide/shapes/vec.h"

namespace collide::convex_oracle {

using Real = long double;
using LVec3 = glm::vec<3, long double>;

inline LVec3 L(const Vec3& v) {
  return LVec3(v.x, v.y, v.z);
}
inline Real Dot(const LVec3& a, const LVec3& b) {
  return a.x * b.x + a.y * b.y + a.z * b.z;
}
inline LVec3 Cross(const LVec3& a, const LVec3& b) {
  return LVec3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
}
inline Real Length(const LVec3& a) {
  return std::sqrt(Dot(a, a));
}

// Point to segment: the clamped projection.
inline Real PointSegmentDistance(const LVec3& p, const LVec3& a, const LVec3& b) {
  const LVec3 d = b - a;
  const Real dd = Dot(d, d);
  const Real s = dd > 0 ? std::clamp(Dot(p - a, d) / dd, Real(0), Real(1)) : Real(0);
  return Length(p - (a + d * s));
}

// Segment to segment by golden-section search over a's parameter: the
// squared distance from a's point to segment b is convex in it. 72 steps
// narrow [0, 1] to 1e-15; the minimum's value is exact to rounding even
// where the minimiser is not (parallel segments).
inline Real SegmentSegmentBySearch(const LVec3& a0, const LVec3& a1, const LVec3& b0,
                                   const LVec3& b1) {
  const LVec3 da = a1 - a0;
  const LVec3 db = b1 - b0;
  const Real dd = Dot(db, db);
  const auto f = [&](Real s) {
    const LVec3 p = a0 + da * s;
    const Real t = dd > 0 ? std::clamp(Dot(p - b0, db) / dd, Real(0), Real(1)) : Real(0);
    const LVec3 gap = p - (b0 + db * t);
    return Dot(gap, gap);
  };
  const Real ratio = (std::sqrt(Real(5)) - 1) / 2;
  Real lo = 0;
  Real hi = 1;
  Real x1 = hi - ratio * (hi - lo);
  Real x2 = lo + ratio * (hi - lo);
  Real f1 = f(x1);
  Real f2 = f(x2);
  for (int step = 0; step < 72; ++step) {
    if (f1 < f2) {
      hi = x2;
      x2 = x1;
      f2 = f1;
      x1 = hi - ratio * (hi - lo);
      f1 = f(x1);
    } else {
      lo = x1;
      x1 = x2;
      f1 = f2;
      x2 = lo + ratio * (hi - lo);
      f2 = f(x2);
    }
  }
  return std::sqrt(std::min({f1, f2, f(0), f(1)}));
}

// Segment to segment in closed form (Ericson 5.1.9 as printed, in long
// double: a*e - b*b loses nothing that matters at this precision for the
// polytopes' edges); the tests hold it to the search above.
inline Real SegmentSegmentClosedForm(const LVec3& p1, const LVec3& q1, const LVec3& p2,
                                     const LVec3& q2) {
  const LVec3 d1 = q1 - p1;
  const LVec3 d2 = q2 - p2;
  const LVec3 r = p1 - p2;
  const Real a = Dot(d1, d1);
  const Real e = Dot(d2, d2);
  const Real f = Dot(d2, r);
  Real s = 0;
  Real t = 0;
  if (a <= 0 && e <= 0) {
    return Length(r);
  }
  if (a <= 0) {
    t = std::clamp(f / e, Real(0), Real(1));
  } else {
    const Real c = Dot(d1, r);
    if (e <= 0) {
      s = std::clamp(-c / a, Real(0), Real(1));
    } else {
      const Real b = Dot(d1, d2);
      const Real denom = a * e - b * b;
      s = denom > 0 ? std::clamp((b * f - c * e) / denom, Real(0), Real(1)) : Real(0);
      t = (b * s + f) / e;
      if (t < 0) {
        t = 0;
        s = std::clamp(-c / a, Real(0), Real(1));
      } else if (t > 1) {
        t = 1;
        s = std::clamp((b - c) / a, Real(0), Real(1));
      }
    }
  }
  return Length((p1 + d1 * s) - (p2 + d2 * t));
}

// A convex polytope, possibly flat or lower-dimensional: its corners, its
// edges and its faces (convex polygons, any winding) with unit normals.
struct Polytope {
  std::vector<LVec3> vertices;
  std::vector<std::pair<int, int>> edges;
  std::vector<std::vector<int>> faces;
  std::vector<LVec3> face_normals;
  // Filled by Finish(), for speed: each edge's midpoint and half length
  // (the feature search skips pairs whose spheres are too far apart), the
  // edges' distinct directions, and whether it has volume.
  std::vector<LVec3> edge_middles;
  std::vector<Real> edge_halves;
  std::vector<LVec3> edge_directions;
  bool has_volume = false;
  LVec3 center{0};  // the vertices' mean, and their farthest from it
  Real radius = 0;
};

// Unit directions, each once (up to sign).
inline void AddDirection(std::vector<LVec3>& axes, const LVec3& d) {
  const Real length = Length(d);
  if (!(length > 1e-12L)) {
    return;
  }
  const LVec3 unit = d / length;
  for (const LVec3& a : axes) {
    if (std::abs(std::abs(Dot(a, unit)) - 1) < 1e-18L) {
      return;
    }
  }
  axes.push_back(unit);
}

// Each edge once, and the cached fields.
inline Polytope Finish(Polytope p) {
  std::vector<std::pair<int, int>> edges;
  for (auto [i, j] : p.edges) {
    const std::pair<int, int> edge(std::min(i, j), std::max(i, j));
    if (std::find(edges.begin(), edges.end(), edge) == edges.end()) {
      edges.push_back(edge);
    }
  }
  p.edges = edges;
  for (const auto& [i, j] : p.edges) {
    p.edge_middles.push_back((p.vertices[i] + p.vertices[j]) / Real(2));
    p.edge_halves.push_back(Length(p.vertices[j] - p.vertices[i]) / 2);
    AddDirection(p.edge_directions, p.vertices[j] - p.vertices[i]);
  }
  std::vector<LVec3> normals;
  for (const LVec3& n : p.face_normals) {
    AddDirection(normals, n);
  }
  p.has_volume = normals.size() >= 3;  // a flat box has two, a triangle one
  for (const LVec3& v : p.vertices) {
    p.center += v / Real(p.vertices.size());
  }
  for (const LVec3& v : p.vertices) {
    p.radius = std::max(p.radius, Length(v - p.center));
  }
  return p;
}

inline void AddFace(Polytope& p, std::vector<int> corners) {
  const LVec3 n = Cross(p.vertices[corners[1]] - p.vertices[corners[0]],
                        p.vertices[corners[2]] - p.vertices[corners[0]]);
  const Real length = Length(n);
  if (length > 1e-30L) {  // a face of a flat box with no area adds nothing
    p.faces.push_back(std::move(corners));
    p.face_normals.push_back(n / length);
  }
}

inline Polytope FromCorners(const BoxCorners& corners) {
  Polytope p;
  for (const Vec3& c : corners) {
    p.vertices.push_back(L(c));
  }
  for (const auto& e : kBoxEdges) {
    p.edges.emplace_back(e[0], e[1]);
  }
  for (const auto& f : kBoxFaces) {
    // A quad of a box with a zero half extent may have a zero first
    // triangle and area elsewhere: take the larger diagonal's cross.
    const LVec3 n = Cross(p.vertices[f[2]] - p.vertices[f[0]], p.vertices[f[3]] - p.vertices[f[1]]);
    if (Length(n) > 1e-30L) {
      p.faces.push_back({f[0], f[1], f[2], f[3]});
      p.face_normals.push_back(n / Length(n));
    }
  }
  return Finish(std::move(p));
}

inline Polytope FromBox(const OrientedBox& box) {
  return FromCorners(Corners(box));
}

inline Polytope FromTriangle(const Triangle& t) {
  Polytope p;
  for (const Vec3& c : t.corners) {
    p.vertices.push_back(L(c));
  }
  p.edges = {{0, 1}, {1, 2}, {2, 0}};
  AddFace(p, {0, 1, 2});
  return Finish(std::move(p));
}

inline Polytope FromSegment(const Vec3& a, const Vec3& b) {
  Polytope p;
  p.vertices = {L(a), L(b)};
  p.edges = {{0, 1}};
  return Finish(std::move(p));
}

// The hull of points in general position (no four coplanar), by brute
// force: a triangle of them is a face when every other point is on one side.
inline Polytope FromPoints(const std::vector<Vec3>& points) {
  Polytope p;
  for (const Vec3& v : points) {
    p.vertices.push_back(L(v));
  }
  const int n = static_cast<int>(points.size());
  for (int i = 0; i < n; ++i) {
    for (int j = i + 1; j < n; ++j) {
      for (int k = j + 1; k < n; ++k) {
        const LVec3 normal = Cross(p.vertices[j] - p.vertices[i], p.vertices[k] - p.vertices[i]);
        int above = 0;
        int below = 0;
        for (int m = 0; m < n; ++m) {
          if (m == i || m == j || m == k) {
            continue;  // its side is rounding of 0
          }
          const Real side = Dot(normal, p.vertices[m] - p.vertices[i]);
          above += side > 0 ? 1 : 0;
          below += side < 0 ? 1 : 0;
        }
        if (above == 0 || below == 0) {
          AddFace(p, {i, j, k});
          p.edges.emplace_back(i, j);
          p.edges.emplace_back(j, k);
          p.edges.emplace_back(k, i);
        }
      }
    }
  }
  return Finish(std::move(p));
}

// The candidate separating axes, enough for any pair: the facets of the
// Minkowski difference A - B are normal to a face normal or an edge cross;
// when neither has volume the difference may be flat, and its in-plane
// edge normals are those crossed with every edge. Empty when every edge is
// parallel (segments and points on one line): the features decide then.
inline std::vector<LVec3> SatAxes(const Polytope& a, const Polytope& b) {
  std::vector<LVec3> axes;
  const std::vector<LVec3>& edges_a = a.edge_directions;
  const std::vector<LVec3>& edges_b = b.edge_directions;
  for (const Polytope* p : {&a, &b}) {
    for (const LVec3& n : p->face_normals) {
      AddDirection(axes, n);
    }
  }
  for (const LVec3& ea : edges_a) {
    for (const LVec3& eb : edges_b) {
      const LVec3 cross = Cross(ea, eb);
      const Real length = Length(cross);
      if (length > 1e-12L) {
        axes.push_back(cross / length);  // a repeat costs a projection, no more
      }
    }
  }
  if (!a.has_volume && !b.has_volume) {
    const std::vector<LVec3> normals = axes;
    for (const LVec3& n : normals) {
      for (const auto* edges : {&edges_a, &edges_b}) {
        for (const LVec3& e : *edges) {
          AddDirection(axes, Cross(n, e));
        }
      }
    }
  }
  return axes;
}

// The least overlap of the two projections over the axes: the
// penetration depth when positive (every direction's overlap is at least
// the depth, and the depth's own direction is among the axes), and minus
// a lower bound of the distance when negative.
inline Real SatDepth(const Polytope& a, const Polytope& b, LVec3* axis_out = nullptr) {
  Real least = std::numeric_limits<Real>::infinity();
  for (const LVec3& axis : SatAxes(a, b)) {
    Real min_a = std::numeric_limits<Real>::infinity();
    Real max_a = -min_a;
    Real min_b = min_a;
    Real max_b = -min_a;
    for (const LVec3& v : a.vertices) {
      min_a = std::min(min_a, Dot(v, axis));
      max_a = std::max(max_a, Dot(v, axis));
    }
    for (const LVec3& v : b.vertices) {
      min_b = std::min(min_b, Dot(v, axis));
      max_b = std::max(max_b, Dot(v, axis));
    }
    const Real overlap = std::min(max_a - min_b, max_b - min_a);
    if (overlap < least) {
      least = overlap;
      if (axis_out != nullptr) {
        *axis_out = max_a - min_b < max_b - min_a ? axis : -axis;  // from A to B
      }
    }
  }
  return least;
}

// A point to a face's polygon when its projection falls inside it and it
// is nearer than `best` (else infinity: an edge is nearer then).
inline Real PointFaceDistance(const LVec3& point, const Polytope& p, std::size_t face, Real best) {
  const std::vector<int>& corners = p.faces[face];
  const LVec3& n = p.face_normals[face];
  const Real plane = std::abs(Dot(point - p.vertices[corners[0]], n));
  if (plane >= best) {
    return std::numeric_limits<Real>::infinity();
  }
  int positive = 0;
  int negative = 0;
  for (std::size_t i = 0; i < corners.size(); ++i) {
    const LVec3& u = p.vertices[corners[i]];
    const LVec3& w = p.vertices[corners[(i + 1) % corners.size()]];
    const Real side = Dot(Cross(w - u, point - u), n);
    positive += side >= 0 ? 1 : 0;
    negative += side <= 0 ? 1 : 0;
  }
  const int count = static_cast<int>(corners.size());
  return positive == count || negative == count ? plane : std::numeric_limits<Real>::infinity();
}

// Separated polytopes' distance over every feature pair. A vertex or an
// edge whose bounding sphere is farther from the other polytope's than the
// best so far is skipped, and so is an edge pair whose spheres are.
inline Real FeatureDistance(const Polytope& a, const Polytope& b) {
  Real best_squared = std::numeric_limits<Real>::infinity();
  for (const LVec3& u : a.vertices) {
    for (const LVec3& w : b.vertices) {
      best_squared = std::min(best_squared, Dot(u - w, u - w));
    }
  }
  Real best = std::sqrt(best_squared);
  for (const auto& [from, to] : {std::pair(&a, &b), std::pair(&b, &a)}) {
    for (const LVec3& v : from->vertices) {
      if (Length(v - to->center) - to->radius >= best) {
        continue;
      }
      for (std::size_t f = 0; f < to->faces.size(); ++f) {
        best = std::min(best, PointFaceDistance(v, *to, f, best));
      }
    }
  }
  for (std::size_t e = 0; e < a.edges.size(); ++e) {
    if (Length(a.edge_middles[e] - b.center) - a.edge_halves[e] - b.radius >= best) {
      continue;
    }
    for (std::size_t g = 0; g < b.edges.size(); ++g) {
      const Real reach = best + a.edge_halves[e] + b.edge_halves[g];
      const LVec3 apart = a.edge_middles[e] - b.edge_middles[g];
      if (Dot(apart, apart) < reach * reach) {
        const auto [i, j] = a.edges[e];
        const auto [k, m] = b.edges[g];
        best = std::min(best, SegmentSegmentClosedForm(a.vertices[i], a.vertices[j], b.vertices[k],
                                                       b.vertices[m]));
      }
    }
  }
  return best;
}

// The distance of two convex polytopes: 0 when no axis separates them.
inline Real PolytopeDistance(const Polytope& a, const Polytope& b) {
  const Real depth = SatDepth(a, b);
  return depth >= 0 && depth != std::numeric_limits<Real>::infinity() ? Real(0)
                                                                      : FeatureDistance(a, b);
}

}  // namespace collide::convex_oracle
