#pragma once

// `--shard K/N` and `--merge DIR...` on the command line: the K-th of N
// slices of a hunt's cases or of --check's scenes (collide/hunt/shard.h),
// and the shards' --hunt-out folders combined (hunt_merge.h). The parser
// (command_line.cpp) reads them; this says whether a value or a combination
// of options is right, in words a batch engine's log can show.

#include <optional>
#include <string>

#include "collide/hunt/shard.h"
#include "harness/runners/command_line.h"

namespace harness {

// "2/3": the shard; nullopt with the reason in *error for anything else
// (not two whole numbers joined by '/', K not from 1 to N, N above
// collide::kMaxShards).
std::optional<collide::Shard> ParseShard(const std::string& text, std::string* error);

// Why --shard or --merge does not go with the other options given; empty
// when they do (or neither is given). --shard goes with --hunt, or with
// --check over --scene files; --merge needs --hunt-out and runs on its own.
std::string ShardCombinationProblem(const Options& o);

}  // namespace harness
