// Segment tests (collide/raycast.h, Linecast and LinecastOneSided) against
// brute force: sampling along the segment, from start to end, with each
// shape's own inside test, as the ray casts' property test marches along
// the ray.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>
#include <random>

#include "collide/queries/raycast.h"
#include "collide/shapes/plane.h"
#include "fixtures.h"

namespace collide {
namespace linecast_property_test {
namespace {

using collide::testing::ExpectNear;

struct SampleStats {
  int cases = 0;
  int entered = 0;        // started outside, sampling found the solid
  int left = 0;           // started inside, sampling found the way out
  int stayed_inside = 0;  // start and end inside: the book's "no hit"
  int missed = 0;         // started outside and never reached it
  int zero_length = 0;
  int grazed = 0;  // the test hit a sliver thinner than a sample step
};

// How a hit's normal must face for a hit from outside (`from_inside` false)
// or from inside; each shape says.
using NormalCheck = std::function<void(const RayHit& hit, const Vec3& direction, bool from_inside)>;

// Samples the segment every `step` from start to end, end included, with the
// shape's inclusive inside test, and checks the test's answer against it:
// - zero length: no hit (there is no direction to cast along);
// - start and end inside (for a convex shape, the whole segment): no hit,
//   as the book says, it never crosses the surface;
// - the first sample on the other side of the surface from the start is at
//   most one step after the hit, when `crossing_counts(starts_inside)`; when
//   it does not count (a one-sided plane crossed from behind), no hit;
// - no sample outside the start's side: a hit may only be a graze, its
//   point within 1e-9 * `size` of the shape;
// - every hit is at start + t * direction, with 0 <= t <= length, on the
//   surface (in the shape within 1e-9 * `size`).
SampleStats CheckAgainstSampling(const std::optional<RayHit>& hit, const Segment& segment,
                                 double step, double size,
                                 const std::function<bool(const Vec3&)>& inside,
                                 const std::function<double(const Vec3&)>& outside_by,
                                 const std::function<bool(bool)>& crossing_counts,
                                 const NormalCheck& normal_faces) {
  SampleStats stats;
  stats.cases = 1;
  const double length = glm::length(segment.end - segment.start);
  if (length == 0.0) {
    EXPECT_FALSE(hit.has_value()) << "a zero-length segment hit";
    ++stats.zero_length;
    return stats;
  }
  const Vec3 direction = (segment.end - segment.start) / length;
  const auto at = [&](double t) { return segment.start + t * direction; };
  const bool starts_inside = inside(segment.start);
  const int steps = static_cast<int>(std::ceil(length / step));
  std::optional<double> crossed;  // t of the first sample on the other side
  double before = 0.0;            // t of the sample before it
  for (int k = 1; k <= steps && !crossed; ++k) {
    const double t = std::min(k * step, length);
    if (inside(k == steps ? segment.end : at(t)) != starts_inside) {
      crossed = t;
    } else {
      before = t;
    }
  }
  const double slack = 1e-9;
  if (crossed && crossing_counts(starts_inside)) {
    EXPECT_TRUE(hit.has_value()) << "sampling crossed the surface at t = " << *crossed;
    if (!hit) {
      return stats;
    }
    ++(starts_inside ? stats.left : stats.entered);
    EXPECT_GE(hit->t, before - slack);
    EXPECT_LE(hit->t, *crossed + slack);
    normal_faces(*hit, direction, starts_inside);
  } else if (crossed) {
    EXPECT_FALSE(hit.has_value()) << "a crossing this test ignores, hit at t = " << hit->t;
    ++stats.missed;
  } else if (starts_inside) {
    EXPECT_FALSE(hit.has_value()) << "a segment wholly inside hit at t = " << hit->t;
    ++stats.stayed_inside;
  } else if (hit) {
    ++stats.grazed;
    EXPECT_LE(outside_by(hit->point), 1e-9 * size) << "a hit where sampling found nothing";
  } else {
    ++stats.missed;
  }
  if (hit) {
    EXPECT_NEAR(glm::length(hit->normal), 1.0, 1e-12);
    EXPECT_GE(hit->t, 0.0);
    EXPECT_LE(hit->t, length * (1.0 + 1e-12));
    ExpectNear(hit->point, at(hit->t), 1e-12 * (1 + hit->t));
    EXPECT_LE(outside_by(hit->point), 1e-9 * size);
  }
  return stats;
}

void Accumulate(SampleStats& total, const SampleStats& one) {
  total.cases += one.cases;
  total.entered += one.entered;
  total.left += one.left;
  total.stayed_inside += one.stayed_inside;
  total.missed += one.missed;
  total.zero_length += one.zero_length;
  total.grazed += one.grazed;
}

// Random segments at a shape near the origin: one in five with both ends
// near its centre (mostly wholly inside), one in five from near the centre
// out to [-4, 4]^3 (leaving), the rest from [-4, 4]^3 towards a point near
// the shape, stopping short of it or past it; one in 40 of zero length.
struct RandomSegments {
  std::mt19937 rng{2026};
  std::uniform_real_distribution<double> unit{-1.0, 1.0};
  int made = 0;

  Vec3 Offset(double scale) { return scale * Vec3(unit(rng), unit(rng), unit(rng)); }

  Segment Next(const Vec3& center, double size) {
    const int kind = std::uniform_int_distribution<int>(0, 4)(rng);
    Segment segment;
    if (kind == 0) {
      segment = {center + Offset(0.5 * size), center + Offset(0.5 * size)};
    } else if (kind == 1) {
      segment = {center + Offset(0.5 * size), Offset(4.0)};
    } else {
      const Vec3 start = Offset(4.0);
      const Vec3 target = center + Offset(1.2 * size);
      const double reach = std::uniform_real_distribution<double>(0.3, 1.6)(rng);
      segment = {start, start + reach * (target - start)};
    }
    if (++made % 40 == 0) {
      segment.end = segment.start;
    }
    return segment;
  }
};

constexpr int kPropertyCases = 400;
constexpr double kStep = 1e-3;

void ExpectAllKindsSeen(const SampleStats& total, bool solid) {
  EXPECT_EQ(total.cases, kPropertyCases);
  EXPECT_EQ(total.entered + total.left + total.stayed_inside + total.missed + total.zero_length +
                total.grazed,
            total.cases);
  EXPECT_EQ(total.zero_length, kPropertyCases / 40);
  EXPECT_GT(total.entered, kPropertyCases / 10);
  EXPECT_GT(total.left, kPropertyCases / 20);
  EXPECT_GT(total.stayed_inside, kPropertyCases / 20);
  EXPECT_GT(total.missed, kPropertyCases / 20);
  EXPECT_LE(total.grazed, solid ? kPropertyCases / 50 : 0);
}

// A solid's normal points out of it: against the segment where it enters,
// along it where it leaves; a little way out along it is outside.
NormalCheck SolidNormal(const std::function<bool(const Vec3&)>& inside, double size) {
  return [inside, size](const RayHit& hit, const Vec3& direction, bool from_inside) {
    if (from_inside) {
      EXPECT_GE(glm::dot(hit.normal, direction), -1e-9);
    } else {
      EXPECT_LE(glm::dot(hit.normal, direction), 1e-9);
    }
    EXPECT_FALSE(inside(hit.point + 1e-6 * size * hit.normal));
  };
}

TEST(LinecastProperty, SphereMatchesSampling) {
  RandomSegments segments;
  std::uniform_real_distribution<double> radius(0.3, 1.5);
  SampleStats total;
  for (int i = 0; i < kPropertyCases; ++i) {
    const Sphere sphere{segments.Offset(1.0), radius(segments.rng)};
    const Segment segment = segments.Next(sphere.center, sphere.radius);
    const auto inside = [&](const Vec3& p) {
      return glm::dot(p - sphere.center, p - sphere.center) <= sphere.radius * sphere.radius;
    };
    const auto outside_by = [&](const Vec3& p) {
      return glm::length(p - sphere.center) - sphere.radius;
    };
    Accumulate(total,
               CheckAgainstSampling(
                   Linecast(segment, sphere), segment, kStep, sphere.radius, inside, outside_by,
                   [](bool) { return true; }, SolidNormal(inside, sphere.radius)));
  }
  ExpectAllKindsSeen(total, true);
}

TEST(LinecastProperty, AabbMatchesSampling) {
  RandomSegments segments;
  std::uniform_real_distribution<double> half(0.2, 1.2);
  SampleStats total;
  for (int i = 0; i < kPropertyCases; ++i) {
    const Vec3 c = segments.Offset(1.0);
    const Vec3 h(half(segments.rng), half(segments.rng), half(segments.rng));
    const Aabb box{c - h, c + h};
    const Segment segment = segments.Next(c, glm::length(h));
    const auto inside = [&](const Vec3& p) {
      return glm::all(glm::greaterThanEqual(p, box.min)) &&
             glm::all(glm::lessThanEqual(p, box.max));
    };
    const auto outside_by = [&](const Vec3& p) {
      return glm::length(glm::max(glm::max(box.min - p, p - box.max), Vec3(0.0)));
    };
    Accumulate(total,
               CheckAgainstSampling(
                   Linecast(segment, box), segment, kStep, glm::length(h), inside, outside_by,
                   [](bool) { return true; }, SolidNormal(inside, glm::length(h))));
  }
  ExpectAllKindsSeen(total, true);
}

// Planes through a point near the origin with a random normal (not unit:
// the casts normalise it). "Inside" is behind or on the plane.
struct RandomPlanes {
  RandomSegments segments;

  Plane Next() {
    Vec3 normal(0.0);
    while (glm::length(normal) < 0.1) {
      normal = segments.Offset(2.0);
    }
    return Plane{segments.Offset(1.0), normal};
  }
};

// Two-sided: a sheet, hit where the segment first meets it from either
// side, its normal turned to face the side the segment comes from.
TEST(LinecastProperty, TwoSidedPlaneMatchesSampling) {
  RandomPlanes planes;
  SampleStats total;
  for (int i = 0; i < kPropertyCases; ++i) {
    const Plane plane = planes.Next();
    const Vec3 n = glm::normalize(plane.normal);
    const Segment segment = planes.segments.Next(plane.point, 1.0);
    const auto behind = [&](const Vec3& p) { return SignedDistance(plane, p) <= 0.0; };
    const auto off_by = [&](const Vec3& p) { return std::abs(SignedDistance(plane, p)); };
    const auto faces_the_segment = [&](const RayHit& hit, const Vec3& direction, bool) {
      EXPECT_LT(glm::dot(hit.normal, direction), 0.0);
      EXPECT_NEAR(std::abs(glm::dot(hit.normal, n)), 1.0, 1e-12);
    };
    Accumulate(total, CheckAgainstSampling(
                          Linecast(segment, plane), segment, kStep, 1.0, behind, off_by,
                          [](bool) { return true; }, faces_the_segment));
  }
  ExpectAllKindsSeen(total, false);
}

// One-sided, the book's LineTest: only a segment crossing from the front
// (the normal's side) to behind hits, and the normal is the plane's.
TEST(LinecastProperty, OneSidedPlaneMatchesSamplingFromTheFrontOnly) {
  RandomPlanes planes;
  SampleStats total;
  int crossed_from_behind = 0;
  for (int i = 0; i < kPropertyCases; ++i) {
    const Plane plane = planes.Next();
    const Vec3 n = glm::normalize(plane.normal);
    const Segment segment = planes.segments.Next(plane.point, 1.0);
    const auto behind = [&](const Vec3& p) { return SignedDistance(plane, p) <= 0.0; };
    const auto off_by = [&](const Vec3& p) { return std::abs(SignedDistance(plane, p)); };
    const auto is_the_planes = [&](const RayHit& hit, const Vec3&, bool) {
      ExpectNear(hit.normal, n, 1e-12);
    };
    const std::optional<RayHit> hit = LinecastOneSided(segment, plane);
    crossed_from_behind += behind(segment.start) && !behind(segment.end) ? 1 : 0;
    Accumulate(total, CheckAgainstSampling(
                          hit, segment, kStep, 1.0, behind, off_by,
                          [](bool starts_behind) { return !starts_behind; }, is_the_planes));
  }
  // The crossings from behind count as misses here.
  EXPECT_GT(crossed_from_behind, kPropertyCases / 20);
  EXPECT_EQ(total.cases, kPropertyCases);
  EXPECT_EQ(total.left, 0);
  EXPECT_GT(total.entered, kPropertyCases / 10);
  EXPECT_GT(total.missed, crossed_from_behind);
  EXPECT_EQ(total.grazed, 0);
}

}  // namespace
}  // namespace linecast_property_test
}  // namespace collide
