#pragma once

// --explain: the steps behind one pair's answers, printed. The pair is
// --pair A,B of the sample --sample ID opens with, or of one --scene FILE;
// every algorithm answering what is asked of the pair runs traced
// (harness/layout_engine/why.h), or only --algorithm's. The lines are the
// Why panel's, the verdict last.

#include <ostream>

#include "harness/runners/command_line.h"

namespace harness {

// Returns 0, or 2 (with a message on `err`) for a sample, scene, shape,
// pair or algorithm that is not there, or a sample with no pairs to explain.
int RunExplain(const Options& options, std::ostream& out, std::ostream& err);

}  // namespace harness
