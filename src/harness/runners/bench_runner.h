#pragma once

// --bench: steps one sample headless (no window, no GL, no display) for a
// number of frames at a fixed step, times each Update and ends with one
// summary line; --csv keeps every frame's row.

#include <ostream>
#include <string>
#include <vector>

#include "harness/runners/command_line.h"
#include "harness/sample_api/sample.h"

namespace harness {

// Every frame steps by this, whatever the machine, as --frames runs do.
inline constexpr float kBenchStep = 1.0f / 60.0f;

// One frame: the Update's wall time and what the sample said it measured.
struct BenchFrame {
  double update_ms = 0.0;
  StepStats stats;
};

// The nearest-rank percentile `p` (0 < p <= 100) of `values`; 0 for none.
double NearestRankPercentile(std::vector<double> values, double p);

// "bench: sample=ID count=C frames=N update_ms mean=M p50=P p99=Q pairs=K"
// over each frame's `update_ms`, with three decimals; `count` is "-" for a
// sample with no body count, pairs (the last frame's) "-" when negative.
std::string BenchSummaryLine(const std::string& sample_id, const std::string& count,
                             const std::vector<double>& update_ms, long long last_pairs);

// --csv's contents: the header "frame,update_ms,broadphase_ms,
// narrowphase_ms,pairs" and the first frame's extra column names (later
// frames' names are not read), then one row per frame (frames from 1); a
// negative or non-finite value (absent) is an empty cell.
std::string BenchCsv(const std::vector<BenchFrame>& frames);

// The whole run; returns the exit status: 0, or 2 for bad input (an unknown
// sample, a scene that does not load, a --count the sample refuses) and for
// a --csv file that could not be written (the summary line still printed).
int RunBench(const Options& options, std::ostream& out, std::ostream& err);

}  // namespace harness
