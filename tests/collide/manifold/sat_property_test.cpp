// PenetrateBySat against the brute-force oracle (sat_oracle.h) on random
// polytope pairs, and the oracle's axes against an independent one: the
// planes through every three points of the Minkowski difference.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <optional>
#include <random>
#include <string>
#include <variant>
#include <vector>

#include "collide/manifold/hull_from_points.h"
#include "collide/manifold/sat_penetration.h"
#include "sat_oracle.h"

namespace collide {
namespace sat_property_test {
namespace {

using sat_oracle::L;
using sat_oracle::LVec;
using sat_oracle::OraclePolytope;

// Shapes near the origin, about 1 across; hulls from a pool placed around it.
class RandomPolytopes {
 public:
  explicit RandomPolytopes(unsigned seed) : rng_(seed) {
    for (int i = 0; i < 64; ++i) {
      std::vector<Vec3> points;
      const Vec3 center = Near(0.6);
      const int count = 4 + i % 5;
      for (int k = 0; k < count; ++k) {
        points.push_back(center + Near(0.6));
      }
      auto built = HullFromPoints(points);
      if (auto* hull = std::get_if<ConvexHull>(&built)) {
        hulls_.push_back(std::move(*hull));
      }
    }
  }

  Vec3 Near(double reach) {
    std::uniform_real_distribution<double> coordinate(-reach, reach);
    return {coordinate(rng_), coordinate(rng_), coordinate(rng_)};
  }

  // kind: 0 box, 1 AABB, 2 triangle, 3 hull, 4 segment, 5 point.
  ConvexShape Make(int kind, OraclePolytope* oracle) {
    std::uniform_real_distribution<double> half(0.05, 0.8);
    std::uniform_real_distribution<double> angle(-180.0, 180.0);
    switch (kind) {
      case 0: {
        const OrientedBox box{Near(0.6),
                              {half(rng_), half(rng_), half(rng_)},
                              RotationFromEulerDegrees({angle(rng_), angle(rng_), angle(rng_)})};
        *oracle = sat_oracle::OracleBox(box);
        return box;
      }
      case 1: {
        const Vec3 center = Near(0.6);
        const Vec3 h(half(rng_), half(rng_), half(rng_));
        const Aabb box{center - h, center + h};
        *oracle = sat_oracle::OracleBox(ToOrientedBox(box));
        return box;
      }
      case 2: {
        const Vec3 center = Near(0.6);
        const Triangle t{{center + Near(0.7), center + Near(0.7), center + Near(0.7)}};
        *oracle = sat_oracle::OracleTriangle(t);
        return t;
      }
      case 3: {
        const ConvexHull& hull = hulls_[rng_() % hulls_.size()];
        *oracle = sat_oracle::OracleHull(hull);
        return &hull;
      }
      case 4: {
        const Vec3 center = Near(0.6);
        const Segment s{center + Near(0.6), center + Near(0.6)};
        *oracle = sat_oracle::OracleSegment(s);
        return s;
      }
      default: {
        const Vec3 p = Near(0.7);
        *oracle = sat_oracle::OraclePoint(p);
        return ConvexPoint{p};
      }
    }
  }

  std::mt19937& rng() { return rng_; }
  std::size_t hull_count() const { return hulls_.size(); }

 private:
  std::mt19937 rng_;
  std::vector<ConvexHull> hulls_;
};

TEST(SatProperty, DepthAndNormalAgreeWithBruteForceOnAHundredThousandPairs) {
  RandomPolytopes shapes(37);
  ASSERT_GE(shapes.hull_count(), 60u);
  constexpr int kPairs = 100'000;
  constexpr long double kTouching = 1e-7L;  // pairs this near touching are skipped
  constexpr double kTolerance = 1e-9;       // shapes are about 1 across
  int overlapping = 0;
  int apart = 0;
  for (int i = 0; i < kPairs; ++i) {
    // Every pair of kinds, a point or a segment only against a shape with area.
    const int kind_a = static_cast<int>(shapes.rng()() % 6);
    const int kind_b =
        kind_a >= 4 ? static_cast<int>(shapes.rng()() % 4) : static_cast<int>(shapes.rng()() % 6);
    OraclePolytope oracle_a;
    OraclePolytope oracle_b;
    const ConvexShape a = shapes.Make(kind_a, &oracle_a);
    const ConvexShape b = shapes.Make(kind_b, &oracle_b);
    const long double least = sat_oracle::LeastOverlap(oracle_a, oracle_b);
    const std::optional<Penetration> p = PenetrateBySat(a, b);
    if (std::abs(least) < kTouching) {
      continue;
    }
    if (least < 0) {
      ++apart;
      ASSERT_FALSE(p) << "pair " << i << " kinds " << kind_a << "," << kind_b << " apart by "
                      << static_cast<double>(-least);
      continue;
    }
    ++overlapping;
    ASSERT_TRUE(p) << "pair " << i << " kinds " << kind_a << "," << kind_b;
    ASSERT_NEAR(p->depth, static_cast<double>(least), kTolerance)
        << "pair " << i << " kinds " << kind_a << "," << kind_b;
    ASSERT_NEAR(glm::length(p->normal), 1.0, 1e-12);
    // The normal is an axis along which the overlap, b taken along it, is
    // the depth.
    ASSERT_NEAR(static_cast<double>(sat_oracle::OverlapAlong(oracle_a, oracle_b, L(p->normal))),
                p->depth, kTolerance)
        << "pair " << i << " kinds " << kind_a << "," << kind_b;
    ASSERT_NEAR(glm::length(p->on_a - p->on_b - p->normal * p->depth), 0.0, 1e-12);
  }
  EXPECT_GT(overlapping, kPairs / 5);
  EXPECT_GT(apart, kPairs / 5);
}

// The depth as the distance from the origin to the nearest face of the
// Minkowski difference b - a, its faces found as the planes through three
// of its points with every point on one side: no list of axes at all.
long double DepthFromMinkowskiFaces(const OraclePolytope& a, const OraclePolytope& b) {
  std::vector<LVec> difference;
  for (const LVec& pb : b.corners) {
    for (const LVec& pa : a.corners) {
      difference.push_back(pb - pa);
    }
  }
  long double least = INFINITY;
  const std::size_t n = difference.size();
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = i + 1; j < n; ++j) {
      for (std::size_t k = j + 1; k < n; ++k) {
        const LVec normal =
            sat_oracle::Cross(difference[j] - difference[i], difference[k] - difference[i]);
        const long double length = sat_oracle::Length(normal);
        if (length < 1e-12L) {
          continue;
        }
        const long double offset = sat_oracle::Dot(normal, difference[i]);
        long double low = INFINITY;
        long double high = -INFINITY;
        for (const LVec& d : difference) {
          low = std::min(low, sat_oracle::Dot(normal, d) - offset);
          high = std::max(high, sat_oracle::Dot(normal, d) - offset);
        }
        const long double slack = 1e-12L * length;
        if (high <= slack) {  // a face with outward normal +normal
          least = std::min(least, offset / length);
        } else if (low >= -slack) {  // ... with outward normal -normal
          least = std::min(least, -offset / length);
        }
      }
    }
  }
  return least;
}

TEST(SatProperty, AxesFindTheNearestFaceOfTheMinkowskiDifference) {
  RandomPolytopes shapes(38);
  ASSERT_GE(shapes.hull_count(), 60u);
  int compared = 0;
  for (int i = 0; i < 6000; ++i) {
    // Small shapes (triangles, segments, four- to six-point hulls), so that
    // trying every three points stays quick.
    const int kinds[] = {2, 3, 4};
    const int kind_a = kinds[shapes.rng()() % 3];
    const int kind_b =
        kind_a == 4 ? 2 + static_cast<int>(shapes.rng()() % 2) : kinds[shapes.rng()() % 3];
    OraclePolytope oracle_a;
    OraclePolytope oracle_b;
    const ConvexShape a = shapes.Make(kind_a, &oracle_a);
    const ConvexShape b = shapes.Make(kind_b, &oracle_b);
    if (oracle_a.corners.size() * oracle_b.corners.size() > 18) {
      continue;
    }
    const long double faces = DepthFromMinkowskiFaces(oracle_a, oracle_b);
    if (!(faces > 1e-7L)) {
      continue;  // apart or touching: the faces' distance means nothing here
    }
    ++compared;
    const std::optional<Penetration> p = PenetrateBySat(a, b);
    ASSERT_TRUE(p) << "pair " << i;
    ASSERT_NEAR(p->depth, static_cast<double>(faces), 1e-9) << "pair " << i;
    ASSERT_NEAR(static_cast<double>(sat_oracle::LeastOverlap(oracle_a, oracle_b)),
                static_cast<double>(faces), 1e-9);
  }
  EXPECT_GT(compared, 300);
}

}  // namespace
}  // namespace sat_property_test
}  // namespace collide
