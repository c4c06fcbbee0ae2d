#include "harness/runners/check_runner.h"
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

}  // namespace

int RunHeadlessChecks(const Options& options, std::ostream& out, std::ostream& err) {
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
  int not_loaded = 0;
  for (const std::string& file : options.scenes) {
    try {
      CheckSceneFile(file, options, run, err);
    } catch (const InputError& e) {
      err << "Error: " << e.what() << '\n';
      ++not_loaded;
    }
  }

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
