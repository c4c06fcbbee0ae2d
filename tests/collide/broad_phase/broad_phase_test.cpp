#include "collide/broad_phase/broad_phase.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "broad_phase_fixtures.h"
#include "collide/broad_phase/broad_phase_brute_force.h"
#include "collide/broad_phase/sort_and_sweep.h"
#include "collide/broad_phase/uniform_grid.h"

namespace collide {
namespace broad_phase_test {
namespace {

using testing::Box;
using testing::BruteForcePairs;
using testing::Cube;
using testing::ExpectAllMatchBruteForce;
using testing::ExpectWellFormed;
using testing::FindAll;
using testing::RandomScene;
using testing::Sorted;

TEST(BroadPhaseRegistry, IdsRoundTripAndFactoryMakesEachKind) {
  ASSERT_EQ(kBroadPhaseKinds.size(), 3u);
  EXPECT_EQ(BroadPhaseId(BroadPhaseKind::kBruteForce), "brute-force");
  EXPECT_EQ(BroadPhaseId(BroadPhaseKind::kUniformGrid), "grid");
  EXPECT_EQ(BroadPhaseId(BroadPhaseKind::kSortAndSweep), "sort-and-sweep");
  for (const BroadPhaseKind kind : kBroadPhaseKinds) {
    EXPECT_EQ(BroadPhaseFromId(BroadPhaseId(kind)), kind);
    const std::unique_ptr<BroadPhase> broad_phase = MakeBroadPhase(kind);
    ASSERT_NE(broad_phase, nullptr);
    EXPECT_EQ(broad_phase->kind(), kind);
  }
  EXPECT_FALSE(BroadPhaseFromId("octree").has_value());
  EXPECT_FALSE(BroadPhaseFromId("").has_value());
}

// Hand-computed: A and B overlap; C touches A at x = 2 and misses B on y; E
// overlaps B on [2.5, 3]^3 and touches D at 5; D is apart from A, B and C.
TEST(BroadPhaseBruteForce, FiveBoxesWithKnownPairs) {
  const std::vector<Aabb> bounds = {
      Box({0, 0, 0}, {2, 2, 2}),        // A 0
      Box({1, 1, 1}, {3, 3, 3}),        // B 1
      Box({2, 0, 0}, {4, 0.5, 1}),      // C 2
      Box({5, 5, 5}, {6, 6, 6}),        // D 3
      Box({2.5, 2.5, 2.5}, {5, 5, 5}),  // E 4
  };
  const std::vector<BodyPair> expected = {{0, 1}, {0, 2}, {1, 4}, {3, 4}};
  const std::vector<BodyPair> pairs = BruteForcePairs(bounds);
  ASSERT_EQ(pairs.size(), expected.size());
  EXPECT_EQ(pairs, expected);
  ExpectAllMatchBruteForce(bounds, "five boxes");
}

TEST(BroadPhaseBruteForce, ThreeBoxesInARowTouchOnlyNeighbours) {
  const std::vector<Aabb> bounds = {Box({0, 0, 0}, {1, 1, 1}), Box({1, 0, 0}, {2, 1, 1}),
                                    Box({2, 0, 0}, {3, 1, 1})};
  const std::vector<BodyPair> expected = {{0, 1}, {1, 2}};
  const std::vector<BodyPair> pairs = BruteForcePairs(bounds);
  ASSERT_EQ(pairs.size(), 2u);
  EXPECT_EQ(pairs, expected);
}

TEST(BroadPhaseBruteForce, SeparatedByAHairOnOneAxisIsNoPair) {
  const std::vector<Aabb> bounds = {Box({0, 0, 0}, {1, 1, 1}),
                                    Box({0.5, 0.5, 1.000000000001}, {2, 2, 2})};
  EXPECT_TRUE(BruteForcePairs(bounds).empty());
  ExpectAllMatchBruteForce(bounds, "hair");
}

TEST(BroadPhaseBruteForce, NestedBoxOverlaps) {
  const std::vector<Aabb> bounds = {Box({0, 0, 0}, {10, 10, 10}), Box({4, 4, 4}, {5, 5, 5})};
  const std::vector<BodyPair> pairs = BruteForcePairs(bounds);
  ASSERT_EQ(pairs.size(), 1u);
  EXPECT_EQ(pairs[0], BodyPair(0, 1));
}

TEST(BroadPhase, MatchesBruteForceOnRandomScenes) {
  for (const uint32_t seed : {1u, 2u, 3u, 4u, 5u}) {
    for (const int n : {3, 10, 100, 500, 2000}) {
      // Similar sizes, about 10% filled.
      const double side = std::cbrt(n * 8.0 / 0.1);
      const std::vector<BodyPair> pairs = ExpectAllMatchBruteForce(
          RandomScene(seed, n, side, 0.7, 1.3),
          "similar seed " + std::to_string(seed) + " n " + std::to_string(n));
      if (n == 2000) {
        EXPECT_GT(pairs.size(), 100u);  // the scene is not trivially empty
      }
    }
  }
}

TEST(BroadPhase, MatchesBruteForceOnMixedSizes) {
  for (const uint32_t seed : {11u, 12u, 13u}) {
    for (const int n : {50, 400, 2000}) {
      ExpectAllMatchBruteForce(RandomScene(seed, n, 100.0, 0.05, 10.0),
                               "mixed seed " + std::to_string(seed) + " n " + std::to_string(n));
    }
  }
}

TEST(BroadPhase, MatchesBruteForceWithRadiiOverFourOrdersOfMagnitude) {
  for (const uint32_t seed : {21u, 22u}) {
    const std::vector<BodyPair> pairs =
        ExpectAllMatchBruteForce(RandomScene(seed, 1500, 200.0, 0.01, 100.0),
                                 "radii 1e-2..1e2 seed " + std::to_string(seed));
    EXPECT_GT(pairs.size(), 0u);
  }
}

TEST(BroadPhase, AllBoundsAtOnePoint) {
  const std::vector<Aabb> bounds(60, Box({3, -2, 7}, {3, -2, 7}));
  const std::vector<BodyPair> pairs = ExpectAllMatchBruteForce(bounds, "one point");
  ASSERT_EQ(pairs.size(), 60u * 59u / 2u);
}

TEST(BroadPhase, AllBoundsEqualBoxes) {
  const std::vector<Aabb> bounds(40, Box({1, 1, 1}, {2, 3, 4}));
  ASSERT_EQ(ExpectAllMatchBruteForce(bounds, "equal boxes").size(), 40u * 39u / 2u);
}

TEST(BroadPhase, ZeroSizeBounds) {
  // Points on a small lattice, so that many coincide, plus flat boxes.
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> lattice(0, 4);
  std::vector<Aabb> bounds;
  for (int i = 0; i < 300; ++i) {
    const Vec3 p(lattice(rng), lattice(rng), lattice(rng));
    bounds.push_back(Box(p, p));
  }
  std::vector<BodyPair> pairs = ExpectAllMatchBruteForce(bounds, "points");
  EXPECT_GT(pairs.size(), 300u);  // 300 points on 125 sites must coincide
  for (int i = 0; i < 100; ++i) {
    const Vec3 p(lattice(rng), lattice(rng), lattice(rng));
    bounds.push_back(Box(p, p + Vec3(1, 1, 0)));  // flat in z
  }
  ExpectAllMatchBruteForce(bounds, "points and flat boxes");
}

TEST(BroadPhase, OneBoundCoversEverything) {
  std::vector<Aabb> bounds = RandomScene(31, 1000, 50.0, 0.5, 1.5);
  bounds.insert(bounds.begin() + 500, Box({-100, -100, -100}, {200, 200, 200}));
  const std::vector<BodyPair> pairs = ExpectAllMatchBruteForce(bounds, "cover");
  EXPECT_EQ(std::count_if(pairs.begin(), pairs.end(),
                          [](const BodyPair& p) { return p.first == 500 || p.second == 500; }),
            1000);
}

TEST(BroadPhase, SeveralLargeBoundsAmongSmallOnes) {
  std::vector<Aabb> bounds = RandomScene(32, 800, 50.0, 0.5, 1.5);
  for (int i = 0; i < 6; ++i) {
    bounds.push_back(Cube(Vec3(10.0 * i), 20.0 + i));
  }
  ExpectAllMatchBruteForce(bounds, "large and small");
}

TEST(BroadPhase, CoordinatesNearPlusMinusAMillion) {
  for (const double far : {1e6, -1e6}) {
    std::vector<Aabb> bounds = RandomScene(41, 600, 30.0, 0.5, 1.5);
    for (Aabb& b : bounds) {
      b.min += Vec3(far);
      b.max += Vec3(far);
    }
    ExpectAllMatchBruteForce(bounds, "far " + std::to_string(far));
  }
  // Clusters a million apart (near 0 and near -1e6), and a row of boxes at
  // (1e6, 1e6, -1e6) touching at edges that are not representable exactly.
  std::vector<Aabb> bounds = RandomScene(42, 300, 20.0, 0.5, 1.5);
  std::vector<Aabb> other = RandomScene(43, 300, 20.0, 0.5, 1.5);
  for (Aabb& b : other) {
    b.min -= Vec3(1e6);
    b.max -= Vec3(1e6);
  }
  bounds.insert(bounds.end(), other.begin(), other.end());
  for (int i = 0; i < 20; ++i) {
    const double x0 = 1e6 + 0.1 * i;
    const double x1 = 1e6 + 0.1 * (i + 1);
    bounds.push_back(Box({x0, 1e6, -1e6}, {x1, 1e6 + 0.1, -1e6 + 0.1}));
  }
  const std::vector<BodyPair> pairs = ExpectAllMatchBruteForce(bounds, "both ends");
  EXPECT_GE(pairs.size(), 19u);
}

TEST(BroadPhase, NoneOneAndTwoBodies) {
  ASSERT_TRUE(ExpectAllMatchBruteForce({}, "n 0").empty());
  const std::vector<Aabb> one = {Cube({1, 2, 3}, 1)};
  ASSERT_TRUE(ExpectAllMatchBruteForce(one, "n 1").empty());
  const std::vector<Aabb> two_apart = {Cube({0, 0, 0}, 1), Cube({5, 0, 0}, 1)};
  ASSERT_TRUE(ExpectAllMatchBruteForce(two_apart, "n 2 apart").empty());
  const std::vector<Aabb> two = {Cube({0, 0, 0}, 1), Cube({1.5, 0, 0}, 1)};
  const std::vector<BodyPair> pairs = ExpectAllMatchBruteForce(two, "n 2");
  ASSERT_EQ(pairs.size(), 1u);
  EXPECT_EQ(pairs[0], BodyPair(0, 1));
}

// A k^3 lattice of unit cubes [i, i + 1]: each touches its 26 neighbours by a
// face, an edge or a corner and overlaps nothing. Along an axis, 3k - 2
// ordered index pairs differ by at most 1, so (3k - 2)^3 - k^3 ordered pairs
// of distinct cubes touch.
TEST(BroadPhase, BoundsThatOnlyTouch) {
  for (const double size : {1.0, 0.1, 3.7}) {
    const int k = 5;
    std::vector<Aabb> bounds;
    for (int z = 0; z < k; ++z) {
      for (int y = 0; y < k; ++y) {
        for (int x = 0; x < k; ++x) {
          bounds.push_back(Box(Vec3(x, y, z) * size, Vec3(x + 1, y + 1, z + 1) * size));
        }
      }
    }
    const size_t expected =
        static_cast<size_t>(((3 * k - 2) * (3 * k - 2) * (3 * k - 2) - k * k * k) / 2);
    ASSERT_EQ(ExpectAllMatchBruteForce(bounds, "lattice " + std::to_string(size)).size(), expected);
  }
}

// The grid tests in floats first: a gap far below a float's resolution must
// still separate, and touching at a value no float can hold must still
// count. Pairs of unit cubes in a row along each axis, near 1e3 (a float's
// step there is about 6e-5).
TEST(BroadPhase, GapsAndTouchesBelowAFloatsResolution) {
  for (int axis = 0; axis < 3; ++axis) {
    std::vector<Aabb> bounds;
    const double base = 1000.0 + 1.0 / 3.0;
    std::vector<BodyPair> expected;
    // Ten pairs side by side (3 apart on another axis): even ones touch
    // exactly at base + k / 7 (not a float), odd ones miss by 1e-9.
    for (int k = 0; k < 10; ++k) {
      Vec3 low(0.0);
      low[(axis + 1) % 3] = 3.0 * k;
      low[axis] = base + k / 7.0 - 1.0;
      Vec3 high = low + Vec3(1.0);
      high[axis] = base + k / 7.0;
      Vec3 next_low = low;
      next_low[axis] = k % 2 == 0 ? high[axis] : high[axis] + 1e-9;
      bounds.push_back(Box(low, high));
      bounds.push_back(Box(next_low, next_low + Vec3(1.0)));
      if (k % 2 == 0) {
        expected.emplace_back(2 * k, 2 * k + 1);
      }
    }
    ASSERT_EQ(expected.size(), 5U);
    for (const BroadPhaseKind kind : kBroadPhaseKinds) {
      const std::unique_ptr<BroadPhase> broad_phase = MakeBroadPhase(kind);
      EXPECT_EQ(Sorted(FindAll(*broad_phase, bounds)), expected)
          << BroadPhaseId(kind) << " axis " << axis;
    }
  }
}

// One instance per strategy across frames: the crowd's motion (coherent, the
// sort-and-sweep's insertion sort), then unrelated scenes of changing sizes
// (its fallback to a full sort, and the grid's reuse of its vectors).
TEST(BroadPhase, KeepsMatchingBruteForceAcrossFrames) {
  std::vector<std::unique_ptr<BroadPhase>> broad_phases;
  for (const BroadPhaseKind kind : kBroadPhaseKinds) {
    broad_phases.push_back(MakeBroadPhase(kind));
  }
  const int n = 1000;
  const double side = std::cbrt(n * 4.0 / 3.0 * kPi / 0.1);
  std::mt19937 rng(5);
  std::uniform_real_distribution<double> coord(1.0, side - 1.0);
  std::uniform_real_distribution<double> speed(-0.3, 0.3);
  std::vector<Vec3> centers(n);
  std::vector<Vec3> velocities(n);
  for (int i = 0; i < n; ++i) {
    centers[i] = Vec3(coord(rng), coord(rng), coord(rng));
    velocities[i] = Vec3(speed(rng), speed(rng), speed(rng));
  }
  std::vector<Aabb> bounds(n);
  std::vector<BodyPair> pairs;
  for (int step = 0; step < 40; ++step) {
    for (int i = 0; i < n; ++i) {
      centers[i] += velocities[i];
      for (int axis = 0; axis < 3; ++axis) {
        if (centers[i][axis] < 1.0 || centers[i][axis] > side - 1.0) {
          velocities[i][axis] = -velocities[i][axis];
        }
      }
      bounds[i] = Cube(centers[i], 1.0);
    }
    const std::vector<BodyPair> expected = BruteForcePairs(bounds);
    for (const auto& broad_phase : broad_phases) {
      broad_phase->Update(bounds);
      broad_phase->FindPairs(&pairs);
      ExpectWellFormed(pairs, bounds.size(), "crowd");
      ASSERT_EQ(Sorted(pairs), expected) << BroadPhaseId(broad_phase->kind()) << " step " << step;
    }
  }
  // Same counts in a row: the order kept is worthless, the insertion sort
  // goes over budget.
  uint32_t seed = 100;
  for (const int frame_n : {700, 700, 1200, 1200, 0, 5, 1200, 300}) {
    const std::vector<Aabb> scene = RandomScene(++seed, frame_n, 40.0, 0.2, 3.0);
    const std::vector<BodyPair> expected = BruteForcePairs(scene);
    for (const auto& broad_phase : broad_phases) {
      broad_phase->Update(scene);
      broad_phase->FindPairs(&pairs);
      ExpectWellFormed(pairs, scene.size(), "unrelated");
      ASSERT_EQ(Sorted(pairs), expected) << BroadPhaseId(broad_phase->kind()) << " n " << frame_n;
    }
  }
}

// The contract: Update copies what it needs, so the bounds may be gone
// before FindPairs. Here they are overwritten with bounds that overlap
// nothing, then freed (the sanitized suite would see a read of them).
TEST(BroadPhase, FindPairsNeedsNoBoundsAfterUpdate) {
  const std::vector<Aabb> scene = RandomScene(77, 600, 30.0, 0.3, 1.5);
  const std::vector<BodyPair> expected = BruteForcePairs(scene);
  ASSERT_GT(expected.size(), 50u);
  for (const BroadPhaseKind kind : kBroadPhaseKinds) {
    const std::unique_ptr<BroadPhase> broad_phase = MakeBroadPhase(kind);
    auto bounds = std::make_unique<std::vector<Aabb>>(scene);
    broad_phase->Update(*bounds);
    for (size_t i = 0; i < bounds->size(); ++i) {
      (*bounds)[i] = Cube(Vec3(10.0 * static_cast<double>(i), 0.0, 0.0), 1.0);
    }
    bounds.reset();
    std::vector<BodyPair> pairs;
    broad_phase->FindPairs(&pairs);
    EXPECT_EQ(Sorted(pairs), expected) << BroadPhaseId(kind);
  }
}

TEST(BroadPhaseSortAndSweep, SweepsTheAxisOfGreatestSpreadAndKeepsItsOrder) {
  SortAndSweep sweep;
  std::vector<BodyPair> pairs;
  // Long in y.
  std::vector<Aabb> bounds = RandomScene(51, 400, 10.0, 0.5, 1.0);
  for (Aabb& b : bounds) {
    b.min.y *= 20.0;
    b.max.y *= 20.0;
  }
  sweep.Update(bounds);
  EXPECT_EQ(sweep.axis(), 1);
  EXPECT_TRUE(sweep.resorted());
  sweep.FindPairs(&pairs);
  EXPECT_EQ(Sorted(pairs), BruteForcePairs(bounds));
  // A small motion repairs the order instead of sorting afresh.
  for (Aabb& b : bounds) {
    b.min.x += 0.01;
    b.max.x += 0.01;
  }
  sweep.Update(bounds);
  EXPECT_FALSE(sweep.resorted());
  sweep.FindPairs(&pairs);
  EXPECT_EQ(Sorted(pairs), BruteForcePairs(bounds));
  // An unrelated scene of the same count: the repair gives up and sorts.
  std::vector<Aabb> shuffled = bounds;
  std::shuffle(shuffled.begin(), shuffled.end(), std::mt19937(52));
  sweep.Update(shuffled);
  EXPECT_TRUE(sweep.resorted());
  sweep.FindPairs(&pairs);
  EXPECT_EQ(Sorted(pairs), BruteForcePairs(shuffled));
  // Now long in z.
  for (Aabb& b : bounds) {
    std::swap(b.min.y, b.min.z);
    std::swap(b.max.y, b.max.z);
  }
  sweep.Update(bounds);
  EXPECT_EQ(sweep.axis(), 2);
  EXPECT_TRUE(sweep.resorted());
  sweep.FindPairs(&pairs);
  EXPECT_EQ(Sorted(pairs), BruteForcePairs(bounds));
}

}  // namespace
}  // namespace broad_phase_test
}  // namespace collide
