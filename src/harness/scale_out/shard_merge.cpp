#include "harness/scale_out/shard_merge.h"

#include <algorithm>
#include <iterator>

#include "harness/scale_out/shard_argument.h"

namespace harness {
namespace {

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
    return here + " is shard " + ShardText(other.shard) + ", " + dirs[0] + " shard " +
           ShardText(first.shard) + ": not shards of one hunt";
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
             " are both shard " + ShardText(summaries[i].shard);
    }
    seen = static_cast<int>(i);
  }
  for (int k = 1; k <= count; ++k) {
    if (holder[static_cast<std::size_t>(k)] < 0) {
      return "--merge: shard " + ShardText({k, count}) + " is missing (no folder given holds it; " +
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
  const std::string argument = ShardArgument(shard);
  const std::size_t at = bytes.find(argument);
  if (at == std::string::npos) {
    return false;
  }
  bytes.erase(at, argument.size());
  return true;
}

}  // namespace harness
