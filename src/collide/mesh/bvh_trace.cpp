// The steps a traced BVH walk records (bvh.h): the binary ray cast's box
// tests, boxes skipped beyond the closest hit, leaves' float filters and
// exact triangle tests (bvh_raycast.cpp), and a traced AnyTriangle's node
// tests. Numbers are in the mesh's frame; marks are placed in the world.

#include <algorithm>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "collide/mesh/bvh.h"
#include "collide/mesh/bvh_trace.h"
#include "collide/trace/trace.h"

namespace collide {

BoxMark PlacedBox(const MeshPlacement& placement, const Aabb& box, bool entered,
                  std::string label) {
  BoxMark mark{Vec3(kInfinity), Vec3(-kInfinity), entered, std::move(label)};
  for (int corner = 0; corner < 8; ++corner) {
    const Vec3 local((corner & 1) != 0 ? box.max.x : box.min.x,
                     (corner & 2) != 0 ? box.max.y : box.min.y,
                     (corner & 4) != 0 ? box.max.z : box.min.z);
    const Vec3 world = placement.position + placement.rotation * (placement.scale * local);
    mark.min = glm::min(mark.min, world);
    mark.max = glm::max(mark.max, world);
  }
  return mark;
}

std::string TraceBoxText(const Aabb& box) {
  std::string text = "[";
  text.append(TraceVector(box.min)).append(" .. ").append(TraceVector(box.max)).append("]");
  return text;
}

namespace {

Vec3 Placed(const MeshPlacement& placement, const Vec3& local) {
  return placement.position + placement.rotation * (placement.scale * local);
}

std::string NodeName(int index, int count, int block) {
  std::string name = "node " + std::to_string(index);
  if (count > 0) {
    name.append(" (leaf ").append(std::to_string(block)).append(")");
  }
  return name;
}

// A slab time as a step writes it: one from an axis the ray does not move
// along (its reciprocal taken as 1e30, float_ray.h) means never, so it is
// written as infinite, not as thirty digits.
double Shown(float t) {
  return std::abs(t) >= 1e20f ? std::copysign(kInfinity, static_cast<double>(t)) : t;
}

// A ray node's float box, as it is tested.
Aabb FloatBox(const float* min, const float* max) {
  return Aabb{Vec3(min[0], min[1], min[2]), Vec3(max[0], max[1], max[2])};
}

}  // namespace

void Bvh::TraceBoxTest(Trace& trace, const MeshPlacement& placement, int index, bool met,
                       float entry, float exit) const {
  const RayNode& node = RayNodeAt(index);
  std::string text = NodeName(index, node.count, node.first);
  text.append(" ")
      .append(TraceBoxText(FloatBox(node.min, node.max)))
      .append(": the ray's t interval ");
  text.append(TraceRange({Shown(entry), Shown(exit)})).append(" against the box: ");
  text.append(met ? "entered" : "skipped: misses");
  trace.Step("node " + std::to_string(index), std::move(text), met ? "entered" : "skipped")
      .Mark(
          PlacedBox(placement, FloatBox(node.min, node.max), met, "node " + std::to_string(index)));
}

void Bvh::TraceBoxBeyond(Trace& trace, const MeshPlacement& placement, int index, float entry,
                         double best_t) const {
  const RayNode& node = RayNodeAt(index);
  std::string text = NodeName(index, node.count, node.first);
  text.append(": the ray enters its box at t = ").append(TraceNumber(entry));
  text.append(", beyond the closest hit so far (t = ").append(TraceNumber(best_t));
  text.append("): skipped");
  trace.Step("node " + std::to_string(index), std::move(text), "skipped")
      .Mark(PlacedBox(placement, FloatBox(node.min, node.max), false,
                      "node " + std::to_string(index)));
}

void Bvh::TraceLeaf(Trace& trace, int block, int count, unsigned candidates) const {
  const RayLeaf& leaf = ray_leaves_[static_cast<std::size_t>(block)];
  // By triangle index: the filter takes the lanes all at once.
  std::vector<std::pair<int, bool>> lanes;
  for (int lane = 0; lane < count; ++lane) {
    lanes.emplace_back(leaf.floats.index[lane], (candidates >> lane & 1u) != 0);
  }
  std::sort(lanes.begin(), lanes.end());
  std::string passed;
  std::string ruled_out;
  for (const auto& [index, candidate] : lanes) {
    std::string& list = candidate ? passed : ruled_out;
    list.append(list.empty() ? "" : ", ").append(std::to_string(index));
  }
  std::string text = "leaf " + std::to_string(block);
  text.append(": ").append(std::to_string(count)).append(" triangles; the float filter passes ");
  text.append(passed.empty() ? "none" : passed);
  if (!ruled_out.empty()) {
    text.append(" and rules out ").append(ruled_out);
  }
  trace.Step("leaf " + std::to_string(block), std::move(text),
             passed.empty() ? "ruled out" : "filtered");
}

void Bvh::TraceTriangle(Trace& trace, const MeshPlacement& placement, int block, int lane,
                        const std::optional<double>& hit, bool closest, double best_t) const {
  const RayLeaf& leaf = ray_leaves_[static_cast<std::size_t>(block)];
  const int index = leaf.floats.index[lane];
  const TriangleIndices& corners = leaf.corners[lane];
  const Vec3& v0 = ray_vertices_[corners[0]];
  const Vec3& v1 = ray_vertices_[corners[1]];
  const Vec3& v2 = ray_vertices_[corners[2]];
  std::string text = "leaf " + std::to_string(block);
  text.append(": triangle ").append(std::to_string(index)).append(" (").append(TraceVector(v0));
  text.append(", ").append(TraceVector(v1)).append(", ").append(TraceVector(v2)).append("): ");
  if (closest) {
    text.append("hit at t = ").append(TraceNumber(*hit)).append(" (closest so far)");
  } else if (hit) {
    text.append("hit at t = ").append(TraceNumber(*hit)).append(", not before the closest so far");
  } else {
    text.append("miss");
    if (best_t < kInfinity) {
      text.append(" (no hit before t = ").append(TraceNumber(best_t)).append(")");
    }
  }
  const std::string topic = "triangle " + std::to_string(index);
  TraceStep& step = closest ? trace.Decide(topic, std::move(text), "hit")
                            : trace.Step(topic, std::move(text), hit ? "hit" : "miss");
  step.Mark(
      TriangleMark{Placed(placement, v0), Placed(placement, v1), Placed(placement, v2), topic});
}

void Bvh::TraceNodeTest(Trace& trace, const MeshPlacement& placement, int index, bool accepted,
                        const char* query) const {
  const BvhNode& node = nodes_[static_cast<std::size_t>(index)];
  const std::string topic = "node " + std::to_string(index);
  std::string text = topic;
  text.append(" ").append(TraceBoxText(node.bounds)).append(accepted ? ": meets " : ": misses ");
  text.append(query).append(accepted ? ": entered" : ": skipped");
  if (accepted && node.IsLeaf()) {
    text.append(" (a leaf of ").append(std::to_string(node.count)).append(" triangles)");
  }
  trace.Step(topic, std::move(text), accepted ? "entered" : "skipped")
      .Mark(PlacedBox(placement, node.bounds, accepted, topic));
}

}  // namespace collide
