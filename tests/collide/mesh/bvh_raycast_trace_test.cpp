// A model's ray and segment casts explain themselves: the BVH's walk, node
// by node (each box met or missed, each box skipped for starting beyond the
// closest hit), each leaf's float filter and each exact triangle test, on
// meshes small enough to work by hand; the rock's walks stay short; and a
// traced cast answers, to the bit, what the untraced (wide) cast answers.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

#include "collide/mesh/model.h"
#include "collide/trace/trace.h"
#include "trace_meshes.h"

namespace collide {
namespace bvh_raycast_trace_test {
namespace {

using collide::testing::OneLeafMesh;
using collide::testing::StepTexts;
using collide::testing::TwoLayersMesh;

TEST(BvhRaycastTrace, OneLeafTestsTheFilteredTrianglesAndDecidesOnTheNearestHit) {
  // The mesh scaled by 2 and moved by (10, 0, 0); the world ray from
  // (15, 3, 10) down is the mesh frame's ray from (2.5, 1.5, 5) down. Its
  // box, padded by a part in 1e5, is [1, 3]^2 x [1, 2]: the ray is in it
  // for t from 5 - 2 = 3 to 5 - 1 = 4. Triangle 0 (z = 2) is hit at 3;
  // triangle 2 (z = 1) would be at 4, past the closest hit: a miss.
  const Model model{OneLeafMesh(), "one.obj", {10, 0, 0}, Mat3(1.0), 2.0};
  Trace trace;
  const auto hit = Raycast(model, *MakeRay({15, 3, 10}, {0, 0, -1}), trace);
  ASSERT_TRUE(hit.has_value());
  EXPECT_EQ(hit->triangle, 0);
  EXPECT_DOUBLE_EQ(hit->t, 6.0);  // 3 in the mesh's frame, times the scale
  const std::vector<std::string> expected = {
      "in the mesh's frame (lengths divided by the scale 2.00): the ray from (2.50, 1.50, 5.00) "
      "along (0, 0, -1.00), t up to inf",
      "node 0 (leaf 0) [(1.00, 1.00, 1.00) .. (3.00, 3.00, 2.00)]: the ray's t interval "
      "[3.00, 4.00] against the box: entered",
      "leaf 0: 3 triangles; the float filter passes 0, 2 and rules out 1",
      "leaf 0: triangle 0 ((1.00, 1.00, 2.00), (3.00, 1.00, 2.00), (3.00, 3.00, 2.00)): hit at "
      "t = 3.00 (closest so far)",
      "leaf 0: triangle 2 ((1.00, 1.00, 1.00), (3.00, 1.00, 1.00), (3.00, 3.00, 1.00)): miss (no "
      "hit before t = 3.00)"};
  ASSERT_EQ(trace.steps().size(), expected.size());
  EXPECT_EQ(StepTexts(trace), expected);
  EXPECT_EQ(trace.deciding(), 3u);
  EXPECT_EQ(trace.steps()[3].topic, "triangle 0");
  EXPECT_EQ(trace.steps()[3].finding, "hit");
  EXPECT_EQ(trace.steps()[1].finding, "entered");
  EXPECT_EQ(trace.steps()[4].finding, "miss");
  // Marks are drawn in the world: the box is [12, 16] x [2, 6] x [2, 4],
  // triangle 0's first corner (12, 2, 4).
  ASSERT_EQ(trace.steps()[1].marks.size(), 1u);
  const auto& box = std::get<BoxMark>(trace.steps()[1].marks[0]);
  EXPECT_TRUE(box.entered);
  EXPECT_NEAR(box.min.x, 12.0, 1e-3);
  EXPECT_NEAR(box.min.z, 2.0, 1e-3);
  EXPECT_NEAR(box.max.y, 6.0, 1e-3);
  EXPECT_NEAR(box.max.z, 4.0, 1e-3);
  ASSERT_EQ(trace.steps()[3].marks.size(), 1u);
  const auto& triangle = std::get<TriangleMark>(trace.steps()[3].marks[0]);
  EXPECT_EQ(triangle.a, Vec3(12, 2, 4));
  EXPECT_EQ(triangle.c, Vec3(16, 6, 4));
}

TEST(BvhRaycastTrace, TheFartherLayerIsSkippedOnceTheNearerOneIsHit) {
  // The root [1, 3]^2 x [1, 4]: t from 6 - 4 = 2 to 6 - 1 = 5. Its
  // children, the layer z = 1 (node 1, leaf 0) and z = 4 (node 2, leaf 1),
  // are met at 5 and 2; the nearer is entered first, its triangle 0 hit at
  // 2, and then the farther one, entering at 5, is skipped.
  const Model model{TwoLayersMesh(), "two.obj", {0, 0, 0}, Mat3(1.0), 1.0};
  Trace trace;
  const auto hit = Raycast(model, *MakeRay({2.5, 1.5, 6}, {0, 0, -1}), trace);
  ASSERT_TRUE(hit.has_value());
  EXPECT_EQ(hit->triangle, 0);
  EXPECT_DOUBLE_EQ(hit->t, 2.0);
  const std::vector<std::string> expected = {
      "in the mesh's frame (lengths divided by the scale 1.00): the ray from (2.50, 1.50, 6.00) "
      "along (0, 0, -1.00), t up to inf",
      "node 0 [(1.00, 1.00, 1.00) .. (3.00, 3.00, 4.00)]: the ray's t interval [2.00, 5.00] "
      "against the box: entered",
      "node 1 (leaf 0) [(1.00, 1.00, 1.00) .. (3.00, 3.00, 1.00)]: the ray's t interval "
      "[5.00, 5.00] against the box: entered",
      "node 2 (leaf 1) [(1.00, 1.00, 4.00) .. (3.00, 3.00, 4.00)]: the ray's t interval "
      "[2.00, 2.00] against the box: entered",
      "leaf 1: 3 triangles; the float filter passes 0 and rules out 1, 2",
      "leaf 1: triangle 0 ((1.00, 1.00, 4.00), (3.00, 1.00, 4.00), (3.00, 3.00, 4.00)): hit at "
      "t = 2.00 (closest so far)",
      "node 1 (leaf 0): the ray enters its box at t = 5.00, beyond the closest hit so far "
      "(t = 2.00): skipped"};
  ASSERT_EQ(trace.steps().size(), expected.size());
  EXPECT_EQ(StepTexts(trace), expected);
  EXPECT_EQ(trace.deciding(), 5u);
  EXPECT_EQ(trace.steps()[6].finding, "skipped");
  ASSERT_EQ(trace.steps()[6].marks.size(), 1u);
  EXPECT_FALSE(std::get<BoxMark>(trace.steps()[6].marks[0]).entered);
}

TEST(BvhRaycastTrace, ASlabTheRayDoesNotMoveAcrossIsWrittenAsNever) {
  // Along x at y = 5, above the box's y in [1, 3]: the x slab gives entry
  // t = 1; the y slab's times, (1 - 5) and (3 - 5) times the reciprocal
  // 1e30, are both far behind, so the exit is -1e30 and more: written -inf.
  const Model model{TwoLayersMesh(), "two.obj", {0, 0, 0}, Mat3(1.0), 1.0};
  Trace trace;
  EXPECT_FALSE(Raycast(model, *MakeRay({0, 5, 2}, {1, 0, 0}), trace).has_value());
  ASSERT_EQ(trace.steps().size(), 3u);
  EXPECT_EQ(trace.steps()[1].text,
            "node 0 [(1.00, 1.00, 1.00) .. (3.00, 3.00, 4.00)]: the ray's t interval [1.00, -inf] "
            "against the box: skipped: misses");
}

TEST(BvhRaycastTrace, ASegmentShortOfTheMeshMissesTheRootAndHitsNothing) {
  // Length 1 from z = 6 down: t up to 1, but the root starts at t = 2.
  const Model model{TwoLayersMesh(), "two.obj", {0, 0, 0}, Mat3(1.0), 1.0};
  Trace trace;
  EXPECT_FALSE(Linecast(model, Segment{{2.5, 1.5, 6}, {2.5, 1.5, 5}}, trace).has_value());
  ASSERT_EQ(trace.steps().size(), 3u);
  EXPECT_EQ(trace.steps()[0].text,
            "in the mesh's frame (lengths divided by the scale 1.00): the ray from "
            "(2.50, 1.50, 6.00) along (0, 0, -1.00), t up to 1.00");
  EXPECT_EQ(trace.steps()[1].text,
            "node 0 [(1.00, 1.00, 1.00) .. (3.00, 3.00, 4.00)]: the ray's t interval "
            "[2.00, 1.00] against the box: skipped: misses");
  EXPECT_EQ(trace.steps()[1].finding, "skipped");
  EXPECT_EQ(trace.steps()[2].text, "no triangle hit: the ray misses the mesh");
  EXPECT_EQ(trace.deciding(), 2u);
  EXPECT_TRUE(trace.steps()[2].deciding);
  EXPECT_EQ(trace.steps()[2].finding, "miss");
}

// The shipped rock: 10,242 vertices, 20,480 triangles.
std::shared_ptr<const TriangleMesh> Rock() {
  std::ifstream file(std::string(COLLISION_LAB_SOURCE_DIR) + "/assets/models/rock.obj");
  std::vector<Vec3> vertices;
  std::vector<TriangleIndices> triangles;
  std::string line;
  while (std::getline(file, line)) {
    std::istringstream in(line.substr(std::min<std::size_t>(2, line.size())));
    if (line.rfind("v ", 0) == 0) {
      Vec3 p;
      in >> p.x >> p.y >> p.z;
      vertices.push_back(p);
    } else if (line.rfind("f ", 0) == 0) {
      TriangleIndices t;
      in >> t[0] >> t[1] >> t[2];
      triangles.push_back({t[0] - 1, t[1] - 1, t[2] - 1});
    }
  }
  return TriangleMesh::Make(std::move(vertices), std::move(triangles));
}

bool SameBits(const std::optional<ModelHit>& a, const std::optional<ModelHit>& b) {
  if (a.has_value() != b.has_value()) {
    return false;
  }
  return !a || (std::memcmp(&a->t, &b->t, sizeof(double)) == 0 &&
                std::memcmp(&a->point, &b->point, sizeof(Vec3)) == 0 && a->triangle == b->triangle);
}

TEST(BvhRaycastTrace, TracedCastsAnswerAsTheWideCastsToTheBitAndStayShortOnTheRock) {
  const auto rock = Rock();
  ASSERT_EQ(rock->TriangleCount(), 20480);
  std::mt19937 rng(38);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  std::uniform_real_distribution<double> angle(-180.0, 180.0);
  std::uniform_real_distribution<double> scale(0.3, 3.0);
  int hits = 0;
  std::size_t longest = 0;
  for (int i = 0; i < 10000; ++i) {
    const Model model{rock, "rock.obj", Vec3(unit(rng), unit(rng), unit(rng)),
                      RotationFromEulerDegrees({angle(rng), angle(rng), angle(rng)}), scale(rng)};
    const Vec3 from = model.position + 4.0 * model.scale * Vec3(unit(rng), unit(rng), unit(rng));
    const Vec3 to = model.position + model.scale * Vec3(unit(rng), unit(rng), unit(rng));
    const std::optional<Ray> ray = MakeRay(from, to - from);
    ASSERT_TRUE(ray.has_value());
    // Rays and segments by turns: ten thousand casts in all.
    Trace trace;
    std::optional<ModelHit> traced;
    if (i % 2 == 0) {
      traced = Raycast(model, *ray, trace);
      ASSERT_TRUE(SameBits(traced, Raycast(model, *ray))) << i;
    } else {
      traced = Linecast(model, Segment{from, to}, trace);
      ASSERT_TRUE(SameBits(traced, Linecast(model, Segment{from, to}))) << i;
    }
    hits += traced ? 1 : 0;
    longest = std::max(longest, trace.steps().size());
    // The deciding step is the hit's triangle, or the last, "no triangle hit".
    ASSERT_FALSE(trace.empty());
    const TraceStep& deciding = trace.steps()[trace.deciding()];
    EXPECT_EQ(deciding.topic,
              traced ? "triangle " + std::to_string(traced->triangle) : std::string("no triangle"));
  }
  EXPECT_GT(hits, 2000);     // the casts meet the rock, not only miss it
  EXPECT_LT(longest, 300u);  // the walk records only what it visits
}

}  // namespace
}  // namespace bvh_raycast_trace_test
}  // namespace collide
