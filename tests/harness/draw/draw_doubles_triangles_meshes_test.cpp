// What Draw adds for collide and for what comes (triangles, models):
// overloads that take collide's doubles, triangles, and retained meshes'
// ids and transforms, through the recording Draw and the Draw that
// discards. The window's meshes are checked by a window test.
#include <gtest/gtest.h>

#include <cstdint>
#include <glm/gtc/quaternion.hpp>
#include <set>
#include <vector>

#include "harness/draw/draw.h"
#include "test_host.h"

namespace harness {
namespace draw_doubles_triangles_meshes_test {
namespace {

using collide::Vec3;
using testing::RecordingDraw;

constexpr Color kColor{0.25f, 0.5f, 0.75f, 1.0f};

// 0.1 has no exact double or float: the overloads round it once, to float.
const Vec3 kA(0.1, 1.0, -2.5);
const Vec3 kB(3.0, 0.2, 7.0);
const Vec3 kC(-1.0, 4.0, 0.3);

TEST(DrawDoubles, LineAndPointAndTextTakeCollidePointsRoundedToFloat) {
  RecordingDraw draw;
  draw.Line(kA, kB, kColor);
  draw.Point(kC, 5.0f, kColor);
  draw.Text(kA, "a", kColor);
  ASSERT_EQ(draw.lines.size(), 1u);
  EXPECT_EQ(draw.lines[0].a, glm::vec3(0.1f, 1.0f, -2.5f));
  EXPECT_EQ(draw.lines[0].b, glm::vec3(3.0f, 0.2f, 7.0f));
  ASSERT_EQ(draw.dots.size(), 1u);
  EXPECT_EQ(draw.dots[0].position, glm::vec3(-1.0f, 4.0f, 0.3f));
  EXPECT_EQ(draw.dots[0].size, 5.0f);
  ASSERT_EQ(draw.labels.size(), 1u);
  EXPECT_EQ(draw.labels[0].position, glm::vec3(0.1f, 1.0f, -2.5f));
}

TEST(DrawDoubles, WireSphereTakesACollideSphere) {
  RecordingDraw draw;
  draw.WireSphere(collide::Sphere{kB, 0.3}, kColor);
  ASSERT_EQ(draw.spheres.size(), 1u);
  EXPECT_EQ(draw.spheres[0].center, glm::vec3(3.0f, 0.2f, 7.0f));
  EXPECT_EQ(draw.spheres[0].radius, 0.3f);
  EXPECT_EQ(draw.spheres[0].color, kColor);
}

TEST(DrawDoubles, WireBoxOfAnAabbIsItsTwelveEdges) {
  RecordingDraw draw;
  draw.WireBox(collide::Aabb{Vec3(0, 0, 0), Vec3(1, 1, 1)}, kColor);
  ASSERT_EQ(draw.lines.size(), 12u);
  for (const auto& line : draw.lines) {
    // A unit cube's edge: length 1, along one axis.
    EXPECT_FLOAT_EQ(glm::length(line.b - line.a), 1.0f);
  }
}

TEST(DrawTriangles, FilledTriangleKeepsItsCornersInOrder) {
  RecordingDraw draw;
  draw.Triangle(kA, kB, kC, kColor);
  ASSERT_EQ(draw.triangles.size(), 1u);
  EXPECT_EQ(draw.triangles[0].a, glm::vec3(0.1f, 1.0f, -2.5f));
  EXPECT_EQ(draw.triangles[0].b, glm::vec3(3.0f, 0.2f, 7.0f));
  EXPECT_EQ(draw.triangles[0].c, glm::vec3(-1.0f, 4.0f, 0.3f));
  EXPECT_EQ(draw.triangles[0].color, kColor);
  EXPECT_TRUE(draw.lines.empty());
}

TEST(DrawTriangles, WireTriangleIsItsThreeEdgesAndNoFill) {
  RecordingDraw draw;
  const glm::vec3 a(0, 0, 0), b(1, 0, 0), c(0, 1, 0);
  draw.WireTriangle(a, b, c, kColor);
  ASSERT_EQ(draw.lines.size(), 3u);
  EXPECT_EQ(draw.lines[0].a, a);
  EXPECT_EQ(draw.lines[0].b, b);
  EXPECT_EQ(draw.lines[1].a, b);
  EXPECT_EQ(draw.lines[1].b, c);
  EXPECT_EQ(draw.lines[2].a, c);
  EXPECT_EQ(draw.lines[2].b, a);
  EXPECT_TRUE(draw.triangles.empty());
  draw.Clear();
  draw.WireTriangle(kA, kB, kC, kColor);
  ASSERT_EQ(draw.lines.size(), 3u);
  EXPECT_EQ(draw.lines[2].b, glm::vec3(0.1f, 1.0f, -2.5f));
}

// One triangle, corners on the axes.
const std::vector<glm::vec3> kVertices = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
const std::vector<uint32_t> kIndices = {0, 1, 2};

TEST(Meshes, IsValidMeshRefusesNoTrianglesPartTrianglesAndIndicesPastTheVertices) {
  EXPECT_TRUE(IsValidMesh(kVertices, kIndices));
  EXPECT_FALSE(IsValidMesh(kVertices, std::vector<uint32_t>{}));
  EXPECT_FALSE(IsValidMesh(kVertices, std::vector<uint32_t>{0, 1}));
  EXPECT_FALSE(IsValidMesh(kVertices, std::vector<uint32_t>{0, 1, 3}));
  EXPECT_FALSE(IsValidMesh({}, kIndices));
}

TEST(Meshes, NullDrawGivesEachValidMeshItsOwnIdAndNoneToAnInvalidOne) {
  NullDraw draw;
  std::set<MeshId> ids;
  for (int i = 0; i < 3; ++i) {
    const MeshId id = draw.CreateMesh(kVertices, kIndices);
    EXPECT_NE(id, MeshId::kNone);
    ids.insert(id);
  }
  EXPECT_EQ(ids.size(), 3u);
  EXPECT_EQ(draw.CreateMesh(kVertices, std::vector<uint32_t>{0, 1, 7}), MeshId::kNone);
  // Drawing and releasing, even twice or kNone, must be harmless.
  draw.DrawMesh(*ids.begin(), glm::mat4(1.0f), kColor);
  draw.ReleaseMesh(*ids.begin());
  draw.ReleaseMesh(*ids.begin());
  draw.ReleaseMesh(MeshId::kNone);
}

TEST(Meshes, PositionRotationAndScaleScaleFirstThenTurnThenMove) {
  RecordingDraw draw;
  const MeshId mesh = draw.CreateMesh(kVertices, kIndices);
  // A quarter turn about z, scaled (2, 3, 4), at (10, 20, 30).
  const glm::quat quarter_turn = glm::angleAxis(glm::radians(90.0f), glm::vec3(0, 0, 1));
  draw.DrawMesh(mesh, glm::vec3(10, 20, 30), quarter_turn, glm::vec3(2, 3, 4), kColor);
  ASSERT_EQ(draw.mesh_draws.size(), 1u);
  const glm::mat4& model = draw.mesh_draws[0].model;
  // x: scaled to 2, turned to +y, moved.  y: scaled to 3, turned to -x.
  const glm::vec3 x = glm::vec3(model * glm::vec4(1, 0, 0, 1));
  const glm::vec3 y = glm::vec3(model * glm::vec4(0, 1, 0, 1));
  const glm::vec3 z = glm::vec3(model * glm::vec4(0, 0, 1, 1));
  EXPECT_LT(glm::length(x - glm::vec3(10, 22, 30)), 1e-5f);
  EXPECT_LT(glm::length(y - glm::vec3(7, 20, 30)), 1e-5f);
  EXPECT_LT(glm::length(z - glm::vec3(10, 20, 34)), 1e-5f);
  EXPECT_EQ(draw.mesh_draws[0].color, kColor);
}

TEST(Meshes, RecordingDrawKeepsMeshesUntilReleasedAndSkipsDrawsOfReleasedOnes) {
  RecordingDraw draw;
  const MeshId a = draw.CreateMesh(kVertices, kIndices);
  const MeshId b = draw.CreateMesh(kVertices, kIndices);
  EXPECT_NE(a, b);
  ASSERT_EQ(draw.meshes.size(), 2u);
  EXPECT_EQ(draw.meshes.at(static_cast<uint32_t>(a)).indices, kIndices);
  draw.ReleaseMesh(a);
  draw.DrawMesh(a, glm::mat4(1.0f), kColor);
  draw.DrawMesh(b, glm::mat4(1.0f), kColor);
  draw.DrawMesh(b, glm::mat4(2.0f), kColor);
  ASSERT_EQ(draw.mesh_draws.size(), 2u);
  EXPECT_EQ(draw.mesh_draws[0].mesh, b);
  draw.Clear();
  EXPECT_EQ(draw.meshes.size(), 1u);  // a frame's end keeps the meshes
  EXPECT_NE(draw.CreateMesh(kVertices, kIndices), a);
}

}  // namespace
}  // namespace draw_doubles_triangles_meshes_test
}  // namespace harness
