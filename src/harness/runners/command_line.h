#pragma once

// The command line as data: every option collision-lab takes and its
// default, the parser, the usage text and the exit statuses every mode
// shares. Parsing only reads; headless_main.h and the Application act on the
// Options.

#include <cstdint>
#include <string>
#include <vector>

namespace harness {

// --bench's defaults: the sample it steps when neither --sample nor --scene
// names one, and its frames when --frames does not say.
inline constexpr const char* kDefaultBenchSampleId = "sphere-crowd";
inline constexpr int kDefaultBenchFrames = 100;
// --hunt's defaults: cases per pair of algorithms, and where found cases go.
inline constexpr int kDefaultHuntCases = 20000;
inline constexpr const char* kDefaultHuntOut = "hunt-cases";
// The most cases per pair --cases and the window's field take.
inline constexpr int kMaxHuntCases = 100'000'000;

struct Options {
  bool help = false;
  bool version = false;
  bool list = false;
  bool check = false;
  std::string sample;               // --sample ID
  std::vector<std::string> scenes;  // --scene FILE; several only with --check
  int frames = 0;                   // --frames N; 0 runs until the window closes
  std::string screenshot;           // --screenshot FILE.png, written at exit
  int width = 1280;
  int height = 800;
  // --width / --height given: each wins over the saved size.
  bool width_given = false;
  bool height_given = false;
  // --reset-settings: start from the defaults, not the saved settings (the
  // run's own are saved at exit as usual).
  bool reset_settings = false;
  bool vsync = true;
  bool stats = false;  // print frame statistics at exit
  // --bench: step a sample headless, time each Update, print one summary
  // line (bench_runner.h); --frames is its frame count (default 100).
  bool bench = false;
  std::string csv;  // --csv FILE: --bench's row per frame
  int count = 0;    // --count N: the sample's body count; 0: its own
  // --select A or --select A,B: the shape (or the pair, solo'd) selected
  // when the window's first sample starts, as a click (and a Shift+click)
  // would select it.
  std::vector<std::string> select;
  // --every-sample: every sample in turn, --frames N each, in one window
  // (with --stats, a line per sample: what did not fit, labels shown).
  bool every_sample = false;
  float ui_scale = 0.0f;  // --ui-scale S for this run; 0: the saved scale
  // --look solid or --look wireframe: every sample of the run shows its
  // shapes so, whatever its default and the saved choice; empty: those.
  std::string look;
  // --hunt PAIR: search for a case two algorithms for the pair of kinds
  // disagree on (hunt_runner.h), --cases N cases per pair of algorithms,
  // from --seed S, writing what it finds into --hunt-out DIR.
  std::string hunt;
  int cases = kDefaultHuntCases;
  std::uint64_t seed = 1;
  std::string hunt_out = kDefaultHuntOut;
  // --hunt-every-pair: every two algorithms compared, ours with each other
  // too (collide::HuntOptions::every_pair); else a plugin's with our
  // reference only.
  bool hunt_every_pair = false;
  // --tolerance T: numbers agree within T times a case's size, at least T
  // (collide::kDefaultHuntTolerance, 1e-5).
  double tolerance = 1e-5;
  // --jobs N: the threads --hunt's cases, --check's scenes, the window's
  // Hunt and a sample's steps (sphere-crowd's, Scalable::SetJobs, in the
  // window and --bench) run on (1 to collide::kMaxJobs); the output is the
  // same for any N.
  // Without it, the cores available (collide::DefaultJobs).
  int jobs = 1;
  bool jobs_given = false;
  // --shard K/N: the K-th of N slices of --hunt's cases or --check's
  // scenes (collide/hunt/shard.h, docs/scale-out.md); 1/1 the whole.
  int shard = 1;
  int shards = 1;
  bool shard_given = false;
  // --merge DIR...: the --hunt-out folders of a sharded hunt's shards,
  // combined into --hunt-out as one run (harness/scale_out/shard_merge.h).
  std::vector<std::string> merge;
  // --cases, --seed or --hunt-out given (they need --hunt, or --plugin in
  // the window: the Hunt button's settings); --hunt-out given.
  bool hunt_settings_given = false;
  bool hunt_out_given = false;
  // --plugin FILE.so, repeatable: a user's collision functions, checked
  // beside ours (docs/plugins.md); --plugin-timeout S, each call's limit;
  // --plugin-memory MB, the helper's address space.
  std::vector<std::string> plugins;
  // --explain: the steps behind a pair's answers (explain_runner.h), for
  // --pair A,B of --sample ID or of one --scene FILE; --algorithm ALG keeps
  // one of the pair's algorithms.
  bool explain = false;
  std::vector<std::string> pair;
  std::string algorithm;
  double plugin_timeout_s = 1.0;
  int plugin_memory_mb = 1024;
};

struct ParsedCommandLine {
  Options options;
  std::string error;  // empty when the command line is valid
};

ParsedCommandLine ParseCommandLine(const std::vector<std::string>& args);
// --help's text: every option and the exit statuses (usage_text.cpp).
std::string UsageText();

// Exit statuses, shared by every mode.
inline constexpr int kExitOk = 0;
inline constexpr int kExitMismatch = 1;
inline constexpr int kExitBadInput = 2;

}  // namespace harness
