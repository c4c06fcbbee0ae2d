// What the narrow phase answers for two oriented boxes, against the peers,
// on the same 4096 random pairs (fixed seed; centres in [-kReach, kReach]^3,
// half extents in [0.2, 1], random Euler angles; about a quarter overlap),
// cycled through:
// - Penetration/box-box: depth and normal. Ours: PenetrateBySat (the
//   15-axis least overlap, witness points from the manifold); Bullet:
//   btGjkEpaSolver2::Penetration (GJK, then EPA); FCL: fcl::collide with a
//   contact request (num_max_contacts 4, enable_contact true), which is also
//   its manifold: the one call answers both.
// - Manifold/box-box: up to four contact points. Ours: ContactsBetweenBoxes;
//   Bullet: btBoxBoxDetector::getClosestPoints (ODE's dBoxBox2); FCL: the
//   same call as above.
// Counters: `overlap_share` (ours), `disagreements` (pairs away from
// touching on which the case's answer overlaps and ours does not, or the
// reverse), `depth_max_diff` (the largest difference between its deepest
// depth and ours where both overlap) and `points` (the mean number of
// points on overlapping pairs).

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <vector>

#include "collide/manifold/manifold.h"
#include "collide/manifold/sat_penetration.h"
#include "collide/shapes/box.h"
#include "peers/peer_boxes.h"
#include "peers/peers.h"

#ifdef COLLISION_LAB_HAVE_BULLET
#include <BulletCollision/CollisionDispatch/btBoxBoxDetector.h>
#include <BulletCollision/CollisionShapes/btBoxShape.h>
#include <BulletCollision/NarrowPhaseCollision/btGjkEpa2.h>
#endif
#ifdef COLLISION_LAB_HAVE_FCL
#include <fcl/narrowphase/collision.h>
#endif

namespace collide::peers {
namespace contact_cases {
namespace {

constexpr size_t kPairCount = 4096;  // a power of two: the loop masks the index
constexpr double kReach = 1.75;
constexpr double kTouching = 1e-6;

using ContactPair = OrientedBoxPair;

const std::vector<ContactPair>& Pairs() {
  static const std::vector<ContactPair> kPairs = RandomBoxPairs(3737, kReach, kPairCount);
  return kPairs;
}

// What one algorithm said of one pair: nothing when apart, else its
// deepest depth and how many points it gave.
struct Answer {
  bool overlaps = false;
  double depth = 0.0;
  int points = 0;
};

Answer Ours(const ContactPair& p) {
  const std::optional<Penetration> penetration = PenetrateBySat(p.a, p.b);
  const Manifold manifold = ContactsBetweenBoxes(p.a, p.b);
  return penetration ? Answer{true, penetration->depth, manifold.count} : Answer{};
}

#ifdef COLLISION_LAB_HAVE_BULLET
struct BulletBoxes {
  std::vector<std::unique_ptr<btBoxShape>> shapes_a;
  std::vector<std::unique_ptr<btBoxShape>> shapes_b;
  std::vector<btDiscreteCollisionDetectorInterface::ClosestPointInput> inputs;
};

const BulletBoxes& Bullet() {
  static const BulletBoxes kBullet = [] {
    BulletBoxes bullet;
    for (const ContactPair& p : Pairs()) {
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

// Keeps the deepest of the points btBoxBoxDetector reports (its depth is
// negative when they overlap).
class DeepestPoint final : public btDiscreteCollisionDetectorInterface::Result {
 public:
  void setShapeIdentifiersA(int, int) override {}
  void setShapeIdentifiersB(int, int) override {}
  void addContactPoint(const btVector3&, const btVector3&, btScalar depth) override {
    ++points;
    deepest = std::max(deepest, -depth);
  }

  int points = 0;
  double deepest = 0.0;
};

Answer BulletManifold(const BulletBoxes& bullet, size_t i) {
  DeepestPoint result;
  btBoxBoxDetector detector(bullet.shapes_a[i].get(), bullet.shapes_b[i].get());
  detector.getClosestPoints(bullet.inputs[i], result, nullptr);
  return result.points > 0 ? Answer{true, result.deepest, result.points} : Answer{};
}

Answer BulletPenetration(const BulletBoxes& bullet, size_t i) {
  const btTransform& a = bullet.inputs[i].m_transformA;
  const btTransform& b = bullet.inputs[i].m_transformB;
  btGjkEpaSolver2::sResults results;
  const bool penetrating =
      btGjkEpaSolver2::Penetration(bullet.shapes_a[i].get(), a, bullet.shapes_b[i].get(), b,
                                   b.getOrigin() - a.getOrigin(), results);
  return penetrating ? Answer{true, -results.distance, 1} : Answer{};
}
#endif

#ifdef COLLISION_LAB_HAVE_FCL
struct FclBoxes {
  std::vector<std::unique_ptr<fcl::CollisionObjectd>> objects_a;
  std::vector<std::unique_ptr<fcl::CollisionObjectd>> objects_b;
};

const FclBoxes& Fcl() {
  static const FclBoxes kFcl = [] {
    FclBoxes boxes;
    for (const ContactPair& p : Pairs()) {
      boxes.objects_a.push_back(FclObjectOf(p.a));
      boxes.objects_b.push_back(FclObjectOf(p.b));
    }
    return boxes;
  }();
  return kFcl;
}

const fcl::CollisionRequestd kContactRequest(/*num_max_contacts=*/4, /*enable_contact=*/true);

Answer FclContacts(const FclBoxes& boxes, size_t i, fcl::CollisionResultd* result) {
  result->clear();
  fcl::collide(boxes.objects_a[i].get(), boxes.objects_b[i].get(), kContactRequest, *result);
  Answer answer;
  answer.overlaps = result->isCollision();
  answer.points = static_cast<int>(result->numContacts());
  for (int k = 0; k < answer.points; ++k) {
    answer.depth =
        std::max(answer.depth, result->getContact(static_cast<size_t>(k)).penetration_depth);
  }
  return answer;
}
#endif

// The counters of a case whose answers are `answer(i)`, against ours.
template <typename AnswerOf>
void SetCounters(benchmark::State& state, const AnswerOf& answer) {
  int overlapping = 0;
  int disagreements = 0;
  int points = 0;
  double depth_max_diff = 0.0;
  for (size_t i = 0; i < kPairCount; ++i) {
    const Answer ours = Ours(Pairs()[i]);
    const Answer theirs = answer(i);
    overlapping += ours.overlaps ? 1 : 0;
    if (ours.overlaps && ours.depth < kTouching) {
      continue;  // touching: either answer is right
    }
    disagreements += ours.overlaps != theirs.overlaps ? 1 : 0;
    if (ours.overlaps && theirs.overlaps) {
      depth_max_diff = std::max(depth_max_diff, std::abs(ours.depth - theirs.depth));
      points += theirs.points;
    }
  }
  state.counters["overlap_share"] = static_cast<double>(overlapping) / kPairCount;
  state.counters["disagreements"] = disagreements;
  state.counters["depth_max_diff"] = depth_max_diff;
  state.counters["points"] = overlapping > 0 ? static_cast<double>(points) / overlapping : 0.0;
}

template <typename Call>
void Cycle(benchmark::State& state, const Call& call) {
  size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(call(i & (kPairCount - 1)));
    ++i;
  }
}

void BmPenetrationOurs(benchmark::State& state) {
  const std::vector<ContactPair>& pairs = Pairs();
  Cycle(state, [&](size_t i) { return PenetrateBySat(pairs[i].a, pairs[i].b); });
  SetCounters(state, [&](size_t i) { return Ours(pairs[i]); });
}

void BmManifoldOurs(benchmark::State& state) {
  const std::vector<ContactPair>& pairs = Pairs();
  Cycle(state, [&](size_t i) { return ContactsBetweenBoxes(pairs[i].a, pairs[i].b); });
  SetCounters(state, [&](size_t i) { return Ours(pairs[i]); });
}

#ifdef COLLISION_LAB_HAVE_BULLET
void BmPenetrationBullet(benchmark::State& state) {
  const BulletBoxes& bullet = Bullet();
  Cycle(state, [&](size_t i) { return BulletPenetration(bullet, i).depth; });
  SetCounters(state, [&](size_t i) { return BulletPenetration(bullet, i); });
}

void BmManifoldBullet(benchmark::State& state) {
  const BulletBoxes& bullet = Bullet();
  Cycle(state, [&](size_t i) { return BulletManifold(bullet, i).depth; });
  SetCounters(state, [&](size_t i) { return BulletManifold(bullet, i); });
}
#endif

#ifdef COLLISION_LAB_HAVE_FCL
// One case for both names: FCL's contact request is its penetration and its
// manifold at once.
void BmContactsFcl(benchmark::State& state) {
  const FclBoxes& boxes = Fcl();
  fcl::CollisionResultd result;
  Cycle(state, [&](size_t i) { return FclContacts(boxes, i, &result).depth; });
  SetCounters(state, [&](size_t i) { return FclContacts(boxes, i, &result); });
}
#endif

}  // namespace
}  // namespace contact_cases

void RegisterContactBenchmarks() {
  using namespace contact_cases;
  benchmark::RegisterBenchmark("Penetration/box-box/ours", BmPenetrationOurs);
#ifdef COLLISION_LAB_HAVE_FCL
  benchmark::RegisterBenchmark("Penetration/box-box/fcl", BmContactsFcl);
#endif
#ifdef COLLISION_LAB_HAVE_BULLET
  benchmark::RegisterBenchmark("Penetration/box-box/bullet", BmPenetrationBullet);
#endif
  benchmark::RegisterBenchmark("Manifold/box-box/ours", BmManifoldOurs);
#ifdef COLLISION_LAB_HAVE_FCL
  benchmark::RegisterBenchmark("Manifold/box-box/fcl", BmContactsFcl);
#endif
#ifdef COLLISION_LAB_HAVE_BULLET
  benchmark::RegisterBenchmark("Manifold/box-box/bullet", BmManifoldBullet);
#endif
}

}  // namespace collide::peers
