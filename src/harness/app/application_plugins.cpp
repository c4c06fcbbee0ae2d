// --plugin in the window: the plugins loaded before the first sample, their
// files watched for rebuilds, and the "Your code" section that lists them
// and holds the Hunt button (hunt_panel.h).
#include <imgui.h>

#include <cstdio>
#include <filesystem>

#include "harness/app/application.h"
#include "harness/plugins/plugin_functions.h"
#include "harness/widgets/widgets.h"

namespace harness {
namespace {

// How often the plugin files are looked at: a stat each, cheap, and a
// rebuild is seen within about a second.
constexpr std::chrono::milliseconds kPluginWatchPeriod{1000};

}  // namespace

bool Application::LoadPlugins() {
  if (options_.plugins.empty()) {
    return true;
  }
  plugins::PluginSettings settings;
  settings.host = plugins::HostBesideExecutable();
  settings.timeout =
      std::chrono::milliseconds(static_cast<long long>(options_.plugin_timeout_s * 1000.0 + 0.5));
  plugins_ = std::make_unique<plugins::PluginSet>(settings);
  hunt_panel_ = std::make_unique<HuntPanel>(options_, settings.host);
  for (const std::string& file : options_.plugins) {
    try {
      const plugins::Plugin& plugin = plugins_->Add(file);
      const std::size_t n = plugin.functions().size();
      log_.Info("loaded " + std::filesystem::path(file).filename().string() + " (" + plugin.name() +
                "): " + std::to_string(n) + (n == 1 ? " function" : " functions"));
      for (const std::string& warning : plugin.warnings()) {
        log_.Warning("--plugin " + file + ": " + warning);
      }
    } catch (const plugins::PluginLoadError& e) {
      std::fprintf(stderr, "Error: --plugin %s: %s\n", e.file.c_str(), e.reason.c_str());
      plugins_.reset();
      hunt_panel_.reset();
      return false;
    }
  }
  return true;
}

void Application::WatchPlugins() {
  if (plugins_ == nullptr) {
    return;
  }
  // A hunt that ended is reported, and its single case opened, even while
  // the Your code section or the whole browser is folded.
  if (const std::string found = hunt_panel_->Poll(log_); !found.empty()) {
    DoCommand(ShellAction{ShellCommand::kOpenScene, -1, found});
  }
  const auto now = std::chrono::steady_clock::now();
  if (now < next_plugin_watch_) {
    return;
  }
  next_plugin_watch_ = now + kPluginWatchPeriod;
  for (const plugins::ReloadNote& note : plugins_->ReloadChanged()) {
    if (note.loaded) {
      log_.Info(note.text);
    } else {
      log_.Error(note.text);
    }
  }
}

void Application::YourCodePanel() {
  // Only with --plugin: without one the browser keeps its layout (window
  // tests click in it), and docs/plugins.md says how to start. With one,
  // it stands above the sample list.
  if (plugins_ == nullptr ||
      !ImGui::CollapsingHeader("Your code", ImGuiTreeNodeFlags_DefaultOpen)) {
    return;
  }
  // The browser is narrow: every line wraps rather than be cut.
  widgets::PushTextWrapAtVisibleEdge();
  const auto table = plugins::PluginFunctions();
  for (const auto& plugin : plugins_->plugins()) {
    ImGui::PushID(plugin.get());
    const std::string file = std::filesystem::path(plugin->file()).filename().string();
    ImGui::TextWrapped("%s (%s)", plugin->name().c_str(), file.c_str());
    for (std::size_t index : plugin->functions()) {
      const std::string name(table[index].name);
      ImGui::Bullet();
      if (plugin->Serves(index)) {
        ImGui::TextWrapped("%s", name.c_str());
      } else {
        ImGui::TextWrapped("%s (not checked: no table asks it in this build)", name.c_str());
      }
    }
    if (plugin->restarts() > 0) {
      ImGui::TextDisabled("helper restarted %d times (crashes or hangs, in the log)",
                          plugin->restarts());
    }
    ImGui::PopID();
  }
  ImGui::TextDisabled("Rebuild a plugin and it is reloaded within a second.");
  ImGui::PopTextWrapPos();
  if (const std::string open = hunt_panel_->Draw(*sample_, SampleRevision(), log_); !open.empty()) {
    DoCommand(ShellAction{ShellCommand::kOpenScene, -1, open});
  }
}

void Application::HuntSampleChanged() {
  if (hunt_panel_ != nullptr) {
    hunt_panel_->SampleChanged(log_);
  }
}

}  // namespace harness
