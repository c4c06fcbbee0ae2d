#include "harness/runners/check_runner.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <sstream>

#include "collide/hunt/shard.h"
#include "collide/parallel/parallel_items.h"
#include "harness/sample_api/headless_host.h"
#include "harness/sample_api/scene_sample.h"

#include "harness/runners/body_count.h"
#include "harness/runners/plugin_checks.h"
#include "harness/scene/json_reader.h"

namespace harness {
namespace {

std::string Named(std::size_t index, const std::vector<DeclaredPair>& pairs) {
  std::string name = ExpectationPath(index);
  if (index < pairs.size()) {
    name += " (" + pairs[index].a + " and " + pairs[index].b + ")";
  }
  return name;
}

// A check whose index names an expectation of another pair answers the
// wrong question; it counts as failed.
bool AnswersDeclaredPair(const PairCheck& check, const std::vector<DeclaredPair>& pairs) {
  if (pairs.empty() || check.expectation >= pairs.size()) {
    return true;
  }
  const DeclaredPair& d = pairs[check.expectation];
  return (check.a == d.a && check.b == d.b) || (check.a == d.b && check.b == d.a);
}

// A scene with no expectations passes by checking nothing; say so.
void WarnIfNothingDeclared(const std::string& label, std::size_t declared, std::ostream& err) {
  if (declared == 0) {
    err << "Warning: " << label << ": no expectations, nothing was checked\n";
  }
}

}  // namespace

namespace check_runner_scenes {

// "10,000".
std::string WithCommas(std::size_t number) {
  // Built forward by push_back: GCC 12 warns falsely on insert() here (a
  // stringop-overflow in its inlined copy).
  const std::string digits = std::to_string(number);
  std::string out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) {
      out.push_back(',');
    }
    out.push_back(digits[i]);
  }
  return out;
}

// The reports as they come due, and the progress line below them.
class OrderedPrinter {
 public:
  OrderedPrinter(std::size_t count, SceneProgress progress, std::ostream& out, std::ostream& err)
      : reports_(count), progress_(progress), out_(out), err_(err) {}

  SceneReport& report(std::size_t index) { return reports_[index]; }

  // Under RunItemsInOrder's lock (collide::InOrder).
  void Due(std::size_t finished, std::size_t first, std::size_t last) {
    if (first < last || ProgressDue()) {
      ClearProgress();
    }
    for (std::size_t i = first; i < last; ++i) {
      Print(reports_[i]);
      reports_[i] = SceneReport{};  // printed: its text is not kept
    }
    if (finished < reports_.size()) {
      DrawProgress(finished);
    }
  }

  // Clears the progress line; the sums.
  SceneTotals Finish() {
    ClearProgress();
    return totals_;
  }

 private:
  void Print(const SceneReport& report) {
    out_ << report.out;
    err_ << report.err;
    out_.flush();
    totals_.passed += report.passed;
    totals_.failed += report.failed;
    totals_.not_loaded += report.not_loaded ? 1 : 0;
  }
  bool ProgressDue() const {
    return progress_.show && std::chrono::steady_clock::now() - drawn_ >= progress_.every;
  }
  void DrawProgress(std::size_t finished) {
    if (!progress_.show || (shown_ && !ProgressDue()) ||
        std::chrono::steady_clock::now() - start_ < progress_.after) {
      return;
    }
    err_ << '\r' << SceneProgressLine(finished, reports_.size()) << std::flush;
    shown_ = true;
    drawn_ = std::chrono::steady_clock::now();
  }
  void ClearProgress() {
    if (shown_) {
      err_ << "\r\033[K" << std::flush;
      shown_ = false;
    }
  }

  std::vector<SceneReport> reports_;
  SceneTotals totals_;
  SceneProgress progress_;
  bool shown_ = false;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  std::chrono::steady_clock::time_point drawn_;
  std::ostream& out_;
  std::ostream& err_;
};

}  // namespace check_runner_scenes

std::vector<std::string> ExpandSceneFolders(const std::vector<std::string>& scenes) {
  namespace fs = std::filesystem;
  std::vector<std::string> files;
  for (const std::string& scene : scenes) {
    std::error_code error;
    if (!fs::is_directory(scene, error)) {
      files.push_back(scene);
      continue;
    }
    std::vector<std::string> inside;
    for (const fs::directory_entry& entry : fs::directory_iterator(scene, error)) {
      if (entry.path().extension() == ".json" && !entry.is_directory(error)) {
        inside.push_back(entry.path().string());
      }
    }
    std::sort(inside.begin(), inside.end());
    if (inside.empty()) {
      files.push_back(scene);
    }
    files.insert(files.end(), inside.begin(), inside.end());
  }
  return files;
}

std::string SceneProgressLine(std::size_t done, std::size_t count) {
  return "checked " + check_runner_scenes::WithCommas(done) + " of " +
         check_runner_scenes::WithCommas(count) + (count == 1 ? " scene" : " scenes");
}

std::vector<std::string> ShardOfScenes(std::vector<std::string> files, collide::Shard shard) {
  const collide::ItemSlice slice =
      collide::ShardSlice(static_cast<std::int64_t>(files.size()), shard);
  files.erase(files.begin() + slice.end, files.end());
  files.erase(files.begin(), files.begin() + slice.begin);
  return files;
}

SceneTotals RunSceneChecks(std::size_t count, int jobs,
                           const std::function<SceneReport(std::size_t)>& check,
                           const SceneProgress& progress, std::ostream& out, std::ostream& err) {
  check_runner_scenes::OrderedPrinter printer(count, progress, out, err);
  collide::RunItemsInOrder(
      jobs, count, [&](int /*worker*/, std::size_t item) { printer.report(item) = check(item); },
      [&](std::size_t finished, std::size_t first, std::size_t last) {
        printer.Due(finished, first, last);
      });
  return printer.Finish();
}

void ReportChecks(const std::string& label, std::vector<PairCheck> checks, std::size_t declared,
                  const std::vector<DeclaredPair>& pairs, CheckTotals& tally, std::ostream& out) {
  for (PairCheck& check : checks) {
    if (!AnswersDeclaredPair(check, pairs)) {
      out << label << ": " << Named(check.expectation, pairs) << " was answered with a check of "
          << check.a << " and " << check.b << "\n";
      check.passed = false;
    } else if (!check.passed && check.expectation < declared) {
      out << label << ": " << MismatchLine(check) << "\n";
    }
  }
  const CheckCount count = CountChecks(checks, declared);
  for (std::size_t index : count.unanswered) {
    out << label << ": " << Named(index, pairs)
        << " was not checked: the sample answered no check for it\n";
  }
  for (std::size_t index : count.duplicated) {
    out << label << ": " << Named(index, pairs) << " was answered more than once\n";
  }
  for (std::size_t index : count.undeclared) {
    out << label << ": the sample returned a check for " << ExpectationPath(index)
        << ", which is not declared (" << declared << " are)\n";
  }
  tally.passed += static_cast<int>(count.held);
  tally.failed += static_cast<int>(count.failed() + count.undeclared.size());
  out << label << ": " << count.held << "/" << declared << " expectations hold\n";
}

void PrintSampleList(std::ostream& out) {
  for (const SampleInfo& info : SampleRegistry::Get().samples()) {
    out << info.id << '\t' << info.category << '\t' << info.title << '\n';
  }
}

namespace {

// Why --check cannot start with these options; empty when it can.
std::string ArgumentsProblem(const Options& options, const SampleRegistry& registry) {
  if (!options.sample.empty() && registry.Find(options.sample) == nullptr) {
    return "unknown sample \"" + options.sample + "\"; valid ids: " + registry.IdList();
  }
  if (options.count > 0 && options.sample.empty() && options.scenes.empty()) {
    return "--count: --check would run every sample; name one that has a body count with "
           "--sample or --scene";
  }
  return "";
}

// One --check run: its totals, ours and each plugin's, and where it writes.
struct CheckRun {
  std::ostream& out;
  const plugins::PluginSet* plugin_set = nullptr;
  CheckTotals tally;
  std::vector<PluginTally> plugin_tallies;

  // The sample's checks, then the same expectations under each plugin.
  void Report(const std::string& label, const Sample& sample, std::size_t declared,
              const std::vector<DeclaredPair>& pairs) {
    ReportChecks(label, sample.Check(), declared, pairs, tally, out);
    if (plugin_set != nullptr) {
      ReportPluginChecks(label, sample, *plugin_set, plugin_tallies, tally.passed, tally.failed,
                         out);
    }
  }
};

// Every built-in sample (or --sample's); false after naming a --count the
// sample cannot take.
bool CheckSamples(const Options& options, CheckRun& run, std::ostream& err) {
  for (const SampleInfo& info : SampleRegistry::Get().samples()) {
    if (!options.sample.empty() && info.id != options.sample) {
      continue;
    }
    HeadlessHost host;
    const auto sample = info.create(host);
    if (const std::string problem = ApplyBodyCount(*sample, info.id, options.count);
        !problem.empty()) {
      err << "Error: " << problem << '\n';
      return false;
    }
    run.Report(info.id, *sample, sample->ExpectationCount(), {});
  }
  return true;
}

// One scene file; throws InputError when it cannot be checked.
void CheckSceneFile(const std::string& file, const Options& options, CheckRun& run,
                    std::ostream& err) {
  const Scene scene = LoadSampleScene(file);
  if (!options.sample.empty() && scene.sample != options.sample) {
    throw InputError(
        file, "sample",
        "names sample \"" + scene.sample + "\" but --sample is \"" + options.sample + "\"");
  }
  HeadlessHost host;
  const std::unique_ptr<Sample> sample = MakeSceneSample(scene, host);
  if (const std::string problem = ApplyBodyCount(*sample, scene.sample, options.count);
      !problem.empty()) {
    throw InputError(file, "sample", problem);
  }
  const std::string label = scene.sample + " [" + file + "]";
  // N is what the file declares, not what the sample kept or answered.
  std::vector<DeclaredPair> pairs;
  for (const Expectation& e : scene.expect) {
    pairs.push_back({e.a, e.b});
  }
  WarnIfNothingDeclared(label, pairs.size(), err);
  run.Report(label, *sample, pairs.size(), pairs);
}

// One scene's report, apart from the others' (RunSceneChecks): `shared`
// gives the plugins and gathers their tallies, and is touched only when
// there are plugins, on one thread.
SceneReport CheckOneScene(const std::string& file, const Options& options, CheckRun& shared) {
  std::ostringstream out;
  std::ostringstream err;
  CheckRun run{out, shared.plugin_set, {}, {}};
  run.plugin_tallies.swap(shared.plugin_tallies);
  SceneReport report;
  try {
    CheckSceneFile(file, options, run, err);
  } catch (const InputError& e) {
    err << "Error: " << e.what() << '\n';
    report.not_loaded = true;
  }
  run.plugin_tallies.swap(shared.plugin_tallies);
  report.out = out.str();
  report.err = err.str();
  report.passed = run.tally.passed;
  report.failed = run.tally.failed;
  return report;
}

}  // namespace

int RunHeadlessChecks(const Options& options, std::ostream& out, std::ostream& err, bool progress) {
  if (const std::string problem = ArgumentsProblem(options, SampleRegistry::Get());
      !problem.empty()) {
    err << "Error: " << problem << '\n';
    return kExitBadInput;
  }
  // Loaded before any sample is made, so that their pair tests are in the
  // registry every sample evaluates through.
  std::unique_ptr<plugins::PluginSet> plugin_set;
  if (!options.plugins.empty()) {
    plugin_set = LoadPluginsOrSay(options, err);
    if (plugin_set == nullptr) {
      return kExitBadInput;
    }
  }
  CheckRun run{out, plugin_set.get(), {}, {}};
  if (options.scenes.empty() && !CheckSamples(options, run, err)) {
    return kExitBadInput;
  }
  const std::vector<std::string> files =
      ShardOfScenes(ExpandSceneFolders(options.scenes), {options.shard, options.shards});
  // A plugin's checks run on one thread: the samples find its tests in the
  // process-wide registry, and its helper answers one call at a time.
  const int jobs = plugin_set ? 1 : options.jobs;
  const SceneTotals totals = RunSceneChecks(
      files.size(), jobs,
      [&](std::size_t index) { return CheckOneScene(files[index], options, run); },
      SceneProgress{progress}, out, err);
  run.tally.passed += totals.passed;
  run.tally.failed += totals.failed;
  const int not_loaded = totals.not_loaded;

  PrintPluginTallies(run.plugin_tallies, out);
  // A scene that did not load was not checked: the closing line says so, so
  // that "0 failed" is never read as success when exit status 2 is ignored.
  out << run.tally.passed << " passed, " << run.tally.failed << " failed";
  if (not_loaded > 0) {
    out << ", " << not_loaded << (not_loaded == 1 ? " scene" : " scenes") << " not loaded";
  }
  out << std::endl;
  if (not_loaded > 0) {
    return kExitBadInput;
  }
  return run.tally.failed > 0 ? kExitMismatch : kExitOk;
}

}  // namespace harness
