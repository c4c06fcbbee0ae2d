#include "harness/runners/check_runner.h"
#include "harness/sample/headless_host.h"
#include "harness/sample/scene_sample.h"

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

int RunHeadlessChecks(const Options& options, std::ostream& out, std::ostream& err) {
  const SampleRegistry& registry = SampleRegistry::Get();
  if (!options.sample.empty() && registry.Find(options.sample) == nullptr) {
    err << "Error: unknown sample \"" << options.sample << "\"; valid ids: " << registry.IdList()
        << '\n';
    return kExitBadInput;
  }
  if (options.count > 0 && options.sample.empty() && options.scenes.empty()) {
    err << "Error: --count: --check would run every sample; name one that has a body count with "
           "--sample or --scene\n";
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
  CheckTotals tally;
  std::vector<PluginTally> plugin_tallies;
  const auto check_plugins = [&](const std::string& label, const Sample& sample) {
    if (plugin_set != nullptr) {
      ReportPluginChecks(label, sample, *plugin_set, plugin_tallies, tally.passed, tally.failed,
                         out);
    }
  };
  int not_loaded = 0;
  if (options.scenes.empty()) {
    for (const SampleInfo& info : registry.samples()) {
      if (!options.sample.empty() && info.id != options.sample) {
        continue;
      }
      HeadlessHost host;
      const auto sample = info.create(host);
      if (const std::string problem = ApplyBodyCount(*sample, info.id, options.count);
          !problem.empty()) {
        err << "Error: " << problem << '\n';
        return kExitBadInput;
      }
      ReportChecks(info.id, sample->Check(), sample->ExpectationCount(), {}, tally, out);
      check_plugins(info.id, *sample);
    }
  }
  for (const std::string& file : options.scenes) {
    try {
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
      ReportChecks(label, sample->Check(), pairs.size(), pairs, tally, out);
      check_plugins(label, *sample);
    } catch (const InputError& e) {
      err << "Error: " << e.what() << '\n';
      ++not_loaded;
    }
  }

  PrintPluginTallies(plugin_tallies, out);
  // A scene that did not load was not checked: the closing line says so, so
  // that "0 failed" is never read as success when exit status 2 is ignored.
  out << tally.passed << " passed, " << tally.failed << " failed";
  if (not_loaded > 0) {
    out << ", " << not_loaded << (not_loaded == 1 ? " scene" : " scenes") << " not loaded";
  }
  out << std::endl;
  if (not_loaded > 0) {
    return kExitBadInput;
  }
  return tally.failed > 0 ? kExitMismatch : kExitOk;
}

}  // namespace harness
