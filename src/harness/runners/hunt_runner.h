#pragma once

// --hunt PAIR (or a sample's id, hunt_argument.h): the hunt for a counterexample
// (collide/hunt/hunt.h) on the command line. Hunts every pair of algorithms the registry holds for
// the pair's kinds, writes each finding as a scene in --hunt-out (hunt_scene.h), checks that the
// file passes as --check would, and prints a line per pair of algorithms: the cases tried, the
// disagreements, the file written. With --shard K/N, its slice of the cases
// only, and a summary for --merge (harness/scale_out/hunt_shard_summary.h).

#include <ostream>

#include "harness/runners/command_line.h"

namespace harness {

// Exit status: 0 no disagreement, 1 some, 2 bad arguments (an unknown or
// unhuntable pair, a --hunt-out that cannot be written) or a file that
// could not be written.
int RunHunt(const Options& options, std::ostream& out, std::ostream& err);

// --merge DIR... --hunt-out OUT: the shards' folders of a hunt run with
// --shard K/N combined (harness/scale_out/shard_merge.h) into OUT, printed
// and exiting as the whole hunt would (0 or 1); 2 when the folders are not
// one run's shards, naming the folder, or a file cannot be written.
int RunMerge(const Options& options, std::ostream& out, std::ostream& err);

}  // namespace harness
