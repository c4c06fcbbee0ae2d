// The sweep kind (collide/registry/sweep.h): what it accepts (a convex shape,
// a finite translation) and refuses in words; its bounds hold the whole
// step; SweptTo moves each convex kind; and the registry's cast answers a
// sweep against every convex kind, either way round, with the t, point and
// normal worked out by hand for a ball rolled at a face at x = 1.

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <memory>
#include <variant>
#include <vector>

#include "collide/manifold/hull_from_points.h"
#include "collide/registry/contact_queries.h"
#include "collide/registry/pair_tests.h"
#include "collide/registry/sweep.h"

namespace collide {
namespace sweep_kind_test {
namespace {

PlacedHull CubeHull(const Vec3& centre) {
  std::vector<Vec3> corners;
  for (int i = 0; i < 8; ++i) {
    corners.push_back(Vec3(i & 1 ? 1 : -1, i & 2 ? 1 : -1, i & 4 ? 1 : -1));
  }
  auto built = HullFromPoints(corners);
  PlacedHull placed;
  placed.hull = std::make_shared<const ConvexHull>(std::get<ConvexHull>(std::move(built)));
  placed.position = centre;
  return placed;
}

// A ball of radius 0.5 at x = -4 rolled 8 along x: its front reaches
// x = 1 after 4.5 of 8.
const Sweep kBall{Sphere{Vec3(-4, 0, 0), 0.5}, Vec3(8, 0, 0)};

// Still shapes of every convex kind whose nearest point to the ball's path
// is (1, 0, 0), on a face, an end or a side facing -x.
std::vector<StaticShape> StillShapesFacingAtXOne() {
  return {
      Point{Vec3(1, 0, 0)},
      Sphere{Vec3(1.5, 0, 0), 0.5},
      Aabb{Vec3(1, -1, -1), Vec3(3, 1, 1)},
      OrientedBox{Vec3(2, 0, 0), Vec3(1), Mat3(1.0)},
      Segment{Vec3(1, -1, 0), Vec3(1, 1, 0)},
      Triangle{{Vec3(1, -1, -1), Vec3(1, 2, -1), Vec3(1, -1, 2)}},
      Capsule{Vec3(1.5, 0, -1), Vec3(1.5, 0, 1), 0.5},
      CubeHull(Vec3(2, 0, 0)),
  };
}

TEST(SweepKind, CastsAgainstEveryConvexKindStopAtTheFace) {
  const std::vector<StaticShape> still = StillShapesFacingAtXOne();
  ASSERT_EQ(still.size(), 8u);
  for (const StaticShape& shape : still) {
    const auto tests = PairTestRegistry::Global().Find(KindOf(kBall), KindOf(shape), CastQuery());
    ASSERT_EQ(tests.size(), 1u) << ShapeKindId(KindOf(shape));
    const Answer answer = PairTestRegistry::Run(*tests[0], kBall, shape);
    const CastAnswer& hit = answer.Get<CastAnswer>();
    ASSERT_TRUE(hit.has_value()) << ShapeKindId(KindOf(shape));
    EXPECT_NEAR(hit->t, 4.5 / 8, 1e-9) << ShapeKindId(KindOf(shape));
    EXPECT_NEAR(glm::length(hit->point - Vec3(1, 0, 0)), 0.0, 1e-6) << ShapeKindId(KindOf(shape));
    EXPECT_NEAR(hit->normal.x, 1.0, 1e-9) << ShapeKindId(KindOf(shape));
  }
}

TEST(SweepKind, GivenTheOtherWayRoundTheNormalPointsFromTheStillShape) {
  const StaticShape crate = OrientedBox{Vec3(2, 0, 0), Vec3(1), Mat3(1.0)};
  const auto tests = PairTestRegistry::Global().Find(KindOf(crate), KindOf(kBall), CastQuery());
  ASSERT_EQ(tests.size(), 1u);
  const CastAnswer hit = PairTestRegistry::Run(*tests[0], crate, kBall).Get<CastAnswer>();
  ASSERT_TRUE(hit.has_value());
  EXPECT_NEAR(hit->t, 4.5 / 8, 1e-9);
  EXPECT_NEAR(hit->normal.x, -1.0, 1e-9);
}

TEST(SweepKind, APathThatPassesByNeverTouchesAndDoesNotIntersect) {
  const StaticShape buoy = Sphere{Vec3(0, 2.01, 0), 1.5};
  const auto cast = PairTestRegistry::Global().Find(KindOf(kBall), KindOf(buoy), CastQuery());
  const auto touch =
      PairTestRegistry::Global().Find(KindOf(kBall), KindOf(buoy), Query::kIntersects);
  ASSERT_EQ(cast.size(), 1u);
  ASSERT_EQ(touch.size(), 1u);
  EXPECT_FALSE(PairTestRegistry::Run(*cast[0], kBall, buoy).Get<CastAnswer>().has_value());
  EXPECT_FALSE(PairTestRegistry::Run(*touch[0], kBall, buoy).Get<bool>());
  const StaticShape closer = Sphere{Vec3(0, 1.99, 0), 1.5};
  EXPECT_TRUE(PairTestRegistry::Run(*touch[0], kBall, closer).Get<bool>());
}

TEST(SweepKind, RefusesAShapeThatIsNotConvexAndATranslationThatIsNotFinite) {
  const auto plane = Validate(Sweep{BookPlane{Vec3(0, 1, 0), 0.0}, Vec3(1, 0, 0)});
  ASSERT_TRUE(plane.has_value());
  EXPECT_EQ(*plane,
            "a sweep moves a convex shape (point, segment, sphere, capsule, box, aabb, triangle, "
            "hull), not a plane");
  const auto nested = Validate(Sweep{kBall, Vec3(1, 0, 0)});
  ASSERT_TRUE(nested.has_value());
  EXPECT_NE(nested->find("not a sweep"), std::string::npos) << *nested;
  const double nan = std::numeric_limits<double>::quiet_NaN();
  EXPECT_EQ(Validate(Sweep{Sphere{Vec3(0), 1}, Vec3(nan, 0, 0)}),
            "the sweep's translation has a coordinate that is not finite");
  const auto bad_ball = Validate(Sweep{Sphere{Vec3(0), -1}, Vec3(1, 0, 0)});
  ASSERT_TRUE(bad_ball.has_value());
  EXPECT_EQ(bad_ball->rfind("the swept sphere: ", 0), 0u) << *bad_ball;
  EXPECT_FALSE(Validate(kBall).has_value());
}

TEST(SweepKind, BoundsHoldTheStartAndTheEnd) {
  const auto bounds = BoundsOf(kBall);
  ASSERT_TRUE(bounds.has_value());
  EXPECT_EQ(bounds->min, Vec3(-4.5, -0.5, -0.5));
  EXPECT_EQ(bounds->max, Vec3(4.5, 0.5, 0.5));
}

TEST(SweepKind, SweptToMovesEveryConvexKindByTheFractionOfTheTranslation) {
  const std::vector<StaticShape> still = StillShapesFacingAtXOne();
  ASSERT_EQ(still.size(), 8u);
  for (const StaticShape& shape : still) {
    const Sweep sweep{shape, Vec3(2, -4, 6)};
    const Vec3 moved = AnchorOf(SweptTo(sweep, 0.25)) - AnchorOf(shape);
    EXPECT_NEAR(glm::length(moved - Vec3(0.5, -1, 1.5)), 0.0, 1e-12) << ShapeKindId(KindOf(shape));
    EXPECT_EQ(KindOf(SweptTo(sweep, 0.25)), KindOf(shape));
  }
}

}  // namespace
}  // namespace sweep_kind_test
}  // namespace collide
