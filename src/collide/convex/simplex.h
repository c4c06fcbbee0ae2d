#pragma once

// The simplex GJK, EPA's start and the shape cast carry: up to four points
// of a Minkowski difference with the shapes' points that made each, and the
// signed-volume subalgorithm (Montanari, Petrinic and Barbieri 2017) that
// finds the simplex's point nearest the origin and the smallest face of it
// that holds that point. Signed volumes never divide by a near-zero
// determinant the way Johnson's algorithm does: a flat triangle or
// tetrahedron is answered by its edges or faces instead.

#include <array>

#include "collide/shapes/vec.h"

namespace collide {

// Only the first `count` entries are set: the arrays are left uninitialised,
// as zeroing them costs a tenth of a box-box distance.
struct Simplex {
  std::array<Vec3, 4> points;  // on the Minkowski difference: from_a - from_b
  std::array<Vec3, 4> from_a;  // the support points of the two shapes
  std::array<Vec3, 4> from_b;
  std::array<double, 4> weights;  // barycentric, of the nearest point, after Reduce
  int count = 0;

  void Add(const Vec3& a, const Vec3& b) {
    points[count] = a - b;
    from_a[count] = a;
    from_b[count] = b;
    ++count;
  }
  bool Holds(const Vec3& point) const {
    for (int i = 0; i < count; ++i) {
      if (points[i] == point) {
        return true;
      }
    }
    return false;
  }
  // The weighted sums: the nearest point's preimages on A and on B.
  Vec3 OnA() const;
  Vec3 OnB() const;
};

// Keeps the smallest sub-simplex whose hull holds the point of the
// simplex's hull nearest the origin, sets the weights of that point, and
// returns it. A tetrahedron that holds the origin stays whole (returning
// its weighted sum, the origin up to rounding).
Vec3 ReduceToNearest(Simplex& simplex);

}  // namespace collide
