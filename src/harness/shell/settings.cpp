#include "harness/shell/settings.h"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "harness/scene/atomic_file.h"
#include "harness/scene/json_reader.h"

namespace harness {
namespace {

using nlohmann::json;

// Larger than any settings file this app writes by far; a bigger one is not
// ours and is not worth reading into memory.
constexpr std::size_t kMaxSettingsBytes = 1u << 20;
// Window coordinates past this are no screen's; sizes as --width / --height.
constexpr double kMaxWindowCoordinate = 100000.0;
constexpr double kMaxWindowSize = 16384.0;
// A camera further than this, or aimed further out, shows nothing a sample
// draws (the far plane is 1000 at most); value_guard's editing limit.
constexpr double kMaxCameraMagnitude = 1e6;
constexpr double kMaxPitchDeg = 89.0;

// Reads values at JSON paths; each bad value adds one warning and yields
// nullopt, so the caller keeps that value's default.
class ForgivingReader {
 public:
  ForgivingReader(const std::string& file, std::vector<std::string>* warnings)
      : file_(file), warnings_(warnings) {}

  void Warn(const std::string& path, const std::string& problem) {
    warnings_->push_back(file_ + ": " + path + ": " + problem + "; using the default");
  }

  std::optional<double> Number(const json& value, const std::string& path, double min, double max) {
    if (!value.is_number() || !std::isfinite(value.get<double>()) || value.get<double>() < min ||
        value.get<double>() > max) {
      Warn(path, "expected a number from " + FormatNumber(min) + " to " + FormatNumber(max) +
                     ", got " + Shown(value));
      return std::nullopt;
    }
    return value.get<double>();
  }

  std::optional<int> WholeNumber(const json& value, const std::string& path, double min,
                                 double max) {
    if (!value.is_number() || !std::isfinite(value.get<double>()) ||
        value.get<double>() != std::floor(value.get<double>()) || value.get<double>() < min ||
        value.get<double>() > max) {
      Warn(path, "expected a whole number from " + FormatNumber(min) + " to " + FormatNumber(max) +
                     ", got " + Shown(value));
      return std::nullopt;
    }
    return static_cast<int>(value.get<double>());
  }

  std::optional<bool> Bool(const json& value, const std::string& path) {
    if (!value.is_boolean()) {
      Warn(path, "expected true or false, got " + Shown(value));
      return std::nullopt;
    }
    return value.get<bool>();
  }

  std::optional<std::string> String(const json& value, const std::string& path) {
    if (!value.is_string()) {
      Warn(path, "expected a string, got " + Shown(value));
      return std::nullopt;
    }
    return value.get<std::string>();
  }

  // `value` when it is an object; else one warning (a bad value at `path`)
  // and nullptr.
  const json* Object(const json& value, const std::string& path) {
    if (!value.is_object()) {
      Warn(path, "expected an object, got " + Shown(value));
      return nullptr;
    }
    return &value;
  }

 private:
  // What the file said, short: a number as written, else its type.
  static std::string Shown(const json& value) {
    if (value.is_number()) {
      return FormatNumber(value.get<double>());
    }
    if (value.is_string()) {
      const std::string text = value.get<std::string>();
      return "\"" + EscapeControlCharacters(text.size() > 40 ? text.substr(0, 40) + "..." : text) +
             "\"";
    }
    return JsonTypeName(value);
  }

  const std::string& file_;
  std::vector<std::string>* warnings_;
};

// The float's shortest decimal ("0.1", not 0.10000000149011612), which
// reads back as the same float: the file stays readable.
double Shortest(float value) {
  char text[32];
  const auto [end, ec] = std::to_chars(text, text + sizeof text, value);
  return ec == std::errc() ? std::strtod(std::string(text, end).c_str(), nullptr) : value;
}

const json* Member(const json& object, const char* key) {
  const auto it = object.find(key);
  return it == object.end() ? nullptr : &*it;
}

void ReadWindow(const json& root, ForgivingReader& reader, Settings* settings) {
  const json* window = Member(root, "window");
  if (window == nullptr || reader.Object(*window, "window") == nullptr) {
    return;
  }
  const auto read = [&](const char* key, double min, double max) -> std::optional<int> {
    const json* value = Member(*window, key);
    return value == nullptr ? std::nullopt
                            : reader.WholeNumber(*value, std::string("window.") + key, min, max);
  };
  const auto x = read("x", -kMaxWindowCoordinate, kMaxWindowCoordinate);
  const auto y = read("y", -kMaxWindowCoordinate, kMaxWindowCoordinate);
  const auto width = read("width", 1, kMaxWindowSize);
  const auto height = read("height", 1, kMaxWindowSize);
  // A place or a size is one value: half of one is no place to open at.
  if (x && y) {
    settings->window_position = WindowPlacement{*x, *y};
  }
  if (width && height) {
    settings->window_size = WindowSize{*width, *height};
  }
}

// The camera is one pose: any bad part and the sample's own framing is used.
void ReadCamera(const json& root, ForgivingReader& reader, Settings* settings) {
  const json* camera = Member(root, "camera");
  if (camera == nullptr || reader.Object(*camera, "camera") == nullptr) {
    return;
  }
  SavedCamera saved;
  bool whole = true;
  const auto number = [&](const char* key, double min, double max, float* target) {
    const json* value = Member(*camera, key);
    const auto read = value == nullptr
                          ? std::nullopt
                          : reader.Number(*value, std::string("camera.") + key, min, max);
    if (read) {
      *target = static_cast<float>(*read);
    } else {
      whole = false;
    }
  };
  number("distance", 1e-6, kMaxCameraMagnitude, &saved.distance);
  number("yaw", -kMaxCameraMagnitude, kMaxCameraMagnitude, &saved.yaw_deg);
  number("pitch", -kMaxPitchDeg, kMaxPitchDeg, &saved.pitch_deg);
  const json* target = Member(*camera, "target");
  if (target == nullptr) {
    whole = false;
  } else if (!target->is_array() || target->size() != 3) {
    reader.Warn("camera.target", "expected an array of 3 numbers");
    whole = false;
  } else {
    for (int i = 0; i < 3; ++i) {
      const auto read = reader.Number((*target)[i], "camera.target[" + std::to_string(i) + "]",
                                      -kMaxCameraMagnitude, kMaxCameraMagnitude);
      if (read) {
        saved.target[i] = static_cast<float>(*read);
      } else {
        whole = false;
      }
    }
  }
  if (whole) {
    settings->camera = saved;
  }
}

// The samples whose About a user unfolded: ids, each a string; a bad
// entry is dropped with a warning, the rest kept.
void ReadAboutUnfolded(const json& root, ForgivingReader& reader, Settings* settings) {
  const json* list = Member(root, "about_unfolded");
  if (list == nullptr) {
    return;
  }
  if (!list->is_array()) {
    reader.Warn("about_unfolded", "expected an array of sample ids, got " + JsonTypeName(*list));
    return;
  }
  for (std::size_t i = 0; i < list->size() && i < kMaxAboutUnfolded; ++i) {
    if (auto id = reader.String((*list)[i], "about_unfolded[" + std::to_string(i) + "]")) {
      settings->about_unfolded.push_back(std::move(*id));
    }
  }
  std::sort(settings->about_unfolded.begin(), settings->about_unfolded.end());
  const auto repeated =
      std::unique(settings->about_unfolded.begin(), settings->about_unfolded.end());
  settings->about_unfolded.erase(repeated, settings->about_unfolded.end());
}

// Each sample's chosen look: sample id to true (solid) or false
// (wireframe); a bad entry is dropped with a warning, the rest kept.
void ReadSolidShapes(const json& root, ForgivingReader& reader, Settings* settings) {
  const json* looks = Member(root, "solid_shapes");
  if (looks == nullptr) {
    return;
  }
  if (!looks->is_object()) {
    reader.Warn("solid_shapes",
                "expected an object of sample ids to true or false, got " + JsonTypeName(*looks));
    return;
  }
  for (const auto& [id, solid] : looks->items()) {
    if (settings->solid_shapes.size() >= kMaxAboutUnfolded) {
      break;
    }
    if (const std::optional<bool> value = reader.Bool(solid, "solid_shapes." + id)) {
      settings->solid_shapes[id] = *value;
    }
  }
}

void ReadSettings(const json& root, ForgivingReader& reader, Settings* settings) {
  ReadWindow(root, reader, settings);
  if (const json* sample = Member(root, "sample")) {
    settings->sample = reader.String(*sample, "sample").value_or("");
  }
  if (const json* scene = Member(root, "scene")) {
    settings->scene = reader.String(*scene, "scene").value_or("");
  }
  ReadCamera(root, reader, settings);
  if (const json* rotate = Member(root, "auto_rotate")) {
    settings->auto_rotate = reader.Bool(*rotate, "auto_rotate").value_or(settings->auto_rotate);
  }
  if (const json* labels = Member(root, "labels")) {
    settings->labels = reader.Bool(*labels, "labels").value_or(settings->labels);
  }
  if (const json* scale = Member(root, "ui_scale")) {
    settings->ui_scale = static_cast<float>(
        reader.Number(*scale, "ui_scale", kMinUiScale, kMaxUiScale).value_or(settings->ui_scale));
  }
  if (const json* width = Member(root, "sample_panel_width")) {
    settings->sample_panel_width =
        static_cast<float>(reader.Number(*width, "sample_panel_width", 0.0, kMaxSamplePanelWidth)
                               .value_or(settings->sample_panel_width));
  }
  ReadAboutUnfolded(root, reader, settings);
  ReadSolidShapes(root, reader, settings);
}

}  // namespace

std::string SettingsDirectory(const EnvLookup& env) {
  if (const auto config = env("XDG_CONFIG_HOME");
      config && !config->empty() && (*config)[0] == '/') {
    return *config + "/collision-lab";
  }
  if (const auto home = env("HOME"); home && !home->empty()) {
    return *home + "/.config/collision-lab";
  }
  return "";
}

LoadedSettings ParseSettings(const std::string& text, const std::string& path) {
  LoadedSettings loaded;
  const auto corrupt = [&](const std::string& why) {
    loaded.settings = Settings{};
    loaded.warnings = {path + ": " + why + "; using the default settings"};
    return loaded;
  };
  if (text.size() > kMaxSettingsBytes) {
    return corrupt("file is " + std::to_string(text.size()) + " bytes, too large for settings");
  }
  if (text.find_first_not_of(" \t\r\n") == std::string::npos) {
    return corrupt("the file is empty");
  }
  json root;
  try {
    root = ParseStrictJson(text, path);
  } catch (const InputError& e) {
    return corrupt((e.where().empty() ? "" : e.where() + ": ") + e.problem());
  }
  if (!root.is_object()) {
    return corrupt("expected a JSON object, got " + JsonTypeName(root));
  }
  ForgivingReader reader(path, &loaded.warnings);
  ReadSettings(root, reader, &loaded.settings);
  return loaded;
}

LoadedSettings ReadSettingsFile(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec) && !ec) {
    return {};  // the first run
  }
  const auto unreadable = [&](const std::string& why) {
    return LoadedSettings{{}, {path + ": cannot read (" + why + "); using the default settings"}};
  };
  if (ec) {
    return unreadable(ec.message());
  }
  if (std::filesystem::is_directory(path, ec)) {
    return unreadable("it is a directory");
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    return unreadable(std::strerror(errno));
  }
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) {
    return unreadable("read error");
  }
  return ParseSettings(text.str(), path);
}

std::string SettingsToJson(const Settings& settings) {
  // ordered_json keeps the keys as written here, so a user reading the
  // file finds them in a sensible order.
  nlohmann::ordered_json root;
  root["version"] = 1;
  nlohmann::ordered_json window = nlohmann::ordered_json::object();
  if (settings.window_position) {
    window["x"] = settings.window_position->x;
    window["y"] = settings.window_position->y;
  }
  if (settings.window_size) {
    window["width"] = settings.window_size->width;
    window["height"] = settings.window_size->height;
  }
  if (!window.empty()) {
    root["window"] = window;
  }
  if (!settings.sample.empty()) {
    root["sample"] = settings.sample;
  }
  if (!settings.scene.empty()) {
    root["scene"] = settings.scene;
  }
  if (settings.camera) {
    const SavedCamera& c = *settings.camera;
    root["camera"] = {
        {"target", {Shortest(c.target.x), Shortest(c.target.y), Shortest(c.target.z)}},
        {"distance", Shortest(c.distance)},
        {"yaw", Shortest(c.yaw_deg)},
        {"pitch", Shortest(c.pitch_deg)}};
  }
  root["auto_rotate"] = settings.auto_rotate;
  root["labels"] = settings.labels;
  root["sample_panel_width"] = Shortest(settings.sample_panel_width);
  if (!settings.about_unfolded.empty()) {
    root["about_unfolded"] = settings.about_unfolded;
  }
  if (!settings.solid_shapes.empty()) {
    root["solid_shapes"] = settings.solid_shapes;
  }
  root["ui_scale"] = Shortest(settings.ui_scale);
  return root.dump(2) + "\n";
}

bool WriteSettingsFile(const std::string& path, const Settings& settings, std::string* error) {
  const std::filesystem::path dir = std::filesystem::path(path).parent_path();
  std::error_code ec;
  if (!dir.empty()) {
    std::filesystem::create_directories(dir, ec);
    if (ec) {
      *error = "cannot create " + dir.string() + ": " + ec.message();
      return false;
    }
  }
  return WriteFileAtomically(path, SettingsToJson(settings), error);
}

Options ApplySavedStart(const Options& given, const Settings& saved) {
  Options start = given;
  if (given.sample.empty() && given.scenes.empty() && !saved.sample.empty()) {
    start.sample = saved.sample;
    if (!saved.scene.empty()) {
      start.scenes = {saved.scene};
    }
  }
  if (saved.window_size) {
    start.width = given.width_given ? given.width : saved.window_size->width;
    start.height = given.height_given ? given.height : saved.window_size->height;
  }
  return start;
}

bool CameraMatches(const Settings& saved, const std::string& sample, const std::string& scene) {
  return saved.camera.has_value() && !saved.sample.empty() && saved.sample == sample &&
         saved.scene == scene;
}

}  // namespace harness
