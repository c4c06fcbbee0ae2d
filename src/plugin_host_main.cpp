// collision-lab-plugin-host: the helper process that runs a user's plugin
// (harness/plugins/plugin_host.h). The app starts it, one per plugin, next
// to its own executable; it is not meant to be run by hand.
#include <sys/resource.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "harness/plugins/plugin_host.h"

#if defined(__SANITIZE_ADDRESS__)
#define COLLISION_LAB_HOST_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define COLLISION_LAB_HOST_ASAN 1
#endif
#endif

namespace {

// The app's --plugin-memory: the address space the plugin may use, so that
// one asking for gigabytes fails at once (src/plugin_host_malloc.cpp ends
// the host with kHostOutOfMemoryStatus) instead of swapping until it is
// taken for a hang. AddressSanitizer maps terabytes of shadow memory, so a
// sanitized build has no cap.
void CapAddressSpace(const char* megabytes) {
  char* end = nullptr;
  const unsigned long long mb = std::strtoull(megabytes, &end, 10);
  if (end == megabytes || *end != '\0' || mb == 0) {
    return;
  }
#if !defined(COLLISION_LAB_HOST_ASAN)
  const rlim_t bytes = static_cast<rlim_t>(mb) << 20;
  const rlimit cap{bytes, bytes};
  setrlimit(RLIMIT_AS, &cap);
#endif
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2 && argc != 3) {
    std::fprintf(stderr,
                 "collision-lab-plugin-host: run by collision-lab --plugin FILE, not by hand\n");
    return 2;
  }
  // A plugin's crash is reported by the app; a core file per crash would
  // only fill the user's folder.
  const rlimit no_core{0, 0};
  setrlimit(RLIMIT_CORE, &no_core);
  if (argc == 3) {
    CapAddressSpace(argv[2]);
  }
  // stdout is a pipe the app reads a line at a time (plugin_output.h): a
  // line the plugin prints is passed on when it ends, not when a buffer fills.
  std::setvbuf(stdout, nullptr, _IOLBF, 0);
  // The app names a crash by the signal that ended this process. A sanitized
  // build's handlers would catch a plugin's fault and exit with a report of
  // their own instead, so the faults a plugin can make are left to kill it.
  for (const int fault : {SIGSEGV, SIGBUS, SIGFPE, SIGILL}) {
    std::signal(fault, SIG_DFL);
  }
  return harness::plugins::ServePlugin(argv[1], harness::plugins::kHostSocketFd);
}
