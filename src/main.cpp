#include <csignal>
#include <iostream>
#include <string>
#include <vector>

#include "harness/app/application.h"
#include "harness/runners/headless_main.h"

int main(int argc, char** argv) {
  using namespace harness;
  // Past a file-size limit (ulimit -f) a write must fail with EFBIG, which
  // the app reports (and the old file survives), rather than kill the app.
  std::signal(SIGXFSZ, SIG_IGN);
  Options options;
  if (const std::optional<int> status = RunWithoutWindow(
          std::vector<std::string>(argv + 1, argv + argc), std::cout, std::cerr, options)) {
    return *status;
  }
  return Application(options).Run();
}
