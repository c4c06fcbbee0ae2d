#pragma once

// The plugins of a run (--plugin FILE, repeatable): loaded and registered in
// the pair-test registry together, watched for rebuilds, and taken out of the
// registry when the set goes.
//
// A rebuild is noticed by the file's inode, size and modification time
// (FileStamp); the new build is copied and loaded beside the old one, and
// only when it loads does it replace the old one in the registry. A build
// that does not load leaves the last good one running, and is not tried
// again until the file changes once more.

#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "collide/registry/pair_tests.h"
#include "harness/plugins/plugin.h"

namespace harness::plugins {

// collision-lab-plugin-host beside the running executable.
std::string HostBesideExecutable();

// What a reload did, for the log.
struct ReloadNote {
  bool loaded = false;  // false: the new build did not load
  // "reloaded libmine.so: 4 functions", or "libmine.so changed, but the new
  // build did not load: ...; the last good one keeps running".
  std::string text;
};

class PluginSet {
 public:
  // The plugins' pair tests go into `registry`, their ball-ball times of
  // impact into `contact_times`: the process-wide ones for the window and
  // --check, a set of its own for a hunt beside them (runners/hunt_job.h).
  explicit PluginSet(
      PluginSettings settings,
      collide::PairTestRegistry& registry = collide::PairTestRegistry::Global(),
      collide::ContactTimeFunctions& contact_times = collide::ContactTimeFunctions::Global());
  ~PluginSet();
  PluginSet(const PluginSet&) = delete;
  PluginSet& operator=(const PluginSet&) = delete;

  // Loads `file` and registers its functions. Throws PluginLoadError (and
  // keeps nothing of it) when it does not load.
  const Plugin& Add(const std::string& file);

  // Loads each plugin whose file changed since it was loaded (and has not
  // changed in the last `settle`, so that a linker still writing it is
  // left alone) and swaps it in. One note per file it tried.
  std::vector<ReloadNote> ReloadChanged(
      std::chrono::milliseconds settle = std::chrono::milliseconds(300));

  const std::vector<std::unique_ptr<Plugin>>& plugins() const { return plugins_; }
  bool empty() const { return plugins_.empty(); }
  // Why the build of plugin `i` now on disk did not load ("it has no
  // cl_plugin_abi function ..."), while the last good one keeps running;
  // empty once a build loads.
  const std::string& FailedBuild(std::size_t i) const { return failed_builds_[i]; }
  // Counts every successful reload: a sample re-evaluates when it changes.
  int reloads() const { return reloads_; }

 private:
  PluginSettings settings_;
  collide::PairTestRegistry& registry_;
  collide::ContactTimeFunctions& contact_times_;
  std::vector<std::unique_ptr<Plugin>> plugins_;
  std::vector<FileStamp> tried_;            // per plugin: the last build tried, good or not
  std::vector<std::string> failed_builds_;  // per plugin: FailedBuild
  int reloads_ = 0;
};

}  // namespace harness::plugins
