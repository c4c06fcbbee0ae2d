#pragma once

// What a window run keeps for the next one: the window's place and size, the
// sample and scene open at exit, the camera, auto-rotation, labels, the UI
// scale and the look the user chose in each sample. They live in
// $XDG_CONFIG_HOME/collision-lab/settings.json
// (~/.config/... when unset); ImGui's own state (which panels are collapsed,
// table columns) in imgui.ini beside it. No GL: the window's side is in
// settings_session.h.
//
// A settings file is read forgivingly, because losing preferences must never
// stop the app: an unknown key is ignored (a newer version wrote it), a bad
// value gives one warning naming the file and its JSON path and that value's
// default is used, and a file that is not JSON at all (or cannot be read)
// gives one warning and every default.

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <glm/vec3.hpp>

#include "harness/runners/command_line.h"
#include "harness/scene/save_path.h"

namespace harness {

// The camera's pose at exit; restored only on the sample (and scene) it was
// saved with, since another sample frames another scene.
struct SavedCamera {
  glm::vec3 target{0.0f};
  float distance = 20.0f;
  float yaw_deg = 120.0f;
  float pitch_deg = -10.0f;

  bool operator==(const SavedCamera&) const = default;
};

// Screen coordinates, as GLFW gives them (not framebuffer pixels).
struct WindowPlacement {
  int x = 0;
  int y = 0;

  bool operator==(const WindowPlacement&) const = default;
};
struct WindowSize {
  int width = 0;
  int height = 0;

  bool operator==(const WindowSize&) const = default;
};

inline constexpr float kMinUiScale = 0.5f;
inline constexpr float kMaxUiScale = 3.0f;
inline constexpr float kMaxSamplePanelWidth = 16384.0f;
// More ids than there are samples, many times over; a longer list is cut
// (about_unfolded, solid_shapes).
inline constexpr std::size_t kMaxAboutUnfolded = 1000;

struct Settings {
  std::optional<WindowPlacement> window_position;  // none: the window manager's choice
  std::optional<WindowSize> window_size;           // none: --width / --height's defaults
  std::string sample;                              // empty: the default sample
  std::string scene;                               // empty: the sample's own table
  std::optional<SavedCamera> camera;               // none: the sample's framing
  bool auto_rotate = true;
  bool labels = true;
  float ui_scale = 1.0f;  // the user's factor (Ctrl+= / Ctrl+-), on top of the screen's
  // The sample panel's width as its splitter was dragged to, in the window's
  // coordinates at interface scale 1; 0: its share of the window.
  float sample_panel_width = 0.0f;
  // The samples whose About the user unfolded ("more..."), sorted; every
  // other sample's opens folded to its first sentence.
  std::vector<std::string> about_unfolded;
  // The samples whose look the user chose (W, View > Solid shapes): true
  // solid, false wireframe; every other sample opens in its own default.
  std::map<std::string, bool> solid_shapes;

  bool operator==(const Settings&) const = default;
};

// The directory settings live in: $XDG_CONFIG_HOME/collision-lab, or
// ~/.config/collision-lab when XDG_CONFIG_HOME is unset, empty or relative
// (the XDG rule); empty when HOME is unset too (nothing is read or written).
std::string SettingsDirectory(const EnvLookup& env = ProcessEnv);
inline constexpr const char* kSettingsFileName = "settings.json";
inline constexpr const char* kImGuiIniFileName = "imgui.ini";

struct LoadedSettings {
  Settings settings;
  // One line per problem, each naming the file ("path: window.width: ...").
  std::vector<std::string> warnings;
};

// Reads `path`. A missing file is no problem (the first run): defaults, no
// warning.
LoadedSettings ReadSettingsFile(const std::string& path);
// The same from text already read; `path` names it in warnings.
LoadedSettings ParseSettings(const std::string& text, const std::string& path);

// Pretty-printed JSON, keys in a fixed order; reads back equal.
std::string SettingsToJson(const Settings& settings);
// Creates the directory when needed and writes atomically (never a half
// file). False, with the reason in *error, on failure.
bool WriteSettingsFile(const std::string& path, const Settings& settings, std::string* error);

// The window run's start: what the command line gives wins (--sample or
// --scene over the saved sample and scene, --width / --height over the saved
// size), the rest comes from `saved`. Returns the options the run uses.
Options ApplySavedStart(const Options& given, const Settings& saved);

// Whether the saved camera belongs to the sample and scene the run opened.
bool CameraMatches(const Settings& saved, const std::string& sample, const std::string& scene);

}  // namespace harness
