// The generators of the box kinds: AABBs, oriented boxes and hexahedra.
#include <array>
#include <cmath>

#include "collide/hunt/shape_generators.h"

namespace collide {
namespace {

// Half extents in grid steps: a long thin bar a third of the time (two bars
// crossed like a plus sign have no corner inside each other), zero extents
// (flat boxes) often. `least` is the smallest extent allowed.
Vec3 GridHalfExtents(HuntRandom& random, int least) {
  Vec3 half;
  const bool bar = random.Chance(0.3);
  const int long_axis = random.Int(0, 2);
  for (int axis = 0; axis < 3; ++axis) {
    if (bar) {
      half[axis] = axis == long_axis ? random.Int(4, 8) : random.Int(least, 1);
    } else {
      half[axis] = random.Chance(0.15) ? least : random.Int(std::max(least, 1), 4);
    }
  }
  return half;
}

Vec3 GridCenter(HuntRandom& random, double unit) {
  return Vec3(random.Int(-4, 4), random.Int(-4, 4), random.Int(-4, 4)) * unit;
}

// A point of the surface of the box [-half, half] in its own frame: on a
// face, its edge or its corner; with the face's normal.
SurfacePoint LocalBoxSurfacePoint(HuntRandom& random, const Vec3& half, double unit) {
  SurfacePoint at;
  const int axis = random.Int(0, 2);
  const double side = random.Chance(0.5) ? 1.0 : -1.0;
  for (int other = 0; other < 3; ++other) {
    const double steps = std::floor(half[other] / unit);
    switch (random.Int(0, 3)) {
      case 0:
        at.point[other] = half[other];
        break;
      case 1:
        at.point[other] = -half[other];
        break;
      case 2:
        at.point[other] = 0.0;
        break;
      default:
        at.point[other] = random.Int(static_cast<int>(-steps), static_cast<int>(steps)) * unit;
    }
  }
  at.point[axis] = side * half[axis];
  at.outward = Vec3(0.0);
  at.outward[axis] = side;
  return at;
}

// The axis-aligned box that touches `at` from outside: on the side each
// non-zero component of the outward direction points to, around the point
// along the others.
Aabb TouchingAabb(HuntRandom& random, const SurfacePoint& at, double unit, int least) {
  Aabb box;
  for (int axis = 0; axis < 3; ++axis) {
    const double size = random.Int(least, 4) * unit;
    if (at.outward[axis] > 0.0) {
      box.min[axis] = at.point[axis];
      box.max[axis] = at.point[axis] + size;
    } else if (at.outward[axis] < 0.0) {
      box.min[axis] = at.point[axis] - size;
      box.max[axis] = at.point[axis];
    } else {
      box.min[axis] = at.point[axis] - random.Int(least, 3) * unit;
      box.max[axis] = at.point[axis] + random.Int(least, 3) * unit;
    }
  }
  return box;
}

Mat3 RandomRotation(HuntRandom& random) {
  const double pick = random.Real(0.0, 1.0);
  if (pick < 0.4) {
    return Mat3(1.0);
  }
  if (pick < 0.7) {  // multiples of 90 degrees are exact: still axis-aligned
    return RotationFromEulerDegrees(
        Vec3(random.Int(0, 3) * 90.0, random.Int(0, 3) * 90.0, random.Int(0, 3) * 90.0));
  }
  const Vec3 axis(random.Real(-1, 1), random.Real(-1, 1), random.Real(-1, 1) + 1e-3);
  return RotationAboutAxis(glm::normalize(axis), random.Real(0.0, 2.0 * kPi));
}

OrientedBox RandomOrientedBox(HuntRandom& random, double unit, int least) {
  return OrientedBox{GridCenter(random, unit), GridHalfExtents(random, least) * unit,
                     RandomRotation(random)};
}

SurfacePoint OrientedBoxSurfacePoint(HuntRandom& random, const OrientedBox& box, double unit) {
  SurfacePoint at = LocalBoxSurfacePoint(random, box.half_extents, unit);
  at.point = box.center + box.rotation * at.point;
  at.outward = box.rotation * at.outward;
  at.exact = PermutesAxes(box.rotation) && OnGrid(box.center, unit / 2) &&
             OnGrid(box.half_extents, unit / 2);
  return at;
}

OrientedBox TouchingOrientedBox(HuntRandom& random, const SurfacePoint& at, double unit,
                                int least) {
  const Aabb aabb = TouchingAabb(random, at, unit, least);
  OrientedBox box{(aabb.min + aabb.max) * 0.5, (aabb.max - aabb.min) * 0.5, Mat3(1.0)};
  if (at.outward_length == 1.0 && random.Chance(0.3)) {
    // Turned about the normal around the touching face's centre: still
    // resting on the tangent plane at the point.
    const Vec3 normal = at.outward;
    const double along = glm::dot(glm::abs(normal), box.half_extents);
    box.center = at.point + normal * along;
    box.rotation = RotationAboutAxis(normal, random.Real(0.0, 2.0 * kPi));
  }
  return box;
}

std::vector<double> Flatten(std::initializer_list<Vec3> vectors) {
  std::vector<double> numbers;
  for (const Vec3& v : vectors) {
    numbers.insert(numbers.end(), {v.x, v.y, v.z});
  }
  return numbers;
}

Vec3 VectorAt(const std::vector<double>& n, std::size_t first) {
  return Vec3(n[first], n[first + 1], n[first + 2]);
}

template <typename T>
std::optional<StaticShape> IfValid(const T& value) {
  if (Validate(value)) {
    return std::nullopt;
  }
  return StaticShape(value);
}

ShapeGenerator AabbGenerator() {
  ShapeGenerator g;
  g.kind = ShapeKind::kAabb;
  g.random = [](HuntRandom& random, double unit) {
    const Vec3 center = GridCenter(random, unit);
    const Vec3 half = GridHalfExtents(random, 0) * unit;
    return StaticShape(Aabb{center - half, center + half});
  };
  g.surface_point = [](HuntRandom& random, const StaticShape& shape, double unit) {
    const Aabb& box = shape.Get<Aabb>();
    const OrientedBox as_box = ToOrientedBox(box);
    return OrientedBoxSurfacePoint(random, as_box, unit);
  };
  g.touching = [](HuntRandom& random, const SurfacePoint& at, double unit) {
    return StaticShape(TouchingAabb(random, at, unit, 0));
  };
  g.numbers = [](const StaticShape& shape) {
    const Aabb& box = shape.Get<Aabb>();
    return Flatten({box.min, box.max});
  };
  g.with_numbers = [](const StaticShape&, const std::vector<double>& n) {
    return n.size() == 6 ? IfValid(Aabb{VectorAt(n, 0), VectorAt(n, 3)}) : std::nullopt;
  };
  g.moved = [](const StaticShape& shape, const Vec3& offset) {
    const Aabb& box = shape.Get<Aabb>();
    return StaticShape(Aabb{box.min + offset, box.max + offset});
  };
  g.scaled = [](const StaticShape& shape, double factor) {
    const Aabb& box = shape.Get<Aabb>();
    return StaticShape(Aabb{box.min * factor, box.max * factor});
  };
  return g;
}

ShapeGenerator OrientedBoxGenerator() {
  ShapeGenerator g;
  g.kind = ShapeKind::kBox;
  g.random = [](HuntRandom& random, double unit) {
    return StaticShape(RandomOrientedBox(random, unit, 0));
  };
  g.surface_point = [](HuntRandom& random, const StaticShape& shape, double unit) {
    return OrientedBoxSurfacePoint(random, shape.Get<OrientedBox>(), unit);
  };
  g.touching = [](HuntRandom& random, const SurfacePoint& at, double unit) {
    return StaticShape(TouchingOrientedBox(random, at, unit, 0));
  };
  // The rotation as angles: rounder angles are a rounder case. The same
  // angles give back the very rotation read, not its round trip.
  g.numbers = [](const StaticShape& shape) {
    const OrientedBox& box = shape.Get<OrientedBox>();
    return Flatten({box.center, box.half_extents, EulerDegreesFromRotation(box.rotation)});
  };
  g.with_numbers = [](const StaticShape& shape,
                      const std::vector<double>& n) -> std::optional<StaticShape> {
    if (n.size() != 9) {
      return std::nullopt;
    }
    const OrientedBox& old = shape.Get<OrientedBox>();
    const Vec3 degrees = VectorAt(n, 6);
    const Mat3 rotation = degrees == EulerDegreesFromRotation(old.rotation)
                              ? old.rotation
                              : RotationFromEulerDegrees(degrees);
    return IfValid(OrientedBox{VectorAt(n, 0), VectorAt(n, 3), rotation});
  };
  g.moved = [](const StaticShape& shape, const Vec3& offset) {
    OrientedBox box = shape.Get<OrientedBox>();
    box.center += offset;
    return StaticShape(box);
  };
  g.scaled = [](const StaticShape& shape, double factor) {
    OrientedBox box = shape.Get<OrientedBox>();
    box.center *= factor;
    box.half_extents *= factor;
    return StaticShape(box);
  };
  return g;
}

// Half the time a frustum: the top face shrunk about its centre.
Hexahedron HexahedronOf(HuntRandom& random, const OrientedBox& box) {
  Hexahedron hex{Corners(box)};
  if (random.Chance(0.5)) {
    const Vec3 top = (hex.corners[4] + hex.corners[5] + hex.corners[6] + hex.corners[7]) * 0.25;
    for (int corner = 4; corner < 8; ++corner) {
      hex.corners[corner] = top + (hex.corners[corner] - top) * 0.5;
    }
  }
  return hex;
}

ShapeGenerator HexahedronGenerator() {
  ShapeGenerator g;
  g.kind = ShapeKind::kHexahedron;
  g.random = [](HuntRandom& random, double unit) {
    return StaticShape(HexahedronOf(random, RandomOrientedBox(random, unit, 1)));
  };
  g.surface_point = [](HuntRandom& random, const StaticShape& shape, double unit) {
    const Hexahedron& hex = shape.Get<Hexahedron>();
    const auto& face = kBoxFaces[static_cast<std::size_t>(random.Int(0, 5))];
    const auto& c = hex.corners;
    const Vec3 normal =
        glm::normalize(glm::cross(c[face[2]] - c[face[0]], c[face[3]] - c[face[1]]));
    SurfacePoint at = AsGridDirection(normal).value_or(SurfacePoint{Vec3(0.0), normal, 1.0});
    at.point = (c[face[0]] + c[face[1]] + c[face[2]] + c[face[3]]) * 0.25;
    at.exact = at.exact && OnGrid(at.point, unit / 16);
    return at;
  };
  g.touching = [](HuntRandom& random, const SurfacePoint& at, double unit) {
    return StaticShape(HexahedronOf(random, TouchingOrientedBox(random, at, unit, 1)));
  };
  g.numbers = [](const StaticShape& shape) {
    std::vector<double> numbers;
    for (const Vec3& corner : shape.Get<Hexahedron>().corners) {
      numbers.insert(numbers.end(), {corner.x, corner.y, corner.z});
    }
    return numbers;
  };
  g.with_numbers = [](const StaticShape&,
                      const std::vector<double>& n) -> std::optional<StaticShape> {
    if (n.size() != 24) {
      return std::nullopt;
    }
    Hexahedron hex;
    for (std::size_t corner = 0; corner < 8; ++corner) {
      hex.corners[corner] = VectorAt(n, corner * 3);
    }
    return IfValid(hex);
  };
  g.moved = [](const StaticShape& shape, const Vec3& offset) {
    Hexahedron hex = shape.Get<Hexahedron>();
    for (Vec3& corner : hex.corners) {
      corner += offset;
    }
    return StaticShape(hex);
  };
  g.scaled = [](const StaticShape& shape, double factor) {
    Hexahedron hex = shape.Get<Hexahedron>();
    for (Vec3& corner : hex.corners) {
      corner *= factor;
    }
    return StaticShape(hex);
  };
  return g;
}

}  // namespace

void AddBoxGenerators(ShapeGenerators& generators) {
  generators.Add(AabbGenerator());
  generators.Add(OrientedBoxGenerator());
  generators.Add(HexahedronGenerator());
}

}  // namespace collide
