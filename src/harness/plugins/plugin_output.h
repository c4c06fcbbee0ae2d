#pragma once

// What a plugin prints, passed on to the app's standard error a line at a
// time, each line prefixed with the plugin's name and its control
// characters escaped, so that a plugin's output is told apart from the
// app's and cannot move the cursor, clear the terminal or forge a line of
// --check's report. The helper's stdout and stderr are one pipe; the app
// reads it whenever it waits on the helper (plugin_process.h).

#include <cstddef>
#include <cstdio>
#include <string>
#include <string_view>

namespace harness::plugins {

// `text` with each control character (below 0x20, and 0x7f) written as an
// escape: \t, \r, \n, or \xHH; a backslash is doubled so that an escape
// cannot be forged. Bytes from 0x80 up (UTF-8) are kept.
std::string EscapeControlCharacters(std::string_view text);

class PluginOutput {
 public:
  // A line longer than this is passed on in pieces: a plugin that prints
  // without ever ending a line does not grow the app's memory.
  static constexpr std::size_t kMaxLine = 4096;

  // Lines go to `sink` (stderr unless a test gives another).
  explicit PluginOutput(std::FILE* sink = stderr) : sink_(sink) {}
  ~PluginOutput();
  PluginOutput(const PluginOutput&) = delete;
  PluginOutput& operator=(const PluginOutput&) = delete;

  // The pipe's reading end, taken over (made non-blocking); -1 to close.
  void Attach(int fd);
  int fd() const { return fd_; }
  // "[plugin NAME] " before each line: the file's name until the helper has
  // said the plugin's.
  void set_label(std::string label) { label_ = std::move(label); }

  // Passes on every complete line that can be read now; with `to_the_end`
  // (the helper has ended) also what is left of the last one, and closes
  // the pipe.
  void Drain(bool to_the_end);
  // Passes on `bytes` as if read from the pipe.
  void Take(std::string_view bytes);

 private:
  void Emit(std::string_view line);

  std::FILE* sink_;
  int fd_ = -1;
  std::string label_;
  std::string partial_;
};

}  // namespace harness::plugins
