#pragma once

// Small constructors for the scenes that samples write of their own state
// ("Save as test case"): a named shape, and a contact-time expectation.

#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "harness/scene/scene.h"

namespace harness {

inline SceneShape SceneShapeOf(const std::string& id, collide::StaticShape shape) {
  SceneShape scene_shape;
  scene_shape.id = id;
  scene_shape.shape = std::move(shape);
  return scene_shape;
}

// `step`: the scene's dt.
inline Expectation ContactTimeExpectation(const std::string& a, const std::string& b,
                                          std::string_view algorithm, std::optional<double> time,
                                          double step, double tolerance) {
  Expectation e;
  e.a = a;
  e.b = b;
  e.algorithm = std::string(algorithm);
  e.expected = ContactTime{time, step};
  e.tolerance = tolerance;
  return e;
}

}  // namespace harness
