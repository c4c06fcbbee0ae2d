// Draw's shapes made of lines (Ring, WirePlane, Marker) and the labels every
// sample draws, through a recording Draw: no GL.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <set>
#include <string>

#include "collide/shapes/vec.h"
#include "harness/runners/check_runner.h"
#include "harness/sample_api/headless_host.h"
#include "harness/sample_api/sample.h"
#include "test_host.h"

namespace harness {
namespace draw_test {
namespace {

using testing::RecordingDraw;

TEST(PerpendicularBasis, GivesUnitVectorsAcrossTheNormalRightHanded) {
  for (const collide::Vec3& raw :
       {collide::Vec3(0, 1, 0), collide::Vec3(0, 0, -1), collide::Vec3(1, 0, 0),
        collide::Vec3(0.3, -0.9, 0.2), collide::Vec3(1, 1, 1)}) {
    const collide::Vec3 n = glm::normalize(raw);
    collide::Vec3 u, v;
    collide::PerpendicularBasis(n, &u, &v);
    EXPECT_NEAR(glm::length(u), 1.0, 1e-12);
    EXPECT_NEAR(glm::length(v), 1.0, 1e-12);
    EXPECT_NEAR(glm::dot(u, n), 0.0, 1e-12);
    EXPECT_NEAR(glm::dot(v, n), 0.0, 1e-12);
    EXPECT_NEAR(glm::dot(u, v), 0.0, 1e-12);
    EXPECT_NEAR(glm::length(glm::cross(u, v) - n), 0.0, 1e-12);
  }
  // An axis-aligned normal gets axis-aligned directions (walls as squares).
  collide::Vec3 u, v;
  collide::PerpendicularBasis(collide::Vec3(0, 0, 1), &u, &v);
  EXPECT_EQ(std::abs(u.x) + std::abs(u.y) + std::abs(u.z), 1.0);
  EXPECT_EQ(std::abs(v.x) + std::abs(v.y) + std::abs(v.z), 1.0);
}

TEST(Draw, RingIsAClosedCircleAcrossItsNormal) {
  RecordingDraw draw;
  const glm::vec3 center(1, 2, 3);
  const glm::vec3 normal(0, 0, 2);  // any length
  draw.Ring(center, normal, 5.0f, colors::kRed, 12);
  ASSERT_EQ(draw.lines.size(), 12u);
  for (size_t k = 0; k < draw.lines.size(); ++k) {
    const auto& line = draw.lines[k];
    EXPECT_NEAR(glm::length(line.a - center), 5.0f, 1e-4f);
    EXPECT_NEAR(line.a.z, 3.0f, 1e-5f);
    // Each segment starts where the last ended, the last closes the ring.
    EXPECT_NEAR(glm::length(line.b - draw.lines[(k + 1) % 12].a), 0.0f, 1e-4f);
  }
}

TEST(Draw, WirePlaneIsAGridSquareOnThePlane) {
  RecordingDraw draw;
  const glm::vec3 point(0, -5, 0);
  draw.WirePlane(point, glm::vec3(0, 1, 0), 10.0f, colors::kBlue, 4);
  ASSERT_EQ(draw.lines.size(), 10u);  // 5 lines each way
  for (const auto& line : draw.lines) {
    EXPECT_FLOAT_EQ(line.a.y, -5.0f);
    EXPECT_FLOAT_EQ(line.b.y, -5.0f);
    EXPECT_NEAR(glm::length(line.b - line.a), 20.0f, 1e-4f);
    for (const glm::vec3& p : {line.a, line.b}) {
      EXPECT_LE(std::abs(p.x), 10.0f + 1e-4f);
      EXPECT_LE(std::abs(p.z), 10.0f + 1e-4f);
    }
  }
}

TEST(Draw, MarkerRingsGrowOverItsLifeAndItsDotGoes) {
  RecordingDraw young;
  young.Marker(glm::vec3(0), glm::vec3(0, 1, 0), 2.0f, colors::kYellow, 0.0f);
  RecordingDraw old;
  old.Marker(glm::vec3(0), glm::vec3(0, 1, 0), 2.0f, colors::kYellow, 0.9f);
  // 20 + 12 ring segments and the line along the normal.
  ASSERT_EQ(young.lines.size(), 33u);
  ASSERT_EQ(old.lines.size(), 33u);
  EXPECT_EQ(young.points, 1);
  EXPECT_EQ(old.points, 0);
  EXPECT_NEAR(glm::length(young.lines[0].a), 2.0f * 0.8f, 1e-5f);
  EXPECT_NEAR(glm::length(old.lines[0].a), 2.0f * (0.8f + 1.7f * 0.9f), 1e-5f);
  const auto& normal_line = young.lines.back();
  EXPECT_NEAR(normal_line.b.y - normal_line.a.y, 4.0f, 1e-5f);
}

// --check and --bench host samples with a NullDraw: a sample's Render
// (labels and all) goes nowhere, and leaves the checks it answers and the
// host's log as they were.
TEST(Draw, HeadlessRenderGoesToANullDrawAndChangesNoCheckNorLog) {
  HeadlessHost host;
  host.log().set_echo_to_console(false);
  EXPECT_NE(dynamic_cast<NullDraw*>(&host.draw()), nullptr);
  auto sample = SampleRegistry::Get().Find("sphere-sphere")->create(host);
  sample->Initialize(800, 600);
  const std::vector<PairCheck> before = sample->Check();
  const std::size_t logged = host.log().entries().size();
  sample->Render();
  const std::vector<PairCheck> after = sample->Check();
  ASSERT_EQ(before.size(), 16u) << "sphere-sphere's built-in table";
  ASSERT_EQ(after.size(), before.size());
  for (std::size_t i = 0; i < after.size(); ++i) {
    EXPECT_EQ(after[i].passed, before[i].passed) << i;
    EXPECT_EQ(Describe(after[i].actual), Describe(before[i].actual)) << i;
  }
  EXPECT_EQ(host.log().entries().size(), logged);
}

// Every sample labels its shapes with their ids in Render.
std::set<std::string> LabelsOf(const char* id) {
  testing::TestHost host;
  auto sample = SampleRegistry::Get().Find(id)->create(host);
  sample->Initialize(800, 600);
  host.recorded().Clear();
  sample->Render();
  std::set<std::string> texts;
  for (const auto& label : host.recorded().labels) {
    texts.insert(label.text);
  }
  return texts;
}

TEST(Labels, SphereSphereLabelsItsFourSpheres) {
  EXPECT_EQ(LabelsOf("sphere-sphere"), (std::set<std::string>{"0", "1", "2", "3"}));
}

TEST(Labels, BoxBoxLabelsEveryShape) {
  EXPECT_EQ(LabelsOf("box-box"),
            (std::set<std::string>{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"}));
}

TEST(Labels, MovingBallsLabelsItsBallsPlanesAndCylinders) {
  const std::set<std::string> labels = LabelsOf("moving-balls");
  for (int i = 0; i < 10; ++i) {
    EXPECT_TRUE(labels.contains(std::to_string(i))) << i;
  }
  EXPECT_TRUE(labels.contains("floor"));
  EXPECT_TRUE(labels.contains("pillar"));
}

}  // namespace
}  // namespace draw_test
}  // namespace harness
