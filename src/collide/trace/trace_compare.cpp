#include "collide/trace/trace_compare.h"

#include <algorithm>

namespace collide {

std::optional<TraceParting> FirstParting(const Trace& first, const Trace& second) {
  if (first.empty() || second.empty())
    return std::nullopt;
  const auto& a = first.steps();
  const auto& b = second.steps();
  const std::size_t shared = std::min(a.size(), b.size());
  for (std::size_t i = 0; i < shared; ++i) {
    if (a[i].topic != b[i].topic)
      break;
    if (a[i].finding != b[i].finding)
      return TraceParting{i, i, true};
  }
  const bool same_walk =
      a.size() == b.size() &&
      std::equal(a.begin(), a.end(), b.begin(), [](const auto& x, const auto& y) {
        return x.topic == y.topic && x.finding == y.finding;
      });
  if (same_walk)
    return std::nullopt;
  return TraceParting{first.deciding(), second.deciding(), false};
}

}  // namespace collide
