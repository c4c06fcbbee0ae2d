// A BVH built on several threads is the tree one thread builds: node for
// node (box to the bit, first, count) and the same triangle order, on 1, 2
// and 8 threads, for meshes whose trees come out lopsided, even and, where
// every triangle sits at one point, split at the median down to the
// depth where the heuristic stops. The casts through it then answer as
// the one thread's tree does.

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "collide/mesh/bvh.h"
#include "collide/shapes/ray.h"
#include "mesh_fixtures.h"

namespace collide {
namespace bvh_build_threads_test {
namespace {

struct Soup {
  std::vector<Vec3> vertices;
  std::vector<TriangleIndices> triangles;
};

// `count` small triangles at random in a box, denser towards one corner
// (cubed coordinates), so the heuristic's splits are far from the middle.
Soup LopsidedSoup(int count, std::uint32_t seed) {
  std::mt19937 random(seed);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  std::uniform_real_distribution<double> offset(-0.01, 0.01);
  Soup soup;
  for (int i = 0; i < count; ++i) {
    const Vec3 at(std::pow(unit(random), 3.0) * 10.0, unit(random) * 4.0, unit(random));
    const auto first = static_cast<std::uint32_t>(soup.vertices.size());
    for (int corner = 0; corner < 3; ++corner) {
      soup.vertices.push_back(at + Vec3(offset(random), offset(random), offset(random)));
    }
    soup.triangles.push_back({first, first + 1, first + 2});
  }
  return soup;
}

// `count` copies of one triangle: every split is the median one.
Soup CoincidentSoup(int count) {
  Soup soup;
  soup.vertices = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
  soup.triangles.assign(static_cast<std::size_t>(count), TriangleIndices{0, 1, 2});
  return soup;
}

// Where the two trees first differ, or "" when they do not.
std::string FirstDifference(const Bvh& built, const Bvh& one_thread) {
  if (built.nodes().size() != one_thread.nodes().size()) {
    return std::to_string(built.nodes().size()) + " nodes, one thread's " +
           std::to_string(one_thread.nodes().size());
  }
  for (std::size_t i = 0; i < built.nodes().size(); ++i) {
    const BvhNode& a = built.nodes()[i];
    const BvhNode& b = one_thread.nodes()[i];
    if (a.first != b.first || a.count != b.count || a.bounds.min != b.bounds.min ||
        a.bounds.max != b.bounds.max) {
      return "node " + std::to_string(i) + ": first " + std::to_string(a.first) + " count " +
             std::to_string(a.count) + ", one thread's first " + std::to_string(b.first) +
             " count " + std::to_string(b.count);
    }
  }
  if (built.triangle_order() != one_thread.triangle_order()) {
    return "the triangle order";
  }
  return "";
}

void ExpectTheOneThreadTree(const Soup& soup, int min_nodes) {
  const Bvh one_thread(soup.vertices, soup.triangles, 1);
  ASSERT_GE(static_cast<int>(one_thread.nodes().size()), min_nodes);
  for (const int jobs : {2, 8}) {
    const Bvh built(soup.vertices, soup.triangles, jobs);
    EXPECT_EQ(FirstDifference(built, one_thread), "") << jobs << " threads";
  }
}

TEST(BvhBuildThreads, ALopsidedSoupsTreeIsTheOneThreadsOnTwoAndEightThreads) {
  ExpectTheOneThreadTree(LopsidedSoup(30000, 7), 10000);
}

TEST(BvhBuildThreads, AFoldedGridsTreeIsTheOneThreadsOnTwoAndEightThreads) {
  const auto tent = testing::TentMesh(100, 0.3, [](const Vec3& p) { return p; });
  Soup soup{tent->vertices(), tent->triangles()};
  ExpectTheOneThreadTree(soup, 10000);
}

TEST(BvhBuildThreads, CoincidentTrianglesSplitAtTheMedianAlikeOnEveryThreadCount) {
  ExpectTheOneThreadTree(CoincidentSoup(5000), 2000);
}

TEST(BvhBuildThreads, FewerTrianglesThanAThreadsShareBuildTheOneThreadsTree) {
  ExpectTheOneThreadTree(LopsidedSoup(100, 3), 20);
}

TEST(BvhBuildThreads, CastsThroughATreeBuiltOnTwoThreadsAnswerAsOneThreads) {
  const Soup soup = LopsidedSoup(20000, 11);
  const Bvh one_thread(soup.vertices, soup.triangles, 1);
  const Bvh two_threads(soup.vertices, soup.triangles, 2);
  std::mt19937 random(5);
  std::uniform_real_distribution<double> coordinate(-2.0, 12.0);
  std::uniform_int_distribution<std::size_t> triangle(0, soup.triangles.size() - 1);
  int hits = 0;
  for (int i = 0; i < 20000; ++i) {
    // Half aimed at a triangle's centroid, so about half hit.
    const Vec3 from(coordinate(random), coordinate(random), -3.0);
    const TriangleIndices& aim = soup.triangles[triangle(random)];
    const Vec3 to =
        i % 2 == 0 ? (soup.vertices[aim[0]] + soup.vertices[aim[1]] + soup.vertices[aim[2]]) / 3.0
                   : Vec3(coordinate(random), coordinate(random), 4.0);
    const auto ray = MakeRay(from, to - from);
    ASSERT_TRUE(ray.has_value());
    const auto a = two_threads.Raycast(*ray);
    const auto b = one_thread.Raycast(*ray);
    ASSERT_EQ(a.has_value(), b.has_value()) << "ray " << i;
    if (a) {
      ++hits;
      EXPECT_EQ(a->t, b->t) << "ray " << i;
      EXPECT_EQ(a->triangle, b->triangle) << "ray " << i;
    }
  }
  EXPECT_GT(hits, 5000);
}

}  // namespace
}  // namespace bvh_build_threads_test
}  // namespace collide
