#pragma once

// --check and --list: every sample's (or scene's) expectations run without a
// window, each sample's checks counted against what it declared, a line per
// mismatch and the exit status. headless_main.cpp runs them for the command
// line; the tests call them too.

#include <ostream>
#include <string>
#include <vector>

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
// --scene file, prints one line per mismatch and ends with
// "N passed, N failed". Returns the exit status (0, 1 or 2).
int RunHeadlessChecks(const Options& options, std::ostream& out, std::ostream& err);

// --list: one line per sample, id<TAB>category<TAB>title.
void PrintSampleList(std::ostream& out);

}  // namespace harness
