#pragma once

// Whose tests answered: ours ("collision-lab") or another author's (a
// plugin's name, collide::PairTest::origin). A plugin's answers go in the
// pair table's "your code" column and may colour the shapes instead of ours.

#include <string>
#include <vector>

#include "harness/static_shapes/world.h"

namespace harness {

// The origin of Collision Lab's own tests.
inline constexpr const char* kOurOrigin = "collision-lab";

// The origins other than ours among `answers`' tests, each once, in order.
std::vector<std::string> OtherOrigins(const std::vector<PairAnswer>& answers);

}  // namespace harness
