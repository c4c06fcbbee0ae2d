// The BVH's fast ray cast (a float filter over blocks of four triangles,
// a four-wide tree) gives exactly the answer of the exact test on every
// triangle: the same t to the last bit, the same point, the same triangle,
// ties to the lowest index. Cases where floats and doubles part: rays
// grazing edges and corners shared by triangles, rays in a triangle's
// plane, hits at t = 0 and at t = max_t, meshes far from the origin.

#include <gtest/gtest.h>

#include <cmath>
#include <iomanip>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "collide/mesh/float_ray.h"
#include "collide/mesh/triangle_block.h"
#include "collide/mesh/triangle_mesh.h"
#include "collide/shapes/box.h"
#include "mesh_fixtures.h"

namespace collide {
namespace bvh_exact_test {
namespace {

// The nearest hit by the exact test on every triangle in index order: a
// later triangle wins only when strictly nearer, so ties go to the lowest.
std::optional<MeshHit> ExactBruteForce(const TriangleMesh& mesh, const Ray& ray, double max_t) {
  double best_t = max_t;
  int best = -1;
  for (int i = 0; i < mesh.TriangleCount(); ++i) {
    const Triangle t = mesh.TriangleAt(i);
    const auto hit =
        RayTriangleT(ray.origin, ray.direction, t[0], t[1] - t[0], t[2] - t[0], best_t);
    if (hit && (best < 0 || *hit < best_t)) {
      best_t = *hit;
      best = i;
    }
  }
  if (best < 0) {
    return std::nullopt;
  }
  return MeshHit{best_t, ray.origin + best_t * ray.direction, best};
}

using testing::TentMesh;

struct Tally {
  int rays = 0;
  int hits = 0;
  int ties = 0;  // hits where another triangle is met at the same t
};

// The walks an untraced cast can take on this CPU, each asked for by name;
// the traced cast walks the binary tree.
std::vector<BvhWalk> Walks() {
  std::vector<BvhWalk> walks = {BvhWalk::kBinary, BvhWalk::kFourWide, BvhWalk::kFastest};
  if (Bvh::EightWideAvailable()) {
    walks.push_back(BvhWalk::kEightWide);
  }
  return walks;
}

const char* NameOf(BvhWalk walk) {
  switch (walk) {
    case BvhWalk::kBinary:
      return "binary";
    case BvhWalk::kFourWide:
      return "four-wide";
    case BvhWalk::kEightWide:
      return "eight-wide";
    case BvhWalk::kFastest:
      return "fastest";
  }
  return "?";
}

// Casts `ray` through the BVH by every walk and traced, with max_t
// infinite, the hit's own t and the float below it, and expects each
// bit-equal to the exact brute force.
void ExpectExact(const TriangleMesh& mesh, const Ray& ray, Tally* tally) {
  ++tally->rays;
  const std::optional<MeshHit> expected = ExactBruteForce(mesh, ray, kInfinity);
  std::vector<double> limits = {kInfinity};
  if (expected) {
    ++tally->hits;
    limits.push_back(expected->t);
    limits.push_back(std::nextafter(expected->t, 0.0));
    int at_t = 0;
    for (int i = 0; i < mesh.TriangleCount(); ++i) {
      const Triangle t = mesh.TriangleAt(i);
      at_t += RayTriangleT(ray.origin, ray.direction, t[0], t[1] - t[0], t[2] - t[0],
                           expected->t) == expected->t;
    }
    tally->ties += at_t > 1 ? 1 : 0;
  }
  for (const double max_t : limits) {
    const std::optional<MeshHit> want = ExactBruteForce(mesh, ray, max_t);
    std::vector<int> entered;
    BvhTrace trace{0, &entered};
    std::vector<std::pair<std::string, std::optional<MeshHit>>> answers = {
        {"traced", mesh.bvh().Raycast(ray, max_t, &trace)}};
    for (const BvhWalk walk : Walks()) {
      answers.emplace_back(NameOf(walk), mesh.bvh().RaycastBy(walk, ray, max_t));
    }
    ASSERT_EQ(answers.size(), Walks().size() + 1);
    for (const auto& [name, got] : answers) {
      SCOPED_TRACE(::testing::Message()
                   << std::setprecision(17) << name << " origin " << ray.origin.x << " "
                   << ray.origin.y << " " << ray.origin.z << " direction " << ray.direction.x << " "
                   << ray.direction.y << " " << ray.direction.z << " max_t " << max_t);
      ASSERT_EQ(got.has_value(), want.has_value());
      if (want) {
        ASSERT_EQ(got->t, want->t);
        ASSERT_EQ(got->triangle, want->triangle);
        ASSERT_EQ(got->point, want->point);
      }
    }
  }
}

// Rays at the tent's corners, edge midpoints (the diagonals too) and
// random points, from random origins above and below; straight down onto
// corners and edges (ties between the triangles that share them); lying
// along the tent's slopes (with `in_plane_rays`); starting on the surface
// (t = 0). Rays along the slopes need a tent not turned: there the exact
// test's determinant is exactly 0 and it misses, as bvh.h promises; in a
// turned tent it is rounding noise, and the test's answer for a ray in a
// triangle's plane is noise too (a t = 0 "hit" far from the origin), which
// no tree of boxes reproduces.
template <typename Place>
void CastAtTheTent(int n, double fold, Place&& place, std::uint64_t seed, Tally* tally,
                   bool in_plane_rays = false) {
  const auto mesh = TentMesh(n, fold, place);
  std::mt19937_64 random(seed);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  const auto surface = [&](double x, double y) {
    return place(Vec3(x, y, fold * std::abs(x - n / 2.0)));
  };
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      const Vec3 targets[] = {surface(x, y), surface(x + 0.5, y), surface(x, y + 0.5),
                              surface(x + 0.5, y + 0.5),
                              surface(x + unit(random), y + unit(random))};
      for (const Vec3& target : targets) {
        const Vec3 from = surface(n * unit(random), n * unit(random)) +
                          place(Vec3(0, 0, (unit(random) < 0.5 ? -1 : 1) * n)) - place(Vec3(0.0));
        ExpectExact(*mesh, *MakeRay(from, target - from), tally);
        const Vec3 above = target + place(Vec3(0, 0, 3)) - place(Vec3(0.0));
        ExpectExact(*mesh, *MakeRay(above, target - above), tally);
        ExpectExact(*mesh, *MakeRay(target, place(Vec3(0.3, 0.2, 1)) - place(Vec3(0.0))), tally);
      }
      if (in_plane_rays) {
        const Vec3 side = surface(x + 0.5, -1.0);
        ExpectExact(*mesh, *MakeRay(side, place(Vec3(0, 1, 0)) - place(Vec3(0.0))), tally);
      }
    }
  }
}

TEST(BvhExact, FastCastsEqualTheExactTestOnEdgesCornersPlanesAndLimits) {
  Tally tally;
  const auto as_is = [](const Vec3& p) { return p; };
  const Mat3 turn = RotationFromEulerDegrees(Vec3(23.0, -41.0, 67.0));
  // Turned, far from the origin or tiny: coordinates no float holds.
  const auto far = [&](const Vec3& p) { return Vec3(1e6, -2e6, 5e5) + turn * p; };
  const auto tiny = [&](const Vec3& p) { return 1e-4 * (turn * p); };
  // Beyond the filter's caps: the exact test alone.
  const auto beyond = [&](const Vec3& p) { return Vec3(3e8, 0, 0) + turn * p; };
  CastAtTheTent(12, 0.0, as_is, 1, &tally, true);
  CastAtTheTent(12, 0.75, as_is, 2, &tally, true);
  CastAtTheTent(10, 0.5, far, 3, &tally);
  CastAtTheTent(10, 0.5, tiny, 4, &tally);
  CastAtTheTent(6, 0.5, beyond, 5, &tally);
  EXPECT_EQ(tally.rays, 15 * (144 + 144 + 100 + 100 + 36) + 144 + 144);
  EXPECT_GT(tally.hits, tally.rays / 2);
  EXPECT_GT(tally.ties, 1000);  // straight down onto shared edges and corners
}

// The brute force above is RayTriangleT itself, so a fault in it moves
// both alike. Here the answers are worked out by hand instead: the 4 x 4
// grid in z = 0 (GridMesh: cell (x, y) is triangles 2 (4y + x), below its
// diagonal, and 2 (4y + x) + 1, above it), rays straight down from z = 3 a
// hair d beside each of its four outer edges, midway along a cell. Outside
// (d of 1e-6 or 1e-9 of the grid's size 4) every walk misses; inside, it
// hits the cell's triangle at t = 3 (every sum is whole but d's, so t is
// exactly 3). The left edge is where the exact test's u goes below zero.
TEST(BvhExact, RaysAHairOutsideTheMeshsOuterEdgesMissAndInsideHitByHand) {
  struct Beside {
    const char* edge;
    Vec3 outside;
    Vec3 inside;
    int triangle;  // hit from inside
  };
  const auto mesh = testing::GridMesh(4);
  ASSERT_EQ(mesh->TriangleCount(), 32);
  for (const double eps : {1e-6, 1e-9}) {
    const double d = 4.0 * eps;
    const std::vector<Beside> cases = {
        {"left x = 0", {-d, 1.5, 3}, {d, 1.5, 3}, 9},           // cell (0, 1), above
        {"right x = 4", {4 + d, 1.5, 3}, {4 - d, 1.5, 3}, 14},  // cell (3, 1), below
        {"bottom y = 0", {1.5, -d, 3}, {1.5, d, 3}, 2},         // cell (1, 0), below
        {"top y = 4", {1.5, 4 + d, 3}, {1.5, 4 - d, 3}, 27},    // cell (1, 3), above
    };
    ASSERT_EQ(cases.size(), 4u);
    for (const Beside& c : cases) {
      const Ray outside = *MakeRay(c.outside, Vec3(0, 0, -1));
      const Ray inside = *MakeRay(c.inside, Vec3(0, 0, -1));
      std::vector<std::pair<std::string, std::optional<MeshHit>>> misses = {
          {"traced", mesh->bvh().Raycast(outside, kInfinity, nullptr)}};
      std::vector<std::pair<std::string, std::optional<MeshHit>>> hits = {
          {"traced", mesh->bvh().Raycast(inside, kInfinity, nullptr)}};
      for (const BvhWalk walk : Walks()) {
        misses.emplace_back(NameOf(walk), mesh->bvh().RaycastBy(walk, outside));
        hits.emplace_back(NameOf(walk), mesh->bvh().RaycastBy(walk, inside));
      }
      ASSERT_EQ(misses.size(), Walks().size() + 1);
      ASSERT_EQ(hits.size(), Walks().size() + 1);
      for (const auto& [name, got] : misses) {
        EXPECT_FALSE(got.has_value()) << name << ", " << c.edge << ", eps " << eps;
      }
      for (const auto& [name, got] : hits) {
        ASSERT_TRUE(got.has_value()) << name << ", " << c.edge << ", eps " << eps;
        EXPECT_EQ(got->triangle, c.triangle) << name << ", " << c.edge;
        EXPECT_EQ(got->t, 3.0) << name << ", " << c.edge;
      }
    }
  }
}

TEST(BvhExact, ABvhOverLooseTrianglesAnswersAsOneOverTheMeshsSharedCorners) {
  // The same turned tent as separate triangles (each its own three
  // corners) and as the mesh (corners by index): every cast bit-equal.
  const Mat3 turn = RotationFromEulerDegrees(Vec3(23.0, -41.0, 67.0));
  const auto mesh =
      TentMesh(10, 0.5, [&](const Vec3& p) { return Vec3(3.0, -1.0, 2.0) + turn * p; });
  std::vector<Triangle> loose;
  for (int i = 0; i < mesh->TriangleCount(); ++i) {
    loose.push_back(mesh->TriangleAt(i));
  }
  ASSERT_EQ(loose.size(), 200u);
  const Bvh own_corners(loose);
  std::mt19937_64 random(11);
  std::normal_distribution<double> normal;
  int hits = 0;
  for (int i = 0; i < 2000; ++i) {
    const Triangle& aim = loose[static_cast<std::size_t>(i) % loose.size()];
    const Vec3 from =
        Vec3(3.0, -1.0, 2.0) + 8.0 * Vec3(normal(random), normal(random), normal(random));
    const Vec3 target = i % 3 == 0 ? aim[0] : (aim[0] + aim[1] + aim[2]) / 3.0;
    const Ray ray = *MakeRay(from, target - from);
    for (const BvhWalk walk : Walks()) {
      const std::optional<MeshHit> want = mesh->bvh().RaycastBy(walk, ray);
      const std::optional<MeshHit> got = own_corners.RaycastBy(walk, ray);
      ASSERT_EQ(got.has_value(), want.has_value()) << "ray " << i << " " << NameOf(walk);
      if (want) {
        hits += walk == BvhWalk::kFastest ? 1 : 0;
        ASSERT_EQ(got->t, want->t) << "ray " << i << " " << NameOf(walk);
        ASSERT_EQ(got->triangle, want->triangle) << "ray " << i << " " << NameOf(walk);
      }
    }
  }
  EXPECT_GT(hits, 1000);
}

struct FilterCase {
  Triangle triangles[kBlockLanes];
  TriangleBlock block;
  Ray ray;
  double max_t = kInfinity;
  bool far_miss = false;  // lane 0 missed by an edge's length, within floats' reach
};

// Round `round`'s block and ray (see the test below).
FilterCase MakeFilterCase(int round, std::mt19937_64& random) {
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  std::normal_distribution<double> normal;
  const auto random_vector = [&] { return Vec3(normal(random), normal(random), normal(random)); };
  FilterCase result;
  const double size = std::pow(10.0, -5.0 + 10.0 * unit(random));
  const Vec3 offset = std::pow(10.0, 7.0 * unit(random)) * random_vector();
  for (Triangle& t : result.triangles) {
    t[0] = round % 16 == 10 && &t == &result.triangles[0] ? Vec3(0.0)
                                                          : offset + size * random_vector();
    t[1] = t[0] + size * random_vector();
    t[2] = round % 3 == 0 ? t[0] + std::pow(2.0, -20.0 * unit(random)) * (t[1] - t[0])
                          : t[0] + size * random_vector();
    if (round % 6 == 3) {  // the short edge first: the margins must take the longer one
      std::swap(t[1], t[2]);
    }
  }
  for (int lane = 0; lane < kBlockLanes; ++lane) {
    const Triangle& t = result.triangles[lane];
    result.block.Set(lane, lane, t[0], t[1] - t[0], t[2] - t[0]);
  }
  // A corner, a point on an edge, or (a quarter of the time) a point a
  // triangle's size outside it, of lane 0's triangle.
  const Triangle& aim = result.triangles[0];
  const double a = round % 4 == 0 ? unit(random) : 0.0;
  const double b = round % 4 == 1 ? unit(random) : (round % 4 == 3 ? -1.0 : 0.0);
  Vec3 target = aim[0] + a * (aim[1] - aim[0]) + b * (aim[2] - aim[0]);
  Vec3 from = target + size * std::pow(10.0, 3.0 * unit(random)) * random_vector();
  if (round % 16 == 5) {
    // From next to the world's origin, so that the triangle's corners, not
    // the ray's origin, are what its rounding is against.
    from = size * random_vector();
  }
  const Vec3 area_normal = glm::cross(aim[1] - aim[0], aim[2] - aim[0]);
  if (round % 8 == 2 && glm::dot(area_normal, area_normal) > 0.0) {
    // Grazing: from near the first corner to the middle, 1e-3 to 1e-10
    // radians off the plane, where the determinant's float sign is noise;
    // half of them with that corner at the origin and starting next to it,
    // where the edges outweigh every coordinate. (A sliver of no area has
    // no plane to graze.)
    const Vec3 normal = area_normal / glm::length(area_normal);
    target = (aim[0] + aim[1] + aim[2]) / 3.0;
    const Vec3 start = aim[0] + (round % 16 == 10 ? 0.001 : 0.05) * (target - aim[0]);
    from = start + glm::length(target - start) * std::pow(10.0, -3.0 - 7.0 * unit(random)) * normal;
  }
  result.ray = *MakeRay(from, target - from);
  result.max_t = round % 5 == 0 ? glm::length(target - from) : kInfinity;
  // Slivers, and triangles far from the origin next to their size, are
  // beyond what floats can tell.
  result.far_miss = round % 4 == 3 && round % 3 != 0 && glm::length(offset) < 100.0 * size;
  return result;
}

// The filter alone: four random triangles a block (slivers, either edge
// the short one, sizes from 1e-5 to 1e5, up to 1e7 from the origin), rays
// at their corners and edges and just beside them, some from next to the
// origin, and rays grazing their plane. No lane the
// exact test hits is dropped; nine in ten lanes the ray misses by an
// edge's length are.
TEST(TriangleBlockFilter, KeepsEveryTriangleTheExactTestHitsAndDropsFarMisses) {
  std::mt19937_64 random(7);
  int hits = 0;
  int far_misses = 0;
  int far_misses_dropped = 0;
  for (int round = 0; round < 20000; ++round) {
    const FilterCase c = MakeFilterCase(round, random);
    const unsigned lanes =
        CandidateLanes(c.block, BlockRayOf(c.ray, true), FloatBound(c.max_t), kBlockLanes);
    for (int lane = 0; lane < kBlockLanes; ++lane) {
      const Triangle& t = c.triangles[lane];
      if (RayTriangleT(c.ray.origin, c.ray.direction, t[0], t[1] - t[0], t[2] - t[0], c.max_t)) {
        ++hits;
        ASSERT_NE(lanes & (1u << lane), 0u) << "round " << round << " lane " << lane;
      }
    }
    if (c.far_miss) {
      ++far_misses;
      far_misses_dropped += (lanes & 1u) == 0 ? 1 : 0;
    }
  }
  EXPECT_GT(hits, 5000);
  EXPECT_GT(far_misses, 500);
  EXPECT_GT(far_misses_dropped, far_misses * 9 / 10);
}

}  // namespace
}  // namespace bvh_exact_test
}  // namespace collide
