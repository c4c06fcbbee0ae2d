#include "harness/plugins/plugin_process.h"

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdint>
#include <cstring>

#include "harness/plugins/plugin_functions.h"
#include "harness/plugins/plugin_host.h"
#include "harness/plugins/plugin_wire.h"
#include "harness/plugins/temporary_copies.h"

extern char** environ;

namespace harness::plugins {
namespace {

// Loading runs the plugin's constructors and cl_plugin_abi: a hang there is
// as much the plugin's as one in a call, but dlopen of a large library may
// take longer than one call's limit.
constexpr std::chrono::seconds kLoadLimit{10};

std::string Seconds(std::chrono::milliseconds ms) {
  const double s = static_cast<double>(ms.count()) / 1000.0;
  char text[32];
  std::snprintf(text, sizeof text, "%g", s);
  return std::string(text) + " s";
}

}  // namespace

std::string SignalName(int signal) {
  switch (signal) {
    case SIGSEGV:
      return "SIGSEGV";
    case SIGABRT:
      return "SIGABRT";
    case SIGBUS:
      return "SIGBUS";
    case SIGFPE:
      return "SIGFPE";
    case SIGILL:
      return "SIGILL";
    case SIGKILL:
      return "SIGKILL";
    case SIGTERM:
      return "SIGTERM";
    case SIGTRAP:
      return "SIGTRAP";
    case SIGSYS:
      return "SIGSYS";
    default:
      return "signal " + std::to_string(signal);
  }
}

PluginProcess::PluginProcess(std::string host, std::string plugin,
                             std::chrono::milliseconds timeout, int memory_mb)
    : host_(std::move(host)), plugin_(std::move(plugin)), timeout_(timeout), memory_mb_(memory_mb) {
  output_.set_label(plugin_.substr(plugin_.find_last_of('/') + 1));
}

PluginProcess::~PluginProcess() {
  Stop(true);
}

std::optional<HostHello> PluginProcess::Start(std::string& why) {
  Stop(true);
  if (!Spawn(why)) {
    return std::nullopt;
  }
  HostHello hello;
  const ReadStatus status = ReadHello(hello);
  if (status != ReadStatus::kOk) {
    const bool timed_out = status == ReadStatus::kTimedOut;
    const std::string ended = Stop(timed_out);
    why = timed_out ? "loading it did not finish within " + Seconds(kLoadLimit)
                    : "the helper " + ended + " while loading it";
    return std::nullopt;
  }
  output_.Drain(false);  // what its constructors printed
  return hello;
}

bool PluginProcess::Spawn(std::string& why) {
  int ends[2];
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends) != 0) {
    why = std::string("could not make a socket for the helper: ") + std::strerror(errno);
    return false;
  }
  // dup2 onto kHostSocketFd clears close-on-exec, unless the end already is
  // that descriptor: then it gets a new number first.
  int child_end = ends[1];
  if (child_end == kHostSocketFd) {
    child_end = fcntl(ends[1], F_DUPFD_CLOEXEC, kHostSocketFd + 1);
    close(ends[1]);
  }
  // What the plugin prints comes back through a pipe, to be passed on to
  // stderr with its name (plugin_output.h), never into --check's output.
  int printed[2];
  if (pipe2(printed, O_CLOEXEC) != 0) {
    close(ends[0]);
    close(child_end);
    why = std::string("could not make a pipe for the helper: ") + std::strerror(errno);
    return false;
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, child_end, kHostSocketFd);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&actions, printed[1], 1);
  posix_spawn_file_actions_adddup2(&actions, printed[1], 2);
  std::string host = host_;
  std::string plugin = plugin_;
  std::string memory = std::to_string(memory_mb_);
  char* argv[] = {host.data(), plugin.data(), memory.data(), nullptr};
  const int spawned = posix_spawn(&pid_, host_.c_str(), &actions, nullptr, argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  close(child_end);
  close(printed[1]);
  output_.Attach(printed[0]);
  if (spawned != 0) {
    output_.Attach(-1);
    close(ends[0]);
    pid_ = -1;
    why = "could not start the helper " + host_ + ": " + std::strerror(spawned);
    return false;
  }
  fd_ = ends[0];
  helper_entry_ = RememberHelper(pid_);
  return true;
}

ReadStatus PluginProcess::ReadHello(HostHello& hello) {
  const Deadline deadline = std::chrono::steady_clock::now() + kLoadLimit;
  std::uint32_t magic = 0;
  std::uint32_t loaded = 0;
  std::int32_t abi = -1;
  std::uint32_t count = 0;
  ReadStatus status = ReadAll(fd_, &magic, sizeof magic, deadline);
  if (status == ReadStatus::kOk && magic == kHelloMagic) {
    status = ReadAll(fd_, &loaded, sizeof loaded, deadline);
    if (status == ReadStatus::kOk)
      status = ReadAll(fd_, &abi, sizeof abi, deadline);
    if (status == ReadStatus::kOk)
      status = ReadString(fd_, hello.name_or_reason, deadline);
    if (status == ReadStatus::kOk)
      status = ReadAll(fd_, &count, sizeof count, deadline);
  } else if (status == ReadStatus::kOk) {
    status = ReadStatus::kClosed;
  }
  for (std::uint32_t i = 0; status == ReadStatus::kOk && i < count; ++i) {
    std::uint32_t index = 0;
    status = ReadAll(fd_, &index, sizeof index, deadline);
    if (index >= PluginFunctions().size()) {
      status = ReadStatus::kClosed;
    }
    hello.functions.push_back(index);
  }
  hello.loaded = loaded == 1;
  hello.abi = abi;
  return status;
}

CallResult PluginProcess::Call(std::size_t index, std::span<const double> arguments) {
  CallResult result;
  if (pid_ < 0) {
    std::string why;
    if (!Start(why)) {
      result.status = CallStatus::kCrashed;
      result.failure = "could not be called (" + why + ")";
      return result;
    }
    ++restarts_;
  }
  const auto wire_index = static_cast<std::uint32_t>(index);
  const auto wire_count = static_cast<std::uint32_t>(arguments.size());
  const std::size_t out_count = ResultDoubles(PluginFunctions()[index]);
  const Deadline deadline = std::chrono::steady_clock::now() + timeout_;
  ReadStatus status = ReadStatus::kClosed;
  if (WriteAll(fd_, &wire_index, sizeof wire_index) &&
      WriteAll(fd_, &wire_count, sizeof wire_count) &&
      WriteAll(fd_, arguments.data(), arguments.size() * sizeof(double))) {
    std::int32_t value = 0;
    status = WaitForAnswer(deadline) ? ReadAll(fd_, &value, sizeof value, deadline)
                                     : ReadStatus::kTimedOut;
    if (status == ReadStatus::kOk) {
      status = ReadAll(fd_, result.out.data(), out_count * sizeof(double), deadline);
    }
    result.value = value;
  }
  if (status == ReadStatus::kOk) {
    output_.Drain(false);
    return result;
  }
  if (status == ReadStatus::kTimedOut) {
    Stop(true);
    result.status = CallStatus::kTimedOut;
    result.failure = "did not return within " + Seconds(timeout_);
  } else {
    result.status = CallStatus::kCrashed;
    result.failure = Stop(false);
  }
  return result;
}

std::string PluginProcess::Stop(bool kill) {
  if (fd_ >= 0) {
    close(fd_);
    fd_ = -1;
  }
  if (pid_ < 0) {
    return "was not running";
  }
  if (kill) {
    ::kill(pid_, SIGKILL);
  }
  int status = 0;
  // A helper that dies answers within milliseconds; one that closed the
  // socket but lives on (the plugin closed it) is killed after a while.
  const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(1);
  while (waitpid(pid_, &status, WNOHANG) == 0) {
    if (std::chrono::steady_clock::now() > give_up) {
      ::kill(pid_, SIGKILL);
      waitpid(pid_, &status, 0);
      break;
    }
    usleep(200);
  }
  pid_ = -1;
  ForgetHelper(helper_entry_);
  helper_entry_ = -1;
  output_.Drain(true);  // what it printed before it ended
  if (WIFSIGNALED(status)) {
    const int signal = WTERMSIG(status);
    return std::string(signal == SIGABRT ? "aborted" : "crashed") + " (" + SignalName(signal) + ")";
  }
  if (WEXITSTATUS(status) == kHostOutOfMemoryStatus) {
    return "ran out of memory (limit " + std::to_string(memory_mb_) +
           " MB; --plugin-memory raises it)";
  }
  return "exited with status " + std::to_string(WEXITSTATUS(status));
}

bool PluginProcess::WaitForAnswer(const Deadline& deadline) {
  while (true) {
    int wait_ms = -1;
    if (deadline) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
          *deadline - std::chrono::steady_clock::now());
      if (left.count() <= 0) {
        return false;
      }
      wait_ms = static_cast<int>(left.count()) + 1;
    }
    pollfd fds[2] = {{fd_, POLLIN, 0}, {output_.fd(), POLLIN, 0}};
    const int ready = poll(fds, output_.fd() >= 0 ? 2 : 1, wait_ms);
    if (ready < 0 && errno != EINTR) {
      return true;  // let the read say what is wrong
    }
    if (ready > 0 && fds[1].revents != 0) {
      output_.Drain(false);
    }
    if (ready > 0 && fds[0].revents != 0) {
      return true;
    }
  }
}

}  // namespace harness::plugins
