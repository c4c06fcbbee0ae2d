// The metrics panel's "collision tests per frame": every pair test a frame
// runs, counted where it runs (TestCounter), pinned here against counts
// worked out by hand from the layouts, pass by pass. A pass added to or
// dropped from a frame changes the count and fails these.
#include <gtest/gtest.h>

#include <memory>

#include "harness/sample_api/sample.h"
#include "harness/sample_api/sample_registry.h"
#include "panel_frame.h"
#include "test_host.h"

namespace harness {
namespace tests_per_frame_test {
namespace {

std::unique_ptr<Sample> Make(testing::TestHost& host, const char* id) {
  return SampleRegistry::Get().Find(id)->create(host);
}

// Box-box's default layout: ten boxes, so 45 pairs, with 90 expectations
// (SAT and corner-volume on every pair); 8-9 is selected. The model tests
// the pairs once per change of the shapes, and only those whose bounds
// touch (box_box_overlaps.h); a frame reads what it found.
//
// The bounds, from box_box_world.cpp's DefaultLayout: 0-5 lie at z -2.5,
// reaching z -0.64 at most (4, half extents 1.6 and 1.4 turned 20 degrees
// about y: 1.6 sin 20 + 1.4 cos 20 = 1.86); 6-9 at z 2.5, from z 1.5 (6's
// AABB and 9's frustum) up. Along x in the first row: 0 and 1 within
// [-6.5, -2.5], 2 and 3 within [-1.42, 1.42] (3 turned 45 degrees about z:
// sqrt 2), 4 and 5 within [2.51, 6.49] (4: 1.6 cos 20 + 1.4 sin 20 = 1.98
// about 4.5). In the second: 6 [-5, -3], 7 [-3, -1.5] (touching 6), 8
// [0.05, 2.35] (0.8 cos 25 + 1 sin 25 = 1.15 about 1.2), 9 [3.3, 5.3]. So
// the bounds of 0-1, 2-3, 4-5 and 6-7 touch, and of no other pair.

TEST(TestsPerFrame, BoxBoxDefaultLayoutDrawingTestsOnlyTheSelectedPairsAxis) {
  testing::TestHost host;
  const auto sample = Make(host, "box-box");
  sample->Initialize(1280, 720);
  sample->test_counter()->Reset();
  sample->Render();
  // Colours and disagreement marks read the last change's answers: 0.
  // The selected pair 8-9's separating axis: 1 SAT.
  EXPECT_EQ(sample->test_counter()->count(), 1u);
}

TEST(TestsPerFrame, BoxBoxDefaultLayoutPanelTestsNothing) {
  testing::TestHost host;
  const auto sample = Make(host, "box-box");
  sample->Initialize(1280, 720);
  sample->test_counter()->Reset();
  testing::RunPanel(*sample);
  // The disagreement count, the pair table's 45 rows (none of a shape with
  // itself) and the editors' colour swatches all read the last change's
  // answers: 0.
  EXPECT_EQ(sample->test_counter()->count(), 0u);
}

TEST(TestsPerFrame, BoxBoxDefaultLayoutMoveTestsTheExpectationsAndThePairsWhoseBoundsTouch) {
  testing::TestHost host;
  const auto sample = Make(host, "box-box");
  sample->Initialize(1280, 720);
  sample->test_counter()->Reset();
  // 9 moves 1 along x, to [4.3, 6.3]: still clear of every other box's
  // bounds (8 ends at x 2.35, the first row at z -0.64).
  ASSERT_TRUE(sample->picking()->MoveShape("9", {1.0, 0.0, 0.0}));
  // The 90 expectations; the 4 pairs whose bounds touch, each by SAT and
  // corner-volume: 8. The pairs whose bounds are apart are apart by both
  // tests, untested.
  EXPECT_EQ(sample->test_counter()->count(), 90u + 8u);
}

TEST(TestsPerFrame, ResetTestCountStartsTheNextFrameAtZero) {
  testing::TestHost host;
  const auto sample = Make(host, "box-box");
  sample->Initialize(1280, 720);
  sample->Render();
  sample->test_counter()->Reset();
  EXPECT_EQ(sample->test_counter()->count(), 0u);
}

// Sphere-sphere: spheres 0 (r 2 at the origin), 1 (r 1 at y 3.5), 2 (r 1 at
// y -3), 3 (r 1 at x 1), and the seed's 16 expectations over every ordered
// pair. One sphere-sphere test is registered (squared distance).
TEST(TestsPerFrame, StaticSampleTestsOnlyWhenSomethingChanges) {
  testing::TestHost host;
  const auto sample = Make(host, "sphere-sphere");
  sample->Initialize(1280, 720);
  // The evaluation at the start: the 16 expectations; the colours, over
  // every pair (up to kAllPairsLimit shapes, so that an algorithm chosen to
  // colour by is asked where bounds are apart too): 4 x 3 / 2 = 6; the pair
  // table, every ordered pair of different spheres: 4 x 3 = 12. No triple
  // test takes spheres.
  EXPECT_EQ(sample->test_counter()->count(), 16u + 6u + 12u);
  sample->test_counter()->Reset();
  sample->Render();
  testing::RunPanel(*sample);
  EXPECT_EQ(sample->test_counter()->count(), 0u);  // a still frame tests nothing
}

}  // namespace
}  // namespace tests_per_frame_test
}  // namespace harness
