// The metrics panel's "collision tests per frame": every pair test a frame
// runs, counted where it runs (TestCounter), pinned here against counts
// worked out by hand from the layouts, pass by pass. A pass added to or
// dropped from a frame changes the count and fails these.
#include <gtest/gtest.h>
#include <imgui.h>

#include <memory>

#include "harness/sample.h"
#include "harness/sample_registry.h"
#include "test_host.h"

namespace harness {
namespace {

std::unique_ptr<Sample> Make(testing::TestHost& host, const char* id) {
  return SampleRegistry::Get().Find(id)->create(host);
}

// One ImGui frame around the sample's panel, in a window tall enough that
// every header opens and every table row is laid out, as in the app.
void RunPanel(Sample& sample) {
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.DisplaySize = ImVec2(1920, 4000);
  io.DeltaTime = 1.0f / 60.0f;
  unsigned char* pixels = nullptr;
  int width = 0;
  int height = 0;
  io.Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
  ImGui::NewFrame();
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(1900, 3900));
  ImGui::Begin("sample");
  sample.UpdatePanel();
  ImGui::End();
  ImGui::EndFrame();
  ImGui::DestroyContext();
}

// Box-box's default layout: ten boxes, so 45 pairs, each tested by SAT and
// corner-volume. Under SAT, 0-1, 2-3, 4-5 and 6-7 overlap and every other
// pair is apart; corner-volume misses 0-1 and 2-3; 8-9 is selected.
TEST(TestsPerFrame, BoxBoxDefaultLayoutDrawingTestsEveryPairWithBothAlgorithms) {
  testing::TestHost host;
  const auto sample = Make(host, "box-box");
  sample->Initialize(1280, 720);
  sample->ResetTestCount();
  sample->Render();
  // Disagreement marks: 45 pairs x 2 algorithms = 90.
  // The selected pair 8-9's separating axis: 1 SAT.
  // Colours (SAT mode): shape i tests j = 0, 1, ... (j != i) until the first
  // overlap. 0 and 1 stop at each other (1 each); 2 and 3 at their partner
  // after 0 and 1 (3 each); 4 and 5 after 0..3 (5 each); 6 and 7 after
  // 0..5 (7 each); 8 and 9 overlap nothing (9 each): 2 * (1+3+5+7+9) = 50.
  EXPECT_EQ(sample->TestsRun(), 90u + 1u + 50u);
}

TEST(TestsPerFrame, BoxBoxDefaultLayoutPanelRetestsThePairTableAndColours) {
  testing::TestHost host;
  const auto sample = Make(host, "box-box");
  sample->Initialize(1280, 720);
  sample->ResetTestCount();
  RunPanel(*sample);
  // The disagreement count: 45 pairs x 2 = 90.
  // The pair table: 45 rows, each SAT, corner-volume, and the disagreement
  // (SAT and corner-volume again): 45 x 4 = 180.
  // The shape editors' colour swatches: the colours again, 50.
  EXPECT_EQ(sample->TestsRun(), 90u + 180u + 50u);
}

TEST(TestsPerFrame, ResetTestCountStartsTheNextFrameAtZero) {
  testing::TestHost host;
  const auto sample = Make(host, "box-box");
  sample->Initialize(1280, 720);
  sample->Render();
  sample->ResetTestCount();
  EXPECT_EQ(sample->TestsRun(), 0u);
}

// Sphere-sphere: spheres 0 (r 2 at the origin), 1 (r 1 at y 3.5), 2 (r 1 at
// y -3), 3 (r 1 at x 1), and the seed's 16 expectations over every ordered
// pair. One sphere-sphere test is registered (squared distance).
TEST(TestsPerFrame, StaticSampleTestsOnlyWhenSomethingChanges) {
  testing::TestHost host;
  const auto sample = Make(host, "sphere-sphere");
  sample->Initialize(1280, 720);
  // The evaluation at the start: the 16 expectations; the colours, over the
  // pairs whose bounds touch (0-2 meet at y -2, 0-3 overlap; 1 is clear of
  // all, 2 and 3 of each other): 2; the pair table, every ordered pair of
  // different spheres: 4 x 3 = 12. No triple test takes spheres.
  EXPECT_EQ(sample->TestsRun(), 16u + 2u + 12u);
  sample->ResetTestCount();
  sample->Render();
  RunPanel(*sample);
  EXPECT_EQ(sample->TestsRun(), 0u);  // a still frame tests nothing
}

}  // namespace
}  // namespace harness
