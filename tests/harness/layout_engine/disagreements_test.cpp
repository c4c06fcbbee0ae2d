// Where two algorithms of one question answer a pair differently
// (layout_engine/disagreements.h): the pairs found, each once, and what
// counts as differing. The shipped samples' disagreements are written out
// by hand from their declarations.
#include "harness/layout_engine/disagreements.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "collide/shapes/triangle.h"
#include "harness/layout_engine/layout.h"
#include "harness/layout_engine/world.h"
#include "harness/sample_api/sample_registry.h"
#include "test_host.h"

namespace harness {
namespace disagreements_test {
namespace {

using collide::RayHit;
using collide::Triangle;
using collide::Vec3;

std::vector<std::string> Described(const StaticLayout& layout) {
  std::vector<std::string> lines;
  for (const Disagreement& d : FindDisagreements(StaticWorld().AnswerAll(layout))) {
    lines.push_back(DescribeDisagreement(layout, d));
  }
  return lines;
}

StaticLayout SampleLayout(const std::string& id) {
  testing::TestHost host;
  const SampleInfo* info = SampleRegistry::Get().Find(id);
  EXPECT_NE(info, nullptr) << id;
  if (info == nullptr)
    return {};
  const auto scene = info->create(host)->SceneToSave("disagreements", false);
  EXPECT_TRUE(scene.has_value()) << id;
  return scene ? StaticLayoutFromScene(*scene) : StaticLayout{};
}

TEST(Disagreements, CoplanarTrianglesApartAreOnePairTheTwoSatsDisagreeOn) {
  StaticLayoutBuilder b;
  b.Shape("A", Triangle{{Vec3(0, 0, 0), Vec3(1, 0, 0), Vec3(0, 1, 0)}});
  b.Shape("F", Triangle{{Vec3(2, 0, 0), Vec3(3, 0, 0), Vec3(2, -1, 0)}});
  const std::vector<std::string> expected = {"A and F: robust-sat apart, plain-sat touching"};
  EXPECT_EQ(Described(b.Build()), expected);
}

TEST(Disagreements, TrianglesThatCrossAreNoDisagreement) {
  StaticLayoutBuilder b;
  b.Shape("A", Triangle{{Vec3(0, 0, 0), Vec3(1, 0, 0), Vec3(0, 1, 0)}});
  b.Shape("B", Triangle{{Vec3(0.2, 0.2, -1), Vec3(0.2, 0.2, 1), Vec3(1.5, 1.5, 0)}});
  EXPECT_TRUE(Described(b.Build()).empty());
}

TEST(Disagreements, TheShippedSamplesShowExactlyTheirKnownDisagreements) {
  // triangle-triangle: F (coplanar, apart) and G (a point beside A).
  const std::vector<std::string> triangles = {"A and F: robust-sat apart, plain-sat touching",
                                              "A and G: robust-sat apart, plain-sat touching"};
  EXPECT_EQ(Described(SampleLayout("triangle-triangle")), triangles);
  // raycast-plane: R7 comes from behind the plane, at t = sqrt(2).
  const std::vector<std::string> rays = {"P and R7: one-sided miss, two-sided hit at t 1.414"};
  EXPECT_EQ(Described(SampleLayout("raycast-plane")), rays);
  EXPECT_TRUE(Described(SampleLayout("sphere-triangle")).empty());
}

TEST(Disagreements, AnswersDifferBeyondRoundingOnly) {
  EXPECT_TRUE(AnswersDiffer(collide::Query::kIntersects, true, false));
  EXPECT_FALSE(AnswersDiffer(collide::Query::kSide, 1, 1));
  EXPECT_TRUE(AnswersDiffer(collide::Query::kSide, 1, 0));
  EXPECT_FALSE(AnswersDiffer(collide::Query::kClosestPoint, Vec3(1, 2, 3), Vec3(1, 2, 3 + 1e-12)));
  EXPECT_TRUE(AnswersDiffer(collide::Query::kClosestPoint, Vec3(1, 2, 3), Vec3(1, 2, 3.001)));
  const std::optional<RayHit> miss;
  const std::optional<RayHit> hit = RayHit{2.0, Vec3(0), Vec3(1, 0, 0)};
  const std::optional<RayHit> rounded = RayHit{2.0 + 1e-12, Vec3(0), Vec3(1, 0, 0)};
  const std::optional<RayHit> farther = RayHit{2.5, Vec3(0), Vec3(1, 0, 0)};
  EXPECT_TRUE(AnswersDiffer(collide::Query::kHit, hit, miss));
  EXPECT_FALSE(AnswersDiffer(collide::Query::kHit, miss, miss));
  EXPECT_FALSE(AnswersDiffer(collide::Query::kHit, hit, rounded));
  EXPECT_TRUE(AnswersDiffer(collide::Query::kHit, hit, farther));
}

}  // namespace
}  // namespace disagreements_test
}  // namespace harness
