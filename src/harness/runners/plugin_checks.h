#pragma once

// --check --plugin: each sample's expectations checked a second time, under
// each plugin's functions (harness/plugins/), with a line per expectation a
// plugin gets wrong or could not answer:
//   sphere-sphere: sphere 0 and 2 should intersect [plugin mine: cl_sphere_sphere returned 0]
// and, before --check's closing line, one per plugin and its table
// (plugin_function_table.h):
//   plugin mine (libmine.so): 12 checked, 11 held, 1 failed; 140 not served (no function for their
//   pair)
//     function          served  held  failed  crashed  hung  off
//     cl_sphere_sphere      12    11       1        0     0    0
// A function that hangs is off for the rest of the run: its hang is one
// line, the expectations it then leaves unchecked are counted, not listed.

#include <cstddef>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "harness/plugins/plugin_set.h"
#include "harness/runners/command_line.h"
#include "harness/runners/plugin_function_table.h"
#include "harness/sample_api/sample.h"

namespace harness {

struct PluginTally {
  std::string name;
  std::string file;
  int held = 0;
  int failed = 0;
  std::size_t not_served = 0;
  std::vector<FunctionTally> functions;  // one row per function it exports
};

// The helper's settings the command line gives: collision-lab-plugin-host
// beside this executable, --plugin-timeout and --plugin-memory.
plugins::PluginSettings PluginSettingsFrom(const Options& options);

// The --plugin files loaded into a new set (empty when none is given).
// nullptr after printing "Error: --plugin FILE: reason" to `err` when one
// does not load.
std::unique_ptr<plugins::PluginSet> LoadPluginsOrSay(const Options& options, std::ostream& err);

// The sample's expectations under each plugin of `set`; each check is
// counted in `passed` or `failed` (--check's totals) and in `tallies` (one
// per plugin, in the set's order).
void ReportPluginChecks(const std::string& label, const Sample& sample,
                        const plugins::PluginSet& set, std::vector<PluginTally>& tallies,
                        int& passed, int& failed, std::ostream& out);

void PrintPluginTallies(const std::vector<PluginTally>& tallies, std::ostream& out);

}  // namespace harness
