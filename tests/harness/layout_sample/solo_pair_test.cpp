// One pair at a time (issue 35): a shape then Shift+click on a second (or a
// row clicked) selects a pair; the view solos it (every other shape faded,
// only its two named, only its answers marked); the table marks its rows;
// Esc or a click on empty space ends it. raycast-sphere: seven rays and
// seven spheres, R1 hits S1 (the book's table).
#include <gtest/gtest.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "harness/sample_api/sample.h"
#include "harness/widgets/pick_widgets.h"
#include "panel_frame.h"
#include "test_host.h"

namespace harness {
namespace {

using testing::RecordingDraw;
using testing::SameColor;

std::unique_ptr<Sample> MakeRaycastSphere(testing::TestHost& host) {
  auto sample = SampleRegistry::Get().Find("raycast-sphere")->create(host);
  sample->Initialize(800, 600);
  return sample;
}

std::set<std::string> LabelTexts(const RecordingDraw& draw) {
  std::set<std::string> texts;
  for (const auto& label : draw.labels) {
    texts.insert(label.text);
  }
  return texts;
}

TEST(SoloPair, AShapeThenShiftClickOnASecondSelectsThePair) {
  testing::TestHost host;
  auto sample = MakeRaycastSphere(host);
  Pickable& shapes = *sample->picking();
  EXPECT_TRUE(shapes.SelectedShapes().empty());
  shapes.Select("R1");
  EXPECT_EQ(shapes.SelectedShapes(), std::vector<std::string>{"R1"});
  shapes.SelectAlso("S1");
  EXPECT_EQ(shapes.SelectedShapes(), (std::vector<std::string>{"R1", "S1"}));
  EXPECT_EQ(host.log().entries().back().text, "selected R1 and S1");
  // The pair's rows are the ones the table marks: R1's row with S1 (the
  // table's one row for the pair), as the panel draws it.
  widgets::ShownSelection() = {};
  testing::RunPanel(*sample);
  EXPECT_EQ(widgets::ShownSelection().rows, 7);
  EXPECT_EQ(widgets::ShownSelection().marked_rows, 1);
}

TEST(SoloPair, OnlyThePairKeepsItsColourAndItsLabels) {
  testing::TestHost host;
  auto sample = MakeRaycastSphere(host);
  sample->Render();
  const std::vector<RecordingDraw::Sphere> before = host.recorded().spheres;
  ASSERT_EQ(before.size(), 7u);
  EXPECT_EQ(LabelTexts(host.recorded()).size(), 14u);
  sample->picking()->Select("R1");
  sample->picking()->SelectAlso("S1");
  host.recorded().Clear();
  sample->Render();
  const auto& spheres = host.recorded().spheres;
  ASSERT_EQ(spheres.size(), 7u);
  // S1 is the second sphere, centred at (2, 2, 0): red as before; the other
  // six neither red nor their colour before, but three quarters of the way
  // to the background.
  for (std::size_t i = 0; i < spheres.size(); ++i) {
    const Color faded = Mix(before[i].color, colors::kBackground, 0.75f);
    if (i == 1) {
      EXPECT_TRUE(SameColor(spheres[i].color, colors::kRed)) << i;
    } else {
      EXPECT_TRUE(SameColor(spheres[i].color, faded)) << i;
    }
  }
  // Of the shapes' names only the pair's; beside them the Why panel's
  // current step (why_panel.cpp): the ray's first hit, at its deciding step.
  EXPECT_EQ(LabelTexts(host.recorded()), (std::set<std::string>{"R1", "S1", "hit"}));
}

TEST(SoloPair, EscThenAClickOnEmptySpaceEndIt) {
  testing::TestHost host;
  auto sample = MakeRaycastSphere(host);
  EXPECT_FALSE(sample->KeyPressed(GLFW_KEY_ESCAPE));  // nothing to clear: Esc quits
  sample->picking()->Select("R1");
  sample->picking()->SelectAlso("S1");
  EXPECT_TRUE(sample->KeyPressed(GLFW_KEY_ESCAPE));
  EXPECT_EQ(sample->picking()->SelectedShapes(), std::vector<std::string>{"S1"});
  host.recorded().Clear();
  sample->Render();
  EXPECT_EQ(LabelTexts(host.recorded()).size(), 14u);
  sample->picking()->SelectAlso("R1");
  ASSERT_EQ(sample->picking()->SelectedShapes().size(), 2u);
  sample->picking()->Select(std::nullopt);
  EXPECT_TRUE(sample->picking()->SelectedShapes().empty());
}

// Yellow dots: where rays hit, as the book's table marks them.
std::vector<glm::vec3> HitDots(const RecordingDraw& draw) {
  std::vector<glm::vec3> dots;
  for (const auto& dot : draw.dots) {
    if (SameColor(dot.color, colors::kYellow)) {
      dots.push_back(dot.position);
    }
  }
  return dots;
}

TEST(SoloPair, OnlyThePairsOwnHitIsMarked) {
  testing::TestHost host;
  auto sample = MakeRaycastSphere(host);
  sample->Render();
  EXPECT_GT(HitDots(host.recorded()).size(), 1u);
  sample->picking()->Select("R1");
  sample->picking()->SelectAlso("S1");
  host.recorded().Clear();
  sample->Render();
  // R1 from (-2, 0, 0) along x meets S1 (centre (2, 2, 0), radius 2) at
  // t = 4: the point (2, 0, 0), where it grazes the sphere's bottom.
  const std::vector<glm::vec3> dots = HitDots(host.recorded());
  ASSERT_EQ(dots.size(), 1u);
  EXPECT_NEAR(dots[0].x, 2.0f, 1e-5f);
  EXPECT_NEAR(dots[0].y, 0.0f, 1e-5f);
  EXPECT_NEAR(dots[0].z, 0.0f, 1e-5f);
}

TEST(SoloPair, TheShapeUnderTheCursorLightsItsRows) {
  testing::TestHost host;
  auto sample = MakeRaycastSphere(host);
  sample->picking()->SetHovered("S1");
  widgets::ShownSelection() = {};
  testing::RunPanel(*sample);
  EXPECT_EQ(widgets::ShownSelection().lit_rows, 1);  // R1 S1 alone names it
  sample->picking()->SetHovered(std::nullopt);
  widgets::ShownSelection() = {};
  testing::RunPanel(*sample);
  EXPECT_EQ(widgets::ShownSelection().lit_rows, 0);
}

// model-raycast: the BVH nodes a ray entered are green boxes; with "Show
// BVH nodes" off (its start) only a selected ray's are drawn, and only its
// hit is marked. R0 and R3 both hit the rock (the book's nearest hit).
int GreenLines(const RecordingDraw& draw) {
  return static_cast<int>(std::count_if(draw.lines.begin(), draw.lines.end(), [](const auto& line) {
    return SameColor(line.color, Color{0.2f, 1.0f, 0.4f});
  }));
}

TEST(SoloPair, ASelectedRayShowsTheBvhNodesItEnteredAndNoOtherRaysHit) {
  testing::TestHost host;
  auto sample = SampleRegistry::Get().Find("model-raycast")->create(host);
  sample->Initialize(800, 600);
  sample->Render();
  EXPECT_EQ(GreenLines(host.recorded()), 0);
  const std::size_t every_hit = host.recorded().dots.size();
  sample->picking()->Select("R3");
  sample->picking()->SelectAlso("rock");
  host.recorded().Clear();
  sample->Render();
  // Twelve edges a box, at least the root's.
  EXPECT_GE(GreenLines(host.recorded()), 12);
  EXPECT_EQ(GreenLines(host.recorded()) % 12, 0);
  EXPECT_LT(host.recorded().dots.size(), every_hit);
}

}  // namespace
}  // namespace harness
