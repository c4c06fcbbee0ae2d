#include "collide/manifold/hull_from_points.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <set>
#include <string>
#include <variant>
#include <vector>

namespace collide {
namespace hull_from_points_test {
namespace {

ConvexHull Built(const std::vector<Vec3>& points) {
  auto result = HullFromPoints(points);
  if (const auto* why = std::get_if<std::string>(&result)) {
    ADD_FAILURE() << "refused: " << *why;
    return {};
  }
  return std::get<ConvexHull>(std::move(result));
}

std::string Refusal(const std::vector<Vec3>& points) {
  auto result = HullFromPoints(points);
  const auto* why = std::get_if<std::string>(&result);
  return why == nullptr ? "(built a hull)" : *why;
}

std::vector<Vec3> CubeCorners(double half) {
  std::vector<Vec3> corners;
  for (int i = 0; i < 8; ++i) {
    corners.emplace_back((i & 1) ? half : -half, (i & 2) ? half : -half, (i & 4) ? half : -half);
  }
  return corners;
}

// What every hull must be, checked from its parts alone: each face's corners
// on its plane and every vertex on or under every face's plane (convex);
// corners counter-clockwise about the outward normal (each turn's cross
// product along it); every face edge in the edge list and every listed edge
// on exactly two faces, once each way round (a closed, consistently
// oriented surface); V - E + F = 2.
void ExpectWellFormed(const ConvexHull& hull, double tolerance) {
  ASSERT_FALSE(hull.faces.empty());
  std::set<std::pair<int, int>> directed;
  for (const HullFace& face : hull.faces) {
    EXPECT_NEAR(glm::length(face.normal), 1.0, 1e-12);
    ASSERT_GE(face.corners.size(), 3u);
    for (const Vec3& v : hull.vertices) {
      EXPECT_LE(glm::dot(face.normal, v) - face.offset, tolerance);
    }
    const std::size_t n = face.corners.size();
    for (std::size_t i = 0; i < n; ++i) {
      const Vec3& p = hull.vertices[static_cast<std::size_t>(face.corners[i])];
      const Vec3& q = hull.vertices[static_cast<std::size_t>(face.corners[(i + 1) % n])];
      const Vec3& r = hull.vertices[static_cast<std::size_t>(face.corners[(i + 2) % n])];
      EXPECT_NEAR(glm::dot(face.normal, p), face.offset, tolerance);
      EXPECT_GE(glm::dot(glm::cross(q - p, r - q), face.normal), -tolerance);
      EXPECT_TRUE(directed.emplace(face.corners[i], face.corners[(i + 1) % n]).second);
    }
  }
  for (const auto& [p, q] : directed) {
    EXPECT_TRUE(directed.count({q, p}) == 1) << p << "-" << q << " has no twin";
  }
  std::set<std::pair<int, int>> listed;
  for (const auto& edge : hull.edges) {
    EXPECT_TRUE(listed.emplace(std::min(edge[0], edge[1]), std::max(edge[0], edge[1])).second);
  }
  EXPECT_EQ(listed.size() * 2, directed.size());
  for (const auto& [p, q] : directed) {
    EXPECT_TRUE(listed.count({std::min(p, q), std::max(p, q)}) == 1);
  }
  const auto v = static_cast<long>(hull.vertices.size());
  const auto e = static_cast<long>(hull.edges.size());
  const auto f = static_cast<long>(hull.faces.size());
  EXPECT_EQ(v - e + f, 2);
}

TEST(HullFromPoints, CubeWithDuplicatesAndInsidePointsHasEightCornersSixQuadsTwelveEdges) {
  std::vector<Vec3> points = CubeCorners(1.0);
  const std::vector<Vec3> corners = points;
  points.insert(points.end(), corners.begin(), corners.begin() + 4);  // duplicates
  std::mt19937 rng(7);
  std::uniform_real_distribution<double> inside(-0.9, 0.9);
  for (int i = 0; i < 50; ++i) {
    points.emplace_back(inside(rng), inside(rng), inside(rng));
  }
  const ConvexHull hull = Built(points);
  ASSERT_EQ(hull.vertices.size(), 8u);
  ASSERT_EQ(hull.faces.size(), 6u);
  EXPECT_EQ(hull.edges.size(), 12u);
  for (const Vec3& v : hull.vertices) {
    EXPECT_TRUE(std::find(corners.begin(), corners.end(), v) != corners.end());
  }
  for (const HullFace& face : hull.faces) {
    EXPECT_EQ(face.corners.size(), 4u);
    EXPECT_NEAR(face.offset, 1.0, 1e-15);  // every face of the cube is 1 from its centre
    EXPECT_NEAR(std::abs(face.normal.x) + std::abs(face.normal.y) + std::abs(face.normal.z), 1.0,
                1e-15);
  }
  ExpectWellFormed(hull, 1e-12);
}

TEST(HullFromPoints, TetrahedronHasFourTriangles) {
  const std::vector<Vec3> points = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
  const ConvexHull hull = Built(points);
  ASSERT_EQ(hull.vertices.size(), 4u);
  ASSERT_EQ(hull.faces.size(), 4u);
  EXPECT_EQ(hull.edges.size(), 6u);
  int slanted = 0;
  for (const HullFace& face : hull.faces) {
    EXPECT_EQ(face.corners.size(), 3u);
    if (std::abs(face.normal.x - 1.0 / std::sqrt(3.0)) < 1e-15) {
      ++slanted;
      EXPECT_NEAR(face.offset, 1.0 / std::sqrt(3.0), 1e-15);
    }
  }
  EXPECT_EQ(slanted, 1);
  ExpectWellFormed(hull, 1e-12);
}

TEST(HullFromPoints, PointsAHairOffAFaceMergeIntoIt) {
  std::vector<Vec3> points = CubeCorners(1.0);
  std::mt19937 rng(11);
  std::uniform_real_distribution<double> across(-0.8, 0.8);
  // Within the tolerance, 1e-7 of the cloud's diagonal (2 sqrt(3)).
  std::uniform_real_distribution<double> hair(-1e-7, 1e-7);
  for (int i = 0; i < 40; ++i) {  // on the top face, above and below it
    points.emplace_back(across(rng), across(rng), 1.0 + hair(rng));
  }
  const ConvexHull hull = Built(points);
  EXPECT_EQ(hull.vertices.size(), 8u);
  EXPECT_EQ(hull.faces.size(), 6u);
  EXPECT_EQ(hull.edges.size(), 12u);
  ExpectWellFormed(hull, 2.0 * kHullCoplanarTolerance * 2.0 * std::sqrt(3.0));
}

TEST(HullFromPoints, RoundedShapeOfThirtyTwoPointsIsAClosedSurface) {
  // A squashed sphere sampled on a golden-angle spiral: 32 points, none
  // coplanar with three others by construction.
  std::vector<Vec3> points;
  for (int i = 0; i < 32; ++i) {
    const double z = 1.0 - (2.0 * i + 1.0) / 32.0;
    const double r = std::sqrt(1.0 - z * z);
    const double phi = i * kPi * (3.0 - std::sqrt(5.0));
    points.emplace_back(2.0 * r * std::cos(phi), r * std::sin(phi), 0.5 * z);
  }
  const ConvexHull hull = Built(points);
  EXPECT_EQ(hull.vertices.size(), 32u);  // every point of a convex surface is a corner
  ExpectWellFormed(hull, 1e-12);
}

TEST(HullFromPoints, ThousandPointsOnASphereAreAllCorners) {
  std::mt19937 rng(1000);
  std::normal_distribution<double> gauss;
  std::vector<Vec3> points;
  for (int i = 0; i < 1000; ++i) {
    points.push_back(3.0 * glm::normalize(Vec3(gauss(rng), gauss(rng), gauss(rng))) + 5.0);
  }
  const ConvexHull hull = Built(points);
  EXPECT_EQ(hull.vertices.size(), 1000u);
  // Facets within the coplanar tolerance of the cloud's size (its diagonal,
  // about 6 sqrt(3)) merge: their corners may be that far off the plane.
  ExpectWellFormed(hull, 2.0 * kHullCoplanarTolerance * 6.0 * std::sqrt(3.0));
  for (const HullFace& face : hull.faces) {  // no face is far inside the sphere
    EXPECT_GT(face.offset - glm::dot(face.normal, Vec3(5.0)), 2.5);
  }
}

TEST(HullFromPoints, InputWithoutVolumeIsRefusedByName) {
  std::vector<Vec3> flat;
  for (int i = 0; i < 12; ++i) {
    flat.emplace_back(std::cos(i), std::sin(i), 2.0);
  }
  EXPECT_EQ(Refusal(flat), "the 12 points lie in one plane: a hull needs volume");
  std::vector<Vec3> line;
  for (int i = 0; i < 5; ++i) {
    line.push_back(Vec3(1.0, 2.0, 3.0) * static_cast<double>(i));
  }
  EXPECT_EQ(Refusal(line), "the 5 points lie on one line: a hull needs volume");
  EXPECT_EQ(Refusal(std::vector<Vec3>(6, Vec3(1.0))),
            "the 6 points are one point: a hull needs volume");
  EXPECT_EQ(Refusal({Vec3(0.0)}), "1 point: a hull needs at least 4");
  EXPECT_EQ(Refusal({Vec3(0.0), Vec3(1.0), Vec3(0, 1, 0)}), "3 points: a hull needs at least 4");
  EXPECT_EQ(Refusal({}), "no points: a hull needs at least 4");
}

TEST(HullFromPoints, NearlyFlatInputIsRefusedAsFlat) {
  std::vector<Vec3> points = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {1, 1, 1e-9}};
  EXPECT_EQ(Refusal(points), "the 4 points lie in one plane: a hull needs volume");
}

TEST(HullFromPoints, NonFinitePointIsRefusedByIndex) {
  std::vector<Vec3> points = CubeCorners(1.0);
  points[5].y = std::numeric_limits<double>::quiet_NaN();
  EXPECT_EQ(Refusal(points), "point 5 has a non-finite coordinate");
  points[5].y = 0.0;
  points[2].z = std::numeric_limits<double>::infinity();
  EXPECT_EQ(Refusal(points), "point 2 has a non-finite coordinate");
}

}  // namespace
}  // namespace hull_from_points_test
}  // namespace collide
