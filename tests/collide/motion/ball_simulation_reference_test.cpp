#include "collide/motion/ball_simulation.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "ball_fixtures.h"
#include "ball_oracles.h"
#include "collide/broad_phase/broad_phase.h"
#include "collide/motion/magic_room.h"

// Every search and broad phase against a reference run from the same
// state: the seed's loop, the full search, brute force, a copy.

namespace collide {
namespace ball_simulation_reference_test {
namespace {

using testing::Analytic;
using testing::EmptyWorld;
using testing::SeedContact;
using testing::SeedLoopStep;

// With the analytic method the seed's loop and the incremental search find
// the same contacts. (With the sliced one they differ by design: the full
// search re-slices what is left of the step after every contact, which moves
// other pairs' answers onto the new slices.)
TEST(BallSimulation, IncrementalSearchFindsTheSameContactsAsTheFullOne) {
  const BallWorld crowd = MagicRoomCrowd(300, 20.0, 3);
  BallSimulationSettings settings = Analytic();
  settings.search = ContactSearch::kFull;
  BallSimulation full(crowd, settings);
  settings.search = ContactSearch::kIncremental;
  BallSimulation incremental(crowd, settings);
  int contacts = 0;
  for (int step = 0; step < 10; ++step) {
    const StepReport& a = full.step();
    const StepReport& b = incremental.step();
    ASSERT_EQ(a.contacts.size(), b.contacts.size()) << "step " << step;
    for (std::size_t i = 0; i < a.contacts.size(); ++i) {
      ASSERT_EQ(a.contacts[i].kind, b.contacts[i].kind) << "step " << step << " contact " << i;
      ASSERT_EQ(a.contacts[i].ball, b.contacts[i].ball) << "step " << step << " contact " << i;
      ASSERT_EQ(a.contacts[i].other, b.contacts[i].other) << "step " << step << " contact " << i;
      ASSERT_NEAR(a.contacts[i].time, b.contacts[i].time, 1e-9) << "step " << step;
      ++contacts;
    }
    EXPECT_LT(b.pair_tests, a.pair_tests);
  }
  EXPECT_GT(contacts, 100);
}

// ------------------------------------------------------------ the seed's loop

// Every search against seed 002's loop written the plainest way
// (testing::SeedLoopStep: every ball against everything after each contact;
// no boxes, no broad phase), step by step from the same state: the same
// contacts in the same order at the same times. The sliced incremental
// search keeps older slice grids by design and is left out.
void ExpectTheSeedsLoop(const BallWorld& start, BallBallMethod method, ContactSearch search,
                        BroadPhaseKind broad_phase, int steps, int min_contacts) {
  BallSimulationSettings settings;
  settings.method = method;
  settings.search = search;
  settings.broad_phase = broad_phase;
  settings.predict_next_contact = false;
  BallSimulation sim(start, settings);
  int contacts = 0;
  for (int step = 0; step < steps; ++step) {
    BallWorld seed_world = sim.world();
    const std::vector<SeedContact> expected = SeedLoopStep(seed_world, method);
    const StepReport& r = sim.step();
    ASSERT_FALSE(r.error);
    ASSERT_EQ(r.contacts.size(), expected.size()) << "step " << step;
    for (std::size_t i = 0; i < expected.size(); ++i) {
      ASSERT_EQ(r.contacts[i].kind, expected[i].kind) << "step " << step << " contact " << i;
      ASSERT_EQ(r.contacts[i].ball, expected[i].ball) << "step " << step << " contact " << i;
      ASSERT_EQ(r.contacts[i].other, expected[i].other) << "step " << step << " contact " << i;
      ASSERT_NEAR(r.contacts[i].time, expected[i].time, 1e-9) << "step " << step;
    }
    for (std::size_t i = 0; i < seed_world.balls.size(); ++i) {
      ASSERT_NEAR(glm::length(sim.world().balls[i].center - seed_world.balls[i].center), 0.0, 1e-7)
          << "step " << step << " ball " << i;
    }
    contacts += static_cast<int>(expected.size());
  }
  EXPECT_GT(contacts, min_contacts);
}

// 120 balls at up to 10 units a step: a few contacts a step, balls on
// balls, walls, floor and cylinders.
BallWorld SmallCrowd() {
  return MagicRoomCrowd(120, 10.0, 11);
}

TEST(BallSimulationSeedsLoop, FullSearchAnalytic) {
  ExpectTheSeedsLoop(SmallCrowd(), BallBallMethod::kAnalytic, ContactSearch::kFull,
                     BroadPhaseKind::kSortAndSweep, 200, 500);
}

TEST(BallSimulationSeedsLoop, FullSearchSliced) {
  ExpectTheSeedsLoop(SmallCrowd(), BallBallMethod::kSliced, ContactSearch::kFull,
                     BroadPhaseKind::kSortAndSweep, 200, 500);
}

TEST(BallSimulationSeedsLoop, FullSearchSlicedOnTheGrid) {
  ExpectTheSeedsLoop(SmallCrowd(), BallBallMethod::kSliced, ContactSearch::kFull,
                     BroadPhaseKind::kUniformGrid, 200, 500);
}

TEST(BallSimulationSeedsLoop, IncrementalSearchAnalytic) {
  ExpectTheSeedsLoop(SmallCrowd(), BallBallMethod::kAnalytic, ContactSearch::kIncremental,
                     BroadPhaseKind::kSortAndSweep, 200, 500);
}

// Sliced answers fall on the slices: contacts whose exact times lie in one
// slice come at the same time, the lower ball index first, even when its
// exact contact is the later one. dt 1, 10 slices: balls 0 and 1 close a gap
// of 0.35 at unit speed (exact 0.35, sliced 0.3: 0.4 is the first
// overlapping slice); balls 2 and 3, far away, a gap of 0.32 (exact 0.32,
// sliced 0.3). After the first contact the rest, 0.7, is cut into slices of
// 0.07 from 0.3: 0.37 is the first overlapping one, so 2 and 3 come at 0.3.
TEST(BallSimulationSeedsLoop, SlicedContactsInOneSliceComeByIndex) {
  for (const ContactSearch search : {ContactSearch::kFull, ContactSearch::kIncremental}) {
    BallWorld world = EmptyWorld(1.0);
    world.balls = {{{0, 0, 0}, {1, 0, 0}, 1.0, 1.0},
                   {{2.35, 0, 0}, {0, 0, 0}, 1.0, 1.0},
                   {{0, 100, 0}, {1, 0, 0}, 1.0, 1.0},
                   {{2.32, 100, 0}, {0, 0, 0}, 1.0, 1.0}};
    BallSimulationSettings settings;
    settings.method = BallBallMethod::kSliced;
    settings.slices = 10;
    settings.search = search;
    BallSimulation sim(world, settings);
    const StepReport& r = sim.step();
    ASSERT_EQ(r.contacts.size(), 2u);
    EXPECT_EQ(r.contacts[0].ball, 0);
    EXPECT_EQ(r.contacts[0].other, 1);
    EXPECT_NEAR(r.contacts[0].time, 0.3, 1e-12);
    EXPECT_EQ(r.contacts[1].ball, 2);
    EXPECT_EQ(r.contacts[1].other, 3);
    EXPECT_NEAR(r.contacts[1].time, 0.3, 1e-12);
  }
}

// The seed's scene: ten balls, 3,000 steps.
TEST(BallSimulationSeedsLoop, DefaultSceneBothMethods) {
  for (const BallBallMethod method : {BallBallMethod::kAnalytic, BallBallMethod::kSliced}) {
    ExpectTheSeedsLoop(MagicRoomWorld(), method, ContactSearch::kFull,
                       BroadPhaseKind::kSortAndSweep, 3000, 300);
  }
}

// ------------------------------------------------------------ broad phases

// Whichever broad phase gives the candidate pairs, the contacts are those of
// brute force: a random room of 200 balls over 200 steps, both methods, both
// searches.
TEST(BallSimulationBroadPhase, EveryBroadPhaseGivesTheContactsOfBruteForce) {
  const BallWorld crowd = MagicRoomCrowd(200, 10.0, 5);
  for (const BallBallMethod method : {BallBallMethod::kAnalytic, BallBallMethod::kSliced}) {
    for (const ContactSearch search : {ContactSearch::kFull, ContactSearch::kIncremental}) {
      BallSimulationSettings settings;
      settings.method = method;
      settings.search = search;
      settings.predict_next_contact = false;
      settings.broad_phase = BroadPhaseKind::kBruteForce;
      BallSimulation reference(crowd, settings);
      settings.broad_phase = BroadPhaseKind::kUniformGrid;
      BallSimulation grid(crowd, settings);
      settings.broad_phase = BroadPhaseKind::kSortAndSweep;
      BallSimulation sweep(crowd, settings);
      int contacts = 0;
      for (int step = 0; step < 200; ++step) {
        const StepReport& expected = reference.step();
        for (BallSimulation* sim : {&grid, &sweep}) {
          const StepReport& r = sim->step();
          const std::string what = std::string(BroadPhaseId(sim->settings().broad_phase)) + " " +
                                   std::string(AlgorithmId(method)) + " step " +
                                   std::to_string(step);
          ASSERT_EQ(r.broad_phase, sim->settings().broad_phase);
          ASSERT_EQ(r.contacts.size(), expected.contacts.size()) << what;
          for (std::size_t i = 0; i < r.contacts.size(); ++i) {
            ASSERT_EQ(r.contacts[i].kind, expected.contacts[i].kind) << what;
            ASSERT_EQ(r.contacts[i].ball, expected.contacts[i].ball) << what;
            ASSERT_EQ(r.contacts[i].other, expected.contacts[i].other) << what;
            ASSERT_NEAR(r.contacts[i].time, expected.contacts[i].time, 1e-9) << what;
          }
        }
        contacts += static_cast<int>(expected.contacts.size());
      }
      EXPECT_GT(contacts, 1000);
    }
  }
}

TEST(BallSimulationBroadPhase, StepReportsTheBroadPhaseAndItsTimes) {
  BallSimulationSettings settings;
  settings.broad_phase = BroadPhaseKind::kUniformGrid;
  BallSimulation sim(MagicRoomCrowd(300, 5.0, 2), settings);
  const StepReport& r = sim.step();
  EXPECT_EQ(r.broad_phase, BroadPhaseKind::kUniformGrid);
  // 300 balls of radius 20 in a room 640 wide: neighbours' boxes overlap.
  EXPECT_GT(r.candidate_pairs, 0);
  EXPECT_GE(r.pair_tests, r.candidate_pairs / 2);
  EXPECT_GT(r.broad_phase_seconds, 0.0);
  EXPECT_GT(r.narrow_phase_seconds, 0.0);
  EXPECT_LE(r.broad_phase_seconds + r.narrow_phase_seconds, r.seconds);
  // Switching between steps takes effect at the next step.
  sim.settings().broad_phase = BroadPhaseKind::kBruteForce;
  EXPECT_EQ(sim.step().broad_phase, BroadPhaseKind::kBruteForce);
}

// A copy of a simulation steps on its own and the same way.
TEST(BallSimulationBroadPhase, ACopyStepsTheSame) {
  BallSimulation a(MagicRoomCrowd(100, 5.0, 4));
  a.step();
  BallSimulation b = a;
  for (int step = 0; step < 20; ++step) {
    const std::vector<Contact> expected = a.step().contacts;
    const StepReport& r = b.step();
    ASSERT_EQ(r.contacts.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
      EXPECT_EQ(r.contacts[i].time, expected[i].time);
    }
  }
}

}  // namespace
}  // namespace ball_simulation_reference_test
}  // namespace collide
