#pragma once

// The log every sample and the shell write to: the tutorial's console
// messages, kept for the window's log panel and echoed to stderr. The host
// (the Application or a HeadlessHost) owns it; a sample writes through
// Sample::LogError and its kin.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace harness {

// kWarning: worth seeing but not a failure, e.g. two algorithms disagreeing
// where that disagreement is the expected result.
enum class LogLevel { kInfo, kWarning, kError };

struct LogEntry {
  LogLevel level;
  std::string text;
};

// The tutorial's console log, kept for the log panel as well: errors also go
// to stderr, in red when stderr is a terminal (and NO_COLOR is unset).
class Log {
 public:
  void Error(std::string_view text);
  void Warning(std::string_view text);
  void Info(std::string_view text);
  void Clear();

  const std::vector<LogEntry>& entries() const { return entries_; }
  size_t error_count() const { return error_count_; }

  // What the entries hold from the heap (malloc's own overhead aside): it grows
  // until the log is full, which a leak check must tell from a leak.
  std::size_t HeapBytes() const;

  // Headless runs print their own report, so they silence the console copy.
  void set_echo_to_console(bool echo) { echo_ = echo; }

 private:
  // The panel keeps the newest entries; a runaway sample cannot fill memory.
  static constexpr size_t kMaxEntries = 2000;

  void Append(LogLevel level, std::string_view text);

  std::vector<LogEntry> entries_;
  size_t error_count_ = 0;
  bool echo_ = true;
};

}  // namespace harness
