#pragma once

// Scene-file and log helpers shared by the harness tests.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "harness/sample_api/log.h"
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

// A log that does not echo to the console.
inline Log QuietLog() {
  Log log;
  log.set_echo_to_console(false);
  return log;
}

// Each entry's text, in order.
inline std::vector<std::string> Texts(const Log& log) {
  std::vector<std::string> texts;
  for (const LogEntry& e : log.entries()) {
    texts.push_back(e.text);
  }
  return texts;
}

}  // namespace harness::testing
