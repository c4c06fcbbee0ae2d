#include "harness/sample_api/sample.h"

#include "harness/scene/json_reader.h"

namespace harness {

void RejectShapeType(const Scene& scene, const SceneShape& shape, std::string_view sample_id,
                     std::string_view accepted) {
  throw InputError(scene.file, shape.path + ".type",
                   "sample \"" + std::string(sample_id) + "\" does not take shapes of type \"" +
                       collide::ShapeKindId(shape.shape.kind()) +
                       "\" (it takes: " + std::string(accepted) + ")");
}

void RejectAlgorithm(const Scene& scene, const Expectation& expectation,
                     std::string_view accepted) {
  throw InputError(scene.file, expectation.path + ".algorithm",
                   "unknown algorithm \"" + expectation.algorithm.value_or("") +
                       "\" for this pair (known: " + std::string(accepted) + ")");
}

void RejectMotion(const Scene& scene, std::string_view sample_id) {
  const auto fail = [&](const std::string& where) {
    throw InputError(scene.file, where,
                     "sample \"" + std::string(sample_id) +
                         "\" tests shapes at rest; it takes no motion (velocity, mass, dt, "
                         "gravity, contact_time)");
  };
  if (scene.dt) {
    fail("dt");
  }
  if (scene.gravity) {
    fail("gravity");
  }
  for (const SceneShape& shape : scene.shapes) {
    if (shape.velocity) {
      fail(shape.path + ".velocity");
    }
    if (shape.mass) {
      fail(shape.path + ".mass");
    }
  }
  for (const Expectation& e : scene.expect) {
    if (e.expected.Is<ContactTime>()) {
      fail(e.path + ".contact_time");
    }
  }
}

}  // namespace harness
