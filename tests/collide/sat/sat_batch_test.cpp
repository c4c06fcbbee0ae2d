// SatIntersectsMany, both stages (AVX2 where the processor has it, and SSE2),
// held to SatTest's answer pair by pair: random pairs, pairs at the tolerance
// edge (where the float stage must hand over to the exact walk), flat and
// point boxes, and pair counts around the lane widths (4 and 8). The
// hand-made touching cases of sat_test.cpp go through the batch too
// (ExpectSat there).

#include <gtest/gtest.h>

#include <memory>
#include <random>
#include <span>
#include <string>
#include <vector>

#include "collide/sat/sat.h"
#include "collide/shapes/box.h"
#include "fixtures.h"

namespace collide {
namespace sat_batch_test {
namespace {

using Batch = void (*)(std::span<const OrientedBoxPair>, std::span<bool>);

struct NamedBatch {
  const char* name;
  Batch batch;
};

constexpr NamedBatch kBatches[] = {{"SatIntersectsMany", SatIntersectsMany},
                                   {"SatIntersectsManyBaseline", SatIntersectsManyBaseline}};

// Each batch's answers over `pairs` against SatTest's, and nothing written
// past the last pair. Returns how many pairs intersect.
int ExpectAgreesWithSatTest(std::span<const OrientedBoxPair> pairs) {
  int intersecting = 0;
  for (const NamedBatch& named : kBatches) {
    SCOPED_TRACE(named.name);
    // Every answer starts as the opposite of the right one, so a pair the
    // batch skips fails too; the element past the end must stay as set.
    const std::unique_ptr<bool[]> out(new bool[pairs.size() + 1]);
    std::vector<bool> expected;
    for (size_t k = 0; k < pairs.size(); ++k) {
      expected.push_back(SatTest(pairs[k].a, pairs[k].b).intersects);
      out[k] = !expected.back();
    }
    out[pairs.size()] = true;
    named.batch(pairs, std::span<bool>(out.get(), pairs.size()));
    intersecting = 0;
    for (size_t k = 0; k < pairs.size(); ++k) {
      EXPECT_EQ(out[k], expected[k]) << "pair " << k << " of " << pairs.size();
      intersecting += expected[k] ? 1 : 0;
    }
    EXPECT_TRUE(out[pairs.size()]) << "written past the end";
  }
  return intersecting;
}

OrientedBox RandomBox(std::mt19937& rng, double scale, const Vec3& offset) {
  std::uniform_real_distribution<double> coord(-1.5, 1.5);
  std::uniform_real_distribution<double> half(0.0, 1.0);
  std::uniform_real_distribution<double> angle(-180.0, 180.0);
  return OrientedBox{offset + scale * Vec3(coord(rng), coord(rng), coord(rng)),
                     scale * Vec3(half(rng), half(rng), half(rng)),
                     RotationFromEulerDegrees({angle(rng), angle(rng), angle(rng)})};
}

TEST(SatBatch, AgreesWithSatTestOnRandomPairs) {
  std::mt19937 rng(31);
  std::uniform_int_distribution<int> pick(0, 3);
  std::vector<OrientedBoxPair> pairs;
  for (int n = 0; n < 8000; ++n) {
    // Unit pairs, tiny and large ones, and unit ones far from the origin.
    constexpr double kScales[] = {1.0, 1e-3, 1e3, 1.0};
    const int kind = pick(rng);
    const double scale = kScales[kind];
    const Vec3 offset = kind == 3 ? Vec3(1e5, -2e5, 3e4) : Vec3(0.0);
    OrientedBox a = RandomBox(rng, scale, offset);
    OrientedBox b = RandomBox(rng, scale, offset);
    pairs.push_back({a, b});
  }
  const int intersecting = ExpectAgreesWithSatTest(pairs);
  EXPECT_GT(intersecting, 1000);  // about 1 in 5
  EXPECT_LT(intersecting, 7000);
}

// As SatBox.TheBooleanAgreesWithTheFullTestAtTheToleranceEdge: b's centre
// where the pair stops intersecting along a random direction, nudged by a
// few tolerances either way; all of these are inside the float stage's
// margin.
TEST(SatBatch, AgreesWithSatTestAtTheToleranceEdge) {
  std::mt19937 rng(78);
  std::vector<OrientedBoxPair> pairs;
  for (int n = 0; n < 10000; ++n) {
    const auto [a, b] = testing::ToleranceEdgePair(rng, n);
    pairs.push_back({a, b});
    pairs.push_back({b, a});
  }
  const int intersecting = ExpectAgreesWithSatTest(pairs);
  EXPECT_GT(intersecting, 5000);
  EXPECT_LT(intersecting, static_cast<int>(pairs.size()) - 5000);
}

// Points, segments and rectangles (zero half extents), against each other
// and against solid boxes, close enough that many touch or cross; and the
// same box twice.
TEST(SatBatch, AgreesWithSatTestOnFlatBoxesAndPoints) {
  std::mt19937 rng(5);
  std::bernoulli_distribution flat(0.5);
  std::vector<OrientedBoxPair> pairs;
  for (int n = 0; n < 4000; ++n) {
    OrientedBox a = RandomBox(rng, 0.5, Vec3(0.0));
    OrientedBox b = RandomBox(rng, 0.5, Vec3(0.0));
    for (int k = 0; k < 3; ++k) {
      a.half_extents[k] = flat(rng) ? 0.0 : a.half_extents[k];
      b.half_extents[k] = n % 2 == 0 || flat(rng) ? 0.0 : b.half_extents[k];
    }
    pairs.push_back({a, b});
    pairs.push_back({a, a});
  }
  const int intersecting = ExpectAgreesWithSatTest(pairs);
  EXPECT_GT(intersecting, 4000);  // the 4000 pairs of a box with itself, and more
  EXPECT_LT(intersecting, static_cast<int>(pairs.size()) - 500);
}

// Counts that fill no lane group, part of one, exactly one or two, and a
// group and a bit, starting at an odd place in the array.
TEST(SatBatch, AnyPairCount) {
  std::mt19937 rng(12);
  std::vector<OrientedBoxPair> pairs;
  for (int n = 0; n < 40; ++n) {
    pairs.push_back({RandomBox(rng, 1.0, Vec3(0.0)), RandomBox(rng, 1.0, Vec3(0.0))});
  }
  for (const size_t count : {0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31}) {
    SCOPED_TRACE(std::to_string(count) + " pairs");
    ExpectAgreesWithSatTest(std::span<const OrientedBoxPair>(pairs).subspan(3, count));
  }
  for (const NamedBatch& named : kBatches) {
    named.batch({}, {});  // empty spans: nothing to read or write
  }
}

}  // namespace
}  // namespace sat_batch_test
}  // namespace collide
