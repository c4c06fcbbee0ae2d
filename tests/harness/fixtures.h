#pragma once

// Scene-file helpers shared by the harness tests.

#include <gtest/gtest.h>

#include <string>

#include "harness/scene/json_reader.h"
#include "harness/scene/scene.h"

namespace harness::testing {

// The text of a scene file for `sample`: `top` is spliced in after the
// sample's name (e.g. R"(, "dt": 0.6)"), `shapes` and `expect` are the
// contents of the two arrays.
inline std::string SceneText(const std::string& sample, const std::string& top,
                             const std::string& shapes, const std::string& expect = "") {
  return R"({"format": "collision-lab-scene/1", "sample": ")" + sample + "\"" + top +
         R"(, "shapes": [)" + shapes + R"(], "expect": [)" + expect + "]}";
}

// Parses `text` as the scene file `file` and returns the error; fails the
// test if it parsed.
inline InputError ParseError(const std::string& text, const std::string& file = "test.json") {
  try {
    ParseScene(text, file);
  } catch (const InputError& e) {
    return e;
  }
  ADD_FAILURE() << "parsed without error: " << text;
  return InputError("", "", "");
}

}  // namespace harness::testing
