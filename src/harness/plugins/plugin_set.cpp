#include "harness/plugins/plugin_set.h"

#include <unistd.h>

#include <filesystem>

namespace harness::plugins {
namespace {

std::string FileName(const std::string& file) {
  return std::filesystem::path(file).filename().string();
}

std::string FunctionCount(std::size_t n) {
  return std::to_string(n) + (n == 1 ? " function" : " functions");
}

bool SettledFor(const FileStamp& stamp, std::chrono::milliseconds settle) {
  const auto now = std::chrono::system_clock::now().time_since_epoch();
  const auto age =
      std::chrono::duration_cast<std::chrono::nanoseconds>(now).count() - stamp.modified_ns;
  return age >= std::chrono::duration_cast<std::chrono::nanoseconds>(settle).count();
}

}  // namespace

std::string HostBesideExecutable() {
  std::error_code ec;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
  return (self.parent_path() / "collision-lab-plugin-host").string();
}

PluginSet::PluginSet(PluginSettings settings, collide::PairTestRegistry& registry,
                     collide::ContactTimeFunctions& contact_times)
    : settings_(std::move(settings)), registry_(registry), contact_times_(contact_times) {}

PluginSet::~PluginSet() {
  for (const auto& plugin : plugins_) {
    plugin->Unregister(registry_, contact_times_);
  }
}

const Plugin& PluginSet::Add(const std::string& file) {
  std::unique_ptr<Plugin> plugin = Plugin::Load(file, settings_);
  plugin->Register(registry_, contact_times_);
  tried_.push_back(plugin->stamp());
  failed_builds_.emplace_back();
  plugins_.push_back(std::move(plugin));
  return *plugins_.back();
}

std::vector<ReloadNote> PluginSet::ReloadChanged(std::chrono::milliseconds settle) {
  std::vector<ReloadNote> notes;
  for (std::size_t i = 0; i < plugins_.size(); ++i) {
    const std::string file = plugins_[i]->file();  // a copy: the plugin may be replaced
    const FileStamp now = StampOf(file);
    // Gone (a build between unlinking and writing it): wait for the new one.
    if (!now.exists || now == tried_[i] || !SettledFor(now, settle)) {
      continue;
    }
    tried_[i] = now;
    try {
      std::unique_ptr<Plugin> fresh = Plugin::Load(file, settings_);
      plugins_[i]->Unregister(registry_, contact_times_);
      try {
        fresh->Register(registry_, contact_times_);
      } catch (const PluginLoadError&) {
        // A new name clashing with another plugin's: the old build stays.
        plugins_[i]->Register(registry_, contact_times_);
        throw;
      }
      plugins_[i] = std::move(fresh);
      failed_builds_[i].clear();
      ++reloads_;
      notes.push_back({true, "reloaded " + FileName(file) + ": " +
                                 FunctionCount(plugins_[i]->functions().size())});
    } catch (const PluginLoadError& e) {
      failed_builds_[i] = e.reason;
      notes.push_back({false, FileName(file) + " changed, but the new build did not load: " +
                                  e.reason + "; the last good one keeps running"});
    }
  }
  return notes;
}

}  // namespace harness::plugins
