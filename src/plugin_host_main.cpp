// collision-lab-plugin-host: the helper process that runs a user's plugin
// (harness/plugins/plugin_host.h). The app starts it, one per plugin, next
// to its own executable; it is not meant to be run by hand.
#include <sys/resource.h>

#include <csignal>

#include <cstdio>
#include <string>

#include "harness/plugins/plugin_host.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr,
                 "collision-lab-plugin-host: run by collision-lab --plugin FILE, not by hand\n");
    return 2;
  }
  // A plugin's crash is reported by the app; a core file per crash would
  // only fill the user's folder.
  const rlimit no_core{0, 0};
  setrlimit(RLIMIT_CORE, &no_core);
  // The app names a crash by the signal that ended this process. A sanitized
  // build's handlers would catch a plugin's fault and exit with a report of
  // their own instead, so the faults a plugin can make are left to kill it.
  for (const int fault : {SIGSEGV, SIGBUS, SIGFPE, SIGILL}) {
    std::signal(fault, SIG_DFL);
  }
  return harness::plugins::ServePlugin(argv[1], harness::plugins::kHostSocketFd);
}
