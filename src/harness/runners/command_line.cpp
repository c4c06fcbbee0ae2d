#include "harness/runners/command_line.h"

#include <algorithm>

#include <unistd.h>

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <optional>

#include "collide/parallel/parallel_items.h"
#include "harness/runners/argument_reader.h"
#include "harness/scale_out/shard_argument.h"
#include "harness/scene/json_reader.h"

namespace harness {
namespace {

// A file `option` writes at the end of a run (--screenshot, --csv), checked
// up front so a long run cannot end in a lost file.
std::string OutputPathProblem(const std::string& option, const std::string& path) {
  namespace fs = std::filesystem;
  fs::path dir = fs::path(path).parent_path();
  if (dir.empty()) {
    dir = ".";
  }
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) {
    return option + ": directory \"" + dir.string() + "\" does not exist";
  }
  if (access(dir.c_str(), W_OK) != 0) {
    return option + ": directory \"" + dir.string() + "\" is not writable";
  }
  if (fs::is_directory(path, ec)) {
    return option + ": \"" + path + "\" is a directory";
  }
  return "";
}

std::string ScreenshotPathProblem(const std::string& path) {
  if (std::filesystem::path(path).extension() != ".png") {
    return "--screenshot: \"" + path + "\" must end in .png";
  }
  return OutputPathProblem("--screenshot", path);
}

// "A" or "A,B" (no empty id, no third): the ids; empty when malformed.
std::vector<std::string> SplitSelection(const std::string& text) {
  const std::size_t comma = text.find(',');
  std::vector<std::string> ids{text.substr(0, comma)};
  if (comma != std::string::npos) {
    ids.push_back(text.substr(comma + 1));
  }
  const bool bad = std::any_of(ids.begin(), ids.end(), [](const std::string& id) {
    return id.empty() || id.find(',') != std::string::npos;
  });
  return bad ? std::vector<std::string>{} : ids;
}

// The option's value into *target; false when it has none.
bool ReadString(ArgumentReader& reader, std::string* target) {
  const auto value = reader.Value();
  if (value) {
    *target = *value;
  }
  return value.has_value();
}

bool ReadInt(ArgumentReader& reader, int min, int max, int* target) {
  const auto value = reader.IntValue(min, max);
  if (value) {
    *target = *value;
  }
  return value.has_value();
}

bool ReadSeed(ArgumentReader& reader, std::uint64_t* target) {
  const auto text = reader.Value();
  if (!text) {
    return false;
  }
  const char* end = text->data() + text->size();
  const auto [ptr, ec] = std::from_chars(text->data(), end, *target);
  if (ec != std::errc() || ptr != end || text->empty()) {
    return reader.Fail("option --seed needs a whole number from 0 to 18446744073709551615, got \"" +
                       *text + "\"");
  }
  return true;
}

// --shard K/N or --merge DIR... into `o`; false (with reader.error()) when
// the value is wrong.
bool ReadShardOption(ArgumentReader& reader, Options& o) {
  if (reader.option() == "--merge") {
    o.merge = reader.Values();
    return !o.merge.empty();
  }
  std::string text;
  if (!ReadString(reader, &text)) {
    return false;
  }
  std::string problem;
  const std::optional<collide::Shard> shard = ParseShard(text, &problem);
  o.shard_given = true;
  o.shard = shard ? shard->index : 1;
  o.shards = shard ? shard->count : 1;
  return shard.has_value() || reader.Fail(problem);
}

// --hunt and its settings, --shard and --merge, and --jobs (the hunt's threads, and --check's);
// false (with reader.error()) when a value is wrong. Sets *known when the
// option is one of them.
bool ReadHuntOption(ArgumentReader& reader, Options& o, bool* known) {
  const std::string& arg = reader.option();
  *known = arg == "--hunt" || arg == "--cases" || arg == "--seed" || arg == "--hunt-out" ||
           arg == "--tolerance" || arg == "--hunt-every-pair" || arg == "--jobs" ||
           arg == "--shard" || arg == "--merge";
  if (!*known) {
    return false;
  }
  if (arg == "--shard" || arg == "--merge") {
    return ReadShardOption(reader, o);
  }
  if (arg == "--jobs") {
    o.jobs_given = true;
    return ReadInt(reader, 1, collide::kMaxJobs, &o.jobs);
  }
  if (arg == "--hunt") {
    return ReadString(reader, &o.hunt);
  }
  o.hunt_settings_given = arg != "--hunt-out" || o.hunt_settings_given;
  if (arg == "--hunt-every-pair") {
    return reader.Flag(&o.hunt_every_pair);
  }
  if (arg == "--tolerance") {
    const auto tolerance = reader.PositiveValue();
    o.tolerance = tolerance.value_or(o.tolerance);
    return tolerance.has_value() &&
           (o.tolerance < 1.0 || reader.Fail("option --tolerance needs a number below 1, got " +
                                             FormatNumber(o.tolerance)));
  }
  if (arg == "--cases") {
    return ReadInt(reader, 1, kMaxHuntCases, &o.cases);
  }
  if (arg == "--seed") {
    return ReadSeed(reader, &o.seed);
  }
  o.hunt_out_given = true;
  if (!ReadString(reader, &o.hunt_out)) {
    return false;
  }
  return !o.hunt_out.empty() || reader.Fail("option --hunt-out needs a directory, got \"\"");
}

// The option's flag in `o`, or nullptr when it is not a flag.
bool* FlagOf(const std::string& arg, Options& o) {
  const std::pair<const char*, bool*> flags[] = {
      {"--help", &o.help},       {"-h", &o.help},
      {"--version", &o.version}, {"--list", &o.list},
      {"--check", &o.check},     {"--stats", &o.stats},
      {"--bench", &o.bench},     {"--every-sample", &o.every_sample},
      {"--explain", &o.explain}};
  for (const auto& [name, flag] : flags) {
    if (arg == name) {
      return flag;
    }
  }
  return nullptr;
}

// --explain's --pair and --algorithm into `o`: whether they were read
// right, or nullopt when the option is neither.
std::optional<bool> ReadExplainOption(ArgumentReader& reader, Options& o) {
  if (reader.option() == "--pair") {
    std::string ids;
    if (!ReadString(reader, &ids)) {
      return false;
    }
    o.pair.clear();
    for (std::size_t start = 0;;) {
      const std::size_t comma = ids.find(',', start);
      o.pair.push_back(ids.substr(start, comma - start));
      if (comma == std::string::npos)
        break;
      start = comma + 1;
    }
    const bool empty_id =
        std::any_of(o.pair.begin(), o.pair.end(), [](const std::string& id) { return id.empty(); });
    if (o.pair.size() < 2 || o.pair.size() > 3 || empty_id) {
      return reader.Fail(
          "option --pair needs two shape ids joined by a comma (A,B), or three planes' "
          "(A,B,C), got \"" +
          ids + "\"");
    }
    return true;
  }
  if (reader.option() == "--algorithm") {
    return ReadString(reader, &o.algorithm) &&
           (!o.algorithm.empty() || reader.Fail("option --algorithm needs an id, got \"\""));
  }
  return std::nullopt;
}

// The options of the window and its first frame (--sample, --scene and
// --select serve --check too): nothing when `reader` is on another.
std::optional<bool> ReadWindowOption(ArgumentReader& reader, Options& o) {
  const std::string& arg = reader.option();
  if (arg == "--ui-scale") {
    // Its range (kMinUiScale to kMaxUiScale) is the shell's to check.
    const auto scale = reader.PositiveValue();
    o.ui_scale = scale.value_or(0.0f);
    return scale.has_value();
  }
  if (arg == "--look") {
    if (!ReadString(reader, &o.look)) {
      return false;
    }
    if (o.look != "solid" && o.look != "wireframe") {
      return reader.Fail("option --look takes solid or wireframe, got \"" + o.look + "\"");
    }
    return true;
  }
  if (arg == "--reset-settings") {
    return reader.Flag(&o.reset_settings);
  }
  if (arg == "--no-vsync") {
    bool no_vsync = false;
    const bool ok = reader.Flag(&no_vsync);
    o.vsync = !no_vsync;
    return ok;
  }
  if (arg == "--screenshot") {
    return ReadString(reader, &o.screenshot);
  }
  if (arg == "--frames") {
    return ReadInt(reader, 1, 100'000'000, &o.frames);
  }
  if (arg == "--width" || arg == "--height") {
    (arg == "--width" ? o.width_given : o.height_given) = true;
    return ReadInt(reader, 1, 16384, arg == "--width" ? &o.width : &o.height);
  }
  return std::nullopt;
}

// What is run and on what: --sample, --scene, --select, --count, --csv and
// the plugins' options; nothing when `reader` is on another.
std::optional<bool> ReadSubjectOption(ArgumentReader& reader, Options& o) {
  const std::string& arg = reader.option();
  if (arg == "--sample") {
    return ReadString(reader, &o.sample);
  }
  if (arg == "--scene") {
    std::string scene;
    if (!ReadString(reader, &scene)) {
      return false;
    }
    o.scenes.push_back(std::move(scene));
    return true;
  }
  if (arg == "--select") {
    std::string ids;
    if (!ReadString(reader, &ids)) {
      return false;
    }
    o.select = SplitSelection(ids);
    if (o.select.empty()) {
      return reader.Fail(
          "option --select needs a shape id, or two joined by a comma (A,B), got \"" + ids + "\"");
    }
    return true;
  }
  if (arg == "--count") {
    return ReadInt(reader, 1, 100'000'000, &o.count);
  }
  if (arg == "--csv") {
    return ReadString(reader, &o.csv);
  }
  if (arg == "--plugin") {
    std::string plugin;
    if (!ReadString(reader, &plugin)) {
      return false;
    }
    o.plugins.push_back(std::move(plugin));
    return true;
  }
  if (arg == "--plugin-memory") {
    // Below 64 MB the helper and a plugin's libraries may not load at all.
    return ReadInt(reader, 64, 1 << 20, &o.plugin_memory_mb);
  }
  if (arg == "--plugin-timeout") {
    const auto seconds = reader.PositiveValue();
    o.plugin_timeout_s = seconds.value_or(1.0f);
    return seconds.has_value();
  }
  return std::nullopt;
}

// Reads the option `reader` is on into `o`; false (with reader.error()) when
// it is unknown or its value is wrong.
bool ReadOption(ArgumentReader& reader, Options& o) {
  const std::string& arg = reader.option();
  if (bool* flag = FlagOf(arg, o)) {
    return reader.Flag(flag);
  }
  if (bool hunt_option = false; ReadHuntOption(reader, o, &hunt_option) || hunt_option) {
    return reader.error().empty();
  }
  for (const auto& read : {ReadWindowOption, ReadSubjectOption, ReadExplainOption}) {
    if (const std::optional<bool> result = read(reader, o)) {
      return *result;
    }
  }
  if (arg.starts_with("-")) {
    return reader.Fail("unknown option " + arg);
  }
  return reader.Fail("unexpected argument \"" + arg + "\"");
}

// --hunt runs on its own; its settings need it, or the window's Hunt
// button (--plugin).
std::string HuntCombinationProblem(const Options& o) {
  if (o.hunt.empty()) {
    const bool hunt_button = !o.plugins.empty() && !o.check && !o.bench && !o.list;
    return (o.hunt_settings_given || (o.hunt_out_given && o.merge.empty())) && !hunt_button
               ? "--cases, --seed, --hunt-out, --tolerance and --hunt-every-pair go with --hunt "
                 "PAIR, or with --plugin in the window (the Hunt button's settings)"
               : "";
  }
  if (o.check || o.bench || o.list || o.every_sample || o.explain || !o.sample.empty() ||
      !o.scenes.empty() || o.frames != 0 || !o.screenshot.empty()) {
    return "--hunt runs on its own (no window, no samples): --check, --bench, --list, "
           "--every-sample, --explain, --sample, --scene, --frames and --screenshot do not go "
           "with it";
  }
  return "";
}

// --shard goes with --hunt, or with --check over --scene files; --merge
// needs --hunt-out and runs on its own.
std::string ShardCombinationProblem(const Options& o) {
  if (!o.merge.empty()) {
    if (!o.hunt_out_given) {
      return "--merge DIR... needs --hunt-out OUT (the folder the merged findings go to)";
    }
    if (!o.hunt.empty() || o.check || o.bench || o.list || o.explain || o.every_sample ||
        o.shard_given || o.hunt_settings_given || !o.plugins.empty() || !o.sample.empty() ||
        !o.scenes.empty() || o.frames != 0 || !o.screenshot.empty()) {
      return "--merge runs on its own, with --hunt-out only: the shards' folders hold what the "
             "hunt was asked (its pair, --cases, --seed, --plugin ...)";
    }
    return "";
  }
  if (!o.shard_given) {
    return "";
  }
  if (o.check && o.scenes.empty()) {
    return "--shard with --check slices its scenes: give --scene FILE or FOLDER";
  }
  if (o.hunt.empty() && !o.check) {
    return "--shard goes with --hunt (a slice of its cases) or --check (a slice of its scenes)";
  }
  return "";
}

// --jobs sets the threads of what runs many cases or scenes, or a sample's steps.
std::string JobsCombinationProblem(const Options& o) {
  if (o.jobs_given && (o.explain || o.list || o.every_sample)) {
    return "--jobs sets the threads of --hunt, --check, the window's Hunt and a sample's "
           "steps: --explain, --list and --every-sample do not go with it";
  }
  return "";
}

// --explain prints one pair's steps and opens no window.
std::string ExplainCombinationProblem(const Options& o) {
  if (!o.explain) {
    return o.pair.empty() && o.algorithm.empty()
               ? ""
               : "--pair and --algorithm go with --explain (the steps behind a pair's answer)";
  }
  if (o.pair.empty()) {
    return "--explain needs --pair A,B (two shape ids of the sample or scene)";
  }
  if (o.sample.empty() == (o.scenes.size() != 1) || o.scenes.size() > 1) {
    return "--explain needs one --sample ID or one --scene FILE (not both)";
  }
  if (o.check || o.bench || o.list || o.every_sample || !o.plugins.empty() || o.frames != 0 ||
      !o.screenshot.empty() || !o.select.empty()) {
    return "--explain prints the steps and opens no window: --check, --bench, --list, "
           "--every-sample, --plugin, --frames, --screenshot and --select do not go with it";
  }
  return "";
}

// Options that are fine one by one but not together; empty when none.
std::string CombinationProblem(const Options& o) {
  if (std::string problem = HuntCombinationProblem(o); !problem.empty()) {
    return problem;
  }
  if (std::string problem = ExplainCombinationProblem(o); !problem.empty()) {
    return problem;
  }
  if (std::string problem = ShardCombinationProblem(o); !problem.empty()) {
    return problem;
  }
  if (std::string problem = JobsCombinationProblem(o); !problem.empty()) {
    return problem;
  }
  if (o.bench && (o.check || o.list || !o.screenshot.empty())) {
    const char* other = "--screenshot";
    if (o.check) {
      other = "--check";
    } else if (o.list) {
      other = "--list";
    }
    return std::string("--bench does not go with ") + other +
           " (--bench steps one sample headless and prints its timings)";
  }
  if (o.bench && !o.plugins.empty()) {
    return "--bench does not go with --plugin (it times our own code)";
  }
  if (o.plugin_timeout_s > 60.0) {
    return "--plugin-timeout: at most 60 seconds";
  }
  if (!o.csv.empty() && !o.bench) {
    return "--csv needs --bench (it holds --bench's timings, a row per frame)";
  }
  if (o.scenes.size() > 1 && o.bench) {
    return "--scene may be given once with --bench";
  }
  if (o.scenes.size() > 1 && !o.check) {
    return "--scene may be given once for a window (several only with --check)";
  }
  if (o.every_sample &&
      (o.frames == 0 || o.check || o.bench || !o.sample.empty() || !o.scenes.empty())) {
    return "--every-sample needs --frames N (each sample's frames), and opens every sample, so "
           "--check, --bench, --sample and --scene do not go with it";
  }
  if (!o.select.empty() && (o.check || o.bench || o.every_sample)) {
    return "--select selects in the window's first sample: --check, --bench and "
           "--every-sample do not go with it";
  }
  if (o.check && (o.frames != 0 || !o.screenshot.empty() || !o.look.empty())) {
    return "--check opens no window, so --frames, --screenshot and --look do not apply";
  }
  if (!o.screenshot.empty()) {
    return ScreenshotPathProblem(o.screenshot);
  }
  if (!o.csv.empty()) {
    return OutputPathProblem("--csv", o.csv);
  }
  return "";
}

}  // namespace

ParsedCommandLine ParseCommandLine(const std::vector<std::string>& args) {
  ParsedCommandLine parsed;
  ArgumentReader reader(args);
  while (reader.Next()) {
    if (!ReadOption(reader, parsed.options)) {
      parsed.error = reader.error();
      return parsed;
    }
  }
  parsed.error = CombinationProblem(parsed.options);
  if (!parsed.options.jobs_given) {
    parsed.options.jobs = collide::DefaultJobs();
  }
  return parsed;
}

}  // namespace harness
