// Turning boxes by id (Sample::RotateShape, what Ctrl + left drag calls):
// the rotation it composes, the checks it changes, the kinds that cannot
// turn, and an undo that puts the rotation back bit for bit. Expected values
// are worked by hand.
#include <gtest/gtest.h>

#include "collide/shapes/box.h"
#include "harness/layout_sample/spec.h"
#include "harness/layout_sample/static_shapes_sample.h"
#include "harness/sample_api/sample.h"
#include "harness/scene/json_reader.h"
#include "test_host.h"

namespace harness {
namespace rotate_shapes_test {
namespace {

using collide::Mat3;
using collide::Vec3;

constexpr double kQuarterTurn = collide::kPi / 2.0;
const Vec3 kZ(0.0, 0.0, 1.0);

void ExpectNear(const Mat3& actual, const Mat3& expected) {
  for (int column = 0; column < 3; ++column) {
    for (int row = 0; row < 3; ++row) {
      EXPECT_NEAR(actual[column][row], expected[column][row], 1e-14) << column << ", " << row;
    }
  }
}

TEST(RotationAboutAxis, AQuarterTurnAboutZTakesXToY) {
  // Columns are the images of x, y, z: x -> y, y -> -x, z stays.
  ExpectNear(collide::RotationAboutAxis(kZ, kQuarterTurn), Mat3(0, 1, 0, -1, 0, 0, 0, 0, 1));
  // A third of a turn about the diagonal cycles the axes: x -> y -> z.
  const Vec3 diagonal = glm::normalize(Vec3(1, 1, 1));
  ExpectNear(collide::RotationAboutAxis(diagonal, 2.0 * collide::kPi / 3.0),
             Mat3(0, 1, 0, 0, 0, 1, 1, 0, 0));
}

TEST(RotateBox, AnAabbCannotTurnAHexahedronTurnsAboutItsCentre) {
  collide::BoxShape aabb = collide::Aabb{Vec3(0), Vec3(1)};
  EXPECT_FALSE(collide::RotateBox(aabb, kZ, 1.0));
  EXPECT_EQ(std::get<collide::Aabb>(aabb).max, Vec3(1));
  // The unit cube [0, 2]^3 as a hexahedron, centre (1, 1, 1): a quarter
  // turn about z takes corner 1 (2, 0, 0) to (2, 2, 0), where corner 3 was.
  collide::Hexahedron cube;
  for (int i = 0; i < 8; ++i) {
    cube.corners[i] = Vec3((i & 1) ? 2 : 0, (i & 2) ? 2 : 0, (i & 4) ? 2 : 0);
  }
  collide::BoxShape box = cube;
  ASSERT_TRUE(collide::RotateBox(box, kZ, kQuarterTurn));
  const Vec3 turned = std::get<collide::Hexahedron>(box).corners[1];
  EXPECT_NEAR(turned.x, 2.0, 1e-15);
  EXPECT_NEAR(turned.y, 2.0, 1e-15);
  EXPECT_NEAR(turned.z, 0.0, 1e-15);
}

const collide::OrientedBox& BoxOfProxy(const PickProxy& proxy) {
  return std::get<collide::OrientedBox>(std::get<collide::BoxShape>(proxy.shape));
}

PickProxy Proxy(Sample& sample, const std::string& id) {
  for (const PickProxy& proxy : sample.picking()->PickProxies()) {
    if (proxy.id == id) {
      return proxy;
    }
  }
  ADD_FAILURE() << "no proxy " << id;
  return {};
}

// Box a, a unit cube at the origin; box b, long along x (half extents 3,
// 0.5, 0.5) at y = 3.5: it spans y in [3, 4], apart from a's [-1, 1]. A
// quarter turn about z stands it up: y in [0.5, 6.5], into a.
constexpr const char* kTwoBoxes = R"({"format": "collision-lab-scene/1", "sample": "box-box",
  "shapes": [{"id": "a", "type": "box", "center": [0, 0, 0], "half_extents": [1, 1, 1]},
             {"id": "b", "type": "box", "center": [0, 3.5, 0], "half_extents": [3, 0.5, 0.5]}],
  "expect": [{"a": "a", "b": "b", "algorithm": "sat", "intersects": false}]})";

TEST(BoxBoxRotate, AQuarterTurnStandsTheLongBoxUpIntoTheOther) {
  testing::TestHost host;
  auto sample = SampleRegistry::Get().Find("box-box")->create(host);
  sample->LoadScene(ParseScene(kTwoBoxes, "two_boxes.json"));
  sample->Initialize(800, 600);
  EXPECT_TRUE(Proxy(*sample, "b").rotatable);
  ASSERT_TRUE(sample->Check().at(0).passed);
  ASSERT_TRUE(sample->picking()->RotateShape("b", kZ, kQuarterTurn));
  ExpectNear(BoxOfProxy(Proxy(*sample, "b")).rotation, Mat3(0, 1, 0, -1, 0, 0, 0, 0, 1));
  EXPECT_EQ(BoxOfProxy(Proxy(*sample, "b")).center, Vec3(0, 3.5, 0));  // about its centre
  EXPECT_FALSE(sample->Check().at(0).passed);
  EXPECT_FALSE(sample->picking()->RotateShape("nine", kZ, 1.0));
  EXPECT_FALSE(sample->picking()->RotateShape("b", kZ, std::nan("")));
}

TEST(BoxBoxRotate, UndoPutsTheRotationBackBitForBit) {
  testing::TestHost host;
  auto sample = SampleRegistry::Get().Find("box-box")->create(host);
  sample->LoadScene(ParseScene(kTwoBoxes, "two_boxes.json"));
  sample->Initialize(800, 600);
  // A turn that leaves no exact zeros: a drag's many small steps.
  const Vec3 axis = glm::normalize(Vec3(1, 2, 3));
  ASSERT_TRUE(sample->picking()->RotateShape("b", axis, 0.3));
  const Mat3 before = BoxOfProxy(Proxy(*sample, "b")).rotation;
  const auto revision = sample->undo()->Revision();
  const std::any snapshot = sample->undo()->Snapshot();
  for (int step = 0; step < 25; ++step) {
    ASSERT_TRUE(sample->picking()->RotateShape("b", kZ, 0.0123));
  }
  EXPECT_NE(sample->undo()->Revision(), revision);
  EXPECT_NE(BoxOfProxy(Proxy(*sample, "b")).rotation, before);
  sample->undo()->Restore(snapshot);
  EXPECT_EQ(BoxOfProxy(Proxy(*sample, "b")).rotation, before);  // ==: every bit
}

StaticSampleSpec BoxesSpec() {
  StaticSampleSpec spec;
  spec.id = "rotate-test";
  spec.layout = [] {
    StaticLayoutBuilder b;
    b.Shape("o", collide::OrientedBox{Vec3(0, 3.5, 0), Vec3(3, 0.5, 0.5), Mat3(1.0)});
    b.AabbCenter("a", Vec3(0), Vec3(1));
    b.Sphere("s", Vec3(10, 0, 0), 1.0);
    b.ExpectIntersects("o", "a", false);
    return b.Build();
  };
  return spec;
}

TEST(StaticRotate, OrientedBoxesTurnAabbsAndSpheresDoNot) {
  testing::TestHost host;
  StaticShapesSample sample(host, BoxesSpec());
  sample.Initialize(800, 600);
  EXPECT_TRUE(Proxy(sample, "o").rotatable);
  EXPECT_FALSE(Proxy(sample, "a").rotatable);
  EXPECT_FALSE(Proxy(sample, "s").rotatable);
  EXPECT_FALSE(sample.RotateShape("a", kZ, kQuarterTurn));
  EXPECT_FALSE(sample.RotateShape("s", kZ, kQuarterTurn));
  ASSERT_TRUE(sample.Check().at(0).passed);
  ASSERT_TRUE(sample.RotateShape("o", kZ, kQuarterTurn));
  const auto& box = (sample.layout().Find("o")->shape).Get<collide::OrientedBox>();
  ExpectNear(box.rotation, Mat3(0, 1, 0, -1, 0, 0, 0, 0, 1));
  EXPECT_EQ(box.center, Vec3(0, 3.5, 0));
  EXPECT_FALSE(sample.Check().at(0).passed);  // stood up into the AABB
  EXPECT_GE(host.log().error_count(), 1u);    // logged as any edit is
}

TEST(StaticRotate, UndoPutsTheRotationBackBitForBit) {
  testing::TestHost host;
  StaticShapesSample sample(host, BoxesSpec());
  sample.Initialize(800, 600);
  ASSERT_TRUE(sample.RotateShape("o", glm::normalize(Vec3(3, -1, 2)), 0.7));
  const std::any snapshot = sample.Snapshot();
  const Mat3 before = (sample.layout().Find("o")->shape).Get<collide::OrientedBox>().rotation;
  for (int step = 0; step < 25; ++step) {
    ASSERT_TRUE(sample.RotateShape("o", kZ, -0.031));
  }
  sample.Restore(snapshot);
  EXPECT_EQ((sample.layout().Find("o")->shape).Get<collide::OrientedBox>().rotation, before);
}

}  // namespace
}  // namespace rotate_shapes_test
}  // namespace harness
