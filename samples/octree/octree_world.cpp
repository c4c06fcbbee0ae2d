#include "octree/octree_world.h"

#include <algorithm>
#include <random>

#include "collide/registry/pair_tests.h"
#include "collide/shapes/triangle.h"
#include "harness/scene/shipped_model.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace octree_sample {
namespace {

using collide::Vec3;

constexpr double kMaxSpeed = 4.0;

collide::Aabb Region() {
  return {Vec3(-kHalfSize), Vec3(kHalfSize)};
}

collide::StaticShape RandomShape(std::mt19937& rng, int which) {
  std::uniform_real_distribution<double> coord(-kHalfSize + 2.0, kHalfSize - 2.0);
  std::uniform_real_distribution<double> size(0.3, 1.5);
  const Vec3 at(coord(rng), coord(rng), coord(rng));
  switch (which % 4) {
    case 0:
      return collide::Sphere{at, size(rng)};
    case 1: {
      const Vec3 half(size(rng), size(rng), size(rng));
      return collide::Aabb{at - half, at + half};
    }
    case 2: {
      std::uniform_real_distribution<double> corner(-2.0, 2.0);
      const auto near = [&] { return at + Vec3(corner(rng), corner(rng), corner(rng)); };
      return collide::Triangle{{near(), near(), near()}};
    }
    default: {
      // The shipped models, each mesh read once and placed many times.
      static const char* const kModels[] = {"icosphere.obj", "torus.obj", "cube.obj"};
      std::uniform_real_distribution<double> angle(0.0, 360.0);
      const Vec3 turn(angle(rng), angle(rng), angle(rng));
      return harness::ShippedModel(kModels[(which / 4) % 3], at, turn, size(rng));
    }
  }
}

}  // namespace

OctreeWorld::OctreeWorld(OctreeSettings settings) : tree_(Region()) {
  Reset(settings);
}

void OctreeWorld::Reset(OctreeSettings settings) {
  settings_ = settings;
  settings_.count = std::clamp(settings_.count, kMinCount, kMaxCount);
  std::mt19937 rng(settings_.seed);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  std::uniform_real_distribution<double> speed(-kMaxSpeed, kMaxSpeed);
  objects_.clear();
  tree_ = collide::Octree(Region());
  for (int i = 0; i < settings_.count; ++i) {
    OctreeObject object{RandomShape(rng, i), Vec3(0.0)};
    if (unit(rng) < settings_.moving_share) {
      object.velocity = Vec3(speed(rng), speed(rng), speed(rng));
    }
    objects_.push_back(std::move(object));
    const auto id = static_cast<std::uint32_t>(i);
    tree_.Insert(id, Bounds(id));
  }
  steps_ = 0;
}

collide::Aabb OctreeWorld::Bounds(std::uint32_t id) const {
  return collide::BoundsOf(objects_[id].shape).value_or(collide::Aabb{});
}

void OctreeWorld::Step(double dt) {
  std::vector<Vec3> handles;
  for (std::uint32_t id = 0; id < objects_.size(); ++id) {
    OctreeObject& object = objects_[id];
    if (object.velocity == Vec3(0.0))
      continue;
    const harness::ShapeKindEntry* entry =
        harness::ShapeKindTable::Global().Find(object.shape.kind());
    const collide::Aabb bounds = Bounds(id);
    // A wall turns back the component that leaves the region.
    for (int axis = 0; axis < 3; ++axis) {
      const double next_min = bounds.min[axis] + object.velocity[axis] * dt;
      const double next_max = bounds.max[axis] + object.velocity[axis] * dt;
      if (next_min < -kHalfSize || next_max > kHalfSize)
        object.velocity[axis] *= -1.0;
    }
    entry->translate(object.shape, object.velocity * dt, handles);
    tree_.Move(id, Bounds(id));
  }
  ++steps_;
}

bool OctreeWorld::Touch(std::uint32_t a, std::uint32_t b) const {
  const auto& registry = collide::PairTestRegistry::Global();
  const collide::StaticShape& x = objects_[a].shape;
  const collide::StaticShape& y = objects_[b].shape;
  const auto tests = registry.Find(x.kind(), y.kind(), collide::Query::kIntersects);
  return !tests.empty() &&
         collide::IsPositive(collide::Query::kIntersects,
                             collide::PairTestRegistry::Run(*tests.front(), x, y));
}

std::vector<ObjectPair> OctreeWorld::TouchingPairs(QueryCost* cost) const {
  collide::OctreeStats stats;
  std::vector<ObjectPair> touching;
  for (const auto& [a, b] : tree_.Pairs(&stats)) {
    if (Touch(a, b))
      touching.emplace_back(a, b);
  }
  std::sort(touching.begin(), touching.end());
  if (cost != nullptr) {
    cost->tree = stats;
    cost->brute_force_tests = objects_.size() * (objects_.size() - 1) / 2;
  }
  return touching;
}

std::vector<ObjectPair> OctreeWorld::TouchingPairsBruteForce() const {
  std::vector<ObjectPair> touching;
  const auto count = static_cast<std::uint32_t>(objects_.size());
  for (std::uint32_t a = 0; a < count; ++a) {
    for (std::uint32_t b = a + 1; b < count; ++b) {
      if (collide::BoundsOverlap(Bounds(a), Bounds(b)) && Touch(a, b))
        touching.emplace_back(a, b);
    }
  }
  return touching;
}

std::optional<double> OctreeWorld::HitT(const collide::Ray& ray, std::uint32_t id) const {
  const auto& registry = collide::PairTestRegistry::Global();
  const auto tests =
      registry.Find(collide::ShapeKind::kRay, objects_[id].shape.kind(), collide::Query::kHit);
  if (tests.empty())
    return std::nullopt;
  const collide::Answer answer =
      collide::PairTestRegistry::Run(*tests.front(), collide::StaticShape(ray), objects_[id].shape);
  const auto& hit = answer.Get<std::optional<collide::RayHit>>();
  return hit ? std::optional<double>(hit->t) : std::nullopt;
}

std::optional<collide::OctreeHit> OctreeWorld::Raycast(const collide::Ray& ray,
                                                       QueryCost* cost) const {
  collide::OctreeStats stats;
  const auto hit = tree_.Raycast(
      ray, [&](std::uint32_t id) { return HitT(ray, id); }, &stats);
  if (cost != nullptr) {
    cost->tree = stats;
    cost->brute_force_tests = objects_.size();
  }
  return hit;
}

std::optional<collide::OctreeHit> OctreeWorld::RaycastBruteForce(const collide::Ray& ray) const {
  std::optional<collide::OctreeHit> best;
  for (std::uint32_t id = 0; id < objects_.size(); ++id) {
    const auto t = HitT(ray, id);
    if (t && (!best || *t < best->t))
      best = collide::OctreeHit{id, *t};
  }
  return best;
}

std::vector<collide::Aabb> OctreeWorld::NodesOnRay(const collide::Ray& ray) const {
  return tree_.NodesOnRay(ray, [&](std::uint32_t id) { return HitT(ray, id); });
}

std::string ObjectName(const OctreeWorld& world, std::uint32_t id) {
  return collide::ShapeKindId(world.objects()[id].shape.kind()) + " " + std::to_string(id);
}

}  // namespace octree_sample
