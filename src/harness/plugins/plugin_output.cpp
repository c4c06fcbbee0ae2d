#include "harness/plugins/plugin_output.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>

namespace harness::plugins {

std::string EscapeControlCharacters(std::string_view text) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string escaped;
  escaped.reserve(text.size());
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '\\') {
      escaped += "\\\\";
    } else if (c == '\t') {
      escaped += "\\t";
    } else if (c == '\r') {
      escaped += "\\r";
    } else if (c == '\n') {
      escaped += "\\n";
    } else if (byte < 0x20 || byte == 0x7f) {
      escaped += "\\x";
      escaped += kHex[byte >> 4];
      escaped += kHex[byte & 0xf];
    } else {
      escaped += c;
    }
  }
  return escaped;
}

PluginOutput::~PluginOutput() {
  Attach(-1);
}

void PluginOutput::Attach(int fd) {
  if (fd_ >= 0) {
    close(fd_);
  }
  fd_ = fd;
  if (fd_ >= 0) {
    fcntl(fd_, F_SETFL, fcntl(fd_, F_GETFL) | O_NONBLOCK);
  }
}

void PluginOutput::Drain(bool to_the_end) {
  char buffer[4096];
  while (fd_ >= 0) {
    const ssize_t got = read(fd_, buffer, sizeof buffer);
    if (got > 0) {
      Take(std::string_view(buffer, static_cast<std::size_t>(got)));
      continue;
    }
    if (got < 0 && errno == EINTR) {
      continue;
    }
    break;  // nothing more now (EAGAIN), or the helper's end is closed (0)
  }
  if (to_the_end) {
    if (!partial_.empty()) {
      Emit(partial_);
      partial_.clear();
    }
    Attach(-1);
  }
}

void PluginOutput::Take(std::string_view bytes) {
  for (const char c : bytes) {
    if (c == '\n') {
      Emit(partial_);
      partial_.clear();
      continue;
    }
    partial_ += c;
    if (partial_.size() >= kMaxLine) {
      Emit(partial_);
      partial_.clear();
    }
  }
}

void PluginOutput::Emit(std::string_view line) {
  const std::string text = "[plugin " + label_ + "] " + EscapeControlCharacters(line) + "\n";
  std::fwrite(text.data(), 1, text.size(), sink_);
  std::fflush(sink_);
}

}  // namespace harness::plugins
