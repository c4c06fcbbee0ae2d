#pragma once

// What the CLI tests of plugins share: a test plugin's path by its name,
// and the lines of the app's output that mention something (the mismatch
// lines of one plugin, a hunt's summary).

#include <sstream>
#include <string>
#include <vector>

namespace cli_testing {

// tests/plugins/NAME's library, as tests/CMakeLists.txt builds it.
inline std::string TestPlugin(const std::string& name) {
  return std::string(TEST_PLUGIN_DIR) + "/lib" + name + ".so";
}

// The lines of `text` that contain `part`, in order.
inline std::vector<std::string> LinesWith(const std::string& text, const std::string& part) {
  std::vector<std::string> found;
  std::istringstream lines(text);
  std::string line;
  while (std::getline(lines, line)) {
    if (line.find(part) != std::string::npos) {
      found.push_back(line);
    }
  }
  return found;
}

}  // namespace cli_testing
