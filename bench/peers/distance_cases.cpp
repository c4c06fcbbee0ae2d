// Distance and closest points against the peers, on the same random pairs
// (fixed seeds), cycled through:
// - box-box: 4096 oriented box pairs, centres in [-1.8, 1.8]^3, half
//   extents in [0.2, 1], random Euler angles (about a quarter overlap);
// - capsule-capsule: 4096 pairs, centres in [-1.5, 1.5]^3, lengths in
//   [0, 2], radii in [0.05, 0.5], random directions;
// - hull-hull: 1024 pairs of hulls of 64 random points on spheres of
//   radius [0.3, 1], built by HullFromPoints (hull_from_points.h), with
//   faces and neighbour lists, in world space for all three.
// ours: Distance() (contacts.h); FCL: fcl::distance with a request for the
// nearest points (its GJK solver, libccd, with FCL's capsule-capsule closed
// form; an fcl::Convex of the hull's vertices and faces, which walks its
// vertices' neighbours as ours does); Bullet: btGjkEpaSolver2::Distance on
// shapes with no collision margin (a capsule's core with its radius
// subtracted, as ours; a hull's vertices, scanned). Counters:
// `overlap_share` (ours), and `disagreements`: separated pairs (by ours)
// on which a peer's distance differs from ours by more than 1e-6.

#include <benchmark/benchmark.h>

#include <cmath>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "collide/convex/contacts.h"
#include "collide/convex/convex_shape.h"
#include "collide/manifold/hull_from_points.h"
#include "collide/shapes/box.h"
#include "peers/peers.h"

#ifdef COLLISION_LAB_HAVE_BULLET
#include <BulletCollision/CollisionShapes/btBoxShape.h>
#include <BulletCollision/CollisionShapes/btCapsuleShape.h>
#include <BulletCollision/CollisionShapes/btConvexHullShape.h>
#include <BulletCollision/NarrowPhaseCollision/btGjkEpa2.h>
#endif
#ifdef COLLISION_LAB_HAVE_FCL
#include <fcl/geometry/shape/box.h>
#include <fcl/geometry/shape/capsule.h>
#include <fcl/geometry/shape/convex.h>
#include <fcl/narrowphase/collision_object.h>
#include <fcl/narrowphase/distance.h>
#endif

namespace collide::peers {
// Named: peer_bench is a unity build, and box_cases.cpp has its own Pairs,
// ToFcl and SetCounters.
namespace distance_cases {
namespace {

constexpr size_t kBoxPairs = 4096;  // powers of two: the loops mask the index
constexpr size_t kHullPairs = 1024;
constexpr int kHullPoints = 64;
constexpr double kAgreement = 1e-6;

enum class Case { kBoxBox, kCapsuleCapsule, kHullHull };

// A pair's shapes as ours, and each peer's answer to compare.
struct Pairs {
  std::vector<ConvexShape> a;
  std::vector<ConvexShape> b;
  std::vector<std::unique_ptr<ConvexHull>> hulls;  // the hull case's shapes point here
  size_t Count() const { return a.size(); }
};

Mat3 RandomRotation(std::mt19937& rng) {
  std::uniform_real_distribution<double> angle(-180.0, 180.0);
  return RotationFromEulerDegrees({angle(rng), angle(rng), angle(rng)});
}

Pairs MakeBoxPairs() {
  std::mt19937 rng(3737);
  std::uniform_real_distribution<double> coord(-1.8, 1.8);
  std::uniform_real_distribution<double> half(0.2, 1.0);
  Pairs pairs;
  for (size_t i = 0; i < 2 * kBoxPairs; ++i) {
    const OrientedBox box{Vec3(coord(rng), coord(rng), coord(rng)),
                          Vec3(half(rng), half(rng), half(rng)), RandomRotation(rng)};
    (i % 2 == 0 ? pairs.a : pairs.b).push_back(box);
  }
  return pairs;
}

Pairs MakeCapsulePairs() {
  std::mt19937 rng(3738);
  std::uniform_real_distribution<double> coord(-1.5, 1.5);
  std::uniform_real_distribution<double> length(0.0, 2.0);
  std::uniform_real_distribution<double> radius(0.05, 0.5);
  Pairs pairs;
  for (size_t i = 0; i < 2 * kBoxPairs; ++i) {
    const Vec3 center(coord(rng), coord(rng), coord(rng));
    const Vec3 half_axis = RandomRotation(rng)[2] * (0.5 * length(rng));
    const Capsule capsule{center - half_axis, center + half_axis, radius(rng)};
    (i % 2 == 0 ? pairs.a : pairs.b).push_back(capsule);
  }
  return pairs;
}

Pairs MakeHullPairs() {
  std::mt19937 rng(3739);
  std::uniform_real_distribution<double> coord(-1.5, 1.5);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  std::uniform_real_distribution<double> size(0.3, 1.0);
  Pairs pairs;
  for (size_t i = 0; i < 2 * kHullPairs; ++i) {
    const Vec3 center(coord(rng), coord(rng), coord(rng));
    const double radius = size(rng);
    std::vector<Vec3> points;
    while (points.size() < kHullPoints) {
      const Vec3 d(unit(rng), unit(rng), unit(rng));
      const double l = glm::length(d);
      if (l > 0.1 && l <= 1.0) {
        points.push_back(center + d * (radius / l));
      }
    }
    auto hull = std::make_unique<ConvexHull>(std::get<ConvexHull>(HullFromPoints(points)));
    (i % 2 == 0 ? pairs.a : pairs.b).push_back(hull.get());
    pairs.hulls.push_back(std::move(hull));
  }
  return pairs;
}

const Pairs& PairsOf(Case c) {
  static const Pairs kBoxes = MakeBoxPairs();
  static const Pairs kCapsules = MakeCapsulePairs();
  static const Pairs kHulls = MakeHullPairs();
  return c == Case::kBoxBox ? kBoxes : c == Case::kCapsuleCapsule ? kCapsules : kHulls;
}

const std::vector<double>& OurDistances(Case c) {
  static std::vector<double> answers[3];
  std::vector<double>& mine = answers[static_cast<int>(c)];
  if (mine.empty()) {
    const Pairs& pairs = PairsOf(c);
    for (size_t i = 0; i < pairs.Count(); ++i) {
      mine.push_back(Distance(pairs.a[i], pairs.b[i]).distance);
    }
  }
  return mine;
}

// Counters from a peer's distances (negative or absent: it says overlapping).
void SetCounters(benchmark::State& state, Case c, const std::vector<double>& theirs) {
  const std::vector<double>& mine = OurDistances(c);
  int overlapping = 0;
  int disagreements = 0;
  for (size_t i = 0; i < mine.size(); ++i) {
    overlapping += mine[i] == 0.0 ? 1 : 0;
    if (mine[i] > kAgreement && std::abs(theirs[i] - mine[i]) > kAgreement) {
      ++disagreements;
    }
  }
  state.counters["overlap_share"] = static_cast<double>(overlapping) / mine.size();
  state.counters["disagreements"] = disagreements;
}

void BmOurs(benchmark::State& state, Case c) {
  const Pairs& pairs = PairsOf(c);
  const size_t mask = pairs.Count() - 1;
  size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(Distance(pairs.a[i & mask], pairs.b[i & mask]));
    ++i;
  }
  SetCounters(state, c, OurDistances(c));
}

#ifdef COLLISION_LAB_HAVE_FCL
fcl::Matrix3d ToFcl(const Mat3& r) {
  fcl::Matrix3d rotation;
  for (int row = 0; row < 3; ++row) {
    for (int column = 0; column < 3; ++column) {
      rotation(row, column) = r[column][row];  // glm: [column][row]
    }
  }
  return rotation;
}

// fcl::Convex takes its faces as one list: each face's corner count, then
// its corners.
std::unique_ptr<fcl::CollisionObjectd> ToFclConvex(const ConvexHull& hull) {
  auto vertices = std::make_shared<std::vector<fcl::Vector3d>>();
  for (const Vec3& p : hull.vertices) {
    vertices->emplace_back(p.x, p.y, p.z);
  }
  auto faces = std::make_shared<std::vector<int>>();
  for (const HullFace& face : hull.faces) {
    faces->push_back(static_cast<int>(face.corners.size()));
    faces->insert(faces->end(), face.corners.begin(), face.corners.end());
  }
  auto convex =
      std::make_shared<fcl::Convexd>(vertices, static_cast<int>(hull.faces.size()), faces);
  return std::make_unique<fcl::CollisionObjectd>(convex, fcl::Matrix3d::Identity(),
                                                 fcl::Vector3d::Zero());
}

std::unique_ptr<fcl::CollisionObjectd> ToFcl(const ConvexShape& shape) {
  if (const auto* hull = std::get_if<const ConvexHull*>(&shape)) {
    return ToFclConvex(**hull);
  }
  if (const auto* box = std::get_if<OrientedBox>(&shape)) {
    const Vec3 side = 2.0 * box->half_extents;
    return std::make_unique<fcl::CollisionObjectd>(
        std::make_shared<fcl::Boxd>(side.x, side.y, side.z), ToFcl(box->rotation),
        fcl::Vector3d(box->center.x, box->center.y, box->center.z));
  }
  // fcl::Capsule lies along its z axis, centred.
  const Capsule& c = std::get<Capsule>(shape);
  const Vec3 axis = c.end - c.start;
  const double length = glm::length(axis);
  Vec3 u;
  Vec3 v;
  const Vec3 z = length > 0.0 ? axis / length : Vec3(0, 0, 1);
  PerpendicularBasis(z, &u, &v);
  const Vec3 center = 0.5 * (c.start + c.end);
  return std::make_unique<fcl::CollisionObjectd>(std::make_shared<fcl::Capsuled>(c.radius, length),
                                                 ToFcl(Mat3(u, v, z)),
                                                 fcl::Vector3d(center.x, center.y, center.z));
}

struct FclPairs {
  std::vector<std::unique_ptr<fcl::CollisionObjectd>> a;
  std::vector<std::unique_ptr<fcl::CollisionObjectd>> b;
};

const FclPairs& FclOf(Case c) {
  static FclPairs made[3];
  FclPairs& pairs = made[static_cast<int>(c)];
  if (pairs.a.empty()) {
    for (size_t i = 0; i < PairsOf(c).Count(); ++i) {
      pairs.a.push_back(ToFcl(PairsOf(c).a[i]));
      pairs.b.push_back(ToFcl(PairsOf(c).b[i]));
    }
  }
  return pairs;
}

double FclDistance(const FclPairs& pairs, size_t i, fcl::DistanceResultd* result) {
  static const fcl::DistanceRequestd kRequest(/*enable_nearest_points=*/true);
  result->clear();
  return fcl::distance(pairs.a[i].get(), pairs.b[i].get(), kRequest, *result);
}

void BmFcl(benchmark::State& state, Case c) {
  const FclPairs& pairs = FclOf(c);
  const size_t mask = pairs.a.size() - 1;
  fcl::DistanceResultd result;
  size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(FclDistance(pairs, i & mask, &result));
    ++i;
  }
  std::vector<double> theirs;
  for (size_t k = 0; k < pairs.a.size(); ++k) {
    theirs.push_back(FclDistance(pairs, k, &result));
  }
  SetCounters(state, c, theirs);
}
#endif

#ifdef COLLISION_LAB_HAVE_BULLET
struct BulletPairs {
  std::vector<std::unique_ptr<btConvexShape>> a;
  std::vector<std::unique_ptr<btConvexShape>> b;
  std::vector<btTransform> at_a;
  std::vector<btTransform> at_b;
  std::vector<double> radii;  // a capsule pair's radii sum: Bullet answers for the cores
};

btTransform BulletTransform(const Mat3& r, const Vec3& at) {
  const btMatrix3x3 basis(r[0][0], r[1][0], r[2][0], r[0][1], r[1][1], r[2][1], r[0][2], r[1][2],
                          r[2][2]);
  return btTransform(basis, btVector3(at.x, at.y, at.z));
}

// The shape with no margin (the box exactly, the capsule's core: its
// radius is its margin), and its placement.
std::unique_ptr<btConvexShape> ToBullet(const ConvexShape& shape, btTransform* at) {
  if (const auto* box = std::get_if<OrientedBox>(&shape)) {
    const Vec3& h = box->half_extents;
    auto made = std::make_unique<btBoxShape>(btVector3(h.x, h.y, h.z));
    made->setMargin(0.0);
    *at = BulletTransform(box->rotation, box->center);
    return made;
  }
  if (const auto* capsule = std::get_if<Capsule>(&shape)) {
    // btCapsuleShape lies along its y axis, centred.
    const Vec3 axis = capsule->end - capsule->start;
    const double length = glm::length(axis);
    const Vec3 y = length > 0.0 ? axis / length : Vec3(0, 1, 0);
    Vec3 u;
    Vec3 v;
    PerpendicularBasis(y, &u, &v);
    *at = BulletTransform(Mat3(v, y, u), 0.5 * (capsule->start + capsule->end));
    return std::make_unique<btCapsuleShape>(capsule->radius, length);
  }
  const ConvexHull* hull = std::get<const ConvexHull*>(shape);
  auto made = std::make_unique<btConvexHullShape>();
  for (const Vec3& p : hull->vertices) {
    made->addPoint(btVector3(p.x, p.y, p.z), false);
  }
  made->recalcLocalAabb();
  made->setMargin(0.0);
  at->setIdentity();
  return made;
}

const BulletPairs& BulletOf(Case c) {
  static BulletPairs made[3];
  BulletPairs& pairs = made[static_cast<int>(c)];
  if (pairs.a.empty()) {
    const Pairs& ours = PairsOf(c);
    for (size_t i = 0; i < ours.Count(); ++i) {
      pairs.at_a.emplace_back();
      pairs.at_b.emplace_back();
      pairs.a.push_back(ToBullet(ours.a[i], &pairs.at_a.back()));
      pairs.b.push_back(ToBullet(ours.b[i], &pairs.at_b.back()));
      pairs.radii.push_back(RadiusOf(ours.a[i]) + RadiusOf(ours.b[i]));
    }
  }
  return pairs;
}

// Bullet's distance, or -1 when it finds the cores overlapping.
double BulletDistance(const BulletPairs& pairs, size_t i) {
  btGjkEpaSolver2::sResults results;
  if (!btGjkEpaSolver2::Distance(pairs.a[i].get(), pairs.at_a[i], pairs.b[i].get(), pairs.at_b[i],
                                 btVector3(1, 0, 0), results)) {
    return -1.0;
  }
  return results.distance - pairs.radii[i];
}

void BmBullet(benchmark::State& state, Case c) {
  const BulletPairs& pairs = BulletOf(c);
  const size_t mask = pairs.a.size() - 1;
  size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(BulletDistance(pairs, i & mask));
    ++i;
  }
  std::vector<double> theirs;
  for (size_t k = 0; k < pairs.a.size(); ++k) {
    theirs.push_back(std::max(0.0, BulletDistance(pairs, k)));
  }
  SetCounters(state, c, theirs);
}
#endif

}  // namespace
}  // namespace distance_cases

void RegisterDistanceBenchmarks() {
  using distance_cases::BmOurs;
  using distance_cases::Case;
#ifdef COLLISION_LAB_HAVE_FCL
  using distance_cases::BmFcl;
#endif
#ifdef COLLISION_LAB_HAVE_BULLET
  using distance_cases::BmBullet;
#endif
  const struct {
    const char* name;
    Case c;
  } cases[] = {{"box-box", Case::kBoxBox},
               {"capsule-capsule", Case::kCapsuleCapsule},
               {"hull-hull", Case::kHullHull}};
  for (const auto& [name, c] : cases) {
    const std::string prefix = std::string("Distance/") + name + "/";
    benchmark::RegisterBenchmark((prefix + "ours").c_str(), BmOurs, c);
#ifdef COLLISION_LAB_HAVE_FCL
    benchmark::RegisterBenchmark((prefix + "fcl").c_str(), BmFcl, c);
#endif
#ifdef COLLISION_LAB_HAVE_BULLET
    benchmark::RegisterBenchmark((prefix + "bullet").c_str(), BmBullet, c);
#endif
  }
}

}  // namespace collide::peers
