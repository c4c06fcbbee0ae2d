#pragma once

// What the expectations asked of each of a plugin's functions came to: the
// table --check --plugin ends with, one row per function, and the window's
// Your code section shows for the sample on screen:
//   function                      served  held  failed  crashed  hung  off
//   cl_sphere_sphere                  16    15       1        0     0    0
// A crash, a hang and an answer out of range are counted apart from a wrong
// answer, and the expectations not asked because the function had hung
// (it stays off until the plugin is rebuilt) in a column of their own.

#include <string>
#include <string_view>
#include <vector>

#include "harness/plugins/plugin.h"
#include "harness/sample_api/check.h"

namespace harness {

struct FunctionTally {
  std::string_view function;  // "cl_sphere_sphere"
  int served = 0;             // expectations it was asked (the five below added up)
  int held = 0;
  int failed = 0;   // answered, wrongly or out of range
  int crashed = 0;  // its helper died on the call
  int hung = 0;     // the call did not return within the time limit
  int off = 0;      // not called: it had hung before
  // What it hung on (Plugin::HungOn), once it has: it is then off for the
  // rest of the run, whether it hung in a check or while a sample was shown.
  std::string hung_on;
  bool operator==(const FunctionTally&) const = default;
};

// One row, all zero, per function `plugin` exports, in the ABI's order.
std::vector<FunctionTally> EmptyFunctionTallies(const plugins::Plugin& plugin);

// Sets each row's hung_on from `plugin`.
void NoteHangs(const plugins::Plugin& plugin, std::vector<FunctionTally>& rows);

// Adds each of one origin's checks (AskOrigin) to the row of the function
// that answered it. A check whose function has no row gets one at the end.
void TallyByFunction(const OriginChecks& checks, std::vector<FunctionTally>& rows);

// The table as lines of text, the header first, columns aligned.
std::vector<std::string> FunctionTableLines(const std::vector<FunctionTally>& rows);

// One line per row that hung: "cl_sphere_sphere did not return within 1 s
// on sphere {...} and sphere {...}, and was off for the rest of the run:
// 15 expectations left unchecked".
std::vector<std::string> HangLines(const std::vector<FunctionTally>& rows);

}  // namespace harness
