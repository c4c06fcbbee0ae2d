// Randomised property tests of the box-box algorithms over many thousands of
// pairs, checked against each other and against an independent reference: a
// GJK distance between the shapes' corner sets, written here from scratch.

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

#include "collide/queries/corner_volume.h"
#include "collide/queries/sphere_box.h"
#include "collide/registry/box_box.h"
#include "collide/sat/sat.h"
#include "collide/shapes/box.h"

namespace collide {
namespace box_property_test {
namespace {

// --- The reference: GJK (Gilbert, Johnson, Keerthi) ---------------------------
// Distance between the convex hulls of two point sets: the distance from the
// origin to the hull of their Minkowski difference, found by growing a simplex
// towards the origin. Its sub-step (the point of a simplex nearest the origin)
// is done by brute force over all faces of the simplex: slow, but simple
// enough to trust.

using Points = std::vector<Vec3>;

Vec3 Support(const Points& points, const Vec3& direction) {
  Vec3 best = points[0];
  double best_dot = glm::dot(best, direction);
  for (const Vec3& p : points) {
    const double d = glm::dot(p, direction);
    if (d > best_dot) {
      best_dot = d;
      best = p;
    }
  }
  return best;
}

// Nearest point to the origin of the affine hull of `s` (size 1..4) if it lies
// inside their convex hull (all barycentric weights >= 0).
bool NearestInFace(const Points& s, Vec3& nearest) {
  const size_t k = s.size() - 1;
  if (k == 0) {
    nearest = s[0];
    return true;
  }
  // Minimise |s0 + sum mu_i e_i|: Gram system G mu = -E^T s0, by Cramer.
  double g[3][3] = {};
  double rhs[3] = {};
  for (size_t i = 0; i < k; ++i) {
    const Vec3 ei = s[i + 1] - s[0];
    rhs[i] = -glm::dot(ei, s[0]);
    for (size_t j = 0; j < k; ++j) {
      g[i][j] = glm::dot(ei, s[j + 1] - s[0]);
    }
  }
  double mu[3] = {};
  double scale = 0.0;
  for (size_t i = 0; i < k; ++i) {
    scale = std::max(scale, g[i][i]);
  }
  if (k == 1) {
    if (g[0][0] <= 0.0) {
      return false;
    }
    mu[0] = rhs[0] / g[0][0];
  } else if (k == 2) {
    const double det = g[0][0] * g[1][1] - g[0][1] * g[1][0];
    if (det <= 1e-24 * scale * scale) {
      return false;
    }
    mu[0] = (rhs[0] * g[1][1] - g[0][1] * rhs[1]) / det;
    mu[1] = (g[0][0] * rhs[1] - rhs[0] * g[1][0]) / det;
  } else {
    const glm::dmat3 m(g[0][0], g[1][0], g[2][0], g[0][1], g[1][1], g[2][1], g[0][2], g[1][2],
                       g[2][2]);
    const double det = glm::determinant(m);
    if (std::abs(det) <= 1e-30 * scale * scale * scale) {
      return false;
    }
    const Vec3 solution = glm::inverse(m) * Vec3(rhs[0], rhs[1], rhs[2]);
    mu[0] = solution.x;
    mu[1] = solution.y;
    mu[2] = solution.z;
  }
  double first = 1.0;
  nearest = s[0];
  for (size_t i = 0; i < k; ++i) {
    if (mu[i] < -1e-12) {
      return false;
    }
    first -= mu[i];
    nearest += mu[i] * (s[i + 1] - s[0]);
  }
  return first >= -1e-12;
}

double GjkDistance(const Points& a, const Points& b) {
  Points simplex;
  Vec3 v = a[0] - b[0];
  double scale = 0.0;
  for (const Vec3& p : a) {
    scale = std::max(scale, glm::length(p - a[0]));
  }
  for (const Vec3& p : b) {
    scale = std::max(scale, glm::length(p - b[0]));
  }
  for (int iteration = 0; iteration < 100; ++iteration) {
    const Vec3 w = Support(a, -v) - Support(b, v);
    const double vv = glm::dot(v, v);
    if (vv - glm::dot(v, w) <= 1e-13 * vv) {
      break;  // w brings v no closer: v is the nearest point
    }
    simplex.push_back(w);
    // Brute force over the simplex's faces: the valid one nearest the origin.
    Points best_face;
    double best = INFINITY;
    for (unsigned mask = 1; mask < (1u << simplex.size()); ++mask) {
      Points face;
      for (size_t i = 0; i < simplex.size(); ++i) {
        if (mask & (1u << i)) {
          face.push_back(simplex[i]);
        }
      }
      Vec3 nearest;
      if (NearestInFace(face, nearest) && glm::dot(nearest, nearest) < best) {
        best = glm::dot(nearest, nearest);
        best_face = face;
        v = nearest;
      }
    }
    simplex = best_face;
    if (simplex.size() == 4 || best <= 1e-26 * scale * scale) {
      return 0.0;
    }
  }
  return glm::length(v);
}

Points PointsOf(const BoxShape& shape) {
  const BoxCorners c = Corners(shape);
  return Points(c.begin(), c.end());
}

// The shape scaled about its centre by `factor`, as a point set.
Points Shrunk(const BoxShape& shape, double factor) {
  const Vec3 center = BoxCenter(shape);
  Points points = PointsOf(shape);
  for (Vec3& p : points) {
    p = center + factor * (p - center);
  }
  return points;
}

// --- Random shapes ------------------------------------------------------------

class ShapeMaker {
 public:
  explicit ShapeMaker(unsigned seed) : rng_(seed) {}

  double uniform(double low, double high) {
    return std::uniform_real_distribution<double>(low, high)(rng_);
  }
  int integer(int low, int high) { return std::uniform_int_distribution<int>(low, high)(rng_); }
  Vec3 vec(double low, double high) {
    return Vec3(uniform(low, high), uniform(low, high), uniform(low, high));
  }

  // One in ten has a zero extent: a rectangle.
  Vec3 half_extents() {
    Vec3 h = vec(0.05, 1.0);
    if (integer(0, 9) == 0) {
      h[integer(0, 2)] = 0.0;
    }
    return h;
  }

  OrientedBox oriented_box(double spread) {
    return {vec(-spread, spread), half_extents(), RotationFromEulerDegrees(vec(-180, 180))};
  }

  Aabb aabb(double spread) {
    const Vec3 c = vec(-spread, spread);
    const Vec3 h = half_extents();
    return {c - h, c + h};
  }

  // A projective image of a box: planes stay planes and a convex solid stays
  // convex while the denominator is positive, so the faces are planar but
  // generally neither parallel nor rectangular.
  Hexahedron hexahedron(double spread) {
    const OrientedBox box{vec(-spread, spread), vec(0.1, 1.0),
                          RotationFromEulerDegrees(vec(-180, 180))};
    const Mat3 shear = Mat3(1.0) + Mat3(vec(-0.3, 0.3), vec(-0.3, 0.3), vec(-0.3, 0.3));
    const Vec3 w = vec(-0.15, 0.15);
    Hexahedron h;
    for (int i = 0; i < 8; ++i) {
      const Vec3 u((i & 1) ? 1 : -1, (i & 2) ? 1 : -1, (i & 4) ? 1 : -1);
      const Vec3 local = shear * (box.half_extents * u) / (1.0 + glm::dot(w, u));
      h.corners[static_cast<size_t>(i)] = box.center + box.rotation * local;
    }
    return h;
  }

  BoxShape any(double spread) {
    switch (integer(0, 2)) {
      case 0:
        return oriented_box(spread);
      case 1:
        return aabb(spread);
      default:
        return hexahedron(spread);
    }
  }

 private:
  std::mt19937 rng_;
};

// --- Properties -----------------------------------------------------------------

TEST(BoxProperty, SatAgreesWithAabbTestForQuarterTurns) {
  // On a grid of quarters, with turns by multiples of 90 degrees, boxes touch
  // often and exactly; the oriented-box SAT must agree with the intervals.
  ShapeMaker maker(11);
  const auto quarter_box = [&]() {
    const Vec3 c(maker.integer(-8, 8) * 0.25, maker.integer(-8, 8) * 0.25,
                 maker.integer(-8, 8) * 0.25);
    const Vec3 h(maker.integer(0, 6) * 0.25, maker.integer(0, 6) * 0.25,
                 maker.integer(0, 6) * 0.25);
    const Vec3 turn(maker.integer(-2, 2) * 90.0, maker.integer(-2, 2) * 90.0,
                    maker.integer(-2, 2) * 90.0);
    return OrientedBox{c, h, RotationFromEulerDegrees(turn)};
  };
  const auto to_aabb = [](const OrientedBox& box) {
    const Mat3 r = box.rotation;
    const Vec3 reach(glm::dot(glm::abs(Vec3(r[0][0], r[1][0], r[2][0])), box.half_extents),
                     glm::dot(glm::abs(Vec3(r[0][1], r[1][1], r[2][1])), box.half_extents),
                     glm::dot(glm::abs(Vec3(r[0][2], r[1][2], r[2][2])), box.half_extents));
    return Aabb{box.center - reach, box.center + reach};
  };
  int touching = 0;
  int overlapping = 0;
  for (int n = 0; n < 20000; ++n) {
    const OrientedBox a = quarter_box();
    const OrientedBox b = quarter_box();
    const Aabb aa = to_aabb(a);
    const Aabb ab = to_aabb(b);
    const bool expected = Intersects(aa, ab);
    ASSERT_EQ(SatTest(a, b).intersects, expected) << "pair " << n;
    ASSERT_EQ(SatTest(BoxShape(aa), BoxShape(b)).intersects, expected) << "pair " << n;
    ASSERT_EQ(SatTest(aa, ab).intersects, expected) << "pair " << n;
    overlapping += expected;
    touching += expected && !Intersects(Aabb{aa.min + 1e-9, aa.max - 1e-9}, ab);
  }
  EXPECT_GT(touching, 500);  // the grid really exercises touching
  EXPECT_GT(overlapping, 2000);
  EXPECT_LT(overlapping, 18000);
}

TEST(BoxProperty, CornerVolumeOnlyEverMissesNeverInvents) {
  ShapeMaker maker(12);
  int both = 0;
  int missed = 0;
  for (int n = 0; n < 20000; ++n) {
    const BoxShape a = maker.any(1.2);
    const BoxShape b = maker.any(1.2);
    ASSERT_EQ(Validate(a), std::nullopt);
    ASSERT_EQ(Validate(b), std::nullopt);
    const bool sat = SatTest(a, b).intersects;
    const bool cv = CornerVolumeTest(a, b).intersects;
    ASSERT_FALSE(cv && !sat) << "pair " << n << ": corner-volume overlap that SAT separates";
    ASSERT_EQ(cv, CornerVolumeTest(b, a).intersects) << "pair " << n;
    ASSERT_EQ(sat, SatTest(b, a).intersects) << "pair " << n;
    both += cv && sat;
    missed += sat && !cv;
  }
  // Both outcomes occur: agreement and the blind spot.
  EXPECT_GT(both, 2000);
  EXPECT_GT(missed, 100);
}

TEST(BoxProperty, SatAgreesWithGjkAwayFromTouching) {
  ShapeMaker maker(13);
  const double margin = 1e-4;  // shapes are about 1 across
  int separated = 0;
  int overlapping = 0;
  int near_touching = 0;
  for (int n = 0; n < 6000; ++n) {
    const BoxShape a = maker.any(1.2);
    const BoxShape b = maker.any(1.2);
    const SatResult sat = SatTest(a, b);
    const double distance = GjkDistance(PointsOf(a), PointsOf(b));
    if (distance > margin) {
      ++separated;
      ASSERT_FALSE(sat.intersects) << "pair " << n << ": GJK distance " << distance;
      ASSERT_FALSE(SatIntersects(a, b)) << "pair " << n << ": GJK distance " << distance;
      // The SAT gap is the separation along one axis: never more than the distance.
      ASSERT_LE(sat.separation, distance + 1e-9) << "pair " << n;
      ASSERT_NEAR(glm::length(sat.separating_axis), 1.0, 1e-12);
      ASSERT_FALSE(CornerVolumeTest(a, b).intersects) << "pair " << n;
    } else if (GjkDistance(Shrunk(a, 1 - margin), Shrunk(b, 1 - margin)) == 0.0) {
      ++overlapping;
      ASSERT_TRUE(sat.intersects) << "pair " << n;
      ASSERT_TRUE(SatIntersects(a, b)) << "pair " << n;
    } else {
      ++near_touching;
    }
  }
  EXPECT_GT(separated, 1000);
  EXPECT_GT(overlapping, 1000);
  EXPECT_LT(near_touching, 60);
}

TEST(BoxProperty, SphereBoxClosestPointMatchesGjk) {
  ShapeMaker maker(14);
  for (int n = 0; n < 3000; ++n) {
    const BoxShape box = maker.any(0.5);
    const Vec3 p = maker.vec(-2.5, 2.5);
    const double distance = glm::length(ClosestPoint(box, p) - p);
    ASSERT_NEAR(distance, GjkDistance(PointsOf(box), {p}), 1e-7) << "pair " << n;
    const double radius = maker.uniform(0.0, 1.0);
    if (std::abs(distance - radius) > 1e-9) {
      ASSERT_EQ(Intersects(Sphere{p, radius}, box), distance < radius) << "pair " << n;
    }
  }
}

}  // namespace
}  // namespace box_property_test
}  // namespace collide
