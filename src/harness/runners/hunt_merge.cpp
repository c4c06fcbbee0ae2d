#include "harness/runners/hunt_merge.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

#include "harness/runners/hunt_findings.h"
#include "harness/scene/atomic_file.h"
#include "harness/scene/json_reader.h"

namespace harness {
namespace {

std::string ShardName(collide::Shard shard) {
  return std::to_string(shard.index) + "/" + std::to_string(shard.count);
}

// Why summary `i` is not of the same run as summary 0; empty when it is.
std::string OtherRunProblem(const std::vector<ShardSummary>& summaries,
                            const std::vector<std::string>& dirs, std::size_t i) {
  const ShardSummary& first = summaries[0];
  const ShardSummary& other = summaries[i];
  const std::string here = "--merge: " + dirs[i];
  if (other.seed != first.seed) {
    return here + " hunted from seed " + std::to_string(other.seed) + ", " + dirs[0] +
           " from seed " + std::to_string(first.seed) + ": not shards of one hunt";
  }
  if (other.shard.count != first.shard.count) {
    return here + " is shard " + ShardName(other.shard) + ", " + dirs[0] + " shard " +
           ShardName(first.shard) + ": not shards of one hunt";
  }
  if (other.command != first.command) {
    return here + " is a shard of `" + other.command + "`, " + dirs[0] + " of `" + first.command +
           "`: not shards of one hunt";
  }
  const auto heading = [](const ShardPairSummary& pair) { return pair.heading; };
  std::vector<std::string> ours;
  std::vector<std::string> theirs;
  std::transform(first.pairs.begin(), first.pairs.end(), std::back_inserter(ours), heading);
  std::transform(other.pairs.begin(), other.pairs.end(), std::back_inserter(theirs), heading);
  if (ours != theirs || other.nothing_to_compare != first.nothing_to_compare) {
    return here + " compared other pairs of algorithms than " + dirs[0] +
           " (another build, or another plugin of the same name?)";
  }
  return "";
}

std::optional<std::string> ReadBytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    return std::nullopt;
  }
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

// The summaries of `dirs`, in the order given; nullopt after saying why
// one could not be read.
std::optional<std::vector<ShardSummary>> ReadSummaries(const std::vector<std::string>& dirs,
                                                       std::ostream& err) {
  std::vector<ShardSummary> summaries;
  for (const std::string& dir : dirs) {
    const std::string path = (std::filesystem::path(dir) / kHuntShardSummaryFile).string();
    const std::optional<std::string> text = ReadBytes(path);
    if (!text) {
      err << "Error: --merge: " << dir << " has no " << kHuntShardSummaryFile
          << ": not the --hunt-out folder of a hunt run with --shard K/N\n";
      return std::nullopt;
    }
    try {
      summaries.push_back(ReadShardSummary(*text, path));
    } catch (const InputError& e) {
      err << "Error: --merge: " << e.what() << '\n';
      return std::nullopt;
    }
  }
  return summaries;
}

// The whole run's file for a pair from the shard that found it, written
// into `hunt_out`: its path, or empty after saying why not.
std::string CopyFinding(const ShardSummary& shard, const std::string& shard_dir,
                        const ShardPairSummary& pair, const std::string& hunt_out,
                        std::ostream& err) {
  const std::string from = (std::filesystem::path(shard_dir) / pair.file).string();
  std::optional<std::string> bytes = pair.file.empty() ? std::nullopt : ReadBytes(from);
  if (!bytes) {
    err << "Error: --merge: shard " << ShardName(shard.shard) << " (" << shard_dir
        << ") found case " << pair.first_case << " but its file is not there"
        << (pair.file_error.empty() ? "" : ": " + pair.file_error) << '\n';
    return "";
  }
  if (!WithoutShardArgument(*bytes, shard.shard)) {
    err << "Error: --merge: " << from << " does not record the command of shard "
        << ShardName(shard.shard) << " (changed since the hunt wrote it?)\n";
    return "";
  }
  const std::string path = (std::filesystem::path(hunt_out) / pair.file).string();
  std::string error;
  if (!WriteFileAtomically(path, *bytes, &error)) {
    err << "Error: " << error << '\n';
    return "";
  }
  return path;
}

}  // namespace

std::string ShardSetProblem(const std::vector<ShardSummary>& summaries,
                            const std::vector<std::string>& dirs) {
  if (summaries.empty()) {
    return "--merge needs the shards' folders";
  }
  for (std::size_t i = 1; i < summaries.size(); ++i) {
    if (std::string problem = OtherRunProblem(summaries, dirs, i); !problem.empty()) {
      return problem;
    }
  }
  const int count = summaries[0].shard.count;
  std::vector<int> holder(static_cast<std::size_t>(count) + 1, -1);
  for (std::size_t i = 0; i < summaries.size(); ++i) {
    int& seen = holder[static_cast<std::size_t>(summaries[i].shard.index)];
    if (seen >= 0) {
      return "--merge: " + dirs[static_cast<std::size_t>(seen)] + " and " + dirs[i] +
             " are both shard " + ShardName(summaries[i].shard);
    }
    seen = static_cast<int>(i);
  }
  for (int k = 1; k <= count; ++k) {
    if (holder[static_cast<std::size_t>(k)] < 0) {
      return "--merge: shard " + ShardName({k, count}) + " is missing (no folder given holds it; " +
             std::to_string(summaries.size()) + " of " + std::to_string(count) + " given)";
    }
  }
  return "";
}

std::vector<MergedPair> MergeShardPairs(const std::vector<ShardSummary>& summaries) {
  std::vector<MergedPair> merged;
  for (const ShardPairSummary& pair : summaries.front().pairs) {
    merged.push_back({pair.heading, 0, 0, -1});
  }
  for (std::size_t s = 0; s < summaries.size(); ++s) {
    for (std::size_t p = 0; p < merged.size(); ++p) {
      const ShardPairSummary& pair = summaries[s].pairs[p];
      merged[p].cases_tried += pair.cases_tried;
      merged[p].disagreements += pair.disagreements;
      if (merged[p].finding_from < 0 && pair.first_case >= 0) {
        merged[p].finding_from = static_cast<int>(s);
      }
    }
  }
  return merged;
}

bool WithoutShardArgument(std::string& bytes, collide::Shard shard) {
  const std::string argument = HuntShardArgument(shard);
  const std::size_t at = bytes.find(argument);
  if (at == std::string::npos) {
    return false;
  }
  bytes.erase(at, argument.size());
  return true;
}

int RunMerge(const Options& options, std::ostream& out, std::ostream& err) {
  std::optional<std::vector<ShardSummary>> summaries = ReadSummaries(options.merge, err);
  if (!summaries) {
    return kExitBadInput;
  }
  std::string problem = ShardSetProblem(*summaries, options.merge);
  problem = problem.empty() ? HuntDirectoryProblem(options.hunt_out, "--hunt-out") : problem;
  if (!problem.empty()) {
    err << "Error: " << problem << '\n';
    return kExitBadInput;
  }
  // In shard order: the earliest shard's finding is the whole run's.
  std::vector<std::size_t> order(summaries->size());
  for (std::size_t i = 0; i < order.size(); ++i) {
    order[static_cast<std::size_t>((*summaries)[i].shard.index - 1)] = i;
  }
  std::vector<ShardSummary> in_order;
  for (const std::size_t i : order) {
    in_order.push_back((*summaries)[i]);
  }
  if (!in_order.front().nothing_to_compare.empty()) {
    out << in_order.front().nothing_to_compare;
    return kExitOk;
  }
  int status = kExitOk;
  const std::vector<MergedPair> merged = MergeShardPairs(in_order);
  for (std::size_t p = 0; p < merged.size(); ++p) {
    out << HuntCountsLine(merged[p].heading, merged[p].cases_tried, merged[p].disagreements);
    if (merged[p].finding_from >= 0) {
      const auto s = static_cast<std::size_t>(merged[p].finding_from);
      const std::string path = CopyFinding(in_order[s], options.merge[order[s]],
                                           in_order[s].pairs[p], options.hunt_out, err);
      if (path.empty()) {
        out << "; no file written\n";
        status = kExitBadInput;
        continue;
      }
      out << "; wrote " << path;
      status = std::max(status, kExitMismatch);
    }
    out << std::endl;
  }
  return status;
}

}  // namespace harness
