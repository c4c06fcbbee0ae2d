#include "harness/runners/hunt_runner.h"

#include <filesystem>
#include <fstream>
#include <memory>
#include <optional>
#include <sstream>

#include "collide/hunt/hunt.h"
#include "harness/plugins/plugin_set.h"
#include "harness/runners/hunt_argument.h"
#include "harness/runners/hunt_findings.h"
#include "harness/runners/hunt_plan.h"
#include "harness/runners/plugin_checks.h"
#include "harness/scale_out/hunt_shard_summary.h"
#include "harness/scale_out/shard_argument.h"
#include "harness/scale_out/shard_merge.h"
#include "harness/scene/atomic_file.h"
#include "harness/scene/json_reader.h"

namespace harness {
namespace {

collide::HuntOptions HuntOptionsOf(const Options& options) {
  collide::HuntOptions hunt;
  hunt.cases = options.cases;
  hunt.seed = options.seed;
  hunt.every_pair = options.hunt_every_pair;
  hunt.tolerance = options.tolerance;
  hunt.jobs = options.jobs;
  hunt.shard = {options.shard, options.shards};
  return hunt;
}

std::string NothingToCompareLine(const std::string& pair_name, collide::ShapeKind a,
                                 collide::ShapeKind b) {
  const auto& registry = collide::PairTestRegistry::Global();
  std::string line = pair_name + ": nothing to compare, one algorithm per query (";
  bool first = true;
  for (const collide::Query query : registry.QueriesFor(a, b)) {
    line += (first ? "" : "; ") + std::string(collide::QueryId(query)) + ": " +
            registry.Find(a, b, query).front()->id;
    first = false;
  }
  return line + "); a plugin's functions for the pair add theirs\n";
}

// A shard's summary for --merge (hunt_shard_summary.h), begun before its
// pairs are added.
ShardSummary BeginSummary(const Options& options, const std::string& pair_name,
                          const collide::HuntOptions& hunt) {
  collide::HuntOptions whole = hunt;
  whole.shard = {};
  ShardSummary summary;
  summary.hunt = options.hunt;
  summary.command = HuntCommand(pair_name, options.plugins, whole);
  summary.seed = hunt.seed;
  summary.cases = hunt.cases;
  summary.shard = hunt.shard;
  return summary;
}

// Where the findings go. Without --hunt-out, a folder the user did not
// name: its full path says where.
std::string HuntOutOf(const Options& options) {
  return options.hunt_out_given || std::filesystem::path(options.hunt_out).is_absolute()
             ? options.hunt_out
             : std::filesystem::absolute(options.hunt_out).lexically_normal().string();
}

// An earlier run's summary would stand for this one if it stopped before
// writing its own (refused, crashed, killed): --merge would take a stale
// shard, where it should say the shard is missing.
void ForgetEarlierSummary(const Options& options) {
  if (options.shard_given) {
    std::error_code ignored;
    std::filesystem::remove(std::filesystem::path(HuntOutOf(options)) / kHuntShardSummaryFile,
                            ignored);
  }
}

// Writes the summary into the shard's folder; false after saying why not.
bool WriteSummary(const std::string& hunt_out, const ShardSummary& summary, std::ostream& err) {
  std::string error;
  const std::string path = (std::filesystem::path(hunt_out) / kHuntShardSummaryFile).string();
  if (!WriteFileAtomically(path, WriteShardSummary(summary), &error)) {
    err << "Error: " << error << '\n';
    return false;
  }
  return true;
}

std::optional<std::string> ReadBytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    return std::nullopt;
  }
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

// The summaries of `dirs`, in the order given; nullopt after saying why
// one could not be read.
std::optional<std::vector<ShardSummary>> ReadSummaries(const std::vector<std::string>& dirs,
                                                       std::ostream& err) {
  std::vector<ShardSummary> summaries;
  for (const std::string& dir : dirs) {
    const std::string path = (std::filesystem::path(dir) / kHuntShardSummaryFile).string();
    const std::optional<std::string> text = ReadBytes(path);
    if (!text) {
      err << "Error: --merge: " << dir << " has no " << kHuntShardSummaryFile
          << ": not the --hunt-out folder of a hunt run with --shard K/N\n";
      return std::nullopt;
    }
    try {
      summaries.push_back(ReadShardSummary(*text, path));
    } catch (const InputError& e) {
      err << "Error: --merge: " << e.what() << '\n';
      return std::nullopt;
    }
  }
  return summaries;
}

// The whole run's file for a pair from the shard that found it, written
// into `hunt_out`: its path, or empty after saying why not.
std::string CopyFinding(const ShardSummary& shard, const std::string& shard_dir,
                        const ShardPairSummary& pair, const std::string& hunt_out,
                        std::ostream& err) {
  const std::string from = (std::filesystem::path(shard_dir) / pair.file).string();
  std::optional<std::string> bytes = pair.file.empty() ? std::nullopt : ReadBytes(from);
  if (!bytes) {
    err << "Error: --merge: shard " << ShardText(shard.shard) << " (" << shard_dir
        << ") found case " << pair.first_case << " but its file is not there"
        << (pair.file_error.empty() ? "" : ": " + pair.file_error) << '\n';
    return "";
  }
  if (!WithoutShardArgument(*bytes, shard.shard)) {
    err << "Error: --merge: " << from << " does not record the command of shard "
        << ShardText(shard.shard) << " (changed since the hunt wrote it?)\n";
    return "";
  }
  const std::string path = (std::filesystem::path(hunt_out) / pair.file).string();
  std::string error;
  if (!WriteFileAtomically(path, *bytes, &error)) {
    err << "Error: " << error << '\n';
    return "";
  }
  return path;
}

// Each result's line, and its finding written into `hunt_out`, noted in
// the shard's summary: the exit status.
int ReportResults(const std::vector<collide::HuntResult>& results, const std::string& pair_name,
                  const Options& options, const collide::HuntOptions& hunt,
                  const std::string& hunt_out, ShardSummary& summary, std::ostream& out,
                  std::ostream& err) {
  int status = kExitOk;
  for (const collide::HuntResult& result : results) {
    out << HuntResultLine(pair_name, result);
    ShardPairSummary& pair = summary.pairs.emplace_back(
        ShardPairSummary{HuntPairHeading(pair_name, result.algorithms), result.cases_tried,
                         result.disagreements, result.first_case, "", ""});
    if (result.finding) {
      std::string error;
      const std::string path =
          WriteHuntFinding(result, hunt_out, HuntCommand(pair_name, options.plugins, hunt), &error);
      if (path.empty()) {
        out << "; no file written\n";
        err << "Error: " << error << '\n';
        pair.file_error = error;
        status = kExitBadInput;
        continue;
      }
      pair.file = std::filesystem::path(path).filename().string();
      out << "; wrote " << path;
      status = std::max(status, kExitMismatch);
    }
    out << std::endl;
  }
  return status;
}

}  // namespace

int RunHunt(const Options& options, std::ostream& out, std::ostream& err) {
  ForgetEarlierSummary(options);
  // A plugin's functions join the registry for the hunt: ours against theirs.
  std::unique_ptr<plugins::PluginSet> plugin_set;
  if (!options.plugins.empty()) {
    plugin_set = LoadPluginsOrSay(options, err);
    if (plugin_set == nullptr) {
      return kExitBadInput;
    }
  }
  std::string problem;
  const std::optional<HuntPairArgument> argument = ParseHuntArgument(options.hunt, &problem);
  const std::string pair_name = argument ? argument->name : options.hunt;
  const auto& registry = collide::PairTestRegistry::Global();
  const auto& generators = collide::ShapeGenerators::Global();
  if (argument) {
    problem =
        collide::HuntProblem(registry, generators, argument->kinds.first, argument->kinds.second);
    problem = problem.empty() ? problem : "--hunt " + pair_name + ": " + problem;
  }
  const std::string hunt_out = HuntOutOf(options);
  if (problem.empty()) {
    problem = HuntDirectoryProblem(hunt_out, "--hunt-out");
  }
  if (!problem.empty()) {
    err << "Error: " << problem << '\n';
    return kExitBadInput;
  }
  const collide::HuntOptions hunt = HuntOptionsOf(options);
  std::vector<collide::HuntResult> results;
  try {
    // Each thread its own copy of the plugins (HuntWorkers, hunt_plan.h); ours alone
    // are shared.
    const collide::PairTestRegistry ours =
        plugin_set ? OurTestsOf(registry) : collide::PairTestRegistry{};
    const HuntWorkers workers(hunt.jobs, plugin_set ? ours : registry, options.plugins,
                              PluginSettingsFrom(options));
    results = collide::Hunt(workers.registries(), generators, {argument->kinds}, hunt);
  } catch (const plugins::PluginLoadError& e) {
    err << "Error: --plugin " << e.file << ": " << e.reason << '\n';
    return kExitBadInput;
  }
  ShardSummary summary = BeginSummary(options, pair_name, hunt);
  if (results.empty()) {
    summary.nothing_to_compare =
        NothingToCompareLine(pair_name, argument->kinds.first, argument->kinds.second);
    out << summary.nothing_to_compare;
    return options.shard_given && !WriteSummary(hunt_out, summary, err) ? kExitBadInput : kExitOk;
  }
  const int status = ReportResults(results, pair_name, options, hunt, hunt_out, summary, out, err);
  summary.exit_status = status;
  return options.shard_given && !WriteSummary(hunt_out, summary, err) ? kExitBadInput : status;
}

int RunMerge(const Options& options, std::ostream& out, std::ostream& err) {
  std::optional<std::vector<ShardSummary>> summaries = ReadSummaries(options.merge, err);
  if (!summaries) {
    return kExitBadInput;
  }
  std::string problem = ShardSetProblem(*summaries, options.merge);
  problem = problem.empty() ? HuntDirectoryProblem(options.hunt_out, "--hunt-out") : problem;
  if (!problem.empty()) {
    err << "Error: " << problem << '\n';
    return kExitBadInput;
  }
  // In shard order: the earliest shard's finding is the whole run's.
  std::vector<std::size_t> order(summaries->size());
  for (std::size_t i = 0; i < order.size(); ++i) {
    order[static_cast<std::size_t>((*summaries)[i].shard.index - 1)] = i;
  }
  std::vector<ShardSummary> in_order;
  for (const std::size_t i : order) {
    in_order.push_back((*summaries)[i]);
  }
  if (!in_order.front().nothing_to_compare.empty()) {
    out << in_order.front().nothing_to_compare;
    return kExitOk;
  }
  int status = kExitOk;
  const std::vector<MergedPair> merged = MergeShardPairs(in_order);
  for (std::size_t p = 0; p < merged.size(); ++p) {
    out << HuntCountsLine(merged[p].heading, merged[p].cases_tried, merged[p].disagreements);
    if (merged[p].finding_from >= 0) {
      const auto s = static_cast<std::size_t>(merged[p].finding_from);
      const std::string path = CopyFinding(in_order[s], options.merge[order[s]],
                                           in_order[s].pairs[p], options.hunt_out, err);
      if (path.empty()) {
        out << "; no file written\n";
        status = kExitBadInput;
        continue;
      }
      out << "; wrote " << path;
      status = std::max(status, kExitMismatch);
    }
    out << std::endl;
  }
  return status;
}

}  // namespace harness
