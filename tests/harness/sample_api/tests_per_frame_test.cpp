// The metrics panel's "collision tests per frame": every pair test a frame
// runs, counted where it runs (TestCounter), pinned here against counts
// worked out by hand from the layouts, pass by pass. A pass added to or
// dropped from a frame changes the count and fails these.
#include <gtest/gtest.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

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

// Box-box's default layout (samples/box_box/box_box.cpp): ten boxes, so 45
// pairs, with 90 expectations (SAT and corner-volume on every pair); 8-9
// is selected. Eight are oriented boxes (0-5, 7, 8), 6 is an AABB and 9 a
// hexahedron; every pair of them has the two tests, sat and corner-volume,
// and no AABB pair (min-max) exists. It is a static-shapes sample that
// tests every pair: the engine answers them once per change, and a frame
// reads what it found.

TEST(TestsPerFrame, BoxBoxDefaultLayoutDrawingTestsOnlyTheSelectedPairsAxis) {
  testing::TestHost host;
  const auto sample = Make(host, "box-box");
  sample->Initialize(1280, 720);
  sample->test_counter()->Reset();
  sample->Render();
  // Colours and disagreement marks read the last change's answers: 0.
  EXPECT_EQ(sample->test_counter()->count(), 0u);
  // [ selects the table's last pair, 8-9: its separating axis, 1 SAT.
  ASSERT_TRUE(sample->KeyPressed(GLFW_KEY_LEFT_BRACKET));
  sample->test_counter()->Reset();
  sample->Render();
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

TEST(TestsPerFrame, BoxBoxDefaultLayoutMoveTestsTheExpectationsColoursAndTable) {
  testing::TestHost host;
  const auto sample = Make(host, "box-box");
  sample->Initialize(1280, 720);
  sample->test_counter()->Reset();
  // 9 moves 1 along x, to [4.3, 6.3]: still clear of every other box's
  // bounds (8 ends at x 2.35, the first row at z -0.64).
  ASSERT_TRUE(sample->picking()->MoveShape("9", {1.0, 0.0, 0.0}));
  // The 90 expectations. The colours: every pair once, by the colouring
  // test (sat), 45. The pair table: a pair of two shapes of one kind is
  // answered in both orders (8 oriented boxes: 8 x 7 = 56), a pair of two
  // kinds once (oriented box with the AABB 8, with the hexahedron 8, the
  // AABB with the hexahedron 1: 17), each by both tests: 2 x 73 = 146.
  EXPECT_EQ(sample->test_counter()->count(), 90u + 45u + 146u);
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
