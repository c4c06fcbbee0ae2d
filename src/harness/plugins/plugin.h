#pragma once

// One loaded plugin: a user's shared library (include/collision_lab/plugin.h)
// running in its own helper process, and its functions registered as pair
// tests beside ours. Each function the plugin exports, for a pair of kinds
// this build has, becomes a PairTest with id "plugin:<name>" and origin
// <name>, so every table, sample and --check answers it as any algorithm.
// A call that crashes, hangs or answers out of range throws
// collide::PairTestError naming the function and the inputs.

#include <sys/types.h>

#include <chrono>
#include <cstddef>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "collide/registry/contact_time_functions.h"
#include "collide/registry/pair_tests.h"
#include "harness/plugins/plugin_functions.h"
#include "harness/plugins/plugin_process.h"

namespace harness::plugins {

// A file that is not a plugin this harness can load: `file` as given, and
// why ("no such file", "not a shared library (no ELF header)", "it has no
// cl_plugin_abi function ...", "it is ABI 2; this Collision Lab takes ABI 1 ...",
// "it serves no function of the ABI ...; cl_sphere_sphre: not an ABI
// function; did you mean cl_sphere_sphere?").
struct PluginLoadError : std::runtime_error {
  PluginLoadError(const std::string& file, const std::string& reason)
      : std::runtime_error(file + ": " + reason), file(file), reason(reason) {}
  std::string file;
  std::string reason;
};

// Where the file was when it was loaded: a rebuild changes one of these.
struct FileStamp {
  bool exists = false;
  ino_t inode = 0;
  off_t size = 0;
  std::int64_t modified_ns = 0;
  bool operator==(const FileStamp&) const = default;
};
FileStamp StampOf(const std::string& file);

struct PluginSettings {
  std::string host;  // collision-lab-plugin-host's path
  std::chrono::milliseconds timeout{1000};
  int memory_mb = 1024;  // the helper's address space (--plugin-memory)
};

// The prefix of a plugin's pair-test ids: "plugin:mine".
std::string PluginTestId(const std::string& name);

class Plugin {
 public:
  // Checks `file`, copies it to a fresh temporary path (so that a later
  // build never replaces what runs), starts its helper and reads what it
  // exports. Throws PluginLoadError.
  static std::unique_ptr<Plugin> Load(const std::string& file, const PluginSettings& settings);
  ~Plugin();
  Plugin(const Plugin&) = delete;
  Plugin& operator=(const Plugin&) = delete;

  // Adds a pair test for each exported function whose kinds `registry`
  // has (ShapeKinds::Global()), and its ball-ball time of impact to
  // `contact_times`; throws PluginLoadError when another plugin of the same
  // name holds them. Unregister takes them out again.
  void Register(collide::PairTestRegistry& registry, collide::ContactTimeFunctions& contact_times =
                                                         collide::ContactTimeFunctions::Global());
  void Unregister(
      collide::PairTestRegistry& registry,
      collide::ContactTimeFunctions& contact_times = collide::ContactTimeFunctions::Global());

  const std::string& file() const { return file_; }
  const std::string& name() const { return name_; }
  const FileStamp& stamp() const { return stamp_; }
  // The ABI functions it exports, in the table's order.
  const std::vector<std::size_t>& functions() const { return functions_; }
  // Its `cl_` exports the ABI does not have, each with the nearest ABI
  // name (elf_exports.h's UnknownAbiExports): said when it loads.
  const std::vector<std::string>& warnings() const { return warnings_; }
  // Whether function `index` was registered (its kinds are in this build).
  bool Serves(std::size_t index) const;
  // For a t-only cast the plugin also exports with the hit in full
  // (cl_raycast_sphere beside cl_raycast_sphere_hit): the latter's index,
  // through which its pair is checked; it is not registered itself.
  std::optional<std::size_t> AnsweredThrough(std::size_t index) const;
  int restarts() const { return process_->restarts(); }
  // What function `index` hung on, "did not return within 1 s on ...", once
  // it hung: it is off, not called again until the plugin is rebuilt. Empty
  // while it is on.
  const std::string& HungOn(std::size_t index) const { return hung_[index]; }

  // Calls the function on shapes of its kinds, in its order, and reads the
  // answer as the registry's; throws collide::PairTestError when it could
  // not answer. A function that hung once is not called again (each call
  // would freeze the window for the time limit): it throws at once.
  collide::Answer Run(std::size_t index, const collide::StaticShape& a,
                      const collide::StaticShape& b);
  // The same for cl_ball_ball_time_of_impact: the first contact within
  // [0, dt]; a t outside it (NaN too) is the plugin's error.
  std::optional<double> RunTimeOfImpact(std::size_t index, const collide::MovingSphere& a,
                                        const collide::MovingSphere& b, double dt);

 private:
  Plugin() = default;
  // What Register adds for function `index`: its pair test (none for a
  // kind this build has not got), or its time of impact.
  std::optional<collide::PairTest> PairTestOf(std::size_t index);
  collide::ContactTimeFunction ContactTimeOf(std::size_t index);
  // Calls function `index` with `arguments` (empty: the shapes could not
  // be put into its structs) and reads its answer; a and b name the inputs
  // in messages.
  collide::Answer Call(std::size_t index, std::vector<double> arguments,
                       const collide::StaticShape& a, const collide::StaticShape& b);

  // A sweep's cast (plugin_casts.cpp): one pair test of the sweep kind for
  // each still kind the plugin's cl_cast_* functions take, which calls the
  // one that takes the sweep's shape: cl_cast_capsule_obb for a capsule
  // moving onto a box, cl_cast_sphere_capsule moved the other way for a
  // capsule moving onto a sphere (the ABI names the earlier kind first).
  std::vector<collide::PairTest> CastTests();
  collide::Answer RunCast(const collide::StaticShape& sweep, const collide::StaticShape& still);

  std::string file_;
  std::string copy_dir_;  // the temporary copy's folder, removed with it
  int copy_entry_ = -1;   // in temporary_copies.h's table
  std::string name_;
  FileStamp stamp_;
  std::vector<std::size_t> functions_;
  std::vector<std::string> warnings_;
  std::vector<std::size_t> registered_;
  std::vector<collide::ShapeKind> cast_still_kinds_;  // the sweep's pair tests registered
  std::vector<std::string> hung_;  // by function index: what it hung on, or empty
  std::unique_ptr<PluginProcess> process_;
};

// The ABI function a plugin's pair test is (by its kinds and query), for
// messages: "cl_sphere_sphere"; empty for a test no plugin function is.
// nullptr, as OriginChecks has for a contact time: its time of impact,
// "cl_ball_ball_time_of_impact".
std::string_view FunctionOfTest(const collide::PairTest* test);

}  // namespace harness::plugins
