// The features are read off the walk's frame (box_penetration.h): along a
// face normal of A, n = s a_k, B's local components of -n are -s r[k][j],
// the same numbers to the bit as the general path's dot products, so the
// same corner is chosen and built by the same operations. What differs is
// what the general path measures along the way, here taken from the frame
// in a few products (the processor waits on each step's result, so a short
// chain is what makes it fast), equal but for rounding:
// - the corner's depth: the walk's overlap on the axis, which is the
//   deepest corner's depth below the face;
// - whether A's corner lies over B's face: its coordinates in the face's
//   axes, where the general path measures it against the side planes of
//   the face's prism (a corner within rounding of the slack's edge may be
//   decided the other way);
// - the edges' closest points: ODE's closest approach of two lines from
//   the frame, clamped as ClosestSegmentFractions clamps them (a first,
//   then b from it), with the edges' ends chosen by the signs of the
//   normal's local components, which for an edge pair come from the frame
//   too.
#include "collide/manifold/box_box_contacts.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>

#include <glm/gtc/type_ptr.hpp>

#include "collide/convex/contacts.h"
#include "collide/manifold/box_penetration.h"
#include "collide/manifold/supporting_face.h"
#include "collide/shapes/box.h"
#include "collide/shapes/vec.h"

namespace collide {
namespace box_box_contacts_detail {
namespace {

using Row = std::array<double, 3>;

// The half extents indexed in place: a copy into an array is stored one by
// one and read back in pairs, which the processor cannot forward from the
// stores (a stall of a dozen cycles); glm's operator[] is a switch, which
// the random axes would mispredict.
const double* HalfOf(const OrientedBox& box) {
  return glm::value_ptr(box.half_extents);
}

bool HasVolume(const OrientedBox& box) {
  return box.half_extents.x > 0.0 && box.half_extents.y > 0.0 && box.half_extents.z > 0.0;
}

// The box's point at local offsets `offset`, summed as
// SupportingFeatureOfBox sums its corner.
Vec3 PointAt(const OrientedBox& box, const Row& offset) {
  const Mat3& r = box.rotation;
  return box.center + r[0] * offset[0] + r[1] * offset[1] + r[2] * offset[2];
}

void Write(const Vec3& normal, const Vec3& point, double depth, Manifold& manifold) {
  manifold.normal = normal;
  manifold.points[0] = ContactPoint{point, depth};
  manifold.count = 1;
}

// A's face k against B's corner: B's local components of -n are
// -sign r[k][j]; none may be within kFeatureSine of 0 (then B's feature is
// an edge or a face). The corner is the point wherever it lies: over A's
// face the general path keeps it, beside the face it clips it away and
// falls back on B's support point along -n, the same corner, with the
// same depth.
bool FaceOfAAgainstCorner(const OrientedBox& b, const BoxContactAxis& axis,
                          const BoxPairFrame& frame, Manifold& manifold) {
  const auto k = static_cast<std::size_t>(axis.face_axis_a);
  const BoxPairFrame& f = frame;
  const double* half_b = HalfOf(b);
  Row offset;  // B's corner in B's axes
  for (std::size_t j = 0; j < 3; ++j) {
    const double local = axis.along_axis ? -f.r[k][j] : f.r[k][j];
    if (std::abs(local) <= kFeatureSine) {
      return false;
    }
    offset[j] = std::copysign(half_b[j], local);
  }
  Write(axis.normal, PointAt(b, offset), axis.depth, manifold);
  return true;
}

// A's corner against B's face k: A's local components of n are
// sign r[i][k]. The corner is put on B's face, its overlap back along n,
// when it lies over the face (beside it, the general path falls back on a
// corner of B's face).
bool CornerAgainstFaceOfB(const OrientedBox& a, const OrientedBox& b, const BoxContactAxis& axis,
                          const BoxPairFrame& frame, Manifold& manifold) {
  const auto k = static_cast<std::size_t>(axis.face_axis_b);
  const BoxPairFrame& f = frame;
  const double* half_a = HalfOf(a);
  const double* half_b = HalfOf(b);
  Row offset;  // A's corner in A's axes
  Row from_b;  // the corner less B's centre, in A's axes
  for (std::size_t i = 0; i < 3; ++i) {
    const double local = axis.along_axis ? f.r[i][k] : -f.r[i][k];
    if (std::abs(local) <= kFeatureSine) {
      return false;
    }
    offset[i] = std::copysign(half_a[i], local);
    from_b[i] = offset[i] - f.t[i];
  }
  for (const std::size_t p : {(k + 1) % 3, (k + 2) % 3}) {
    const double along = f.r[0][p] * from_b[0] + f.r[1][p] * from_b[1] + f.r[2][p] * from_b[2];
    if (std::abs(along) - half_b[p] > axis.slack) {
      return false;
    }
  }
  Write(axis.normal, PointAt(a, offset) - axis.normal * axis.overlap, axis.depth, manifold);
  return true;
}

// The local offsets of the middle of the edge along axis `along` (p the
// next): 0 along it, else the half extent signed as the normal's local
// component (local_p on p, local_q on the third). Each offset is written
// at a fixed index (at a computed one, the three are stored one by one and
// read back as a pair, which stalls as HalfOf says), the one along the
// edge zeroed by a product: GCC turns a select into a branch, a coin toss
// on which axis.
Row EdgeMiddle(const double* half, std::size_t along, std::size_t p, double local_p,
               double local_q) {
  Row offset;
  for (std::size_t m = 0; m < 3; ++m) {
    const double local = m == p ? local_p : local_q;
    offset[m] = std::copysign(half[m], local) * static_cast<double>(m != along);
  }
  return offset;
}

// A's edge along a_i against B's along b_j, n = s (a_i x b_j) / |a_i x b_j|:
// the normal's local components are, up to the factor s / |a_i x b_j|,
// -r[q][j] and r[p][j] on A's other axes p, q and, for -n, -r[i][j2] and
// r[i][j1] on B's (j1 = j + 1, j2 = j + 2, cyclic).
bool CrossingEdges(const OrientedBox& a, const OrientedBox& b, const BoxContactAxis& axis,
                   const BoxPairFrame& frame, Manifold& manifold) {
  const auto i = static_cast<std::size_t>(axis.edge_axis_a);
  const auto j = static_cast<std::size_t>(axis.edge_axis_b);
  const std::size_t p = (i + 1) % 3;
  const std::size_t q = (i + 2) % 3;
  const std::size_t j1 = (j + 1) % 3;
  const std::size_t j2 = (j + 2) % 3;
  const BoxPairFrame& f = frame;
  const double length_squared = f.r[q][j] * f.r[q][j] + f.r[p][j] * f.r[p][j];
  if (length_squared <= kFeatureSine * kFeatureSine) {
    return false;  // the general path's edges side by side
  }
  const double sign = axis.along_axis ? 1.0 : -1.0;
  const double local_a_p = -sign * f.r[q][j];
  const double local_a_q = sign * f.r[p][j];
  const double local_b_j1 = -sign * f.r[i][j2];
  const double local_b_j2 = sign * f.r[i][j1];
  // Each within kFeatureSine of 0 (of the factor) makes a face: one test.
  const double across = kFeatureSine * kFeatureSine * length_squared;
  if (!((local_a_p * local_a_p > across) & (local_a_q * local_a_q > across) &
        (local_b_j1 * local_b_j1 > across) & (local_b_j2 * local_b_j2 > across))) {
    return false;
  }
  const double* half_a = HalfOf(a);
  const double* half_b = HalfOf(b);
  const Row offset_a = EdgeMiddle(half_a, i, p, local_a_p, local_a_q);
  const Row offset_b = EdgeMiddle(half_b, j, j1, local_b_j1, local_b_j2);
  // The reciprocal first: it is ready before the sums it divides.
  const double inverse_length_squared = 1.0 / length_squared;
  // The lines' closest approach (ODE's dLineClosestApproach) from the
  // middles, a's parameter clamped first and b's taken from it.
  const double cosine = f.r[i][j];
  double from_a = f.t[i];  // a_i . (b's middle - a's middle)
  double from_b = 0.0;     // b_j . (b's middle - a's middle)
  for (std::size_t m = 0; m < 3; ++m) {
    from_a += f.r[i][m] * offset_b[m];
    from_b += f.r[m][j] * (f.t[m] - offset_a[m]);
  }
  const double on_a =
      std::clamp((from_a - cosine * from_b) * inverse_length_squared, -half_a[i], half_a[i]);
  const double on_b = std::clamp(cosine * on_a - from_b, -half_b[j], half_b[j]);
  Write(axis.normal, PointAt(b, offset_b) + b.rotation[static_cast<int>(j)] * on_b, axis.depth,
        manifold);
  return true;
}

}  // namespace
}  // namespace box_box_contacts_detail

bool DirectBoxContacts(const OrientedBox& a, const OrientedBox& b, const BoxContactAxis& axis,
                       const BoxPairFrame& frame, Manifold& manifold) {
  using namespace box_box_contacts_detail;
  if (!HasVolume(a) || !HasVolume(b)) {
    return false;
  }
  if (axis.face_axis_a >= 0) {
    return FaceOfAAgainstCorner(b, axis, frame, manifold);
  }
  if (axis.face_axis_b >= 0) {
    return CornerAgainstFaceOfB(a, b, axis, frame, manifold);
  }
  return CrossingEdges(a, b, axis, frame, manifold);
}

}  // namespace collide
