// Where the static-shapes samples write a shape's name (issue 35): on a part
// of the shape that shows, not in the empty middle of a box or a model. A
// box's label and a model's go at the corner (a model's vertex) farthest
// up and towards the home camera (yaw 120 degrees, at +x and -z); spheres
// keep theirs just above their top. The corners are read off the layouts
// (samples/triangles/aabb_triangle.cpp, samples/models/model_samples.cpp)
// and assets/models/cube.obj (a cube of half size 1).
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "harness/draw/label_placement.h"
#include "harness/sample_api/sample.h"
#include "test_host.h"

namespace harness {
namespace label_anchor_test {
namespace {

std::map<std::string, glm::vec3> Labels(const char* id) {
  testing::TestHost host;
  auto sample = SampleRegistry::Get().Find(id)->create(host);
  sample->Initialize(800, 600);
  host.recorded().Clear();
  sample->Render();
  std::map<std::string, glm::vec3> labels;
  for (const auto& label : host.recorded().labels) {
    labels[label.text] = label.position;
  }
  return labels;
}

void ExpectAt(const glm::vec3& actual, const glm::vec3& expected) {
  EXPECT_NEAR(actual.x, expected.x, 1e-5f);
  EXPECT_NEAR(actual.y, expected.y, 1e-5f);
  EXPECT_NEAR(actual.z, expected.z, 1e-5f);
}

TEST(LabelAnchor, AnAabbsNameIsAtItsTopCornerTowardsTheCamera) {
  const auto labels = Labels("aabb-triangle");
  // A2: centre (0, 0, 0), half extents (5, 7, 5); no longer in its middle.
  ASSERT_TRUE(labels.contains("A2"));
  ExpectAt(labels.at("A2"), {5, 7, -5});
  // A4: centre (2, 2, 2), half extents 1.
  ExpectAt(labels.at("A4"), {3, 3, 1});
}

TEST(LabelAnchor, AModelsNameIsAtAVertexNotAtItsCentre) {
  const auto labels = Labels("model-vs-shapes");
  // The cube at the origin, half size 1: its corner (1, 1, -1), outside
  // the sphere "inside" (radius 0.5 at the origin), whose label is above
  // its own top.
  ASSERT_TRUE(labels.contains("cube"));
  ExpectAt(labels.at("cube"), {1, 1, -1});
  ExpectAt(labels.at("inside"), {0, 0.5, 0});
  ExpectAt(labels.at("on face"), {1.4, 0.5, 0});
}

// three-planes: each meeting point's dot fits inside the room PlaceLabels
// keeps clear round a label's anchor, so no label, its own or another's,
// is drawn over it (at 10 pixels, "x1, t0, t1 meet" and "t0, t1, t2 meet"
// ran together with the dots between and under them).
TEST(LabelAnchor, MeetingPointDotsFitTheRoomLabelsKeepClear) {
  testing::TestHost host;
  auto sample = SampleRegistry::Get().Find("three-planes")->create(host);
  sample->Initialize(800, 600);
  host.recorded().Clear();
  sample->Render();
  int meeting_dots = 0;
  for (const auto& dot : host.recorded().dots) {
    if (testing::SameColor(dot.color, colors::kOrange)) {
      ++meeting_dots;
      EXPECT_LE(dot.size, 2.0f * kAnchorClearance);
    }
  }
  // The four triples that meet at a point (three_planes.cpp).
  EXPECT_EQ(meeting_dots, 4);
}

}  // namespace
}  // namespace label_anchor_test
}  // namespace harness
