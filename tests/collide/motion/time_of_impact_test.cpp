#include "collide/motion/time_of_impact.h"

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <limits>
#include <random>

namespace collide {
namespace time_of_impact_test {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// ---------------------------------------------------------------- ball-ball

TEST(BallBallImpact, HeadOnTimeIsExact) {
  const MovingSphere a{{0, 0, 0}, {1, 0, 0}, 1};
  const MovingSphere b{{10, 0, 0}, {0, 0, 0}, 1};
  EXPECT_DOUBLE_EQ(*FirstContactTime(a, b, 10.0), 8.0);
  EXPECT_DOUBLE_EQ(*FirstContactTime(a, b, 8.0), 8.0);  // contact at the very end counts
  EXPECT_FALSE(FirstContactTime(a, b, 7.9));
}

TEST(BallBallImpact, BothMovingUsesRelativeMotion) {
  const MovingSphere a{{0, 0, 0}, {1, 0, 0}, 1};
  const MovingSphere b{{10, 0, 0}, {-3, 0, 0}, 2};
  EXPECT_DOUBLE_EQ(*FirstContactTime(a, b, 5.0), 7.0 / 4.0);
}

TEST(BallBallImpact, IsSymmetric) {
  const MovingSphere a{{1, 2, 3}, {0.5, -1, 2}, 1.5};
  const MovingSphere b{{6, -1, 9}, {-1, 0.2, -0.5}, 0.75};
  const auto ab = FirstContactTime(a, b, 5.0);
  const auto ba = FirstContactTime(b, a, 5.0);
  ASSERT_TRUE(ab && ba);
  EXPECT_DOUBLE_EQ(*ab, *ba);
}

TEST(BallBallImpact, TangentPassTouches) {
  // Closest approach exactly r1 + r2 at t = 10.
  const MovingSphere a{{0, 2, 0}, {0, 0, 0}, 1};
  const MovingSphere b{{10, 0, 0}, {-1, 0, 0}, 1};
  ASSERT_TRUE(FirstContactTime(a, b, 20.0));
  EXPECT_DOUBLE_EQ(*FirstContactTime(a, b, 20.0), 10.0);
}

TEST(BallBallImpact, NearMissHasNoContact) {
  const MovingSphere a{{0, 2.000001, 0}, {0, 0, 0}, 1};
  const MovingSphere b{{10, 0, 0}, {-1, 0, 0}, 1};
  EXPECT_FALSE(FirstContactTime(a, b, 100.0));
}

TEST(BallBallImpact, ZeroRelativeSpeed) {
  const MovingSphere a{{0, 0, 0}, {3, 1, 0}, 1};
  const MovingSphere apart{{5, 0, 0}, {3, 1, 0}, 1};
  const MovingSphere overlapping{{1, 0, 0}, {3, 1, 0}, 1};
  EXPECT_FALSE(FirstContactTime(a, apart, 100.0));
  EXPECT_EQ(FirstContactTime(a, overlapping, 1.0), 0.0);
  // Overlapping but not approaching: no new contact for a simulation.
  EXPECT_FALSE(FirstContactTime(a, overlapping, 1.0, StartContact::kCountsIfApproaching));
}

TEST(BallBallImpact, AlreadyOverlapping) {
  const MovingSphere a{{0, 0, 0}, {0, 0, 0}, 1};
  const MovingSphere closing{{1.5, 0, 0}, {-1, 0, 0}, 1};
  const MovingSphere leaving{{1.5, 0, 0}, {1, 0, 0}, 1};
  const MovingSphere touching_leaving{{2, 0, 0}, {1, 0, 0}, 1};
  EXPECT_EQ(FirstContactTime(a, closing, 1.0), 0.0);
  EXPECT_EQ(FirstContactTime(a, leaving, 1.0), 0.0);
  EXPECT_EQ(FirstContactTime(a, touching_leaving, 1.0), 0.0);
  EXPECT_EQ(FirstContactTime(a, closing, 1.0, StartContact::kCountsIfApproaching), 0.0);
  EXPECT_FALSE(FirstContactTime(a, leaving, 1.0, StartContact::kCountsIfApproaching));
  EXPECT_FALSE(FirstContactTime(a, touching_leaving, 1.0, StartContact::kCountsIfApproaching));
}

TEST(BallBallImpact, ConcentricBallsAreInContactButNotApproaching) {
  const MovingSphere a{{0, 0, 0}, {1, 0, 0}, 1};
  const MovingSphere b{{0, 0, 0}, {-1, 0, 0}, 1};
  EXPECT_EQ(FirstContactTime(a, b, 1.0), 0.0);
  EXPECT_FALSE(FirstContactTime(a, b, 1.0, StartContact::kCountsIfApproaching));
}

TEST(BallBallImpact, MovingApartHasNoContact) {
  const MovingSphere a{{0, 0, 0}, {-1, 0, 0}, 1};
  const MovingSphere b{{5, 0, 0}, {1, 0, 0}, 1};
  EXPECT_FALSE(FirstContactTime(a, b, 100.0));
}

TEST(BallBallImpact, PointSpheresMeetOnlyOnCollision) {
  const MovingSphere a{{0, 0, 0}, {1, 0, 0}, 0};
  const MovingSphere b{{4, 0, 0}, {-1, 0, 0}, 0};
  EXPECT_DOUBLE_EQ(*FirstContactTime(a, b, 5.0), 2.0);
}

TEST(BallBallImpact, InvalidInputGivesNoContact) {
  const MovingSphere a{{0, 0, 0}, {1, 0, 0}, 1};
  const MovingSphere b{{3, 0, 0}, {0, 0, 0}, 1};
  EXPECT_FALSE(FirstContactTime(a, b, 0.0));
  EXPECT_FALSE(FirstContactTime(a, b, -1.0));
  EXPECT_FALSE(FirstContactTime(a, b, kNaN));
  EXPECT_FALSE(FirstContactTime(a, MovingSphere{{3, 0, 0}, {0, 0, 0}, -1}, 5.0));
  EXPECT_FALSE(FirstContactTime(a, MovingSphere{{kNaN, 0, 0}, {0, 0, 0}, 1}, 5.0));
  EXPECT_FALSE(FirstContactTimeSliced(a, b, 5.0, 0));
}

// --------------------------------------------------------------- ball-plane

TEST(BallPlaneImpact, FallingOntoFloor) {
  const Plane floor{{0, 0, 0}, {0, 1, 0}};
  // Centre reaches the plane offset by the radius (y = 1) after 3.
  EXPECT_DOUBLE_EQ(*FirstContactTime(MovingSphere{{0, 10, 0}, {0, -3, 0}, 1}, floor, 5.0), 3.0);
  // Oblique: Dsc = 15 along the ray, Dst = 5 * 5 = 25, Tc = 15 * 5 / 25.
  EXPECT_DOUBLE_EQ(*FirstContactTime(MovingSphere{{0, 10, 0}, {4, -3, 0}, 1}, floor, 5.0), 3.0);
  EXPECT_FALSE(FirstContactTime(MovingSphere{{0, 10, 0}, {0, -3, 0}, 1}, floor, 2.9));
}

TEST(BallPlaneImpact, NormalLengthDoesNotMatter) {
  const MovingSphere ball{{2, 7, -1}, {1, -2, 0.5}, 1.5};
  const auto unit = FirstContactTime(ball, Plane{{0, 1, 0}, {0, 1, 0}}, 10.0);
  const auto long_normal = FirstContactTime(ball, Plane{{5, 1, 5}, {0, 40, 0}}, 10.0);
  ASSERT_TRUE(unit && long_normal);
  EXPECT_DOUBLE_EQ(*unit, *long_normal);
}

TEST(BallPlaneImpact, PlaneIsTwoSided) {
  const Plane floor{{0, 0, 0}, {0, 1, 0}};
  EXPECT_DOUBLE_EQ(*FirstContactTime(MovingSphere{{0, -10, 0}, {0, 3, 0}, 1}, floor, 5.0), 3.0);
}

TEST(BallPlaneImpact, ParallelOrLeavingHasNoContact) {
  const Plane floor{{0, 0, 0}, {0, 1, 0}};
  EXPECT_FALSE(FirstContactTime(MovingSphere{{0, 10, 0}, {3, 0, 0}, 1}, floor, 100.0));
  EXPECT_FALSE(FirstContactTime(MovingSphere{{0, 10, 0}, {0, 1, 0}, 1}, floor, 100.0));
  EXPECT_FALSE(FirstContactTime(MovingSphere{{0, 10, 0}, {0, 0, 0}, 1}, floor, 100.0));
}

TEST(BallPlaneImpact, TouchingAtStart) {
  const Plane floor{{0, 0, 0}, {0, 1, 0}};
  const MovingSphere resting{{0, 1, 0}, {0, 0, 0}, 1};
  const MovingSphere pressing{{0, 1, 0}, {1, -0.03, 0}, 1};
  const MovingSphere leaving{{0, 0.5, 0}, {1, 0.03, 0}, 1};
  EXPECT_EQ(FirstContactTime(resting, floor, 1.0), 0.0);
  EXPECT_FALSE(FirstContactTime(resting, floor, 1.0, StartContact::kCountsIfApproaching));
  EXPECT_EQ(FirstContactTime(pressing, floor, 1.0, StartContact::kCountsIfApproaching), 0.0);
  EXPECT_EQ(FirstContactTime(leaving, floor, 1.0), 0.0);
  EXPECT_FALSE(FirstContactTime(leaving, floor, 1.0, StartContact::kCountsIfApproaching));
}

TEST(BallPlaneImpact, ZeroNormalGivesNoContact) {
  EXPECT_FALSE(
      FirstContactTime(MovingSphere{{0, 10, 0}, {0, -3, 0}, 1}, Plane{{0, 0, 0}, {0, 0, 0}}, 5.0));
}

// ------------------------------------------------------------ ball-cylinder

TEST(BallCylinderImpact, RadiusIsGrownByTheBall) {
  // The seed's first cylinder: own radius 60, ball 20, so centres stop at 80.
  const Cylinder column{{0, 0, 0}, {0, 1, 0}, 60};
  const MovingSphere ball{{200, 50, 0}, {-2, 0, 0}, 20};
  EXPECT_DOUBLE_EQ(*FirstContactTime(ball, column, 100.0), 60.0);
}

TEST(BallCylinderImpact, ObliqueAxisAndVelocity) {
  // Axis (0, 1, 1): the distance of (x, y, z) from it is
  // sqrt(x^2 + (y - z)^2 / 2); the ball moves along the axis while closing in x.
  const Cylinder c{{0, 0, 0}, {0, 1, 1}, 2};
  const MovingSphere ball{{-10, 0, 0}, {1, 3, 3}, 1};
  EXPECT_DOUBLE_EQ(*FirstContactTime(ball, c, 10.0), 7.0);
}

TEST(BallCylinderImpact, MovingAlongTheAxisNeverTouches) {
  const Cylinder c{{0, 0, 0}, {0, 1, 0}, 2};
  EXPECT_FALSE(FirstContactTime(MovingSphere{{5, 0, 0}, {0, -7, 0}, 1}, c, 100.0));
}

TEST(BallCylinderImpact, MissPassesBeside) {
  const Cylinder c{{0, 0, 0}, {0, 1, 0}, 2};
  EXPECT_FALSE(FirstContactTime(MovingSphere{{-10, 0, 3.01}, {1, 0, 0}, 1}, c, 100.0));
  EXPECT_TRUE(FirstContactTime(MovingSphere{{-10, 0, 2.99}, {1, 0, 0}, 1}, c, 100.0));
}

TEST(BallCylinderImpact, InsideAtStart) {
  const Cylinder c{{0, 0, 0}, {0, 1, 0}, 2};
  const MovingSphere outward{{1, 0, 0}, {1, 0, 0}, 1};
  const MovingSphere inward{{1, 0, 0}, {-1, 0, 0}, 1};
  EXPECT_EQ(FirstContactTime(outward, c, 1.0), 0.0);
  EXPECT_FALSE(FirstContactTime(outward, c, 1.0, StartContact::kCountsIfApproaching));
  EXPECT_EQ(FirstContactTime(inward, c, 1.0, StartContact::kCountsIfApproaching), 0.0);
}

TEST(BallCylinderImpact, InvalidCylinderGivesNoContact) {
  const MovingSphere ball{{10, 0, 0}, {-1, 0, 0}, 1};
  EXPECT_FALSE(FirstContactTime(ball, Cylinder{{0, 0, 0}, {0, 0, 0}, 2}, 100.0));
  EXPECT_FALSE(FirstContactTime(ball, Cylinder{{0, 0, 0}, {0, 1, 0}, -2}, 100.0));
}

// ------------------------------------------------------------------ sliced

TEST(SlicedImpact, SeedExampleThreeSlices) {
  // Checked at 0, 1/3, 2/3 and 1: first overlap at 2/3, so the answer is the
  // slice before it, 1/3; the exact contact is at 1/2.
  const MovingSphere a{{0, 0, 0}, {16, 0, 0}, 1};
  const MovingSphere b{{10, 0, 0}, {0, 0, 0}, 1};
  EXPECT_DOUBLE_EQ(*FirstContactTime(a, b, 1.0), 0.5);
  EXPECT_DOUBLE_EQ(*FirstContactTimeSliced(a, b, 1.0, 3), 1.0 / 3.0);
  EXPECT_DOUBLE_EQ(*FirstContactTime(a, b, 1.0, BallBallMethod::kSliced, 3), 1.0 / 3.0);
}

TEST(SlicedImpact, DefaultIsTheSeeds150) {
  const MovingSphere a{{0, 0, 0}, {16, 0, 0}, 1};
  const MovingSphere b{{10, 0, 0}, {0, 0, 0}, 1};
  // Exact 0.5 is slice 75 of 150; the centres touch there, which counts as
  // an overlap, so the answer is slice 74.
  EXPECT_DOUBLE_EQ(*FirstContactTimeSliced(a, b, 1.0), 74.0 / 150.0);
}

TEST(SlicedImpact, PreFilterSkipsPairsThatPassWide) {
  const MovingSphere a{{0, 0, 0}, {16, 0, 0}, 1};
  const MovingSphere b{{10, 2.5, 0}, {0, 0, 0}, 1};
  EXPECT_FALSE(FirstContactTimeSliced(a, b, 1.0));
  EXPECT_FALSE(FirstContactTime(a, b, 1.0));
}

TEST(SlicedImpact, OverlapAtStart) {
  const MovingSphere a{{0, 0, 0}, {0, 0, 0}, 1};
  const MovingSphere b{{1, 0, 0}, {1, 0, 0}, 1};
  EXPECT_EQ(FirstContactTimeSliced(a, b, 1.0), 0.0);
  EXPECT_FALSE(
      FirstContactTimeSliced(a, b, 1.0, kSeedSliceCount, StartContact::kCountsIfApproaching));
}

// -------------------------------------------------------------- tunnelling

// A small fast ball passes through a resting one between two of the 150
// slices of a step of 0.6 (slices at t = k * 0.004). With radius 2 against
// 20 the centres must come within 22.

// Head on: overlap lasts 44 units of travel; at 12,000 units per unit time
// the ball covers 48 units per slice, and it starts so that the slices at
// t = 0.300 and 0.304 put it at x = -24 and +24.
TEST(ImpactTunnelling, HeadOnSmallFastBallPassesBetweenSlices) {
  const MovingSphere big{{0, 0, 0}, {0, 0, 0}, 20};
  const MovingSphere small{{-3624, 0, 0}, {12000, 0, 0}, 2};
  const double dt = 0.6;
  EXPECT_FALSE(FirstContactTimeSliced(small, big, dt, 150));
  const auto exact = FirstContactTime(small, big, dt);
  ASSERT_TRUE(exact);
  EXPECT_NEAR(*exact, 3602.0 / 12000.0, 1e-15);  // 0.30016666...
  // More slices catch it: 300 slices put one at x = 0.
  EXPECT_TRUE(FirstContactTimeSliced(small, big, dt, 300));
}

// Glancing, at room scale: 21.8 off the big ball's centre the overlap lasts
// 2 sqrt(22^2 - 21.8^2) = 5.92 units of travel; at 2,000 units per unit time
// (1,200 per step) the ball covers 8 per slice, at x = -4 and +4 at the
// slices t = 0.300 and 0.304.
TEST(ImpactTunnelling, GlancingPassSlipsBetweenSlices) {
  const MovingSphere big{{0, 0, 0}, {0, 0, 0}, 20};
  const MovingSphere small{{-604, 21.8, 0}, {2000, 0, 0}, 2};
  const double dt = 0.6;
  EXPECT_FALSE(FirstContactTimeSliced(small, big, dt, 150));
  const auto exact = FirstContactTime(small, big, dt);
  ASSERT_TRUE(exact);
  const double half_chord = std::sqrt(22.0 * 22.0 - 21.8 * 21.8);
  EXPECT_NEAR(*exact, (604.0 - half_chord) / 2000.0, 1e-12);  // 0.3005202...
}

// ----------------------------------------------- against brute-force bisection

// The reference knows nothing of quadratics: f(t) is a convex gap function
// (negative or zero when in contact). A ternary search finds its minimum on
// [0, dt]; the first contact, if any, is where f crosses zero on the way
// down, found by bisection.
struct Reference {
  std::optional<double> time;
  bool ambiguous = false;  // tangent or at the end of the step: rounding decides
};

Reference BisectionFirstContact(const std::function<double(double)>& f, double dt, double scale) {
  if (f(0.0) <= 0.0) {
    return {0.0, false};
  }
  double lo = 0.0;
  double hi = dt;
  for (int i = 0; i < 300; ++i) {
    const double m1 = lo + (hi - lo) / 3.0;
    const double m2 = hi - (hi - lo) / 3.0;
    (f(m1) <= f(m2) ? hi : lo) = (f(m1) <= f(m2) ? m2 : m1);
  }
  const double t_min = 0.5 * (lo + hi);
  const double f_min = f(t_min);
  Reference r;
  r.ambiguous = std::abs(f_min) < 1e-7 * scale;
  if (f_min > 0.0) {
    return r;
  }
  lo = 0.0;
  hi = t_min;
  for (int i = 0; i < 300; ++i) {
    const double mid = 0.5 * (lo + hi);
    (f(mid) > 0.0 ? lo : hi) = mid;
  }
  r.time = hi;
  r.ambiguous = r.ambiguous || std::abs(dt - hi) < 1e-9 * dt;
  return r;
}

class RandomPairs {
 public:
  explicit RandomPairs(unsigned seed) : rng_(seed) {}
  double uniform(double lo, double hi) {
    return std::uniform_real_distribution<double>(lo, hi)(rng_);
  }
  Vec3 vec(double extent) {
    return {uniform(-extent, extent), uniform(-extent, extent), uniform(-extent, extent)};
  }
  // Sphere b placed near a's path so that about half the pairs touch.
  std::pair<MovingSphere, MovingSphere> pair(double dt) {
    MovingSphere a{vec(10), vec(10), uniform(0.0, 3.0)};
    MovingSphere b{{}, vec(10), uniform(0.0, 3.0)};
    if (uniform(0, 1) < 0.1) {
      b.velocity = a.velocity;  // no relative motion
    }
    const double meet = uniform(-0.2, 1.3) * dt;
    b.center = a.center + (a.velocity - b.velocity) * meet +
               vec(1.0) * (1.2 * (a.radius + b.radius) + 0.01);
    return {a, b};
  }

 private:
  std::mt19937 rng_;
};

TEST(ImpactVsBisection, BallBallAgreesOnThousandsOfRandomPairs) {
  RandomPairs random(12345);
  int contacts = 0;
  int misses = 0;
  int ambiguous = 0;
  for (int n = 0; n < 5000; ++n) {
    const double dt = random.uniform(0.05, 2.0);
    // Named, not a structured binding: clang 14 (clang-tidy) cannot capture one.
    const auto pair = random.pair(dt);
    const MovingSphere& a = pair.first;
    const MovingSphere& b = pair.second;
    const double reach = a.radius + b.radius;
    const auto gap = [&](double t) {
      const Vec3 d = (b.center + b.velocity * t) - (a.center + a.velocity * t);
      return glm::dot(d, d) - reach * reach;
    };
    const Reference ref = BisectionFirstContact(gap, dt, reach * reach + 1.0);
    const auto analytic = FirstContactTime(a, b, dt);
    if (ref.ambiguous) {
      ++ambiguous;
      continue;
    }
    ASSERT_EQ(analytic.has_value(), ref.time.has_value()) << "pair " << n;
    if (analytic) {
      ++contacts;
      EXPECT_NEAR(*analytic, *ref.time, 1e-9 * dt) << "pair " << n;
    } else {
      ++misses;
    }
  }
  EXPECT_GT(contacts, 1500);
  EXPECT_GT(misses, 1500);
  EXPECT_LT(ambiguous, 50);
}

TEST(ImpactVsBisection, BallPlaneAgreesOnThousandsOfRandomCases) {
  RandomPairs random(777);
  int contacts = 0;
  for (int n = 0; n < 5000; ++n) {
    const double dt = random.uniform(0.05, 2.0);
    const Plane plane{random.vec(10), random.vec(1)};
    const MovingSphere ball{random.vec(10), random.vec(20), random.uniform(0.0, 3.0)};
    const Vec3 unit = glm::normalize(plane.normal);
    const auto gap = [&](double t) {
      return std::abs(glm::dot(ball.center + ball.velocity * t - plane.point, unit)) - ball.radius;
    };
    const Reference ref = BisectionFirstContact(gap, dt, ball.radius + 1.0);
    if (ref.ambiguous) {
      continue;
    }
    const auto analytic = FirstContactTime(ball, plane, dt);
    ASSERT_EQ(analytic.has_value(), ref.time.has_value()) << "case " << n;
    if (analytic) {
      ++contacts;
      EXPECT_NEAR(*analytic, *ref.time, 1e-9 * dt) << "case " << n;
    }
  }
  EXPECT_GT(contacts, 1000);
}

TEST(ImpactVsBisection, BallCylinderAgreesOnThousandsOfRandomCases) {
  RandomPairs random(4242);
  int contacts = 0;
  for (int n = 0; n < 5000; ++n) {
    const double dt = random.uniform(0.05, 2.0);
    const Cylinder cylinder{random.vec(10), random.vec(1), random.uniform(0.0, 4.0)};
    const MovingSphere ball{random.vec(12), random.vec(20), random.uniform(0.0, 3.0)};
    const Vec3 axis = glm::normalize(cylinder.axis);
    const double reach = cylinder.radius + ball.radius;
    const auto gap = [&](double t) {
      const Vec3 w = ball.center + ball.velocity * t - cylinder.point;
      const Vec3 perp = w - axis * glm::dot(w, axis);
      return glm::dot(perp, perp) - reach * reach;
    };
    const Reference ref = BisectionFirstContact(gap, dt, reach * reach + 1.0);
    if (ref.ambiguous) {
      continue;
    }
    const auto analytic = FirstContactTime(ball, cylinder, dt);
    ASSERT_EQ(analytic.has_value(), ref.time.has_value()) << "case " << n;
    if (analytic) {
      ++contacts;
      EXPECT_NEAR(*analytic, *ref.time, 1e-9 * dt) << "case " << n;
    }
  }
  EXPECT_GT(contacts, 600);
}

// The slice before the first overlapping one lies before the exact contact,
// and the exact contact is no later than that overlapping slice.
TEST(SlicedImpact, WithinOneSliceOfAnalyticWheneverItFindsAContact) {
  RandomPairs random(2024);
  int found = 0;
  int tunnelled = 0;
  for (int n = 0; n < 5000; ++n) {
    const double dt = random.uniform(0.05, 2.0);
    const int slices = n % 2 == 0 ? kSeedSliceCount : static_cast<int>(random.uniform(1, 400));
    const auto [a, b] = random.pair(dt);
    const auto sliced = FirstContactTimeSliced(a, b, dt, slices);
    const auto analytic = FirstContactTime(a, b, dt);
    if (!sliced) {
      tunnelled += analytic.has_value();
      continue;
    }
    ++found;
    ASSERT_TRUE(analytic) << "pair " << n;
    const double slice = dt / slices;
    EXPECT_LE(*sliced, *analytic + 1e-12 * dt) << "pair " << n;
    EXPECT_LE(*analytic, *sliced + slice + 1e-12 * dt) << "pair " << n;
  }
  EXPECT_GT(found, 1500);
  // Grazing pairs the slices step over exist but are rare at these speeds.
  EXPECT_LT(tunnelled, found / 10);
}

// -------------------------------------------------------------- validation

TEST(ImpactValidation, ReportsWhatIsWrong) {
  EXPECT_FALSE(Validate(Plane{{0, 0, 0}, {0, 2, 0}}));
  EXPECT_EQ(Validate(Plane{{0, 0, 0}, {0, 0, 0}}), "plane normal is zero");
  EXPECT_EQ(Validate(Plane{{kNaN, 0, 0}, {0, 1, 0}}), "plane point has a non-finite coordinate");

  EXPECT_FALSE(Validate(Cylinder{{0, 0, 0}, {0, 1, 1}, 0}));
  EXPECT_EQ(Validate(Cylinder{{0, 0, 0}, {0, 0, 0}, 1}), "cylinder axis is zero");
  EXPECT_EQ(Validate(Cylinder{{0, 0, 0}, {0, 1, 0}, -1}),
            "cylinder radius is negative (-1.000000)");

  EXPECT_FALSE(Validate(MovingSphere{{0, 0, 0}, {1, 0, 0}, 0}));
  EXPECT_EQ(Validate(MovingSphere{{0, 0, 0}, {1, 0, 0}, -2}),
            "sphere radius is negative (-2.000000)");
  EXPECT_EQ(Validate(MovingSphere{{0, 0, 0}, {kNaN, 0, 0}, 1}),
            "sphere velocity has a non-finite coordinate");

  EXPECT_FALSE(ValidateTimeStep(0.6));
  EXPECT_EQ(ValidateTimeStep(0.0), "time step must be positive (got 0.000000)");
  EXPECT_EQ(ValidateTimeStep(-1.0), "time step must be positive (got -1.000000)");
  EXPECT_EQ(ValidateTimeStep(kNaN), "time step is not finite");

  EXPECT_FALSE(ValidateSliceCount(1));
  EXPECT_EQ(ValidateSliceCount(0), "slice count must be at least 1 (got 0)");

  EXPECT_FALSE(ValidateMass(1e-9));
  EXPECT_EQ(ValidateMass(0.0), "mass must be positive (got 0.000000)");
  EXPECT_EQ(ValidateMass(-3.0), "mass must be positive (got -3.000000)");
}

}  // namespace
}  // namespace time_of_impact_test
}  // namespace collide
