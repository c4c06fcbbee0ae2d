// Cast() (contacts.h): named cases (a face, a corner, already touching or
// overlapping, misses, thin shapes a long move would jump, 1e6 offsets),
// then random casts whose t is checked by bisection on the distance
// oracles (convex_oracles.h, polytope_oracle.h): the moving distance is convex in t,
// so its first zero is found by a golden-section search for its least
// value and bisection before it. 100,000 sphere-box casts; capsule-capsule
// and box casts onto boxes, AABBs, triangles and hulls (whose oracles cost
// more) fewer.

#include <gtest/gtest.h>

#include <functional>
#include <optional>
#include <random>

#include "collide/convex/contacts.h"
#include "convex/convex_oracles.h"
#include "convex/convex_random_shapes.h"
#include "convex/polytope_oracle.h"

namespace collide {
namespace shape_cast_test {
namespace {

using convex_oracle::L;
using convex_oracle::LVec3;
using convex_oracle::Real;

OrientedBox Cube(const Vec3& center, double half) {
  return OrientedBox{center, Vec3(half), Mat3(1.0)};
}

TEST(ShapeCast, SphereMovingOntoAFaceStopsAtIt) {
  const std::optional<ShapeCastHit> hit =
      Cast(Sphere{Vec3(-5, 0.3, 0.2), 1.0}, Vec3(10, 0, 0), Cube(Vec3(0, 0, 0), 1.0));
  ASSERT_TRUE(hit.has_value());
  EXPECT_NEAR(hit->t, 0.3, 1e-12);
  EXPECT_NEAR(hit->normal.x, 1.0, 1e-12);
  EXPECT_NEAR(hit->point.x, -1.0, 1e-12);
  EXPECT_NEAR(hit->point.y, 0.3, 1e-12);
}

TEST(ShapeCast, BoxMovingOntoACornerStopsAtIt) {
  const OrientedBox corner_first{Vec3(0, 0, 0), Vec3(1.0), RotationFromEulerDegrees({0, 0, 45})};
  const std::optional<ShapeCastHit> hit =
      Cast(Cube(Vec3(-6, 0, 0), 1.0), Vec3(8, 0, 0), corner_first);
  ASSERT_TRUE(hit.has_value());
  EXPECT_NEAR(hit->t, (5.0 - std::sqrt(2.0)) / 8.0, 1e-12);
  EXPECT_NEAR(hit->point.x, -std::sqrt(2.0), 1e-12);
}

TEST(ShapeCast, OverlappingOrTouchingShapesHitAtZero) {
  const std::optional<ShapeCastHit> overlapping =
      Cast(Cube(Vec3(0, 0, 0), 1.0), Vec3(0, 5, 0), Cube(Vec3(1.5, 0, 0), 1.0));
  ASSERT_TRUE(overlapping.has_value());
  EXPECT_EQ(overlapping->t, 0.0);
  EXPECT_NEAR(overlapping->normal.x, 1.0, 1e-12);  // the overlap's, not the move's
  const std::optional<ShapeCastHit> touching =
      Cast(Sphere{Vec3(0, 0, 0), 1.0}, Vec3(-3, 0, 0), Sphere{Vec3(2, 0, 0), 1.0});
  ASSERT_TRUE(touching.has_value());
  EXPECT_EQ(touching->t, 0.0);
  EXPECT_NEAR(touching->normal.x, 1.0, 1e-12);
}

TEST(ShapeCast, MissesAreNothing) {
  const OrientedBox box = Cube(Vec3(0, 0, 0), 1.0);
  EXPECT_FALSE(Cast(Sphere{Vec3(-5, 0, 0), 1.0}, Vec3(-10, 0, 0), box));    // away
  EXPECT_FALSE(Cast(Sphere{Vec3(-5, 2.01, 0), 1.0}, Vec3(10, 0, 0), box));  // beside
  EXPECT_FALSE(Cast(Sphere{Vec3(-5, 0, 0), 1.0}, Vec3(2.9, 0, 0), box));    // short
  EXPECT_FALSE(Cast(Sphere{Vec3(-5, 0, 0), 1.0}, Vec3(0, 0, 0), box));      // not moving
}

TEST(ShapeCast, ThinShapesAreNotJumped) {
  const OrientedBox flat{Vec3(0, 0, 0), Vec3(1, 1, 0), Mat3(1.0)};
  const std::optional<ShapeCastHit> through_flat =
      Cast(Cube(Vec3(0.3, 0.2, -50), 0.01), Vec3(0, 0, 100), flat);
  ASSERT_TRUE(through_flat.has_value());
  EXPECT_NEAR(through_flat->t, (50 - 0.01) / 100, 1e-12);
  EXPECT_NEAR(through_flat->normal.z, 1.0, 1e-12);
  const Triangle triangle{{Vec3(0, 0, 0), Vec3(1, 0, 0), Vec3(0, 1, 0)}};
  const std::optional<ShapeCastHit> through_triangle =
      Cast(ConvexPoint{Vec3(0.2, 0.2, 1e3)}, Vec3(0, 0, -2e3), triangle);
  ASSERT_TRUE(through_triangle.has_value());
  EXPECT_NEAR(through_triangle->t, 0.5, 1e-12);
}

TEST(ShapeCast, CapsulesAtMillionOffsets) {
  const Vec3 far(1e6, -1e6, 1e6);
  const Capsule a{far + Vec3(0, 0, -1), far + Vec3(0, 0, 1), 0.5};
  const Capsule b{far + Vec3(4, -1, 0), far + Vec3(4, 1, 0), 0.5};
  const std::optional<ShapeCastHit> hit = Cast(a, Vec3(6, 0, 0), b);
  ASSERT_TRUE(hit.has_value());
  EXPECT_NEAR(hit->t, 0.5, 1e-9);
  EXPECT_NEAR(hit->normal.x, 1.0, 1e-9);
}

// The first t in [0, 1] where `gap` (the distance less the radii, convex in
// t) reaches 0, or nothing; `least` is its least value on [0, 1].
std::optional<Real> FirstZero(const std::function<Real(Real)>& gap, Real* least) {
  const Real ratio = (std::sqrt(Real(5)) - 1) / 2;
  Real lo = 0;
  Real hi = 1;
  Real x1 = hi - ratio * (hi - lo);
  Real x2 = lo + ratio * (hi - lo);
  Real g1 = gap(x1);
  Real g2 = gap(x2);
  for (int step = 0; step < 32; ++step) {  // to 2e-7 in t: enough to see the least's sign
    if (g1 < g2) {
      hi = x2;
      x2 = x1;
      g2 = g1;
      x1 = hi - ratio * (hi - lo);
      g1 = gap(x1);
    } else {
      lo = x1;
      x1 = x2;
      g1 = g2;
      x2 = lo + ratio * (hi - lo);
      g2 = gap(x2);
    }
  }
  const Real at_start = gap(0);
  const Real at_end = gap(1);
  const Real lowest_t = at_end < g1 ? Real(1) : x1;
  *least = std::min({g1, at_start, at_end});
  if (at_start <= 0) {
    return Real(0);
  }
  if (*least > 0) {
    return std::nullopt;
  }
  Real before = 0;  // gap > 0
  Real after = lowest_t;
  for (int step = 0; step < 40; ++step) {
    const Real middle = (before + after) / 2;
    (gap(middle) > 0 ? before : after) = middle;
  }
  return after;
}

// Touching, for these shapes: contacts.h's 1e-9 times the smaller shape's
// size, which is below 3 here.
constexpr double kTouching = 3e-9;

// Our cast against the oracle's gap function.
void ExpectCastAgrees(const std::optional<ShapeCastHit>& hit, const std::function<Real(Real)>& gap,
                      int n) {
  Real least = 0;
  const std::optional<Real> first = FirstZero(gap, &least);
  if (least < -kTouching) {
    ASSERT_TRUE(hit.has_value()) << "pair " << n;
  }
  if (least > kTouching) {
    ASSERT_FALSE(hit.has_value()) << "pair " << n;
  }
  if (!hit) {
    return;
  }
  ASSERT_GE(hit->t, 0.0);
  ASSERT_LE(hit->t, 1.0);
  ASSERT_NEAR(glm::length(hit->normal), 1.0, 1e-9) << "pair " << n;
  // Touching at our t, and not after the oracle's first contact unless the
  // move only grazes (least barely below 0, where t is ill-conditioned).
  if (hit->t == 0.0) {
    ASSERT_LE(static_cast<double>(gap(0)), kTouching) << "pair " << n;  // overlapping or touching
  } else {
    ASSERT_LE(std::abs(static_cast<double>(gap(hit->t))), kTouching) << "pair " << n;
  }
  if (first && least < -1e-6L) {
    ASSERT_NEAR(hit->t, static_cast<double>(*first), 1e-6) << "pair " << n;
  }
}

// A move from `from` toward near `to`, stopping short or going past.
Vec3 Aimed(convex_oracle::RandomShapes& shapes, const Vec3& from, const Vec3& to) {
  std::uniform_real_distribution<double> reach(0.2, 1.8);
  return (to + shapes.Point(0.8) - from) * reach(shapes.Rng());
}

// A point's distance to a box, in the box's frame.
Real PointBoxDistance(const LVec3& point, const OrientedBox& box) {
  const LVec3 d = point - L(box.center);
  Real squared = 0;
  for (int axis = 0; axis < 3; ++axis) {
    const Real along = convex_oracle::Dot(d, L(box.rotation[axis]));
    const Real outside = std::max(Real(0), std::abs(along) - box.half_extents[axis]);
    squared += outside * outside;
  }
  return std::sqrt(squared);
}

TEST(ShapeCast, SpheresAgainstBoxesAgreeWithBisection) {
  convex_oracle::RandomShapes shapes(3706, 1.5);
  std::uniform_real_distribution<double> radius(0.0, 0.5);
  constexpr int kCasts = 100000;
  int hits = 0;
  for (int n = 0; n < kCasts; ++n) {
    const Sphere sphere{shapes.Point(2.5), radius(shapes.Rng())};
    const OrientedBox box = shapes.Box(n);
    const Vec3 move = Aimed(shapes, sphere.center, box.center);
    const std::optional<ShapeCastHit> hit = Cast(sphere, move, box);
    ExpectCastAgrees(
        hit,
        [&](Real t) {
          return PointBoxDistance(L(sphere.center) + L(move) * t, box) - sphere.radius;
        },
        n);
    hits += hit ? 1 : 0;
  }
  EXPECT_GT(hits, kCasts / 10);
}

// 30,000: each cast costs the oracle some 70 long double closed forms (the
// 100,000 of the cast query are the sphere-box casts above).
TEST(ShapeCast, CapsulesAgainstCapsulesAgreeWithBisection) {
  convex_oracle::RandomShapes shapes(3707, 1.5);
  std::uniform_real_distribution<double> radius(0.0, 0.5);
  constexpr int kCasts = 30000;
  int hits = 0;
  for (int n = 0; n < kCasts; ++n) {
    const Vec3 start_a = shapes.Point(2.5);
    const Vec3 start_b = shapes.Point(1.5);
    const Capsule a{start_a, start_a + shapes.Point(1.0) * double(n % 5 != 0),
                    radius(shapes.Rng())};
    const Capsule b{start_b, start_b + shapes.Point(1.0), radius(shapes.Rng())};
    const Vec3 move = Aimed(shapes, a.start, b.start);
    const std::optional<ShapeCastHit> hit = Cast(a, move, b);
    ExpectCastAgrees(
        hit,
        [&](Real t) {
          const LVec3 shift = L(move) * t;
          return convex_oracle::SegmentSegmentClosedForm(L(a.start) + shift, L(a.end) + shift,
                                                         L(b.start), L(b.end)) -
                 a.radius - b.radius;
        },
        n);
    hits += hit ? 1 : 0;
  }
  EXPECT_GT(hits, kCasts / 10);
}

// A polytope moved by a translation (for the brute force at t).
convex_oracle::Polytope Moved(convex_oracle::Polytope p, const Vec3& by) {
  for (Vec3& v : p.vertices) {
    v += by;
  }
  for (Vec3& m : p.edge_middles) {
    m += by;
  }
  p.center += by;
  for (std::size_t f = 0; f < p.faces.size(); ++f) {
    p.face_offsets[f] += glm::dot(p.face_normals[f], by);
  }
  return p;
}

TEST(ShapeCast, BoxesAgainstPolytopesAgreeWithBisection) {
  convex_oracle::RandomShapes shapes(3708, 1.5);
  constexpr int kCasts = 2000;
  int hits = 0;
  for (int n = 0; n < kCasts; ++n) {
    OrientedBox a = shapes.Box(n);
    a.center *= 2.0;
    const convex_oracle::OracleShape b = shapes.Polytopal(n);  // box, AABB, triangle, hull
    const Vec3 move = Aimed(shapes, a.center, b.core.vertices[0]);
    const std::optional<ShapeCastHit> hit = Cast(a, move, b.shape);
    const convex_oracle::Polytope pa = convex_oracle::FromBox(a);
    ExpectCastAgrees(
        hit,
        [&](Real t) {
          return convex_oracle::PolytopeDistance(Moved(pa, move * static_cast<double>(t)), b.core);
        },
        n);
    hits += hit ? 1 : 0;
  }
  EXPECT_GT(hits, kCasts / 10);
}

}  // namespace
}  // namespace shape_cast_test
}  // namespace collide
