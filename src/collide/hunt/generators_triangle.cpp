// The generator of triangles (the tutorial's chapter 4): flat in an axis
// plane or not, zero-area ones (a segment, a point), and ones that touch a
// surface at a point, lie flat on it, or share an edge's line coplanar.
#include <cmath>

#include "collide/hunt/shape_generators.h"
#include "collide/shapes/triangle.h"

namespace collide {
namespace {

Triangle RandomTriangle(HuntRandom& random, double unit) {
  Triangle t{{GridPoint(random, unit, 6), GridPoint(random, unit, 6), GridPoint(random, unit, 6)}};
  const double pick = random.Real(0.0, 1.0);
  if (pick < 0.4) {  // in a plane of the axes: exact normals
    const int axis = random.Int(0, 2);
    t[1][axis] = t[2][axis] = t[0][axis];
  } else if (pick < 0.5) {  // zero area: a segment
    t[2] = t[0] + (t[1] - t[0]) * 2.0;
  } else if (pick < 0.55) {  // zero area: a point
    t[1] = t[2] = t[0];
  }
  return t;
}

// A point of the triangle: a corner or an edge's middle, with the face's
// normal out of one side, or (at an edge) the direction in the plane away
// from the triangle, and the edge as `along`.
SurfacePoint TriangleSurfacePoint(HuntRandom& random, const Triangle& t, double unit) {
  const int edge = random.Int(0, 2);
  const Vec3 a = t[edge];
  const Vec3 b = t[(edge + 1) % 3];
  const Vec3 c = t[(edge + 2) % 3];
  const Vec3 normal = glm::cross((b - a) / unit, (c - a) / unit);
  const Vec3 along = (b - a) / unit;
  SurfacePoint at;
  at.point = random.Chance(0.4) ? a : (a + b) * 0.5;
  if (normal == Vec3(0.0) || along == Vec3(0.0)) {  // zero area: any direction
    const SurfacePoint direction = RandomGridDirection(random);
    at.outward = direction.outward;
    at.outward_length = direction.outward_length;
  } else if (random.Chance(0.5)) {
    at.outward = random.Chance(0.5) ? normal : -normal;
    at.outward_length = glm::length(at.outward);
    at.along = along;
  } else {  // in the plane, away from the third corner
    Vec3 away = glm::cross(along, normal);
    away = glm::dot(away, c - a) > 0.0 ? -away : away;
    at.outward = away;
    at.outward_length = glm::length(at.outward);
    at.along = along;
  }
  at.exact = OnGrid(t[0], unit) && OnGrid(t[1], unit) && OnGrid(t[2], unit);
  return at;
}

Triangle TouchingTriangle(HuntRandom& random, const SurfacePoint& at, double unit) {
  const Vec3 p = at.point;
  const Vec3 n = at.outward;
  const Vec3 t1 = GridPerpendicular(n);
  const Vec3 t2 = glm::cross(n, t1);
  const double k = random.Int(1, 3) * unit;
  const double j = random.Int(1, 3) * unit;
  switch (random.Int(0, 3)) {
    case 0:  // flat on the tangent plane, a corner at the point
      return Triangle{{p, p + t1 * k, p + t2 * j}};
    case 1:  // standing on the point, its corner down
      return Triangle{{p, p + n * k + t1 * j, p + n * k - t1 * j}};
    case 2:  // along the surface's edge, in its plane when there is one
      if (at.along != Vec3(0.0)) {
        return Triangle{{p - at.along * j, p + at.along * k, p + n * k}};
      }
      return Triangle{{p - t1 * j, p + t1 * k, p + n * k}};
    default:  // zero area: a point on the surface, or a segment from it
      return random.Chance(0.5) ? Triangle{{p, p, p}} : Triangle{{p, p + n * k, p + n * (2 * k)}};
  }
}

}  // namespace

ShapeGenerator TriangleGenerator() {
  ShapeGenerator g;
  g.kind = ShapeKindOf<Triangle>::kValue;
  g.random = [](HuntRandom& random, double unit) {
    return StaticShape(RandomTriangle(random, unit));
  };
  g.surface_point = [](HuntRandom& random, const StaticShape& shape, double unit) {
    return TriangleSurfacePoint(random, shape.Get<Triangle>(), unit);
  };
  g.touching = [](HuntRandom& random, const SurfacePoint& at, double unit) {
    return StaticShape(TouchingTriangle(random, at, unit));
  };
  g.numbers = [](const StaticShape& shape) {
    std::vector<double> numbers;
    for (const Vec3& corner : shape.Get<Triangle>().corners) {
      numbers.insert(numbers.end(), {corner.x, corner.y, corner.z});
    }
    return numbers;
  };
  g.with_numbers = [](const StaticShape&,
                      const std::vector<double>& n) -> std::optional<StaticShape> {
    if (n.size() != 9) {
      return std::nullopt;
    }
    Triangle t;
    for (int corner = 0; corner < 3; ++corner) {
      const auto first = static_cast<std::size_t>(corner * 3);
      t[corner] = Vec3(n[first], n[first + 1], n[first + 2]);
    }
    return StaticShape(t);
  };
  g.moved = [](const StaticShape& shape, const Vec3& offset) {
    Triangle t = shape.Get<Triangle>();
    for (Vec3& corner : t.corners) {
      corner += offset;
    }
    return StaticShape(t);
  };
  g.scaled = [](const StaticShape& shape, double factor) {
    Triangle t = shape.Get<Triangle>();
    for (Vec3& corner : t.corners) {
      corner *= factor;
    }
    return StaticShape(t);
  };
  return g;
}

}  // namespace collide
