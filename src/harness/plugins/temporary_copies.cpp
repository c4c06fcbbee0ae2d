#include "harness/plugins/temporary_copies.h"

#include <limits.h>
#include <signal.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <cstring>
#include <mutex>

namespace harness::plugins {
namespace {

// Fixed storage: a signal handler may not allocate or take a lock. An entry
// is written, then published by `used` (release); the handler reads only
// published entries (acquire).
struct CopyEntry {
  std::atomic<bool> used{false};
  char folder[PATH_MAX];
  char file[PATH_MAX];
};
struct HelperEntry {
  std::atomic<pid_t> pid{0};
};

constexpr std::size_t kEntries = 64;  // a hunt's copies beside the window's
std::array<CopyEntry, kEntries> copies;
std::array<HelperEntry, kEntries> helpers;
std::mutex claiming;  // between threads (a hunt runs on its own), not the handler

constexpr int kTerminating[] = {SIGTERM, SIGINT, SIGHUP};

extern "C" void CleanUpAndEnd(int signal) {
  for (HelperEntry& helper : helpers) {
    if (const pid_t pid = helper.pid.load(std::memory_order_acquire); pid > 0) {
      kill(pid, SIGKILL);
    }
  }
  for (CopyEntry& copy : copies) {
    if (copy.used.load(std::memory_order_acquire)) {
      unlink(copy.file);
      rmdir(copy.folder);
    }
  }
  // As the signal would have ended the app: its status says so.
  struct sigaction fallback {};
  fallback.sa_handler = SIG_DFL;
  sigemptyset(&fallback.sa_mask);
  sigaction(signal, &fallback, nullptr);
  raise(signal);
}

void InstallHandlersOnce() {
  static std::once_flag installed;
  std::call_once(installed, [] {
    for (const int signal : kTerminating) {
      struct sigaction current {};
      sigaction(signal, nullptr, &current);
      if (current.sa_handler == SIG_IGN) {
        continue;  // ignored by whoever started us (nohup): keep it so
      }
      struct sigaction clean_up {};
      clean_up.sa_handler = CleanUpAndEnd;
      sigfillset(&clean_up.sa_mask);  // one clean-up at a time
      sigaction(signal, &clean_up, nullptr);
    }
  });
}

bool Fits(const std::string& path) {
  return path.size() < PATH_MAX;
}

}  // namespace

int RememberTemporaryCopy(const std::string& folder, const std::string& file) {
  if (!Fits(folder) || !Fits(file)) {
    return -1;
  }
  InstallHandlersOnce();
  const std::lock_guard<std::mutex> lock(claiming);
  for (std::size_t i = 0; i < kEntries; ++i) {
    CopyEntry& entry = copies[i];
    if (!entry.used.load(std::memory_order_relaxed)) {
      std::memcpy(entry.folder, folder.c_str(), folder.size() + 1);
      std::memcpy(entry.file, file.c_str(), file.size() + 1);
      entry.used.store(true, std::memory_order_release);
      return static_cast<int>(i);
    }
  }
  return -1;
}

void ForgetTemporaryCopy(int entry) {
  if (entry >= 0 && static_cast<std::size_t>(entry) < kEntries) {
    copies[static_cast<std::size_t>(entry)].used.store(false, std::memory_order_release);
  }
}

int RememberHelper(pid_t pid) {
  InstallHandlersOnce();
  const std::lock_guard<std::mutex> lock(claiming);
  for (std::size_t i = 0; i < kEntries; ++i) {
    if (helpers[i].pid.load(std::memory_order_relaxed) == 0) {
      helpers[i].pid.store(pid, std::memory_order_release);
      return static_cast<int>(i);
    }
  }
  return -1;
}

void ForgetHelper(int entry) {
  if (entry >= 0 && static_cast<std::size_t>(entry) < kEntries) {
    helpers[static_cast<std::size_t>(entry)].pid.store(0, std::memory_order_release);
  }
}

}  // namespace harness::plugins
