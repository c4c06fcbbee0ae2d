#pragma once

// What the command-line tests that compare runs' output folders share
// (jobs_cli_test.cpp, shard_cli_test.cpp): a folder's files read by name,
// and a run's lines with its own folder's name taken out, so that runs into
// different folders compare equal.

#include <filesystem>
#include <map>
#include <string>

#include "run_app.h"

namespace cli_testing {

// Every file of `dir` by name, with its bytes; none when `dir` is not there.
inline std::map<std::string, std::string> FilesOf(const std::string& dir) {
  std::map<std::string, std::string> files;
  if (!std::filesystem::exists(dir)) {
    return files;
  }
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    files[entry.path().filename().string()] = ReadAll(entry.path().string());
  }
  return files;
}

// `text` with every `dir` replaced by "DIR".
inline std::string WithoutDir(std::string text, const std::string& dir) {
  for (std::size_t at = text.find(dir); at != std::string::npos; at = text.find(dir, at)) {
    text.replace(at, dir.size(), "DIR");
  }
  return text;
}

// A hunt's exit status, its lines and the files it wrote.
struct HuntRun {
  int status = -1;
  std::string out;
  std::map<std::string, std::string> files;
};

}  // namespace cli_testing
