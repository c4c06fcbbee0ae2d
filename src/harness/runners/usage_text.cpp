// collision-lab --help's text (declared in command_line.h): every option
// and the exit statuses, apart from the parser it describes.
#include <string>

#include "harness/runners/command_line.h"

namespace harness {

namespace {

// The first lines, and the options that choose what runs: a sample, a scene,
// --check, --explain, --bench.
std::string RunOptions() {
  return R"(Usage: collision-lab [options]

Opens a window on a sample (sphere-sphere unless --sample or --scene names
another), or checks expectations headless with --check.

Options:
  --sample ID          open (or, with --check, check only) the sample ID
  --scene FILE.json    load shapes and expectations from a scene file into the
                       sample it names; with --check it may be repeated, or
                       name a folder (its .json files, in name order)
  --check              run expectations headless (no window, no display) and
                       end with "N passed, N failed"
  --explain            print the steps behind a pair's answers, each algorithm's
                       in the book's terms with its numbers, where two part,
                       and the verdict last (no window); needs --pair and one
                       --sample ID or --scene FILE
  --pair A,B[,C]       with --explain: the two shapes, by id (or three planes,
                       for where they meet)
  --algorithm ALG      with --explain: only this algorithm (e.g. robust-sat)
  --bench              step a sample (default )" +
         std::string(kDefaultBenchSampleId) + R"() headless for
                       --frames N frames (default 100) at 1/60 s, timing each
                       Update; ends with one line:
                       "bench: sample=ID count=C frames=N update_ms mean=M
                       p50=P p99=Q pairs=K" (C, K "-" when the sample has none)
  --csv FILE           with --bench: write a row per frame to FILE, columns
                       frame,update_ms,broadphase_ms,narrowphase_ms,pairs and
                       the sample's own (an empty cell: not measured)
  --select A[,B]       select shape A when the window opens (A,B: the pair,
                       which the view solos, as a Shift+click makes it)
  --count N            the sample's number of bodies (samples that have one;
                       with a window, --check or --bench)
)";
}

// Your own functions (--plugin) and the search for disagreements (--hunt),
// on every core and over a batch engine (--jobs, --shard, --merge).
std::string PluginAndHuntOptions() {
  return R"(  --plugin FILE.so     load your own collision functions from a shared library
                       (include/collision_lab/plugin.h; repeatable): every
                       expectation their pairs have is checked with ours and
                       with yours, in the window and with --check; the window
                       reloads it when you rebuild it (docs/plugins.md)
  --plugin-timeout S   a plugin call that has not returned after S seconds
                       (default 1) is reported as hung
  --plugin-memory MB   the plugin's helper process may use MB megabytes of
                       address space (default 1024, 64 to 1048576); a plugin
                       that needs more is reported as out of memory
  --hunt PAIR          search for a case two algorithms registered for a
                       pair of shape kinds (sphere-sphere, ray-sphere,
                       box-box, ..., or a sample whose shapes make one pair:
                       raycast-sphere) disagree on: ours against a plugin's, or
                       two of ours; shrinks each case found and writes it as
                       a scene file; prints a line per pair of algorithms
  --cases N            with --hunt, or the window's Hunt button (--plugin):
                       cases per pair of algorithms (default )" +
         std::to_string(kDefaultHuntCases) + R"()
  --seed S             with --hunt or the Hunt button: the random seed
                       (default 1); the same seed finds the same cases
  --tolerance T        with --hunt or the Hunt button: numbers (a hit's t, a
                       closest point, a time of impact) agree within T times
                       the case's size, at least T (default 1e-5); the case
                       written records the tolerance used
  --hunt-every-pair    with --hunt or the Hunt button: compare every two
                       algorithms, ours with each other too (box-box's
                       corner volumes, wrong by design, against SAT); by
                       default a plugin's functions are compared with our
                       reference alone, so the exit status judges them
  --hunt-out DIR       with --hunt: where found cases go (default )" +
         std::string(kDefaultHuntOut) + R"( in the
                       working directory, made if missing; each file written
                       is printed in full); with the Hunt button (default: the
                       folder test cases are saved in)
  --jobs N             the threads --hunt's cases, --check's scenes, the
                       window's Hunt and sphere-crowd's steps (window and
                       --bench) run on (default: the cores available, 1 to
                       1024); the same output and files for every N
  --shard K/N          with --hunt: run the K-th of N slices of the case
                       numbers (1 <= K <= N), and leave hunt-shard.summary
                       in --hunt-out for --merge; with --check --scene: the
                       K-th of N slices of the scenes, in name order
                       (docs/scale-out.md)
  --merge DIR... --hunt-out OUT
                       combine the --hunt-out folders of a hunt's N shards
                       into OUT, and print and exit as the whole hunt would
)";
}

// The window's options, and --help and --version.
std::string WindowOptions() {
  return R"(  --list               print every sample as id<TAB>category<TAB>title
  --frames N           render N frames, then exit (fixed 1/60 s steps); with
                       --bench, the frames to step
  --every-sample       open every sample in turn, each for --frames N frames,
                       in one window; with --stats, print after each a line
                       "sample ID: clipped: C; labels: S of T shown; table
                       rows visible: V of R" (or "no table")
  --ui-scale S         the interface's scale for this run, 0.5 to 3, not saved
                       (default: the saved one; Ctrl+= and Ctrl+- step it
                       and save it)
  --look solid|wireframe
                       show every sample's shapes as lit solids under their
                       edges, or by their edges alone, for this run (default:
                       each sample's own, or what W chose for it last)
  --screenshot FILE    write the last frame to FILE (.png) at exit
  --width W, --height H  window size in pixels (default 1280x800)
  --no-vsync           do not wait for vertical sync
  --stats              print frame count, mean frame time, update and render
                       time per frame and draw calls at exit
  --reset-settings     start from the default settings, ignoring the saved
                       window, sample, camera and UI scale (saved at exit as
                       usual, in $XDG_CONFIG_HOME/collision-lab/)
  --help               show this text
  --version            print the version

)";
}

// What the exit status says.
std::string ExitStatus() {
  return R"(Exit status: 0 success, 1 an expectation did not hold (ours or a plugin's, or
a plugin's function crashed, hung or answered out of range; with --hunt: a
disagreement was found), 2 bad usage or bad input (a --plugin file that does
not load; or no display for a window: use --check, or run under xvfb-run -a),
or a --screenshot, --csv or --hunt-out file that could not be written.
)";
}

}  // namespace

std::string UsageText() {
  return RunOptions() + PluginAndHuntOptions() + WindowOptions() + ExitStatus();
}

}  // namespace harness
