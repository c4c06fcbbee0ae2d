#include "harness/many_shapes/shape_octree.h"

#include <algorithm>
#include <variant>

#include "collide/registry/pair_tests.h"
#include "collide/trace/trace.h"

namespace harness {

void ShapeOctree::Clear() {
  shapes_.clear();
  tree_ = collide::Octree(region_);
}

std::uint32_t ShapeOctree::Add(collide::StaticShape shape) {
  const auto id = static_cast<std::uint32_t>(shapes_.size());
  shapes_.push_back(std::move(shape));
  tree_.Insert(id, Bounds(id));
  return id;
}

void ShapeOctree::Replace(std::uint32_t id, collide::StaticShape shape) {
  shapes_.at(id) = std::move(shape);
  tree_.Move(id, Bounds(id));
}

collide::Aabb ShapeOctree::Bounds(std::uint32_t id) const {
  return collide::BoundsOf(shapes_[id]).value_or(collide::Aabb{});
}

bool ShapeOctree::Touch(std::uint32_t a, std::uint32_t b) const {
  const auto& registry = collide::PairTestRegistry::Global();
  const collide::StaticShape& x = shapes_[a];
  const collide::StaticShape& y = shapes_[b];
  const auto tests = registry.Find(x.kind(), y.kind(), collide::Query::kIntersects);
  return !tests.empty() &&
         collide::IsPositive(collide::Query::kIntersects,
                             collide::PairTestRegistry::Run(*tests.front(), x, y));
}

std::vector<ShapePair> ShapeOctree::TouchingPairs(OctreeQueryCost* cost) const {
  collide::OctreeStats stats;
  std::vector<ShapePair> touching;
  for (const auto& [a, b] : tree_.Pairs(&stats)) {
    if (Touch(a, b)) {
      touching.emplace_back(a, b);
    }
  }
  std::sort(touching.begin(), touching.end());
  if (cost != nullptr) {
    cost->tree = stats;
    cost->brute_force_tests = shapes_.size() * (shapes_.size() - 1) / 2;
  }
  return touching;
}

std::vector<ShapePair> ShapeOctree::TouchingPairsBruteForce() const {
  std::vector<ShapePair> touching;
  const auto count = static_cast<std::uint32_t>(shapes_.size());
  for (std::uint32_t a = 0; a < count; ++a) {
    for (std::uint32_t b = a + 1; b < count; ++b) {
      if (collide::BoundsOverlap(Bounds(a), Bounds(b)) && Touch(a, b)) {
        touching.emplace_back(a, b);
      }
    }
  }
  return touching;
}

std::optional<double> ShapeOctree::HitT(const collide::Ray& ray, std::uint32_t id) const {
  const auto& registry = collide::PairTestRegistry::Global();
  const auto tests =
      registry.Find(collide::ShapeKind::kRay, shapes_[id].kind(), collide::Query::kHit);
  if (tests.empty()) {
    return std::nullopt;
  }
  const collide::Answer answer =
      collide::PairTestRegistry::Run(*tests.front(), collide::StaticShape(ray), shapes_[id]);
  const auto& hit = answer.Get<std::optional<collide::RayHit>>();
  return hit ? std::optional<double>(hit->t) : std::nullopt;
}

std::optional<collide::OctreeHit> ShapeOctree::Raycast(const collide::Ray& ray,
                                                       OctreeQueryCost* cost) const {
  collide::OctreeStats stats;
  const auto hit = tree_.Raycast(
      ray, [&](std::uint32_t id) { return HitT(ray, id); }, &stats);
  if (cost != nullptr) {
    cost->tree = stats;
    cost->brute_force_tests = shapes_.size();
  }
  return hit;
}

std::optional<collide::OctreeHit> ShapeOctree::RaycastTraced(const collide::Ray& ray,
                                                             collide::Trace& trace) const {
  return tree_.Raycast(
      ray, [&](std::uint32_t id) { return HitT(ray, id); }, trace);
}

std::optional<collide::OctreeHit> ShapeOctree::RaycastBruteForce(const collide::Ray& ray) const {
  std::optional<collide::OctreeHit> best;
  for (std::uint32_t id = 0; id < shapes_.size(); ++id) {
    const auto t = HitT(ray, id);
    if (t && (!best || *t < best->t)) {
      best = collide::OctreeHit{id, *t};
    }
  }
  return best;
}

std::vector<collide::Aabb> ShapeOctree::NodesOnRay(const collide::Ray& ray) const {
  return tree_.NodesOnRay(ray, [&](std::uint32_t id) { return HitT(ray, id); });
}

}  // namespace harness
