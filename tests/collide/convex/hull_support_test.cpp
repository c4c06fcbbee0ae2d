// A hull's support as GJK takes it (core_support.h): the four-lane scan
// (farthest_point.h), alone or two at once, answers the plain loop's index,
// and the hill climb over the hull's neighbours (convex_hull.h's support
// aids) reaches the largest value the brute force over every vertex finds
// (ties on a face allowed, so values are compared, not indices), on the
// rock's hull of about a thousand corners and on small hulls; GJK on the
// rock climbed agrees with GJK on its vertices scanned.

#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

#include "collide/convex/contacts.h"
#include "collide/convex/core_support.h"
#include "collide/convex/farthest_point.h"
#include "collide/manifold/hull_from_points.h"
#include "convex/polytope_oracle.h"

namespace collide {
namespace hull_support_test {
namespace {

constexpr int kDirections = 100000;

ConvexHull Built(const std::vector<Vec3>& points) {
  auto result = HullFromPoints(points);
  if (const auto* why = std::get_if<std::string>(&result)) {
    ADD_FAILURE() << "refused: " << *why;
    return {};
  }
  return std::get<ConvexHull>(std::move(result));
}

// The rock model's vertices (its "v x y z" lines), as the scene reads them.
std::vector<Vec3> RockPoints() {
  std::ifstream file(std::string(COLLISION_LAB_SOURCE_DIR) + "/assets/models/rock.obj");
  std::vector<Vec3> points;
  std::string line;
  while (std::getline(file, line)) {
    if (line.rfind("v ", 0) == 0) {
      std::istringstream in(line.substr(2));
      Vec3 p;
      in >> p.x >> p.y >> p.z;
      points.push_back(p);
    }
  }
  return points;
}

std::vector<Vec3> Tetrahedron() {
  return {Vec3(0, 0, 0), Vec3(1, 0, 0), Vec3(0, 1, 0), Vec3(0, 0, 1)};
}

std::vector<Vec3> BoxCorners() {
  std::vector<Vec3> corners;
  for (int i = 0; i < 8; ++i) {
    corners.emplace_back((i & 1) ? 0.5 : -0.5, (i & 2) ? 1.0 : -1.0, (i & 4) ? 2.0 : -2.0);
  }
  return corners;
}

// A squashed sphere sampled on a golden-angle spiral.
std::vector<Vec3> Rounded(int count) {
  std::vector<Vec3> points;
  for (int i = 0; i < count; ++i) {
    const double z = 1.0 - (2.0 * i + 1.0) / count;
    const double r = std::sqrt(1.0 - z * z);
    const double phi = i * 3.14159265358979323846 * (3.0 - std::sqrt(5.0));
    points.emplace_back(2.0 * r * std::cos(phi), r * std::sin(phi), 0.5 * z);
  }
  return points;
}

std::vector<Vec3> OnSphere(int count, unsigned seed) {
  std::mt19937 rng(seed);
  std::normal_distribution<double> gauss;
  std::vector<Vec3> points;
  for (int i = 0; i < count; ++i) {
    points.push_back(glm::normalize(Vec3(gauss(rng), gauss(rng), gauss(rng))));
  }
  return points;
}

double BruteForceSupportValue(const std::vector<Vec3>& vertices, const Vec3& d) {
  double best = -std::numeric_limits<double>::infinity();
  for (const Vec3& v : vertices) {
    best = std::max(best, glm::dot(v, d));
  }
  return best;
}

// Random directions, and every tenth a turn of the last (as GJK's are),
// every hundredth along an axis (straight at a face or an edge: ties).
std::vector<Vec3> Directions(unsigned seed) {
  std::mt19937 rng(seed);
  std::normal_distribution<double> gauss;
  std::vector<Vec3> directions;
  Vec3 last(1.0, 0.0, 0.0);
  for (int i = 0; i < kDirections; ++i) {
    Vec3 d(gauss(rng), gauss(rng), gauss(rng));
    if (i % 10 == 3) {
      d = last + 0.05 * d;
    }
    if (i % 100 == 7) {
      d = Vec3(0.0);
      d[i % 3] = (i % 2 == 0) ? 1.0 : -1.0;
    }
    directions.push_back(d);
    last = d;
  }
  return directions;
}

// The climb from wherever the last direction left it reaches the brute
// force's value, to the rounding of the dot products.
void ExpectClimbReachesTheTop(const ConvexHull& hull, unsigned seed) {
  ASSERT_TRUE(HasSupportAids(hull));
  const HullCore climb(hull);
  double scale = 0.0;
  for (const Vec3& v : hull.vertices) {
    scale = std::max(scale, glm::length(v));
  }
  for (const Vec3& d : Directions(seed)) {
    const double expected = BruteForceSupportValue(hull.vertices, d);
    ASSERT_NEAR(glm::dot(climb(d), d), expected, 1e-14 * scale * glm::length(d))
        << hull.vertices.size() << " vertices, direction " << d.x << " " << d.y << " " << d.z;
  }
}

TEST(HullSupport, RockHullIsAboutAThousandCorners) {
  const std::vector<Vec3> points = RockPoints();
  ASSERT_EQ(points.size(), 10242u);
  const ConvexHull rock = Built(points);
  EXPECT_GE(rock.vertices.size(), static_cast<size_t>(kClimbFromVertices));
  EXPECT_GT(rock.vertices.size(), 500u);
}

TEST(HullSupport, ClimbOnTheRockReachesTheBruteForceTop) {
  ExpectClimbReachesTheTop(Built(RockPoints()), 3741);
}

TEST(HullSupport, ClimbOnSmallHullsReachesTheBruteForceTop) {
  ExpectClimbReachesTheTop(Built(Tetrahedron()), 3742);
  ExpectClimbReachesTheTop(Built(BoxCorners()), 3743);
  ExpectClimbReachesTheTop(Built(Rounded(32)), 3744);
  ExpectClimbReachesTheTop(Built(OnSphere(64, 37)), 3745);
}

TEST(HullSupport, NeighboursOfABoxCornerAreTheOtherCornersOfItsFaces) {
  const ConvexHull box = Built(BoxCorners());
  ASSERT_TRUE(HasSupportAids(box));
  ASSERT_EQ(box.vertices.size(), 8u);
  for (size_t v = 0; v < 8; ++v) {
    const auto start = static_cast<size_t>(box.neighbour_start[v]);
    const auto end = static_cast<size_t>(box.neighbour_start[v + 1]);
    // Three along its edges and three across its faces; never the opposite
    // corner (through the box) nor itself.
    ASSERT_EQ(end - start, 6u) << "vertex " << v;
    for (size_t k = start; k < end; ++k) {
      const Vec3 apart =
          glm::abs(box.vertices[static_cast<size_t>(box.neighbours[k])] - box.vertices[v]);
      const int sides_differing = (apart.x > 0.0) + (apart.y > 0.0) + (apart.z > 0.0);
      EXPECT_TRUE(sides_differing == 1 || sides_differing == 2) << v << " " << box.neighbours[k];
    }
  }
  EXPECT_EQ(box.center, Vec3(0.0));  // the mean of the corners, by hand
}

TEST(HullSupport, PlacedHullCarriesItsCentreAndNeighbours) {
  PlacedHull placed;
  placed.hull = std::make_shared<const ConvexHull>(Built(BoxCorners()));
  placed.position = Vec3(1.0, 2.0, 3.0);
  placed.scale = Vec3(2.0);
  const ConvexHull world = InWorld(placed);
  ASSERT_TRUE(HasSupportAids(world));
  EXPECT_EQ(world.center, Vec3(1.0, 2.0, 3.0));
  EXPECT_EQ(world.neighbours, placed.hull->neighbours);
}

// The scans (of the packed points and of the blocks of four) against the
// plain loop, index for index: point counts
// on either side of the lanes' multiples, repeated points (equal values:
// the first is kept) and directions along the axes (faces: ties).
TEST(HullSupport, FourLaneScanAnswersThePlainLoopsIndex) {
  std::mt19937 rng(3746);
  std::uniform_real_distribution<double> coord(-1.0, 1.0);
  std::uniform_int_distribution<int> count_of(1, 70);
  for (int n = 0; n < kDirections; ++n) {
    std::vector<Vec3> points(static_cast<size_t>(count_of(rng)));
    for (Vec3& p : points) {
      p = Vec3(coord(rng), coord(rng), coord(rng));
    }
    if (n % 3 == 0) {  // rounded onto a grid, with repeats: many ties
      for (size_t i = 0; i < points.size(); ++i) {
        points[i] = glm::round(points[(i * 7) % points.size()] * 2.0) * 0.5;
      }
    }
    Vec3 d(coord(rng), coord(rng), coord(rng));
    if (n % 5 == 0) {
      d = Vec3(0.0);
      d[n % 3] = 1.0;
    }
    ASSERT_EQ(FarthestAlong(points.data(), points.size(), d),
              FarthestAlongScalar(points.data(), points.size(), d))
        << "pair " << n << ", " << points.size() << " points";
    if (n % 2 == 0) {  // the blocks of four (support_lanes), from a hull's builder or by hand
      ConvexHull hull;
      hull.vertices = points;
      AddSupportAids(hull);
      const std::size_t expected = FarthestAlongScalar(points.data(), points.size(), d);
      ASSERT_EQ(FarthestInLanes(hull.support_lanes.data(), points.size(), d), expected) << n;
      ASSERT_EQ(FarthestInLanesScalar(hull.support_lanes.data(), points.size(), d), expected) << n;
    }
  }
}

// Points in blocks of four (a hull's support_lanes), some rounded onto a
// grid with repeats (ties), for the scans above.
ConvexHull LanesOf(std::mt19937& rng, std::size_t count, bool with_ties) {
  std::uniform_real_distribution<double> coord(-1.0, 1.0);
  ConvexHull hull;
  hull.vertices.resize(count);
  for (Vec3& p : hull.vertices) {
    p = Vec3(coord(rng), coord(rng), coord(rng));
  }
  if (with_ties) {
    for (size_t i = 0; i < count; ++i) {
      hull.vertices[i] = glm::round(hull.vertices[(i * 7) % count] * 2.0) * 0.5;
    }
  }
  AddSupportAids(hull);
  return hull;
}

// The two scans at once (GJK's two supports of an iteration) answer the
// plain loop's index for each: counts on either side of the lanes'
// multiples, the two counts apart (either longer), ties, axis directions.
TEST(HullSupport, PairOfLaneScansAnswersThePlainLoopsIndexForEach) {
  std::mt19937 rng(3749);
  std::uniform_real_distribution<double> coord(-1.0, 1.0);
  std::uniform_int_distribution<int> count_of(1, 70);
  for (int n = 0; n < kDirections; ++n) {
    const ConvexHull first = LanesOf(rng, static_cast<size_t>(count_of(rng)), n % 3 == 0);
    const ConvexHull second = LanesOf(rng, static_cast<size_t>(count_of(rng)), n % 4 == 0);
    Vec3 d1(coord(rng), coord(rng), coord(rng));
    Vec3 d2(coord(rng), coord(rng), coord(rng));
    if (n % 5 == 0) {
      d1 = Vec3(0.0);
      d1[n % 3] = 1.0;
      d2 = -d1;
    }
    const LaneWinners winners =
        FarthestInLanesPair(first.support_lanes.data(), first.vertices.size(), d1,
                            second.support_lanes.data(), second.vertices.size(), d2);
    ASSERT_EQ(winners.first, FarthestAlongScalar(first.vertices.data(), first.vertices.size(), d1))
        << "pair " << n << ", " << first.vertices.size() << " and " << second.vertices.size();
    ASSERT_EQ(winners.second,
              FarthestAlongScalar(second.vertices.data(), second.vertices.size(), d2))
        << "pair " << n << ", " << first.vertices.size() << " and " << second.vertices.size();
  }
}

// GJK on the rock climbed (it has its aids) and on its vertices alone
// (scanned): the same distances against random boxes around it.
TEST(HullSupport, GjkOnTheRockClimbedAgreesWithItsVerticesScanned) {
  const ConvexHull rock = Built(RockPoints());
  ConvexHull bare;
  bare.vertices = rock.vertices;
  ASSERT_FALSE(HasSupportAids(bare));
  double scale = 0.0;
  for (const Vec3& v : rock.vertices) {
    scale = std::max(scale, glm::length(v - rock.center));
  }
  std::mt19937 rng(3747);
  std::uniform_real_distribution<double> coord(-2.0 * scale, 2.0 * scale);
  std::uniform_real_distribution<double> half(0.05 * scale, 0.5 * scale);
  std::uniform_real_distribution<double> angle(-180.0, 180.0);
  int apart = 0;
  for (int n = 0; n < 20000; ++n) {
    const OrientedBox box{rock.center + Vec3(coord(rng), coord(rng), coord(rng)),
                          Vec3(half(rng), half(rng), half(rng)),
                          RotationFromEulerDegrees({angle(rng), angle(rng), angle(rng)})};
    const double climbed = Distance(&rock, box).distance;
    const double scanned = Distance(&bare, box).distance;
    ASSERT_NEAR(climbed, scanned, 1e-9 * scale) << "pair " << n;
    apart += scanned > 0.0 ? 1 : 0;
  }
  EXPECT_GT(apart, 5000);
  EXPECT_LT(apart, 19000);
}

// Built hulls (with their aids: scanned in blocks of four from their
// centres) against each other, 100,000 pairs from a pool of 400 hulls of 4
// to 10 random points in a ball (some inside, dropped), against the
// brute force over feature pairs of the polytope of their vertices.
TEST(HullSupport, BuiltHullPairsAgreeWithTheFeatureBruteForce) {
  std::mt19937 rng(3748);
  std::uniform_real_distribution<double> coord(-1.5, 1.5);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  std::uniform_real_distribution<double> size(0.2, 1.0);
  std::uniform_int_distribution<int> count_of(4, 10);
  std::vector<ConvexHull> hulls;
  std::vector<convex_oracle::Polytope> oracles;
  while (hulls.size() < 400) {
    const Vec3 center(coord(rng), coord(rng), coord(rng));
    const double radius = size(rng);
    std::vector<Vec3> points;
    for (int n = count_of(rng); n > 0; --n) {
      points.push_back(center + radius * Vec3(unit(rng), unit(rng), unit(rng)));
    }
    auto built = HullFromPoints(points);
    if (auto* hull = std::get_if<ConvexHull>(&built)) {
      ASSERT_TRUE(HasSupportAids(*hull));
      oracles.push_back(convex_oracle::FromPoints(hull->vertices));
      hulls.push_back(std::move(*hull));
    }
  }
  std::uniform_int_distribution<std::size_t> pick(0, hulls.size() - 1);
  constexpr int kPairs = 100000;
  int overlapping = 0;
  for (int n = 0; n < kPairs; ++n) {
    const std::size_t i = pick(rng);
    const std::size_t j = pick(rng);
    const double expected =
        static_cast<double>(convex_oracle::PolytopeDistance(oracles[i], oracles[j]));
    const ClosestPoints d = Distance(&hulls[i], &hulls[j]);
    ASSERT_NEAR(d.distance, expected, 1e-9) << "pair " << n << ": hulls " << i << ", " << j;
    if (expected > 1e-9) {
      ASSERT_NEAR(glm::length(d.on_b - d.on_a), d.distance, 1e-9) << "pair " << n;
    }
    overlapping += d.distance == 0.0 ? 1 : 0;
  }
  EXPECT_GT(overlapping, kPairs / 20);
  EXPECT_LT(overlapping, kPairs / 2);
}

}  // namespace
}  // namespace hull_support_test
}  // namespace collide
