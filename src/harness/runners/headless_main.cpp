#include "harness/runners/headless_main.h"

#include <unistd.h>

#include <iostream>

#include "harness/runners/bench_runner.h"
#include "harness/runners/check_runner.h"
#include "harness/runners/explain_runner.h"
#include "harness/runners/hunt_runner.h"

namespace harness {

std::optional<int> RunWithoutWindow(const std::vector<std::string>& args, std::ostream& out,
                                    std::ostream& err, Options& options) {
  const ParsedCommandLine parsed = ParseCommandLine(args);
  if (!parsed.error.empty()) {
    err << "Error: " << parsed.error << "\nTry `collision-lab --help`.\n";
    return kExitBadInput;
  }
  options = parsed.options;
  if (options.help) {
    out << UsageText();
    return kExitOk;
  }
  if (options.version) {
    out << "collision-lab " << COLLISION_LAB_VERSION << '\n';
    return kExitOk;
  }
  if (options.list) {
    PrintSampleList(out);
    return kExitOk;
  }
  if (!options.merge.empty()) {
    return RunMerge(options, out, err);
  }
  if (!options.hunt.empty()) {
    return RunHunt(options, out, err);
  }
  if (options.explain) {
    return RunExplain(options, out, err);
  }
  if (options.check) {
    // The progress line only where someone watches it.
    const bool progress = &err == &std::cerr && isatty(STDERR_FILENO) != 0;
    return RunHeadlessChecks(options, out, err, progress);
  }
  if (options.bench) {
    return RunBench(options, out, err);
  }
  return std::nullopt;
}

}  // namespace harness
