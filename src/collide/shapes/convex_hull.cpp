#include "collide/shapes/convex_hull.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace collide {

namespace {

void FillSupportLanes(ConvexHull& hull) {
  const std::size_t count = hull.vertices.size();
  const std::size_t blocks = (count + 3) / 4;
  hull.support_lanes.assign(12 * blocks, 0.0);
  for (std::size_t i = 0; i < 4 * blocks; ++i) {
    const Vec3& v = hull.vertices[std::min(i, count - 1)];
    double* block = &hull.support_lanes[12 * (i / 4) + i % 4];
    block[0] = v.x;
    block[4] = v.y;
    block[8] = v.z;
  }
}

}  // namespace

void AddSupportAids(ConvexHull& hull) {
  FillSupportLanes(hull);
  const std::size_t count = hull.vertices.size();
  hull.center = Vec3(0.0);
  for (const Vec3& v : hull.vertices) {
    hull.center += v;
  }
  hull.center /= static_cast<double>(count);
  std::vector<std::vector<int>> around(count);
  for (const HullFace& face : hull.faces) {
    for (int corner : face.corners) {
      std::vector<int>& mine = around[static_cast<std::size_t>(corner)];
      for (int other : face.corners) {
        if (other != corner) {
          mine.push_back(other);
        }
      }
    }
  }
  hull.neighbour_start.assign(1, 0);
  hull.neighbours.clear();
  for (std::vector<int>& mine : around) {
    std::sort(mine.begin(), mine.end());
    mine.erase(std::unique(mine.begin(), mine.end()), mine.end());
    hull.neighbours.insert(hull.neighbours.end(), mine.begin(), mine.end());
    hull.neighbour_start.push_back(static_cast<int>(hull.neighbours.size()));
  }
}

ConvexHull InWorld(const PlacedHull& placed) {
  ConvexHull world = *placed.hull;
  for (Vec3& v : world.vertices) {
    v = placed.position + placed.rotation * (v * placed.scale);
  }
  world.center = placed.position + placed.rotation * (world.center * placed.scale);
  if (!world.support_lanes.empty()) {
    FillSupportLanes(world);
  }
  // Normals take the inverse transpose of rotation * diag(scale): the
  // rotation itself times diag(1 / scale).
  const Vec3 inverse_scale = 1.0 / placed.scale;
  for (HullFace& face : world.faces) {
    face.normal = glm::normalize(placed.rotation * (face.normal * inverse_scale));
    face.offset =
        glm::dot(face.normal, world.vertices[static_cast<std::size_t>(face.corners.front())]);
  }
  return world;
}

namespace {

bool SameBits(const void* a, const void* b, std::size_t bytes) {
  return std::memcmp(a, b, bytes) == 0;
}

bool SamePoints(const std::vector<Vec3>& a, const std::vector<Vec3>& b) {
  return a.size() == b.size() &&
         (a.empty() || SameBits(a.data(), b.data(), a.size() * sizeof(Vec3)));
}

// The hull is the same one: shared, or built from the same named source
// (HullFromPoints gives one hull for one list of points).
bool SameHull(const PlacedHull& a, const PlacedHull& b) {
  if (a.hull == b.hull) {
    return true;
  }
  if (a.file != b.file) {
    return false;
  }
  if (a.points != nullptr && b.points != nullptr) {
    return SamePoints(*a.points, *b.points);
  }
  return a.points == nullptr && b.points == nullptr && !a.file.empty();
}

}  // namespace

bool operator==(const PlacedHull& a, const PlacedHull& b) {
  return SameHull(a, b) && a.file == b.file && (a.points == nullptr) == (b.points == nullptr) &&
         SameBits(&a.position, &b.position, sizeof(Vec3)) &&
         SameBits(&a.rotation, &b.rotation, sizeof(Mat3)) &&
         SameBits(&a.scale, &b.scale, sizeof(Vec3));
}

std::optional<std::string> Validate(const PlacedHull& placed) {
  if (placed.hull == nullptr || placed.hull->vertices.empty()) {
    return "hull has no points";
  }
  if (!IsFinite(placed.position)) {
    return "hull position has a non-finite coordinate";
  }
  for (int c = 0; c < 3; ++c) {
    if (!IsFinite(placed.rotation[c])) {
      return "hull rotation has a non-finite number";
    }
  }
  if (!IsFinite(placed.scale)) {
    return "hull scale has a non-finite number";
  }
  if (!(placed.scale.x > 0.0 && placed.scale.y > 0.0 && placed.scale.z > 0.0)) {
    return "hull scale is not above 0 on every axis";
  }
  return std::nullopt;
}

}  // namespace collide
