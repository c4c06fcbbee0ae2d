#include "harness/scene/atomic_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <vector>

namespace harness {

bool WriteFileAtomically(const std::string& path, std::string_view data, std::string* error) {
  const std::filesystem::path target(path);
  const std::filesystem::path dir = target.has_parent_path() ? target.parent_path() : ".";
  // Hidden, beside the target: rename() is only atomic within one file system.
  std::string temp_name = dir.string();
  temp_name += "/.";
  temp_name += target.filename().string();
  temp_name += ".XXXXXX";
  std::vector<char> temp(temp_name.begin(), temp_name.end());
  temp.push_back('\0');

  const int fd = mkstemp(temp.data());
  if (fd < 0) {
    *error = "cannot create a temporary file in " + dir.string() + ": " + std::strerror(errno);
    return false;
  }
  const auto fail = [&](const char* step) {
    *error = std::string(step) + " " + temp.data() + " failed: " + std::strerror(errno);
    close(fd);
    unlink(temp.data());
    return false;
  };
  size_t written = 0;
  while (written < data.size()) {
    const ssize_t n = write(fd, data.data() + written, data.size() - written);
    if (n < 0) {
      if (errno == EINTR) {
        continue;
      }
      return fail("writing");
    }
    written += static_cast<size_t>(n);
  }
  if (fsync(fd) != 0) {
    return fail("flushing");
  }
  // mkstemp creates 0600; a screenshot should be as readable as any file.
  const mode_t mask = umask(0);
  umask(mask);
  fchmod(fd, 0666 & ~mask);
  if (close(fd) != 0) {
    *error = std::string("closing ") + temp.data() + " failed: " + std::strerror(errno);
    unlink(temp.data());
    return false;
  }
  if (std::rename(temp.data(), path.c_str()) != 0) {
    *error =
        "renaming " + std::string(temp.data()) + " to " + path + " failed: " + std::strerror(errno);
    unlink(temp.data());
    return false;
  }
  return true;
}

}  // namespace harness
