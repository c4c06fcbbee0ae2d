#include "harness/check_runner.h"

#include "harness/json_reader.h"

namespace harness {
namespace {

struct Tally {
  int passed = 0;
  int failed = 0;
};

void Report(const std::string& label, const std::vector<PairCheck>& checks, Tally& tally,
            std::ostream& out) {
  int failed_here = 0;
  for (const PairCheck& check : checks) {
    if (check.passed) {
      ++tally.passed;
      continue;
    }
    ++tally.failed;
    ++failed_here;
    out << label << ": " << check.message << " (" << check.algorithm << ": expected "
        << check.expected << ", got " << check.actual << ")\n";
  }
  out << label << ": " << (checks.size() - failed_here) << "/" << checks.size()
      << " expectations hold\n";
}

// A scene with no expectations passes by checking nothing; say so.
void WarnIfNothingChecked(const std::string& label, const std::vector<PairCheck>& checks,
                          std::ostream& err) {
  if (checks.empty()) {
    err << "Warning: " << label << ": no expectations, nothing was checked\n";
  }
}

}  // namespace

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

  Tally tally;
  int not_loaded = 0;
  if (options.scenes.empty()) {
    for (const SampleInfo& info : registry.samples()) {
      if (!options.sample.empty() && info.id != options.sample) {
        continue;
      }
      HeadlessHost host;
      const auto sample = info.create(host);
      Report(info.id, sample->Check(), tally, out);
    }
  }
  for (const std::string& file : options.scenes) {
    try {
      const Scene scene = LoadSceneFile(file);
      if (!options.sample.empty() && scene.sample != options.sample) {
        throw InputError(
            file, "sample",
            "names sample \"" + scene.sample + "\" but --sample is \"" + options.sample + "\"");
      }
      HeadlessHost host;
      const auto sample = registry.Find(scene.sample)->create(host);
      sample->LoadScene(scene);
      const std::string label = scene.sample + " [" + file + "]";
      const std::vector<PairCheck> checks = sample->Check();
      WarnIfNothingChecked(label, checks, err);
      Report(label, checks, tally, out);
    } catch (const InputError& e) {
      err << "Error: " << e.what() << '\n';
      ++not_loaded;
    }
  }

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
