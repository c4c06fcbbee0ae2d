// The Why panel in the samples that are not layouts of shapes at rest
// (widgets/why_panel.h over layout_engine/why_reader.h): moving-balls'
// selected pair of balls, impact-search's pair, the octree's clicked ray.
// Selecting opens it, Left and Right step and change what the view draws,
// and a step of the world or a drag traces it again, keeping the step.
// Numbers are the built-in layouts', worked in their comments
// (moving_balls_model.cpp, impact_search_model.cpp).
#include <gtest/gtest.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "harness/sample_api/sample.h"
#include "harness/widgets/table_rows_meter.h"
#include "panel_frame.h"
#include "test_host.h"

namespace harness {
namespace why_panel_in_moving_samples_test {
namespace {

std::optional<glm::vec3> LabelAt(const testing::RecordingDraw& draw, const std::string& text) {
  const auto found = std::find_if(draw.labels.begin(), draw.labels.end(),
                                  [&](const auto& label) { return label.text == text; });
  return found == draw.labels.end() ? std::nullopt : std::optional(found->position);
}

void Rendered(testing::TestHost& host, Sample& sample) {
  host.recorded().Clear();
  sample.Render();
}

// Balls 3 (-275, 300, -300) and 4 (-200, 300, -300) move alike: the
// analytic search's steps are B relative to A (d from 3 to 4, labelled at
// its middle (-237.5, 300, -300), and v), the quadratic, and "no relative
// motion" deciding, which draws nothing.
TEST(WhyPanelInMovingBalls, ASelectedPairOpensOnItsDecisionAndStepsToWhatItDraws) {
  testing::TestHost host;
  auto sample = SampleRegistry::Get().Find("moving-balls")->create(host);
  sample->Initialize(800, 600);
  EXPECT_FALSE(sample->KeyPressed(GLFW_KEY_LEFT));  // nothing selected: not the Why's
  sample->picking()->Select("3");
  sample->picking()->SelectAlso("4");
  testing::RunPanel(*sample);
  Rendered(host, *sample);
  EXPECT_FALSE(LabelAt(host.recorded(), "d"));
  EXPECT_TRUE(sample->KeyPressed(GLFW_KEY_LEFT));
  EXPECT_TRUE(sample->KeyPressed(GLFW_KEY_LEFT));
  Rendered(host, *sample);
  const auto d = LabelAt(host.recorded(), "d");
  ASSERT_TRUE(d);
  EXPECT_NEAR(d->x, -237.5f, 1e-3f);
  EXPECT_NEAR(d->y, 300.0f, 1e-3f);
  EXPECT_NEAR(d->z, -300.0f, 1e-3f);
  // One step of the world (S): the balls have moved 0.6 * 0.5 = 0.3 in x;
  // the Why follows them and stays on the first step.
  EXPECT_TRUE(sample->KeyPressed(GLFW_KEY_S));
  Rendered(host, *sample);
  const auto moved = LabelAt(host.recorded(), "d");
  ASSERT_TRUE(moved);
  EXPECT_NEAR(moved->x, -237.2f, 1e-3f);
  // Esc ends the selection, and the marks with it.
  EXPECT_TRUE(sample->KeyPressed(GLFW_KEY_ESCAPE));
  Rendered(host, *sample);
  EXPECT_FALSE(LabelAt(host.recorded(), "d"));
  EXPECT_FALSE(sample->KeyPressed(GLFW_KEY_LEFT));
}

// Clicks down the sample's table a few pixels at a time, as a user would
// click a row, until the row of `a` and `b` is the selected pair (a wall or
// a pillar cannot be Shift+clicked in the view: only balls are picked).
bool ClickRowOf(Sample& sample, const std::string& a, const std::string& b) {
  testing::CreateTestImGuiContext(ImVec2(1920, 4000));
  ImGuiIO& io = ImGui::GetIO();
  io.MouseDoubleClickTime = 0.0f;  // each click a single one
  const auto frame = [&sample] {
    widgets::ForgetTableRowsSeen();
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(1900, 3900));
    ImGui::Begin("sample");
    sample.UpdatePanel();
    ImGui::End();
    ImGui::EndFrame();
  };
  frame();
  const widgets::TableRowsSeen seen = widgets::TableRowsSeenThisFrame();
  bool found = false;
  for (float y = seen.top; !found && y < seen.top + 40.0f * (seen.rows + 1); y += 3.0f) {
    io.MousePos = ImVec2(12.0f, y);
    frame();
    io.MouseDown[0] = true;
    frame();
    io.MouseDown[0] = false;
    frame();
    const std::vector<std::string> pair = sample.picking()->SelectedShapes();
    found = pair.size() == 2 && ((pair[0] == a && pair[1] == b) || (pair[0] == b && pair[1] == a));
  }
  ImGui::DestroyContext();
  return found;
}

// The row of ball 3 (-275, 300, -300), radius 20, and the back wall
// (wall -z, z = -320): the seed's ray test moves the wall by the radius
// towards the ball, to z = -300, where the centre is: 0 from it, touching
// at the start, which decides and draws nothing; the step before draws
// the offset plane and the centre's distance from it at the centre.
TEST(WhyPanelInMovingBalls, ABallAndWallRowOpensOnTheStartAndStepsToTheOffsetPlane) {
  testing::TestHost host;
  auto sample = SampleRegistry::Get().Find("moving-balls")->create(host);
  sample->Initialize(800, 600);
  ASSERT_TRUE(ClickRowOf(*sample, "3", "wall -z"));
  testing::RunPanel(*sample);
  Rendered(host, *sample);
  EXPECT_FALSE(LabelAt(host.recorded(), "distance 0"));
  EXPECT_TRUE(sample->KeyPressed(GLFW_KEY_LEFT));
  Rendered(host, *sample);
  const auto distance = LabelAt(host.recorded(), "distance 0");
  ASSERT_TRUE(distance);
  EXPECT_NEAR(distance->x, -275.0f, 1e-3f);
  EXPECT_NEAR(distance->y, 300.0f, 1e-3f);
  EXPECT_NEAR(distance->z, -300.0f, 1e-3f);
}

// The bullet (radius 0.5, from (-10.6, 1.44, 0) at 12 along x over a step
// of 1) and the ball (radius 1 at (-4, 0, 0)): the sliced search (first)
// and the linear one disagree, so both are listed; stepping moves the
// bullet drawn by each, and a drag of the ball moves its mark.
TEST(WhyPanelInImpactSearch, StepsMoveTheDrawnBulletAndADragMovesTheBall) {
  testing::TestHost host;
  auto sample = SampleRegistry::Get().Find("impact-search")->create(host);
  sample->Initialize(800, 600);
  sample->picking()->Select("bullet");
  sample->picking()->SelectAlso("ball");
  testing::RunPanel(*sample);
  // Step 1: slice 0 and position 0, both with the bullet at its start.
  for (int i = 0; i < 40; ++i)
    sample->KeyPressed(GLFW_KEY_LEFT);
  Rendered(host, *sample);
  const auto b = LabelAt(host.recorded(), "B");
  ASSERT_TRUE(b);
  EXPECT_NEAR(b->x, -4.0f, 1e-4f);
  EXPECT_NEAR(b->y, 0.0f, 1e-4f);
  const auto a = LabelAt(host.recorded(), "A");
  ASSERT_TRUE(a);
  EXPECT_NEAR(a->x, -10.6f, 1e-4f);
  // Step 2: slice 1 (t = 0.1, x = -9.4) is drawn first.
  EXPECT_TRUE(sample->KeyPressed(GLFW_KEY_RIGHT));
  Rendered(host, *sample);
  const auto next = LabelAt(host.recorded(), "A");
  ASSERT_TRUE(next);
  EXPECT_NEAR(next->x, -9.4f, 1e-4f);
  // Dragged up by 1, the ball is traced again where it is.
  ASSERT_TRUE(sample->picking()->MoveShape("ball", {0.0, 1.0, 0.0}));
  Rendered(host, *sample);
  const auto dragged = LabelAt(host.recorded(), "B");
  ASSERT_TRUE(dragged);
  EXPECT_NEAR(dragged->y, 1.0f, 1e-4f);
}

// A click in the octree's view explains the ray through the cursor: the
// root cell (0, the region [-20, 20]^3) is where every walk starts.
TEST(WhyPanelInOctree, AClickedRayIsWalkedCellByCell) {
  testing::TestHost host;
  auto sample = SampleRegistry::Get().Find("octree")->create(host);
  sample->Initialize(800, 600);
  const collide::Ray ray{{-30.0, 0.5, 0.5}, {1.0, 0.0, 0.0}};
  sample->picking()->PickAlongRay(ray, 0.0);
  Rendered(host, *sample);
  EXPECT_FALSE(LabelAt(host.recorded(), "cell 0"));  // hovering explains nothing
  sample->picking()->Select(std::nullopt);
  testing::RunPanel(*sample);
  for (int i = 0; i < 1000; ++i)
    sample->KeyPressed(GLFW_KEY_LEFT);
  Rendered(host, *sample);
  const auto root = LabelAt(host.recorded(), "cell 0");
  ASSERT_TRUE(root);
  EXPECT_NEAR(root->x, 20.0f, 1e-4f);  // a box's label is at its max corner
  EXPECT_TRUE(sample->KeyPressed(GLFW_KEY_RIGHT));
  Rendered(host, *sample);
  EXPECT_FALSE(LabelAt(host.recorded(), "cell 0"));
  EXPECT_TRUE(sample->KeyPressed(GLFW_KEY_ESCAPE));  // clears the ray before it quits
  EXPECT_FALSE(sample->KeyPressed(GLFW_KEY_LEFT));
}

}  // namespace
}  // namespace why_panel_in_moving_samples_test
}  // namespace harness
