// Samples whose shapes lie in one plane (issue 35: triangle-triangle turned
// edge-on, its labels stacked on one line): the view faces the plane and
// auto-rotation swings within 50 degrees of it; others turn all the way.
#include <gtest/gtest.h>

#include <cmath>

#include "harness/sample_api/sample.h"
#include "test_host.h"

namespace harness {
namespace {

TEST(FlatSceneView, TriangleTriangleFacesItsPlaneAndSwings) {
  testing::TestHost host;
  auto sample = SampleRegistry::Get().Find("triangle-triangle")->create(host);
  sample->Initialize(800, 600);
  // z = 0 faced from +z: the camera's offset (sin yaw, ., cos yaw) along z.
  EXPECT_NEAR(std::remainder(host.camera().yaw_deg, 360.0f), 0.0f, 1e-4f);
  EXPECT_EQ(host.camera().auto_rotate_swing_deg, 50.0f);
}

TEST(FlatSceneView, ShapesInSpaceTurnAllTheWayRound) {
  testing::TestHost host;
  auto sample = SampleRegistry::Get().Find("raycast-triangle")->create(host);
  sample->Initialize(800, 600);
  EXPECT_EQ(host.camera().auto_rotate_swing_deg, 0.0f);
}

}  // namespace
}  // namespace harness
