#pragma once

// The window's hunt (app/hunt_panel.h) on a thread of its own, so the
// window keeps drawing while it runs. The thread touches nothing the window
// does: it hunts in a registry of its own (OurTestsOf, hunt_plan.h) with
// its own copies of the plugins, each in a helper process of its own, so
// its calls and the window's never share a socket. The cases run on
// HuntJobSettings::jobs threads, as --hunt's do (HuntWorkers: each its
// own copy of the plugins again). It writes no file and logs nothing: the
// window does, once it is done.

#include <atomic>
#include <string>
#include <thread>
#include <vector>

#include "collide/hunt/hunt.h"
#include "harness/plugins/plugin.h"
#include "harness/runners/hunt_plan.h"

namespace harness {

struct HuntJobSettings {
  std::vector<KindPair> pairs;
  int cases = kDefaultHuntCases;  // per pair of algorithms
  std::uint64_t seed = 1;
  bool every_pair = false;  // --hunt-every-pair (collide::HuntOptions)
  double tolerance = collide::kDefaultHuntTolerance;
  int jobs = 1;  // threads (--jobs)
  // Loaded again for the hunt, from the files as they are now.
  std::vector<std::string> plugin_files;
  plugins::PluginSettings plugin_settings;
};

// What a hunt came to.
struct HuntJobOutcome {
  std::vector<collide::HuntResult> results;
  bool cancelled = false;  // Cancel came before the end: `results` are those so far
  // Why it could not run: a plugin that did not load ("libmine.so: not a
  // shared library ..."), or what the hunt threw. Empty when it ran.
  std::string error;
};

class HuntJob {
 public:
  // Starts the hunt at once, with `ours` (Collision Lab's tests; the
  // plugins' are added to it on the thread).
  HuntJob(HuntJobSettings settings, collide::PairTestRegistry ours);
  // Cancels and waits for the thread: at most one case, or one plugin call
  // (its timeout), or the shrinking of a case found.
  ~HuntJob();
  HuntJob(const HuntJob&) = delete;
  HuntJob& operator=(const HuntJob&) = delete;

  // Asks the hunt to stop before its next case; returns at once.
  void Cancel() { cancel_.store(true); }
  bool cancelling() const { return cancel_.load(); }
  // The thread has finished: outcome() may be read.
  bool done() const { return done_.load(std::memory_order_acquire); }
  // Cases tried so far, over every pair of algorithms and every thread.
  long long cases_tried() const { return cases_tried_.load(std::memory_order_relaxed); }
  const HuntJobSettings& settings() const { return settings_; }
  // Only once done().
  const HuntJobOutcome& outcome() const { return outcome_; }

 private:
  void Run(collide::PairTestRegistry registry);

  HuntJobSettings settings_;
  HuntJobOutcome outcome_;
  std::atomic<bool> cancel_{false};
  std::atomic<bool> done_{false};
  std::atomic<long long> cases_tried_{0};
  std::thread thread_;  // last: starts once the members above exist
};

}  // namespace harness
