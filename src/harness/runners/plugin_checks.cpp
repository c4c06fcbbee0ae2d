#include "harness/runners/plugin_checks.h"

#include <filesystem>

#include "harness/origins/ask_origin.h"
#include "harness/plugins/plugin_shapes.h"
#include "harness/scene/outcome.h"

namespace harness {

plugins::PluginSettings PluginSettingsFrom(const Options& options) {
  plugins::PluginSettings settings;
  settings.host = plugins::HostBesideExecutable();
  settings.timeout =
      std::chrono::milliseconds(static_cast<long long>(options.plugin_timeout_s * 1000.0 + 0.5));
  settings.memory_mb = options.plugin_memory_mb;
  return settings;
}

std::unique_ptr<plugins::PluginSet> LoadPluginsOrSay(const Options& options, std::ostream& err) {
  auto set = std::make_unique<plugins::PluginSet>(PluginSettingsFrom(options));
  for (const std::string& file : options.plugins) {
    try {
      set->Add(file);
      for (const std::string& warning : set->plugins().back()->warnings()) {
        err << "Warning: --plugin " << file << ": " << warning << '\n';
      }
    } catch (const plugins::PluginLoadError& e) {
      err << "Error: --plugin " << e.file << ": " << e.reason << '\n';
      return nullptr;
    }
  }
  return set;
}

void ReportPluginChecks(const std::string& label, const Sample& sample,
                        const plugins::PluginSet& set, std::vector<PluginTally>& tallies,
                        int& passed, int& failed, std::ostream& out) {
  tallies.resize(set.plugins().size());
  for (std::size_t p = 0; p < set.plugins().size(); ++p) {
    const plugins::Plugin& plugin = *set.plugins()[p];
    PluginTally& tally = tallies[p];
    tally.name = plugin.name();
    tally.file = std::filesystem::path(plugin.file()).filename().string();
    if (tally.functions.empty()) {
      tally.functions = EmptyFunctionTallies(plugin);
    }
    const OriginChecks result = AskOrigin(sample.QuestionsForOthers(), plugin.name());
    tally.not_served += result.not_served;
    TallyByFunction(result, tally.functions);
    NoteHangs(plugin, tally.functions);
    for (std::size_t i = 0; i < result.checks.size(); ++i) {
      const PairCheck& check = result.checks[i];
      if (check.passed) {
        ++tally.held;
        ++passed;
        continue;
      }
      ++tally.failed;
      ++failed;
      if (check.no_answer == collide::NoAnswer::kOff && !check.error.empty()) {
        continue;  // the hang is said once, under the table, with what it left unchecked
      }
      // A plugin's error names its function itself; a judgement of ours
      // (a full hit's normal) does not.
      // What differs is said after what it returned, where the outcome
      // words it ("normal off by 180.0°": a depth can be right and the
      // normal not).
      const std::string function(plugins::FunctionOfTest(result.tests[i]));
      const std::string difference =
          check.error.empty() ? Difference(check.expected, check.actual, check.tolerance) : "";
      const std::string what = check.error.empty()
                                   ? function + " " +
                                         WhatItReturned(check.actual, plugins::ExactNumber) +
                                         (difference.empty() ? "" : ": " + difference)
                               : check.error.starts_with("cl_") ? check.error
                                                                : function + ": " + check.error;
      out << label << ": " << MismatchSentence(check) << " [plugin " << plugin.name() << ": "
          << what;
      if (check.no_answer == collide::NoAnswer::kHung && !check.error.empty()) {
        out << "; " << plugins::FunctionOfTest(result.tests[i])
            << " is off for the rest of the run";
      }
      out << "]\n";
    }
  }
}

void PrintPluginTallies(const std::vector<PluginTally>& tallies, std::ostream& out) {
  for (const PluginTally& t : tallies) {
    out << "plugin " << t.name << " (" << t.file << "): " << (t.held + t.failed) << " checked, "
        << t.held << " held, " << t.failed << " failed; " << t.not_served
        << " not served (no function for their pair)\n";
    for (const std::string& line : FunctionTableLines(t.functions)) {
      out << "  " << line << '\n';
    }
    for (const std::string& line : HangLines(t.functions)) {
      out << "plugin " << t.name << ": " << line << '\n';
    }
  }
}

}  // namespace harness
