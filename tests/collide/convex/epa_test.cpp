// Penetration by GJK and EPA (epa.h) against the brute-force SAT over face
// normals and edge crosses (convex_oracles.h) for polytopes, and the closed
// forms for round pairs: named cases (touching, parallel faces, coincident
// shapes, flat differences, a capsule's segment inside a box, 1e6
// offsets), then 100,000 random pairs of boxes, of round shapes, and of
// round shapes against boxes, and 20,000 of hulls against boxes and hulls.

#include <gtest/gtest.h>

#include <optional>
#include <random>

#include "collide/convex/epa.h"
#include "convex/convex_oracles.h"
#include "convex/convex_random_shapes.h"
#include "convex/polytope_oracle.h"

namespace collide {
namespace epa_test {
namespace {

using convex_oracle::FromBox;
using convex_oracle::L;
using convex_oracle::LVec3;
using convex_oracle::Real;

OrientedBox Cube(const Vec3& center, double half, const Vec3& degrees = Vec3(0.0)) {
  return OrientedBox{center, Vec3(half), RotationFromEulerDegrees(degrees)};
}

void ExpectNearVec(const Vec3& actual, const Vec3& expected, double tolerance) {
  EXPECT_NEAR(actual.x, expected.x, tolerance);
  EXPECT_NEAR(actual.y, expected.y, tolerance);
  EXPECT_NEAR(actual.z, expected.z, tolerance);
}

TEST(GjkEpa, OverlappingCubesFaceOnPushApartAlongTheFaceNormal) {
  const std::optional<Penetration> p =
      PenetrateByGjkEpa(Cube(Vec3(0, 0, 0), 1.0), Cube(Vec3(1.7, 0.2, -0.1), 1.0));
  ASSERT_TRUE(p.has_value());
  EXPECT_NEAR(p->depth, 0.3, 1e-12);
  ExpectNearVec(p->normal, Vec3(1, 0, 0), 1e-12);
  ExpectNearVec(p->on_a - p->on_b, p->normal * p->depth, 1e-12);
}

TEST(GjkEpa, TouchingBoxesHaveDepthZero) {
  const std::optional<Penetration> p =
      PenetrateByGjkEpa(Cube(Vec3(0, 0, 0), 1.0), Cube(Vec3(0.5, 2.0, 0.25), 1.0));
  ASSERT_TRUE(p.has_value());
  EXPECT_NEAR(p->depth, 0.0, 1e-12);
  ExpectNearVec(p->normal, Vec3(0, 1, 0), 1e-12);
}

TEST(GjkEpa, ApartShapesHaveNoPenetration) {
  EXPECT_FALSE(PenetrateByGjkEpa(Cube(Vec3(0, 0, 0), 1.0), Cube(Vec3(2.001, 0, 0), 1.0)));
  EXPECT_FALSE(PenetrateByGjkEpa(Sphere{Vec3(0, 0, 0), 1.0}, Cube(Vec3(0, 0, 2.001), 1.0)));
}

TEST(GjkEpa, CoincidentBoxesSeparateAlongTheirThinnestAxis) {
  const OrientedBox box{Vec3(0.5, 0.25, 0.1), Vec3(1.0, 0.2, 0.6),
                        RotationFromEulerDegrees({30, 40, 50})};
  const std::optional<Penetration> p = PenetrateByGjkEpa(box, box);
  ASSERT_TRUE(p.has_value());
  EXPECT_NEAR(p->depth, 0.4, 1e-12);
  EXPECT_NEAR(std::abs(glm::dot(p->normal, box.rotation[1])), 1.0, 1e-12);
}

TEST(GjkEpa, CrossingCapsulesOverlapByTheirRadii) {
  // Their cores cross: the difference of the cores is a flat parallelogram.
  const Capsule a{Vec3(-1, 0, 0), Vec3(1, 0, 0), 0.25};
  const Capsule b{Vec3(0, -1, 0), Vec3(0, 1, 0), 0.5};
  const std::optional<Penetration> p = PenetrateByGjkEpa(a, b);
  ASSERT_TRUE(p.has_value());
  EXPECT_NEAR(p->depth, 0.75, 1e-12);
  EXPECT_NEAR(std::abs(p->normal.z), 1.0, 1e-12);
}

TEST(GjkEpa, CoplanarTrianglesOverlapWithDepthZero) {
  const Triangle a{{Vec3(0, 0, 0), Vec3(2, 0, 0), Vec3(0, 2, 0)}};
  const Triangle b{{Vec3(0.5, 0.5, 0), Vec3(3, 0.5, 0), Vec3(0.5, 3, 0)}};
  const std::optional<Penetration> p = PenetrateByGjkEpa(a, b);
  ASSERT_TRUE(p.has_value());
  EXPECT_NEAR(p->depth, 0.0, 1e-12);
  EXPECT_NEAR(std::abs(p->normal.z), 1.0, 1e-12);
}

TEST(GjkEpa, CapsuleWhoseSegmentIsInsideABoxLeavesByTheNearestFace) {
  const Capsule c{Vec3(-0.5, 0.7, 0), Vec3(0.5, 0.7, 0), 0.1};
  const std::optional<Penetration> p = PenetrateByGjkEpa(c, Cube(Vec3(0, 0, 0), 1.0));
  ASSERT_TRUE(p.has_value());
  EXPECT_NEAR(p->depth, 0.3 + 0.1, 1e-12);
  ExpectNearVec(p->normal, Vec3(0, -1, 0), 1e-12);  // A leaves along +y: -normal
}

TEST(GjkEpa, SphereOverlappingABoxCornerOnItsDiagonal) {
  const Sphere s{Vec3(1.5, 1.5, 1.5), 1.0};
  const std::optional<Penetration> p = PenetrateByGjkEpa(Cube(Vec3(0, 0, 0), 1.0), s);
  ASSERT_TRUE(p.has_value());
  EXPECT_NEAR(p->depth, 1.0 - std::sqrt(0.75), 1e-12);
  ExpectNearVec(p->normal, Vec3(1.0 / std::sqrt(3.0)), 1e-12);
}

TEST(GjkEpa, BoxesAtMillionOffsetsKeepTheirDepth) {
  const Vec3 far(-1e6, 1e6, 1e6);
  const std::optional<Penetration> p =
      PenetrateByGjkEpa(Cube(far, 1.0, {0, 0, 30}), Cube(far + Vec3(0, 0, 1.9), 1.0, {0, 0, 10}));
  ASSERT_TRUE(p.has_value());
  EXPECT_NEAR(p->depth, 0.1, 1e-9);
  ExpectNearVec(p->normal, Vec3(0, 0, 1), 1e-9);
}

TEST(GjkEpa, PolytopeOfOverlappingBoxesIsClosed) {
  const EpaResult r = PenetrateByGjkEpaWithPolytope(Cube(Vec3(0, 0, 0), 1.0, {10, 20, 30}),
                                                    Cube(Vec3(0.8, 0.6, 0.4), 0.7, {40, 5, 60}));
  ASSERT_TRUE(r.penetration.has_value());
  ASSERT_GE(r.polytope.faces.size(), 4u);
  // Closed: every directed edge has its reverse in another face.
  int unmatched = 0;
  for (const auto& f : r.polytope.faces) {
    for (int e = 0; e < 3; ++e) {
      const int from = f[e];
      const int to = f[(e + 1) % 3];
      bool found = false;
      for (const auto& g : r.polytope.faces) {
        for (int k = 0; k < 3; ++k) {
          found = found || (g[k] == to && g[(k + 1) % 3] == from);
        }
      }
      unmatched += found ? 0 : 1;
    }
  }
  EXPECT_EQ(unmatched, 0);
  for (const auto& f : r.polytope.faces) {
    for (int corner : f) {
      ASSERT_LT(corner, static_cast<int>(r.polytope.vertices.size()));
    }
  }
}

// The projections' overlap of two polytopes along a unit axis.
Real OverlapAlong(const convex_oracle::Polytope& a, const convex_oracle::Polytope& b,
                  const LVec3& axis) {
  Real max_a = -1e300L;
  Real min_b = 1e300L;
  for (const LVec3 v : a.vertices) {
    max_a = std::max(max_a, convex_oracle::Dot(v, axis));
  }
  for (const LVec3 v : b.vertices) {
    min_b = std::min(min_b, convex_oracle::Dot(v, axis));
  }
  return max_a - min_b;
}

TEST(GjkEpa, BoxPairsAgreeWithTheSatBruteForce) {
  convex_oracle::RandomShapes shapes(3703, 1.0);
  constexpr int kPairs = 100000;
  int overlapping = 0;
  for (int n = 0; n < kPairs; ++n) {
    const OrientedBox a = shapes.Box(n);
    const OrientedBox b = shapes.Box(n / 10 + n);
    const convex_oracle::Polytope pa = FromBox(a);
    const convex_oracle::Polytope pb = FromBox(b);
    const Real depth = convex_oracle::SatDepth(pa, pb);
    const std::optional<Penetration> p = PenetrateByGjkEpa(a, b);
    if (std::abs(depth) < 1e-9L) {
      continue;  // touching: either answer
    }
    ASSERT_EQ(p.has_value(), depth > 0) << "pair " << n;
    if (!p) {
      continue;
    }
    ++overlapping;
    ASSERT_NEAR(p->depth, static_cast<double>(depth), 1e-9) << "pair " << n;
    ASSERT_NEAR(glm::length(p->normal), 1.0, 1e-12);
    // The normal is a direction of least overlap: moving A back by the
    // depth along it leaves them touching.
    ASSERT_NEAR(static_cast<double>(OverlapAlong(pa, pb, L(p->normal))), p->depth, 1e-9)
        << "pair " << n;
    ASSERT_NEAR(glm::length(p->on_a - p->on_b - p->normal * p->depth), 0.0, 1e-9);
  }
  EXPECT_GT(overlapping, kPairs / 4);
}

// Hulls (4 to 8 points: the SAT oracle's edge crosses grow as their
// square) against boxes and hulls: 20,000 pairs.
TEST(GjkEpa, HullPairsAgreeWithTheSatBruteForce) {
  convex_oracle::RandomShapes shapes(3710, 0.8);
  constexpr int kPairs = 20000;
  int overlapping = 0;
  for (int n = 0; n < kPairs; ++n) {
    const ConvexHull* hull = shapes.Hull(4 + n % 5);
    const convex_oracle::Polytope pa = convex_oracle::FromPoints(hull->vertices);
    const OrientedBox box = shapes.Box(n / 2 * 10 + 1);  // never flat
    const ConvexHull* other = shapes.Hull(4 + (n / 5) % 5);
    const bool against_box = n % 2 == 0;
    const ConvexShape b = against_box ? ConvexShape(box) : ConvexShape(other);
    const convex_oracle::Polytope pb =
        against_box ? FromBox(box) : convex_oracle::FromPoints(other->vertices);
    const Real depth = convex_oracle::SatDepth(pa, pb);
    const std::optional<Penetration> p = PenetrateByGjkEpa(hull, b);
    if (std::abs(depth) < 1e-9L) {
      continue;
    }
    ASSERT_EQ(p.has_value(), depth > 0) << "pair " << n;
    if (p) {
      ++overlapping;
      ASSERT_NEAR(p->depth, static_cast<double>(depth), 1e-9) << "pair " << n;
      ASSERT_NEAR(static_cast<double>(OverlapAlong(pa, pb, L(p->normal))), p->depth, 1e-9)
          << "pair " << n;
    }
  }
  EXPECT_GT(overlapping, kPairs / 10);
}

TEST(GjkEpa, RoundPairsOverlapByTheRadiiLessTheCoresDistance) {
  convex_oracle::RandomShapes shapes(3704, 0.5);
  constexpr int kPairs = 100000;
  int overlapping = 0;
  for (int n = 0; n < kPairs; ++n) {
    const convex_oracle::OracleShape a = shapes.Any(4 + n % 4);  // point, segment, sphere, capsule
    const convex_oracle::OracleShape b = shapes.Any(4 + (n / 4) % 4);
    const auto& ca = a.core.vertices;
    const auto& cb = b.core.vertices;
    const Real cores =
        convex_oracle::SegmentSegmentClosedForm(L(ca[0]), L(ca[1]), L(cb[0]), L(cb[1]));
    const Real depth = a.radius + b.radius - cores;
    const std::optional<Penetration> p = PenetrateByGjkEpa(a.shape, b.shape);
    if (std::abs(depth) < 1e-9L) {
      continue;
    }
    ASSERT_EQ(p.has_value(), depth > 0) << "pair " << n;
    if (p) {
      ++overlapping;
      ASSERT_NEAR(p->depth, static_cast<double>(depth), 1e-9) << "pair " << n;
      ASSERT_NEAR(glm::length(p->on_a - p->on_b - p->normal * p->depth), 0.0, 1e-9);
    }
  }
  EXPECT_GT(overlapping, kPairs / 10);
}

TEST(GjkEpa, RoundShapesAgainstBoxesAgreeWithTheSatBruteForce) {
  convex_oracle::RandomShapes shapes(3705, 1.0);
  constexpr int kPairs = 100000;
  int overlapping = 0;
  for (int n = 0; n < kPairs; ++n) {
    const convex_oracle::OracleShape a = shapes.Any(4 + n % 4);
    const OrientedBox box = shapes.Box(n / 4 * 10 + 1);  // never flat
    const convex_oracle::Polytope pb = FromBox(box);
    // The cores' depth when they overlap, else minus their distance.
    const Real core_depth = convex_oracle::SatDepth(a.core, pb);
    const Real cores = core_depth > 0 ? -core_depth : convex_oracle::FeatureDistance(a.core, pb);
    const Real depth = a.radius - cores;
    const std::optional<Penetration> p = PenetrateByGjkEpa(a.shape, box);
    if (std::abs(depth) < 1e-9L) {
      continue;
    }
    ASSERT_EQ(p.has_value(), depth > 0) << "pair " << n;
    if (p) {
      ++overlapping;
      ASSERT_NEAR(p->depth, static_cast<double>(depth), 1e-9) << "pair " << n;
      ASSERT_NEAR(glm::length(p->on_a - p->on_b - p->normal * p->depth), 0.0, 1e-9);
    }
  }
  EXPECT_GT(overlapping, kPairs / 6);
}

}  // namespace
}  // namespace epa_test
}  // namespace collide
