#include "harness/static_shapes/other_origins.h"

#include <algorithm>

namespace harness {

std::vector<std::string> OtherOrigins(const std::vector<PairAnswer>& answers) {
  std::vector<std::string> origins;
  for (const PairAnswer& answer : answers) {
    const std::string& origin = answer.test->origin;
    if (origin != kOurOrigin &&
        std::find(origins.begin(), origins.end(), origin) == origins.end()) {
      origins.push_back(origin);
    }
  }
  return origins;
}

}  // namespace harness
