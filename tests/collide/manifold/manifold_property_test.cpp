// Box-box manifolds on random pairs, checked by what a manifold must be
// rather than by its points: on B's surface, inside A, as deep as the
// brute-force SAT allows and no deeper; and, for faces lying flat on each
// other, the corners of the faces' overlap found by brute force.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <optional>
#include <random>
#include <utility>
#include <vector>

#include "collide/manifold/manifold.h"
#include "collide/manifold/sat_penetration.h"
#include "collide/manifold/supporting_face.h"
#include "sat_oracle.h"

namespace collide {
namespace manifold_property_test {
namespace {

constexpr double kTolerance = 1e-8;  // boxes are about 1 across

OrientedBox RandomBox(std::mt19937& rng, double reach) {
  std::uniform_real_distribution<double> coordinate(-reach, reach);
  std::uniform_real_distribution<double> half(0.1, 0.8);
  std::uniform_real_distribution<double> angle(-180.0, 180.0);
  return OrientedBox{{coordinate(rng), coordinate(rng), coordinate(rng)},
                     {half(rng), half(rng), half(rng)},
                     RotationFromEulerDegrees({angle(rng), angle(rng), angle(rng)})};
}

// The properties every point of a box-box manifold has.
void ExpectContactProperties(const OrientedBox& a, const OrientedBox& b, const Manifold& m,
                             double sat_depth, int pair) {
  ASSERT_GE(m.count, 1) << "pair " << pair;
  ASSERT_LE(m.count, 4) << "pair " << pair;
  ASSERT_NEAR(glm::length(m.normal), 1.0, 1e-12);
  for (int i = 0; i < m.count; ++i) {
    const ContactPoint& c = m.points[static_cast<std::size_t>(i)];
    // A feature leaning from the normal by up to kFeatureSine is clipped
    // as if it did not: its points may stray from A's surface by that sine
    // of their depth.
    const double lean = kTolerance + kFeatureSine * c.depth;
    const double on_b = static_cast<double>(sat_oracle::SignedDistanceToBox(b, c.point));
    const double in_a = static_cast<double>(sat_oracle::SignedDistanceToBox(a, c.point));
    const double moved_out =
        static_cast<double>(sat_oracle::SignedDistanceToBox(a, c.point + m.normal * c.depth));
    ASSERT_NEAR(on_b, 0.0, kTolerance) << "pair " << pair << " point " << i;
    ASSERT_LE(in_a, lean) << "pair " << pair << " point " << i;
    ASSERT_GE(in_a, -c.depth - lean) << "pair " << pair << " point " << i;
    ASSERT_NEAR(moved_out, 0.0, lean) << "pair " << pair << " point " << i;
    ASSERT_GE(c.depth, 0.0);
    ASSERT_LE(c.depth, sat_depth + kTolerance) << "pair " << pair;
  }
}

// A random pair moved apart along its normal until it overlaps by a
// little, as a solver's contacts do (deep overlaps have no manifold worth
// the name: no point of B may be that deep inside A). The move only makes
// the case; the checks use the oracle.
std::optional<std::pair<OrientedBox, OrientedBox>> ShallowPair(std::mt19937& rng) {
  const OrientedBox a = RandomBox(rng, 0.7);
  OrientedBox b = RandomBox(rng, 0.7);
  std::uniform_real_distribution<double> sink(0.0, 0.05);
  const double wanted = sink(rng);
  for (int step = 0; step < 4; ++step) {
    const std::optional<Penetration> p = PenetrateBySat(a, b);
    if (!p) {
      return std::nullopt;
    }
    if (p->depth <= wanted + 1e-12) {
      return std::pair(a, b);
    }
    b.center += p->normal * (p->depth - wanted);
  }
  return std::nullopt;
}

TEST(ManifoldProperty, ShallowBoxPairsHaveContactsOnBInsideAAndNoDeeperThanSat) {
  std::mt19937 rng(3737);
  int tested = 0;
  int deepest_is_sat_depth = 0;
  for (int pair = 0; pair < 40'000; ++pair) {
    const auto made = ShallowPair(rng);
    if (!made) {
      continue;
    }
    const auto& [a, b] = *made;
    const long double least =
        sat_oracle::LeastOverlap(sat_oracle::OracleBox(a), sat_oracle::OracleBox(b));
    if (least < 1e-7L) {
      continue;  // touching
    }
    ++tested;
    const Manifold m = ContactsBetweenBoxes(a, b);
    ExpectContactProperties(a, b, m, static_cast<double>(least), pair);
    // The generic path agrees with the fast one.
    const std::optional<Penetration> p = PenetrateBySat(a, b);
    ASSERT_TRUE(p);
    ASSERT_EQ(ContactsFromPenetration(a, b, *p).count, m.count) << "pair " << pair;
    double deepest = 0.0;
    for (int i = 0; i < m.count; ++i) {
      deepest = std::max(deepest, m.points[static_cast<std::size_t>(i)].depth);
    }
    deepest_is_sat_depth += std::abs(deepest - static_cast<double>(least)) < kTolerance ? 1 : 0;
  }
  EXPECT_GT(tested, 20'000);
  EXPECT_EQ(deepest_is_sat_depth, tested);
}

struct Point2 {
  double x = 0;
  double y = 0;
};

// Whether p is inside the convex polygon (counter-clockwise) or on it.
bool Inside(const std::vector<Point2>& polygon, const Point2& p) {
  for (std::size_t i = 0; i < polygon.size(); ++i) {
    const Point2& u = polygon[i];
    const Point2& v = polygon[(i + 1) % polygon.size()];
    if ((v.x - u.x) * (p.y - u.y) - (v.y - u.y) * (p.x - u.x) < -1e-12) {
      return false;
    }
  }
  return true;
}

// The corners of the overlap of two convex polygons, by brute force: each
// one's corners inside the other, and every crossing of an edge of each.
std::vector<Point2> OverlapCorners(const std::vector<Point2>& f, const std::vector<Point2>& g) {
  std::vector<Point2> corners;
  for (const auto& [from, to] : {std::pair(&f, &g), std::pair(&g, &f)}) {
    for (const Point2& p : *from) {
      if (Inside(*to, p)) {
        corners.push_back(p);
      }
    }
  }
  for (std::size_t i = 0; i < f.size(); ++i) {
    for (std::size_t j = 0; j < g.size(); ++j) {
      const Point2 p = f[i];
      const Point2 r{f[(i + 1) % f.size()].x - p.x, f[(i + 1) % f.size()].y - p.y};
      const Point2 q = g[j];
      const Point2 s{g[(j + 1) % g.size()].x - q.x, g[(j + 1) % g.size()].y - q.y};
      const double denominator = r.x * s.y - r.y * s.x;
      if (std::abs(denominator) < 1e-12) {
        continue;
      }
      const double t = ((q.x - p.x) * s.y - (q.y - p.y) * s.x) / denominator;
      const double u = ((q.x - p.x) * r.y - (q.y - p.y) * r.x) / denominator;
      if (t > 0 && t < 1 && u > 0 && u < 1) {
        corners.push_back({p.x + t * r.x, p.y + t * r.y});
      }
    }
  }
  return corners;
}

double PolygonArea(std::vector<Point2> points) {
  Point2 mean;
  for (const Point2& p : points) {
    mean.x += p.x / static_cast<double>(points.size());
    mean.y += p.y / static_cast<double>(points.size());
  }
  std::sort(points.begin(), points.end(), [&](const Point2& p, const Point2& q) {
    return std::atan2(p.y - mean.y, p.x - mean.x) < std::atan2(q.y - mean.y, q.x - mean.x);
  });
  double twice = 0.0;
  for (std::size_t i = 0; i < points.size(); ++i) {
    const Point2& p = points[i];
    const Point2& q = points[(i + 1) % points.size()];
    twice += p.x * q.y - p.y * q.x;
  }
  return 0.5 * std::abs(twice);
}

struct RestingPair {
  OrientedBox a;
  OrientedBox b;
  double sink = 0.0;
};

// B on A's top face (A's local +y), turned about it, a little sunk in.
RestingPair MakeRestingPair(std::mt19937& rng) {
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  RestingPair pair{RandomBox(rng, 1.0), RandomBox(rng, 0.0), 0.01 + 0.04 * unit(rng)};
  const Vec3 up = pair.a.rotation[1];
  pair.b.rotation = RotationAboutAxis(up, 2.0 * kPi * unit(rng)) * pair.a.rotation;
  const Vec3 across = pair.a.rotation * Vec3((unit(rng) - 0.5) * pair.a.half_extents.x, 0.0,
                                             (unit(rng) - 0.5) * pair.a.half_extents.z);
  pair.b.half_extents.y = std::max(pair.b.half_extents.y, 0.3);
  pair.b.center =
      pair.a.center + across + up * (pair.a.half_extents.y + pair.b.half_extents.y - pair.sink);
  return pair;
}

// A point in A's top plane's coordinates (A's local x and -z: counter-
// clockwise seen from above).
Point2 Flat(const OrientedBox& a, const Vec3& p) {
  return Point2{glm::dot(p - a.center, a.rotation[0]), -glm::dot(p - a.center, a.rotation[2])};
}

// The corners of the overlap of A's top face and B's bottom face.
std::vector<Point2> FacesOverlap(const RestingPair& pair) {
  const BoxCorners ca = Corners(pair.a);
  const BoxCorners cb = Corners(pair.b);
  std::vector<Point2> top;
  std::vector<Point2> bottom;
  for (int c : kBoxFaces[3]) {  // +y: counter-clockwise seen from above
    top.push_back(Flat(pair.a, ca[static_cast<std::size_t>(c)]));
  }
  for (int c : kBoxFaces[2]) {  // B's -y, listed seen from below: reversed
    bottom.insert(bottom.begin(), Flat(pair.a, cb[static_cast<std::size_t>(c)]));
  }
  return OverlapCorners(top, bottom);
}

TEST(ManifoldProperty, FacesLyingFlatGiveTheCornersOfTheirOverlap) {
  std::mt19937 rng(3738);
  int reduced = 0;
  for (int pair = 0; pair < 20'000; ++pair) {
    const RestingPair resting = MakeRestingPair(rng);
    const Manifold m = ContactsBetweenBoxes(resting.a, resting.b);
    ASSERT_GE(m.count, 1);
    if (glm::dot(m.normal, resting.a.rotation[1]) < 1.0 - 1e-9) {
      continue;  // a side overlaps less than the top: not a resting pair
    }
    ExpectContactProperties(resting.a, resting.b, m, resting.sink, pair);
    const std::vector<Point2> corners = FacesOverlap(resting);
    ASSERT_GE(corners.size(), 3u) << "pair " << pair;
    std::vector<Point2> kept;
    for (int i = 0; i < m.count; ++i) {  // every point a corner of the overlap
      const Point2 p = Flat(resting.a, m.points[static_cast<std::size_t>(i)].point);
      const bool is_corner = std::any_of(corners.begin(), corners.end(), [&](const Point2& c) {
        return std::hypot(c.x - p.x, c.y - p.y) < kTolerance;
      });
      ASSERT_TRUE(is_corner) << "pair " << pair << " point " << i;
      ASSERT_NEAR(m.points[static_cast<std::size_t>(i)].depth, resting.sink, kTolerance);
      kept.push_back(p);
    }
    if (corners.size() <= 4) {
      ASSERT_EQ(m.count, static_cast<int>(corners.size())) << "pair " << pair;
      continue;
    }
    ++reduced;
    ASSERT_EQ(m.count, 4) << "pair " << pair;
    // Spread: the four span most of the overlap (four corners of a regular
    // octagon span 0.71 of it).
    ASSERT_GT(PolygonArea(kept), 0.5 * PolygonArea(corners)) << "pair " << pair;
  }
  EXPECT_GT(reduced, 1000);
}

}  // namespace
}  // namespace manifold_property_test
}  // namespace collide
