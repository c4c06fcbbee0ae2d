#include "collide/motion/ball_simulation.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

#include "ball_fixtures.h"
#include "ball_oracles.h"
#include "collide/motion/magic_room.h"

// Single steps, resting, the event cap, validation and prediction; the
// room's start states. Comparisons with references are in
// ball_simulation_reference_test.cpp, long runs' invariants in
// ball_simulation_invariants_test.cpp.

namespace collide {
namespace ball_simulation_test {
namespace {

using testing::Analytic;
using testing::DeepestPenetration;
using testing::EmptyWorld;
using testing::IntegratorEnergy;
using testing::KineticEnergy;

// ------------------------------------------------------------ single steps

TEST(BallSimulation, GravityIsAddedOncePerStepThenBallsMoveInStraightLines) {
  BallWorld world = EmptyWorld(0.6);
  world.gravity = {0.0, -0.05, 0.0};
  world.balls = {{{1, 2, 3}, {0.5, -0.1, 0.5}, 20, 1}};
  BallSimulation sim(world);
  const StepReport& r = sim.step();
  EXPECT_EQ(r.events, 0);
  const Vec3 v(0.5, -0.13, 0.5);
  EXPECT_NEAR(glm::length(sim.world().balls[0].velocity - v), 0.0, 1e-15);
  EXPECT_NEAR(glm::length(sim.world().balls[0].center - (Vec3(1, 2, 3) + v * 0.6)), 0.0, 1e-14);
}

TEST(BallSimulation, BallBouncesOffTheFloorWithItsSpeedKept) {
  BallWorld world = EmptyWorld(1.0);
  world.planes = {{{0, 0, 0}, {0, 1, 0}}};
  world.balls = {{{3, 1.5, 0}, {1, -1, 0}, 1, 1}};
  BallSimulation sim(world, Analytic());
  const StepReport& r = sim.step();
  ASSERT_EQ(r.events, 1);
  ASSERT_EQ(r.contacts.size(), 1u);
  const Contact& c = r.contacts[0];
  EXPECT_EQ(c.kind, ContactKind::kBallPlane);
  EXPECT_EQ(c.ball, 0);
  EXPECT_EQ(c.other, 0);
  EXPECT_DOUBLE_EQ(c.time, 0.5);
  EXPECT_NEAR(glm::length(c.point - Vec3(3.5, 0, 0)), 0.0, 1e-15);
  EXPECT_NEAR(glm::length(c.normal - Vec3(0, 1, 0)), 0.0, 1e-15);
  EXPECT_NEAR(glm::length(c.ball_center - Vec3(3.5, 1, 0)), 0.0, 1e-15);
  EXPECT_NEAR(glm::length(sim.world().balls[0].velocity - Vec3(1, 1, 0)), 0.0, 1e-15);
  EXPECT_NEAR(glm::length(sim.world().balls[0].center - Vec3(4, 1.5, 0)), 0.0, 1e-15);
  ASSERT_EQ(r.start_centers.size(), 1u);
  EXPECT_EQ(r.start_centers[0], Vec3(3, 1.5, 0));
}

TEST(BallSimulation, BallBouncesOffACylinder) {
  BallWorld world = EmptyWorld(10.0);
  world.cylinders = {{{0, 0, 0}, {0, 1, 0}, 2}};
  world.balls = {{{10, 0, 0}, {-1, 0, 0}, 1, 1}};
  BallSimulation sim(world, Analytic());
  const StepReport& r = sim.step();
  ASSERT_EQ(r.contacts.size(), 1u);
  EXPECT_EQ(r.contacts[0].kind, ContactKind::kBallCylinder);
  EXPECT_DOUBLE_EQ(r.contacts[0].time, 7.0);
  EXPECT_NEAR(glm::length(r.contacts[0].point - Vec3(2, 0, 0)), 0.0, 1e-15);
  EXPECT_NEAR(glm::length(sim.world().balls[0].center - Vec3(6, 0, 0)), 0.0, 1e-14);
}

// The seed's response: the components along the line of centres swap.
TEST(BallSimulation, EqualMassesExchangeTheNormalComponents) {
  BallWorld world = EmptyWorld(5.0);
  world.balls = {{{0, 0, 0}, {1, 0, 0}, 1, 1}, {{4, 1, 0}, {0, 0, 0}, 1, 1}};
  BallSimulation sim(world, Analytic());
  const StepReport& r = sim.step();
  ASSERT_EQ(r.contacts.size(), 1u);
  const Contact& c = r.contacts[0];
  EXPECT_EQ(c.kind, ContactKind::kBallBall);
  EXPECT_EQ(c.ball, 0);
  EXPECT_EQ(c.other, 1);
  EXPECT_NEAR(c.time, 4.0 - std::sqrt(3.0), 1e-15);
  const double s3 = std::sqrt(3.0);
  EXPECT_NEAR(glm::length(c.normal - Vec3(-s3 / 2, -0.5, 0)), 0.0, 1e-15);
  EXPECT_NEAR(glm::length(sim.world().balls[0].velocity - Vec3(0.25, -s3 / 4, 0)), 0.0, 1e-15);
  EXPECT_NEAR(glm::length(sim.world().balls[1].velocity - Vec3(0.75, s3 / 4, 0)), 0.0, 1e-15);
}

TEST(BallSimulation, UnequalMassesConserveMomentumAndKineticEnergy) {
  BallWorld world = EmptyWorld(5.0);
  world.balls = {{{0, 0, 0}, {2, 0, 0}, 1, 1}, {{4, 0, 0}, {0, 0, 0}, 1, 3}};
  BallSimulation sim(world, Analytic());
  sim.step();
  EXPECT_NEAR(sim.world().balls[0].velocity.x, -1.0, 1e-15);
  EXPECT_NEAR(sim.world().balls[1].velocity.x, 1.0, 1e-15);
  EXPECT_NEAR(KineticEnergy(sim.world()), 2.0, 1e-14);
}

TEST(BallSimulation, SlicedResponseHappensAtTheSliceBeforeContact) {
  BallWorld world = EmptyWorld(1.0);
  world.balls = {{{0, 0, 0}, {16, 0, 0}, 1, 1}, {{10, 0, 0}, {0, 0, 0}, 1, 1}};
  BallSimulationSettings settings;  // the seed's sliced search, 150 slices
  BallSimulation sim(world, settings);
  const StepReport& r = sim.step();
  ASSERT_EQ(r.contacts.size(), 1u);
  EXPECT_DOUBLE_EQ(r.contacts[0].time, 74.0 / 150.0);
  // Stopped short: the centres are still 16/150 apart beyond touching.
  EXPECT_NEAR(glm::length(r.contacts[0].other_center - r.contacts[0].ball_center),
              2.0 + 16.0 / 150.0, 1e-12);
  EXPECT_NEAR(sim.world().balls[1].velocity.x, 16.0, 1e-15);
}

// The numbers of ImpactTunnelling.HeadOnSmallFastBallPassesBetweenSlices, in
// the step loop: the sliced search lets the small ball through, the analytic
// one bounces it off.
TEST(BallSimulation, SmallFastBallTunnelsWithSlicesAndBouncesWithAnalytic) {
  BallWorld world = EmptyWorld(0.6);
  world.balls = {{{-3624, 0, 0}, {12000, 0, 0}, 2, 1}, {{0, 0, 0}, {0, 0, 0}, 20, 1000}};
  BallSimulation sliced(world);
  const StepReport& rs = sliced.step();
  EXPECT_EQ(rs.events, 0);
  EXPECT_EQ(sliced.world().balls[0].center.x, -3624.0 + 12000.0 * 0.6);  // out the other side
  BallSimulation exact(world, Analytic());
  const StepReport& ra = exact.step();
  ASSERT_EQ(ra.events, 1);
  EXPECT_NEAR(ra.contacts[0].time, 3602.0 / 12000.0, 1e-15);
  EXPECT_LT(exact.world().balls[0].velocity.x, 0.0);
  EXPECT_LT(exact.world().balls[0].center.x, -22.0);
}

// ----------------------------------------------------- resting and stacking

TEST(BallSimulation, BallRestingOnTheFloorNeitherSinksNorBlowsUp) {
  BallWorld world = MagicRoomWorld();
  world.balls = {{{-100, kMagicRoomFloorY + 20, 100}, {0, 0, 0}, 20, 1}};
  BallSimulation sim(world, Analytic());
  int most_events = 0;
  for (int step = 0; step < 100000; ++step) {
    const StepReport& r = sim.step();
    most_events = std::max(most_events, r.events);
    const Ball& b = sim.world().balls[0];
    ASSERT_TRUE(IsFinite(b.center) && IsFinite(b.velocity)) << "step " << step;
    ASSERT_GE(b.center.y, kMagicRoomFloorY + 20 - 1e-9) << "step " << step;
    // The kick of 0.03 a step bounces it by at most 0.018.
    ASSERT_LE(b.center.y, kMagicRoomFloorY + 20 + 0.02) << "step " << step;
    ASSERT_FALSE(r.cap_hit);
  }
  EXPECT_LE(most_events, 2);
}

// A ball in a corner on the floor and a stack of three: every step starts
// with several contacts at t = 0 that hand the kick around. Nothing sinks,
// overlaps or blows up. The stack does not stay put, though: a bounce right
// after the kick (t = 0) gains (dt/2) m g.(v_before - v_after) of
// IntegratorEnergy() and a stack makes most of its bounces there, so it
// slowly heats up (measured: +4.2 over 100,000 steps, the top ball hopping
// some 20 units). The gain is exactly what the contact account says.
TEST(BallSimulation, PileInACornerNeitherSinksNorOverlaps) {
  BallWorld world = MagicRoomWorld();
  const double low = kMagicRoomFloorY + 20;
  world.balls = {{{300, low, 300}, {0, 0, 0}, 20, 1},
                 {{-100, low, 100}, {0, 0, 0}, 20, 1},
                 {{-100, low + 40, 100}, {0, 0, 0}, 20, 1},
                 {{-100, low + 80, 100}, {0, 0, 0}, 20, 2}};
  BallSimulation sim(world, Analytic());
  const double e0 = IntegratorEnergy(world);
  double accounted = 0.0;
  for (int step = 0; step < 20000; ++step) {
    const StepReport& r = sim.step();
    ASSERT_FALSE(r.cap_hit) << "step " << step;
    ASSERT_LE(r.events, 12) << "step " << step;
    ASSERT_LE(DeepestPenetration(sim.world()).depth, 1e-9) << "step " << step;
    for (const Ball& b : sim.world().balls) {
      ASSERT_TRUE(IsFinite(b.center) && IsFinite(b.velocity)) << "step " << step;
      ASSERT_TRUE(InsideMagicRoom(b, 1e-9)) << "step " << step;
    }
    accounted += r.energy_change;
    ASSERT_NEAR(IntegratorEnergy(sim.world()) - e0, accounted, 1e-9) << "step " << step;
  }
  // The corner ball keeps to a small hop: alone it would hop exactly 0.018
  // on a four-step cycle; the other contacts' rounding shifts its bounces
  // within the step, so it wanders a little (0.18 at most in 10^6 steps).
  EXPECT_LT(sim.world().balls[0].center.y, low + 0.5);
}

// ------------------------------------------------------------------- cap

TEST(BallSimulation, EventCapStopsTheStepAndSaysSo) {
  // A ball between two walls 1 unit wider than itself, at 100 units per unit
  // time: a bounce every 0.01.
  BallWorld world = EmptyWorld(1.0);
  world.planes = {{{1.5, 0, 0}, {-1, 0, 0}}, {{-1.5, 0, 0}, {1, 0, 0}}};
  world.balls = {{{0, 0, 0}, {100, 0, 0}, 1, 1}};
  BallSimulationSettings settings = Analytic();
  settings.max_events_per_step = 10;
  BallSimulation sim(world, settings);
  const StepReport& r = sim.step();
  EXPECT_TRUE(r.cap_hit);
  EXPECT_EQ(r.events, 10);
  EXPECT_NEAR(r.time_dropped, 1.0 - 0.095, 1e-12);
  EXPECT_LE(std::abs(sim.world().balls[0].center.x), 0.5 + 1e-12);

  settings.max_events_per_step = 1000;
  BallSimulation uncapped(world, settings);
  const StepReport& full = uncapped.step();
  EXPECT_FALSE(full.cap_hit);
  EXPECT_EQ(full.events, 100);
  EXPECT_NEAR(uncapped.world().balls[0].center.x, 0.0, 1e-9);
}

// ------------------------------------------------------------ validation

TEST(BallSimulation, InvalidWorldIsReportedAndNothingMoves) {
  BallWorld world = MagicRoomWorld();
  world.balls[2].mass = 0.0;
  BallSimulation sim(world);
  const StepReport& r = sim.step();
  ASSERT_TRUE(r.error);
  EXPECT_EQ(*r.error, "ball 2: mass must be positive (got 0.000000)");
  EXPECT_EQ(sim.world().balls[0].center, world.balls[0].center);
  EXPECT_EQ(sim.step_count(), 0);
}

TEST(BallSimulation, ValidationNamesTheItem) {
  BallWorld world = MagicRoomWorld();
  EXPECT_FALSE(Validate(world));
  world.planes[1].normal = Vec3(0.0);
  EXPECT_EQ(Validate(world), "plane 1: plane normal is zero");
  world = MagicRoomWorld();
  world.cylinders[2].radius = -1.0;
  EXPECT_EQ(Validate(world), "cylinder 2: cylinder radius is negative (-1.000000)");
  world = MagicRoomWorld();
  world.balls[7].radius = -20.0;
  EXPECT_EQ(Validate(world), "ball 7: sphere radius is negative (-20.000000)");
  world = MagicRoomWorld();
  world.time_step = 0.0;
  EXPECT_EQ(Validate(world), "time step must be positive (got 0.000000)");
  BallSimulationSettings settings;
  settings.slices = 0;
  EXPECT_EQ(Validate(settings), "slice count must be at least 1 (got 0)");
  settings.slices = 150;
  settings.max_events_per_step = 0;
  EXPECT_EQ(Validate(settings), "event cap must be at least 1 (got 0)");
}

// ------------------------------------------------------------ prediction

TEST(BallSimulation, PredictionIsTheNextStepsFirstContact) {
  for (const BallBallMethod method : {BallBallMethod::kAnalytic, BallBallMethod::kSliced}) {
    BallSimulationSettings settings;
    settings.method = method;
    BallSimulation sim(MagicRoomWorld(), settings);
    std::optional<Contact> predicted = PredictNextContact(sim.world(), sim.settings());
    int checked = 0;
    for (int step = 0; step < 3000; ++step) {
      const StepReport& r = sim.step();
      ASSERT_EQ(predicted.has_value(), !r.contacts.empty()) << "step " << step;
      if (predicted) {
        const Contact& first = r.contacts.front();
        EXPECT_EQ(predicted->kind, first.kind);
        EXPECT_EQ(predicted->ball, first.ball);
        EXPECT_EQ(predicted->other, first.other);
        EXPECT_NEAR(predicted->time, first.time, 1e-12);
        EXPECT_NEAR(glm::length(predicted->point - first.point), 0.0, 1e-9);
        ++checked;
      }
      predicted = r.predicted_next;
    }
    EXPECT_GT(checked, 100);
  }
}

// -------------------------------------------------------------- the room

TEST(MagicRoom, PrimitivesGrownByTheBallAreTheOriginalsStoredOnes) {
  const std::vector<Plane> planes = MagicRoomPlanes();
  ASSERT_EQ(planes.size(), 5u);
  // The original tested centres against planes at -300 and +-300.
  const Vec3 origin(0.0);
  for (const Plane& p : planes) {
    EXPECT_DOUBLE_EQ(SignedDistance(p, origin) - kMagicRoomBallRadius, 300.0);
  }
  const std::vector<Cylinder> cylinders = MagicRoomCylinders();
  ASSERT_EQ(cylinders.size(), 3u);
  EXPECT_EQ(cylinders[0].radius + kMagicRoomBallRadius, 60.0 + 20.0);
  EXPECT_EQ(cylinders[1].radius + kMagicRoomBallRadius, 60.0 + 20.0);
  EXPECT_EQ(cylinders[2].radius + kMagicRoomBallRadius, 30.0 + 20.0);
  EXPECT_NEAR(glm::length(cylinders[2].axis), 1.0, 1e-15);
}

TEST(MagicRoom, FaithfulStartHasBall3OutsideAndBall4TouchingTheWall) {
  const BallWorld world = MagicRoomWorldFaithful();
  ASSERT_EQ(world.balls.size(), 10u);
  EXPECT_EQ(world.balls[3].center, Vec3(-275, 300, -350));
  EXPECT_EQ(world.balls[9].center, Vec3(175, 300, -50));
  EXPECT_FALSE(InsideMagicRoom(world.balls[3]));
  // Wholly outside: its near side is 10 beyond the wall at z = -320.
  EXPECT_DOUBLE_EQ(world.balls[3].center.z + kMagicRoomBallRadius, -330.0);
  for (int i = 0; i < 10; ++i) {
    EXPECT_EQ(InsideMagicRoom(world.balls[i]), i != 3) << "ball " << i;
  }
  const Plane& back_wall = world.planes[4];
  EXPECT_DOUBLE_EQ(SignedDistance(back_wall, world.balls[4].center), kMagicRoomBallRadius);
  EXPECT_EQ(DeepestPenetration(world).depth, 0.0);
}

TEST(MagicRoom, DefaultStartIsInsideAndFreeOfOverlap) {
  const BallWorld world = MagicRoomWorld();
  EXPECT_FALSE(Validate(world));
  EXPECT_EQ(world.balls[3].center, Vec3(-275, 300, -300));
  for (const Ball& b : world.balls) {
    EXPECT_TRUE(InsideMagicRoom(b));
    EXPECT_EQ(b.velocity, Vec3(0.5, -0.1, 0.5));
    EXPECT_EQ(b.radius, 20.0);
  }
  EXPECT_EQ(DeepestPenetration(world).depth, 0.0);
  EXPECT_EQ(world.time_step, 0.6);
  EXPECT_EQ(world.gravity, Vec3(0, -0.05, 0));
}

// What the original does with its ball 3: it meets the back wall from
// outside, bounces off it and never gets in.
TEST(MagicRoom, FaithfulBall3StaysOutsideForGood) {
  for (const BallBallMethod method : {BallBallMethod::kSliced, BallBallMethod::kAnalytic}) {
    BallSimulationSettings settings;
    settings.method = method;
    BallSimulation sim(MagicRoomWorldFaithful(), settings);
    bool bounced_off_back_wall = false;
    for (int step = 0; step < 20000; ++step) {
      const StepReport& r = sim.step();
      for (const Contact& c : r.contacts) {
        bounced_off_back_wall |= c.kind == ContactKind::kBallPlane && c.ball == 3 && c.other == 4;
      }
      const std::vector<Ball>& balls = sim.world().balls;
      ASSERT_LE(balls[3].center.z, -kMagicRoomHalfWidth - kMagicRoomBallRadius + 1e-9)
          << "step " << step;
      for (int i = 0; i < 10; ++i) {
        if (i != 3) {
          ASSERT_TRUE(InsideMagicRoom(balls[i], 1e-6)) << "ball " << i << " step " << step;
        }
      }
    }
    EXPECT_TRUE(bounced_off_back_wall);
  }
}

TEST(MagicRoom, CrowdIsPlacedWithoutOverlap) {
  const BallWorld world = MagicRoomCrowd(1000, 5.0, 7);
  ASSERT_EQ(world.balls.size(), 1000u);
  EXPECT_EQ(DeepestPenetration(world).depth, 0.0);
  for (const Ball& b : world.balls) {
    EXPECT_TRUE(InsideMagicRoom(b));
    EXPECT_LE(glm::length(b.velocity) * world.time_step, 5.0 + 1e-12);
  }
  EXPECT_EQ(MagicRoomCrowd(1000, 5.0, 7).balls[500].center, world.balls[500].center);
}

}  // namespace
}  // namespace ball_simulation_test
}  // namespace collide
