// Where moving-balls writes its walls' and floor's names (issue 35): each
// near an edge or a corner of its own patch, on it, and clear of the other shapes: not
// on the pillar (the floor's centre, where its label used to be) and not
// over a ball as the home camera shows the room at the start and after 30
// frames. The clearances are worked from the Magic Room's numbers
// (collide/motion/magic_room.h): walls +-320, balls of radius 20,
// cylinders of radius 60, 60 and 30.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <string>

#include "harness/sample_api/sample.h"
#include "test_host.h"

namespace harness {
namespace moving_balls_labels_test {
namespace {

constexpr float kFrame = 1.0f / 60.0f;
// The view of an 800x600 window (its panels docked round it).
constexpr int kViewWidth = 360;
constexpr int kViewHeight = 460;
// Text as the tests of label_placement measure it: 7 pixels a character,
// 13 high; an unmoved label sits 3 pixels above its anchor, centred.
constexpr float kCharWidth = 7.0f;
constexpr float kLineHeight = 13.0f;
// How far into a ball's outline a label may reach, in pixels, and still
// hide nothing of it: its edge.
constexpr float kTouch = 1.0f;

// The planes' labels and where they are, for `sample` as it is now.
std::map<std::string, glm::vec3> PlaneLabels(testing::TestHost& host, Sample& sample) {
  host.recorded().Clear();
  sample.Render();
  std::map<std::string, glm::vec3> labels;
  for (const auto& label : host.recorded().labels) {
    if (label.text == "floor" || label.text.starts_with("wall")) {
      labels[label.text] = label.position;
    }
  }
  return labels;
}

// The label's box on screen where it shows unmoved, just above its anchor.
Rect LabelBox(const Camera& camera, const glm::vec3& anchor, const std::string& text) {
  glm::vec2 at(0.0f);
  EXPECT_TRUE(camera.WorldToScreen(anchor, &at)) << text;
  const float width = kCharWidth * static_cast<float>(text.size());
  return Rect{at.x - 0.5f * width, at.y - 3.0f - kLineHeight, width, kLineHeight};
}

void ExpectClearOfTheBalls(testing::TestHost& host, Sample& sample) {
  const auto labels = PlaneLabels(host, sample);
  ASSERT_EQ(labels.size(), 5u);
  const Camera& camera = host.camera();
  for (const auto& [text, anchor] : labels) {
    const Rect box = LabelBox(camera, anchor, text);
    for (const auto& ball : host.recorded().spheres) {
      if (ball.radius != 20.0f) {
        continue;  // a prediction's ghost, not a ball
      }
      glm::vec2 centre(0.0f);
      ASSERT_TRUE(camera.WorldToScreen(ball.center, &centre));
      glm::vec2 rim(0.0f);
      ASSERT_TRUE(camera.WorldToScreen(ball.center + glm::vec3(20.0f, 0.0f, 0.0f), &rim));
      const float radius = glm::distance(centre, rim);
      // The ball's outline is a circle: the box's point nearest its centre
      // lies outside it, or less than kTouch inside (a label that touches
      // a ball's rim hides none of it).
      const glm::vec2 nearest(std::clamp(centre.x, box.x, box.Right()),
                              std::clamp(centre.y, box.y, box.Bottom()));
      EXPECT_GT(glm::distance(nearest, centre), radius - kTouch)
          << text << " covers the ball at " << ball.center.x << ", " << ball.center.y << ", "
          << ball.center.z << " (label " << box.x << ", " << box.y << ", " << box.width << " x "
          << box.height << "; ball " << centre.x << ", " << centre.y << " r " << radius << ")";
    }
  }
}

class MovingBallsLabels : public ::testing::Test {
 protected:
  void SetUp() override {
    sample_ = SampleRegistry::Get().Find("moving-balls")->create(host_);
    sample_->Initialize(kViewWidth, kViewHeight);
    host_.camera().auto_rotate = false;
    host_.camera().SetViewport(kViewWidth, kViewHeight, Rect{0, 0, kViewWidth, kViewHeight});
    host_.camera().Reset();
  }

  testing::TestHost host_;
  std::unique_ptr<Sample> sample_;
};

TEST_F(MovingBallsLabels, EachPlanesNameIsOnItsOwnPatchNearItsEdge) {
  const auto labels = PlaneLabels(host_, *sample_);
  ASSERT_EQ(labels.size(), 5u);
  // The floor y = -320 and the walls x, z = +-320, each drawn 320 either
  // side of its centre; near its edge is beyond half of that one way.
  const auto on = [](float at, float plane) { return std::abs(at - plane) < 1e-3f; };
  const auto in_corner = [](float a, float b) {
    return (std::abs(a) > 160.0f || std::abs(b) > 160.0f) && std::abs(a) < 320.0f &&
           std::abs(b) < 320.0f;
  };
  const glm::vec3 floor = labels.at("floor");
  EXPECT_TRUE(on(floor.y, -320.0f) && in_corner(floor.x, floor.z));
  const glm::vec3 back = labels.at("wall -z");
  EXPECT_TRUE(on(back.z, -320.0f) && in_corner(back.x, back.y));
  const glm::vec3 front = labels.at("wall +z");
  EXPECT_TRUE(on(front.z, 320.0f) && in_corner(front.x, front.y));
  const glm::vec3 left = labels.at("wall -x");
  EXPECT_TRUE(on(left.x, -320.0f) && in_corner(left.y, left.z));
  const glm::vec3 right = labels.at("wall +x");
  EXPECT_TRUE(on(right.x, 320.0f) && in_corner(right.y, right.z));
  // Not on the pillar, the cylinder of radius 60 round the y axis that
  // stands on the floor's centre.
  EXPECT_GT(std::hypot(floor.x, floor.z), 60.0f + 20.0f);
}

TEST_F(MovingBallsLabels, NoPlanesNameCoversABallAtTheStartOrAfterThirtyFrames) {
  {
    SCOPED_TRACE("at the start");
    ExpectClearOfTheBalls(host_, *sample_);
  }
  for (int frame = 0; frame < 30; ++frame) {
    sample_->Update(kFrame);
  }
  SCOPED_TRACE("after 30 frames");
  ExpectClearOfTheBalls(host_, *sample_);
}

}  // namespace
}  // namespace moving_balls_labels_test
}  // namespace harness
