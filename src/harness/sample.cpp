#include "harness/sample.h"

#include "harness/json_reader.h"

namespace harness {

void RejectShapeType(const Scene& scene, const SceneShape& shape, std::string_view sample_id,
                     std::string_view accepted) {
  throw InputError(scene.file, shape.path + ".type",
                   "sample \"" + std::string(sample_id) + "\" does not take shapes of type \"" +
                       shape.type + "\" (it takes: " + std::string(accepted) + ")");
}

void RejectAlgorithm(const Scene& scene, const SceneExpectation& expectation,
                     std::string_view accepted) {
  throw InputError(scene.file, expectation.path + ".algorithm",
                   "unknown algorithm \"" + expectation.algorithm.value_or("") +
                       "\" for this pair (known: " + std::string(accepted) + ")");
}

}  // namespace harness
