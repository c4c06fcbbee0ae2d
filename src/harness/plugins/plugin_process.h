#pragma once

// The app's side of the helper process: starts collision-lab-plugin-host on
// one plugin file, reads its hello, and calls the plugin's functions through
// it (plugin_wire.h). A call that crashes the helper (any signal, an abort,
// an exit) or does not answer within the time limit is reported, never
// thrown, and the helper is started again for the next call; the app never
// runs the plugin's code itself.

#include <sys/types.h>

#include <array>
#include <chrono>
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "harness/plugins/plugin_output.h"
#include "harness/plugins/plugin_wire.h"

namespace harness::plugins {

// What the helper said once it had loaded the plugin (or failed to).
struct HostHello {
  bool loaded = false;
  int abi = -1;  // cl_plugin_abi()'s answer; -1 when it has none
  // The plugin's name (cl_plugin_name, may be empty), or why it did not
  // load (dlerror's words, or "it has no cl_plugin_abi function ...").
  std::string name_or_reason;
  std::vector<std::size_t> functions;  // indexes into PluginFunctions()
};

enum class CallStatus { kAnswered, kCrashed, kTimedOut };

struct CallResult {
  CallStatus status = CallStatus::kAnswered;
  int value = 0;                 // the function's return value
  std::array<double, 20> out{};  // its out parameter (NaN where unset)
  std::string failure;           // "crashed (SIGSEGV)", "did not return within 1 s"
};

class PluginProcess {
 public:
  // `host` is collision-lab-plugin-host's path, `plugin` the file it loads;
  // the helper may use `memory_mb` megabytes of address space.
  PluginProcess(std::string host, std::string plugin, std::chrono::milliseconds timeout,
                int memory_mb = 1024);
  ~PluginProcess();
  PluginProcess(const PluginProcess&) = delete;
  PluginProcess& operator=(const PluginProcess&) = delete;

  // Starts the helper and reads its hello; nullopt with `why` set when the
  // helper could not start or died before saying anything (the plugin's
  // constructors or cl_plugin_abi crashed).
  std::optional<HostHello> Start(std::string& why);

  // Calls function `index` with `arguments` (a call of it: ArgumentOffsets
  // fits them), starting the helper again first if the last call killed it.
  CallResult Call(std::size_t index, std::span<const double> arguments);

  // How many times the helper was started again after a crash or a hang.
  int restarts() const { return restarts_; }
  std::chrono::milliseconds timeout() const { return timeout_; }
  // The name what the plugin prints is prefixed with (plugin_output.h).
  void set_output_label(std::string label) { output_.set_label(std::move(label)); }

 private:
  // Starts the helper with its socket (fd_) and a pipe for what it prints
  // (output_); false with `why` set when it could not.
  bool Spawn(std::string& why);
  // The helper's hello into `hello`, read within kLoadLimit: kOk, or how
  // the reading ended (the fields read so far are in `hello`).
  ReadStatus ReadHello(HostHello& hello);
  // Ends the helper: closes the socket, kills it when `kill`, reaps it and
  // says how it ended ("crashed (SIGSEGV)", "exited with status 1").
  std::string Stop(bool kill);
  // Waits until the helper has answered (or closed the socket), passing on
  // what it prints meanwhile; false when `deadline` passed first.
  bool WaitForAnswer(const Deadline& deadline);

  std::string host_;
  std::string plugin_;
  std::chrono::milliseconds timeout_;
  int memory_mb_;
  PluginOutput output_;
  pid_t pid_ = -1;
  int helper_entry_ = -1;  // in temporary_copies.h's table
  int fd_ = -1;
  int restarts_ = 0;
};

// "SIGSEGV", "SIGABRT", ...; "signal N" for one without a name here.
std::string SignalName(int signal);

}  // namespace harness::plugins
