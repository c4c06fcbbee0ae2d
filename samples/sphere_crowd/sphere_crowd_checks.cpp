// The sphere-crowd sample's --check table (sphere_crowd_sample.h): every
// broad phase's pairs against brute force's, pair by pair
// (harness/many_shapes/pair_set_checks.h).
#include <map>
#include <string>
#include <utility>

#include "harness/many_shapes/pair_set_checks.h"
#include "sphere_crowd/sphere_crowd_sample.h"

namespace sphere_crowd {
namespace {

using collide::BodyPair;
using collide::BroadPhaseKind;

collide::CrowdSettings CheckSettings() {
  collide::CrowdSettings settings;
  settings.count = kCheckCount;
  settings.seed = kSeed;
  return settings;
}

std::string AlgorithmName(BroadPhaseKind kind, int steps) {
  return std::string(collide::BroadPhaseId(kind)) + ", step " + std::to_string(steps);
}

}  // namespace

std::vector<CrowdExpectation> CrowdExpectations() {
  std::vector<CrowdExpectation> table;
  for (const int steps : kCheckSteps) {
    std::map<BroadPhaseKind, std::vector<BodyPair>> found;
    std::vector<std::vector<BodyPair>> answers;
    for (const BroadPhaseKind kind : collide::kBroadPhaseKinds) {
      if (kind != BroadPhaseKind::kBruteForce) {
        found[kind] = harness::PairsAfter(CheckSettings(), steps, kind);
        answers.push_back(found[kind]);
      }
    }
    const auto pairs = harness::PairsToCheck(
        harness::PairsAfter(CheckSettings(), steps, BroadPhaseKind::kBruteForce), answers);
    for (const auto& [kind, unused] : found) {
      for (const auto& [pair, overlaps] : pairs) {
        table.push_back({kind, steps, pair, overlaps});
      }
    }
  }
  return table;
}

std::vector<harness::PairCheck> CheckCrowd(const std::vector<CrowdExpectation>& table) {
  std::map<std::pair<BroadPhaseKind, int>, std::vector<BodyPair>> answers;
  std::vector<harness::PairCheck> checks;
  checks.reserve(table.size());
  for (size_t i = 0; i < table.size(); ++i) {
    const CrowdExpectation& e = table[i];
    auto it = answers.find({e.kind, e.steps});
    if (it == answers.end()) {
      it = answers
               .emplace(std::pair(e.kind, e.steps),
                        harness::PairsAfter(CheckSettings(), e.steps, e.kind))
               .first;
    }
    checks.push_back(harness::PairInSetCheck(
        i, e.pair, e.overlaps, it->second,
        "spheres " + std::to_string(e.pair.first) + " and " + std::to_string(e.pair.second),
        AlgorithmName(e.kind, e.steps)));
  }
  return checks;
}

}  // namespace sphere_crowd
