// Samples under the mouse, through Sample's picking hooks alone (what the
// window's MouseInteraction calls): their proxies, and moves and resizes
// that change the state, the checks and the colours. Expected values are
// worked by hand from each layout.
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "harness/layout_sample/spec.h"
#include "harness/layout_sample/static_shapes_sample.h"
#include "harness/sample_api/sample.h"
#include "harness/scene/json_reader.h"
#include "test_host.h"

namespace harness {
namespace pick_samples_test {
namespace {

using collide::Vec3;
using testing::SameColor;

std::unique_ptr<Sample> Make(const std::string& id, testing::TestHost& host) {
  return SampleRegistry::Get().Find(id)->create(host);
}

const PickProxy* FindProxy(const std::vector<PickProxy>& proxies, const std::string& id) {
  const auto it =
      std::find_if(proxies.begin(), proxies.end(), [&](const PickProxy& p) { return p.id == id; });
  return it == proxies.end() ? nullptr : &*it;
}

// A copy: the proxies are rebuilt on every call.
PickProxy Proxy(Sample& sample, const std::string& id) {
  const auto proxies = sample.picking()->PickProxies();
  const PickProxy* proxy = FindProxy(proxies, id);
  EXPECT_NE(proxy, nullptr) << id;
  return proxy ? *proxy : PickProxy{};
}

const PairCheck& CheckOf(const std::vector<PairCheck>& checks, const std::string& a,
                         const std::string& b) {
  return *std::find_if(checks.begin(), checks.end(),
                       [&](const PairCheck& c) { return c.a == a && c.b == b; });
}

TEST(SphereSpherePicking, EverySphereIsAResizableProxyNamedByItsRadius) {
  testing::TestHost host;
  auto sample = Make("sphere-sphere", host);
  const auto proxies = sample->picking()->PickProxies();
  ASSERT_EQ(proxies.size(), 4u);
  const PickProxy* one = FindProxy(proxies, "1");
  ASSERT_NE(one, nullptr);
  EXPECT_EQ(one->label, "sphere 1 (r 1.000)");
  EXPECT_EQ(one->center, Vec3(0, 3.5, 0));
  EXPECT_TRUE(one->movable);
  EXPECT_TRUE(one->resizable);
}

TEST(SphereSpherePicking, MovingSphereOneDownMakesItIntersectSphereZero) {
  // Sphere 1 (radius 1) from (0, 3.5, 0) to (0, 2, 0): 2 from sphere 0's
  // centre, within the radius sum 3. The seed expects them apart.
  testing::TestHost host;
  auto sample = Make("sphere-sphere", host);
  sample->Initialize(800, 600);
  ASSERT_TRUE(sample->picking()->MoveShape("1", {0.0, -1.5, 0.0}));
  const auto checks = sample->Check();
  EXPECT_FALSE(CheckOf(checks, "1", "0").passed);
  EXPECT_FALSE(CheckOf(checks, "0", "1").passed);
  EXPECT_TRUE(CheckOf(checks, "1", "2").passed);  // 4 from sphere 2: still apart
  EXPECT_GE(host.log().error_count(), 2u);        // logged as any edit is
  sample->Render();
  ASSERT_EQ(host.recorded().spheres.size(), 4u);
  EXPECT_TRUE(SameColor(host.recorded().spheres[1].color, colors::kRed));
  EXPECT_EQ(host.recorded().spheres[1].center, glm::vec3(0, 2, 0));
  EXPECT_FALSE(sample->picking()->MoveShape("nine", {1, 0, 0}));
}

TEST(SphereSpherePicking, ResizingSphereOneReachesSpheresZeroAndThree) {
  // Radius 3 at (0, 3.5, 0): 3.5 <= 5 from sphere 0, sqrt(13.25) = 3.64
  // <= 4 from sphere 3 at (1, 0, 0), but 6.5 > 4 from sphere 2 at (0, -3, 0).
  testing::TestHost host;
  auto sample = Make("sphere-sphere", host);
  ASSERT_TRUE(sample->picking()->ResizeShape("1", 3.0));
  const auto checks = sample->Check();
  EXPECT_FALSE(CheckOf(checks, "1", "0").passed);
  EXPECT_FALSE(CheckOf(checks, "1", "3").passed);
  EXPECT_TRUE(CheckOf(checks, "1", "2").passed);
  EXPECT_EQ(Proxy(*sample, "1").label, "sphere 1 (r 3.000)");
}

TEST(SphereSpherePicking, TheHoveredSphereIsDrawnBrighter) {
  testing::TestHost host;
  auto sample = Make("sphere-sphere", host);
  sample->Initialize(800, 600);
  sample->picking()->SetHovered("1");
  sample->Render();
  EXPECT_TRUE(SameColor(host.recorded().spheres[1].color, HoverColor(colors::kBlue)));
  EXPECT_TRUE(SameColor(host.recorded().spheres[0].color, colors::kRed));
  host.recorded().Clear();
  sample->picking()->SetHovered(std::nullopt);
  sample->Render();
  EXPECT_TRUE(SameColor(host.recorded().spheres[1].color, colors::kBlue));
}

TEST(StaticPicking, PlanesMoveAlongTheirNormalRaysByOriginSegmentsWhole) {
  testing::TestHost host;
  StaticSampleSpec spec;
  spec.id = "picking-test";
  spec.layout = [] {
    StaticLayoutBuilder b;
    b.Plane("p", {0, 1, 0}, 0).Ray("r", {0, 2, 0}, {0, -1, 0});
    b.Segment("s", {-1, 1, 0}, {1, -1, 0}).AabbCenter("b", {0, 0, 0}, {1, 2, 3});
    b.Point("q", {4, 0, 0});
    return b.Build();
  };
  StaticShapesSample sample(host, spec);
  const auto proxies = sample.PickProxies();
  ASSERT_EQ(proxies.size(), 5u);
  EXPECT_TRUE(std::holds_alternative<PickSheet>(proxies[0].shape));
  EXPECT_TRUE(std::holds_alternative<PickHandle>(proxies[1].shape));
  EXPECT_EQ(proxies[2].center, Vec3(0.0));  // the segment's midpoint
  EXPECT_TRUE(proxies[3].resizable);
  EXPECT_FALSE(proxies[4].resizable);

  const Vec3 delta(5, 2, 7);
  for (const char* id : {"p", "r", "s", "b", "q"}) {
    ASSERT_TRUE(sample.MoveShape(id, delta)) << id;
  }
  const StaticLayout& layout = sample.layout();
  EXPECT_EQ((layout.Find("p")->shape).Get<collide::BookPlane>().distance, 2.0);
  EXPECT_EQ((layout.Find("r")->shape).Get<collide::Ray>().origin, Vec3(5, 4, 7));
  const auto& segment = (layout.Find("s")->shape).Get<collide::Segment>();
  EXPECT_EQ(segment.start, Vec3(4, 3, 7));
  EXPECT_EQ(segment.end, Vec3(6, 1, 7));
  const auto& box = (layout.Find("b")->shape).Get<collide::Aabb>();
  EXPECT_EQ(box.min, Vec3(4, 0, 4));
  EXPECT_EQ(box.max, Vec3(6, 4, 10));
  EXPECT_EQ((layout.Find("q")->shape).Get<collide::Point>().position, Vec3(9, 2, 7));

  // Twice the size about its centre (5, 2, 7): half extents (2, 4, 6).
  ASSERT_TRUE(sample.ResizeShape("b", 2.0));
  const auto& grown = (sample.layout().Find("b")->shape).Get<collide::Aabb>();
  EXPECT_EQ(grown.min, Vec3(3, -2, 1));
  EXPECT_EQ(grown.max, Vec3(7, 6, 13));
  EXPECT_FALSE(sample.ResizeShape("q", 2.0));  // a point has no size
}

TEST(BoxBoxPicking, MovingABoxOntoAnotherFailsTheirApartExpectations) {
  // Boxes a at the origin and b at x = 3, half extents 1: apart. b moved
  // 1.5 towards a spans x in [0.5, 2.5], overlapping a's [-1, 1]; b's
  // corners at x = 0.5 lie inside a, so both tests find the overlap.
  testing::TestHost host;
  auto sample = Make("box-box", host);
  sample->LoadScene(ParseScene(R"({"format": "collision-lab-scene/1", "sample": "box-box",
    "shapes": [{"id": "a", "type": "box", "center": [0, 0, 0], "half_extents": [1, 1, 1]},
               {"id": "b", "type": "box", "center": [3, 0, 0], "half_extents": [1, 1, 1]}],
    "expect": [{"a": "a", "b": "b", "algorithm": "sat", "intersects": false},
               {"a": "a", "b": "b", "algorithm": "corner-volume", "intersects": false}]})",
                               "two_boxes.json"));
  ASSERT_EQ(sample->picking()->PickProxies().size(), 2u);
  EXPECT_EQ(Proxy(*sample, "b").label, "box b (half extents 1.000, 1.000, 1.000)");
  ASSERT_TRUE(sample->picking()->MoveShape("b", {-1.5, 0.0, 0.0}));
  for (const PairCheck& check : sample->Check()) {
    EXPECT_FALSE(check.passed) << check.algorithm;
  }
  EXPECT_EQ(Proxy(*sample, "b").center, Vec3(1.5, 0, 0));
  // Back, then half the size: b spans [2.5, 3.5], apart again.
  ASSERT_TRUE(sample->picking()->MoveShape("b", {1.5, 0.0, 0.0}));
  ASSERT_TRUE(sample->picking()->ResizeShape("b", 0.5));
  for (const PairCheck& check : sample->Check()) {
    EXPECT_TRUE(check.passed) << check.algorithm;
  }
  EXPECT_FALSE(sample->picking()->MoveShape("c", {1, 0, 0}));
}

TEST(MovingBallsPicking, BallsDragOnlyWhilePausedAndArrowTipsSetTheVelocity) {
  testing::TestHost host;
  auto sample = Make("moving-balls", host);
  sample->Initialize(800, 600);
  // Running: ten balls to hover and select, none to drag, no arrows.
  auto proxies = sample->picking()->PickProxies();
  ASSERT_EQ(proxies.size(), 10u);
  EXPECT_FALSE(proxies[0].movable);
  EXPECT_FALSE(sample->picking()->MoveShape("0", {1, 0, 0}));

  ASSERT_TRUE(sample->KeyPressed(GLFW_KEY_SPACE));  // pause
  proxies = sample->picking()->PickProxies();
  ASSERT_EQ(proxies.size(), 20u);  // each ball and its velocity's tip
  EXPECT_TRUE(proxies[0].movable);
  const Vec3 start = FindProxy(proxies, "0")->center;
  ASSERT_TRUE(sample->picking()->MoveShape("0", {1, 2, 3}));
  EXPECT_EQ(Proxy(*sample, "0").center, start + Vec3(1, 2, 3));

  // Arrows: the fastest start speed, |(0.5, -0.1, 0.5)| = sqrt(0.51), draws
  // 0.15 of the room's half width 320: 48 / sqrt(0.51) = 67.2134 units per
  // unit of speed. Moving the tip by half that along x adds 0.5 to vx.
  const double scale = 48.0 / std::sqrt(0.51);
  proxies = sample->picking()->PickProxies();
  const PickProxy* tip = FindProxy(proxies, "0/velocity");
  ASSERT_NE(tip, nullptr);
  EXPECT_EQ(tip->label, "ball 0 velocity (0.500, -0.100, 0.500)");
  ASSERT_TRUE(sample->picking()->MoveShape("0/velocity", {0.5 * scale, 0.0, 0.0}));
  EXPECT_EQ(Proxy(*sample, "0/velocity").label, "ball 0 velocity (1.000, -0.100, 0.500)");
  ASSERT_TRUE(sample->picking()->ResizeShape("0", 2.0));
  EXPECT_EQ(Proxy(*sample, "0").label, "ball 0 (r 40.000)");
}

TEST(ImpactSearchPicking, ShapesMoveAndTheEndOfTheStepSetsTheVelocity) {
  testing::TestHost host;
  auto sample = Make("impact-search", host);
  // bullet and its end of step, drop and its end, ball, box.
  ASSERT_EQ(sample->picking()->PickProxies().size(), 6u);
  // Moving "ball" 2 further from bullet's path (y = 1.44): 3.44 > 1.5, so
  // the exact method now finds no contact where 0.515 was expected.
  ASSERT_TRUE(sample->picking()->MoveShape("ball", {0.0, -2.0, 0.0}));
  EXPECT_EQ(Proxy(*sample, "ball").center, Vec3(-4, -2, 0));
  bool analytic_fails = false;
  for (const PairCheck& check : sample->Check()) {
    analytic_fails |= check.a == "bullet" && check.algorithm == "analytic" && !check.passed;
  }
  EXPECT_TRUE(analytic_fails);
  // bullet's end of step at (-10.6 + 12, 1.44, 0) (dt 1); 3 further along x
  // is a velocity of 15.
  const auto proxies = sample->picking()->PickProxies();
  const PickProxy* end = FindProxy(proxies, "bullet/velocity");
  ASSERT_NE(end, nullptr);
  EXPECT_NEAR(end->center.x, 1.4, 1e-12);
  ASSERT_TRUE(sample->picking()->MoveShape("bullet/velocity", {3.0, 0.0, 0.0}));
  EXPECT_EQ(Proxy(*sample, "bullet/velocity").label,
            "sphere bullet velocity (15.000, 0.000, 0.000)");
  // The box about its centre (4, 0, 0): half extents 1 -> 2.
  ASSERT_TRUE(sample->picking()->ResizeShape("box", 2.0));
  EXPECT_EQ(Proxy(*sample, "box").label, "aabb box (half extents 2.000, 2.000, 2.000)");
}

}  // namespace
}  // namespace pick_samples_test
}  // namespace harness
