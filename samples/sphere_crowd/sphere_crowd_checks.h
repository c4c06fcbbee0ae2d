#pragma once

// The crowd's --check table: at N = 2,000 (the default motion, the sample's
// seed), at the start and after 100 steps, every broad phase's set of
// overlapping pairs equals brute force's. Each pair any strategy reports,
// and each pair brute force reports, is one expectation per strategy and
// moment: "spheres 12 and 40" should intersect (brute force has it) or not
// (it does not), answered by that strategy; so each missing or extra pair is
// a named failing check.

#include <vector>

#include "collide/broad_phase/broad_phase.h"
#include "harness/sample/check.h"

namespace sphere_crowd {

inline constexpr int kCheckCount = 2'000;
inline constexpr int kCheckSteps[] = {0, 100};

struct CrowdExpectation {
  collide::BroadPhaseKind kind;  // the strategy checked against brute force
  int steps = 0;
  collide::BodyPair pair;
  bool overlaps = false;  // brute force's answer
};

// The table, from brute force and what every strategy reports.
std::vector<CrowdExpectation> CrowdExpectations();

// Each expectation answered by its strategy, one check each, in order.
std::vector<harness::PairCheck> CheckCrowd(const std::vector<CrowdExpectation>& table);

}  // namespace sphere_crowd
