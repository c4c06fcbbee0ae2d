#include "harness/sample_api/log.h"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>

namespace harness {
namespace {

bool StderrWantsColor() {
  static const bool kWants = isatty(STDERR_FILENO) && std::getenv("NO_COLOR") == nullptr;
  return kWants;
}

// "Error: text" on stderr, in `color` (an SGR number) on a terminal.
void EchoToStderr(const char* prefix, int color, std::string_view text) {
  const int length = static_cast<int>(text.size());
  if (StderrWantsColor()) {
    std::fprintf(stderr, "\033[%dm%s: %.*s\033[0m\n", color, prefix, length, text.data());
  } else {
    std::fprintf(stderr, "%s: %.*s\n", prefix, length, text.data());
  }
}

}  // namespace

void Log::Error(std::string_view text) {
  if (echo_) {
    EchoToStderr("Error", 31, text);  // red
  }
  ++error_count_;
  Append(LogLevel::kError, text);
}

void Log::Warning(std::string_view text) {
  if (echo_) {
    EchoToStderr("Warning", 33, text);  // yellow
  }
  Append(LogLevel::kWarning, text);
}

void Log::Info(std::string_view text) {
  if (echo_) {
    std::fprintf(stdout, "%.*s\n", static_cast<int>(text.size()), text.data());
  }
  Append(LogLevel::kInfo, text);
}

void Log::Clear() {
  entries_.clear();
  error_count_ = 0;
}

std::size_t Log::HeapBytes() const {
  // A short text lives inside the string object (the small-string buffer).
  const std::size_t inline_capacity = std::string().capacity();
  std::size_t bytes = entries_.capacity() * sizeof(LogEntry);
  for (const LogEntry& entry : entries_) {
    if (entry.text.capacity() > inline_capacity) {
      bytes += entry.text.capacity() + 1;
    }
  }
  return bytes;
}

void Log::Append(LogLevel level, std::string_view text) {
  if (entries_.size() >= kMaxEntries) {
    entries_.erase(entries_.begin(), entries_.begin() + kMaxEntries / 4);
  }
  entries_.push_back({level, std::string(text)});
}

}  // namespace harness
