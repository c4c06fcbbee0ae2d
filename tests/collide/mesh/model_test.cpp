// Models: a mesh placed by scale, rotation and translation; its bounds as
// the book computes them; the BVH's structure; ray casts in world units.

#include "collide/mesh/model.h"

#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <random>
#include <set>

#include "collide/registry/static_shape.h"
#include "mesh_fixtures.h"

namespace collide {
namespace model_test {
namespace {

// A tetrahedron whose box is [-1, 1] x [-2, 2] x [0, 3].
std::shared_ptr<const TriangleMesh> Tetrahedron() {
  return TriangleMesh::Make({{-1, -2, 0}, {1, -2, 0}, {0, 2, 0}, {0, 0, 3}},
                            {{0, 1, 2}, {0, 1, 3}, {1, 2, 3}, {2, 0, 3}});
}

using testing::GridMesh;

TEST(Model, BoundsAreTheMeshBoxCornersCarriedIntoTheWorld) {
  // Scaled by 2: [-2, 2] x [-4, 4] x [0, 6]; turned 90 degrees about z
  // (x -> y, y -> -x): [-4, 4] x [-2, 2] x [0, 6]; moved by (10, 0, 1).
  const Model model{Tetrahedron(), "t.obj", {10, 0, 1}, RotationFromEulerDegrees({0, 0, 90}), 2.0};
  const Aabb box = WorldBounds(model);
  EXPECT_NEAR(box.min.x, 6, 1e-12);
  EXPECT_NEAR(box.max.x, 14, 1e-12);
  EXPECT_NEAR(box.min.y, -2, 1e-12);
  EXPECT_NEAR(box.max.y, 2, 1e-12);
  EXPECT_NEAR(box.min.z, 1, 1e-12);
  EXPECT_NEAR(box.max.z, 7, 1e-12);
}

TEST(Model, BoundingSphereIsAboutTheBoxCentreReachingItsCorners) {
  // The mesh box's centre (0, 0, 1.5), half diagonal sqrt(1 + 4 + 2.25).
  const Model model{Tetrahedron(), "t.obj", {10, 0, 1}, RotationFromEulerDegrees({0, 0, 90}), 2.0};
  const Sphere sphere = BoundingSphere(model);
  EXPECT_NEAR(sphere.center.x, 10, 1e-12);
  EXPECT_NEAR(sphere.center.y, 0, 1e-12);
  EXPECT_NEAR(sphere.center.z, 4, 1e-12);
  EXPECT_NEAR(sphere.radius, 2 * std::sqrt(7.25), 1e-12);
}

TEST(Model, RayDistanceIsInWorldUnitsAfterScaleRotationAndTranslation) {
  // The grid (z = 0, [0, 4]^2) scaled by 0.5, turned 90 degrees about x
  // ((x, y, 0) becomes (x, 0, y)), moved to y = 3: the square y = 3,
  // x and z in [0, 2].
  const Model model{GridMesh(4), "g.obj", {0, 3, 0}, RotationFromEulerDegrees({90, 0, 0}), 0.5};
  const auto hit = Raycast(model, *MakeRay({1, -2, 1}, {0, 1, 0}));
  ASSERT_TRUE(hit.has_value());
  EXPECT_NEAR(hit->t, 5.0, 1e-12);
  EXPECT_NEAR(hit->point.y, 3.0, 1e-12);
  EXPECT_FALSE(Raycast(model, *MakeRay({1, -2, 2.5}, {0, 1, 0})).has_value());
  EXPECT_FALSE(Raycast(model, *MakeRay({1, -2, 1}, {0, -1, 0})).has_value());
}

TEST(Model, SegmentHitsOnlyWithinItsLength) {
  const Model model{GridMesh(4), "g.obj", {0, 3, 0}, RotationFromEulerDegrees({90, 0, 0}), 0.5};
  const auto hit = Linecast(model, Segment{{1, 0, 1}, {1, 4, 1}});
  ASSERT_TRUE(hit.has_value());
  EXPECT_NEAR(hit->t, 3.0, 1e-12);
  EXPECT_FALSE(Linecast(model, Segment{{1, 0, 1}, {1, 2.9, 1}}).has_value());
}

TEST(Model, OneMeshPlacedTwiceSharesItsTriangles) {
  const auto mesh = GridMesh(8);
  const StaticShape first(Model{mesh, "g.obj", {0, 0, 0}, Mat3(1.0), 1.0});
  StaticShape second = first;
  second.Edit<Model>().position = {5, 0, 0};
  EXPECT_EQ(&first.Get<Model>().mesh->triangles(), &second.Get<Model>().mesh->triangles());
  EXPECT_NE(first.Get<Model>().position, second.Get<Model>().position);
}

TEST(Bvh, EveryTriangleIsInOneLeafAndEveryBoxHoldsWhatIsBelowIt) {
  const auto mesh = GridMesh(40);
  const Bvh& bvh = mesh->bvh();
  std::multiset<int> seen;
  for (const BvhNode& node : bvh.nodes()) {
    if (node.IsLeaf()) {
      EXPECT_LE(node.count, Bvh::kMaxLeafTriangles);
      for (int i = node.first; i < node.first + node.count; ++i) {
        const int index = bvh.triangle_order()[static_cast<std::size_t>(i)];
        seen.insert(index);
        const Triangle t = mesh->TriangleAt(index);
        for (int k = 0; k < 3; ++k) {
          EXPECT_TRUE(glm::all(glm::lessThanEqual(node.bounds.min, t[k])));
          EXPECT_TRUE(glm::all(glm::lessThanEqual(t[k], node.bounds.max)));
        }
      }
      continue;
    }
    for (int child = node.first; child < node.first + 2; ++child) {
      const Aabb& inner = bvh.nodes()[static_cast<std::size_t>(child)].bounds;
      EXPECT_TRUE(glm::all(glm::lessThanEqual(node.bounds.min, inner.min)));
      EXPECT_TRUE(glm::all(glm::lessThanEqual(inner.max, node.bounds.max)));
    }
  }
  ASSERT_EQ(seen.size(), 3200u);
  EXPECT_EQ(std::set<int>(seen.begin(), seen.end()).size(), 3200u);
}

TEST(Bvh, RayStraightDownEntersFewNodesOfALargeGrid) {
  // 3,200 triangles: a ray down onto one square needs a path from the root
  // to a leaf, not a tour of the tree (a depth-first walk would enter all).
  const auto mesh = GridMesh(40);
  std::vector<int> entered;
  BvhTrace trace{0, &entered};
  const auto hit = mesh->bvh().Raycast(*MakeRay({10.25, 20.75, 5}, {0, 0, -1}), kInfinity, &trace);
  ASSERT_TRUE(hit.has_value());
  EXPECT_NEAR(hit->t, 5.0, 1e-12);
  EXPECT_EQ(trace.nodes_entered, static_cast<int>(entered.size()));
  EXPECT_GE(trace.nodes_entered, 10);  // the tree is at least log2(3200 / 4) deep
  EXPECT_LE(trace.nodes_entered, 60);
  EXPECT_EQ(entered.front(), 0);
}

// A node whose box is flat, `area` long and 1 wide: its half surface area
// is `area`.
BvhNode FlatNode(double area, int first, int count) {
  return BvhNode{Aabb{Vec3(0.0), Vec3(area, 1.0, 0.0)}, first, count};
}

TEST(WideFoldPlan, TakesTheFoldOfLeastExpectedCostNotTheLargestBoxFirst) {
  // Node 0 has children 1 (area 100, two leaves) and 2 (area 3, whose
  // children 5 and 6, area 2, have two leaves each); every leaf area 1.
  // In four slots, at one unit a node or leaf entered times its area:
  // {3, 4, 2} costs 1 + 1 + (3 + 4) = 9, {3, 4, 5, 6} (opening the largest
  // box first) 1 + 1 + (2 + 2) + (2 + 2) = 10, any fold keeping 1 whole
  // more than 100.
  const std::vector<BvhNode> nodes = {FlatNode(200, 1, 0), FlatNode(100, 3, 0), FlatNode(3, 5, 0),
                                      FlatNode(1, 0, 1),   FlatNode(1, 1, 1),   FlatNode(2, 7, 0),
                                      FlatNode(2, 9, 0),   FlatNode(1, 2, 1),   FlatNode(1, 3, 1),
                                      FlatNode(1, 4, 1),   FlatNode(1, 5, 1)};
  const WideFoldPlan four(nodes, 4);
  EXPECT_EQ(four.ChildrenOf(0), (std::vector<int>{3, 4, 2}));
  EXPECT_EQ(four.ChildrenOf(2), (std::vector<int>{7, 8, 9, 10}));
  EXPECT_EQ(four.ChildrenOf(5), (std::vector<int>{7, 8}));
  // In eight slots every leaf fits under the root: 6 leaves, cost 6.
  const WideFoldPlan eight(nodes, 8);
  EXPECT_EQ(eight.ChildrenOf(0), (std::vector<int>{3, 4, 7, 8, 9, 10}));
  // A tree of one leaf is one wide node holding it.
  const std::vector<BvhNode> one_leaf = {FlatNode(1, 0, 1)};
  EXPECT_EQ(WideFoldPlan(one_leaf, 4).ChildrenOf(0), (std::vector<int>{0}));
  EXPECT_THROW(WideFoldPlan(nodes, 9), std::invalid_argument);
  EXPECT_THROW(WideFoldPlan(nodes, 1), std::invalid_argument);
}

TEST(WideFoldPlan, EveryLeafIsUnderExactlyOneWideNodeAndNoneHasMoreChildrenThanItsWidth) {
  const auto mesh = GridMesh(40);
  const std::vector<BvhNode>& nodes = mesh->bvh().nodes();
  int binary_leaves = 0;
  for (const BvhNode& node : nodes) {
    binary_leaves += node.IsLeaf() ? 1 : 0;
  }
  ASSERT_GT(binary_leaves, 400);
  for (const int width : {4, 8}) {
    const WideFoldPlan plan(nodes, width);
    std::vector<int> leaves;
    std::vector<int> pending = {0};
    int wide_nodes = 0;
    while (!pending.empty()) {
      const int index = pending.back();
      pending.pop_back();
      ++wide_nodes;
      const std::vector<int> children = plan.ChildrenOf(index);
      ASSERT_GE(children.size(), 2u) << "width " << width;
      ASSERT_LE(children.size(), static_cast<std::size_t>(width));
      for (const int child : children) {
        (nodes[static_cast<std::size_t>(child)].IsLeaf() ? leaves : pending).push_back(child);
      }
    }
    ASSERT_EQ(leaves.size(), static_cast<std::size_t>(binary_leaves)) << "width " << width;
    EXPECT_EQ(std::set<int>(leaves.begin(), leaves.end()).size(), leaves.size());
    // Full nodes, more or less: far fewer than one a binary inner node.
    EXPECT_LT(wide_nodes, binary_leaves / (width / 2)) << "width " << width;
  }
}

TEST(Bvh, RefusesACornerIndexPastTheVertices) {
  const std::vector<Vec3> vertices = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
  const std::vector<TriangleIndices> past = {{0, 1, 2}, {0, 3, 1}};
  try {
    const Bvh bvh(vertices, past);
    ADD_FAILURE() << "accepted corner 3 of 3 vertices";
  } catch (const std::invalid_argument& error) {
    EXPECT_STREQ(error.what(), "a BVH's triangle 1 has corner 3 of 3 vertices");
  }
  const std::vector<TriangleIndices> none;
  EXPECT_THROW(Bvh(vertices, none), std::invalid_argument);
}

TEST(TriangleMesh, RefusesNoTrianglesAnIndexPastTheVerticesAndANanVertex) {
  EXPECT_THROW(TriangleMesh::Make({{0, 0, 0}}, {}), std::invalid_argument);
  EXPECT_THROW(TriangleMesh::Make({{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}, {{0, 1, 3}}),
               std::invalid_argument);
  EXPECT_THROW(TriangleMesh::Make({{0, 0, 0}, {1, std::nan(""), 0}, {0, 1, 0}}, {{0, 1, 2}}),
               std::invalid_argument);
}

// The cube [-1, 1]^3 as 12 triangles, two per face.
std::shared_ptr<const TriangleMesh> Cube() {
  std::vector<Vec3> corners;
  for (int i = 0; i < 8; ++i) {
    corners.emplace_back((i & 1) ? 1 : -1, (i & 2) ? 1 : -1, (i & 4) ? 1 : -1);
  }
  std::vector<TriangleIndices> triangles;
  for (const auto& face : kBoxFaces) {
    const auto c = [&](int k) {
      return static_cast<std::uint32_t>(face[static_cast<std::size_t>(k)]);
    };
    triangles.push_back({c(0), c(1), c(2)});
    triangles.push_back({c(0), c(2), c(3)});
  }
  return TriangleMesh::Make(std::move(corners), std::move(triangles));
}

// The cube scaled by 2 (faces at +-2), turned 90 degrees about y (a cube
// still), moved to (10, 0, 0): faces x = 8 and 12, y and z = +-2.
Model PlacedCube() {
  return Model{Cube(), "cube", {10, 0, 0}, RotationFromEulerDegrees({0, 90, 0}), 2.0};
}

TEST(ModelSurface, ASphereTouchesOnlyWhereItReachesAFace) {
  const Model cube = PlacedCube();
  EXPECT_FALSE(Intersects(cube, Sphere{{10, 0, 0}, 1.9}));  // inside, short of the faces
  EXPECT_TRUE(Intersects(cube, Sphere{{10, 0, 0}, 2.0}));   // touching all six
  EXPECT_TRUE(Intersects(cube, Sphere{{13, 0, 0}, 1.0}));   // touching x = 12
  EXPECT_FALSE(Intersects(cube, Sphere{{13, 0, 0}, 0.99}));
}

TEST(ModelSurface, ABoxAPlaneAndATriangleTouchWhereTheyMeetAFace) {
  const Model cube = PlacedCube();
  EXPECT_TRUE(Intersects(cube, Aabb{{11.5, -0.5, -0.5}, {12.5, 0.5, 0.5}}));
  EXPECT_FALSE(Intersects(cube, Aabb{{9, -1, -1}, {11, 1, 1}}));  // inside
  EXPECT_FALSE(Intersects(cube, Aabb{{12.01, -1, -1}, {13, 1, 1}}));
  EXPECT_TRUE(Intersects(cube, BookPlane{{0, 1, 0}, 1.5}));
  EXPECT_TRUE(Intersects(cube, BookPlane{{1, 0, 0}, 12}));  // on the face x = 12
  EXPECT_FALSE(Intersects(cube, BookPlane{{0, 0, 1}, 2.5}));
  EXPECT_TRUE(Intersects(cube, Triangle{{Vec3(11, 0, 0), Vec3(13, 0, 0), Vec3(13, 1, 0)}}));
  EXPECT_FALSE(Intersects(cube, Triangle{{Vec3(9, 0, 0), Vec3(11, 0, 0), Vec3(11, 1, 0)}}));
}

TEST(ModelSurface, TwoModelsTouchWhenTheirSurfacesMeetNotWhenOneIsInside) {
  const Model big = PlacedCube();
  const Model beside{Cube(), "cube", {13.5, 0, 0}, Mat3(1.0), 1.0};    // x in [12.5, 14.5]
  const Model crossing{Cube(), "cube", {12.5, 0, 0}, Mat3(1.0), 1.0};  // x in [11.5, 13.5]
  const Model inside{Cube(), "cube", {10, 0, 0}, Mat3(1.0), 0.5};      // within [9.5, 10.5]
  const Model corner{Cube(), "cube", {14, 4, 4}, Mat3(1.0), 2.0};      // meets at (12, 2, 2)
  EXPECT_FALSE(Intersects(big, beside));
  EXPECT_TRUE(Intersects(big, crossing));
  EXPECT_TRUE(Intersects(crossing, big));
  EXPECT_FALSE(Intersects(big, inside));
  EXPECT_TRUE(Intersects(big, corner));
}

// The right-angle camera of frustum_test.cpp: |x| <= -z, |y| <= -z,
// -10 <= z <= -1; at z = -5 the view is the square |x|, |y| <= 5.
Frustum RightAngleCamera() {
  return Frustum{{0, 0, 0}, {0, 0, -1}, {0, 1, 0}, 90.0, 1.0, 1.0, 10.0};
}

// A square of side 2 about the origin in z = 0, two triangles.
std::shared_ptr<const TriangleMesh> Square() {
  return TriangleMesh::Make({{-1, -1, 0}, {1, -1, 0}, {1, 1, 0}, {-1, 1, 0}},
                            {{0, 1, 2}, {0, 2, 3}});
}

TEST(ModelFrustum, TheSurfaceIsInsideAcrossOrOutsideByItsPlacement) {
  const Frustum camera = RightAngleCamera();
  const auto square = Square();
  const Mat3 identity(1.0);
  EXPECT_EQ(Classify(camera, Model{square, "", {0, 0, -5}, identity, 3.0}), Inclusion::kInside);
  // Scale 6: every corner (+-6, +-6) is out of view, the square holds the slice.
  EXPECT_EQ(Classify(camera, Model{square, "", {0, 0, -5}, identity, 6.0}),
            Inclusion::kIntersecting);
  EXPECT_EQ(Classify(camera, Model{square, "", {4, 0, -5}, identity, 3.0}),
            Inclusion::kIntersecting);
  EXPECT_EQ(Classify(camera, Model{square, "", {0, 0, 20}, identity, 3.0}), Inclusion::kOutside);
}

TEST(ModelFrustum, AModelWhoseBoxReachesIntoViewButWhoseSurfaceDoesNotIsOutside) {
  // Turned 90 degrees about x, the square stands in y = 20: in view needs
  // 20 <= -z, and z >= -10. Its box [-30, 30] x {20} x [-35, 25] has no
  // plane with every corner behind it, so culling by box keeps it.
  const Model standing{Square(), "", {0, 20, -5}, RotationFromEulerDegrees({90, 0, 0}), 30.0};
  EXPECT_EQ(Classify(RightAngleCamera(), standing), Inclusion::kOutside);
  EXPECT_EQ(ClassifyByPlanes(RightAngleCamera(), WorldBounds(standing)), Inclusion::kIntersecting);
}

TEST(ModelFrustum, EqualsClassifyingEveryTriangleOnRandomPlacements) {
  // The surface is inside when every triangle is, outside when every one
  // is, else across: frustum.h's triangle test, one triangle at a time.
  const auto grid = GridMesh(12);
  const Frustum camera = RightAngleCamera();
  std::mt19937 rng(11);
  std::uniform_real_distribution<double> across(-8.0, 8.0);
  std::uniform_real_distribution<double> depth(-12.0, 1.0);
  std::uniform_real_distribution<double> angle(0.0, 360.0);
  std::uniform_real_distribution<double> log_scale(std::log(0.02), std::log(6.0));
  std::map<Inclusion, int> seen;
  int across_with_no_corner_inside = 0;
  for (int trial = 0; trial < 1000; ++trial) {
    const Model model{grid,
                      "",
                      {across(rng), across(rng), depth(rng)},
                      RotationFromEulerDegrees({angle(rng), angle(rng), angle(rng)}),
                      std::exp(log_scale(rng))};
    int inside = 0;
    int outside = 0;
    ASSERT_EQ(grid->TriangleCount(), 288);
    for (int i = 0; i < grid->TriangleCount(); ++i) {
      const Inclusion each = Classify(camera, WorldTriangle(model, i));
      inside += each == Inclusion::kInside ? 1 : 0;
      outside += each == Inclusion::kOutside ? 1 : 0;
    }
    const Inclusion expected = inside == 288    ? Inclusion::kInside
                               : outside == 288 ? Inclusion::kOutside
                                                : Inclusion::kIntersecting;
    EXPECT_EQ(Classify(camera, model), expected) << "trial " << trial;
    ++seen[expected];
    const bool no_corner_inside = std::none_of(
        grid->vertices().begin(), grid->vertices().end(),
        [&](const Vec3& v) { return Classify(camera, ToWorld(model, v)) == Inclusion::kInside; });
    across_with_no_corner_inside += no_corner_inside && expected == Inclusion::kIntersecting;
  }
  EXPECT_GE(across_with_no_corner_inside, 5);
  // Every outcome was reached, the BVH's "no corner inside" path too.
  EXPECT_GT(seen[Inclusion::kInside], 50);
  EXPECT_GT(seen[Inclusion::kOutside], 50);
  EXPECT_GT(seen[Inclusion::kIntersecting], 50);
}

}  // namespace
}  // namespace model_test
}  // namespace collide
