#include "octree/octree_checks.h"

#include <algorithm>
#include <map>
#include <random>
#include <set>
#include <string>

namespace octree_sample {
namespace {

constexpr double kStep = 1.0 / 60.0;

// The default scene after `steps` steps.
OctreeWorld WorldAfter(int steps) {
  OctreeWorld world;
  for (int i = 0; i < steps; ++i)
    world.Step(kStep);
  return world;
}

std::string RayName(int ray) {
  return "ray " + std::to_string(ray);
}

}  // namespace

std::vector<collide::Ray> CheckRays() {
  std::mt19937 rng(99);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  std::vector<collide::Ray> rays;
  while (static_cast<int>(rays.size()) < kCheckRays) {
    const collide::Vec3 from(unit(rng), unit(rng), unit(rng));
    const collide::Vec3 towards = kHalfSize * 0.8 * collide::Vec3(unit(rng), unit(rng), unit(rng));
    if (glm::length(from) < 0.1)
      continue;
    const collide::Vec3 origin = 35.0 * glm::normalize(from);
    if (const auto ray = collide::MakeRay(origin, towards - origin))
      rays.push_back(*ray);
  }
  return rays;
}

std::vector<OctreeExpectation> OctreeExpectations() {
  std::vector<OctreeExpectation> table;
  const std::vector<collide::Ray> rays = CheckRays();
  for (const int steps : kCheckSteps) {
    const OctreeWorld world = WorldAfter(steps);
    const std::vector<ObjectPair> brute = world.TouchingPairsBruteForce();
    std::set<ObjectPair> every(brute.begin(), brute.end());
    const std::vector<ObjectPair> tree = world.TouchingPairs();
    every.insert(tree.begin(), tree.end());
    for (const ObjectPair& pair : every) {
      const bool touching = std::binary_search(brute.begin(), brute.end(), pair);
      table.push_back({steps, std::nullopt, pair, touching, std::nullopt});
    }
    for (int r = 0; r < kCheckRays; ++r) {
      const auto hit = world.RaycastBruteForce(rays[static_cast<std::size_t>(r)]);
      table.push_back({steps, r, {}, false, hit ? std::optional(hit->t) : std::nullopt});
    }
  }
  return table;
}

std::vector<harness::PairCheck> CheckOctree(const std::vector<OctreeExpectation>& table) {
  std::map<int, OctreeWorld> worlds;
  std::map<int, std::vector<ObjectPair>> pairs;
  const std::vector<collide::Ray> rays = CheckRays();
  std::vector<harness::PairCheck> checks;
  for (std::size_t i = 0; i < table.size(); ++i) {
    const OctreeExpectation& e = table[i];
    if (!worlds.contains(e.steps)) {
      worlds.emplace(e.steps, WorldAfter(e.steps));
      pairs[e.steps] = worlds.at(e.steps).TouchingPairs();
    }
    const OctreeWorld& world = worlds.at(e.steps);
    harness::PairCheck check;
    check.expectation = i;
    check.algorithm = "octree, step " + std::to_string(e.steps);
    if (e.ray) {
      check.a = RayName(*e.ray);
      check.b = "nearest";
      check.subject = RayName(*e.ray) + "'s nearest hit";
      check.expected = harness::Hit{e.t.has_value(), e.t};
      const auto hit = world.Raycast(rays[static_cast<std::size_t>(*e.ray)]);
      harness::Judge(check,
                     harness::Hit{hit.has_value(), hit ? std::optional(hit->t) : std::nullopt});
    } else {
      check.a = std::to_string(e.pair.first);
      check.b = std::to_string(e.pair.second);
      check.subject = ObjectName(world, e.pair.first) + " and " + ObjectName(world, e.pair.second);
      check.expected = harness::Intersects{e.touching};
      const auto& found = pairs.at(e.steps);
      harness::Judge(check,
                     harness::Intersects{std::binary_search(found.begin(), found.end(), e.pair)});
    }
    checks.push_back(std::move(check));
  }
  return checks;
}

}  // namespace octree_sample
