// The Why panel (why_panel.cpp): a selected pair's steps, the current one's
// marks drawn in the view, Left and Right stepping through them, and the
// trace following a drag. sphere-sphere: sphere 0 (radius 2 at the origin)
// and sphere 2 (radius 1 at (0, -3, 0)) touch.
#include <gtest/gtest.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <algorithm>
#include <string>

#include "harness/sample_api/sample.h"
#include "panel_frame.h"
#include "test_host.h"

namespace harness {
namespace {

bool HasLabel(const testing::RecordingDraw& draw, const std::string& text) {
  return std::any_of(draw.labels.begin(), draw.labels.end(),
                     [&](const auto& label) { return label.text == text; });
}

TEST(WhyPanel, SteppingMovesWhatTheViewDrawsAndADragRetraces) {
  testing::TestHost host;
  auto sample = SampleRegistry::Get().Find("sphere-sphere")->create(host);
  sample->Initialize(800, 600);
  // No pair selected: no step is drawn, and the arrows are not the Why's.
  sample->Render();
  EXPECT_FALSE(HasLabel(host.recorded(), "A [-2.00, 2.00]"));
  EXPECT_FALSE(sample->KeyPressed(GLFW_KEY_LEFT));
  sample->picking()->Select("0");
  sample->picking()->SelectAlso("2");
  testing::RunPanel(*sample);
  // It opens on the deciding step: the centre line, A's projection about 0
  // and B's about |d| = 3.
  host.recorded().Clear();
  sample->Render();
  EXPECT_TRUE(HasLabel(host.recorded(), "A [-2.00, 2.00]"));
  EXPECT_TRUE(HasLabel(host.recorded(), "B [2.00, 4.00]"));
  // Left: the first step, the centres joined and their distance.
  EXPECT_TRUE(sample->KeyPressed(GLFW_KEY_LEFT));
  host.recorded().Clear();
  sample->Render();
  EXPECT_TRUE(HasLabel(host.recorded(), "|d| 3.00"));
  EXPECT_FALSE(HasLabel(host.recorded(), "A [-2.00, 2.00]"));
  // Left again stays on the first; Right comes back.
  EXPECT_TRUE(sample->KeyPressed(GLFW_KEY_LEFT));
  EXPECT_TRUE(sample->KeyPressed(GLFW_KEY_RIGHT));
  // A drag of sphere 2 by (0, -1, 0): |d| is 4 now, B about it.
  ASSERT_TRUE(sample->picking()->MoveShape("2", {0.0, -1.0, 0.0}));
  host.recorded().Clear();
  sample->Render();
  EXPECT_TRUE(HasLabel(host.recorded(), "B [3.00, 5.00]"));
  EXPECT_TRUE(HasLabel(host.recorded(), "gap 1.00"));
}

}  // namespace
}  // namespace harness
