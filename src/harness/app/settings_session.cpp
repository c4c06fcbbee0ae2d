#include "harness/app/settings_session.h"
#include "harness/sample_api/headless_host.h"
#include "harness/sample_api/scene_sample.h"

#include <imgui.h>

#include <algorithm>
#include <filesystem>

#include "harness/gl/gl.h"
#include "harness/runners/check_runner.h"
#include "harness/sample_api/sample_registry.h"
#include "harness/scene/atomic_file.h"
#include "harness/scene/json_reader.h"

namespace harness {
namespace {

// How much of a window's top edge must lie on a screen to count as placed
// there: enough to grab its title bar.
constexpr int kGrabbableWidth = 100;
constexpr int kGrabbableHeight = 10;

bool OnSomeScreen(const WindowPlacement& place, int width) {
  int count = 0;
  GLFWmonitor** monitors = glfwGetMonitors(&count);
  const int grab = std::min(width, kGrabbableWidth);
  for (int i = 0; i < count; ++i) {
    int x = 0;
    int y = 0;
    int w = 0;
    int h = 0;
    glfwGetMonitorWorkarea(monitors[i], &x, &y, &w, &h);
    if (place.x + grab > x && place.x < x + w - grab && place.y + kGrabbableHeight > y &&
        place.y < y + h - kGrabbableHeight) {
      return true;
    }
  }
  return false;
}

}  // namespace

std::string SettingsSession::settings_path() const {
  return directory_.empty() ? "" : directory_ + "/" + kSettingsFileName;
}

std::string SettingsSession::ImGuiIniPath() const {
  return directory_.empty() ? "" : directory_ + "/" + kImGuiIniFileName;
}

Options SettingsSession::Load(const Options& given, Log& log) {
  directory_ = SettingsDirectory();
  reset_ = given.reset_settings;
  if (directory_.empty() || reset_) {
    return ApplySavedStart(given, saved_);
  }
  std::error_code error;
  first_start_ = !std::filesystem::exists(settings_path(), error);
  LoadedSettings loaded = ReadSettingsFile(settings_path());
  for (const std::string& warning : loaded.warnings) {
    log.Warning(warning);
  }
  saved_ = std::move(loaded.settings);
  DropStale(log);
  return ApplySavedStart(given, saved_);
}

void SettingsSession::DropStale(Log& log) {
  const std::string where = settings_path() + ": ";
  if (!saved_.sample.empty() && SampleRegistry::Get().Find(saved_.sample) == nullptr) {
    log.Warning(where + "sample: no sample \"" + EscapeControlCharacters(saved_.sample) +
                "\" (any more); opening the default");
    saved_.sample.clear();
    saved_.scene.clear();
  }
  if (saved_.sample.empty()) {
    saved_.scene.clear();  // a scene is only ever saved with its sample
  }
  if (saved_.scene.empty()) {
    return;
  }
  // A scene saved with the settings may have been edited or deleted since:
  // without it the saved sample still opens, with its own table.
  try {
    const Scene scene = LoadSampleScene(saved_.scene);
    if (scene.sample != saved_.sample) {
      throw InputError(scene.file, "sample",
                       "names sample \"" + scene.sample + "\", not \"" + saved_.sample + "\"");
    }
    HeadlessHost host;
    host.log().set_echo_to_console(false);
    MakeSceneSample(scene, host);
  } catch (const InputError& e) {
    log.Warning(where + "scene: " + e.what() + "; opening " + saved_.sample + " without it");
    saved_.scene.clear();
  }
}

void SettingsSession::PlaceWindow(GLFWwindow* window) const {
  if (!saved_.window_position) {
    return;
  }
  int width = 0;
  int height = 0;
  glfwGetWindowSize(window, &width, &height);
  if (OnSomeScreen(*saved_.window_position, width)) {
    glfwSetWindowPos(window, saved_.window_position->x, saved_.window_position->y);
  }
}

void SettingsSession::LoadImGuiLayout() const {
  std::error_code ec;
  if (!reset_ && !directory_.empty() && std::filesystem::is_regular_file(ImGuiIniPath(), ec)) {
    ImGui::LoadIniSettingsFromDisk(ImGuiIniPath().c_str());
  }
}

void SettingsSession::Save(const Settings& now, Log& log) const {
  if (directory_.empty()) {
    return;
  }
  std::string error;
  if (!WriteSettingsFile(settings_path(), now, &error)) {
    log.Warning("settings not saved: " + error);
    return;
  }
  size_t size = 0;
  const char* ini = ImGui::SaveIniSettingsToMemory(&size);
  if (!WriteFileAtomically(ImGuiIniPath(), std::string_view(ini, size), &error)) {
    log.Warning("panel layout not saved: " + error);
  }
}

}  // namespace harness
