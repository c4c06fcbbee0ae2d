#pragma once

// The convex hull: the smallest convex solid holding a set of points, as
// games use for rocks, crates and vehicles' bodies. `ConvexHull` is its
// geometry in one frame (vertices, faces with their planes, edges), built
// from points by collide/manifold/hull_from_points.h (Qhull); `PlacedHull`,
// kind 13, shares one built hull (an asset read once, as models share their
// meshes) and places it by scale, rotation and position.

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "collide/shapes/shape_kind.h"
#include "collide/shapes/vec.h"

namespace collide {

struct HullFace {
  Vec3 normal{0.0};          // unit, pointing out of the hull
  double offset = 0.0;       // the face's plane is dot(normal, x) == offset
  std::vector<int> corners;  // indices into vertices, counter-clockwise seen from outside
};

struct ConvexHull {
  std::vector<Vec3> vertices;   // the hull's corners only: points inside or on a face are dropped
  std::vector<HullFace> faces;  // coplanar facets merged into one face
  std::vector<std::array<int, 2>> edges;  // each edge once, as vertex index pairs
  // What GJK's support takes from a hull, added by AddSupportAids (the hull
  // builder does): the vertices' mean, inside the hull, whose difference
  // from the other shape's is GJK's first direction (a corner's costs about
  // a fifth more iterations on random pairs); and each vertex's neighbours
  // for the support by hill climbing on large hulls: vertex i's are
  // neighbours[neighbour_start[i] .. neighbour_start[i + 1]), the other
  // corners of every face it is a corner of. Face corners rather than edges
  // alone: a face merged from facets coplanar only within a tolerance can
  // hide a corner that an edge walk would stop short of. Empty for a hull
  // given by its vertices alone: then GJK starts from vertex 0 and scans.
  // support_lanes holds the vertices in blocks of four for the scan that
  // smaller hulls take (farthest_point.h): x0 x1 x2 x3 y0 .. y3 z0 .. z3,
  // the last block padded with the last vertex.
  Vec3 center{0.0};
  std::vector<double> support_lanes{};
  std::vector<int> neighbour_start{};
  std::vector<int> neighbours{};
};

struct PlacedHull {
  std::shared_ptr<const ConvexHull> hull;  // in its own frame; never null
  Vec3 position{0.0};
  Mat3 rotation{1.0};  // columns are the hull's own axes in world space
  Vec3 scale{1.0};     // per axis, > 0
  // What the hull was built from, as a scene wrote it, so that it is written
  // back as read: the points (in the hull's own frame) or the OBJ file whose
  // vertices they were. Collide reads no files; this is only its name. Both
  // empty for a hull made in code.
  std::shared_ptr<const std::vector<Vec3>> points;
  std::string file;
};

// The same placement bit for bit and the same hull: one shared hull, or one
// built from the same source (the same file, or the same points bit for bit).
bool operator==(const PlacedHull& a, const PlacedHull& b);

template <>
struct ShapeKindOf<PlacedHull> {
  static constexpr ShapeKind kValue{13};
};

// Fills hull.center and hull.support_lanes from its vertices and
// hull.neighbour_start and hull.neighbours from its faces, each neighbour
// once per vertex.
void AddSupportAids(ConvexHull& hull);

// Whether the hull's support aids are there and fit its vertices.
inline bool HasSupportAids(const ConvexHull& hull) {
  return !hull.vertices.empty() && hull.neighbour_start.size() == hull.vertices.size() + 1 &&
         hull.support_lanes.size() == 12 * ((hull.vertices.size() + 3) / 4);
}

// The hull in world space: each vertex scaled, rotated and moved, each face's
// normal turned by the inverse transpose and renormalised, its offset anew.
ConvexHull InWorld(const PlacedHull& placed);

// Empty when the placed hull can be tested; otherwise a sentence naming what
// is wrong: no hull, a non-finite position or rotation, a scale not finite or
// not above 0.
std::optional<std::string> Validate(const PlacedHull& placed);

}  // namespace collide
