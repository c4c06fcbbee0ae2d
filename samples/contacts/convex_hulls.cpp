// Convex hulls (issue 37): the smallest convex solid around a set of points,
// built by Qhull, against points, rays, boxes, capsules and each other. Each
// expected value is worked out by hand from the points as written here (the
// rock's from its OBJ file's extreme vertices, read off the file), never
// from what the program answers.
#include <array>
#include <cmath>
#include <vector>

#include "collide/shapes/box.h"
#include "collide/shapes/capsule.h"
#include "collide/shapes/convex_hull.h"
#include "harness/layout_sample/spec.h"
#include "harness/outcomes/contact_outcomes.h"
#include "harness/scene/shared_hull.h"

namespace convex_hulls {
namespace {

using collide::Vec3;

// The 12 corners of an icosahedron, (0, +-1, +-phi) and its turns, and the
// centres of its 20 faces pushed out to the same radius: 32 points on one
// sphere, so every one is a corner of their hull, a rounded ball.
std::vector<Vec3> RoundedPoints(double radius) {
  const double phi = (1.0 + std::sqrt(5.0)) / 2.0;
  std::vector<Vec3> corners;
  for (const double a : {-1.0, 1.0}) {
    for (const double b : {-phi, phi}) {
      corners.push_back(Vec3(0, a, b));
      corners.push_back(Vec3(a, b, 0));
      corners.push_back(Vec3(b, 0, a));
    }
  }
  std::vector<Vec3> points;
  // A face is three corners pairwise an edge (length 2) apart.
  for (std::size_t i = 0; i < corners.size(); ++i) {
    for (std::size_t j = i + 1; j < corners.size(); ++j) {
      for (std::size_t k = j + 1; k < corners.size(); ++k) {
        const auto edge = [&](std::size_t p, std::size_t q) {
          return std::abs(glm::length(corners[p] - corners[q]) - 2.0) < 1e-9;
        };
        if (edge(i, j) && edge(j, k) && edge(i, k)) {
          points.push_back(glm::normalize(corners[i] + corners[j] + corners[k]) * radius);
        }
      }
    }
  }
  for (const Vec3& c : corners) {
    points.push_back(glm::normalize(c) * radius);
  }
  return points;
}

// The rock (assets/models/rock.obj) at kRock: its highest vertex, the only
// one at y = 0.734668 (the next is 0.734563), and the one furthest along +x,
// the only one at x = 1.163707 (the next 1.163323).
const Vec3 kRock(11, 1, 0);
const Vec3 kRockTop = kRock + Vec3(0.076377, 0.734668, 0.0);
const Vec3 kRockSide = kRock + Vec3(1.163707, 0.080697, 0.272142);

void Shapes(harness::StaticLayoutBuilder& b) {
  // T: the corner of a cube cut off, x, y, z >= 0 and x + y + z <= 2, its
  // corner at (-10, 0, 0).
  b.Shape("T", harness::HullOfPoints({Vec3(0), Vec3(2, 0, 0), Vec3(0, 2, 0), Vec3(0, 0, 2)},
                                     Vec3(-10, 0, 0)));
  b.Point("P1", {-9.5, 0.5, 0.5});
  b.Point("P2", {-9, 1, 1});
  b.Ray("R", {-9.5, 0.5, 5}, {0, 0, -1});
  // M: T turned through its corner (every point negated), at (-4, 0, 0).
  b.Shape("M", harness::HullOfPoints({Vec3(0), Vec3(-2, 0, 0), Vec3(0, -2, 0), Vec3(0, 0, -2)},
                                     Vec3(-4, 0, 0)));
  // K: a unit cube's 8 corners, sunk 0.1 into the floor's top face (y = 0).
  std::vector<Vec3> cube;
  for (int i = 0; i < 8; ++i) {
    cube.push_back(Vec3(i & 1 ? 0.5 : -0.5, i & 2 ? 0.5 : -0.5, i & 4 ? 0.5 : -0.5));
  }
  b.Shape("floor", collide::OrientedBox{Vec3(1, -1, 0), Vec3(2, 1, 2), collide::Mat3(1.0)});
  b.Shape("K", harness::HullOfPoints(cube, Vec3(1, 0.4, 0)));
  // G: the rounded ball, radius 1 about (6, 1, 0).
  b.Shape("G", harness::HullOfPoints(RoundedPoints(1.0), Vec3(6, 1, 0)));
  b.Point("P3", {6.79, 1, 0});
  b.Point("P4", {6, 1, 1.01});
  b.Shape("rock", harness::ShippedHull("rock.obj", kRock));
  // The lid's bottom face (y = top + 0.5) covers the top vertex; the
  // capsule's core runs upright 0.75 beyond the side vertex.
  b.Shape("lid", collide::OrientedBox{kRockTop + Vec3(0, 0.75, 0), Vec3(0.5, 0.25, 0.5),
                                      collide::Mat3(1.0)});
  b.Shape("C",
          collide::Capsule{kRockSide + Vec3(0.75, -0.5, 0), kRockSide + Vec3(0.75, 0.5, 0), 0.25});
  b.Shape("pin", collide::Capsule{kRock + Vec3(0, 0, -2), kRock + Vec3(0, 0, 2), 0.2});
}

void TetrahedronExpectations(harness::StaticLayoutBuilder& b) {
  // P1 is (0.5, 0.5, 0.5) from T's corner: all >= 0, sum 1.5 <= 2.
  b.ExpectContains("P1", "T", true);
  // P2 is (1, 1, 1) from it: sum 3 > 2, beyond the slanted face.
  b.ExpectContains("P2", "T", false);
  // R comes down z at x = 0.5, y = 0.5 from the corner: it meets the
  // slanted face at z = 2 - 0.5 - 0.5 = 1, 5 - 1 = 4 along.
  b.ExpectHitAt("R", "T", 4.0);
  // T's corner (2, 0, 0) and M's (-2, 0, 0) are at x = -8 and x = -6. +x is
  // inside the cone of T's corner's face normals (y = 0's -y, z = 0's -z and
  // (1, 1, 1): their sum), -x inside M's likewise: the two corners are the
  // only closest pair, 2 apart.
  b.ExpectIntersects("T", "M", false);
  b.Expect("T", "M", harness::Distance{2.0, std::array<Vec3, 2>{Vec3(-8, 0, 0), Vec3(-6, 0, 0)}});
}

void RestingExpectations(harness::StaticLayoutBuilder& b) {
  // K's bottom face is y = -0.1: 0.1 into the floor, pushed out along -y
  // from K to the floor; its four bottom corners on the floor's face.
  const Vec3 down(0, -1, 0);
  b.ExpectIntersects("K", "floor", true);
  b.Expect("K", "floor", harness::Overlapping(0.1, down));
  b.Expect("K", "floor",
           harness::ContactsAt(down, {Vec3(0.5, 0, -0.5), Vec3(1.5, 0, -0.5), Vec3(0.5, 0, 0.5),
                                      Vec3(1.5, 0, 0.5)}));
}

void RoundExpectations(harness::StaticLayoutBuilder& b) {
  // Every point is on the unit sphere, so the hull is inside it: P4, 1.01
  // from the centre, is outside. The hull holds the icosahedron, whose
  // faces are 0.7947 from the centre: P3, 0.79 from it, is inside.
  b.ExpectContains("P3", "G", true);
  b.ExpectContains("P4", "G", false);
}

void RockExpectations(harness::StaticLayoutBuilder& b) {
  // No point of the rock is above its top vertex, and the lid's face covers
  // it: 0.5 apart, straight up.
  b.ExpectIntersects("lid", "rock", false);
  b.Expect("rock", "lid",
           harness::Distance{0.5, std::array<Vec3, 2>{kRockTop, kRockTop + Vec3(0, 0.5, 0)}});
  // A point's distance to C's upright core is at least its x distance,
  // equal only at the side vertex, level with the core's middle: 0.75 less
  // the radius.
  b.ExpectIntersects("C", "rock", false);
  b.Expect("rock", "C",
           harness::Distance{0.5, std::array<Vec3, 2>{kRockSide, kRockSide + Vec3(0.5, 0, 0)}});
  // The pin's core runs through the rock's middle, from z = -2 to 2.
  b.ExpectIntersects("pin", "rock", true);
}

harness::StaticLayout Gallery() {
  harness::StaticLayoutBuilder b;
  Shapes(b);
  TetrahedronExpectations(b);
  RestingExpectations(b);
  RoundExpectations(b);
  RockExpectations(b);
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "convex-hulls",
    .category = "Contacts",
    .title = "Convex hulls",
    .about = "Convex hulls built by Qhull from points: a tetrahedron T and its mirror M, a "
             "cube's eight corners K resting on a floor, a rounded ball G of 32 points, and the "
             "hull of the rock model's 10,242 vertices beside a lid and two capsules. A hull is "
             "the smallest convex solid holding its points: a point is inside when it is behind "
             "every face, a ray is clipped by the faces' planes, and the narrow phase answers "
             "distance, penetration and contacts as for any convex shape. Shows what a game's "
             "collision hull answers; select a pair to see its closest points or contacts, and "
             "drag a small hull's points in the panel (point 1, point 2, ...) to watch Qhull "
             "rebuild it (a point dragged flat with the others is refused).",
    .seed = "",
    .layout = Gallery,
}};

}  // namespace
}  // namespace convex_hulls
