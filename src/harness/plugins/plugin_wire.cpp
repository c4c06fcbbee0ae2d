#include "harness/plugins/plugin_wire.h"

#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>

namespace harness::plugins {

bool WriteAll(int fd, const void* data, std::size_t size) {
  const auto* bytes = static_cast<const char*>(data);
  while (size > 0) {
    // send, not write: MSG_NOSIGNAL keeps a dead helper from killing the app
    // with SIGPIPE. Both ends are a socket pair.
    const ssize_t sent = send(fd, bytes, size, MSG_NOSIGNAL);
    if (sent < 0 && errno == EINTR) {
      continue;
    }
    if (sent <= 0) {
      return false;
    }
    bytes += sent;
    size -= static_cast<std::size_t>(sent);
  }
  return true;
}

ReadStatus ReadAll(int fd, void* data, std::size_t size, const Deadline& deadline) {
  auto* bytes = static_cast<char*>(data);
  while (size > 0) {
    int wait_ms = -1;
    if (deadline) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
          *deadline - std::chrono::steady_clock::now());
      if (left.count() < 0) {
        return ReadStatus::kTimedOut;
      }
      wait_ms = static_cast<int>(left.count()) + 1;
    }
    pollfd ready{fd, POLLIN, 0};
    const int polled = poll(&ready, 1, wait_ms);
    if (polled < 0 && errno == EINTR) {
      continue;
    }
    if (polled < 0) {
      return ReadStatus::kClosed;
    }
    if (polled == 0) {
      return ReadStatus::kTimedOut;
    }
    const ssize_t got = read(fd, bytes, size);
    if (got < 0 && errno == EINTR) {
      continue;
    }
    if (got <= 0) {
      return ReadStatus::kClosed;
    }
    bytes += got;
    size -= static_cast<std::size_t>(got);
  }
  return ReadStatus::kOk;
}

bool WriteString(int fd, const std::string& text) {
  const std::uint32_t length =
      text.size() > kMaxWireString ? kMaxWireString : static_cast<std::uint32_t>(text.size());
  return WriteAll(fd, &length, sizeof length) && WriteAll(fd, text.data(), length);
}

ReadStatus ReadString(int fd, std::string& text, const Deadline& deadline) {
  std::uint32_t length = 0;
  if (const ReadStatus status = ReadAll(fd, &length, sizeof length, deadline);
      status != ReadStatus::kOk) {
    return status;
  }
  if (length > kMaxWireString) {
    return ReadStatus::kClosed;  // not our host: the stream cannot be trusted
  }
  text.assign(length, '\0');
  return ReadAll(fd, text.data(), length, deadline);
}

}  // namespace harness::plugins
