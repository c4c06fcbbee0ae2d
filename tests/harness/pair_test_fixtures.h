#pragma once

// Pair tests that stand in for another author's (a plugin's) in the
// harness tests (the hunt, an algorithm added to a running sample).

#include "collide/registry/pair_tests.h"

namespace harness::testing {

// Touching spheres reported apart: `<` where `<=` belongs.
inline collide::PairTest LessThanBug() {
  collide::PairTest test;
  test.id = "lt-bug";
  test.a = test.b = collide::ShapeKind::kSphere;
  test.query = collide::Query::kIntersects;
  test.origin = "test-plugin";
  test.run = [](const collide::StaticShape& x, const collide::StaticShape& y) -> collide::Answer {
    const auto& a = x.Get<collide::Sphere>();
    const auto& b = y.Get<collide::Sphere>();
    const collide::Vec3 d = a.center - b.center;
    return glm::dot(d, d) < (a.radius + b.radius) * (a.radius + b.radius);
  };
  return test;
}

}  // namespace harness::testing
