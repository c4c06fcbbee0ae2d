#include "harness/runners/hunt_job.h"

#include <exception>
#include <memory>

#include "harness/plugins/plugin_set.h"

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
    // Declared after the registries, gone before them: the set takes its
    // tests out of them and stops its helpers. Its times of impact go to a
    // set of its own: the window's plugins of the same names are in the
    // process-wide one, which this thread must not touch.
    collide::ContactTimeFunctions contact_times;
    plugins::PluginSet plugin_set(settings_.plugin_settings, registry, contact_times);
    for (const std::string& file : settings_.plugin_files) {
      plugin_set.Add(file);
    }
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
    outcome.results = collide::Hunt(registry, collide::ShapeGenerators::Global(), settings_.pairs,
                                    options, keep_going);
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
