// Box-box's selected pair (a row clicked, [ and ] through the table, the
// spec's pair at start): the axis SAT separates it along, drawn for it
// alone; the table's rows and marks as the panel draws them; the selection
// through an undo.
#include <gtest/gtest.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <algorithm>
#include <any>
#include <cmath>
#include <utility>
#include <vector>

#include "box_box_fixtures.h"
#include "harness/sample_api/sample.h"
#include "harness/widgets/pick_widgets.h"
#include "panel_frame.h"
#include "test_host.h"

namespace harness {
namespace box_box_selection_test {
namespace {

using box_box_testing::MakeBoxSample;
using box_box_testing::ParseBoxScene;
using testing::RecordingDraw;
using testing::SameColor;

// a and b apart along x (a over [-1, 1], b over [4, 6]), c far above both.
constexpr const char* kThreeBoxes =
    R"({"id": "a", "type": "box", "center": [0, 0, 0], "half_extents": [1, 1, 1]},
       {"id": "b", "type": "box", "center": [5, 0.5, 0], "half_extents": [1, 1, 1]},
       {"id": "c", "type": "box", "center": [0, 9, 0], "half_extents": [1, 1, 1]})";

// The separating axis's lines: magenta (1, 0.2, 1).
std::vector<RecordingDraw::Segment> MagentaLines(const RecordingDraw& draw) {
  std::vector<RecordingDraw::Segment> result;
  for (const auto& line : draw.lines) {
    if (SameColor(line.color, Color{1, 0.2f, 1})) {
      result.push_back(line);
    }
  }
  return result;
}

TEST(BoxBoxSample, SeparatingAxisIsDrawnForTheSelectedPairWhenApart) {
  testing::TestHost host;
  auto sample = MakeBoxSample(host);
  sample->LoadScene(ParseBoxScene(
      R"({"id": "a", "type": "box", "center": [0, 0, 0], "half_extents": [1, 1, 1]},
         {"id": "b", "type": "box", "center": [5, 0.5, 0], "half_extents": [1, 1, 1]},
         {"id": "c", "type": "box", "center": [0, 1.5, 0], "half_extents": [1, 1, 1]})",
      ""));
  // A scene opens with no pair selected: no axis.
  sample->Render();
  EXPECT_TRUE(MagentaLines(host.recorded()).empty());
  // ] selects the table's first pair, a and b, apart along x: a's
  // projection [-1, 1], b's [4, 6]. The axis runs across both, ticks mark
  // 1 and 4, a square stands on the plane x = 2.5.
  ASSERT_TRUE(sample->KeyPressed(GLFW_KEY_RIGHT_BRACKET));
  host.recorded().Clear();
  sample->Render();
  const auto lines = MagentaLines(host.recorded());
  ASSERT_FALSE(lines.empty());
  const auto axis = std::find_if(lines.begin(), lines.end(), [](const auto& line) {
    return std::abs(line.a.x + 1.0f) < 1e-5f && std::abs(line.b.x - 6.0f) < 1e-5f &&
           std::abs(line.a.y - line.b.y) < 1e-5f && std::abs(line.a.z - line.b.z) < 1e-5f;
  });
  EXPECT_NE(axis, lines.end()) << "no line along x from -1 to 6";
  EXPECT_TRUE(std::any_of(lines.begin(), lines.end(), [](const auto& line) {
    return std::abs(line.a.x - 2.5f) < 1e-5f && std::abs(line.b.x - 2.5f) < 1e-5f;
  })) << "no square on the plane halfway across the gap";

  // The next pair, a and c, touches: no axis.
  ASSERT_TRUE(sample->KeyPressed(GLFW_KEY_RIGHT_BRACKET));
  host.recorded().Clear();
  sample->Render();
  EXPECT_TRUE(MagentaLines(host.recorded()).empty());
  EXPECT_EQ(host.log().entries().back().text, "selected a and c");
  // [ goes back to a and b.
  sample->KeyPressed(GLFW_KEY_LEFT_BRACKET);
  EXPECT_EQ(host.log().entries().back().text, "selected a and b");
  host.recorded().Clear();
  sample->Render();
  EXPECT_FALSE(MagentaLines(host.recorded()).empty());
}

// The pair table as the panel last drew it: its rows, and those marked.
std::pair<int, int> TableRowsShown(Sample& sample) {
  widgets::ShownSelection() = {};
  testing::RunPanel(sample);
  return {widgets::ShownSelection().rows, widgets::ShownSelection().marked_rows};
}

TEST(BoxBoxSample, ThePanelsTableFollowsEveryChangeOfItsRows) {
  testing::TestHost host;
  auto sample = MakeBoxSample(host);
  sample->Initialize(800, 600);
  // Ten boxes: 45 pairs, a row under each of the two tests; nothing is
  // selected at start (a selected pair solos it: the sample opens whole).
  EXPECT_EQ(TableRowsShown(*sample), std::make_pair(90, 0));
  EXPECT_EQ(TableRowsShown(*sample), std::make_pair(90, 0));  // a still frame
  ASSERT_TRUE(sample->KeyPressed(GLFW_KEY_RIGHT_BRACKET));    // 0 and 1: two rows marked
  EXPECT_EQ(TableRowsShown(*sample), std::make_pair(90, 2));
  sample->LoadScene(ParseBoxScene(kThreeBoxes, ""));
  // Three pairs, two rows each; a loaded scene selects nothing.
  EXPECT_EQ(TableRowsShown(*sample), std::make_pair(6, 0));
  // An edit with nothing selected before or after: box c removed by
  // loading the scene without it.
  sample->LoadScene(ParseBoxScene(
      R"({"id": "a", "type": "box", "center": [0, 0, 0], "half_extents": [1, 1, 1]},
         {"id": "b", "type": "box", "center": [5, 0.5, 0], "half_extents": [1, 1, 1]})",
      ""));
  EXPECT_EQ(TableRowsShown(*sample), std::make_pair(2, 0));
  sample->LoadScene(ParseBoxScene(kThreeBoxes, ""));
  ASSERT_TRUE(sample->KeyPressed(GLFW_KEY_RIGHT_BRACKET));
  EXPECT_EQ(TableRowsShown(*sample), std::make_pair(6, 2));
}

TEST(BoxBoxSample, TheSelectedPairOutlivesTheUndoOfAnUnrelatedEdit) {
  testing::TestHost host;
  auto sample = MakeBoxSample(host);
  sample->LoadScene(ParseBoxScene(kThreeBoxes, ""));
  sample->Initialize(800, 600);
  ASSERT_TRUE(sample->KeyPressed(GLFW_KEY_RIGHT_BRACKET));  // a and b, apart
  const std::any before = sample->undo()->Snapshot();
  ASSERT_TRUE(sample->picking()->MoveShape("c", collide::Vec3(1, 0, 0)));
  sample->undo()->Restore(before);
  sample->Render();
  EXPECT_FALSE(MagentaLines(host.recorded()).empty());
  // The selection is by name: once b moves onto a, the pair touches and its
  // axis goes; moved away again, it comes back.
  ASSERT_TRUE(sample->picking()->MoveShape("b", collide::Vec3(-4, 0, 0)));
  host.recorded().Clear();
  sample->Render();
  EXPECT_TRUE(MagentaLines(host.recorded()).empty());
  ASSERT_TRUE(sample->picking()->MoveShape("b", collide::Vec3(4, 0, 0)));
  host.recorded().Clear();
  sample->Render();
  EXPECT_FALSE(MagentaLines(host.recorded()).empty());
  // Still a and b: [ from the first pair wraps round to the last, b and c.
  sample->KeyPressed(GLFW_KEY_LEFT_BRACKET);
  EXPECT_EQ(host.log().entries().back().text, "selected b and c");
}

// Box 8 (centre (1.2, 0, 2.5), half extents (0.8, 1, 0.8), turned 25 degrees
// about z) and hexahedron 9 are apart along box 8's own x axis,
// (cos 25, sin 25, 0): box 8 projects to [0.287569, 1.887569] on it, 9's
// corners to [2.568197, 4.772896] (worked in full in
// tests/cli/box_box_window_test.cpp). The drawn axis runs along it.
TEST(BoxBoxSample, DefaultLayoutShowsTheApartPairsSeparatingAxis) {
  testing::TestHost host;
  auto sample = MakeBoxSample(host);
  sample->Render();
  EXPECT_TRUE(MagentaLines(host.recorded()).empty());  // nothing selected at start
  // The last pair of the table, 8 and 9, apart along 25 degrees.
  ASSERT_TRUE(sample->KeyPressed(GLFW_KEY_LEFT_BRACKET));
  host.recorded().Clear();
  sample->Render();
  const glm::vec3 axis(std::cos(glm::radians(25.0f)), std::sin(glm::radians(25.0f)), 0.0f);
  const auto lines = MagentaLines(host.recorded());
  ASSERT_FALSE(lines.empty());
  EXPECT_TRUE(std::any_of(lines.begin(), lines.end(), [&](const auto& line) {
    const glm::vec3 direction = glm::normalize(line.b - line.a);
    return std::abs(glm::dot(direction, axis)) > 0.9999f;
  }));
}

}  // namespace
}  // namespace box_box_selection_test
}  // namespace harness
