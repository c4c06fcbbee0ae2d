// --plugin in the window: the plugins loaded before the first sample, their
// files watched for rebuilds, and the "Your code" section that lists them
// and holds the Hunt button (hunt_panel.h).
#include <imgui.h>

#include <cstdio>
#include <filesystem>

#include "harness/app/application.h"
#include "harness/plugins/plugin_functions.h"
#include "harness/runners/plugin_checks.h"
#include "harness/runners/plugin_function_table.h"
#include "harness/widgets/widgets.h"

namespace harness {
namespace {

// How often the plugin files are looked at: a stat each, cheap, and a
// rebuild is seen within about a second.
constexpr std::chrono::milliseconds kPluginWatchPeriod{1000};

// "16 asked, 15 held, 1 failed", with crashes, hangs and the expectations
// skipped after a hang only when there are any.
std::string AskedText(const FunctionTally& row) {
  std::string text = std::to_string(row.served) + " asked, " + std::to_string(row.held) +
                     " held, " + std::to_string(row.failed) + " failed";
  const std::pair<int, const char*> more[] = {
      {row.crashed, " crashed"}, {row.hung, " hung"}, {row.off, " skipped (off after a hang)"}};
  for (const auto& [count, what] : more) {
    if (count > 0) {
      text += ", ";
      text += std::to_string(count);
      text += what;
    }
  }
  return text;
}

// "Label: cl_a, cl_b".
std::string NamesText(const char* label, const std::vector<std::string_view>& names) {
  std::string text = label;
  for (std::size_t i = 0; i < names.size(); ++i) {
    text += i == 0 ? " " : ", ";
    text += names[i];
  }
  return text;
}

// A line of the Your code section about one plugin.
struct SectionLine {
  enum class Look { kHeld, kWrong, kNote, kProblem };
  Look look = Look::kNote;
  std::string text;
};

// What the section says of `plugin`: the functions the sample's expectations
// asked, each with what they came to (as --check --plugin's table counts
// them), then those not asked here, and what went wrong with the plugin.
std::vector<SectionLine> PluginSectionLines(const plugins::Plugin& plugin,
                                            const std::string& failed_build,
                                            const std::vector<OriginChecks>& answers) {
  std::vector<FunctionTally> rows = EmptyFunctionTallies(plugin);
  for (const OriginChecks& checks : answers) {
    if (checks.origin == plugin.name()) {
      TallyByFunction(checks, rows);
    }
  }
  const auto table = plugins::PluginFunctions();
  std::vector<SectionLine> lines;
  std::vector<std::string_view> not_asked;
  std::vector<std::string_view> not_in_build;
  for (std::size_t i = 0; i < plugin.functions().size() && i < rows.size(); ++i) {
    const std::size_t index = plugin.functions()[i];
    const FunctionTally& row = rows[i];
    const std::string name(table[index].name);
    if (const auto through = plugin.AnsweredThrough(index)) {
      lines.push_back({SectionLine::Look::kNote,
                       name + ": checked through " + std::string(table[*through].name)});
    } else if (!plugin.Serves(index)) {
      not_in_build.push_back(table[index].name);
    } else if (row.served == 0) {
      not_asked.push_back(table[index].name);
    } else {
      const bool wrong = row.failed + row.crashed + row.hung + row.off > 0;
      lines.push_back({wrong ? SectionLine::Look::kWrong : SectionLine::Look::kHeld,
                       name + ": " + AskedText(row)});
    }
    if (!plugin.HungOn(index).empty()) {
      lines.push_back({SectionLine::Look::kNote,
                       name + " is off until it is rebuilt: it " + plugin.HungOn(index)});
    }
  }
  if (!not_asked.empty()) {
    lines.push_back({SectionLine::Look::kNote, NamesText("Not asked in this sample:", not_asked)});
  }
  if (!not_in_build.empty()) {
    lines.push_back({SectionLine::Look::kNote,
                     NamesText("Not checked (no table asks it in this build):", not_in_build)});
  }
  if (!failed_build.empty()) {
    lines.push_back(
        {SectionLine::Look::kProblem,
         "The build on disk did not load: " + failed_build + "; the last good one keeps running."});
  }
  if (plugin.restarts() > 0) {
    lines.push_back({SectionLine::Look::kNote, "Helper restarted " +
                                                   std::to_string(plugin.restarts()) +
                                                   " times (crashes or hangs, in the log)."});
  }
  return lines;
}

void DrawSectionLine(const SectionLine& line) {
  switch (line.look) {
    case SectionLine::Look::kHeld:
    case SectionLine::Look::kWrong:
      // The orange of the table's "your code" column where it disagrees.
      ImGui::PushStyleColor(ImGuiCol_Text, line.look == SectionLine::Look::kWrong
                                               ? ImVec4(1.0f, 0.6f, 0.2f, 1.0f)
                                               : ImGui::GetStyleColorVec4(ImGuiCol_Text));
      ImGui::Bullet();
      ImGui::TextWrapped("%s", line.text.c_str());
      ImGui::PopStyleColor();
      break;
    case SectionLine::Look::kNote:
      ImGui::TextDisabled("%s", line.text.c_str());
      break;
    case SectionLine::Look::kProblem:
      ImGui::TextColored(ImVec4(1.0f, 0.4f, 0.4f, 1.0f), "%s", line.text.c_str());
      break;
  }
}

}  // namespace

bool Application::LoadPlugins() {
  if (options_.plugins.empty()) {
    return true;
  }
  const plugins::PluginSettings settings = PluginSettingsFrom(options_);
  plugins_ = std::make_unique<plugins::PluginSet>(settings);
  hunt_panel_ = std::make_unique<HuntPanel>(options_, settings);
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
  // The Hunt button first: it stays where it is however many lines the
  // plugins' status takes (window tests click it), and it is what a user
  // comes back to.
  const std::string open = hunt_panel_->Draw(*sample_, SampleRevision(), log_);
  // The browser is narrow: every line wraps rather than be cut.
  widgets::PushTextWrapAtVisibleEdge();
  for (std::size_t p = 0; p < plugins_->plugins().size(); ++p) {
    const auto& plugin = plugins_->plugins()[p];
    ImGui::PushID(plugin.get());
    const std::string file = std::filesystem::path(plugin->file()).filename().string();
    ImGui::TextWrapped("%s (%s), in this sample:", plugin->name().c_str(), file.c_str());
    for (const SectionLine& line :
         PluginSectionLines(*plugin, plugins_->FailedBuild(p), sample_->OthersAnswers())) {
      DrawSectionLine(line);
    }
    ImGui::PopID();
  }
  ImGui::TextDisabled("Rebuild a plugin and it is reloaded within a second.");
  ImGui::PopTextWrapPos();
  if (!open.empty()) {
    DoCommand(ShellAction{ShellCommand::kOpenScene, -1, open});
  }
}

std::vector<std::string> Application::YourCodeLines() const {
  std::vector<std::string> lines;
  if (plugins_ == nullptr || sample_ == nullptr) {
    return lines;
  }
  for (std::size_t p = 0; p < plugins_->plugins().size(); ++p) {
    const plugins::Plugin& plugin = *plugins_->plugins()[p];
    for (const SectionLine& line :
         PluginSectionLines(plugin, plugins_->FailedBuild(p), sample_->OthersAnswers())) {
      lines.push_back(plugin.name() + ": " + line.text);
    }
  }
  return lines;
}

void Application::HuntSampleChanged() {
  if (hunt_panel_ != nullptr) {
    hunt_panel_->SampleChanged(log_);
  }
}

}  // namespace harness
