// The solid look (Draw::ShapeLook), kind by kind, through a recording Draw:
// which kinds get lit faces, where they lie and in which colour, worked out
// by hand from each shape's numbers; and that the wireframe look draws none.
#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "harness/shape_kinds/shape_kind_entry.h"
#include "test_host.h"

namespace harness {
namespace solid_look_draw_test {
namespace {

using collide::Vec3;
using testing::RecordingDraw;

constexpr Color kColor{0.25f, 0.5f, 0.75f, 1.0f};
// kColor 45% of the way to white, by hand: 0.25 + 0.75 * 0.45, ...
constexpr Color kFace{0.5875f, 0.725f, 0.8625f, 1.0f};

void ExpectColorNear(const Color& got, const Color& want) {
  EXPECT_NEAR(got.r, want.r, 1e-6f);
  EXPECT_NEAR(got.g, want.g, 1e-6f);
  EXPECT_NEAR(got.b, want.b, 1e-6f);
  EXPECT_NEAR(got.a, want.a, 1e-6f);
}

float Area(const RecordingDraw::FilledTriangle& t) {
  return 0.5f * glm::length(glm::cross(t.b - t.a, t.c - t.a));
}

float TotalArea(const RecordingDraw& draw) {
  float sum = 0.0f;
  for (const auto& t : draw.lit_triangles) {
    sum += Area(t);
  }
  return sum;
}

RecordingDraw SolidDraw() {
  RecordingDraw draw;
  draw.set_shape_look(ShapeLook::kSolid);
  return draw;
}

collide::Hexahedron Frustum() {
  // The cube [-1, 1]^2 x [0, 1] with its top face shrunk to half.
  collide::Hexahedron hexahedron;
  for (int i = 0; i < 8; ++i) {
    const double s = (i & 4) ? 0.5 : 1.0;
    hexahedron.corners[static_cast<size_t>(i)] =
        Vec3((i & 1) ? s : -s, (i & 2) ? s : -s, (i & 4) ? 1.0 : 0.0);
  }
  return hexahedron;
}

TEST(SolidLook, ASphereIsALitSphereInALighterShadeUnderItsWireframe) {
  RecordingDraw draw = SolidDraw();
  DrawShape(draw, collide::Sphere{Vec3(1, 2, 3), 0.5}, kColor, 10.0f);
  ASSERT_EQ(draw.lit_spheres.size(), 1u);
  EXPECT_EQ(draw.lit_spheres[0].center, glm::vec3(1, 2, 3));
  EXPECT_EQ(draw.lit_spheres[0].radius, 0.5f);
  ExpectColorNear(draw.lit_spheres[0].color, kFace);
  ASSERT_EQ(draw.spheres.size(), 1u);
  EXPECT_EQ(draw.spheres[0].color, kColor);
}

TEST(SolidLook, AnAabbIsTwelveLitTrianglesCoveringItsSixFaces) {
  RecordingDraw draw = SolidDraw();
  DrawShape(draw, collide::Aabb{Vec3(0, 0, 0), Vec3(1, 2, 3)}, kColor, 10.0f);
  ASSERT_EQ(draw.lit_triangles.size(), 12u);
  // 2 (1 x 2 + 2 x 3 + 1 x 3): the box's surface, once over.
  EXPECT_NEAR(TotalArea(draw), 22.0f, 1e-4f);
  for (const auto& t : draw.lit_triangles) {
    ExpectColorNear(t.color, kFace);
    // Each lies in one face: its corners share an x, a y or a z on the box's side.
    const glm::vec3 normal = glm::normalize(glm::cross(t.b - t.a, t.c - t.a));
    EXPECT_NEAR(std::abs(normal.x) + std::abs(normal.y) + std::abs(normal.z), 1.0f, 1e-5f);
  }
  EXPECT_EQ(draw.lines.size(), 12u);  // the edges stay
}

TEST(SolidLook, AHexahedronsFacesCoverItsOwnSurface) {
  RecordingDraw draw = SolidDraw();
  DrawShape(draw, Frustum(), kColor, 10.0f);
  ASSERT_EQ(draw.lit_triangles.size(), 12u);
  // Bottom 2 x 2, top 1 x 1, four trapezoids of parallel sides 2 and 1 and
  // slant height sqrt(1 + 0.5^2).
  const float expected = 4.0f + 1.0f + 4.0f * 1.5f * std::sqrt(1.25f);
  EXPECT_NEAR(TotalArea(draw), expected, 1e-4f);
}

TEST(SolidLook, ATriangleIsOneOpaqueLitFaceInsteadOfTheFaintFill) {
  RecordingDraw draw = SolidDraw();
  const collide::Triangle triangle{{Vec3(0, 0, 0), Vec3(2, 0, 0), Vec3(0, 3, 0)}};
  DrawShape(draw, triangle, kColor, 10.0f);
  ASSERT_EQ(draw.lit_triangles.size(), 1u);
  EXPECT_NEAR(Area(draw.lit_triangles[0]), 3.0f, 1e-5f);
  ExpectColorNear(draw.lit_triangles[0].color, kFace);
  EXPECT_TRUE(draw.triangles.empty());
  EXPECT_EQ(draw.lines.size(), 3u);
}

TEST(SolidLook, ACylindersSideLiesAtItsRadiusFromTheAxis) {
  RecordingDraw draw = SolidDraw();
  const collide::Cylinder cylinder{Vec3(1, 0, 0), Vec3(0, 2, 0), 0.5};
  DrawShape(draw, cylinder, kColor, 4.0f);
  ASSERT_FALSE(draw.lit_triangles.empty());
  for (const auto& t : draw.lit_triangles) {
    for (const glm::vec3& p : {t.a, t.b, t.c}) {
      // Distance from the line x = 1, z = 0 (the axis along y).
      EXPECT_NEAR(std::hypot(p.x - 1.0f, p.z), 0.5f, 1e-5f);
      EXPECT_LE(std::abs(p.y), 4.0f + 1e-4f);  // clipped to the scene's cube
    }
  }
}

TEST(SolidLook, TheWireframeLookDrawsNoLitFaceForAnyKind) {
  RecordingDraw draw;  // the default look
  EXPECT_EQ(draw.shape_look(), ShapeLook::kWireframe);
  DrawShape(draw, collide::Sphere{Vec3(0), 1.0}, kColor, 10.0f);
  DrawShape(draw, collide::Aabb{Vec3(0), Vec3(1)}, kColor, 10.0f);
  DrawShape(draw, Frustum(), kColor, 10.0f);
  DrawShape(draw, collide::Triangle{{Vec3(0), Vec3(1, 0, 0), Vec3(0, 1, 0)}}, kColor, 10.0f);
  DrawShape(draw, collide::Cylinder{Vec3(0), Vec3(0, 1, 0), 1.0}, kColor, 10.0f);
  EXPECT_TRUE(draw.lit_triangles.empty());
  EXPECT_TRUE(draw.lit_spheres.empty());
  EXPECT_EQ(draw.triangles.size(), 1u);  // the triangle's faint fill
}

TEST(SolidLook, KindsWithoutAVolumeAreTheSameInBothLooks) {
  const auto draw_all = [](RecordingDraw& draw) {
    DrawShape(draw, collide::Point{Vec3(1, 2, 3)}, kColor, 10.0f);
    DrawShape(draw, collide::Ray{Vec3(0), Vec3(1, 0, 0)}, kColor, 10.0f);
    DrawShape(draw, collide::Segment{Vec3(0), Vec3(1, 1, 1)}, kColor, 10.0f);
    DrawShape(draw, collide::BookPlane{Vec3(0, 1, 0), 0.0}, kColor, 10.0f);
  };
  RecordingDraw wire;
  RecordingDraw solid = SolidDraw();
  draw_all(wire);
  draw_all(solid);
  EXPECT_TRUE(solid.lit_triangles.empty());
  EXPECT_TRUE(solid.lit_spheres.empty());
  EXPECT_EQ(solid.lines.size(), wire.lines.size());
  EXPECT_EQ(solid.dots.size(), wire.dots.size());
  EXPECT_EQ(solid.triangles.size(), wire.triangles.size());
}

}  // namespace
}  // namespace solid_look_draw_test
}  // namespace harness
