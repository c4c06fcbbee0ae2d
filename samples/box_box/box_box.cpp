// Seed 004's box-box test beside the exact one. The seed: two boxes collide
// when a corner of one touches or lies inside the other, a point being inside
// when the six pyramids from it to the box's faces add up to the box's volume
// ("corner-volume"). Its blind spot, which the seed does not mention: boxes
// can overlap with no corner of either inside the other (bars crossed like a
// plus sign, edges crossing). The separating-axis test ("sat") is exact.
//
// A declaration on the static-shapes engine, as every tutorial sample: the
// engine answers every pair under both tests (and a plugin's), marks where
// they disagree with the pieces of edges inside the other box, draws the
// selected pair's separating axis, and lets a box change between its forms.
#include <set>
#include <utility>

#include "collide/registry/box_box.h"
#include "collide/shapes/box.h"
#include "harness/layout_sample/spec.h"

namespace box_box {
namespace {

using collide::Vec3;

collide::StaticShape Turned(const Vec3& center, const Vec3& half_extents,
                            const Vec3& rotation_deg = Vec3(0.0)) {
  return collide::OrientedBox{center, half_extents,
                              collide::RotationFromEulerDegrees(rotation_deg)};
}

// A square frustum standing on y = bottom: its base 2 * bottom_half wide,
// its top 2 * top_half, centred on (x, z).
collide::StaticShape Frustum(double x, double z, double bottom, double top, double bottom_half,
                             double top_half) {
  collide::Hexahedron h;
  for (int i = 0; i < 8; ++i) {
    const bool high = (i & 2) != 0;
    const double half = high ? top_half : bottom_half;
    h.corners[static_cast<std::size_t>(i)] =
        Vec3(x + ((i & 1) ? half : -half), high ? top : bottom, z + ((i & 4) ? half : -half));
  }
  return h;
}

// Five showcased pairs, each away from the others, and what both tests must
// say about every pair. assets/scenes/box_box_default.json holds the same.
harness::StaticLayout DefaultLayout() {
  harness::StaticLayoutBuilder b;
  // 0, 1: two bars crossed like a plus sign; the thin one runs through the
  // thick one, every corner of each outside the other.
  b.Shape("0", Turned({-4.5, 0, -2.5}, {2, 0.3, 0.3}));
  b.Shape("1", Turned({-4.5, 0, -2.5}, {0.5, 2, 0.5}));
  // 2, 3: a cube turned 45 degrees about x (a ridge along x on top) under
  // one turned 45 degrees about z (a ridge along z below), pushed together
  // until the ridges cross inside both.
  b.Shape("2", Turned({0, -1.2, -2.5}, {1, 1, 1}, {45, 0, 0}));
  b.Shape("3", Turned({0, 1.3, -2.5}, {1, 1, 1}, {0, 0, 45}));
  // 4, 5: a small box wholly inside a larger one.
  b.Shape("4", Turned({4.5, 0, -2.5}, {1.6, 1.4, 1.4}, {0, 20, 0}));
  b.Shape("5", Turned({4.7, 0.1, -2.5}, {0.6, 0.5, 0.4}, {30, 0, 45}));
  // 6, 7: face to face: 7's -x face lies on 6's +x face.
  b.AabbCorners("6", {-5, -1, 1.5}, {-3, 1, 3.5});
  b.Shape("7", Turned({-2.25, 0.25, 2.7}, {0.75, 0.75, 0.6}));
  // 8, 9: clearly apart, a turned box and a frustum.
  b.Shape("8", Turned({1.2, 0, 2.5}, {0.8, 1, 0.8}, {0, 0, 25}));
  b.Shape("9", Frustum(4.3, 2.5, -1, 1, 1, 0.5));
  struct Showcase {
    const char* a;
    const char* b;
    bool sat;
    bool corner_volume;
  };
  const Showcase showcases[] = {{"0", "1", true, false},
                                {"2", "3", true, false},
                                {"4", "5", true, true},
                                {"6", "7", true, true},
                                {"8", "9", false, false}};
  const std::string sat(collide::kSatId);
  const std::string corner_volume(collide::kCornerVolumeId);
  std::set<std::pair<std::string, std::string>> shown;
  for (const Showcase& s : showcases) {
    b.ExpectIntersects(s.a, s.b, s.sat, sat)
        .ExpectIntersects(s.a, s.b, s.corner_volume, corner_volume);
    shown.insert({s.a, s.b});
  }
  // Every other pair is apart under both.
  for (int i = 0; i < 10; ++i) {
    for (int j = i + 1; j < 10; ++j) {
      const std::pair<std::string, std::string> pair{std::to_string(i), std::to_string(j)};
      if (!shown.contains(pair)) {
        b.ExpectIntersects(pair.first, pair.second, false, sat)
            .ExpectIntersects(pair.first, pair.second, false, corner_volume);
      }
    }
  }
  return b.Build();
}

const harness::StaticSampleRegistration kRegistration{{
    .id = "box-box",
    .category = "Static intersections",
    .title = "Box vs box",
    .about = "Its box-box test, a corner of one box inside the other by the volumes of six "
             "pyramids (corner-volume), beside the "
             "exact separating-axis test (sat), on ten boxes: 0+1 a plus sign, 2+3 crossing "
             "edges, 5 inside 4, 6|7 touching faces, 8 and 9 apart. Shows the seed's blind "
             "spot: boxes crossed like a plus sign, or edge across edge, overlap with no corner "
             "inside, and corner-volume misses them (orange: the pieces of edges inside the "
             "other box). Click a pair's row, or press [ and ], to see the axis SAT separates "
             "it along; M colours the boxes by corner-volume instead.",
    .seed = "seed 004 (a physics engine's collision notes)",
    .layout = DefaultLayout,
    .name_algorithm = true,
    .legend = "Red: overlaps another shape; blue: overlaps none. Orange: sat and corner-volume "
              "disagree (the pieces of edges inside the other "
              "box). Yellow: an expectation fails. Magenta: the axis SAT separates the hovered or "
              "selected pair along.",
    .kinds = {collide::ShapeKind::kSphere, collide::ShapeKind::kBox, collide::ShapeKind::kAabb,
              collide::ShapeKind::kHexahedron},
    .test_every_pair = true,
}};

}  // namespace
}  // namespace box_box
