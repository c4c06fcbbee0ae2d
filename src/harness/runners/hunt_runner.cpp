#include "harness/runners/hunt_runner.h"

#include <filesystem>
#include <memory>

#include "collide/hunt/hunt.h"
#include "harness/plugins/plugin_set.h"
#include "harness/runners/hunt_argument.h"
#include "harness/runners/hunt_findings.h"
#include "harness/runners/hunt_plan.h"
#include "harness/runners/hunt_shard_summary.h"
#include "harness/runners/plugin_checks.h"
#include "harness/scene/atomic_file.h"

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

}  // namespace

int RunHunt(const Options& options, std::ostream& out, std::ostream& err) {
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
  // Without --hunt-out the cases go to a folder the user did not name: its
  // full path says where.
  const std::string hunt_out =
      options.hunt_out_given || std::filesystem::path(options.hunt_out).is_absolute()
          ? options.hunt_out
          : std::filesystem::absolute(options.hunt_out).lexically_normal().string();
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
  summary.exit_status = status;
  return options.shard_given && !WriteSummary(hunt_out, summary, err) ? kExitBadInput : status;
}

}  // namespace harness
