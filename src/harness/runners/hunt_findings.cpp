#include "harness/runners/hunt_findings.h"

#include <unistd.h>

#include <filesystem>

#include "harness/runners/hunt_scene.h"
#include "harness/sample_api/check.h"
#include "harness/sample_api/headless_host.h"
#include "harness/sample_api/scene_sample.h"
#include "harness/scale_out/shard_argument.h"
#include "harness/scene/atomic_file.h"
#include "harness/scene/json_reader.h"
#include "harness/scene/scene_writer.h"

namespace harness {
namespace {

std::string Algorithm(const std::string& id, const std::string& origin) {
  return id + " (" + origin + ")";
}

// Empty when the written file passes as --check would run it; else why not.
std::string CheckProblem(const std::string& path) {
  try {
    const Scene scene = LoadSampleScene(path);
    HeadlessHost host;
    const auto sample = MakeSceneSample(scene, host);
    const std::vector<PairCheck> checks = sample->Check();
    if (checks.size() != scene.expect.size()) {
      return "it gives " + std::to_string(checks.size()) + " checks for " +
             std::to_string(scene.expect.size()) + " expectations";
    }
    for (const PairCheck& check : checks) {
      if (!check.passed) {
        return MismatchLine(check);
      }
    }
    return "";
  } catch (const InputError& e) {
    return e.what();
  }
}

}  // namespace

std::string HuntPairLabel(collide::ShapeKind a, collide::ShapeKind b) {
  return collide::ShapeKindId(a) + "-" + collide::ShapeKindId(b);
}

std::string HuntCommand(const std::string& pair_label, const std::vector<std::string>& plugin_files,
                        const collide::HuntOptions& options) {
  std::string command = "collision-lab --hunt " + pair_label;
  for (const std::string& file : plugin_files) {
    command += " --plugin " + file;
  }
  command +=
      " --cases " + std::to_string(options.cases) + " --seed " + std::to_string(options.seed);
  if (options.tolerance != collide::kDefaultHuntTolerance) {
    command += " --tolerance " + FormatNumber(options.tolerance);
  }
  if (options.every_pair) {
    command += " --hunt-every-pair";
  }
  if (options.shard.count > 1) {
    command += ShardArgument(options.shard);
  }
  return command;
}

std::string HuntDirectoryProblem(const std::string& dir, const std::string& what) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) {
    return what + ": cannot make directory \"" + dir + "\": " + ec.message();
  }
  if (!fs::is_directory(dir, ec)) {
    return what + ": \"" + dir + "\" is not a directory";
  }
  if (access(dir.c_str(), W_OK) != 0) {
    return what + ": directory \"" + dir + "\" is not writable";
  }
  return "";
}

std::string HuntPairHeading(const std::string& label, const collide::AlgorithmPair& p) {
  return label + " " + std::string(collide::QueryId(p.query)) + ": " +
         Algorithm(p.ours_id, p.ours_origin) + " vs " + Algorithm(p.theirs_id, p.theirs_origin);
}

std::string HuntCountsLine(const std::string& heading, long long cases, long long disagreements) {
  return heading + ": " + std::to_string(cases) + " cases, " + std::to_string(disagreements) +
         " disagreements";
}

std::string HuntResultLine(const std::string& label, const collide::HuntResult& result) {
  return HuntCountsLine(HuntPairHeading(label, result.algorithms), result.cases_tried,
                        result.disagreements);
}

std::string WriteHuntFinding(const collide::HuntResult& result, const std::string& dir,
                             const std::string& command, std::string* error) {
  const std::string path = (std::filesystem::path(dir) / HuntFileName(result.algorithms)).string();
  const Scene scene = HuntFindingScene(result, command);
  if (!WriteFileAtomically(path, WriteScene(scene), error)) {
    return "";
  }
  if (const std::string problem = CheckProblem(path); !problem.empty()) {
    *error = path + " does not pass --check as written: " + problem;
    return "";
  }
  return path;
}

}  // namespace harness
