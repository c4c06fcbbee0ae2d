// The sphere-box test ("closest-point") and the point-box closest point
// ("clamp", "nearest-face") explain themselves: the clamp per axis, or the
// hexahedron's face planes and face triangles, then the closest point and
// the radius, worked by hand; and the same answers traced as untraced.
#include <gtest/gtest.h>

#include <random>
#include <variant>

#include "collide/queries/sphere_box.h"
#include "collide/trace/trace.h"

namespace collide {
namespace {

TEST(SphereBoxTrace, AabbClampsPerWorldAxisThenHoldsTheDistanceAgainstTheRadius) {
  // Centre (3, 0.5, -1) clamped to [0, 2] x [0, 1] x [0, 1]: (2, 0.5, 0),
  // offset (-1, 0, 1), squared 2. The box's bounding radius sqrt(6) / 2 =
  // 1.22 is above the radius 1.2, so the tolerance is 1.2e-9: reach^2 = 1.44.
  const Sphere sphere{{3, 0.5, -1}, 1.2};
  const Aabb box{{0, 0, 0}, {2, 1, 1}};
  Trace trace;
  EXPECT_FALSE(Intersects(sphere, BoxShape(box), trace));
  ASSERT_EQ(trace.steps().size(), 4u);
  EXPECT_EQ(trace.steps()[0].text,
            "axis x: A's centre at 3.00, B spans [0, 2.00]: clamped to 2.00");
  EXPECT_EQ(trace.steps()[0].finding, "clamped");
  EXPECT_EQ(trace.steps()[1].text, "axis y: A's centre at 0.50, B spans [0, 1.00]: within, kept");
  EXPECT_EQ(trace.steps()[1].finding, "inside");
  EXPECT_EQ(trace.steps()[2].text, "axis z: A's centre at -1.00, B spans [0, 1.00]: clamped to 0");
  EXPECT_EQ(trace.steps()[3].text,
            "B's point nearest A's centre: (2.00, 0.50, 0), |offset|^2 = 2.00; reach r_A 1.20 + "
            "tolerance 1.2e-09, squared 1.44: 2.00 > 1.44: they are apart");
  EXPECT_EQ(trace.deciding(), 3u);
  EXPECT_EQ(trace.steps()[3].finding, "apart");
  // The sphere's interval on x is 3 -+ 1.2; the box's [0, 2].
  ASSERT_EQ(trace.steps()[0].marks.size(), 1u);
  const auto& axis = std::get<AxisMark>(trace.steps()[0].marks[0]);
  EXPECT_DOUBLE_EQ(axis.a.lo, 1.8);
  EXPECT_DOUBLE_EQ(axis.a.hi, 4.2);
  EXPECT_EQ(axis.b.hi, 2.0);
  ASSERT_EQ(trace.steps()[3].marks.size(), 2u);
  EXPECT_EQ(std::get<PointMark>(trace.steps()[3].marks[0]).position, Vec3(2, 0.5, 0));
}

TEST(SphereBoxTrace, OrientedBoxClampsInItsOwnFrame) {
  // Turned 90 degrees about z (exactly): its x axis is world y. The centre
  // (0, 3, 0) is at local (3, 0, 0), clamped to (1, 0, 0): world (0, 1, 0),
  // 2 from the centre, which the radius 2 (plus 2e-9) reaches.
  const OrientedBox box{{0, 0, 0}, {1, 2, 0.5}, RotationFromEulerDegrees({0, 0, 90})};
  const Sphere sphere{{0, 3, 0}, 2.0};
  Trace trace;
  EXPECT_TRUE(Intersects(sphere, BoxShape(box), trace));
  ASSERT_EQ(trace.steps().size(), 4u);
  EXPECT_EQ(trace.steps()[0].text,
            "axis x (B's own, along (0, 1.00, 0), from B's centre): A's centre at 3.00, B spans "
            "[-1.00, 1.00]: clamped to 1.00");
  EXPECT_EQ(trace.steps()[1].text,
            "axis y (B's own, along (-1.00, 0, 0), from B's centre): A's centre at 0, B spans "
            "[-2.00, 2.00]: within, kept");
  EXPECT_EQ(trace.steps()[2].finding, "inside");
  EXPECT_EQ(trace.steps()[3].text,
            "B's point nearest A's centre: (0, 1.00, 0), |offset|^2 = 4.00; reach r_A 2.00 + "
            "tolerance 2e-09, squared 4.00: 4.00 <= 4.00: they intersect");
  EXPECT_EQ(trace.deciding(), 3u);
  EXPECT_EQ(trace.steps()[3].finding, "intersect");
  const auto& axis = std::get<AxisMark>(trace.steps()[0].marks[0]);
  EXPECT_EQ(axis.direction, Vec3(0, 1, 0));
  EXPECT_EQ(axis.a.lo, 1.0);  // local 3 - radius 2
  EXPECT_EQ(axis.b.lo, -1.0);
}

// The unit cube as a hexahedron (corners in box.h's order).
Hexahedron UnitCube() {
  Hexahedron cube;
  for (int i = 0; i < 8; ++i) {
    cube.corners[static_cast<size_t>(i)] = Vec3(i & 1 ? 1 : 0, i & 2 ? 1 : 0, i & 4 ? 1 : 0);
  }
  return cube;
}

TEST(SphereBoxTrace, HexahedronLooksAtFacesUntilOneHasThePointInFrontThenAtEveryTriangle) {
  // (0.25, 0.75, 3) is behind the five faces -x .. -z and 2 in front of +z;
  // then the 12 face triangles: -x's first gives (0, 0.75, 1) at
  // sqrt(4.0625) = 2.02, and +z's second (corners 4, 7, 6, where y > x)
  // the foot (0.25, 0.75, 1) at 2.
  const Vec3 point(0.25, 0.75, 3);
  Trace trace;
  EXPECT_EQ(ClosestPoint(UnitCube(), point, trace), Vec3(0.25, 0.75, 1));
  ASSERT_EQ(trace.steps().size(), 6u + 12u + 1u);
  EXPECT_EQ(trace.steps()[0].text,
            "face -x (corners 0, 4, 6, 2): A is 0.25 behind its plane: inside");
  EXPECT_EQ(trace.steps()[4].text,
            "face -z (corners 0, 2, 3, 1): A is 3.00 behind its plane: inside");
  EXPECT_EQ(trace.steps()[5].text,
            "face +z (corners 4, 5, 7, 6): A is 2.00 in front of its plane: outside");
  EXPECT_EQ(trace.steps()[5].finding, "outside");
  const auto& plane = std::get<PlaneMark>(trace.steps()[5].marks[0]);
  EXPECT_EQ(plane.normal, Vec3(0, 0, 1));
  EXPECT_DOUBLE_EQ(plane.offset, 1.0);
  EXPECT_DOUBLE_EQ(plane.signed_distance, 2.0);
  EXPECT_EQ(trace.steps()[6].text,
            "face -x, triangle 1 (corners 0, 4, 6): nearest point (0, 0.75, 1.00) at distance "
            "2.02: the nearest so far");
  EXPECT_EQ(trace.steps()[7].text,
            "face -x, triangle 2 (corners 0, 6, 2): nearest point (0, 1.00, 1.00) at distance "
            "2.03: not nearer");
  EXPECT_EQ(trace.steps()[7].finding, "farther");
  EXPECT_EQ(trace.steps()[17].topic, "face +z, triangle 2");
  EXPECT_EQ(trace.steps()[17].text,
            "face +z, triangle 2 (corners 4, 7, 6): nearest point (0.25, 0.75, 1.00) at distance "
            "2.00: the nearest so far");
  EXPECT_EQ(trace.steps()[17].finding, "nearer");
  EXPECT_EQ(trace.steps()[18].text, "B's point nearest A: (0.25, 0.75, 1.00) at distance 2.00");
  EXPECT_EQ(trace.deciding(), 18u);
  EXPECT_EQ(trace.steps()[18].finding, "outside");
}

TEST(SphereBoxTrace, PointInsideAHexahedronIsItsOwnClosestPoint) {
  const Vec3 point(0.5, 0.25, 0.5);
  Trace trace;
  EXPECT_EQ(ClosestPoint(UnitCube(), point, trace), point);
  ASSERT_EQ(trace.steps().size(), 8u);
  for (size_t f = 0; f < 6; ++f) {
    EXPECT_EQ(trace.steps()[f].finding, "inside");
  }
  EXPECT_EQ(trace.steps()[2].text,
            "face -y (corners 0, 1, 5, 4): A is 0.25 behind its plane: inside");
  EXPECT_EQ(trace.steps()[6].text, "A is inside every face plane: its own closest point");
  EXPECT_EQ(trace.steps()[7].text, "B's point nearest A: (0.50, 0.25, 0.50) (A itself: inside B)");
  EXPECT_EQ(trace.deciding(), 7u);
  EXPECT_EQ(trace.steps()[7].finding, "inside");
}

TEST(SphereBoxTrace, PointClampedToAnAabb) {
  Trace trace;
  EXPECT_EQ(ClosestPoint(Aabb{{0, 0, 0}, {1, 1, 1}}, Vec3(2, 0.5, -3), trace), Vec3(1, 0.5, 0));
  ASSERT_EQ(trace.steps().size(), 4u);
  EXPECT_EQ(trace.steps()[2].text, "axis z: A at -3.00, B spans [0, 1.00]: clamped to 0");
  // |(1, 0.5, 0) - (2, 0.5, -3)| = sqrt(10) = 3.16.
  EXPECT_EQ(trace.steps()[3].text, "B's point nearest A: (1.00, 0.50, 0) at distance 3.16");
  EXPECT_EQ(trace.deciding(), 3u);
}

OrientedBox RandomOrientedBox(std::mt19937& rng) {
  std::uniform_real_distribution<double> coord(-2.0, 2.0);
  std::uniform_real_distribution<double> half(0.0, 1.5);
  std::uniform_real_distribution<double> angle(-180.0, 180.0);
  return OrientedBox{{coord(rng), coord(rng), coord(rng)},
                     {half(rng), half(rng), half(rng)},
                     RotationFromEulerDegrees({angle(rng), angle(rng), angle(rng)})};
}

// 10,000 random spheres against random boxes of one kind made by
// `make_box` from a random oriented box: the sphere test and the closest
// point of the sphere's centre, traced and untraced, bit for bit.
template <typename Box, typename MakeBox>
void ExpectTracedAnswersAsUntraced(unsigned seed, MakeBox make_box) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> coord(-3.0, 3.0);
  std::uniform_real_distribution<double> radius(0.0, 2.0);
  int hits = 0;
  for (int i = 0; i < 10000; ++i) {
    const Box box = make_box(RandomOrientedBox(rng));
    const Sphere sphere{{coord(rng), coord(rng), coord(rng)}, radius(rng)};
    Trace trace;
    NoTrace untraced;
    const bool traced = Intersects(sphere, BoxShape(box), trace);
    ASSERT_EQ(traced, Intersects(sphere, BoxShape(box), untraced));
    ASSERT_EQ(traced, Intersects(sphere, BoxShape(box)));
    ASSERT_FALSE(trace.empty());
    ASSERT_EQ(trace.steps()[trace.deciding()].finding, traced ? "intersect" : "apart");
    hits += traced;
    Trace closest_trace;
    ASSERT_EQ(ClosestPoint(box, sphere.center, closest_trace),
              ClosestPoint(box, sphere.center, untraced));
    ASSERT_FALSE(closest_trace.empty());
  }
  EXPECT_GT(hits, 1000);
  EXPECT_LT(hits, 9000);
}

TEST(SphereBoxTrace, TracedAnswersAsUntracedForOrientedBoxes) {
  ExpectTracedAnswersAsUntraced<OrientedBox>(381, [](const OrientedBox& box) { return box; });
}

TEST(SphereBoxTrace, TracedAnswersAsUntracedForAabbs) {
  ExpectTracedAnswersAsUntraced<Aabb>(
      382, [](const OrientedBox& box) { return CornerBounds(BoxShape(box)); });
}

TEST(SphereBoxTrace, TracedAnswersAsUntracedForHexahedra) {
  ExpectTracedAnswersAsUntraced<Hexahedron>(383, [](OrientedBox box) {
    box.half_extents += Vec3(0.1);  // a flat hexahedron is not valid
    return Hexahedron{Corners(box)};
  });
}

}  // namespace
}  // namespace collide
