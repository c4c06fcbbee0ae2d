#include "harness/runners/shard_argument.h"

#include "harness/runners/argument_reader.h"

namespace harness {

std::optional<collide::Shard> ParseShard(const std::string& text, std::string* error) {
  const std::size_t slash = text.find('/');
  const std::optional<int> k =
      slash == std::string::npos ? std::nullopt : ParseInt(text.substr(0, slash));
  const std::optional<int> n =
      slash == std::string::npos ? std::nullopt : ParseInt(text.substr(slash + 1));
  if (!k || !n || *n < 1 || *n > collide::kMaxShards || *k < 1 || *k > *n) {
    *error = "option --shard needs K/N, the K-th of N shards, with 1 <= K <= N <= " +
             std::to_string(collide::kMaxShards) + ", got \"" + text + "\"";
    return std::nullopt;
  }
  return collide::Shard{*k, *n};
}

std::string ShardCombinationProblem(const Options& o) {
  if (!o.merge.empty()) {
    if (!o.hunt_out_given) {
      return "--merge DIR... needs --hunt-out OUT (the folder the merged findings go to)";
    }
    if (!o.hunt.empty() || o.check || o.bench || o.list || o.explain || o.every_sample ||
        o.shard_given || o.hunt_settings_given || !o.plugins.empty() || !o.sample.empty() ||
        !o.scenes.empty() || o.frames != 0 || !o.screenshot.empty()) {
      return "--merge runs on its own, with --hunt-out only: the shards' folders hold what the "
             "hunt was asked (its pair, --cases, --seed, --plugin ...)";
    }
    return "";
  }
  if (!o.shard_given) {
    return "";
  }
  if (o.check && o.scenes.empty()) {
    return "--shard with --check slices its scenes: give --scene FILE or FOLDER";
  }
  if (o.hunt.empty() && !o.check) {
    return "--shard goes with --hunt (a slice of its cases) or --check (a slice of its scenes)";
  }
  return "";
}

}  // namespace harness
