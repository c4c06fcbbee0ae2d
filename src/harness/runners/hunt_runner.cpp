#include "harness/runners/hunt_runner.h"

#include <memory>

#include "collide/hunt/hunt.h"
#include "harness/plugins/plugin_set.h"
#include "harness/runners/hunt_findings.h"
#include "harness/runners/plugin_checks.h"

namespace harness {
namespace {

std::string KindList() {
  std::string list;
  for (const collide::ShapeKindInfo* info : collide::ShapeKinds::Global().All()) {
    list += (list.empty() ? "" : ", ") + info->id;
  }
  return list;
}

collide::HuntOptions HuntOptionsOf(const Options& options) {
  collide::HuntOptions hunt;
  hunt.cases = options.cases;
  hunt.seed = options.seed;
  hunt.every_pair = options.hunt_every_pair;
  hunt.tolerance = options.tolerance;
  return hunt;
}

void PrintNothingToCompare(const Options& options, collide::ShapeKind a, collide::ShapeKind b,
                           std::ostream& out) {
  const auto& registry = collide::PairTestRegistry::Global();
  out << options.hunt << ": nothing to compare, one algorithm per query (";
  bool first = true;
  for (const collide::Query query : registry.QueriesFor(a, b)) {
    out << (first ? "" : "; ") << collide::QueryId(query) << ": "
        << registry.Find(a, b, query).front()->id;
    first = false;
  }
  out << "); a plugin's functions for the pair add theirs\n";
}

}  // namespace

std::optional<std::pair<collide::ShapeKind, collide::ShapeKind>> ParseHuntPair(
    const std::string& text, std::string* error) {
  const std::size_t dash = text.find('-');
  if (dash == std::string::npos || text.find('-', dash + 1) != std::string::npos) {
    *error =
        "--hunt: \"" + text + "\" is not a pair of shape kinds such as sphere-sphere or ray-sphere";
    return std::nullopt;
  }
  const std::string ids[] = {text.substr(0, dash), text.substr(dash + 1)};
  collide::ShapeKind kinds[2];
  for (int i = 0; i < 2; ++i) {
    const auto kind = collide::ShapeKindFromId(ids[i]);
    if (!kind) {
      *error = "--hunt: unknown shape kind \"" + ids[i] + "\" in \"" + text +
               "\"; the kinds: " + KindList();
      return std::nullopt;
    }
    kinds[i] = *kind;
  }
  return std::pair(kinds[0], kinds[1]);
}

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
  const auto pair = ParseHuntPair(options.hunt, &problem);
  const auto& registry = collide::PairTestRegistry::Global();
  const auto& generators = collide::ShapeGenerators::Global();
  if (pair && problem.empty()) {
    problem = collide::HuntProblem(registry, generators, pair->first, pair->second);
    problem = problem.empty() ? problem : "--hunt " + options.hunt + ": " + problem;
  }
  if (problem.empty()) {
    problem = HuntDirectoryProblem(options.hunt_out, "--hunt-out");
  }
  if (!problem.empty()) {
    err << "Error: " << problem << '\n';
    return kExitBadInput;
  }
  const collide::HuntOptions hunt = HuntOptionsOf(options);
  const std::vector<collide::HuntResult> results =
      collide::Hunt(registry, generators, pair->first, pair->second, hunt);
  if (results.empty()) {
    PrintNothingToCompare(options, pair->first, pair->second, out);
    return kExitOk;
  }
  int status = kExitOk;
  for (const collide::HuntResult& result : results) {
    out << HuntResultLine(options.hunt, result);
    if (result.finding) {
      std::string error;
      const std::string path = WriteHuntFinding(
          result, options.hunt_out, HuntCommand(options.hunt, options.plugins, hunt), &error);
      if (path.empty()) {
        out << "; no file written\n";
        err << "Error: " << error << '\n';
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
