#pragma once

// Oracles for the convex narrow phase's tests, independent of the code under
// test: closed forms in long double for points and segments, a
// golden-section search for segment against segment, and brute force (in
// double) over every feature pair of two polytopes (vertex-face both ways, edge-edge,
// which covers vertex-edge and vertex-vertex) for distance, with a
// brute-force SAT over face normals, edge crosses and (for flat shapes)
// face normals crossed with edges for overlap and penetration depth.

#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>
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
// inline: the tests build at -O1, which inlines only what says so.
template <typename T>
inline T Dot(const glm::vec<3, T>& a, const glm::vec<3, T>& b) {
  return a.x * b.x + a.y * b.y + a.z * b.z;
}
template <typename T>
inline glm::vec<3, T> Cross(const glm::vec<3, T>& a, const glm::vec<3, T>& b) {
  return glm::vec<3, T>(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
}
template <typename T>
inline T Length(const glm::vec<3, T>& a) {
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

// Segment to segment by brute force over its candidates, in long double:
// the squared distance is a convex quadratic in (s, t) on the unit square,
// least either where its gradient vanishes inside (when the lines are not
// parallel) or on one of the four sides, where it is a point against a
// segment: each end of one segment against the other, and the lines'
// closest pair if it falls on both segments.
inline Real SegmentSegmentByCandidates(const LVec3& a0, const LVec3& a1, const LVec3& b0,
                                       const LVec3& b1) {
  Real best = std::min({PointSegmentDistance(a0, b0, b1), PointSegmentDistance(a1, b0, b1),
                        PointSegmentDistance(b0, a0, a1), PointSegmentDistance(b1, a0, a1)});
  const LVec3 da = a1 - a0;
  const LVec3 db = b1 - b0;
  const LVec3 r = a0 - b0;
  // Gradient zero: [da.da  -da.db; -da.db  db.db] (s, t) = (-da.r, db.r).
  const Real aa = Dot(da, da);
  const Real ab = Dot(da, db);
  const Real bb = Dot(db, db);
  const Real determinant = aa * bb - ab * ab;
  if (determinant > 0) {
    const Real s = (-Dot(da, r) * bb + ab * Dot(db, r)) / determinant;
    const Real t = (aa * Dot(db, r) - ab * Dot(da, r)) / determinant;
    if (s >= 0 && s <= 1 && t >= 0 && t <= 1) {
      best = std::min(best, Length((a0 + da * s) - (b0 + db * t)));
    }
  }
  return best;
}

// Segment to segment in closed form (Ericson 5.1.9 as printed: a*e - b*b
// in long double, or in double for the polytopes' edges, where it loses
// nothing that matters at the tests' tolerances); the tests hold it to the
// search above.
template <typename T>
T SegmentSegmentClosedForm(const glm::vec<3, T>& p1, const glm::vec<3, T>& q1,
                           const glm::vec<3, T>& p2, const glm::vec<3, T>& q2) {
  using Real = T;
  using LVec3 = glm::vec<3, T>;
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

// The polytope oracle works in double: a brute force over every feature
// pair needs no extra precision to be an oracle, and long double (x87) is
// several times slower.
using PReal = double;
using PVec3 = glm::dvec3;

// A convex polytope, possibly flat or lower-dimensional: its corners, its
// edges and its faces (convex polygons, any winding) with unit normals.
struct Polytope {
  std::vector<PVec3> vertices;
  std::vector<std::pair<int, int>> edges;
  std::vector<std::vector<int>> faces;
  std::vector<PVec3> face_normals;
  // Filled by Finish(), for speed: each edge's midpoint and half length
  // (the feature search skips pairs whose spheres are too far apart), the
  // edges' distinct directions, and whether it has volume.
  std::vector<PVec3> edge_middles;
  std::vector<PReal> edge_halves;
  std::vector<PVec3> edge_directions;
  bool has_volume = false;
  PVec3 center{0};  // the vertices' mean, and their farthest from it
  PReal radius = 0;
  std::vector<PReal> face_offsets;  // dot(normal, x) == offset; normals out when it has volume
};

// Unit directions, each once (up to sign).
inline void AddDirection(std::vector<PVec3>& axes, const PVec3& d) {
  const PReal length = Length(d);
  if (!(length > 1e-12)) {
    return;
  }
  const PVec3 unit = d / length;
  for (const PVec3& a : axes) {
    if (std::abs(std::abs(Dot(a, unit)) - 1) < 1e-15) {
      return;
    }
  }
  axes.push_back(unit);
}

// Each edge once, and the cached fields. A box's edges are unique and its
// directions those of three of them (`directions_from`, to save the search
// for repeats); other polytopes pass none.
inline Polytope Finish(Polytope p, const std::vector<int>& directions_from = {}) {
  if (directions_from.empty()) {
    for (auto& [i, j] : p.edges) {
      std::tie(i, j) = std::pair(std::min(i, j), std::max(i, j));
    }
    std::sort(p.edges.begin(), p.edges.end());
    p.edges.erase(std::unique(p.edges.begin(), p.edges.end()), p.edges.end());
  }
  for (std::size_t e = 0; e < p.edges.size(); ++e) {
    const auto [i, j] = p.edges[e];
    p.edge_middles.push_back((p.vertices[i] + p.vertices[j]) / PReal(2));
    p.edge_halves.push_back(Length(p.vertices[j] - p.vertices[i]) / 2);
    if (directions_from.empty()) {
      AddDirection(p.edge_directions, p.vertices[j] - p.vertices[i]);
    }
  }
  for (int e : directions_from) {
    const auto [i, j] = p.edges[e];
    AddDirection(p.edge_directions, p.vertices[j] - p.vertices[i]);
  }
  std::vector<PVec3> normals;
  for (const PVec3& n : p.face_normals) {
    AddDirection(normals, n);
  }
  p.has_volume = normals.size() >= 3;  // a flat box has two, a triangle one
  for (const PVec3& v : p.vertices) {
    p.center += v / PReal(p.vertices.size());
  }
  for (const PVec3& v : p.vertices) {
    p.radius = std::max(p.radius, Length(v - p.center));
  }
  for (std::size_t f = 0; f < p.faces.size(); ++f) {
    PVec3& n = p.face_normals[f];
    if (p.has_volume && Dot(n, p.center - p.vertices[p.faces[f][0]]) > 0) {
      n = -n;
    }
    p.face_offsets.push_back(Dot(n, p.vertices[p.faces[f][0]]));
  }
  return p;
}

// A triangle with (almost) no area adds no face: its normal would be
// rounding, and its edges hold all of it.
inline void AddFace(Polytope& p, std::vector<int> corners) {
  const PVec3 e1 = p.vertices[corners[1]] - p.vertices[corners[0]];
  const PVec3 e2 = p.vertices[corners[2]] - p.vertices[corners[0]];
  const PVec3 n = Cross(e1, e2);
  const PReal length = Length(n);
  if (length > 1e-9 * Length(e1) * Length(e2)) {
    p.faces.push_back(std::move(corners));
    p.face_normals.push_back(n / length);
  }
}

inline Polytope FromCorners(const BoxCorners& corners) {
  Polytope p;
  for (const Vec3& c : corners) {
    p.vertices.push_back(c);
  }
  for (const auto& e : kBoxEdges) {
    p.edges.emplace_back(e[0], e[1]);
  }
  for (const auto& f : kBoxFaces) {
    // A quad of a box with a zero half extent may have a zero first
    // triangle and area elsewhere: take the larger diagonal's cross.
    const PVec3 d1 = p.vertices[f[2]] - p.vertices[f[0]];
    const PVec3 d2 = p.vertices[f[3]] - p.vertices[f[1]];
    const PVec3 n = Cross(d1, d2);
    if (Length(n) > 1e-9 * Length(d1) * Length(d2)) {
      p.faces.push_back({f[0], f[1], f[2], f[3]});
      p.face_normals.push_back(n / Length(n));
    }
  }
  return Finish(std::move(p), {0, 4, 8});  // kBoxEdges: one along x, y and z
}

inline Polytope FromBox(const OrientedBox& box) {
  return FromCorners(Corners(box));
}

inline Polytope FromTriangle(const Triangle& t) {
  Polytope p;
  for (const Vec3& c : t.corners) {
    p.vertices.push_back(c);
  }
  p.edges = {{0, 1}, {1, 2}, {2, 0}};
  AddFace(p, {0, 1, 2});
  return Finish(std::move(p));
}

inline Polytope FromSegment(const Vec3& a, const Vec3& b) {
  Polytope p;
  p.vertices = {a, b};
  p.edges = {{0, 1}};
  return Finish(std::move(p));
}

// The hull of points in general position (no four coplanar), by brute
// force: a triangle of them is a face when every other point is on one side.
inline Polytope FromPoints(const std::vector<Vec3>& points) {
  Polytope p;
  for (const Vec3& v : points) {
    p.vertices.push_back(v);
  }
  const int n = static_cast<int>(points.size());
  for (int i = 0; i < n; ++i) {
    for (int j = i + 1; j < n; ++j) {
      for (int k = j + 1; k < n; ++k) {
        const PVec3 normal = Cross(p.vertices[j] - p.vertices[i], p.vertices[k] - p.vertices[i]);
        int above = 0;
        int below = 0;
        for (int m = 0; m < n; ++m) {
          if (m == i || m == j || m == k) {
            continue;  // its side is rounding of 0
          }
          const PReal side = Dot(normal, p.vertices[m] - p.vertices[i]);
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
inline std::vector<PVec3> SatAxes(const Polytope& a, const Polytope& b) {
  std::vector<PVec3> axes;
  const std::vector<PVec3>& edges_a = a.edge_directions;
  const std::vector<PVec3>& edges_b = b.edge_directions;
  for (const Polytope* p : {&a, &b}) {
    for (const PVec3& n : p->face_normals) {
      AddDirection(axes, n);
    }
  }
  for (const PVec3& ea : edges_a) {
    for (const PVec3& eb : edges_b) {
      const PVec3 cross = Cross(ea, eb);
      const PReal length = Length(cross);
      if (length > 1e-12) {
        axes.push_back(cross / length);  // a repeat costs a projection, no more
      }
    }
  }
  if (!a.has_volume && !b.has_volume) {
    const std::vector<PVec3> normals = axes;
    for (const PVec3& n : normals) {
      for (const auto* edges : {&edges_a, &edges_b}) {
        for (const PVec3& e : *edges) {
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
inline PReal SatDepth(const Polytope& a, const Polytope& b, PVec3* axis_out = nullptr) {
  PReal least = std::numeric_limits<PReal>::infinity();
  for (const PVec3& axis : SatAxes(a, b)) {
    PReal min_a = std::numeric_limits<PReal>::infinity();
    PReal max_a = -min_a;
    PReal min_b = min_a;
    PReal max_b = -min_a;
    for (const PVec3& v : a.vertices) {
      min_a = std::min(min_a, Dot(v, axis));
      max_a = std::max(max_a, Dot(v, axis));
    }
    for (const PVec3& v : b.vertices) {
      min_b = std::min(min_b, Dot(v, axis));
      max_b = std::max(max_b, Dot(v, axis));
    }
    const PReal overlap = std::min(max_a - min_b, max_b - min_a);
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
inline PReal PointFaceDistance(const PVec3& point, const Polytope& p, std::size_t face,
                               PReal best) {
  const std::vector<int>& corners = p.faces[face];
  const PVec3& n = p.face_normals[face];
  const PReal plane = std::abs(Dot(point - p.vertices[corners[0]], n));
  if (plane >= best) {
    return std::numeric_limits<PReal>::infinity();
  }
  int positive = 0;
  int negative = 0;
  for (std::size_t i = 0; i < corners.size(); ++i) {
    const PVec3& u = p.vertices[corners[i]];
    const PVec3& w = p.vertices[corners[(i + 1) % corners.size()]];
    const PReal side = Dot(Cross(w - u, point - u), n);
    positive += side >= 0 ? 1 : 0;
    negative += side <= 0 ? 1 : 0;
  }
  const int count = static_cast<int>(corners.size());
  return positive == count || negative == count ? plane : std::numeric_limits<PReal>::infinity();
}

// The signed distances of `from`'s vertices to `to`'s face planes, and
// from them lower bounds of the distance from a vertex or an edge of
// `from` to `to`: a face plane of a polytope with volume bounds it from
// outside; a flat polytope lies in its plane.
class PlaneBounds {
 public:
  PlaneBounds(const Polytope& from, const Polytope& to)
      : faces_(to.faces.size()), has_volume_(to.has_volume) {
    for (const PVec3& v : from.vertices) {
      for (std::size_t f = 0; f < faces_; ++f) {
        signed_.push_back(Dot(to.face_normals[f], v) - to.face_offsets[f]);
      }
    }
  }

  // The bound for the segment between vertices i and j (a vertex: i == j).
  PReal Of(int i, int j) const {
    PReal bound = 0;
    for (std::size_t f = 0; f < faces_; ++f) {
      const PReal at_i = signed_[i * faces_ + f];
      const PReal at_j = signed_[j * faces_ + f];
      if (has_volume_) {
        bound = std::max(bound, std::min(at_i, at_j));
      } else if ((at_i > 0) == (at_j > 0)) {
        bound = std::max(bound, std::min(std::abs(at_i), std::abs(at_j)));
      }
    }
    return bound;
  }

 private:
  std::size_t faces_;
  bool has_volume_;
  std::vector<PReal> signed_;
};

// Separated polytopes' distance over every feature pair. A vertex or an
// edge whose lower bound (above) is no nearer than the best so far is
// skipped, and so is an edge pair whose bounding spheres are.
inline PReal FeatureDistance(const Polytope& a, const Polytope& b) {
  PReal best_squared = std::numeric_limits<PReal>::infinity();
  for (const PVec3& u : a.vertices) {
    for (const PVec3& w : b.vertices) {
      best_squared = std::min(best_squared, Dot(u - w, u - w));
    }
  }
  PReal best = std::sqrt(best_squared);
  const PlaneBounds a_to_b(a, b);
  const PlaneBounds b_to_a(b, a);
  for (const auto& [from, to, bounds] :
       {std::tuple(&a, &b, &a_to_b), std::tuple(&b, &a, &b_to_a)}) {
    for (std::size_t v = 0; v < from->vertices.size(); ++v) {
      const int i = static_cast<int>(v);
      if (to->faces.empty() || bounds->Of(i, i) >= best) {
        continue;
      }
      for (std::size_t f = 0; f < to->faces.size(); ++f) {
        best = std::min(best, PointFaceDistance(from->vertices[v], *to, f, best));
      }
    }
  }
  for (std::size_t e = 0; e < a.edges.size(); ++e) {
    const auto [i, j] = a.edges[e];
    if (a_to_b.Of(i, j) >= best) {
      continue;
    }
    for (std::size_t g = 0; g < b.edges.size(); ++g) {
      const auto [k, m] = b.edges[g];
      const PReal reach = best + a.edge_halves[e] + b.edge_halves[g];
      const PVec3 apart = a.edge_middles[e] - b.edge_middles[g];
      if (Dot(apart, apart) < reach * reach && b_to_a.Of(k, m) < best) {
        best = std::min(best, SegmentSegmentClosedForm(a.vertices[i], a.vertices[j], b.vertices[k],
                                                       b.vertices[m]));
      }
    }
  }
  return best;
}

// The distance of two convex polytopes: 0 when no axis separates them.
inline PReal PolytopeDistance(const Polytope& a, const Polytope& b) {
  const PReal depth = SatDepth(a, b);
  return depth >= 0 && depth != std::numeric_limits<PReal>::infinity() ? PReal(0)
                                                                       : FeatureDistance(a, b);
}

}  // namespace collide::convex_oracle
