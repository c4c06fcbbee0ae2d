#pragma once

// What several trace tests share: the shapes they work by hand (the cube as
// a hull, with its faces in a known order, and a right-angled frustum whose
// planes are easy to write down), a trace's sentences in order, and a ray
// hit compared bit for bit (traced against untraced).

#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "collide/queries/raycast.h"
#include "collide/shapes/convex_hull.h"
#include "collide/shapes/frustum.h"
#include "collide/trace/trace.h"

namespace collide::testing {

// The cube [-1, 1]^3: vertex i has x, y, z at +1 when bit 0, 1, 2 of i is
// set; the faces +x, -x, +y, -y, +z, -z in that order.
inline ConvexHull CubeHull() {
  ConvexHull cube;
  for (int i = 0; i < 8; ++i) {
    cube.vertices.push_back(Vec3(i & 1 ? 1 : -1, i & 2 ? 1 : -1, i & 4 ? 1 : -1));
  }
  cube.faces = {{{1, 0, 0}, 1.0, {1, 3, 7, 5}}, {{-1, 0, 0}, 1.0, {0, 4, 6, 2}},
                {{0, 1, 0}, 1.0, {2, 6, 7, 3}}, {{0, -1, 0}, 1.0, {0, 1, 5, 4}},
                {{0, 0, 1}, 1.0, {4, 5, 7, 6}}, {{0, 0, -1}, 1.0, {0, 2, 3, 1}}};
  return cube;
}

// From the origin down -z, 90 degrees each way, near 1, far 10: inside when
// x - z >= 0 (left), -x - z >= 0 (right), y - z >= 0 (bottom), -y - z >= 0
// (top), each over sqrt(2) as a distance, and -10 <= z <= -1. Its corners
// are (+-1, +-1, -1) and (+-10, +-10, -10).
// (collide::Frustum in full: fixtures.h has a testing::Frustum(), a
// hexahedron.)
inline collide::Frustum RightAngleFrustum() {
  collide::Frustum frustum;
  frustum.eye = Vec3(0.0);
  frustum.target = Vec3(0.0, 0.0, -1.0);
  frustum.up = Vec3(0.0, 1.0, 0.0);
  frustum.fov_deg = 90.0;
  frustum.aspect = 1.0;
  frustum.near_distance = 1.0;
  frustum.far_distance = 10.0;
  return frustum;
}

inline std::vector<std::string> StepTexts(const Trace& trace) {
  std::vector<std::string> texts;
  for (const TraceStep& step : trace.steps()) {
    texts.push_back(step.text);
  }
  return texts;
}

// Both misses, or both hits with the same bits in t, the point and the
// normal.
inline bool SameHitBits(const std::optional<RayHit>& a, const std::optional<RayHit>& b) {
  if (a.has_value() != b.has_value()) {
    return false;
  }
  return !a || (std::memcmp(&a->t, &b->t, sizeof(double)) == 0 &&
                std::memcmp(&a->point, &b->point, sizeof(Vec3)) == 0 &&
                std::memcmp(&a->normal, &b->normal, sizeof(Vec3)) == 0);
}

}  // namespace collide::testing
