#include "sphere_crowd/sphere_crowd_checks.h"

#include <algorithm>
#include <map>
#include <set>
#include <string>

#include "sphere_crowd/sphere_crowd_world.h"

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

bool Contains(const std::vector<BodyPair>& sorted, const BodyPair& pair) {
  return std::binary_search(sorted.begin(), sorted.end(), pair);
}

std::string AlgorithmName(BroadPhaseKind kind, int steps) {
  return std::string(collide::BroadPhaseId(kind)) + ", step " + std::to_string(steps);
}

}  // namespace

std::vector<CrowdExpectation> CrowdExpectations() {
  std::vector<CrowdExpectation> table;
  for (const int steps : kCheckSteps) {
    const std::vector<BodyPair> reference =
        PairsAfter(CheckSettings(), steps, BroadPhaseKind::kBruteForce);
    std::map<BroadPhaseKind, std::vector<BodyPair>> found;
    std::set<BodyPair> every(reference.begin(), reference.end());
    for (const BroadPhaseKind kind : collide::kBroadPhaseKinds) {
      if (kind != BroadPhaseKind::kBruteForce) {
        found[kind] = PairsAfter(CheckSettings(), steps, kind);
        every.insert(found[kind].begin(), found[kind].end());
      }
    }
    for (const auto& [kind, pairs] : found) {
      for (const BodyPair& pair : every) {
        table.push_back({kind, steps, pair, Contains(reference, pair)});
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
      it = answers.emplace(std::pair(e.kind, e.steps), PairsAfter(CheckSettings(), e.steps, e.kind))
               .first;
    }
    harness::PairCheck check;
    check.expectation = i;
    check.a = std::to_string(e.pair.first);
    check.b = std::to_string(e.pair.second);
    check.subject = "spheres " + check.a + " and " + check.b;
    check.algorithm = AlgorithmName(e.kind, e.steps);
    check.expected = harness::Intersects{e.overlaps};
    harness::Judge(check, harness::Intersects{Contains(it->second, e.pair)});
    checks.push_back(std::move(check));
  }
  return checks;
}

}  // namespace sphere_crowd
