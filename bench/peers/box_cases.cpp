// One oriented box pair against the peers, on the same 4096 random pairs
// (fixed seed; centres in [-1.2, 1.2]^3, half extents in [0.2, 1], random
// Euler angles; about half of the pairs overlap), cycled through:
// - ours: SatTest(OrientedBox, OrientedBox), the 15-axis SAT (sat.h), its
//   boolean SatIntersects, and SatIntersectsMany, the boolean over all the
//   pairs in one call (BoxBox/sat-batch; see its time per pair there);
// - Bullet: btBoxBoxDetector::getClosestPoints (ODE's dBoxBox2) with a result
//   that counts contact points; it computes up to 4 contacts, not a boolean;
// - FCL: fcl::collide on two fcl::CollisionObject with fcl::Box, a boolean
//   request (num_max_contacts 1, enable_contact false); it goes through FCL's
//   generic pipeline (geometry-type dispatch, a traversal node, the libccd
//   solver's box-box specialisation: ODE's boxBox2 again, contacts included).
// Counters: `overlap_share` (ours), `near_touching` (pairs skipped by the
// check: our SAT answers differently with both boxes grown and shrunk by
// kTouchingGap), and `disagreements`: pairs away from touching on which the
// case's algorithm and another one answer differently; should be 0.

#include <benchmark/benchmark.h>

#include <memory>
#include <span>
#include <vector>

#include "collide/sat/sat.h"
#include "collide/shapes/box.h"
#include "peers/peer_boxes.h"
#include "peers/peers.h"

#ifdef COLLISION_LAB_HAVE_BULLET
#include <BulletCollision/CollisionDispatch/btBoxBoxDetector.h>
#include <BulletCollision/CollisionShapes/btBoxShape.h>
#endif
#ifdef COLLISION_LAB_HAVE_FCL
#include <fcl/geometry/shape/box.h>
#include <fcl/narrowphase/collision.h>
#include <fcl/narrowphase/collision_object.h>
#endif

namespace collide::peers {
namespace {

constexpr size_t kPairCount = 4096;  // a power of two: the loop masks the index
constexpr double kTouchingGap = 1e-6;

using BoxPair = OrientedBoxPair;  // SatIntersectsMany takes them as they are

const std::vector<BoxPair>& Pairs() {
  static const std::vector<BoxPair> kPairs = RandomBoxPairs(2026, 1.2, kPairCount);
  return kPairs;
}

OrientedBox Grown(OrientedBox box, double by) {
  box.half_extents += by;
  return box;
}

bool Sat(const BoxPair& p) {
  return SatIntersects(p.a, p.b);
}

#ifdef COLLISION_LAB_HAVE_BULLET
// btBoxShape's half extents include its collision margin, which
// btBoxBoxDetector adds back: the boxes are exactly these.
struct BulletPairs {
  std::vector<std::unique_ptr<btBoxShape>> shapes_a;
  std::vector<std::unique_ptr<btBoxShape>> shapes_b;
  std::vector<btDiscreteCollisionDetectorInterface::ClosestPointInput> inputs;
};

const BulletPairs& Bullet() {
  static const BulletPairs kBullet = [] {
    BulletPairs bullet;
    for (const BoxPair& p : Pairs()) {
      const Vec3& ha = p.a.half_extents;
      const Vec3& hb = p.b.half_extents;
      bullet.shapes_a.push_back(std::make_unique<btBoxShape>(btVector3(ha.x, ha.y, ha.z)));
      bullet.shapes_b.push_back(std::make_unique<btBoxShape>(btVector3(hb.x, hb.y, hb.z)));
      btDiscreteCollisionDetectorInterface::ClosestPointInput input;
      input.m_transformA = BulletTransformOf(p.a);
      input.m_transformB = BulletTransformOf(p.b);
      bullet.inputs.push_back(input);
    }
    return bullet;
  }();
  return kBullet;
}

class ContactCounter final : public btDiscreteCollisionDetectorInterface::Result {
 public:
  void setShapeIdentifiersA(int, int) override {}
  void setShapeIdentifiersB(int, int) override {}
  void addContactPoint(const btVector3&, const btVector3&, btScalar) override { ++contacts; }

  int contacts = 0;
};

bool BulletIntersects(const BulletPairs& bullet, size_t i) {
  ContactCounter counter;
  btBoxBoxDetector detector(bullet.shapes_a[i].get(), bullet.shapes_b[i].get());
  detector.getClosestPoints(bullet.inputs[i], counter, nullptr);
  return counter.contacts > 0;
}
#endif

#ifdef COLLISION_LAB_HAVE_FCL
struct FclPairs {
  std::vector<std::unique_ptr<fcl::CollisionObjectd>> objects_a;
  std::vector<std::unique_ptr<fcl::CollisionObjectd>> objects_b;
};

const FclPairs& Fcl() {
  static const FclPairs kFcl = [] {
    FclPairs fcl_pairs;
    for (const BoxPair& p : Pairs()) {
      fcl_pairs.objects_a.push_back(FclObjectOf(p.a));
      fcl_pairs.objects_b.push_back(FclObjectOf(p.b));
    }
    return fcl_pairs;
  }();
  return kFcl;
}

bool FclIntersects(const FclPairs& pairs, size_t i, const fcl::CollisionRequestd& request,
                   fcl::CollisionResultd* result) {
  result->clear();
  fcl::collide(pairs.objects_a[i].get(), pairs.objects_b[i].get(), request, *result);
  return result->isCollision();
}

const fcl::CollisionRequestd kBooleanRequest(/*num_max_contacts=*/1, /*enable_contact=*/false);
#endif

enum class Algorithm { kSat, kSatBatch, kBullet, kFcl };

// Every available algorithm's answer on every pair, and which pairs are near
// touching; computed once.
struct Answers {
  std::vector<bool> near_touching;
  std::vector<bool> sat;
  std::vector<bool> sat_batch;
  std::vector<std::vector<bool>> peers;  // Bullet's and FCL's, those built
  std::vector<Algorithm> peer_kinds;
};

const Answers& AllAnswers() {
  static const Answers kAnswers = [] {
    Answers answers;
    const std::vector<BoxPair>& pairs = Pairs();
    for (const BoxPair& p : pairs) {
      answers.sat.push_back(Sat(p));
      const bool grown = SatTest(Grown(p.a, kTouchingGap), Grown(p.b, kTouchingGap)).intersects;
      const bool shrunk = SatTest(Grown(p.a, -kTouchingGap), Grown(p.b, -kTouchingGap)).intersects;
      answers.near_touching.push_back(grown != shrunk);
    }
    const std::unique_ptr<bool[]> batch(new bool[pairs.size()]);
    SatIntersectsMany(pairs, std::span<bool>(batch.get(), pairs.size()));
    answers.sat_batch.assign(batch.get(), batch.get() + pairs.size());
#ifdef COLLISION_LAB_HAVE_BULLET
    answers.peer_kinds.push_back(Algorithm::kBullet);
    answers.peers.emplace_back();
    for (size_t i = 0; i < pairs.size(); ++i) {
      answers.peers.back().push_back(BulletIntersects(Bullet(), i));
    }
#endif
#ifdef COLLISION_LAB_HAVE_FCL
    answers.peer_kinds.push_back(Algorithm::kFcl);
    answers.peers.emplace_back();
    fcl::CollisionResultd result;
    for (size_t i = 0; i < pairs.size(); ++i) {
      answers.peers.back().push_back(FclIntersects(Fcl(), i, kBooleanRequest, &result));
    }
#endif
    return answers;
  }();
  return kAnswers;
}

const std::vector<bool>& AnswersOf(Algorithm algorithm) {
  const Answers& answers = AllAnswers();
  for (size_t k = 0; k < answers.peer_kinds.size(); ++k) {
    if (answers.peer_kinds[k] == algorithm) {
      return answers.peers[k];
    }
  }
  return algorithm == Algorithm::kSatBatch ? answers.sat_batch : answers.sat;
}

void SetCounters(benchmark::State& state, Algorithm algorithm) {
  const Answers& answers = AllAnswers();
  const std::vector<bool>& mine = AnswersOf(algorithm);
  int near_touching = 0;
  int overlapping = 0;
  int disagreements = 0;
  for (size_t i = 0; i < answers.sat.size(); ++i) {
    overlapping += answers.sat[i] ? 1 : 0;
    if (answers.near_touching[i]) {
      ++near_touching;
      continue;
    }
    bool disagrees = mine[i] != answers.sat[i];
    for (const std::vector<bool>& peer : answers.peers) {
      disagrees = disagrees || mine[i] != peer[i];
    }
    disagreements += disagrees ? 1 : 0;
  }
  state.counters["overlap_share"] = static_cast<double>(overlapping) / kPairCount;
  state.counters["near_touching"] = near_touching;
  state.counters["disagreements"] = disagreements;
}

// One of our tests over the pairs, cycled through.
template <typename Test>
void RunOurs(benchmark::State& state, const Test& test) {
  const std::vector<BoxPair>& pairs = Pairs();
  size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(test(pairs[i & (kPairCount - 1)]));
    ++i;
  }
  SetCounters(state, Algorithm::kSat);
}

// The boolean (SatIntersects), the form the issue times against the peers.
void BmBoxBoxSat(benchmark::State& state) {
  RunOurs(state, [](const BoxPair& p) { return SatIntersects(p.a, p.b); });
}

// The same boolean for all the pairs in one call (SatIntersectsMany, 8 pairs
// per AVX2 lane group): the reported time is per call, that is per 4096
// pairs; the counter `per_pair` divides it by them, for comparing with the
// other cases, which make one call per pair.
void BmBoxBoxSatBatch(benchmark::State& state) {
  const std::vector<BoxPair>& pairs = Pairs();
  const std::unique_ptr<bool[]> answers(new bool[kPairCount]);
  for (auto _ : state) {
    SatIntersectsMany(pairs, std::span<bool>(answers.get(), kPairCount));
    benchmark::DoNotOptimize(answers.get());
    benchmark::ClobberMemory();
  }
  state.counters["per_pair"] = benchmark::Counter(
      kPairCount, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
  SetCounters(state, Algorithm::kSatBatch);
}

// The same answers with the separating axis, its gap and features
// (SatTest, what the box-box sample draws).
void BmBoxBoxSatWithAxis(benchmark::State& state) {
  RunOurs(state, [](const BoxPair& p) { return SatTest(p.a, p.b); });
}

#ifdef COLLISION_LAB_HAVE_BULLET
void BmBoxBoxBullet(benchmark::State& state) {
  const BulletPairs& bullet = Bullet();
  size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(BulletIntersects(bullet, i & (kPairCount - 1)));
    ++i;
  }
  SetCounters(state, Algorithm::kBullet);
}
#endif

#ifdef COLLISION_LAB_HAVE_FCL
void BmBoxBoxFcl(benchmark::State& state) {
  const FclPairs& fcl_pairs = Fcl();
  fcl::CollisionResultd result;
  size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(
        FclIntersects(fcl_pairs, i & (kPairCount - 1), kBooleanRequest, &result));
    ++i;
  }
  SetCounters(state, Algorithm::kFcl);
}
#endif

}  // namespace

void RegisterBoxBenchmarks() {
  benchmark::RegisterBenchmark("BoxBox/sat", BmBoxBoxSat);
  benchmark::RegisterBenchmark("BoxBox/sat-batch", BmBoxBoxSatBatch);
  benchmark::RegisterBenchmark("BoxBox/sat-with-axis", BmBoxBoxSatWithAxis);
#ifdef COLLISION_LAB_HAVE_BULLET
  benchmark::RegisterBenchmark("BoxBox/bullet-box-box-detector", BmBoxBoxBullet);
#endif
#ifdef COLLISION_LAB_HAVE_FCL
  benchmark::RegisterBenchmark("BoxBox/fcl-collide", BmBoxBoxFcl);
#endif
}

}  // namespace collide::peers
