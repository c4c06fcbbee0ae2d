#pragma once

// `--shard K/N` as text: read from the command line (the K-th of N slices
// of a hunt's cases or of --check's scenes, collide/hunt/shard.h), with
// what is wrong in words a batch engine's log can show, and written into
// the command a shard's finding records (which --merge takes out again,
// shard_merge.h).

#include <optional>
#include <string>

#include "collide/hunt/shard.h"

namespace harness {

// "2/3": the shard; nullopt with the reason in *error for anything else
// (not two whole numbers joined by '/', K not from 1 to N, N above
// collide::kMaxShards).
std::optional<collide::Shard> ParseShard(const std::string& text, std::string* error);

// "2/3".
std::string ShardText(collide::Shard shard);

// " --shard 2/3": what a shard's command has that the whole run's has not.
std::string ShardArgument(collide::Shard shard);

}  // namespace harness
