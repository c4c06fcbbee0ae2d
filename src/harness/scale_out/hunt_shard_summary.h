#pragma once

// What a shard of a hunt (--hunt ... --shard K/N) leaves in its --hunt-out
// folder beside its findings, for --merge (harness/scale_out/shard_merge.h): the file
// hunt-shard.summary, a JSON object (docs/scale-out.md shows one) holding
// what the hunt was asked (the pair, the whole run's command, the seed,
// the cases, K and N), its exit status, and per pair of algorithms the
// line's heading, the cases tried, the disagreements, the number of the
// first case they disagreed on and the file its finding went to. Not a
// .json file, so --check over the folder does not take it for a scene.

#include <cstdint>
#include <string>
#include <vector>

#include "collide/hunt/shard.h"

namespace harness {

inline constexpr const char* kHuntShardSummaryFile = "hunt-shard.summary";
inline constexpr const char* kHuntShardSummaryFormat = "collision-lab-hunt-shard/1";

// One pair of algorithms in one shard.
struct ShardPairSummary {
  std::string heading;  // HuntPairHeading: "box-box intersects: sat (...) vs ..."
  long long cases_tried = 0;
  long long disagreements = 0;
  long long first_case = -1;  // -1: none in this shard
  std::string file;           // the finding's file name in the folder; empty: none
  std::string file_error;     // why a finding's file was not written
};

struct ShardSummary {
  std::string hunt;     // --hunt's argument as given
  std::string command;  // the whole run's command: HuntCommand without --shard
  std::uint64_t seed = 1;
  long long cases = 0;  // per pair of algorithms, in the whole run
  collide::Shard shard;
  int exit_status = 0;
  // The line a pair with one algorithm per query prints (nothing compared);
  // empty when `pairs` are not.
  std::string nothing_to_compare;
  std::vector<ShardPairSummary> pairs;
};

// The summary as the file holds it (two-space indented JSON, a newline at
// the end).
std::string WriteShardSummary(const ShardSummary& summary);

// The summary in `text`, read from `file`; throws InputError (json_reader.h)
// naming the file when it is not one.
ShardSummary ReadShardSummary(const std::string& text, const std::string& file);

}  // namespace harness
