// The frustum tests explain themselves: the book's plane-by-plane tests and
// the exact ones walk the same six planes, then the exact ones look further
// (a sphere's distance to the solid, a SAT walk for boxes and triangles).
// Numbers worked by hand; traced answers are the untraced ones.
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <string>
#include <variant>

#include "collide/shapes/box.h"
#include "collide/shapes/frustum.h"
#include "collide/shapes/sphere.h"
#include "collide/shapes/triangle.h"
#include "collide/trace/trace.h"
#include "collide/trace/trace_compare.h"
#include "trace_fixtures.h"

namespace collide {
namespace {

using testing::RightAngleFrustum;

TEST(FrustumTrace, ASphereBeyondAnEdgeIsIntersectingByTheBookAndOutsideExactly) {
  // Centre (6, 6, -5), radius 0.75: (-6 + 5) / sqrt(2) = -0.71 from the right
  // and the top planes, within the radius of each; 11 / sqrt(2) = 7.78 inside
  // the left and bottom ones, 4 and 5 inside near and far. Its distance to the
  // solid is to the top-right edge, the line t (1, 1, -1): t = 17 / 3, the
  // offset (1/3, 1/3, 2/3), length sqrt(2/3) = 0.82 > 0.75.
  const Frustum frustum = RightAngleFrustum();
  const Sphere sphere{{6.0, 6.0, -5.0}, 0.75};
  Trace book;
  Trace exact;
  EXPECT_EQ(ClassifyByPlanes(frustum, sphere, book), Inclusion::kIntersecting);
  EXPECT_EQ(Classify(frustum, sphere, exact), Inclusion::kOutside);
  ASSERT_EQ(book.steps().size(), 7u);
  ASSERT_EQ(exact.steps().size(), 7u);
  const char* topics[6] = {"plane left", "plane right", "plane bottom",
                           "plane top",  "plane near",  "plane far"};
  const char* findings[6] = {"inside", "straddles", "inside", "straddles", "inside", "inside"};
  for (std::size_t k = 0; k < 6; ++k) {
    EXPECT_EQ(book.steps()[k].topic, topics[k]);
    EXPECT_EQ(exact.steps()[k].topic, topics[k]);
    EXPECT_EQ(book.steps()[k].finding, findings[k]) << k;
    EXPECT_EQ(exact.steps()[k].text, book.steps()[k].text) << k;
  }
  EXPECT_EQ(book.steps()[0].text,
            "plane left: the centre's signed distance 7.78 against the radius 0.75: inside");
  EXPECT_EQ(book.steps()[1].text,
            "plane right: the centre's signed distance -0.71 against the radius 0.75: straddles");
  EXPECT_EQ(book.steps()[4].text,
            "plane near: the centre's signed distance 4.00 against the radius 0.75: inside");
  const auto& right = std::get<PlaneMark>(book.steps()[1].marks.at(0));
  EXPECT_NEAR(right.signed_distance, -std::sqrt(0.5), 1e-12);
  EXPECT_NEAR(right.normal.x, -std::sqrt(0.5), 1e-12);
  EXPECT_EQ(book.steps()[6].text, "more than the radius behind no plane: intersecting");
  EXPECT_EQ(book.deciding(), 6u);
  EXPECT_TRUE(book.steps()[6].deciding);
  EXPECT_EQ(exact.steps()[6].topic, "distance");
  EXPECT_EQ(exact.steps()[6].text,
            "the centre's distance to the solid frustum 0.82 > the radius 0.75: outside");
  EXPECT_EQ(exact.deciding(), 6u);
  EXPECT_TRUE(exact.steps()[6].deciding);
  // The planes agree; past them the book gives its verdict where the exact
  // test measures the distance: they part at their deciding steps.
  const auto parting = FirstParting(book, exact);
  ASSERT_TRUE(parting.has_value());
  EXPECT_FALSE(parting->same_topic);
  EXPECT_EQ(parting->first, 6u);
  EXPECT_EQ(parting->second, 6u);
}

TEST(FrustumTrace, ABoxBehindTheRightPlaneStopsTheBookThereAndTheExactTestAtAnAxis) {
  // Box [6, 7] x [-1/2, 1/2] x [-5.5, -4.5]: -x - z <= -6 + 5.5 < 0 at every
  // corner, so all 8 are behind the right plane. The exact test then walks
  // all six planes and its SAT: axis 1, the left normal (1, 0, -1) / sqrt(2):
  // the box (x - z) / sqrt(2) in [10.5, 12.5] / sqrt(2) = [7.42, 8.84], the
  // frustum [0, 20] / sqrt(2) = [0, 14.14]: gap -6.72. Axis 2, the right
  // normal (-1, 0, -1) / sqrt(2): the box [-2.5, -0.5] / sqrt(2) =
  // [-1.77, -0.35], the frustum [0, 14.14]: gap 0.35, separated.
  const Frustum frustum = RightAngleFrustum();
  const Aabb box{{6.0, -0.5, -5.5}, {7.0, 0.5, -4.5}};
  Trace book;
  Trace exact;
  EXPECT_EQ(ClassifyByPlanes(frustum, box, book), Inclusion::kOutside);
  EXPECT_EQ(Classify(frustum, box, exact), Inclusion::kOutside);
  ASSERT_EQ(book.steps().size(), 2u);
  EXPECT_EQ(book.steps()[0].text, "plane left: 0 of 8 corners behind it: inside");
  EXPECT_EQ(book.steps()[1].text, "plane right: 8 of 8 corners behind it: outside");
  EXPECT_EQ(book.deciding(), 1u);
  EXPECT_TRUE(book.steps()[1].deciding);
  ASSERT_EQ(exact.steps().size(), 8u);
  EXPECT_EQ(exact.steps()[1].text, book.steps()[1].text);
  EXPECT_EQ(exact.steps()[5].text, "plane far: 0 of 8 corners behind it: inside");
  EXPECT_EQ(exact.steps()[6].text,
            "axis 1, B's face left = (0.71, 0, -0.71): A projects to [7.42, 8.84], B to "
            "[0, 14.14]; gap -6.72: overlap");
  EXPECT_EQ(exact.steps()[7].text,
            "axis 2, B's face right = (-0.71, 0, -0.71): A projects to [-1.77, -0.35], B to "
            "[0, 14.14]; gap 0.35: separated");
  EXPECT_EQ(exact.deciding(), 7u);
  EXPECT_TRUE(exact.steps()[7].deciding);
  // Same topics and findings as far as the book goes: they part at their
  // deciding steps.
  const auto parting = FirstParting(book, exact);
  ASSERT_TRUE(parting.has_value());
  EXPECT_FALSE(parting->same_topic);
  EXPECT_EQ(parting->first, 1u);
  EXPECT_EQ(parting->second, 7u);
}

TEST(FrustumTrace, APointStopsAtThePlaneItIsBehind) {
  // (0, 0, -5): 5 / sqrt(2) = 3.54 in front of the four sides, 4 and 5 of
  // near and far: inside. (0, 0, -0.5): in front of the sides, 0.5 behind near.
  const Frustum frustum = RightAngleFrustum();
  Trace inside;
  EXPECT_EQ(Classify(frustum, Vec3(0.0, 0.0, -5.0), inside), Inclusion::kInside);
  ASSERT_EQ(inside.steps().size(), 7u);
  EXPECT_EQ(inside.steps()[0].text, "plane left: the point's signed distance 3.54: inside");
  EXPECT_EQ(inside.steps()[6].text, "in front of or on all six planes: inside");
  EXPECT_EQ(inside.deciding(), 6u);
  EXPECT_TRUE(inside.steps()[6].deciding);
  Trace outside;
  EXPECT_EQ(Classify(frustum, Vec3(0.0, 0.0, -0.5), outside), Inclusion::kOutside);
  ASSERT_EQ(outside.steps().size(), 5u);
  EXPECT_EQ(outside.steps()[4].text, "plane near: the point's signed distance -0.50: outside");
  EXPECT_EQ(outside.deciding(), 4u);
  EXPECT_TRUE(outside.steps()[4].deciding);
}

TEST(FrustumTrace, ATriangleBehindTheRightPlaneIsSeparatedByThatFace) {
  // (6, 0, -5), (7, 0, -5), (6, 1, -5): -x - z = -1, -2, -1: all behind the
  // right plane. Axis 1 (left normal): (x - z) / sqrt(2) = 11, 12, 11 over
  // sqrt(2): [7.78, 8.49] against [0, 14.14], gap -6.36. Axis 2 (right
  // normal): [-2, -1] / sqrt(2) = [-1.41, -0.71]: gap 0.71, separated.
  const Frustum frustum = RightAngleFrustum();
  const Triangle triangle{{Vec3(6.0, 0.0, -5.0), Vec3(7.0, 0.0, -5.0), Vec3(6.0, 1.0, -5.0)}};
  Trace trace;
  EXPECT_EQ(Classify(frustum, triangle, trace), Inclusion::kOutside);
  ASSERT_EQ(trace.steps().size(), 8u);
  EXPECT_EQ(trace.steps()[1].text, "plane right: 3 of 3 corners behind it: outside");
  EXPECT_EQ(trace.steps()[6].text,
            "axis 1, B's face left = (0.71, 0, -0.71): A projects to [7.78, 8.49], B to "
            "[0, 14.14]; gap -6.36: overlap");
  EXPECT_EQ(trace.steps()[7].finding, "separated");
  EXPECT_EQ(trace.steps()[7].text,
            "axis 2, B's face right = (-0.71, 0, -0.71): A projects to [-1.41, -0.71], B to "
            "[0, 14.14]; gap 0.71: separated");
  EXPECT_EQ(trace.deciding(), 7u);
  EXPECT_TRUE(trace.steps()[7].deciding);
}

TEST(FrustumTrace, TracedAnswersAreTheUntracedOnesOnRandomShapes) {
  std::mt19937_64 random(6);
  std::uniform_real_distribution<double> position(-12.0, 12.0);
  std::uniform_real_distribution<double> size(0.05, 3.0);
  std::uniform_real_distribution<double> angle(20.0, 120.0);
  int outside = 0;
  for (int k = 0; k < 10000; ++k) {
    Frustum frustum = RightAngleFrustum();
    frustum.eye = Vec3(position(random), position(random), position(random)) * 0.2;
    frustum.target = frustum.eye + Vec3(position(random), position(random), -12.0);
    frustum.fov_deg = angle(random);
    const Vec3 p(position(random), position(random), position(random) - 6.0);
    const Sphere sphere{p, size(random)};
    const Vec3 half(size(random), size(random), size(random));
    const Aabb box{p - half, p + half};
    const Triangle triangle{
        {p, p + Vec3(size(random), 0.0, size(random)), p + Vec3(0.0, size(random), -size(random))}};
    Trace t[6];
    ASSERT_EQ(Classify(frustum, p, t[0]), Classify(frustum, p)) << k;
    ASSERT_EQ(Classify(frustum, sphere, t[1]), Classify(frustum, sphere)) << k;
    ASSERT_EQ(ClassifyByPlanes(frustum, sphere, t[2]), ClassifyByPlanes(frustum, sphere)) << k;
    ASSERT_EQ(Classify(frustum, box, t[3]), Classify(frustum, box)) << k;
    ASSERT_EQ(ClassifyByPlanes(frustum, box, t[4]), ClassifyByPlanes(frustum, box)) << k;
    ASSERT_EQ(Classify(frustum, triangle, t[5]), Classify(frustum, triangle)) << k;
    for (int i = 0; i < 6; ++i) {
      ASSERT_FALSE(t[i].empty()) << k;
      ASSERT_TRUE(t[i].steps()[t[i].deciding()].deciding) << k << " " << i;
    }
    outside += Classify(frustum, box) == Inclusion::kOutside ? 1 : 0;
  }
  EXPECT_GT(outside, 1000);
  EXPECT_LT(outside, 9000);
}

}  // namespace
}  // namespace collide
