#include <csignal>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include "harness/app/application.h"
#include "harness/runners/bench_runner.h"
#include "harness/runners/check_runner.h"
#include "harness/runners/command_line.h"

int main(int argc, char** argv) {
  using namespace harness;
  // Past a file-size limit (ulimit -f) a write must fail with EFBIG, which
  // the app reports (and the old file survives), rather than kill the app.
  std::signal(SIGXFSZ, SIG_IGN);
  const ParsedCommandLine parsed =
      ParseCommandLine(std::vector<std::string>(argv + 1, argv + argc));
  if (!parsed.error.empty()) {
    std::cerr << "Error: " << parsed.error << "\nTry `collision-lab --help`.\n";
    return kExitBadInput;
  }
  const Options& options = parsed.options;
  if (options.help) {
    std::cout << UsageText();
    return kExitOk;
  }
  if (options.version) {
    std::cout << "collision-lab " << COLLISION_LAB_VERSION << '\n';
    return kExitOk;
  }
  if (options.list) {
    PrintSampleList(std::cout);
    return kExitOk;
  }
  if (options.check) {
    return RunHeadlessChecks(options, std::cout, std::cerr);
  }
  if (options.bench) {
    return RunBench(options, std::cout, std::cerr);
  }
  return Application(options).Run();
}
