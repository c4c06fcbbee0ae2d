#include "harness/scene/save_path.h"

#include <cstdlib>

namespace harness {

std::optional<std::string> ProcessEnv(const char* name) {
  const char* value = std::getenv(name);
  if (value == nullptr) {
    return std::nullopt;
  }
  return std::string(value);
}

std::string SavedScenesDirectory(const EnvLookup& env) {
  // The XDG rule: an unset or empty variable means the default, and a
  // relative path is invalid and ignored.
  if (const auto data = env("XDG_DATA_HOME"); data && !data->empty() && (*data)[0] == '/') {
    return *data + "/collision-lab/scenes";
  }
  if (const auto home = env("HOME"); home && !home->empty()) {
    return *home + "/.local/share/collision-lab/scenes";
  }
  return "";
}

std::string DefaultTestCasePath(const std::string& sample_id, std::time_t now,
                                const EnvLookup& env) {
  std::tm local{};
  localtime_r(&now, &local);
  char stamp[32];
  std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &local);
  const std::string directory = SavedScenesDirectory(env);
  const std::string name = sample_id + "-" + stamp + ".json";
  return directory.empty() ? name : directory + "/" + name;
}

}  // namespace harness
