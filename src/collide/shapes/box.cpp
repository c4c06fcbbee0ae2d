#include "collide/shapes/box.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace collide {
namespace {

struct SinCos {
  double sin;
  double cos;
};

// std::sin(kPi) is 1.2e-16, not 0: reducing to [-45, 45] degrees first and
// rotating by whole quadrants keeps 90-degree turns exact.
SinCos SinCosDegrees(double degrees) {
  double reduced = std::fmod(degrees, 360.0);
  if (reduced < 0.0) {
    reduced += 360.0;
  }
  const long quadrant = std::lround(reduced / 90.0);
  const double rest = (reduced - 90.0 * static_cast<double>(quadrant)) * (kPi / 180.0);
  const double s = std::sin(rest);
  const double c = std::cos(rest);
  // Adding 0.0 turns -0.0 into +0.0, which prints more kindly.
  switch (quadrant & 3) {
    case 0:
      return {s + 0.0, c + 0.0};
    case 1:
      return {c + 0.0, -s + 0.0};
    case 2:
      return {-s + 0.0, -c + 0.0};
    default:
      return {-c + 0.0, s + 0.0};
  }
}

std::string FormatNumber(double value) {
  std::ostringstream out;
  out.precision(6);
  out << value;
  return out.str();
}

std::string FormatFace(int face) {
  static const char* const kNames[] = {"-x", "+x", "-y", "+y", "-z", "+z"};
  const auto& f = kBoxFaces[static_cast<size_t>(face)];
  std::ostringstream out;
  out << "face " << face << " (" << kNames[face] << ", corners " << f[0] << ", " << f[1] << ", "
      << f[2] << ", " << f[3] << ")";
  return out.str();
}

constexpr const char* kAxisNames[] = {"x", "y", "z"};

}  // namespace

Mat3 RotationFromEulerDegrees(const Vec3& degrees) {
  const SinCos x = SinCosDegrees(degrees.x);
  const SinCos y = SinCosDegrees(degrees.y);
  const SinCos z = SinCosDegrees(degrees.z);
  // glm matrices are built column by column.
  const Mat3 rx(1.0, 0.0, 0.0, 0.0, x.cos, x.sin, 0.0, -x.sin, x.cos);
  const Mat3 ry(y.cos, 0.0, -y.sin, 0.0, 1.0, 0.0, y.sin, 0.0, y.cos);
  const Mat3 rz(z.cos, z.sin, 0.0, -z.sin, z.cos, 0.0, 0.0, 0.0, 1.0);
  return rz * ry * rx;
}

Mat3 RotationAboutAxis(const Vec3& axis, double angle) {
  const double c = std::cos(angle);
  const double s = std::sin(angle);
  const double t = 1.0 - c;
  const Vec3& a = axis;
  // Column by column: R = c I + s [a]x + t a a^T.
  return Mat3(t * a.x * a.x + c, t * a.x * a.y + s * a.z, t * a.x * a.z - s * a.y,
              t * a.x * a.y - s * a.z, t * a.y * a.y + c, t * a.y * a.z + s * a.x,
              t * a.x * a.z + s * a.y, t * a.y * a.z - s * a.x, t * a.z * a.z + c);
}

bool RotateBox(BoxShape& box, const Vec3& axis, double angle) {
  if (std::holds_alternative<Aabb>(box)) {
    return false;
  }
  const Mat3 turn = RotationAboutAxis(axis, angle);
  if (auto* obb = std::get_if<OrientedBox>(&box)) {
    obb->rotation = turn * obb->rotation;
    return true;
  }
  auto& hexahedron = std::get<Hexahedron>(box);
  const Vec3 center = BoxCenter(box);
  for (Vec3& corner : hexahedron.corners) {
    corner = center + turn * (corner - center);
  }
  return true;
}

Vec3 EulerDegreesFromRotation(const Mat3& rotation) {
  // glm indexes [column][row]. With R = Rz(c) * Ry(b) * Rx(a):
  //   R(2,0) = -sin b, R(2,1) = sin a cos b, R(2,2) = cos a cos b,
  //   R(0,0) = cos b cos c, R(1,0) = cos b sin c,
  // and at cos b = 0 (with c = 0): R(1,1) = cos a, R(1,2) = -sin a.
  const auto at = [&](int row, int column) { return rotation[column][row]; };
  constexpr double kDegrees = 180.0 / kPi;
  const double cos_b = std::hypot(at(0, 0), at(1, 0));
  const double b = std::atan2(-at(2, 0), cos_b);
  // Below this cos b the row and column that give a and c are rounding noise.
  constexpr double kGimbalLock = 1e-12;
  double a = 0.0;
  double c = 0.0;
  if (cos_b > kGimbalLock) {
    a = std::atan2(at(2, 1), at(2, 2));
    c = std::atan2(at(1, 0), at(0, 0));
  } else {
    a = std::atan2(-at(1, 2), at(1, 1));
  }
  // atan2 gives [-180, 180]; -180 is reported as 180. Adding 0.0 turns -0.0
  // into +0.0.
  const auto half_open = [](double degrees) { return degrees == -180.0 ? 180.0 : degrees + 0.0; };
  return {half_open(a * kDegrees), b * kDegrees + 0.0, half_open(c * kDegrees)};
}

BoxCorners Corners(const OrientedBox& box) {
  BoxCorners result;
  for (int i = 0; i < 8; ++i) {
    const Vec3 local((i & 1) ? box.half_extents.x : -box.half_extents.x,
                     (i & 2) ? box.half_extents.y : -box.half_extents.y,
                     (i & 4) ? box.half_extents.z : -box.half_extents.z);
    result[static_cast<size_t>(i)] = box.center + box.rotation * local;
  }
  return result;
}

BoxCorners Corners(const Aabb& box) {
  BoxCorners result;
  for (int i = 0; i < 8; ++i) {
    result[static_cast<size_t>(i)] =
        Vec3((i & 1) ? box.max.x : box.min.x, (i & 2) ? box.max.y : box.min.y,
             (i & 4) ? box.max.z : box.min.z);
  }
  return result;
}

BoxCorners Corners(const Hexahedron& box) {
  return box.corners;
}

BoxCorners Corners(const BoxShape& box) {
  return std::visit([](const auto& shape) { return Corners(shape); }, box);
}

Aabb CornerBounds(const BoxShape& box) {
  Aabb bounds{Vec3(kInfinity), Vec3(-kInfinity)};
  for (const Vec3& corner : Corners(box)) {
    bounds.min = glm::min(bounds.min, corner);
    bounds.max = glm::max(bounds.max, corner);
  }
  return bounds;
}

OrientedBox ToOrientedBox(const Aabb& box) {
  return {0.5 * (box.min + box.max), 0.5 * (box.max - box.min), Mat3(1.0)};
}

Vec3 BoxCenter(const BoxShape& box) {
  if (const auto* obb = std::get_if<OrientedBox>(&box)) {
    return obb->center;
  }
  if (const auto* aabb = std::get_if<Aabb>(&box)) {
    return 0.5 * (aabb->min + aabb->max);
  }
  // Summing offsets from corner 0 keeps the mean accurate far from the origin.
  const BoxCorners& c = std::get<Hexahedron>(box).corners;
  Vec3 sum(0.0);
  for (const Vec3& corner : c) {
    sum += corner - c[0];
  }
  return c[0] + sum / 8.0;
}

double BoundingRadius(const BoxShape& box) {
  if (const auto* obb = std::get_if<OrientedBox>(&box)) {
    return glm::length(obb->half_extents);
  }
  if (const auto* aabb = std::get_if<Aabb>(&box)) {
    return 0.5 * glm::length(aabb->max - aabb->min);
  }
  const Vec3 center = BoxCenter(box);
  double radius = 0.0;
  for (const Vec3& corner : std::get<Hexahedron>(box).corners) {
    radius = std::max(radius, glm::length(corner - center));
  }
  return radius;
}

double PairToleranceScale(double radius_a, double radius_b) {
  const double smaller = std::min(radius_a, radius_b);
  return smaller > 0.0 ? smaller : std::max(radius_a, radius_b);
}

std::optional<std::string> Validate(const OrientedBox& box) {
  if (!IsFinite(box.center) || !IsFinite(box.half_extents) || !IsFinite(box.rotation[0]) ||
      !IsFinite(box.rotation[1]) || !IsFinite(box.rotation[2])) {
    return "box has a non-finite number";
  }
  for (int i = 0; i < 3; ++i) {
    if (box.half_extents[i] < 0.0) {
      return "box half extent " + std::string(kAxisNames[i]) + " is negative (" +
             FormatNumber(box.half_extents[i]) + ")";
    }
  }
  const Mat3 gram = glm::transpose(box.rotation) * box.rotation;
  for (int c = 0; c < 3; ++c) {
    for (int r = 0; r < 3; ++r) {
      const double expected = (c == r) ? 1.0 : 0.0;
      if (std::abs(gram[c][r] - expected) > kRotationTolerance) {
        return "box rotation is not orthonormal (R^T R differs from identity by " +
               FormatNumber(gram[c][r] - expected) + ")";
      }
    }
  }
  if (glm::determinant(box.rotation) < 0.0) {
    return "box rotation is a reflection (determinant -1)";
  }
  return std::nullopt;
}

std::optional<std::string> Validate(const Aabb& box) {
  if (!IsFinite(box.min) || !IsFinite(box.max)) {
    return "aabb has a non-finite number";
  }
  for (int i = 0; i < 3; ++i) {
    if (box.min[i] > box.max[i]) {
      return "aabb min." + std::string(kAxisNames[i]) + " (" + FormatNumber(box.min[i]) +
             ") is greater than max." + kAxisNames[i] + " (" + FormatNumber(box.max[i]) + ")";
    }
  }
  return std::nullopt;
}

namespace {

// True when every corner lies within `tolerance` of one plane (or a line):
// the plane through the corner farthest from the first and the corner
// farthest from that line.
bool CornersLieInAPlane(const std::array<Vec3, 8>& q, double tolerance) {
  size_t far = 0;
  for (size_t i = 1; i < q.size(); ++i) {
    if (glm::length(q[i] - q[0]) > glm::length(q[far] - q[0])) {
      far = i;
    }
  }
  const Vec3 along = q[far] - q[0];
  Vec3 normal(0.0);
  for (const Vec3& p : q) {
    const Vec3 n = glm::cross(along, p - q[0]);
    if (glm::length(n) > glm::length(normal)) {
      normal = n;
    }
  }
  if (glm::length(normal) == 0.0) {
    return true;  // all on one line (or one point)
  }
  normal = glm::normalize(normal);
  for (const Vec3& p : q) {
    if (std::abs(glm::dot(p - q[0], normal)) > tolerance) {
      return false;
    }
  }
  return true;
}

// What Validate(Hexahedron) measures once and every check reads. Corners are
// taken relative to corner 0 so that far-from-origin shapes keep their digits.
struct HexahedronGeometry {
  BoxCorners q;
  double size = 0.0;            // the bounding-box diagonal
  std::array<Vec3, 6> normals;  // twice the vector area of each face
  std::array<Vec3, 6> face_centers;
  double signed_volume = 0.0;
};

HexahedronGeometry Measure(const Hexahedron& box) {
  const BoxCorners& c = box.corners;
  HexahedronGeometry h;
  Vec3 low(0.0);
  Vec3 high(0.0);
  for (size_t i = 0; i < 8; ++i) {
    h.q[i] = c[i] - c[0];
    low = glm::min(low, h.q[i]);
    high = glm::max(high, h.q[i]);
  }
  h.size = glm::length(high - low);
  Vec3 centroid(0.0);
  for (const Vec3& p : h.q) {
    centroid += p / 8.0;
  }
  for (size_t f = 0; f < 6; ++f) {
    const auto& idx = kBoxFaces[f];
    const Vec3& a = h.q[static_cast<size_t>(idx[0])];
    const Vec3& b = h.q[static_cast<size_t>(idx[1])];
    const Vec3& d = h.q[static_cast<size_t>(idx[2])];
    const Vec3& e = h.q[static_cast<size_t>(idx[3])];
    h.normals[f] = glm::cross(d - a, e - b);
    h.face_centers[f] = 0.25 * (a + b + d + e);
    h.signed_volume += glm::dot(h.normals[f], h.face_centers[f] - centroid) / 6.0;
  }
  return h;
}

// Below this an edge, or a corner's distance from a plane, counts as zero.
double DegenerateLength(const HexahedronGeometry& h) {
  return kHexahedronDegenerateTolerance * h.size;
}

// How far a corner may lie off a face's plane.
double PlanarityDistance(const HexahedronGeometry& h) {
  return kHexahedronPlanarityTolerance * h.size;
}

std::optional<std::string> ZeroLengthEdgeProblem(const HexahedronGeometry& h) {
  for (const auto& e : kBoxEdges) {
    if (glm::length(h.q[static_cast<size_t>(e[1])] - h.q[static_cast<size_t>(e[0])]) <=
        DegenerateLength(h)) {
      return "hexahedron is degenerate: corners " + std::to_string(e[0]) + " and " +
             std::to_string(e[1]) + " coincide (an edge of length 0)";
    }
  }
  return std::nullopt;
}

// No volume (flat, or folded through itself) or a negative one (inside out).
std::optional<std::string> VolumeProblem(const HexahedronGeometry& h) {
  const double volume_scale = h.size * h.size * h.size;
  if (std::abs(h.signed_volume) <= kHexahedronDegenerateTolerance * volume_scale) {
    if (CornersLieInAPlane(h.q, DegenerateLength(h))) {
      return "hexahedron is degenerate: its volume is 0 (the corners lie in a plane); use a box "
             "with a zero half extent for a rectangle";
    }
    return "hexahedron folds through itself (its faces enclose no volume although its corners "
           "span space): check the corner order (corner i has x high when bit 0 of i is set, y "
           "high for bit 1, z high for bit 2)";
  }
  if (h.signed_volume < 0.0) {
    return "hexahedron is inside out (signed volume " + FormatNumber(h.signed_volume) +
           "): its corners are listed in the mirror image of the documented order (corner i "
           "has x high when bit 0 of i is set, y high for bit 1, z high for bit 2)";
  }
  return std::nullopt;
}

// Every face has an area and its four corners lie in one plane.
std::optional<std::string> FacePlanarityProblem(const HexahedronGeometry& h) {
  const double tol_distance = PlanarityDistance(h);
  for (int f = 0; f < 6; ++f) {
    const Vec3& n = h.normals[static_cast<size_t>(f)];
    const double twice_area = glm::length(n);
    if (twice_area <= 2.0 * kHexahedronDegenerateTolerance * h.size * h.size) {
      return "hexahedron is degenerate: " + FormatFace(f) + " has no area";
    }
    const Vec3 unit = n / twice_area;
    const auto& idx = kBoxFaces[static_cast<size_t>(f)];
    double off_plane = 0.0;
    for (int k : idx) {
      off_plane =
          std::max(off_plane, std::abs(glm::dot(unit, h.q[static_cast<size_t>(k)] -
                                                          h.face_centers[static_cast<size_t>(f)])));
    }
    if (off_plane > tol_distance) {
      return "hexahedron " + FormatFace(f) + " is not planar: its corners are up to " +
             FormatNumber(off_plane) + " off a common plane (tolerance " +
             FormatNumber(tol_distance) + ")";
    }
  }
  return std::nullopt;
}

// Each corner of a convex face turns the same way about the outward normal.
std::optional<std::string> FaceConvexityProblem(const HexahedronGeometry& h) {
  const double tol_distance = PlanarityDistance(h);
  for (int f = 0; f < 6; ++f) {
    const Vec3& n = h.normals[static_cast<size_t>(f)];
    const auto& idx = kBoxFaces[static_cast<size_t>(f)];
    for (int k = 0; k < 4; ++k) {
      const Vec3& p0 = h.q[static_cast<size_t>(idx[static_cast<size_t>(k)])];
      const Vec3& p1 = h.q[static_cast<size_t>(idx[static_cast<size_t>((k + 1) % 4)])];
      const Vec3& p2 = h.q[static_cast<size_t>(idx[static_cast<size_t>((k + 2) % 4)])];
      const double turn = glm::dot(glm::cross(p1 - p0, p2 - p1), n) / glm::length(n);
      if (turn < -tol_distance * h.size) {
        return "hexahedron " + FormatFace(f) + " is not convex: it bends inwards at corner " +
               std::to_string(idx[static_cast<size_t>((k + 1) % 4)]);
      }
    }
  }
  return std::nullopt;
}

// No corner lies outside the plane of a face it is not on.
std::optional<std::string> SolidConvexityProblem(const HexahedronGeometry& h) {
  const double tol_distance = PlanarityDistance(h);
  for (int f = 0; f < 6; ++f) {
    const Vec3 unit =
        h.normals[static_cast<size_t>(f)] / glm::length(h.normals[static_cast<size_t>(f)]);
    const auto& idx = kBoxFaces[static_cast<size_t>(f)];
    for (int k = 0; k < 8; ++k) {
      if (std::find(idx.begin(), idx.end(), k) != idx.end()) {
        continue;
      }
      const double outside =
          glm::dot(unit, h.q[static_cast<size_t>(k)] - h.face_centers[static_cast<size_t>(f)]);
      if (outside > tol_distance) {
        return "hexahedron is not convex: corner " + std::to_string(k) + " lies " +
               FormatNumber(outside) + " outside the plane of " + FormatFace(f);
      }
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> Validate(const Hexahedron& box) {
  for (int i = 0; i < 8; ++i) {
    if (!IsFinite(box.corners[static_cast<size_t>(i)])) {
      return "hexahedron corner " + std::to_string(i) + " has a non-finite number";
    }
  }
  const HexahedronGeometry h = Measure(box);
  if (h.size == 0.0) {
    return "hexahedron is degenerate: all corners coincide";
  }
  for (const auto check : {ZeroLengthEdgeProblem, VolumeProblem, FacePlanarityProblem,
                           FaceConvexityProblem, SolidConvexityProblem}) {
    if (auto problem = check(h)) {
      return problem;
    }
  }
  return std::nullopt;
}

std::optional<std::string> Validate(const BoxShape& box) {
  return std::visit([](const auto& shape) { return Validate(shape); }, box);
}

}  // namespace collide
