// model-raycast's cursor ray (issue 35): the ray under the pointer is the
// pointer's in the frame that picked it only, so a frame with no pick (the
// pointer left the view, or the camera is being orbited) shows none; and
// the panel's cursor line keeps its room whether the pointer hits a model,
// misses or is away, so nothing below it jumps when it wraps.
#include <gtest/gtest.h>
#include <imgui.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "harness/sample_api/sample_registry.h"
#include "models/model_overlay_sample.h"
#include "panel_frame.h"
#include "test_host.h"

namespace models {
namespace model_raycast_cursor_test {
namespace {

bool HasCursorCast(const ModelOverlaySample& sample) {
  const std::vector<CastResult> casts = sample.Casts();
  return std::any_of(casts.begin(), casts.end(),
                     [](const CastResult& cast) { return cast.caster == "cursor"; });
}

// Down onto the cube at (4, 0, 0), whose top face is y = 1: a hit at t 9.
const collide::Ray kOntoTheCube = *collide::MakeRay({4.2, 10, 0.3}, {0, -1, 0});
// Beside every model.
const collide::Ray kPastEverything = *collide::MakeRay({0, 10, 40}, {0, -1, 0});

class ModelRaycastCursor : public ::testing::Test {
 protected:
  void SetUp() override {
    sample_ = harness::SampleRegistry::Get().Find("model-raycast")->create(host_);
    sample_->Initialize(800, 600);
    overlay_ = dynamic_cast<ModelOverlaySample*>(sample_.get());
    ASSERT_NE(overlay_, nullptr);
  }

  harness::testing::TestHost host_;
  std::unique_ptr<harness::Sample> sample_;
  ModelOverlaySample* overlay_ = nullptr;
};

TEST_F(ModelRaycastCursor, TheRayIsGoneInTheFirstFrameThatPicksNothing) {
  overlay_->PickAlongRay(kOntoTheCube, 0.0);
  const std::vector<CastResult> casts = overlay_->Casts();
  const auto cursor = std::find_if(casts.begin(), casts.end(),
                                   [](const CastResult& cast) { return cast.caster == "cursor"; });
  ASSERT_NE(cursor, casts.end());
  ASSERT_TRUE(cursor->model.has_value());
  EXPECT_NEAR(cursor->hit.t, 9.0, 1e-9);
  sample_->Render();  // the frame it was picked in
  // The next frame: the pointer went over a panel, or a drag orbits the
  // camera, and nothing asked the sample to pick.
  EXPECT_FALSE(HasCursorCast(*overlay_));
  host_.recorded().Clear();
  sample_->Render();
  const auto& lines = host_.recorded().lines;
  // No line starts where the ray did.
  EXPECT_TRUE(std::none_of(lines.begin(), lines.end(), [](const auto& line) {
    return glm::distance(glm::dvec3(line.a), kOntoTheCube.origin) < 1e-3;
  }));
}

// The panel's height under its last line, drawn in a window `width` wide.
float PanelHeight(harness::Sample& sample, float width) {
  harness::testing::CreateTestImGuiContext(ImVec2(1920, 4000));
  ImGui::NewFrame();
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(width, 3900));
  ImGui::Begin("sample");
  sample.UpdatePanel();
  const float height = ImGui::GetCursorPosY();
  ImGui::End();
  ImGui::EndFrame();
  ImGui::DestroyContext();
  return height;
}

TEST_F(ModelRaycastCursor, ThePanelKeepsItsHeightWhereverThePointerIs) {
  // 800x600's sample panel at scale 1 and 2, and a wider one.
  for (const float width : {250.0f, 330.0f, 500.0f}) {
    SCOPED_TRACE(width);
    const float away = PanelHeight(*sample_, width);
    overlay_->PickAlongRay(kOntoTheCube, 0.0);
    const float on_the_cube = PanelHeight(*sample_, width);
    sample_->Render();
    overlay_->PickAlongRay(kPastEverything, 0.0);
    const float past_everything = PanelHeight(*sample_, width);
    sample_->Render();
    EXPECT_EQ(on_the_cube, away);
    EXPECT_EQ(past_everything, away);
  }
}

}  // namespace
}  // namespace model_raycast_cursor_test
}  // namespace models
