#pragma once

// An environment for the XDG lookups (save_path.h's EnvLookup), so tests
// never read or change the process's own.

#include <map>
#include <optional>
#include <string>

#include "harness/scene/save_path.h"

namespace harness::testing {

inline EnvLookup Env(std::map<std::string, std::string> values) {
  return [values](const char* name) -> std::optional<std::string> {
    const auto it = values.find(name);
    if (it == values.end()) {
      return std::nullopt;
    }
    return it->second;
  };
}

}  // namespace harness::testing
