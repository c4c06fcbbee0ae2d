#pragma once

// --check and --list: every sample's (or scene's) expectations run without a
// window, each sample's checks counted against what it declared, a line per
// mismatch and the exit status; many scenes on --jobs threads, printed as
// one thread prints them, with a progress line on a terminal.
// headless_main.cpp runs them for the command line; the tests call them too.

#include <chrono>
#include <cstddef>
#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "collide/hunt/shard.h"
#include "harness/runners/command_line.h"
#include "harness/sample_api/sample.h"

namespace harness {

struct CheckTotals {
  int passed = 0;
  int failed = 0;
};

// A declared expectation's pair, as its scene file names it.
struct DeclaredPair {
  std::string a;
  std::string b;
};

// Counts one sample's checks against what was declared: `declared`
// expectations, with their `pairs` when they come from a file (empty for a
// built-in table). Prints a line per mismatch, per expectation no check
// answered (a failure), per expectation answered twice or with another
// pair's check, and per check of an undeclared index (failures too), then
// "label: k/N expectations hold" with N = declared.
void ReportChecks(const std::string& label, std::vector<PairCheck> checks, std::size_t declared,
                  const std::vector<DeclaredPair>& pairs, CheckTotals& totals, std::ostream& out);

// --check: runs the expectations of every sample (or --sample's), or of each
// --scene file (a folder: its .json files), prints one line per mismatch and
// ends with "N passed, N failed". Returns the exit status (0, 1 or 2). The
// scenes run on options.jobs threads (RunSceneChecks), printed as one
// thread prints them; `progress` (stderr is a terminal) shows how far.
int RunHeadlessChecks(const Options& options, std::ostream& out, std::ostream& err,
                      bool progress = false);

// The --scene arguments with each folder replaced by its .json files, in
// name order (not its subfolders). A folder with none is kept as given, so
// that loading it reports it.
std::vector<std::string> ExpandSceneFolders(const std::vector<std::string>& scenes);

// The K-th of N contiguous slices of `files` (--shard K/N, as
// collide::ShardSlice cuts them), in their order: the folders' files in
// name order, so every machine that sees the same files checks the same
// slice, and the slices of K = 1 .. N, one after another, are the whole.
std::vector<std::string> ShardOfScenes(std::vector<std::string> files, collide::Shard shard);

// What one scene's check printed and counted.
struct SceneReport {
  std::string out;
  std::string err;
  int passed = 0;
  int failed = 0;
  bool not_loaded = false;
};

struct SceneTotals {
  int passed = 0;
  int failed = 0;
  int not_loaded = 0;
};

// The progress line on stderr (a terminal): drawn once the run has taken
// `after`, redrawn at most every `every`, cleared before anything else is
// printed and at the end.
struct SceneProgress {
  bool show = false;
  std::chrono::milliseconds after{500};
  std::chrono::milliseconds every{200};
};

// --check's scenes on several threads (several --scene, or a folder of
// them), printed exactly as one thread prints them: each scene's report is
// written into a buffer of its own, and the buffers go out in the order the
// scenes were given as soon as every scene before them is done, so a long
// run streams.
// check(i) for every scene index from 0 to count - 1, on `jobs` threads
// (give one when `check` may not be called from several at once); each
// report printed to out and err in index order, and summed.
SceneTotals RunSceneChecks(std::size_t count, int jobs,
                           const std::function<SceneReport(std::size_t)>& check,
                           const SceneProgress& progress, std::ostream& out, std::ostream& err);

// The progress line's text: "checked 4,096 of 10,000 scenes".
std::string SceneProgressLine(std::size_t done, std::size_t count);

// --list: one line per sample, id<TAB>category<TAB>title.
void PrintSampleList(std::ostream& out);

}  // namespace harness
