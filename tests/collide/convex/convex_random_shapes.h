#pragma once

// Random convex shapes for the narrow phase's property tests, each with its
// brute-force oracle's polytope (convex_oracles.h) and its radius: boxes
// (some flat), AABBs, triangles (some of zero area), hulls of random points
// on a sphere, and the round kinds by their cores. Hulls are kept alive by
// the generator, as ConvexShape holds them by pointer.

#include <deque>
#include <random>
#include <vector>

#include "collide/convex/convex_shape.h"
#include "convex/convex_oracles.h"
#include "convex/polytope_oracle.h"

namespace collide::convex_oracle {

struct OracleShape {
  ConvexShape shape;
  Polytope core;  // the polytope the radius grows (the shape itself when 0)
  double radius = 0.0;
};

class RandomShapes {
 public:
  explicit RandomShapes(unsigned seed, double spread = 1.5) : rng_(seed), spread_(spread) {}

  Vec3 Point(double spread) {
    std::uniform_real_distribution<double> coord(-spread, spread);
    return Vec3(coord(rng_), coord(rng_), coord(rng_));
  }

  Mat3 Rotation() {
    std::uniform_real_distribution<double> angle(-180.0, 180.0);
    return RotationFromEulerDegrees({angle(rng_), angle(rng_), angle(rng_)});
  }

  // Every tenth a flat box (one half extent 0), every fortieth a segment-like one.
  OrientedBox Box(int n) {
    std::uniform_real_distribution<double> half(0.05, 1.0);
    Vec3 h(half(rng_), half(rng_), half(rng_));
    if (n % 10 == 3) {
      h[n % 3] = 0.0;
    }
    if (n % 40 == 7) {
      h[(n + 1) % 3] = 0.0;
      h[(n + 2) % 3] = 0.0;
    }
    return OrientedBox{Point(spread_), h, Rotation()};
  }

  Triangle RandomTriangle(int n) {
    const Vec3 corner = Point(spread_);
    Triangle t{{corner, corner + Point(1.2), corner + Point(1.2)}};
    if (n % 12 == 5) {
      t.corners[2] = t.corners[0] + 0.3 * (t.corners[1] - t.corners[0]);  // zero area
    }
    return t;
  }

  const ConvexHull* Hull(int vertex_count) {
    std::uniform_real_distribution<double> size(0.2, 1.0);
    const Vec3 center = Point(spread_);
    const double radius = size(rng_);
    ConvexHull& hull = hulls_.emplace_back();
    while (static_cast<int>(hull.vertices.size()) < vertex_count) {
      const Vec3 d = Point(1.0);
      const double length = glm::length(d);
      if (length > 0.1 && length <= 1.0) {
        hull.vertices.push_back(center + d * (radius / length));
      }
    }
    return &hull;
  }

  // A polytope: box, AABB, triangle or hull, by n.
  OracleShape Polytopal(int n) {
    switch (n % 4) {
      case 0: {
        const OrientedBox b = Box(n / 4);
        return {b, FromBox(b), 0.0};
      }
      case 1: {
        const OrientedBox b = Box(n / 4);
        const Aabb box{b.center - b.half_extents, b.center + b.half_extents};
        return {box, FromCorners(Corners(box)), 0.0};
      }
      case 2: {
        const Triangle t = RandomTriangle(n / 4);
        return {t, FromTriangle(t), 0.0};
      }
      default: {
        const ConvexHull* h = Hull(4 + (n / 4) % 9);
        return {h, FromPoints(h->vertices), 0.0};
      }
    }
  }

  // Any kind: a polytope, or a point, segment, sphere or capsule.
  OracleShape Any(int n) {
    std::uniform_real_distribution<double> radius(0.05, 0.6);
    const Vec3 start = Point(spread_);
    const Vec3 end = start + Point(1.0);
    switch (n % 8) {
      case 4:
        return {ConvexPoint{start}, FromSegment(start, start), 0.0};
      case 5:
        return {Segment{start, end}, FromSegment(start, end), 0.0};
      case 6: {
        const double r = radius(rng_);
        return {Sphere{start, r}, FromSegment(start, start), r};
      }
      case 7: {
        const double r = radius(rng_);
        return {Capsule{start, end, r}, FromSegment(start, end), r};
      }
      default:
        return Polytopal(n / 8 * 4 + n % 4);
    }
  }

  std::mt19937& Rng() { return rng_; }

 private:
  std::mt19937 rng_;
  double spread_;
  std::deque<ConvexHull> hulls_;
};

}  // namespace collide::convex_oracle
