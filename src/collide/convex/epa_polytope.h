#pragma once

// EPA's expanding polytope on a Minkowski difference A - B that holds the
// origin: started from a tetrahedron around it, grown toward the face
// nearest the origin until that face is on the difference's boundary. Its
// support is a callable (direction -> the two shapes' support points), so
// that epa.cpp hands it the cores' inline support functors.

#include <array>
#include <functional>
#include <vector>

#include "collide/shapes/vec.h"
#include "collide/trace/trace.h"

namespace collide {

// The polytope as it ended, for drawing: its vertices on A - B and its
// triangles (indices, counter-clockwise seen from outside).
struct EpaPolytope {
  std::vector<Vec3> vertices;
  std::vector<std::array<int, 3>> faces;
};

struct MinkowskiVertex {
  Vec3 point{0.0};  // from_a - from_b
  Vec3 from_a{0.0};
  Vec3 from_b{0.0};
};

// The support of A - B along a direction: A's along it, B's against it.
using MinkowskiSupport = std::function<MinkowskiVertex(const Vec3&)>;

// EPA's answer on the cores: the nearest face's normal (out of A - B, so
// from A to B) and distance (the depth), and the face's nearest point's
// preimages on A and B.
struct EpaFaceAnswer {
  double depth = 0.0;
  Vec3 normal{0.0};
  Vec3 on_a{0.0};
  Vec3 on_b{0.0};
};

// Expands from `start`, four vertices of a tetrahedron with volume that
// holds the origin (inside or on its boundary). `polytope` receives the
// last polytope; `iterations` the expansions made.
EpaFaceAnswer ExpandPolytope(const std::array<MinkowskiVertex, 4>& start,
                             const MinkowskiSupport& support, EpaPolytope* polytope,
                             int* iterations);
// The same, traced (convex_trace.h): one step per expansion, the last
// deciding; instantiated for NoTrace and Trace.
template <typename Tracer>
EpaFaceAnswer ExpandPolytope(const std::array<MinkowskiVertex, 4>& start,
                             const MinkowskiSupport& support, EpaPolytope* polytope,
                             int* iterations, Tracer& trace);

}  // namespace collide
