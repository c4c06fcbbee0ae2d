// The sphere and plane casts explain themselves: the book's geometric
// sphere cast (the centre projected on the ray, its squared distance from
// the ray against r^2, then t), the one- and two-sided plane casts, and the
// segment tests built on them. Numbers worked by hand; traced answers equal
// untraced ones bit for bit.
#include <gtest/gtest.h>

#include <cstring>
#include <optional>
#include <random>
#include <string>
#include <variant>

#include "collide/queries/raycast.h"
#include "collide/trace/trace.h"
#include "collide/trace/trace_compare.h"

namespace collide {
namespace raycast_sphere_plane_trace_test {
namespace {

const Ray kAlongX{{0.0, 0.0, 0.0}, {1.0, 0.0, 0.0}};

TEST(SphereCastTrace, ProjectionDistanceThenEntry) {
  // Centre (3, 0.8, 0), radius 1, from the origin along +x: e . d = 3, the
  // centre 0.8 off the ray (0.64 squared), half chord sqrt(1 - 0.64) = 0.6,
  // entry at 3 - 0.6 = 2.4.
  const Sphere sphere{{3.0, 0.8, 0.0}, 1.0};
  Trace trace;
  const auto hit = Raycast(kAlongX, sphere, trace);
  ASSERT_TRUE(hit);
  ASSERT_EQ(trace.steps().size(), 3u);
  EXPECT_EQ(trace.steps()[0].text,
            "e = centre - origin = (3.00, 0.80, 0); the centre projects on the ray at t = e . d "
            "= 3.00");
  EXPECT_EQ(trace.steps()[1].text,
            "the centre's squared distance from the ray's line |e - t d|^2 = 0.64 against r^2 = "
            "1.00: half chord^2 = r^2 - |e - t d|^2 = 0.36, the line meets the sphere");
  EXPECT_EQ(trace.steps()[2].text,
            "t = e . d - half chord = 3.00 - 0.60 = 2.40: the ray enters there: first hit at "
            "t = 2.40");
  EXPECT_EQ(trace.steps()[0].topic, "projection");
  EXPECT_EQ(trace.steps()[1].finding, "meets");
  EXPECT_EQ(trace.deciding(), 2u);
  EXPECT_TRUE(trace.steps()[2].deciding);
  EXPECT_EQ(trace.steps()[2].finding, "hit");
  const auto& nearest = std::get<PointMark>(trace.steps()[0].marks[0]);
  EXPECT_EQ(nearest.position, Vec3(3.0, 0.0, 0.0));
  const auto& entry = std::get<PointMark>(trace.steps()[2].marks[0]);
  EXPECT_NEAR(entry.position.x, 2.4, 1e-12);
}

TEST(SphereCastTrace, ALineOutsideTheSphereMissesAtTheDistance) {
  // Centre 2 off the ray, radius 1: 4 against 1.
  Trace trace;
  EXPECT_FALSE(Raycast(kAlongX, Sphere{{3.0, 2.0, 0.0}, 1.0}, trace));
  ASSERT_EQ(trace.steps().size(), 2u);
  EXPECT_EQ(trace.steps()[1].text,
            "the centre's squared distance from the ray's line |e - t d|^2 = 4.00 against r^2 = "
            "1.00: the line passes outside the sphere: miss");
  EXPECT_EQ(trace.deciding(), 1u);
  EXPECT_EQ(trace.steps()[1].finding, "miss");
  const auto& sphere = std::get<SphereMark>(trace.steps()[1].marks[0]);
  EXPECT_EQ(sphere.radius, 1.0);
}

TEST(SphereCastTrace, FromInsideTheExitIsTheHitAndBehindIsAMiss) {
  // From (3, 0, 0), the centre's projection: e . d = 0, entry at -0.6 and
  // exit at 0.6.
  Trace inside;
  ASSERT_TRUE(Raycast(Ray{{3.0, 0.0, 0.0}, {1.0, 0.0, 0.0}}, Sphere{{3.0, 0.8, 0.0}, 1.0}, inside));
  ASSERT_EQ(inside.steps().size(), 4u);
  EXPECT_EQ(inside.steps()[2].text,
            "t = e . d - half chord = 0 - 0.60 = -0.60 < 0: the entry is behind the origin");
  EXPECT_EQ(inside.steps()[3].text,
            "t = e . d + half chord = 0 + 0.60 = 0.60: the origin is inside; first hit where the "
            "ray leaves, at t = 0.60");
  EXPECT_EQ(inside.deciding(), 3u);
  // A sphere about (-3, 0, 0): entry -4, exit -2.
  Trace behind;
  EXPECT_FALSE(Raycast(kAlongX, Sphere{{-3.0, 0.0, 0.0}, 1.0}, behind));
  ASSERT_EQ(behind.steps().size(), 4u);
  EXPECT_EQ(behind.steps()[3].text,
            "t = e . d + half chord = -3.00 + 1.00 = -2.00 < 0: the sphere is behind the origin: "
            "miss");
  EXPECT_EQ(behind.deciding(), 3u);
  EXPECT_TRUE(behind.steps()[3].deciding);
  EXPECT_EQ(behind.steps()[3].finding, "miss");
}

TEST(SegmentSphereTrace, TheSegmentEndsBeforeTheEntry) {
  // The first test's cast, cut to length 2: the entry at 2.4 is past it.
  Trace trace;
  EXPECT_FALSE(
      Linecast(Segment{{0.0, 0.0, 0.0}, {2.0, 0.0, 0.0}}, Sphere{{3.0, 0.8, 0.0}, 1.0}, trace));
  ASSERT_EQ(trace.steps().size(), 5u);
  EXPECT_EQ(trace.steps()[4].text,
            "the hit's t = 2.40 > length 2.00: the segment ends before the surface: miss");
  EXPECT_EQ(trace.deciding(), 4u);
}

// The plane y = 2 with the ray from the origin along +y: it comes from
// behind (distance -2) and moves along the normal (+1), reaching the plane
// at t = 2.
const Plane kPlaneY2{{0.0, 2.0, 0.0}, {0.0, 1.0, 0.0}};
const Ray kUp{{0.0, 0.0, 0.0}, {0.0, 1.0, 0.0}};

TEST(PlaneCastTrace, TwoSidedHitsFromBehind) {
  Trace trace;
  ASSERT_TRUE(Raycast(kUp, kPlaneY2, trace));
  ASSERT_EQ(trace.steps().size(), 3u);
  EXPECT_EQ(trace.steps()[0].text,
            "n = (0, 1.00, 0), n . x = 2.00; the origin's signed distance from it -2.00");
  EXPECT_EQ(trace.steps()[0].finding, "behind");
  EXPECT_EQ(trace.steps()[1].text, "n . direction = 1.00: along the normal");
  EXPECT_EQ(trace.steps()[2].text,
            "t = -distance / (n . direction) = 2.00 / 1.00 = 2.00: hit at "
            "t = 2.00");
  EXPECT_EQ(trace.deciding(), 2u);
  EXPECT_TRUE(trace.steps()[2].deciding);
  EXPECT_EQ(std::get<PointMark>(trace.steps()[2].marks[0]).position, Vec3(0.0, 2.0, 0.0));
  const auto& plane = std::get<PlaneMark>(trace.steps()[0].marks[0]);
  EXPECT_EQ(plane.offset, 2.0);
  EXPECT_EQ(plane.signed_distance, -2.0);
}

TEST(PlaneCastTrace, OneSidedMissesFromBehindWhereTheTwoPart) {
  Trace one_sided;
  EXPECT_FALSE(RaycastOneSided(kUp, kPlaneY2, one_sided));
  ASSERT_EQ(one_sided.steps().size(), 2u);
  EXPECT_EQ(one_sided.steps()[0].text,
            "n = (0, 1.00, 0), n . x = 2.00; the origin's signed distance from it -2.00");
  EXPECT_EQ(one_sided.steps()[1].text,
            "n . direction = 1.00 >= 0: parallel, or coming from behind: the book's cast misses");
  EXPECT_EQ(one_sided.deciding(), 1u);
  EXPECT_TRUE(one_sided.steps()[1].deciding);
  Trace two_sided;
  ASSERT_TRUE(Raycast(kUp, kPlaneY2, two_sided));
  const auto parting = FirstParting(one_sided, two_sided);
  ASSERT_TRUE(parting);
  EXPECT_TRUE(parting->same_topic);
  EXPECT_EQ(parting->first, 1u);
  EXPECT_EQ(parting->second, 1u);
}

TEST(PlaneCastTrace, OneSidedFromTheFrontAndParallelRays) {
  // From (0, 5, 0) down: distance 3, rate -1, t = 3.
  Trace front;
  ASSERT_TRUE(RaycastOneSided(Ray{{0.0, 5.0, 0.0}, {0.0, -1.0, 0.0}}, kPlaneY2, front));
  ASSERT_EQ(front.steps().size(), 3u);
  EXPECT_EQ(front.steps()[1].text, "n . direction = -1.00 < 0: the ray faces the plane's front");
  EXPECT_EQ(front.steps()[2].text,
            "t = -distance / (n . direction) = -3.00 / -1.00 = 3.00: hit at t = 3.00");
  EXPECT_EQ(front.deciding(), 2u);
  // Two-sided, parallel: off the plane misses, in it hits at 0.
  Trace off;
  EXPECT_FALSE(Raycast(kAlongX, kPlaneY2, off));
  ASSERT_EQ(off.steps().size(), 2u);
  EXPECT_EQ(off.steps()[1].text, "n . direction = 0: parallel, off the plane: miss");
  EXPECT_EQ(off.deciding(), 1u);
  Trace in;
  ASSERT_TRUE(Raycast(Ray{{0.0, 2.0, 0.0}, {1.0, 0.0, 0.0}}, kPlaneY2, in));
  ASSERT_EQ(in.steps().size(), 2u);
  EXPECT_EQ(in.steps()[1].text, "n . direction = 0: the ray lies in the plane: hit at t = 0");
  // Two-sided, moving away: t = -(-2) / -1 = -2.
  Trace away;
  EXPECT_FALSE(Raycast(Ray{{0.0, 0.0, 0.0}, {0.0, -1.0, 0.0}}, kPlaneY2, away));
  ASSERT_EQ(away.steps().size(), 3u);
  EXPECT_EQ(away.steps()[2].text,
            "t = -distance / (n . direction) = 2.00 / -1.00 = -2.00 < 0: the plane is behind the "
            "origin: miss");
  EXPECT_EQ(away.deciding(), 2u);
}

TEST(SegmentPlaneTrace, TheSegmentsLengthAgainstThePlanesT) {
  Trace reaching;
  EXPECT_TRUE(Linecast(Segment{{0.0, 0.0, 0.0}, {0.0, 3.0, 0.0}}, kPlaneY2, reaching));
  ASSERT_EQ(reaching.steps().size(), 5u);
  EXPECT_EQ(reaching.steps()[4].text,
            "the hit's t = 2.00 <= length 3.00: the segment reaches the surface: hit");
  EXPECT_EQ(reaching.deciding(), 4u);
  EXPECT_TRUE(reaching.steps()[4].deciding);
  Trace one_sided;
  EXPECT_FALSE(LinecastOneSided(Segment{{0.0, 0.0, 0.0}, {0.0, 3.0, 0.0}}, kPlaneY2, one_sided));
  ASSERT_EQ(one_sided.steps().size(), 3u);
  EXPECT_EQ(one_sided.deciding(), 2u);
  EXPECT_EQ(one_sided.steps()[2].topic, "direction");
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

TEST(SphereCastTrace, TracedAnswersAreTheUntracedOnesBitForBit) {
  std::mt19937_64 random(38);
  std::uniform_real_distribution<double> coordinate(-3.0, 3.0);
  std::uniform_real_distribution<double> radius(0.0, 2.0);
  std::uniform_int_distribution<int> flat(0, 3);
  const auto point = [&] {
    return Vec3(coordinate(random), coordinate(random), coordinate(random));
  };
  int sphere_hits = 0;
  constexpr int kCases = 10000;
  for (int i = 0; i < kCases; ++i) {
    Vec3 direction = point();
    const Plane plane{point(), point()};
    if (flat(random) == 0) {
      direction -= glm::dot(direction, plane.normal) / glm::dot(plane.normal, plane.normal) *
                   plane.normal;  // near parallel to the plane
    }
    const Ray ray = *MakeRay(point(), direction);
    const Sphere sphere{point(), radius(random)};
    const Segment segment{ray.origin, ray.origin + 3.0 * ray.direction};
    Trace a, b, c, d, e, f;
    const auto sphere_hit = Raycast(ray, sphere);
    ASSERT_TRUE(SameBits(Raycast(ray, sphere, a), sphere_hit)) << i;
    ASSERT_TRUE(SameBits(Raycast(ray, plane, b), Raycast(ray, plane))) << i;
    ASSERT_TRUE(SameBits(RaycastOneSided(ray, plane, c), RaycastOneSided(ray, plane))) << i;
    ASSERT_TRUE(SameBits(Linecast(segment, sphere, d), Linecast(segment, sphere))) << i;
    ASSERT_TRUE(SameBits(Linecast(segment, plane, e), Linecast(segment, plane))) << i;
    ASSERT_TRUE(SameBits(LinecastOneSided(segment, plane, f), LinecastOneSided(segment, plane)))
        << i;
    ASSERT_FALSE(a.empty());
    sphere_hits += sphere_hit ? 1 : 0;
  }
  EXPECT_GT(sphere_hits, kCases / 20);
  EXPECT_LT(sphere_hits, kCases - kCases / 20);
}

}  // namespace
}  // namespace raycast_sphere_plane_trace_test
}  // namespace collide
