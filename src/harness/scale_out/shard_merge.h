#pragma once

// What --merge DIR... --hunt-out OUT (harness/runners/hunt_runner.h) does
// with the --hunt-out folders of a hunt's shards (--shard K/N on N
// machines, docs/scale-out.md): combines them into one folder and one
// report, as the hunt run whole would have written and printed them. Each
// shard's summary (hunt_shard_summary.h) gives its counts and the number of
// its first disagreement per pair of algorithms. The shards are contiguous
// slices of the cases, in order, so the whole run's first disagreement is
// that of the earliest shard that has one; the whole run shrinks that case
// as the shard did, so its file is the shard's, but for the " --shard K/N"
// in the command it records. Counts are summed. The shards must be of one
// run: the same command (pair, cases, seed, plugins, settings), the same
// N, each K from 1 to N once.

#include <string>
#include <vector>

#include "collide/hunt/shard.h"
#include "harness/scale_out/hunt_shard_summary.h"

namespace harness {

// Why the summaries (read from dirs[i] each) are not the N shards of one
// hunt, naming a folder: another seed, command or N, a K twice, a K
// missing, other pairs of algorithms; empty when they are.
std::string ShardSetProblem(const std::vector<ShardSummary>& summaries,
                            const std::vector<std::string>& dirs);

// One pair of algorithms over every shard.
struct MergedPair {
  std::string heading;
  long long cases_tried = 0;
  long long disagreements = 0;
  // The shard (an index into the summaries) whose finding is the whole
  // run's; -1 when no shard found one.
  int finding_from = -1;
};

// The summaries' pairs merged; `summaries` in shard order (K = 1 .. N),
// with the same pairs (ShardSetProblem).
std::vector<MergedPair> MergeShardPairs(const std::vector<ShardSummary>& summaries);

// A shard's finding file as the whole run writes it: `bytes` without the
// " --shard K/N" of `shard` its command ends with; false when it is not in
// there.
bool WithoutShardArgument(std::string& bytes, collide::Shard shard);

}  // namespace harness
