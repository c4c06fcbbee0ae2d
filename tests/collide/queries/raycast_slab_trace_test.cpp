// The slab casts explain themselves: one step per slab x, y, z with the
// ray's entering and leaving t and the running interval, the slab that
// empties the interval deciding a miss; Cyrus-Beck face plane by face plane
// for a hexahedron; a segment's length against the hit. Numbers worked by
// hand; traced answers equal untraced ones bit for bit.
#include <gtest/gtest.h>

#include <cstring>
#include <optional>
#include <random>
#include <string>
#include <variant>

#include "collide/queries/raycast.h"
#include "collide/shapes/box.h"
#include "collide/trace/trace.h"
#include "trace_fixtures.h"

namespace collide {
namespace raycast_slab_trace_test {
namespace {

using testing::StepTexts;

const Aabb kCube{{-1.0, -1.0, -1.0}, {1.0, 1.0, 1.0}};

TEST(SlabCastTrace, EachSlabNarrowsTheIntervalAndTheEntryIsTheFirstHit) {
  // From (-3, 0.5, 0) along +x: slab x is crossed from t = -1 - (-3) = 2 to
  // 1 - (-3) = 4; slabs y and z are parallel, the origin inside both.
  const Ray ray{{-3.0, 0.5, 0.0}, {1.0, 0.0, 0.0}};
  Trace trace;
  const auto hit = Raycast(ray, kCube, trace);
  ASSERT_TRUE(hit);
  ASSERT_EQ(trace.steps().size(), 4u);
  const auto texts = StepTexts(trace);
  EXPECT_EQ(texts[0],
            "slab x: between x = -1.00 and x = 1.00; the ray enters it at t = 2.00 and leaves at "
            "t = 4.00; interval [2.00, 4.00]");
  EXPECT_EQ(texts[1],
            "slab y: between y = -1.00 and y = 1.00; the ray runs parallel to it, inside "
            "(y = 0.50); interval [2.00, 4.00]");
  EXPECT_EQ(texts[2],
            "slab z: between z = -1.00 and z = 1.00; the ray runs parallel to it, inside (z = 0); "
            "interval [2.00, 4.00]");
  EXPECT_EQ(texts[3],
            "interval [2.00, 4.00]: first hit at t = 2.00, where the ray enters through face -x");
  EXPECT_EQ(trace.steps()[0].topic, "slab x");
  EXPECT_EQ(trace.steps()[0].finding, "overlap");
  EXPECT_EQ(trace.steps()[1].finding, "inside");
  EXPECT_EQ(trace.deciding(), 3u);
  EXPECT_TRUE(trace.steps()[3].deciding);
  EXPECT_EQ(trace.steps()[3].finding, "hit");
  ASSERT_EQ(trace.steps()[0].marks.size(), 1u);
  const auto& slab = std::get<SlabMark>(trace.steps()[0].marks[0]);
  EXPECT_EQ(slab.normal, Vec3(1.0, 0.0, 0.0));
  EXPECT_EQ(slab.slab.lo, -1.0);
  EXPECT_EQ(slab.slab.hi, 1.0);
  EXPECT_EQ(slab.t.lo, 2.0);
  EXPECT_EQ(slab.t.hi, 4.0);
  ASSERT_EQ(trace.steps()[3].marks.size(), 1u);
  EXPECT_EQ(std::get<PointMark>(trace.steps()[3].marks[0]).position, Vec3(-1.0, 0.5, 0.0));
}

TEST(SlabCastTrace, TheSlabThatEmptiesTheIntervalDecidesTheMiss) {
  // From (-3, 2, 0) along (0.6, 0.8, 0): slab x is crossed for t in
  // [2 / 0.6, 4 / 0.6] = [3.33, 6.67], slab y for t in [-3 / 0.8, -1 / 0.8]
  // = [-3.75, -1.25]: they share nothing, so slab y decides.
  const Ray ray{{-3.0, 2.0, 0.0}, {0.6, 0.8, 0.0}};
  Trace trace;
  EXPECT_FALSE(Raycast(ray, kCube, trace));
  ASSERT_EQ(trace.steps().size(), 4u);
  const auto texts = StepTexts(trace);
  EXPECT_EQ(texts[0],
            "slab x: between x = -1.00 and x = 1.00; the ray enters it at t = 3.33 and leaves at "
            "t = 6.67; interval [3.33, 6.67]");
  EXPECT_EQ(texts[1],
            "slab y: between y = -1.00 and y = 1.00; the ray enters it at t = -3.75 and leaves "
            "at t = -1.25; interval [3.33, -1.25]: empty, the ray misses");
  EXPECT_EQ(texts[2],
            "slab z: between z = -1.00 and z = 1.00; the ray runs parallel to it, inside (z = 0); "
            "interval [3.33, -1.25] (still empty)");
  EXPECT_EQ(texts[3], "interval [3.33, -1.25] is empty: miss");
  EXPECT_EQ(trace.deciding(), 1u);
  EXPECT_EQ(trace.steps()[1].finding, "empty");
  EXPECT_EQ(trace.steps()[2].finding, "empty");
  const auto& slab = std::get<SlabMark>(trace.steps()[1].marks[0]);
  EXPECT_DOUBLE_EQ(slab.t.lo, -3.75);
  EXPECT_DOUBLE_EQ(slab.t.hi, -1.25);
}

TEST(SlabCastTrace, AParallelRayOutsideASlabNeverEntersIt) {
  // Along +x at y = 3: slab y is parallel and the origin outside; the cast
  // stops there.
  const Ray ray{{-3.0, 3.0, 0.0}, {1.0, 0.0, 0.0}};
  Trace trace;
  EXPECT_FALSE(Raycast(ray, kCube, trace));
  ASSERT_EQ(trace.steps().size(), 2u);
  EXPECT_EQ(trace.steps()[1].text,
            "slab y: between y = -1.00 and y = 1.00; the ray runs parallel to it, outside "
            "(y = 3.00): it never enters: miss");
  EXPECT_EQ(trace.deciding(), 1u);
  EXPECT_EQ(trace.steps()[1].finding, "outside");
}

TEST(SlabCastTrace, FromInsideTheFirstHitIsWhereTheRayLeaves) {
  // From the centre along +y: slab y is crossed from t = -1 to 1.
  const Ray ray{{0.0, 0.0, 0.0}, {0.0, 1.0, 0.0}};
  Trace trace;
  ASSERT_TRUE(Raycast(ray, kCube, trace));
  ASSERT_EQ(trace.steps().size(), 4u);
  EXPECT_EQ(trace.steps()[3].text,
            "interval [-1.00, 1.00] starts behind the origin, which is inside: first hit at "
            "t = 1.00, where the ray leaves through face +y");
  EXPECT_EQ(trace.deciding(), 3u);
}

TEST(SlabCastTrace, ABoxBehindTheOriginIsMissedAtTheEnd) {
  // From (3, 0, 0) along +x: slab x is crossed from t = -4 to -2.
  const Ray ray{{3.0, 0.0, 0.0}, {1.0, 0.0, 0.0}};
  Trace trace;
  EXPECT_FALSE(Raycast(ray, kCube, trace));
  ASSERT_EQ(trace.steps().size(), 4u);
  EXPECT_EQ(trace.steps()[3].text, "interval [-4.00, -2.00] ends behind the origin: miss");
  EXPECT_EQ(trace.steps()[3].finding, "behind");
  EXPECT_EQ(trace.deciding(), 3u);
  EXPECT_TRUE(trace.steps()[3].deciding);
}

TEST(SlabCastTrace, AnOrientedBoxsSlabsAreAlongItsAxes) {
  // The box at (10, 0, 0) turned 90 degrees about z: its x axis is the
  // world's y, its y axis the world's -x. From (10, -5, 0) along +y the ray
  // sits at x' = -5 in the box's frame, moving +1: slab x is crossed from
  // t = 4 to 6. Drawn in the world, slab y (normal (-1, 0, 0)) lies between
  // -x = -10 - 2 and -10 + 2.
  const OrientedBox box{{10.0, 0.0, 0.0},
                        {1.0, 2.0, 3.0},
                        Mat3(Vec3(0.0, 1.0, 0.0), Vec3(-1.0, 0.0, 0.0), Vec3(0.0, 0.0, 1.0))};
  const Ray ray{{10.0, -5.0, 0.0}, {0.0, 1.0, 0.0}};
  Trace trace;
  ASSERT_TRUE(Raycast(ray, box, trace));
  ASSERT_EQ(trace.steps().size(), 4u);
  EXPECT_EQ(trace.steps()[0].text,
            "slab x: along the box's axis (0, 1.00, 0), between -1.00 and 1.00 from its centre; "
            "the ray enters it at t = 4.00 and leaves at t = 6.00; interval [4.00, 6.00]");
  EXPECT_EQ(trace.steps()[3].text,
            "interval [4.00, 6.00]: first hit at t = 4.00, where the ray enters through face -x");
  EXPECT_EQ(trace.deciding(), 3u);
  const auto& slab_y = std::get<SlabMark>(trace.steps()[1].marks[0]);
  EXPECT_EQ(slab_y.normal, Vec3(-1.0, 0.0, 0.0));
  EXPECT_EQ(slab_y.slab.lo, -12.0);
  EXPECT_EQ(slab_y.slab.hi, -8.0);
  EXPECT_EQ(std::get<PointMark>(trace.steps()[3].marks[0]).position, Vec3(10.0, -1.0, 0.0));
}

TEST(CyrusBeckTrace, EachFacePlaneEntersOrLeavesItsHalfSpace) {
  // The cube [-1, 1]^3 as a hexahedron; from (-3, 0.5, 0) along +x. Face -x
  // (normal (-1, 0, 0) through (-1, 0, 0)): the origin 2 outside, moving -1
  // per unit t: entered at t = 2. Face +x: -4 outside, +1 per t: left at 4.
  // The other four are parallel, the origin inside.
  const Hexahedron cube{Corners(kCube)};
  const Ray ray{{-3.0, 0.5, 0.0}, {1.0, 0.0, 0.0}};
  Trace trace;
  ASSERT_TRUE(Raycast(ray, cube, trace));
  ASSERT_EQ(trace.steps().size(), 7u);
  EXPECT_EQ(trace.steps()[0].text,
            "face -x: the plane through (-1.00, 0, 0) with outward normal (-1.00, 0, 0); the "
            "origin lies 2.00 outside it, moving -1.00 further out per unit t: it enters the "
            "half-space at t = 2.00; interval [2.00, inf]");
  EXPECT_EQ(trace.steps()[1].text,
            "face +x: the plane through (1.00, 0, 0) with outward normal (1.00, 0, 0); the "
            "origin lies -4.00 outside it, moving 1.00 further out per unit t: it leaves the "
            "half-space at t = 4.00; interval [2.00, 4.00]");
  EXPECT_EQ(trace.steps()[2].text,
            "face -y: the plane through (0, -1.00, 0) with outward normal (0, -1.00, 0); the "
            "origin lies -1.50 outside it, moving 0 further out per unit t: parallel, inside; "
            "interval [2.00, 4.00]");
  EXPECT_EQ(trace.steps()[0].finding, "entered");
  EXPECT_EQ(trace.steps()[1].finding, "left");
  EXPECT_EQ(trace.steps()[2].finding, "inside");
  EXPECT_EQ(trace.steps()[6].text,
            "interval [2.00, 4.00]: first hit at t = 2.00, where the ray enters through face -x");
  EXPECT_EQ(trace.deciding(), 6u);
  EXPECT_TRUE(trace.steps()[6].deciding);
  const auto& plane = std::get<PlaneMark>(trace.steps()[0].marks[0]);
  EXPECT_EQ(plane.offset, 1.0);
  EXPECT_EQ(plane.signed_distance, 2.0);
}

TEST(SegmentSlabTrace, TheHitCountsOnlyWithinTheSegmentsLength) {
  // The ray of the first test, cut to length 1.5: the hit at t = 2 is past
  // its end.
  const Segment segment{{-3.0, 0.5, 0.0}, {-1.5, 0.5, 0.0}};
  Trace trace;
  EXPECT_FALSE(Linecast(segment, kCube, trace));
  ASSERT_EQ(trace.steps().size(), 6u);
  EXPECT_EQ(trace.steps()[0].text,
            "the segment from (-3.00, 0.50, 0) to (-1.50, 0.50, 0): the ray from its start along "
            "(1.00, 0, 0), kept to t <= its length 1.50");
  EXPECT_EQ(trace.steps()[1].topic, "slab x");
  EXPECT_EQ(trace.steps()[5].text,
            "the hit's t = 2.00 > length 1.50: the segment ends before the surface: miss");
  EXPECT_EQ(trace.steps()[5].finding, "short");
  EXPECT_EQ(trace.deciding(), 5u);

  Trace reaching;
  EXPECT_TRUE(Linecast(Segment{{-3.0, 0.5, 0.0}, {3.0, 0.5, 0.0}}, kCube, reaching));
  ASSERT_EQ(reaching.steps().size(), 6u);
  EXPECT_EQ(reaching.steps()[5].text,
            "the hit's t = 2.00 <= length 6.00: the segment reaches the surface: hit");
  EXPECT_EQ(reaching.deciding(), 5u);
  EXPECT_TRUE(reaching.steps()[5].deciding);
}

TEST(SegmentSlabTrace, AZeroLengthSegmentHasNoRayToCast) {
  Trace trace;
  EXPECT_FALSE(Linecast(Segment{{2.0, 0.0, 0.0}, {2.0, 0.0, 0.0}}, kCube, trace));
  ASSERT_EQ(trace.steps().size(), 1u);
  EXPECT_EQ(trace.steps()[0].text,
            "the segment from (2.00, 0, 0) to (2.00, 0, 0) has zero length or a non-finite end: "
            "no direction to cast along: miss");
  EXPECT_EQ(trace.deciding(), 0u);
}

// --- Traced answers are the untraced ones, bit for bit -----------------------

bool SameBits(const std::optional<RayHit>& a, const std::optional<RayHit>& b) {
  if (a.has_value() != b.has_value()) {
    return false;
  }
  return !a || (std::memcmp(&a->t, &b->t, sizeof(double)) == 0 &&
                std::memcmp(&a->point, &b->point, sizeof(Vec3)) == 0 &&
                std::memcmp(&a->normal, &b->normal, sizeof(Vec3)) == 0);
}

struct RandomCasts {
  std::mt19937_64 random{38};
  std::uniform_real_distribution<double> coordinate{-3.0, 3.0};
  std::uniform_real_distribution<double> extent{0.1, 2.0};
  std::uniform_int_distribution<int> axis_aligned{0, 3};

  Vec3 Point() { return {coordinate(random), coordinate(random), coordinate(random)}; }
  // A ray towards somewhere near `target`, so that about half hit.
  Ray MakeRandomRay(const Vec3& target) {
    const Vec3 origin = Point();
    Vec3 direction = target + 0.5 * Point() - origin;
    if (axis_aligned(random) == 0) {
      direction.y = 0.0;  // parallel to slab y, now and then
    }
    return *MakeRay(origin, direction);
  }
  Aabb Box() {
    const Vec3 low = Point();
    return {low, low + Vec3(extent(random), extent(random), extent(random))};
  }
  OrientedBox Oriented() {
    return {Point(), Vec3(extent(random), extent(random), extent(random)),
            RotationFromEulerDegrees(Point() * 60.0)};
  }
};

TEST(SlabCastTrace, TracedAnswersAreTheUntracedOnesBitForBit) {
  RandomCasts random;
  int hits = 0;
  constexpr int kCases = 10000;
  for (int i = 0; i < kCases; ++i) {
    const Aabb aabb = random.Box();
    const Ray ray = random.MakeRandomRay(0.5 * (aabb.min + aabb.max));
    const OrientedBox oriented = random.Oriented();
    const Hexahedron hexahedron{Corners(oriented)};
    const Segment segment{ray.origin, ray.origin + 3.0 * ray.direction};
    Trace a, b, c, d;
    const auto aabb_hit = Raycast(ray, aabb);
    ASSERT_TRUE(SameBits(Raycast(ray, aabb, a), aabb_hit)) << i;
    ASSERT_TRUE(SameBits(Raycast(ray, oriented, b), Raycast(ray, oriented))) << i;
    ASSERT_TRUE(SameBits(Raycast(ray, hexahedron, c), Raycast(ray, hexahedron))) << i;
    ASSERT_TRUE(SameBits(Linecast(segment, aabb, d), Linecast(segment, aabb))) << i;
    ASSERT_FALSE(a.empty());
    hits += aabb_hit ? 1 : 0;
  }
  // Both answers occur often enough to mean something.
  EXPECT_GT(hits, kCases / 20);
  EXPECT_LT(hits, kCases - kCases / 20);
}

}  // namespace
}  // namespace raycast_slab_trace_test
}  // namespace collide
