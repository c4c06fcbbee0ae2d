#include "harness/shell/screenshot_path.h"

#include <filesystem>
#include <fstream>
#include <optional>

namespace harness {
namespace {

bool IsDirectory(const std::string& path) {
  std::error_code ec;
  return !path.empty() && std::filesystem::is_directory(path, ec);
}

// The value of `name` in an xdg-user-dirs file: lines such as
// XDG_PICTURES_DIR="$HOME/Pictures" (the only variable the format allows is
// $HOME, at the start); '#' starts a comment.
std::optional<std::string> UserDirsEntry(const std::string& file, const std::string& name,
                                         const EnvLookup& env) {
  std::ifstream in(file);
  const std::string prefix = name + "=";
  for (std::string line; std::getline(in, line);) {
    if (!line.starts_with(prefix)) {
      continue;
    }
    std::string value = line.substr(prefix.size());
    if (value.size() >= 2 && value.front() == '"' && value.back() == '"') {
      value = value.substr(1, value.size() - 2);
    }
    if (value.starts_with("$HOME")) {
      const auto home = env("HOME");
      if (!home || home->empty()) {
        return std::nullopt;
      }
      value = *home + value.substr(5);
    }
    return value;
  }
  return std::nullopt;
}

}  // namespace

std::string PicturesDirectory(const EnvLookup& env) {
  if (const auto dir = env("XDG_PICTURES_DIR"); dir && IsDirectory(*dir)) {
    return *dir;
  }
  std::string config;
  if (const auto home = env("XDG_CONFIG_HOME"); home && !home->empty() && (*home)[0] == '/') {
    config = *home;
  } else if (const auto user_home = env("HOME"); user_home && !user_home->empty()) {
    config = *user_home + "/.config";
  }
  if (!config.empty()) {
    if (const auto dir = UserDirsEntry(config + "/user-dirs.dirs", "XDG_PICTURES_DIR", env);
        dir && IsDirectory(*dir)) {
      return *dir;
    }
  }
  return ".";
}

std::string ScreenshotPath(const std::string& dir, const std::string& sample_id, std::time_t now) {
  std::tm local{};
  localtime_r(&now, &local);
  char stamp[32];
  std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &local);
  const std::string base = dir + "/collision-lab-" + sample_id + "-" + stamp;
  std::string path = base + ".png";
  std::error_code ec;
  for (int n = 2; std::filesystem::exists(path, ec); ++n) {
    path = base + "-" + std::to_string(n) + ".png";
  }
  return path;
}

}  // namespace harness
