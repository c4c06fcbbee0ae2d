#include "harness/runners/hunt_job.h"

#include <exception>
#include <memory>

#include "harness/runners/hunt_plan.h"

namespace harness {

HuntJob::HuntJob(HuntJobSettings settings, collide::PairTestRegistry ours)
    : settings_(std::move(settings)),
      thread_([this, registry = std::move(ours)]() mutable { Run(std::move(registry)); }) {}

HuntJob::~HuntJob() {
  Cancel();
  thread_.join();
}

void HuntJob::Run(collide::PairTestRegistry registry) {
  HuntJobOutcome outcome;
  try {
    // Each thread its own copy of the registry and of the plugins, each in
    // a helper of its own (HuntWorkers), gone before `registry`. Their
    // times of impact go to sets of their own: the window's plugins of the
    // same names are in the process-wide one, which these threads must not
    // touch.
    const HuntWorkers workers(settings_.jobs, registry, settings_.plugin_files,
                              settings_.plugin_settings);
    const auto keep_going = [this] {
      if (cancel_.load()) {
        return false;
      }
      cases_tried_.fetch_add(1, std::memory_order_relaxed);
      return true;
    };
    collide::HuntOptions options;
    options.cases = settings_.cases;
    options.seed = settings_.seed;
    options.every_pair = settings_.every_pair;
    options.tolerance = settings_.tolerance;
    options.jobs = settings_.jobs;
    outcome.results = collide::Hunt(workers.registries(), collide::ShapeGenerators::Global(),
                                    settings_.pairs, options, keep_going);
    // A Cancel after the last case stopped nothing.
    outcome.cancelled = cancel_.load() && (outcome.results.empty() ||
                                           outcome.results.back().cases_tried < settings_.cases);
  } catch (const plugins::PluginLoadError& e) {
    outcome.error = "the hunt could not load " + e.file + ": " + e.reason;
  } catch (const std::exception& e) {
    outcome.error = std::string("the hunt failed: ") + e.what();
  }
  outcome_ = std::move(outcome);
  done_.store(true, std::memory_order_release);
}

}  // namespace harness
