// Above kAllPairsLimit shapes the static-shapes engine tests only the pairs
// whose bounds touch (a broad phase): box-box's colours and disagreements
// at scale come from there. Held against brute force over every pair, each
// box pair asked of collide's SAT and corner-volume functions directly.
#include <gtest/gtest.h>

#include <random>
#include <set>
#include <utility>
#include <vector>

#include "collide/queries/corner_volume.h"
#include "collide/registry/box_box.h"
#include "collide/sat/sat.h"
#include "harness/layout_engine/disagreements.h"
#include "harness/layout_engine/world.h"

namespace harness {
namespace {

using collide::Vec3;

// 300 cubes of side 2 at random turns in a cube of side 30: about 9% filled,
// so many pairs touch and most do not; every 50th is instead a bar through
// the cube before it, every corner outside it, as corner-volume misses.
std::vector<collide::OrientedBox> ManyBoxes() {
  std::mt19937 rng(34);
  std::uniform_real_distribution<double> place(0.0, 30.0);
  std::uniform_real_distribution<double> turn(-180.0, 180.0);
  std::vector<collide::OrientedBox> boxes;
  for (int i = 0; i < 300; ++i) {
    if (i % 50 == 49) {
      boxes.push_back({boxes.back().center, Vec3(2.5, 0.3, 0.3), boxes.back().rotation});
      continue;
    }
    const Vec3 center(place(rng), place(rng), place(rng));
    const Vec3 degrees(turn(rng), turn(rng), turn(rng));
    boxes.push_back({center, Vec3(1, 1, 1), collide::RotationFromEulerDegrees(degrees)});
  }
  return boxes;
}

StaticLayout LayoutOf(const std::vector<collide::OrientedBox>& boxes) {
  StaticLayoutBuilder b;
  for (std::size_t i = 0; i < boxes.size(); ++i) {
    b.Shape(std::to_string(i), boxes[i]);
  }
  StaticLayout layout = b.Build();
  layout.test_every_pair = true;  // as box-box's spec says
  return layout;
}

TEST(ManyBoxes, ColoursAboveTheAllPairsLimitEqualSatOnEveryPair) {
  const std::vector<collide::OrientedBox> boxes = ManyBoxes();
  const StaticLayout layout = LayoutOf(boxes);
  ASSERT_EQ(layout.shapes.size(), 300u);
  ASSERT_GT(layout.shapes.size(), kAllPairsLimit);
  ASSERT_EQ(boxes.size(), 300u);
  std::vector<bool> touches(boxes.size(), false);
  std::set<std::pair<std::size_t, std::size_t>> disagree;
  for (std::size_t i = 0; i < boxes.size(); ++i) {
    for (std::size_t j = i + 1; j < boxes.size(); ++j) {
      const collide::BoxShape a(boxes[i]);
      const collide::BoxShape b(boxes[j]);
      const bool sat = collide::SatTest(a, b).intersects;
      touches[i] = touches[i] || sat;
      touches[j] = touches[j] || sat;
      if (sat != collide::CornerVolumeTest(a, b).intersects) {
        disagree.insert({i, j});
      }
    }
  }
  const StaticWorld world;
  const std::vector<Color> colours = world.Colours(layout);
  ASSERT_EQ(colours.size(), boxes.size());
  int red = 0;
  for (std::size_t i = 0; i < boxes.size(); ++i) {
    EXPECT_EQ(colours[i], touches[i] ? kTouchingColour : kApartColour) << "box " << i;
    red += touches[i] ? 1 : 0;
  }
  EXPECT_GT(red, 20);  // the scene has both colours to tell apart
  EXPECT_LT(red, 280);

  std::set<std::pair<std::size_t, std::size_t>> found;
  for (const Disagreement& d : FindDisagreements(world.AnswerAll(layout))) {
    found.insert({d.a, d.b});
  }
  EXPECT_GE(disagree.size(), 5u);  // the bars at least
  EXPECT_EQ(found, disagree);
}

}  // namespace
}  // namespace harness
