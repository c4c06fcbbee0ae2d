// A model's surface against a frustum explains itself (model_overlaps.cpp's
// Classify, the Model-Frustum test "surface"): each triangle's corners
// against the six planes, then, when none is inside, the BVH's nodes and
// each triangle's SAT against the frustum; and the culling pass's test
// "aabb-planes" (collide/kinds/frustum.cpp): the model's world box, then the
// book's planes. Worked by hand on meshes of a few triangles; traced answers
// equal untraced ones.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <variant>
#include <vector>

#include "collide/mesh/model.h"
#include "collide/registry/pair_tests.h"
#include "collide/registry/static_shape.h"
#include "collide/shapes/frustum.h"
#include "collide/trace/trace.h"
#include "mesh_fixtures.h"
#include "trace_fixtures.h"
#include "trace_meshes.h"

namespace collide {
namespace model_frustum_trace_test {
namespace {

using collide::testing::OneLeafMesh;
using collide::testing::RightAngleFrustum;

Model OneTriangle(const Vec3& a, const Vec3& b, const Vec3& c) {
  return Model{TriangleMesh::Make({a, b, c}, {{0, 1, 2}}), "one.obj", {0, 0, 0}, Mat3(1.0), 1.0};
}

const PairTest& Registered(const char* id) {
  const PairTest* test = PairTestRegistry::Global().Find(
      ShapeKindOf<Model>::kValue, ShapeKindOf<Frustum>::kValue, Query::kInside, id);
  EXPECT_NE(test, nullptr) << id;
  EXPECT_TRUE(static_cast<bool>(test->traced)) << id;
  return *test;
}

TEST(ModelFrustumTrace, EveryCornerInsideIsInsideAfterTheLastTriangle) {
  // OneLeafMesh moved down by 6: its triangles lie at z = -4, -4.5 and -5
  // with x and y in [1, 3], within |x|, |y| <= -z: all 9 corners inside.
  Model model{OneLeafMesh(), "one.obj", {0, 0, -6}, Mat3(1.0), 1.0};
  Trace trace;
  EXPECT_EQ(Classify(RightAngleFrustum(), model, trace), Inclusion::kInside);
  ASSERT_EQ(trace.steps().size(), 4u);
  for (std::size_t k = 0; k < 3; ++k) {
    EXPECT_EQ(trace.steps()[k].topic, "triangle " + std::to_string(k));
    EXPECT_EQ(trace.steps()[k].finding, "inside") << k;
  }
  EXPECT_EQ(trace.steps()[0].text,
            "triangle 0 ((1.00, 1.00, -4.00), (3.00, 1.00, -4.00), (3.00, 3.00, -4.00)): 3 of 3 "
            "corners inside all six planes");
  EXPECT_EQ(trace.deciding(), 3u);
  EXPECT_EQ(trace.steps()[3].text, "every corner of every triangle inside all six planes: inside");
  EXPECT_EQ(std::get<TriangleMark>(trace.steps()[2].marks.at(0)).c, Vec3(3, 3, -5));
}

TEST(ModelFrustumTrace, CornersInsideAndOutsideDecideAtTheTriangleThatShowsBoth) {
  // Moved by (1.5, 0, -5): triangle 0 at z = -3 has (2.5, 1) inside (2.5 <=
  // 3) but (4.5, 1) and (4.5, 3) beyond the right plane x = 3.
  Model model{OneLeafMesh(), "one.obj", {1.5, 0, -5}, Mat3(1.0), 1.0};
  Trace trace;
  EXPECT_EQ(Classify(RightAngleFrustum(), model, trace), Inclusion::kIntersecting);
  ASSERT_EQ(trace.steps().size(), 1u);
  EXPECT_EQ(trace.deciding(), 0u);
  EXPECT_EQ(trace.steps()[0].text,
            "triangle 0 ((2.50, 1.00, -3.00), (4.50, 1.00, -3.00), (4.50, 3.00, -3.00)): 1 of 3 "
            "corners inside all six planes; corners inside and outside: the surface crosses B: "
            "intersecting");
  EXPECT_EQ(trace.steps()[0].finding, "intersecting");
}

TEST(ModelFrustumTrace, ATriangleRoundTheViewPassesThroughItWithNoCornerInside) {
  // One triangle at z = -5 round the view's square [-5, 5]^2 there: no
  // corner inside, the root (a leaf) meets the frustum, and the SAT finds
  // no separating axis among 6 face normals, the triangle's normal, and 17
  // edge crosses (its edge along x is parallel to the near bottom edge: 5,
  // then 6 and 6).
  const Model model = OneTriangle({-20, -20, -5}, {20, -20, -5}, {0, 40, -5});
  Trace trace;
  EXPECT_EQ(Classify(RightAngleFrustum(), model, trace), Inclusion::kIntersecting);
  ASSERT_EQ(trace.steps().size(), 29u);
  EXPECT_EQ(trace.steps()[0].text,
            "triangle 0 ((-20.00, -20.00, -5.00), (20.00, -20.00, -5.00), (0, 40.00, -5.00)): 0 "
            "of 3 corners inside all six planes");
  EXPECT_EQ(trace.steps()[0].finding, "outside");
  EXPECT_EQ(trace.steps()[1].topic, "corners");
  EXPECT_EQ(trace.steps()[2].topic, "node 0");
  EXPECT_EQ(trace.steps()[2].finding, "entered");
  for (std::size_t k = 3; k < 27; ++k) {
    EXPECT_EQ(trace.steps()[k].topic, "axis " + std::to_string(k - 2));
  }
  EXPECT_EQ(trace.steps()[27].text, "no axis separates them (24 looked at): they intersect");
  EXPECT_EQ(trace.deciding(), 28u);
  EXPECT_EQ(trace.steps()[28].text,
            "triangle 0 ((-20.00, -20.00, -5.00), (20.00, -20.00, -5.00), (0, 40.00, -5.00)): B "
            "touches it");
  EXPECT_EQ(trace.steps()[28].finding, "touching");
}

TEST(ModelFrustumTrace, AFarTriangleIsOutsideOnceTheRootIsSkipped) {
  // [20, 30]^2 at z = -5: beyond the right plane (x <= 5 there). The
  // surface test skips the root; the culling test's box is all behind the
  // right plane, its deciding step.
  const Model model = OneTriangle({20, 20, -5}, {30, 20, -5}, {20, 30, -5});
  Trace trace;
  EXPECT_EQ(Classify(RightAngleFrustum(), model, trace), Inclusion::kOutside);
  ASSERT_EQ(trace.steps().size(), 4u);
  EXPECT_EQ(trace.steps()[2].text,
            "node 0 [(20.00, 20.00, -5.00) .. (30.00, 30.00, -5.00)]: misses B: skipped");
  EXPECT_EQ(trace.deciding(), 3u);
  EXPECT_EQ(trace.steps()[3].text, "no triangle passes through B: outside");

  Trace culling;
  EXPECT_EQ(
      PairTestRegistry::RunTraced(Registered("aabb-planes"), model, RightAngleFrustum(), culling)
          .Get<Inclusion>(),
      Inclusion::kOutside);
  ASSERT_EQ(culling.steps().size(), 3u);
  EXPECT_EQ(culling.steps()[0].text,
            "A's world AABB [(20.00, 20.00, -5.00) .. (30.00, 30.00, -5.00)]: its 8 corners "
            "against B's planes");
  EXPECT_EQ(culling.steps()[1].text, "plane left: 0 of 8 corners behind it: inside");
  EXPECT_EQ(culling.deciding(), 2u);
  EXPECT_EQ(culling.steps()[2].text, "plane right: 8 of 8 corners behind it: outside");
  EXPECT_EQ(std::get<BoxMark>(culling.steps()[0].marks.at(0)).max, Vec3(30, 30, -5));
}

TEST(ModelFrustumTrace, TracedRunsAnswerAsUntracedRunsToTheBit) {
  const auto mesh = testing::TentMesh(4, 0.7, [](const Vec3& p) { return p - Vec3(2, 2, 0); });
  const PairTest& surface = Registered("surface");
  const PairTest& culling = Registered("aabb-planes");
  std::mt19937 rng(3815);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  std::uniform_real_distribution<double> angle(-180.0, 180.0);
  std::uniform_real_distribution<double> scale(0.3, 3.0);
  int counts[3] = {0, 0, 0};
  for (int i = 0; i < 10000; ++i) {
    const StaticShape model =
        Model{mesh, "tent.obj", Vec3(8 * unit(rng), 8 * unit(rng), -6 + 5 * unit(rng)),
              RotationFromEulerDegrees({angle(rng), angle(rng), angle(rng)}), scale(rng)};
    const StaticShape frustum = RightAngleFrustum();
    for (const PairTest* test : {&surface, &culling}) {
      Trace trace;
      const Inclusion traced =
          PairTestRegistry::RunTraced(*test, model, frustum, trace).Get<Inclusion>();
      ASSERT_EQ(traced, PairTestRegistry::Run(*test, model, frustum).Get<Inclusion>()) << i;
      ASSERT_FALSE(trace.empty());
      ++counts[static_cast<int>(traced)];
    }
  }
  EXPECT_GT(counts[static_cast<int>(Inclusion::kOutside)], 1000);
  EXPECT_GT(counts[static_cast<int>(Inclusion::kIntersecting)], 1000);
  EXPECT_GT(counts[static_cast<int>(Inclusion::kInside)], 200);
}

}  // namespace
}  // namespace model_frustum_trace_test
}  // namespace collide
