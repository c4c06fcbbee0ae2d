#pragma once

// What the box-box sample's tests share: the sample made in a test host,
// and a scene of it from its shapes' and expectations' JSON.

#include <memory>
#include <string>

#include "harness/sample_api/sample.h"
#include "harness/sample_api/sample_registry.h"
#include "harness/scene/json_reader.h"
#include "harness/scene/scene.h"

namespace harness::box_box_testing {

inline std::unique_ptr<Sample> MakeBoxSample(SampleHost& host) {
  return SampleRegistry::Get().Find("box-box")->create(host);
}

// `shapes` and `expect`: the comma-separated JSON objects of each list.
inline Scene ParseBoxScene(const std::string& shapes, const std::string& expect) {
  return ParseScene(R"({"format": "collision-lab-scene/1", "sample": "box-box", "shapes": [)" +
                        shapes + R"(], "expect": [)" + expect + "]}",
                    "s.json");
}

}  // namespace harness::box_box_testing
