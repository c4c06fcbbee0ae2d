// A shape against a model's surface explains itself (model_overlaps.cpp):
// the shape's box in the mesh's frame, each BVH node whose box meets it
// (entered) or not (skipped), each triangle tested, deciding on the one
// that touches or, when none does, on the last step; worked by hand on
// meshes of a few triangles; and traced answers equal untraced ones.

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <variant>
#include <vector>

#include "collide/mesh/model.h"
#include "collide/trace/trace.h"
#include "mesh_fixtures.h"
#include "trace_meshes.h"

namespace collide {
namespace model_overlaps_trace_test {
namespace {

using collide::testing::OneLeafMesh;
using collide::testing::StepTexts;
using collide::testing::TwoLayersMesh;

TEST(ModelOverlapsTrace, ASphereTestsTheLeafsTrianglesInTurnUntilOneTouches) {
  // The sphere about (2.5, 1.5, 1.3), radius 0.4: its box [2.1, 2.9] x
  // [1.1, 1.9] x [0.9, 1.7] meets the leaf's; triangle 0 is 0.7 above the
  // centre (apart), the sliver 1 is over a unit away, triangle 2 is 0.3
  // below it (touching).
  const Model model{OneLeafMesh(), "one.obj", {0, 0, 0}, Mat3(1.0), 1.0};
  Trace trace;
  EXPECT_TRUE(Intersects(model, Sphere{{2.5, 1.5, 1.3}, 0.4}, trace));
  const std::vector<std::string> expected = {
      "in the mesh's frame: the sphere's box [(2.10, 1.10, 0.90) .. (2.90, 1.90, 1.70)] "
      "(padded)",
      "node 0 [(1.00, 1.00, 1.00) .. (3.00, 3.00, 2.00)]: meets the sphere's box: entered (a "
      "leaf of 3 triangles)",
      "triangle 0 ((1.00, 1.00, 2.00), (3.00, 1.00, 2.00), (3.00, 3.00, 2.00)): the sphere does "
      "not touch it",
      "triangle 1 ((1.00, 1.00, 1.50), (1.20, 1.00, 1.50), (1.00, 1.20, 1.50)): the sphere does "
      "not touch it",
      "triangle 2 ((1.00, 1.00, 1.00), (3.00, 1.00, 1.00), (3.00, 3.00, 1.00)): the sphere "
      "touches it"};
  ASSERT_EQ(trace.steps().size(), expected.size());
  EXPECT_EQ(StepTexts(trace), expected);
  EXPECT_EQ(trace.deciding(), 4u);
  EXPECT_TRUE(trace.steps()[4].deciding);
  EXPECT_EQ(trace.steps()[4].finding, "touching");
  EXPECT_EQ(trace.steps()[2].finding, "apart");
  ASSERT_EQ(trace.steps()[4].marks.size(), 1u);
  EXPECT_EQ(std::get<TriangleMark>(trace.steps()[4].marks[0]).b, Vec3(3, 1, 1));
}

TEST(ModelOverlapsTrace, APlaneBetweenTheLayersSkipsBothAndTouchesNothing) {
  // z = 2.5 crosses the root's box (z from 1 to 4) but neither layer's.
  const Model model{TwoLayersMesh(), "two.obj", {0, 0, 0}, Mat3(1.0), 1.0};
  Trace trace;
  EXPECT_FALSE(Intersects(model, BookPlane{{0, 0, 1}, 2.5}, trace));
  const std::vector<std::string> expected = {
      "in the mesh's frame: the plane n . x = d with n = (0, 0, 1.00), d = 2.50",
      "node 0 [(1.00, 1.00, 1.00) .. (3.00, 3.00, 4.00)]: meets the plane: entered",
      "node 1 [(1.00, 1.00, 1.00) .. (3.00, 3.00, 1.00)]: misses the plane: skipped",
      "node 2 [(1.00, 1.00, 4.00) .. (3.00, 3.00, 4.00)]: misses the plane: skipped",
      "no triangle touches the plane: apart"};
  ASSERT_EQ(trace.steps().size(), expected.size());
  EXPECT_EQ(StepTexts(trace), expected);
  EXPECT_EQ(trace.deciding(), 4u);
  EXPECT_TRUE(trace.steps()[4].deciding);
  ASSERT_EQ(trace.steps()[2].marks.size(), 1u);
  const auto& skipped = std::get<BoxMark>(trace.steps()[2].marks[0]);
  EXPECT_FALSE(skipped.entered);
  EXPECT_EQ(skipped.max, Vec3(3, 3, 1));
}

TEST(ModelOverlapsTrace, MarksArePlacedInTheWorld) {
  // Scaled by 2 and moved by (10, 0, 0): the leaf's box [1, 3]^2 x [1, 2]
  // is drawn at [12, 16] x [2, 6] x [2, 4]; the box query's own box is
  // given in the mesh's frame, halved and moved back.
  const Model model{OneLeafMesh(), "one.obj", {10, 0, 0}, Mat3(1.0), 2.0};
  Trace trace;
  EXPECT_TRUE(Intersects(model, Aabb{{14, 2, 1}, {16, 4, 3}}, trace));
  ASSERT_GE(trace.steps().size(), 3u);
  EXPECT_EQ(trace.steps()[0].text,
            "in the mesh's frame: the box carried there [(2.00, 1.00, 0.50) .. (3.00, 2.00, "
            "1.50)] (padded)");
  ASSERT_EQ(trace.steps()[1].marks.size(), 1u);
  const auto& box = std::get<BoxMark>(trace.steps()[1].marks[0]);
  EXPECT_EQ(box.min, Vec3(12, 2, 2));
  EXPECT_EQ(box.max, Vec3(16, 6, 4));
  // Triangle 0 (z = 2 in the mesh, 4 in the world) is above the box (z up
  // to 3); the sliver is outside it in x; triangle 2 (z = 2 in the world)
  // crosses it.
  EXPECT_EQ(trace.steps()[trace.deciding()].topic, "triangle 2");
}

TEST(ModelOverlapsTrace, TwoModelsCompareTheirNodesThenTheirLeavesTrianglePairs) {
  // B is A (one leaf) half a unit up: A's triangle 0 (z = 2) and B's 0
  // (z = 2.5) have boxes apart; B's sliver 1 is at z = 2, on A's triangle
  // 0's lower edge (y = 1): they touch.
  const Model a{OneLeafMesh(), "one.obj", {0, 0, 0}, Mat3(1.0), 1.0};
  const Model b{OneLeafMesh(), "one.obj", {0, 0, 0.5}, Mat3(1.0), 1.0};
  Trace trace;
  EXPECT_TRUE(Intersects(a, b, trace));
  const std::vector<std::string> expected = {
      "A's node 0 [(1.00, 1.00, 1.00) .. (3.00, 3.00, 2.00)] and B's node 0 [(1.00, 1.00, 1.50) "
      ".. (3.00, 3.00, 2.50)] (in A's frame): overlap: entered",
      "A's triangle 0 and B's triangle 0: their boxes are apart: skipped",
      "A's triangle 0 and B's triangle 1: they touch (robust SAT)"};
  ASSERT_EQ(trace.steps().size(), expected.size());
  EXPECT_EQ(StepTexts(trace), expected);
  EXPECT_EQ(trace.deciding(), 2u);
  EXPECT_TRUE(trace.steps()[2].deciding);
  EXPECT_EQ(trace.steps()[2].finding, "touching");
  ASSERT_EQ(trace.steps()[2].marks.size(), 2u);
  EXPECT_EQ(std::get<TriangleMark>(trace.steps()[2].marks[1]).b, Vec3(1.2, 1, 2));
  // Ten units along x, the roots' boxes are apart.
  const Model far{OneLeafMesh(), "one.obj", {10, 0, 0}, Mat3(1.0), 1.0};
  Trace apart;
  EXPECT_FALSE(Intersects(a, far, apart));
  ASSERT_EQ(apart.steps().size(), 2u);
  EXPECT_EQ(apart.steps()[0].finding, "skipped");
  EXPECT_EQ(apart.steps()[1].text, "no pair of triangles touches: apart");
  EXPECT_EQ(apart.deciding(), 1u);
  EXPECT_TRUE(apart.steps()[1].deciding);
}

TEST(ModelOverlapsTrace, TracedAnswersEqualUntracedOnes) {
  // A folded 10 x 10 grid, placed at random; spheres, boxes, planes,
  // triangles and a folded 4 x 4 grid by turns about it.
  const auto mesh = testing::TentMesh(10, 0.6, [](const Vec3& p) { return p - Vec3(5, 5, 0); });
  const auto small = testing::TentMesh(4, 1.0, [](const Vec3& p) { return p - Vec3(2, 2, 0); });
  std::mt19937 rng(1138);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  std::uniform_real_distribution<double> angle(-180.0, 180.0);
  std::uniform_real_distribution<double> size(0.05, 2.0);
  int touching = 0;
  for (int i = 0; i < 10000; ++i) {
    const Model model{mesh, "tent.obj", 3.0 * Vec3(unit(rng), unit(rng), unit(rng)),
                      RotationFromEulerDegrees({angle(rng), angle(rng), angle(rng)}),
                      0.5 + size(rng)};
    const Vec3 at = model.position + 6.0 * Vec3(unit(rng), unit(rng), unit(rng));
    Trace trace;
    bool traced = false;
    bool untraced = false;
    switch (i % 5) {
      case 0: {
        const Sphere sphere{at, size(rng)};
        traced = Intersects(model, sphere, trace);
        untraced = Intersects(model, sphere);
        break;
      }
      case 1: {
        const Aabb box{at - size(rng), at + size(rng)};
        traced = Intersects(model, box, trace);
        untraced = Intersects(model, box);
        break;
      }
      case 2: {
        const Vec3 normal = glm::normalize(Vec3(unit(rng), unit(rng), unit(rng)) + Vec3(1e-3));
        const BookPlane plane{normal, glm::dot(normal, at)};
        traced = Intersects(model, plane, trace);
        untraced = Intersects(model, plane);
        break;
      }
      case 3: {
        const Model other{small, "small.obj", at,
                          RotationFromEulerDegrees({angle(rng), angle(rng), angle(rng)}),
                          size(rng)};
        traced = Intersects(model, other, trace);
        untraced = Intersects(model, other);
        break;
      }
      default: {
        const Triangle triangle{{at, at + size(rng) * Vec3(unit(rng), unit(rng), unit(rng)),
                                 at + size(rng) * Vec3(unit(rng), unit(rng), unit(rng))}};
        traced = Intersects(model, triangle, trace);
        untraced = Intersects(model, triangle);
        break;
      }
    }
    ASSERT_EQ(traced, untraced) << i;
    ASSERT_FALSE(trace.empty());
    EXPECT_EQ(trace.steps()[trace.deciding()].finding, traced ? "touching" : "apart");
    touching += traced ? 1 : 0;
  }
  EXPECT_GT(touching, 1000);
  EXPECT_LT(touching, 9000);
}

}  // namespace
}  // namespace model_overlaps_trace_test
}  // namespace collide
