// DrawStaticShape, kind by kind, through a recording Draw: what each shape
// should look like is worked out by hand from its numbers, not read back
// from the function.
#include "harness/shape_kinds/shape_kind_entry.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <tuple>
#include <vector>

#include "test_host.h"

namespace harness {
namespace static_shape_draw_test {
namespace {

using collide::Vec3;
using testing::RecordingDraw;

constexpr Color kColor{0.25f, 0.5f, 0.75f, 1.0f};

bool Near(const glm::vec3& a, const glm::vec3& b) {
  return glm::length(a - b) < 1e-5f;
}

// Every line and dot drawn is in kColor.
void ExpectAllInColor(const RecordingDraw& draw) {
  for (const auto& line : draw.lines) {
    EXPECT_EQ(line.color, kColor);
  }
  for (const auto& dot : draw.dots) {
    EXPECT_EQ(dot.color, kColor);
  }
  for (const auto& sphere : draw.spheres) {
    EXPECT_EQ(sphere.color, kColor);
  }
}

// The lines as unordered pairs of the indices of `corners` they join; a line
// whose end is no corner gives -1.
std::set<std::pair<int, int>> EdgesBetween(const RecordingDraw& draw,
                                           const std::vector<glm::vec3>& corners) {
  const auto index_of = [&](const glm::vec3& p) {
    for (size_t i = 0; i < corners.size(); ++i) {
      if (Near(p, corners[i])) {
        return static_cast<int>(i);
      }
    }
    return -1;
  };
  std::set<std::pair<int, int>> edges;
  for (const auto& line : draw.lines) {
    const int a = index_of(line.a);
    const int b = index_of(line.b);
    edges.insert({std::min(a, b), std::max(a, b)});
  }
  return edges;
}

// Corners i and j joined when they differ in one bit: the cube's 12 edges.
const std::set<std::pair<int, int>> kCubeEdges = {{0, 1}, {2, 3}, {4, 5}, {6, 7}, {0, 2}, {1, 3},
                                                  {4, 6}, {5, 7}, {0, 4}, {1, 5}, {2, 6}, {3, 7}};

TEST(DrawStaticShape, APointIsOneDotOfThePointSize) {
  RecordingDraw draw;
  DrawShape(draw, collide::Point{Vec3(1, 2, 3)}, kColor, 10.0f);
  ASSERT_EQ(draw.dots.size(), 1u);
  EXPECT_TRUE(Near(draw.dots[0].position, glm::vec3(1, 2, 3)));
  EXPECT_EQ(draw.dots[0].size, kShapePointSize);
  EXPECT_TRUE(draw.lines.empty());
  ExpectAllInColor(draw);
}

TEST(DrawStaticShape, ASphereIsOneWireSphere) {
  RecordingDraw draw;
  DrawShape(draw, collide::Sphere{Vec3(1, 2, 3), 0.5}, kColor, 10.0f);
  ASSERT_EQ(draw.spheres.size(), 1u);
  EXPECT_TRUE(Near(draw.spheres[0].center, glm::vec3(1, 2, 3)));
  EXPECT_EQ(draw.spheres[0].radius, 0.5f);
  EXPECT_TRUE(draw.lines.empty());
  ExpectAllInColor(draw);
}

TEST(DrawStaticShape, AnAabbIsTwelveLinesBetweenItsEightCorners) {
  RecordingDraw draw;
  DrawShape(draw, collide::Aabb{Vec3(0, 0, 0), Vec3(1, 2, 3)}, kColor, 10.0f);
  // Corner i: x from bit 0, y from bit 1, z from bit 2.
  const std::vector<glm::vec3> corners = {{0, 0, 0}, {1, 0, 0}, {0, 2, 0}, {1, 2, 0},
                                          {0, 0, 3}, {1, 0, 3}, {0, 2, 3}, {1, 2, 3}};
  ASSERT_EQ(draw.lines.size(), 12u);
  EXPECT_EQ(EdgesBetween(draw, corners), kCubeEdges);
  ExpectAllInColor(draw);
}

TEST(DrawStaticShape, AnOrientedBoxIsTwelveLinesBetweenItsTurnedCorners) {
  RecordingDraw draw;
  collide::OrientedBox box;
  box.center = Vec3(5, 0, 0);
  box.half_extents = Vec3(1, 0.5, 0.25);
  // A quarter turn about z: the box's x runs along world y, its y along -x.
  box.rotation = collide::Mat3(Vec3(0, 1, 0), Vec3(-1, 0, 0), Vec3(0, 0, 1));
  DrawShape(draw, box, kColor, 10.0f);
  std::vector<glm::vec3> corners;
  for (int i = 0; i < 8; ++i) {
    const float x = (i & 1) ? 1.0f : -1.0f;
    const float y = (i & 2) ? 0.5f : -0.5f;
    const float z = (i & 4) ? 0.25f : -0.25f;
    corners.emplace_back(5.0f - y, x, z);
  }
  ASSERT_EQ(draw.lines.size(), 12u);
  EXPECT_EQ(EdgesBetween(draw, corners), kCubeEdges);
  ExpectAllInColor(draw);
}

TEST(DrawStaticShape, AHexahedronIsTwelveLinesBetweenItsGivenCorners) {
  RecordingDraw draw;
  collide::Hexahedron hexahedron;
  std::vector<glm::vec3> corners;
  for (int i = 0; i < 8; ++i) {
    // The unit cube with its top face (bits 2) shrunk to half: a frustum.
    const double s = (i & 4) ? 0.5 : 1.0;
    hexahedron.corners[static_cast<size_t>(i)] =
        Vec3((i & 1) ? s : -s, (i & 2) ? s : -s, (i & 4) ? 1.0 : 0.0);
    corners.push_back(ToFloat(hexahedron.corners[static_cast<size_t>(i)]));
  }
  DrawShape(draw, hexahedron, kColor, 10.0f);
  ASSERT_EQ(draw.lines.size(), 12u);
  EXPECT_EQ(EdgesBetween(draw, corners), kCubeEdges);
  ExpectAllInColor(draw);
}

TEST(DrawStaticShape, APlaneIsAPatchAcrossTheRegionFilledOutlinedWithItsNormal) {
  RecordingDraw draw;
  // z = 2 across the box (-1, -1, 0)-(3, 1, 5): a square around (1, 0, 2)
  // of half size 2 + 0.5 (the box's reach across the plane, padded).
  DrawContext context;
  context.region = collide::Aabb{{-1, -1, 0}, {3, 1, 5}};
  DrawShape(draw, collide::BookPlane{Vec3(0, 0, 1), 2.0}, kColor, context);
  const std::vector<glm::vec3> corners = {
      {-1.5f, -2.5f, 2.0f}, {3.5f, -2.5f, 2.0f}, {3.5f, 2.5f, 2.0f}, {-1.5f, 2.5f, 2.0f}};
  // A light fill: two triangles over the square, in the plane's colour but
  // translucent.
  ASSERT_EQ(draw.triangles.size(), 2u);
  for (const auto& triangle : draw.triangles) {
    EXPECT_EQ(triangle.color.r, kColor.r);
    EXPECT_EQ(triangle.color.g, kColor.g);
    EXPECT_EQ(triangle.color.b, kColor.b);
    EXPECT_GT(triangle.color.a, 0.0f);
    EXPECT_LT(triangle.color.a, 0.5f);
    for (const glm::vec3& p : {triangle.a, triangle.b, triangle.c}) {
      EXPECT_TRUE(std::any_of(corners.begin(), corners.end(),
                              [&](const glm::vec3& c) { return Near(p, c); }));
    }
  }
  // The outline: the square's four edges (corners' indices in order round
  // it); the rest are the arrow's three strokes (-1: no corner).
  const std::set<std::pair<int, int>> outline = {{-1, -1}, {0, 1}, {1, 2}, {2, 3}, {0, 3}};
  ASSERT_EQ(draw.lines.size(), 7u);
  EXPECT_EQ(EdgesBetween(draw, corners), outline);
  // The normal: from the centre up 0.35 of the half size, a head of two
  // strokes back from its tip.
  const glm::vec3 tip(1.0f, 0.0f, 2.0f + 0.35f * 2.5f);
  EXPECT_EQ(
      std::count_if(draw.lines.begin(), draw.lines.end(),
                    [&](const auto& l) { return Near(l.a, glm::vec3(1, 0, 2)) && Near(l.b, tip); }),
      1);
  EXPECT_EQ(std::count_if(draw.lines.begin(), draw.lines.end(),
                          [&](const auto& l) { return Near(l.a, tip) && l.b.z < tip.z; }),
            2);
  ExpectAllInColor(draw);
}

TEST(DrawStaticShape, APlaneWithoutARegionIsAPatchAroundItsPointNearestTheOrigin) {
  RecordingDraw draw;
  // z = 2 in a scene of radius 4: half size 3 around (0, 0, 2).
  DrawShape(draw, collide::BookPlane{Vec3(0, 0, 1), 2.0}, kColor, 4.0f);
  ASSERT_EQ(draw.triangles.size(), 2u);
  for (const auto& triangle : draw.triangles) {
    for (const glm::vec3& p : {triangle.a, triangle.b, triangle.c}) {
      EXPECT_FLOAT_EQ(p.z, 2.0f);
      EXPECT_FLOAT_EQ(std::abs(p.x), 3.0f);
      EXPECT_FLOAT_EQ(std::abs(p.y), 3.0f);
    }
  }
}

TEST(DrawStaticShape, ARayIsThreeSceneRadiiOfItAndADotAtItsOrigin) {
  RecordingDraw draw;
  DrawShape(draw, collide::Ray{Vec3(1, 0, 0), Vec3(0, 1, 0)}, kColor, 2.0f);
  ASSERT_EQ(draw.lines.size(), 1u);
  EXPECT_TRUE(Near(draw.lines[0].a, glm::vec3(1, 0, 0)));
  EXPECT_TRUE(Near(draw.lines[0].b, glm::vec3(1, 6, 0)));
  ASSERT_EQ(draw.dots.size(), 1u);
  EXPECT_TRUE(Near(draw.dots[0].position, glm::vec3(1, 0, 0)));
  EXPECT_EQ(draw.dots[0].size, kShapeEndSize);
  ExpectAllInColor(draw);
}

TEST(DrawStaticShape, ASegmentIsItsLineAndADotAtEachEnd) {
  RecordingDraw draw;
  DrawShape(draw, collide::Segment{Vec3(0, 0, 0), Vec3(1, 1, 1)}, kColor, 10.0f);
  ASSERT_EQ(draw.lines.size(), 1u);
  EXPECT_TRUE(Near(draw.lines[0].a, glm::vec3(0, 0, 0)));
  EXPECT_TRUE(Near(draw.lines[0].b, glm::vec3(1, 1, 1)));
  ASSERT_EQ(draw.dots.size(), 2u);
  EXPECT_TRUE(Near(draw.dots[0].position, glm::vec3(0, 0, 0)));
  EXPECT_TRUE(Near(draw.dots[1].position, glm::vec3(1, 1, 1)));
  EXPECT_EQ(draw.dots[1].size, kShapeEndSize);
  ExpectAllInColor(draw);
}

// A camera at z 10 looking down -z, 90 degrees wide and square: its
// section at depth d is the square |x|, |y| <= d at z = 10 - d.
collide::Frustum SquareCamera(double far_distance) {
  return collide::Frustum{Vec3(0, 0, 10), Vec3(0), Vec3(0, 1, 0), 90.0, 1.0, 1.0, far_distance};
}

// Whether some line ends at `p`.
bool SomeLineEndsAt(const RecordingDraw& draw, const glm::vec3& p) {
  return std::any_of(draw.lines.begin(), draw.lines.end(),
                     [&](const auto& l) { return Near(l.a, p) || Near(l.b, p); });
}

TEST(DrawStaticShape, AFrustumReachingFarPastTheSceneIsCutWhereItEndsAndSaysSo) {
  RecordingDraw draw;
  DrawContext context;
  context.region = collide::Aabb{Vec3(-1), Vec3(1)};
  DrawShape(draw, SquareCamera(1000.0), kColor, context);
  // The region's far corners are 11 deep; a tenth of its diagonal (2 sqrt 3)
  // further, it is cut.
  const float depth = 11.0f + 0.2f * std::sqrt(3.0f);
  for (const float x : {-depth, depth}) {
    for (const float y : {-depth, depth}) {
      EXPECT_TRUE(SomeLineEndsAt(draw, glm::vec3(x, y, 10.0f - depth))) << x << ", " << y;
    }
  }
  for (const auto& line : draw.lines) {
    EXPECT_GE(std::min(line.a.z, line.b.z), 10.0f - depth - 1e-4f);
  }
  ASSERT_EQ(draw.labels.size(), 1u);
  EXPECT_EQ(draw.labels[0].text, "far plane at 1000, drawn clipped");
  EXPECT_TRUE(Near(draw.labels[0].position, glm::vec3(0, 0, 10.0f - depth)));
  // Faint sides: the near cap and four sides, two triangles each; the cut
  // end is open.
  ASSERT_EQ(draw.triangles.size(), 10u);
  for (const auto& triangle : draw.triangles) {
    EXPECT_LT(triangle.color.a, 0.5f);
  }
}

TEST(DrawStaticShape, AFrustumWithinTheSceneIsDrawnToItsFarPlaneUnlabelled) {
  RecordingDraw draw;
  DrawContext context;
  context.region = collide::Aabb{Vec3(-1, -1, -20), Vec3(1, 1, 1)};
  DrawShape(draw, SquareCamera(8.0), kColor, context);
  for (const float x : {-8.0f, 8.0f}) {
    for (const float y : {-8.0f, 8.0f}) {
      EXPECT_TRUE(SomeLineEndsAt(draw, glm::vec3(x, y, 2.0f))) << x << ", " << y;
    }
  }
  EXPECT_TRUE(draw.labels.empty());
  EXPECT_EQ(draw.triangles.size(), 12u);  // both caps and the sides
}

}  // namespace
}  // namespace static_shape_draw_test
}  // namespace harness
