#pragma once

// The three box kinds of the box-box tests, their corners, edges and faces in
// one order, and validation of user-given shapes.
//
// Corner order (all three kinds): corner i has bit 0 of i selecting the x side,
// bit 1 the y side and bit 2 the z side, 0 meaning the low side and 1 the high
// side in the box's own frame:
//
//        6 -------- 7          corner  x  y  z
//       /|         /|            0     -  -  -
//      4 -------- 5 |            1     +  -  -
//      | |        | |            2     -  +  -
//      | 2 -------|-3            3     +  +  -
//      |/         |/             4     -  -  +
//      0 -------- 1              5     +  -  +
//                                6     -  +  +
//     y up, x right, z out       7     +  +  +
//
// An oriented box's corner i is center + rotation * (+-hx, +-hy, +-hz), an
// AABB's is made of min / max per axis, and a hexahedron lists its corners in
// the same order: it is the image of the unit cube's corners (x, y, z) in
// {0, 1}^3 under some convex deformation. Listed in mirror image the corners
// describe an inside-out solid, which Validate() rejects.

#include <array>
#include <optional>
#include <string>
#include <variant>

#include "collide/shapes/vec.h"

namespace collide {

struct OrientedBox {
  Vec3 center{0.0};
  Vec3 half_extents{0.0};  // >= 0; a zero extent makes a rectangle, a segment or a point
  Mat3 rotation{1.0};      // columns are the box's local x, y, z axes in world space
};

struct Aabb {
  Vec3 min{0.0};
  Vec3 max{0.0};  // >= min per axis; equal on an axis makes a flat box
};

// A convex solid with 8 corners, 12 straight edges and 6 planar quadrilateral
// faces: the seed's "box that is not rectangular". Corners in the order above.
struct Hexahedron {
  std::array<Vec3, 8> corners{};
};

using BoxShape = std::variant<OrientedBox, Aabb, Hexahedron>;
using BoxCorners = std::array<Vec3, 8>;

// The 12 edges as corner index pairs: 4 along x (bit 0), 4 along y, 4 along z.
// clang-format off
inline constexpr std::array<std::array<int, 2>, 12> kBoxEdges = {{
    {0, 1}, {2, 3}, {4, 5}, {6, 7},   // along x
    {0, 2}, {1, 3}, {4, 6}, {5, 7},   // along y
    {0, 4}, {1, 5}, {2, 6}, {3, 7}}};  // along z
// clang-format on

// The 6 faces -x, +x, -y, +y, -z, +z; each lists its corners counter-clockwise
// seen from outside, so (c2 - c0) x (c3 - c1) points out of the solid.
inline constexpr std::array<std::array<int, 4>, 6> kBoxFaces = {
    {{0, 4, 6, 2}, {1, 3, 7, 5}, {0, 1, 5, 4}, {2, 6, 7, 3}, {0, 2, 3, 1}, {4, 5, 7, 6}}};

// A hexahedron face may bend out of its plane by this fraction of the
// hexahedron's size (its bounding-box diagonal): corners typed into a scene
// file with 7 significant digits still pass, while a visibly twisted face
// (whose SAT face normal would mean nothing) is rejected.
inline constexpr double kHexahedronPlanarityTolerance = 1e-6;

// Below this fraction of the hexahedron's size (edge length, face area over
// size^2, volume over size^3) a hexahedron counts as degenerate: collapsed
// edges, faces or volume are beyond what the face normals and the pyramid
// volumes can be computed from.
inline constexpr double kHexahedronDegenerateTolerance = 1e-9;

// How far an oriented box's rotation may be from orthonormal (per entry of
// R^T R - I) before Validate() rejects it; rotations built from Euler angles
// are orthonormal to ~1e-16.
inline constexpr double kRotationTolerance = 1e-9;

// R = Rz * Ry * Rx: a vector is turned about the world X axis first, then
// world Y, then world Z. Multiples of 90 degrees give exact 0 / +-1 entries,
// so a box turned by them is exactly axis-aligned.
Mat3 RotationFromEulerDegrees(const Vec3& degrees);

// The inverse, for panels that edit a rotation as angles: degrees (x, y, z)
// with RotationFromEulerDegrees(result) == rotation up to rounding, x and z
// in (-180, 180], y in [-90, 90]. At y = +-90 (gimbal lock) only x - z or
// x + z is determined; z is then 0. `rotation` must be a rotation.
Vec3 EulerDegreesFromRotation(const Mat3& rotation);

// The right-handed rotation by `angle` radians about the unit vector
// `axis` (Rodrigues' formula).
Mat3 RotationAboutAxis(const Vec3& axis, double angle);

// Turns `box` about its centre by `angle` radians about the unit `axis`: an
// oriented box's rotation, a hexahedron's corners. False (unchanged) for an
// AABB, which has no orientation to turn.
bool RotateBox(BoxShape& box, const Vec3& axis, double angle);

BoxCorners Corners(const OrientedBox& box);
BoxCorners Corners(const Aabb& box);
BoxCorners Corners(const Hexahedron& box);
BoxCorners Corners(const BoxShape& box);

// The axis-aligned bounds of a box's corners.
Aabb CornerBounds(const BoxShape& box);
// The same box as an oriented box with the identity rotation: how SAT tests
// an AABB beside an oriented box.
OrientedBox ToOrientedBox(const Aabb& box);

// The centre (for a hexahedron the mean of its corners) and the largest
// distance from it to a corner; the radius is the scale that tolerances are
// measured against.
Vec3 BoxCenter(const BoxShape& box);
double BoundingRadius(const BoxShape& box);

// The scale a tolerance for a pair is measured against: the smaller shape's
// bounding radius, so a small box cannot hover visibly above a large one and
// still count as touching; when one shape is a point (radius 0), the other's.
double PairToleranceScale(double radius_a, double radius_b);

// Empty when the shape can be tested; otherwise a sentence saying what is
// wrong, for the scene loader to report. Oriented box: finite numbers, half
// extents >= 0, rotation orthonormal with determinant +1. AABB: finite,
// min <= max per axis. Hexahedron: finite, no coincident corners, non-zero
// volume, not inside out, faces with area, planar faces, convex faces and a
// convex solid. A flat oriented box or AABB is valid; a flat hexahedron is not
// (a rectangle is an oriented box with a zero half extent).
std::optional<std::string> Validate(const OrientedBox& box);
std::optional<std::string> Validate(const Aabb& box);
std::optional<std::string> Validate(const Hexahedron& box);
std::optional<std::string> Validate(const BoxShape& box);

}  // namespace collide
