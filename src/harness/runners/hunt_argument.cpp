#include "harness/runners/hunt_argument.h"

#include <iterator>
#include <memory>
#include <set>
#include <vector>

#include "collide/registry/static_shape.h"
#include "harness/runners/hunt_plan.h"
#include "harness/sample_api/headless_host.h"
#include "harness/sample_api/sample_registry.h"

namespace harness {
namespace {

std::string KindList() {
  std::string list;
  for (const collide::ShapeKindInfo* info : collide::ShapeKinds::Global().All()) {
    list += (list.empty() ? "" : ", ") + info->id;
  }
  return list;
}

std::string PairName(const KindPair& pair) {
  return collide::ShapeKindId(pair.first) + "-" + collide::ShapeKindId(pair.second);
}

// The kinds of the sample's shapes, as a test case saved now would hold
// them; nullopt when the sample saves none.
std::optional<std::vector<collide::ShapeKind>> KindsOfSample(const SampleInfo& info) {
  HeadlessHost host;
  const std::unique_ptr<Sample> sample = info.create(host);
  return ShapeKindsOfSample(*sample);
}

// The one pair of kinds a sample is about: its shapes have two kinds (many
// rays and spheres: ray-sphere), or one kind in two shapes or more. Named in
// the sample id's order where it ends with the first (raycast-sphere:
// ray-sphere, not sphere-ray).
std::optional<KindPair> OnePairOf(const std::string& sample_id,
                                  const std::vector<collide::ShapeKind>& shape_kinds) {
  const std::set<collide::ShapeKind> kinds(shape_kinds.begin(), shape_kinds.end());
  if (kinds.size() == 1 && shape_kinds.size() >= 2) {
    return KindPair(*kinds.begin(), *kinds.begin());
  }
  if (kinds.size() != 2) {
    return std::nullopt;
  }
  const KindPair pair(*kinds.begin(), *std::next(kinds.begin()));
  // Appended piece by piece: GCC 12's -Wstringop-overflow misfires at -O3
  // on "-" + a returned string.
  std::string last = "-";
  last += collide::ShapeKindId(pair.first);
  if (sample_id.size() > last.size() &&
      sample_id.compare(sample_id.size() - last.size(), last.size(), last) == 0) {
    return KindPair(pair.second, pair.first);
  }
  return pair;
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

std::optional<HuntPairArgument> ParseHuntArgument(const std::string& text, std::string* error) {
  std::string pair_error;
  if (const auto kinds = ParseHuntPair(text, &pair_error)) {
    return HuntPairArgument{*kinds, text};
  }
  const SampleInfo* info = SampleRegistry::Get().Find(text);
  if (info == nullptr) {
    *error = pair_error + " (or a sample's id whose shapes make one pair, such as raycast-sphere)";
    return std::nullopt;
  }
  const auto kinds = KindsOfSample(*info);
  if (kinds) {
    if (const auto pair = OnePairOf(text, *kinds)) {
      return HuntPairArgument{*pair, PairName(*pair)};
    }
  }
  const std::vector<KindPair> pairs = kinds ? KindPairsOf(*kinds) : std::vector<KindPair>{};
  *error = "--hunt " + text + ": the sample ";
  if (pairs.empty()) {
    *error +=
        "has no two shapes to make a pair of kinds; --hunt takes a pair of kinds such as "
        "sphere-sphere or ray-sphere";
    return std::nullopt;
  }
  *error += "has shapes of more than two kinds; hunt one pair at a time: --hunt ";
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    *error += (i == 0 ? "" : ", ") + PairName(pairs[i]);
  }
  return std::nullopt;
}

}  // namespace harness
