#pragma once

// An octree of objects by their bounds, for scenes that move (the
// tutorial's chapter 5, "Octree"): a cube of space split into eight when a
// node holds more than `split_at` objects, down to `max_depth`. Each object
// lives in the deepest node whose region holds it strictly inside on every
// split plane; an object that touches or crosses a child's split plane stays
// in the parent, so two objects in different children can never touch, and
// no pair is missed or found twice. Objects outside the root's region live
// in the root. Moving an object takes it out and puts it back in from the
// root (the book's re-insert); nodes are never merged back.
//
// Every query says what it cost in OctreeStats, so a sample can show it
// against brute force: the nodes it entered and the objects it tested. A ray
// cast also explains itself, given a Trace (collide/trace/trace.h): each
// cell entered or skipped, each object's bounds and its exact cast.
//
// Touching counts as overlapping, as in every collide test.

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

#include "collide/shapes/box.h"
#include "collide/shapes/ray.h"

namespace collide {

class Trace;

struct OctreeStats {
  std::size_t nodes_visited = 0;
  std::size_t objects_tested = 0;
};

struct OctreeOptions {
  int max_depth = 6;         // the root is depth 0
  std::size_t split_at = 8;  // a leaf with more objects than this splits
};

// A ray's nearest hit among the objects: which, and at what t.
struct OctreeHit {
  std::uint32_t id = 0;
  double t = 0.0;
};

class Octree {
 public:
  // `region` is the root's cube (made a cube about its centre if it is not
  // one, so that every split is even).
  explicit Octree(const Aabb& region, OctreeOptions options = {});

  // Adds an object; an id already present is moved instead.
  void Insert(std::uint32_t id, const Aabb& bounds);
  // False when the id is not in the tree.
  bool Remove(std::uint32_t id);
  // New bounds for an object: taken out and put back in from the root.
  void Move(std::uint32_t id, const Aabb& bounds);

  std::size_t size() const { return where_.size(); }
  std::size_t node_count() const { return nodes_.size(); }
  const Aabb& region() const { return nodes_.front().bounds; }

  // The ids whose bounds overlap `box`, in no particular order.
  std::vector<std::uint32_t> Query(const Aabb& box, OctreeStats* stats = nullptr) const;

  // Every pair of ids whose bounds overlap, each once, the smaller id first,
  // in no particular order.
  std::vector<std::pair<std::uint32_t, std::uint32_t>> Pairs(OctreeStats* stats = nullptr) const;

  // The nearest object the ray hits. `hit(id)` answers the exact cast on
  // one object (its t, or nullopt for a miss); it is asked only of objects
  // whose bounds the ray meets before the best hit so far, node by node,
  // nearest node first. Ties go to the smaller id.
  std::optional<OctreeHit> Raycast(const Ray& ray,
                                   const std::function<std::optional<double>(std::uint32_t)>& hit,
                                   OctreeStats* stats = nullptr) const;
  // The same cast, explained: with a Trace, a step for each cell entered
  // (with the objects it holds) or skipped (beyond the nearest hit so far),
  // each object whose bounds the ray misses or meets beyond that hit, each
  // exact cast asked (deciding on the one that gives the final hit), and the
  // order in which a cell's children are taken; with a NoTrace, Raycast.
  // Defined for NoTrace and Trace.
  template <typename Tracer>
  std::optional<OctreeHit> Raycast(const Ray& ray,
                                   const std::function<std::optional<double>(std::uint32_t)>& hit,
                                   Tracer& trace, OctreeStats* stats = nullptr) const;

  // Every node's region, depth and own object count, root first, for
  // drawing.
  void ForEachNode(const std::function<void(const Aabb&, int depth, std::size_t objects)>& f) const;

  // The regions of the nodes a ray cast enters (Raycast's walk, collected),
  // for drawing what a query visited.
  std::vector<Aabb> NodesOnRay(
      const Ray& ray, const std::function<std::optional<double>(std::uint32_t)>& hit) const;

 private:
  // An object as its node holds it: the bounds beside the id, so that the
  // queries' inner loops read them in order instead of looking them up.
  struct Entry {
    std::uint32_t id = 0;
    Aabb bounds;
  };
  struct Node {
    Aabb bounds;
    int depth = 0;
    int first_child = -1;  // children are 8 consecutive nodes; -1: a leaf
    std::vector<Entry> objects;
  };

  void InsertAt(int node, std::uint32_t id, const Aabb& bounds);
  void Split(int node);
  // The child of `node` that holds `bounds` strictly inside on its split
  // planes, or -1.
  int ChildHolding(int node, const Aabb& bounds) const;
  void CollectPairs(int node, std::vector<std::pair<std::uint32_t, std::uint32_t>>& pairs,
                    OctreeStats& stats) const;
  // `entry` against every object in `node`'s subtree, entering only the
  // nodes its bounds overlap.
  void PairsBelow(int node, const Entry& entry,
                  std::vector<std::pair<std::uint32_t, std::uint32_t>>& pairs,
                  OctreeStats& stats) const;
  template <typename Tracer>
  void CastThrough(int node, const Ray& ray,
                   const std::function<std::optional<double>(std::uint32_t)>& hit,
                   std::optional<OctreeHit>& best, OctreeStats& stats, std::vector<Aabb>* entered,
                   Tracer& trace) const;

  OctreeOptions options_;
  std::vector<Node> nodes_;
  std::unordered_map<std::uint32_t, int> where_;  // id -> its node
};

// Whether two bounds share a point (touching counts).
inline bool BoundsOverlap(const Aabb& a, const Aabb& b) {
  return a.min.x <= b.max.x && b.min.x <= a.max.x && a.min.y <= b.max.y && b.min.y <= a.max.y &&
         a.min.z <= b.max.z && b.min.z <= a.max.z;
}

// The t at which the ray enters `box` (0 when it starts inside), or nullopt
// when it misses it: the slab test, a ray parallel to a slab meeting it only
// when its origin lies within it.
std::optional<double> RayEntersBox(const Ray& ray, const Aabb& box);

}  // namespace collide
