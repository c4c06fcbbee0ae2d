#include "collide/hunt/shape_generators.h"

#include <array>
#include <cmath>
#include <stdexcept>
#include <string>
#include <utility>

namespace collide {

void ShapeGenerators::Add(ShapeGenerator generator) {
  if (!generator.random || !generator.surface_point || !generator.touching || !generator.numbers ||
      !generator.with_numbers || !generator.moved || !generator.scaled) {
    throw std::invalid_argument("the generator of " + ShapeKindId(generator.kind) +
                                " lacks a function");
  }
  generators_.Add(std::move(generator));
}

ShapeGenerators& ShapeGenerators::Global() {
  static ShapeGenerators* generators = [] {
    auto* made = new ShapeGenerators;
    AddRoundGenerators(*made);
    AddBoxGenerators(*made);
    AddLinearGenerators(*made);
    return made;
  }();
  return *generators;
}

namespace {

// Whole-number directions with whole-number lengths: (x, y, z, length).
constexpr std::array<std::array<int, 4>, 7> kQuadruples = {{
    {3, 4, 0, 5},
    {1, 2, 2, 3},
    {2, 3, 6, 7},
    {1, 4, 8, 9},
    {4, 4, 7, 9},
    {2, 6, 9, 11},
    {5, 12, 0, 13},
}};

}  // namespace

SurfacePoint RandomGridDirection(HuntRandom& random) {
  SurfacePoint direction;
  if (random.Chance(0.5)) {
    direction.outward = Vec3(0.0);
    direction.outward[random.Int(0, 2)] = random.Chance(0.5) ? 1.0 : -1.0;
    direction.outward_length = 1.0;
    direction.exact = true;
    return direction;
  }
  const auto& q = kQuadruples[static_cast<std::size_t>(random.Int(0, kQuadruples.size() - 1))];
  std::array<double, 3> components = {static_cast<double>(q[0]), static_cast<double>(q[1]),
                                      static_cast<double>(q[2])};
  const int first = random.Int(0, 2);  // a rotation of the order, and a flip
  std::swap(components[0], components[static_cast<std::size_t>(first)]);
  if (random.Chance(0.5)) {
    std::swap(components[1], components[2]);
  }
  for (double& c : components) {
    c = random.Chance(0.5) ? -c : c;
  }
  direction.outward = Vec3(components[0], components[1], components[2]);
  direction.outward_length = q[3];
  direction.exact = true;
  return direction;
}

Vec3 GridPerpendicular(const Vec3& d) {
  for (const int axis : {2, 0, 1}) {
    if (d[axis] == 0.0 && d != Vec3(0.0)) {
      Vec3 e(0.0);
      e[axis] = 1.0;
      return e;
    }
  }
  const Vec3 candidate(-d.y, d.x, 0.0);
  if (candidate != Vec3(0.0)) {
    return candidate;
  }
  return Vec3(0.0, -d.z, d.y);
}

std::optional<SurfacePoint> AsGridDirection(const Vec3& unit_vector) {
  for (const double length : {1.0, 3.0, 5.0, 7.0, 9.0, 11.0, 13.0}) {
    const Vec3 scaled = unit_vector * length;
    const Vec3 rounded = glm::round(scaled);
    if (glm::all(glm::lessThanEqual(glm::abs(scaled - rounded), Vec3(1e-12))) &&
        glm::dot(rounded, rounded) == length * length) {
      return SurfacePoint{Vec3(0.0), rounded, length, true};
    }
  }
  return std::nullopt;
}

bool OnGrid(const Vec3& point, double step) {
  for (int axis = 0; axis < 3; ++axis) {
    if (std::fmod(point[axis], step) != 0.0) {
      return false;
    }
  }
  return true;
}

bool PermutesAxes(const Mat3& rotation) {
  for (int column = 0; column < 3; ++column) {
    for (int row = 0; row < 3; ++row) {
      const double entry = rotation[column][row];
      if (entry != 0.0 && entry != 1.0 && entry != -1.0) {
        return false;
      }
    }
  }
  return true;
}

Vec3 GridPoint(HuntRandom& random, double unit, int reach) {
  return Vec3(random.Int(-reach, reach), random.Int(-reach, reach), random.Int(-reach, reach)) *
         unit;
}

double RandomUnit(HuntRandom& random) {
  if (random.Chance(0.6)) {
    return 1.0;
  }
  constexpr std::array<int, 8> kExponents = {-40, -20, -10, -3, 3, 10, 20, 30};
  return std::ldexp(1.0, random.Pick(std::span<const int>(kExponents)));
}

}  // namespace collide
