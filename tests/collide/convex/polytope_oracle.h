#pragma once

// The brute-force oracle for polytopes (boxes, triangles, hulls, and points
// and segments as degenerate ones), for the convex narrow phase's tests:
// distance over every feature pair (vertex-face both ways, edge-edge, which
// covers vertex-edge and vertex-vertex), and a brute-force SAT over face
// normals, edge crosses and (when neither has volume) face normals crossed
// with edges, for overlap and penetration depth.

#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>
#include <utility>
#include <vector>

#include "collide/shapes/box.h"
#include "collide/shapes/triangle.h"
#include "collide/shapes/vec.h"
#include "convex/convex_oracles.h"

namespace collide::convex_oracle {

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
