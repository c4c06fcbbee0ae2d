// The static samples' panel reads top to bottom: the status line, the pair
// table, the shapes, then About (issue 35: the table first). In a panel as
// small as an 800x600 window gives, the table's header and first rows show
// without scrolling.
#include <gtest/gtest.h>
#include <imgui.h>

#include "harness/sample_api/sample.h"
#include "harness/widgets/about_fold.h"
#include "harness/widgets/table_rows_meter.h"
#include "panel_frame.h"
#include "test_host.h"

namespace harness {
namespace {

// Two frames of `id`'s panel in a window of 250x560 (an 800x600 window's
// sample panel), what the table meter and About recorded kept.
struct PanelSeen {
  widgets::TableRowsSeen table;
  float about_top = -1.0f;
};
PanelSeen DrawSmallPanel(const char* id) {
  testing::TestHost host;
  auto sample = SampleRegistry::Get().Find(id)->create(host);
  sample->Initialize(800, 600);
  testing::CreateTestImGuiContext(ImVec2(800, 600));
  PanelSeen seen;
  widgets::AboutFoldState() = {id, {}};
  for (int frame = 0; frame < 2; ++frame) {
    widgets::ForgetTableRowsSeen();
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(550, 19));
    ImGui::SetNextWindowSize(ImVec2(250, 560));
    ImGui::Begin("sample");
    sample->UpdatePanel();
    ImGui::End();
    ImGui::EndFrame();
  }
  seen.table = widgets::TableRowsSeenThisFrame();
  seen.about_top = widgets::AboutFoldState().last_top;
  ImGui::DestroyContext();
  return seen;
}

TEST(StaticPanelOrder, TheTableComesBeforeAbout) {
  const PanelSeen seen = DrawSmallPanel("box-box");
  ASSERT_TRUE(seen.table.drawn);
  EXPECT_EQ(seen.table.rows, 90);
  EXPECT_LT(seen.table.top, seen.about_top);
}

TEST(StaticPanelOrder, ATallTableStillShowsItsFirstRowsInASmallPanel) {
  for (const char* id : {"box-box", "point-ray", "three-planes", "raycast-sphere"}) {
    const PanelSeen seen = DrawSmallPanel(id);
    ASSERT_TRUE(seen.table.drawn) << id;
    EXPECT_TRUE(seen.table.header_visible) << id;
    EXPECT_GE(seen.table.visible, 3) << id;
  }
}

}  // namespace
}  // namespace harness
