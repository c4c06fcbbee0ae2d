#include "collide/broad_phase/octree.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <utility>

#include "collide/trace/trace.h"

namespace collide {
namespace {

Aabb Cube(const Aabb& region) {
  const Vec3 center = 0.5 * (region.min + region.max);
  const Vec3 size = region.max - region.min;
  const double half = 0.5 * std::max({size.x, size.y, size.z});
  return {center - Vec3(half), center + Vec3(half)};
}

// Child k of `parent`: bit 0 of k takes the upper half in x, bit 1 in y,
// bit 2 in z.
Aabb ChildBounds(const Aabb& parent, int k) {
  const Vec3 mid = 0.5 * (parent.min + parent.max);
  Aabb child = parent;
  for (int axis = 0; axis < 3; ++axis) {
    if ((k >> axis) & 1) {
      child.min[axis] = mid[axis];
    } else {
      child.max[axis] = mid[axis];
    }
  }
  return child;
}

}  // namespace

std::optional<double> RayEntersBox(const Ray& ray, const Aabb& box) {
  double enter = 0.0;
  double leave = std::numeric_limits<double>::infinity();
  for (int axis = 0; axis < 3; ++axis) {
    const double origin = ray.origin[axis];
    const double direction = ray.direction[axis];
    if (direction == 0.0) {
      if (origin < box.min[axis] || origin > box.max[axis])
        return std::nullopt;
      continue;
    }
    double t1 = (box.min[axis] - origin) / direction;
    double t2 = (box.max[axis] - origin) / direction;
    if (t1 > t2)
      std::swap(t1, t2);
    enter = std::max(enter, t1);
    leave = std::min(leave, t2);
    if (enter > leave)
      return std::nullopt;
  }
  return enter;
}

Octree::Octree(const Aabb& region, OctreeOptions options) : options_(options) {
  nodes_.push_back(Node{Cube(region), 0, -1, {}});
}

void Octree::Insert(std::uint32_t id, const Aabb& bounds) {
  if (where_.contains(id)) {
    Remove(id);
  }
  InsertAt(0, id, bounds);
}

void Octree::InsertAt(int node, std::uint32_t id, const Aabb& bounds) {
  for (;;) {
    const Node& n = nodes_[static_cast<std::size_t>(node)];
    if (n.first_child < 0)
      break;
    const int child = ChildHolding(node, bounds);
    if (child < 0)
      break;
    node = child;
  }
  nodes_[static_cast<std::size_t>(node)].objects.push_back(Entry{id, bounds});
  where_[id] = node;
  const Node& n = nodes_[static_cast<std::size_t>(node)];
  if (n.first_child < 0 && n.objects.size() > options_.split_at && n.depth < options_.max_depth) {
    Split(node);
  }
}

int Octree::ChildHolding(int node, const Aabb& bounds) const {
  const Node& n = nodes_[static_cast<std::size_t>(node)];
  const Vec3 mid = 0.5 * (n.bounds.min + n.bounds.max);
  int k = 0;
  for (int axis = 0; axis < 3; ++axis) {
    if (bounds.max[axis] < mid[axis]) {
      // lower half: within the node on this axis?
      if (bounds.min[axis] < n.bounds.min[axis])
        return -1;
    } else if (bounds.min[axis] > mid[axis]) {
      if (bounds.max[axis] > n.bounds.max[axis])
        return -1;
      k |= 1 << axis;
    } else {
      return -1;  // touches or crosses the split plane
    }
  }
  return n.first_child + k;
}

void Octree::Split(int node) {
  const int first = static_cast<int>(nodes_.size());
  const Aabb bounds = nodes_[static_cast<std::size_t>(node)].bounds;
  const int depth = nodes_[static_cast<std::size_t>(node)].depth + 1;
  for (int k = 0; k < 8; ++k) {
    nodes_.push_back(Node{ChildBounds(bounds, k), depth, -1, {}});
  }
  nodes_[static_cast<std::size_t>(node)].first_child = first;
  std::vector<Entry> objects;
  objects.swap(nodes_[static_cast<std::size_t>(node)].objects);
  for (const Entry& entry : objects) {
    const int child = ChildHolding(node, entry.bounds);
    if (child < 0) {
      nodes_[static_cast<std::size_t>(node)].objects.push_back(entry);
    } else {
      InsertAt(child, entry.id, entry.bounds);
    }
  }
}

bool Octree::Remove(std::uint32_t id) {
  const auto found = where_.find(id);
  if (found == where_.end())
    return false;
  auto& objects = nodes_[static_cast<std::size_t>(found->second)].objects;
  objects.erase(std::find_if(objects.begin(), objects.end(),
                             [id](const Entry& entry) { return entry.id == id; }));
  where_.erase(found);
  return true;
}

void Octree::Move(std::uint32_t id, const Aabb& bounds) {
  Remove(id);
  InsertAt(0, id, bounds);
}

std::vector<std::uint32_t> Octree::Query(const Aabb& box, OctreeStats* stats) const {
  OctreeStats local;
  std::vector<std::uint32_t> found;
  std::vector<int> stack = {0};
  while (!stack.empty()) {
    const Node& n = nodes_[static_cast<std::size_t>(stack.back())];
    stack.pop_back();
    ++local.nodes_visited;
    for (const Entry& entry : n.objects) {
      ++local.objects_tested;
      if (BoundsOverlap(entry.bounds, box))
        found.push_back(entry.id);
    }
    if (n.first_child < 0)
      continue;
    for (int k = 0; k < 8; ++k) {
      const int child = n.first_child + k;
      if (BoundsOverlap(nodes_[static_cast<std::size_t>(child)].bounds, box)) {
        stack.push_back(child);
      }
    }
  }
  if (stats != nullptr)
    *stats = local;
  return found;
}

std::vector<std::pair<std::uint32_t, std::uint32_t>> Octree::Pairs(OctreeStats* stats) const {
  OctreeStats local;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> pairs;
  CollectPairs(0, pairs, local);
  if (stats != nullptr)
    *stats = local;
  return pairs;
}

// Each object of `node` against the others of its node, and against the
// objects below it in the nodes its bounds overlap: every overlapping pair
// once, since two objects in different subtrees are apart across a split
// plane, and a pair is found from the higher of the two.
void Octree::CollectPairs(int node, std::vector<std::pair<std::uint32_t, std::uint32_t>>& pairs,
                          OctreeStats& stats) const {
  const Node& n = nodes_[static_cast<std::size_t>(node)];
  ++stats.nodes_visited;
  for (std::size_t i = 0; i < n.objects.size(); ++i) {
    const Entry& entry = n.objects[i];
    stats.objects_tested += n.objects.size() - i - 1;
    for (std::size_t j = i + 1; j < n.objects.size(); ++j) {
      const Entry& other = n.objects[j];
      if (BoundsOverlap(entry.bounds, other.bounds)) {
        pairs.emplace_back(std::min(entry.id, other.id), std::max(entry.id, other.id));
      }
    }
    if (n.first_child >= 0) {
      for (int k = 0; k < 8; ++k)
        PairsBelow(n.first_child + k, entry, pairs, stats);
    }
  }
  if (n.first_child >= 0) {
    for (int k = 0; k < 8; ++k)
      CollectPairs(n.first_child + k, pairs, stats);
  }
}

void Octree::PairsBelow(int node, const Entry& entry,
                        std::vector<std::pair<std::uint32_t, std::uint32_t>>& pairs,
                        OctreeStats& stats) const {
  const Node& n = nodes_[static_cast<std::size_t>(node)];
  if (!BoundsOverlap(n.bounds, entry.bounds))
    return;
  ++stats.nodes_visited;
  stats.objects_tested += n.objects.size();
  for (const Entry& other : n.objects) {
    if (BoundsOverlap(entry.bounds, other.bounds)) {
      pairs.emplace_back(std::min(entry.id, other.id), std::max(entry.id, other.id));
    }
  }
  if (n.first_child >= 0) {
    for (int k = 0; k < 8; ++k)
      PairsBelow(n.first_child + k, entry, pairs, stats);
  }
}

std::optional<OctreeHit> Octree::Raycast(
    const Ray& ray, const std::function<std::optional<double>(std::uint32_t)>& hit,
    OctreeStats* stats) const {
  NoTrace& untraced = Untraced();
  return Raycast(ray, hit, untraced, stats);
}

template <typename Tracer>
std::optional<OctreeHit> Octree::Raycast(
    const Ray& ray, const std::function<std::optional<double>(std::uint32_t)>& hit, Tracer& trace,
    OctreeStats* stats) const {
  OctreeStats local;
  std::optional<OctreeHit> best;
  CastThrough(0, ray, hit, best, local, nullptr, trace);
  if constexpr (Tracer::kOn) {
    if (!best) {
      trace.Decide("no object", "no object hit: the ray misses them all", "miss");
    }
  }
  if (stats != nullptr)
    *stats = local;
  return best;
}

template std::optional<OctreeHit> Octree::Raycast<NoTrace>(
    const Ray&, const std::function<std::optional<double>(std::uint32_t)>&, NoTrace&,
    OctreeStats*) const;
template std::optional<OctreeHit> Octree::Raycast<Trace>(
    const Ray&, const std::function<std::optional<double>(std::uint32_t)>&, Trace&,
    OctreeStats*) const;

std::vector<Aabb> Octree::NodesOnRay(
    const Ray& ray, const std::function<std::optional<double>(std::uint32_t)>& hit) const {
  OctreeStats local;
  std::optional<OctreeHit> best;
  std::vector<Aabb> entered;
  NoTrace& untraced = Untraced();
  CastThrough(0, ray, hit, best, local, &entered, untraced);
  return entered;
}

namespace {

std::string BoxText(const Aabb& box) {
  std::string text = "[";
  text.append(TraceVector(box.min)).append(" .. ").append(TraceVector(box.max)).append("]");
  return text;
}

void TraceCellEntered(Trace& trace, int node, const Aabb& bounds, int depth, std::size_t objects) {
  const std::string topic = "cell " + std::to_string(node);
  std::string text = topic;
  text.append(" (depth ").append(std::to_string(depth)).append(") ").append(BoxText(bounds));
  text.append(": entered; it holds ").append(std::to_string(objects));
  text.append(objects == 1 ? " object" : " objects");
  trace.Step(topic, std::move(text), "entered").Mark(BoxMark{bounds.min, bounds.max, true, topic});
}

void TraceCellBeyond(Trace& trace, int node, const Aabb& bounds, double enter, double best_t) {
  const std::string topic = "cell " + std::to_string(node);
  std::string text = topic;
  text.append(": the ray enters it at t = ").append(TraceNumber(enter));
  text.append(", beyond the nearest hit so far (t = ").append(TraceNumber(best_t));
  text.append("): skipped, and the farther ones with it");
  trace.Step(topic, std::move(text), "skipped").Mark(BoxMark{bounds.min, bounds.max, false, topic});
}

void TraceChildren(Trace& trace, int node, const std::vector<std::pair<double, int>>& order) {
  std::string text = "cell " + std::to_string(node) + "'s children: the ray meets ";
  if (order.empty()) {
    text.append("none");
  }
  for (std::size_t i = 0; i < order.size(); ++i) {
    text.append(i == 0 ? "" : ", ").append("cell ").append(std::to_string(order[i].second));
    text.append(" at t = ").append(TraceNumber(order[i].first));
  }
  if (order.size() > 1) {
    text.append(" (nearest first)");
  }
  trace.Step("cell " + std::to_string(node) + " children", std::move(text),
             order.empty() ? "none met" : "ordered");
}

void TraceObjectBounds(Trace& trace, std::uint32_t id, const Aabb& bounds,
                       const std::optional<double>& enter, double best_t) {
  const std::string topic = "object " + std::to_string(id);
  std::string text = topic;
  text.append(" ").append(BoxText(bounds)).append(": ");
  if (!enter) {
    text.append("the ray misses its bounds: skipped");
  } else {
    text.append("the ray meets its bounds at t = ").append(TraceNumber(*enter));
    text.append(", beyond the nearest hit so far (t = ").append(TraceNumber(best_t));
    text.append("): skipped");
  }
  trace.Step(topic, std::move(text), "skipped").Mark(BoxMark{bounds.min, bounds.max, false, topic});
}

void TraceObjectCast(Trace& trace, std::uint32_t id, const Aabb& bounds, double enter,
                     const std::optional<double>& t, bool nearest) {
  const std::string topic = "object " + std::to_string(id);
  std::string text = topic;
  text.append(" ").append(BoxText(bounds)).append(": the ray meets its bounds at t = ");
  text.append(TraceNumber(enter)).append("; its cast: ");
  if (!t) {
    text.append("miss");
  } else {
    text.append("hit at t = ").append(TraceNumber(*t));
    text.append(nearest ? " (nearest so far)" : ", not nearer than the nearest so far");
  }
  TraceStep& step = nearest ? trace.Decide(topic, std::move(text), "hit")
                            : trace.Step(topic, std::move(text), t ? "hit" : "miss");
  step.Mark(BoxMark{bounds.min, bounds.max, true, topic});
}

}  // namespace

// The root is always entered: objects outside its region live there.
template <typename Tracer>
void Octree::CastThrough(int node, const Ray& ray,
                         const std::function<std::optional<double>(std::uint32_t)>& hit,
                         std::optional<OctreeHit>& best, OctreeStats& stats,
                         std::vector<Aabb>* entered, Tracer& trace) const {
  const Node& n = nodes_[static_cast<std::size_t>(node)];
  ++stats.nodes_visited;
  if (entered != nullptr)
    entered->push_back(n.bounds);
  if constexpr (Tracer::kOn) {
    TraceCellEntered(trace, node, n.bounds, n.depth, n.objects.size());
  }
  for (const auto& [id, bounds] : n.objects) {
    const std::optional<double> enter = RayEntersBox(ray, bounds);
    if (!enter || (best && *enter > best->t)) {
      if constexpr (Tracer::kOn) {
        TraceObjectBounds(trace, id, bounds, enter, best ? best->t : 0.0);
      }
      continue;
    }
    ++stats.objects_tested;
    const std::optional<double> t = hit(id);
    if (t && (!best || *t < best->t || (*t == best->t && id < best->id))) {
      best = OctreeHit{id, *t};
      if constexpr (Tracer::kOn) {
        TraceObjectCast(trace, id, bounds, *enter, t, true);
      }
    } else if constexpr (Tracer::kOn) {
      TraceObjectCast(trace, id, bounds, *enter, t, false);
    }
  }
  if (n.first_child < 0)
    return;
  // The children the ray enters, nearest first (an insertion sort of at
  // most eight).
  std::vector<std::pair<double, int>> order;
  order.reserve(8);
  for (int k = 0; k < 8; ++k) {
    const int child = n.first_child + k;
    if (const auto enter = RayEntersBox(ray, nodes_[static_cast<std::size_t>(child)].bounds)) {
      auto at = order.begin();
      while (at != order.end() && at->first <= *enter)
        ++at;
      order.insert(at, {*enter, child});
    }
  }
  if constexpr (Tracer::kOn) {
    TraceChildren(trace, node, order);
  }
  for (const auto& [enter, child] : order) {
    if (best && enter > best->t) {
      if constexpr (Tracer::kOn) {
        TraceCellBeyond(trace, child, nodes_[static_cast<std::size_t>(child)].bounds, enter,
                        best->t);
      }
      break;
    }
    CastThrough(child, ray, hit, best, stats, entered, trace);
  }
}

void Octree::ForEachNode(
    const std::function<void(const Aabb&, int depth, std::size_t objects)>& f) const {
  for (const Node& n : nodes_) {
    f(n.bounds, n.depth, n.objects.size());
  }
}

}  // namespace collide
