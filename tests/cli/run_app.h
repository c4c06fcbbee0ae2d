#pragma once

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace cli_testing {

struct AppResult {
  int status = -1;  // exit status, or 128 + signal
  std::string out;
  std::string err;
  bool timed_out = false;
};

// LeakSanitizer's exit-time check sometimes cannot read a thread's registers
// through ptrace and says so on stderr ("==PID==Unable to get registers from
// thread TID."), then checks the thread's whole stack instead: noise, not a
// report (llvm/llvm-project#116555 demotes it to a verbose-only message). It
// broke a CI run's exact-stderr comparison, so it is taken out of what the
// tests compare. A real report still fails them: see RunApp.
inline std::string WithoutLeakCheckerNoise(const std::string& err) {
  std::istringstream lines(err);
  std::string kept;
  std::string line;
  while (std::getline(lines, line)) {
    const bool noise = line.rfind("==", 0) == 0 &&
                       line.find("==Unable to get registers from thread ") != std::string::npos;
    if (!noise) {
      kept += line;
      if (!lines.eof()) {
        kept += '\n';
      }
    }
  }
  return kept;
}

inline std::string ReadAll(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Runs build/collision-lab with `args`; `env` entries override (an empty
// value unsets). Unless `env` names XDG_CONFIG_HOME, each run gets a fresh,
// empty one: it starts from the default settings (never a developer's saved
// sample, camera or UI scale) and what it saves is removed after it. Output goes through files, so
// a chatty child never blocks. A non-empty `wrapper` (a command and its arguments, e.g. setpriv
// ...) runs the app: wrapper... collision-lab args... A non-empty `exe` runs that binary in its
// place (the test binary with test-only samples, tests/tools/lab_with_test_samples.cpp).
inline AppResult RunApp(const std::vector<std::string>& args,
                        const std::map<std::string, std::string>& env = {},
                        int timeout_seconds = 120, const std::vector<std::string>& wrapper = {},
                        const std::string& exe_path = {}) {
  static int counter = 0;
  const std::string base =
      ::testing::TempDir() + "/app_" + std::to_string(getpid()) + "_" + std::to_string(counter++);
  const std::string out_path = base + ".out";
  const std::string err_path = base + ".err";
  const std::string config_dir = base + ".config";
  const bool own_config = env.find("XDG_CONFIG_HOME") == env.end();
  if (own_config) {
    std::filesystem::create_directories(config_dir);
  }

  const pid_t pid = fork();
  if (pid == 0) {
    if (own_config) {
      setenv("XDG_CONFIG_HOME", config_dir.c_str(), 1);
    }
    for (const auto& [name, value] : env) {
      if (value.empty()) {
        unsetenv(name.c_str());
      } else {
        setenv(name.c_str(), value.c_str(), 1);
      }
    }
    const int out = open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int err = open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int in = open("/dev/null", O_RDONLY);
    dup2(out, 1);
    dup2(err, 2);
    dup2(in, 0);
    std::vector<char*> argv;
    std::string exe = exe_path.empty() ? std::string(COLLISION_LAB_EXE) : exe_path;
    std::vector<std::string> wrapper_copies = wrapper;
    for (auto& w : wrapper_copies) {
      argv.push_back(w.data());
    }
    argv.push_back(exe.data());
    std::vector<std::string> copies = args;
    for (auto& a : copies) {
      argv.push_back(a.data());
    }
    argv.push_back(nullptr);
    if (wrapper.empty()) {
      execv(exe.c_str(), argv.data());
    } else {
      execvp(argv[0], argv.data());
    }
    _exit(127);
  }

  AppResult result;
  int wstatus = 0;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(timeout_seconds);
  while (waitpid(pid, &wstatus, WNOHANG) == 0) {
    if (std::chrono::steady_clock::now() > deadline) {
      kill(pid, SIGKILL);
      waitpid(pid, &wstatus, 0);
      result.timed_out = true;
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  result.status = WIFEXITED(wstatus) ? WEXITSTATUS(wstatus) : 128 + WTERMSIG(wstatus);
  result.out = ReadAll(out_path);
  result.err = WithoutLeakCheckerNoise(ReadAll(err_path));
  std::remove(out_path.c_str());
  std::remove(err_path.c_str());
  if (own_config) {
    std::error_code ignored;
    std::filesystem::remove_all(config_dir, ignored);
  }
  // In the sanitized build a report must fail the test even where the test
  // expects a failing exit status (the app's 1 or 2): the report says so.
  for (const char* report : {"Sanitizer", "runtime error:"}) {
    if (result.err.find(report) != std::string::npos) {
      ADD_FAILURE() << "sanitizer report from collision-lab:\n" << result.err;
      break;
    }
  }
  return result;
}

inline bool HaveDisplay() {
  const char* display = std::getenv("DISPLAY");
  return display != nullptr && *display != '\0';
}

}  // namespace cli_testing

// Window tests skip themselves without a display; ctest counts them as
// skipped (tests/CMakeLists.txt), scripts/test.sh always provides one.
#define REQUIRE_DISPLAY()                                                      \
  if (!cli_testing::HaveDisplay()) {                                           \
    GTEST_SKIP() << "no DISPLAY: run through scripts/test.sh (uses xvfb-run)"; \
  }

namespace cli_testing {

inline std::string LastLine(const std::string& text) {
  std::string trimmed = text.substr(0, text.find_last_not_of('\n') + 1);
  return trimmed.substr(trimmed.find_last_of('\n') + 1);
}

inline std::string WriteTempFile(const std::string& name, const std::string& text) {
  const std::string path = ::testing::TempDir() + "/" + name;
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

}  // namespace cli_testing
