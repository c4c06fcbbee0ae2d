#pragma once

// The "Hunt" button of the "Your code" section (--plugin; docs/plugins.md,
// "Hunting in the window"): the hunt of --hunt (collide/hunt/hunt.h) for
// every pair of shape kinds the current sample's shapes make, on a thread
// of its own (runners/hunt_job.h) while the window keeps drawing, with a
// Cancel. When it is done, a line per pair of algorithms as --hunt prints
// it, each finding written as a scene file and offered with an Open button;
// a single finding is opened at once.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "harness/runners/command_line.h"
#include "harness/runners/hunt_job.h"
#include "harness/runners/hunt_plan.h"
#include "harness/sample_api/log.h"
#include "harness/sample_api/sample.h"

namespace harness {

class HuntPanel {
 public:
  // The plugins, their helper's settings, and --cases, --seed and --hunt-out.
  HuntPanel(const Options& options, plugins::PluginSettings plugin_settings);

  // The sample changed (switched, restarted, a scene opened): the plan is
  // made again, and a hunt still running is cancelled.
  void SampleChanged(Log& log);

  // Every frame, whether the section is open or folded: when the hunt's
  // thread is done, its lines, files and log. Returns the path of a single
  // case found, to open as the current scene, or an empty string.
  std::string Poll(Log& log);

  // Inside "Your code": the button, the cases field, the progress and what
  // the last hunt found. `sample` and `revision` (its undo revision) say
  // which shapes it would hunt. Returns the path of a case whose Open was
  // clicked, or an empty string.
  std::string Draw(const Sample& sample, std::uint64_t revision, Log& log);

 private:
  // The plan for the sample's shapes, made again when they or the
  // registry changed.
  const SampleHuntPlan& Plan(const Sample& sample, std::uint64_t revision);
  void Start(const SampleHuntPlan& plan, Log& log);
  // Once the thread is done: lines, files, log; the path to open, if any.
  std::string Finish(Log& log);
  void IdleControls(const SampleHuntPlan& plan, Log& log);
  void RunningControls();
  // The last hunt's lines, and an Open per finding; the path clicked.
  std::string LastHunt() const;

  struct Finding {
    std::string name;  // the file's name, on the button's row
    std::string path;
  };

  std::vector<std::string> plugin_files_;
  plugins::PluginSettings plugin_settings_;
  std::uint64_t seed_ = 1;
  bool every_pair_ = false;  // --hunt-every-pair
  double tolerance_ = collide::kDefaultHuntTolerance;
  std::string hunt_out_;           // --hunt-out, or empty: WindowHuntDirectory's default
  int cases_ = kDefaultHuntCases;  // the field
  int jobs_ = 1;                   // --jobs: the hunt's threads

  std::optional<SampleHuntPlan> plan_;
  const Sample* planned_sample_ = nullptr;
  std::uint64_t planned_revision_ = 0;
  std::uint64_t planned_generation_ = 0;

  std::unique_ptr<HuntJob> job_;
  std::string job_label_;  // "sphere-sphere, box-box"
  std::string job_dir_;    // where its findings go
  std::vector<std::string> lines_;
  std::vector<Finding> findings_;
  long long disagreements_ = 0;  // over the last hunt's lines
  std::string problem_;          // why the last Hunt press or hunt came to nothing
};

}  // namespace harness
