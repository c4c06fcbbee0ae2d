// Crowd pair finding against the peers: SphereCrowd's default motion
// (sphere_crowd.h: unit spheres filling 10% of a cube, default seed) with
// N = 1,000, 10,000 and 100,000 spheres. One iteration is one step of the
// crowd, its bounds, the broad phase's candidate pairs and the exact sphere
// test (SphereCrowd::OverlappingPairs) on them, through
// - each of our broad phases (MakeBroadPhase; the object persists across
//   steps, so sort-and-sweep keeps its order), brute force only up to 20,000;
// - the grid on a pool of two threads (`grid-2-threads`), the crowd's move,
//   bounds and exact test on the same pool;
// - Bullet's btDbvtBroadphase with its default btHashedOverlappingPairCache;
// - FCL's DynamicAABBTreeCollisionManager, used as a broad phase only.
// Every case checks the last step's overlapping pairs against a reference
// crowd advanced by as many steps (brute force up to 20,000, else the grid)
// and fails with SkipWithError on any difference. Counters: `pairs`, the
// overlapping pairs of the last step, and `candidates`, the broad phase's.

#include <benchmark/benchmark.h>

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "collide/broad_phase/broad_phase.h"
#include "collide/motion/sphere_crowd.h"
#include "collide/parallel/worker_pool.h"
#include "peers/peers.h"

#ifdef COLLISION_LAB_HAVE_BULLET
#include <BulletCollision/BroadphaseCollision/btDbvtBroadphase.h>
#include <BulletCollision/CollisionDispatch/btCollisionDispatcher.h>
#include <BulletCollision/CollisionDispatch/btDefaultCollisionConfiguration.h>
#endif
#ifdef COLLISION_LAB_HAVE_FCL
#include <fcl/broadphase/broadphase_dynamic_AABB_tree.h>
#include <fcl/geometry/shape/sphere.h>
#include <fcl/narrowphase/collision_object.h>
#endif

namespace collide::peers {
namespace {

constexpr int kMaxBruteForceCount = 20'000;

CrowdSettings Settings(int count) {
  CrowdSettings settings;
  settings.count = count;
  return settings;
}

// A strategy's candidate pairs for this step: a superset of the overlapping
// pairs, i < j, each once.
class CandidateFinder {
 public:
  virtual ~CandidateFinder() = default;
  virtual void Find(const SphereCrowd& crowd, std::span<const Aabb> bounds,
                    std::vector<BodyPair>* candidates) = 0;
  // The threads the crowd's own passes (move, bounds, exact test) share
  // with the finder: none for the peers, which run on one thread.
  virtual WorkerPool* workers() { return nullptr; }
};

using FinderFactory = std::function<std::unique_ptr<CandidateFinder>(std::span<const Aabb>)>;

// jobs > 1: the broad phase, and the crowd's passes, on a pool of that many
// threads, started once with the case.
class OursFinder final : public CandidateFinder {
 public:
  explicit OursFinder(BroadPhaseKind kind, int jobs = 1) : broad_phase_(MakeBroadPhase(kind)) {
    if (jobs > 1) {
      pool_ = std::make_unique<WorkerPool>(jobs);
      broad_phase_->SetWorkers(pool_.get());
    }
  }
  void Find(const SphereCrowd&, std::span<const Aabb> bounds,
            std::vector<BodyPair>* candidates) override {
    broad_phase_->Update(bounds);
    broad_phase_->FindPairs(candidates);
  }
  WorkerPool* workers() override { return pool_.get(); }

 private:
  std::unique_ptr<WorkerPool> pool_;
  std::unique_ptr<BroadPhase> broad_phase_;
};

#ifdef COLLISION_LAB_HAVE_BULLET
btVector3 ToBullet(const Vec3& v) {
  return {v.x, v.y, v.z};
}

// One proxy per sphere, created once; per step setAabb on each proxy, then
// calculateOverlappingPairs, and the pair cache read out. Bullet's Dbvt
// stores each leaf fattened by gDbvtMargin (0.05, about a step of motion) and
// removes pairs that stopped overlapping lazily (a share of the cache per
// call), so its cache holds more than the overlapping pairs: they are
// filtered by the same exact sphere test as ours (which implies exact AABB
// overlap). The margin is Bullet's default; zero would re-insert every leaf
// every step.
class BulletDbvtFinder final : public CandidateFinder {
 public:
  explicit BulletDbvtFinder(std::span<const Aabb> bounds)
      : dispatcher_(&configuration_), ids_(bounds.size()) {
    proxies_.reserve(bounds.size());
    for (size_t i = 0; i < bounds.size(); ++i) {
      ids_[i] = static_cast<int>(i);
      proxies_.push_back(broad_phase_.createProxy(
          ToBullet(bounds[i].min), ToBullet(bounds[i].max), SPHERE_SHAPE_PROXYTYPE, &ids_[i],
          btBroadphaseProxy::DefaultFilter, btBroadphaseProxy::AllFilter, &dispatcher_));
    }
  }
  ~BulletDbvtFinder() override {
    for (btBroadphaseProxy* proxy : proxies_) {
      broad_phase_.destroyProxy(proxy, &dispatcher_);
    }
  }

  void Find(const SphereCrowd&, std::span<const Aabb> bounds,
            std::vector<BodyPair>* candidates) override {
    for (size_t i = 0; i < bounds.size(); ++i) {
      broad_phase_.setAabb(proxies_[i], ToBullet(bounds[i].min), ToBullet(bounds[i].max),
                           &dispatcher_);
    }
    broad_phase_.calculateOverlappingPairs(&dispatcher_);
    const btBroadphasePairArray& cached =
        broad_phase_.getOverlappingPairCache()->getOverlappingPairArray();
    candidates->clear();
    for (int k = 0; k < cached.size(); ++k) {
      const int a = *static_cast<const int*>(cached[k].m_pProxy0->m_clientObject);
      const int b = *static_cast<const int*>(cached[k].m_pProxy1->m_clientObject);
      candidates->emplace_back(std::min(a, b), std::max(a, b));
    }
  }

 private:
  btDefaultCollisionConfiguration configuration_;
  btCollisionDispatcher dispatcher_;
  btDbvtBroadphase broad_phase_;  // its default pair cache: btHashedOverlappingPairCache
  std::vector<int> ids_;          // each proxy's client object points at its index
  std::vector<btBroadphaseProxy*> proxies_;
};
#endif

#ifdef COLLISION_LAB_HAVE_FCL
// One fcl::CollisionObject with an fcl::Sphere per sphere, registered once;
// per step setTranslation and computeAABB on each, update(), then the self
// collide with a callback that collects the pairs whose AABBs overlap. FCL is
// the broad phase only: the exact test on its pairs is ours (FCL's narrow
// phase would do more work per pair than the sphere test).
class FclTreeFinder final : public CandidateFinder {
 public:
  explicit FclTreeFinder(std::span<const Aabb> bounds) : ids_(bounds.size()) {
    std::vector<fcl::CollisionObjectd*> registered;
    for (size_t i = 0; i < bounds.size(); ++i) {
      ids_[i] = static_cast<int>(i);
      const Vec3 center = 0.5 * (bounds[i].min + bounds[i].max);
      const double radius = 0.5 * (bounds[i].max.x - bounds[i].min.x);
      auto object = std::make_unique<fcl::CollisionObjectd>(std::make_shared<fcl::Sphered>(radius));
      object->setTranslation(fcl::Vector3d(center.x, center.y, center.z));
      object->computeAABB();
      object->setUserData(&ids_[i]);
      registered.push_back(object.get());
      objects_.push_back(std::move(object));
    }
    manager_.registerObjects(registered);
    manager_.setup();
  }

  void Find(const SphereCrowd& crowd, std::span<const Aabb>,
            std::vector<BodyPair>* candidates) override {
    for (size_t i = 0; i < objects_.size(); ++i) {
      const Vec3 p = crowd.position(static_cast<int>(i));
      objects_[i]->setTranslation(fcl::Vector3d(p.x, p.y, p.z));
      objects_[i]->computeAABB();
    }
    manager_.update();
    candidates->clear();
    manager_.collide(candidates, &Collect);
  }

 private:
  static bool Collect(fcl::CollisionObjectd* a, fcl::CollisionObjectd* b, void* data) {
    const int i = *static_cast<const int*>(a->getUserData());
    const int j = *static_cast<const int*>(b->getUserData());
    static_cast<std::vector<BodyPair>*>(data)->emplace_back(std::min(i, j), std::max(i, j));
    return false;  // not done: every pair
  }

  std::vector<int> ids_;  // each object's user data points at its index
  std::vector<std::unique_ptr<fcl::CollisionObjectd>> objects_;
  fcl::DynamicAABBTreeCollisionManagerd manager_;
};
#endif

std::vector<BodyPair> SortedPairs(std::vector<BodyPair> pairs) {
  std::sort(pairs.begin(), pairs.end());
  return pairs;
}

// The overlapping pairs, sorted, of a crowd of `count` after `steps` steps:
// brute force up to kMaxBruteForceCount, the grid above. Remembered, and the
// crowd kept, since every case asks after a few runs of different lengths.
const std::vector<BodyPair>& ReferencePairs(int count, int steps) {
  static std::map<std::pair<int, int>, std::vector<BodyPair>> known;
  static std::map<int, std::unique_ptr<SphereCrowd>> crowds;
  const auto found = known.find({count, steps});
  if (found != known.end()) {
    return found->second;
  }
  std::unique_ptr<SphereCrowd>& crowd = crowds[count];
  if (crowd == nullptr || crowd->steps() > steps) {
    crowd = std::make_unique<SphereCrowd>(Settings(count));
  }
  while (crowd->steps() < steps) {
    crowd->Step();
  }
  std::vector<Aabb> bounds;
  crowd->Bounds(&bounds);
  const std::unique_ptr<BroadPhase> broad_phase = MakeBroadPhase(
      count <= kMaxBruteForceCount ? BroadPhaseKind::kBruteForce : BroadPhaseKind::kUniformGrid);
  broad_phase->Update(bounds);
  std::vector<BodyPair> candidates;
  broad_phase->FindPairs(&candidates);
  std::vector<BodyPair> pairs;
  crowd->OverlappingPairs(candidates, &pairs);
  return known[{count, steps}] = SortedPairs(std::move(pairs));
}

void RunCrowd(benchmark::State& state, const FinderFactory& make_finder) {
  const int count = static_cast<int>(state.range(0));
  SphereCrowd crowd(Settings(count));
  std::vector<Aabb> bounds;
  crowd.Bounds(&bounds);
  const std::unique_ptr<CandidateFinder> finder = make_finder(bounds);
  std::vector<BodyPair> candidates;
  std::vector<BodyPair> pairs;
  // Warm up on the start: vectors grown, trees built, the sweep's order sorted.
  WorkerPool* workers = finder->workers();
  finder->Find(crowd, bounds, &candidates);
  crowd.OverlappingPairs(candidates, &pairs, workers);
  for (auto _ : state) {
    crowd.Step(workers);
    crowd.Bounds(&bounds, workers);
    finder->Find(crowd, bounds, &candidates);
    crowd.OverlappingPairs(candidates, &pairs, workers);
    benchmark::DoNotOptimize(pairs.data());
  }
  state.counters["pairs"] = static_cast<double>(pairs.size());
  state.counters["candidates"] = static_cast<double>(candidates.size());
  const std::vector<BodyPair>& expected = ReferencePairs(count, crowd.steps());
  if (pairs.size() != expected.size()) {
    const std::string message = "found " + std::to_string(pairs.size()) + " pairs, expected " +
                                std::to_string(expected.size()) + " after " +
                                std::to_string(crowd.steps()) + " steps";
    state.SkipWithError(message.c_str());
  } else if (SortedPairs(pairs) != expected) {
    const std::string message = "found " + std::to_string(pairs.size()) +
                                " pairs as expected, but not the same pairs after " +
                                std::to_string(crowd.steps()) + " steps";
    state.SkipWithError(message.c_str());
  }
}

// N = 1,000 and 10,000 (up to max_count) run as long as --benchmark_min_time
// asks; N = 100,000 runs a fixed kLargeCrowdSteps steps. A step there takes
// up to half a second, and Bullet's alternates between re-inserting most
// leaves and almost none (its 0.05 margin is about one step of motion), so a
// single timed step would measure one or the other.
constexpr int kLargeCrowdCount = 100'000;
constexpr int kLargeCrowdSteps = 20;

void Register(const std::string& name, const FinderFactory& make_finder, int max_count) {
  const auto run = [make_finder](benchmark::State& state) { RunCrowd(state, make_finder); };
  benchmark::internal::Benchmark* b = benchmark::RegisterBenchmark(name.c_str(), run);
  for (const int count : {1'000, 10'000}) {
    if (count <= max_count) {
      b->Arg(count);
    }
  }
  b->Unit(benchmark::kMillisecond);
  if (kLargeCrowdCount <= max_count) {
    benchmark::RegisterBenchmark(name.c_str(), run)
        ->Arg(kLargeCrowdCount)
        ->Iterations(kLargeCrowdSteps)
        ->Unit(benchmark::kMillisecond);
  }
}

}  // namespace

void RegisterCrowdBenchmarks() {
  for (const BroadPhaseKind kind : kBroadPhaseKinds) {
    Register(
        "Crowd/" + std::string(BroadPhaseId(kind)),
        [kind](std::span<const Aabb>) { return std::make_unique<OursFinder>(kind); },
        kind == BroadPhaseKind::kBruteForce ? kMaxBruteForceCount : SphereCrowd::kMaxCount);
  }
  // The grid on two threads (this machine's cores), its pairs in the same
  // order as on one (tests/collide/motion/sphere_crowd_threads_test.cpp).
  Register(
      "Crowd/grid-2-threads",
      [](std::span<const Aabb>) {
        return std::make_unique<OursFinder>(BroadPhaseKind::kUniformGrid, 2);
      },
      SphereCrowd::kMaxCount);
#ifdef COLLISION_LAB_HAVE_BULLET
  Register(
      "Crowd/bullet-dbvt",
      [](std::span<const Aabb> bounds) { return std::make_unique<BulletDbvtFinder>(bounds); },
      SphereCrowd::kMaxCount);
#endif
#ifdef COLLISION_LAB_HAVE_FCL
  Register(
      "Crowd/fcl-dynamic-aabb-tree",
      [](std::span<const Aabb> bounds) { return std::make_unique<FclTreeFinder>(bounds); },
      SphereCrowd::kMaxCount);
#endif
}

}  // namespace collide::peers
