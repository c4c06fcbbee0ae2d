#pragma once

// The bodies of model_overlaps.cpp's walks (model.h's Intersects of a model
// with a sphere, box, triangle, plane or model, and Classify against a
// frustum), templates on the tracer, for the two files that instantiate
// them: model_overlaps.cpp for NoTrace, the fast path, and
// model_overlaps_trace.cpp for Trace, beside the step writers declared here.
// Apart, the untraced unit holds only the fast path: with the traced copies
// in the mesh's unity batch, GCC called Carried and BoundsOf out of line
// from the model-model walk (issue 38: ModelModel/ours 1.12-1.20x of
// df0528c beside them, 0.95-0.99x apart). Boxes and nodes are
// compared in the mesh's frame with a little slack (the frames' rounding
// must never drop a touching triangle); triangles are tested in the world by
// triangle.h's tests, which decide.

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>

#include "collide/mesh/bvh_trace.h"
#include "collide/mesh/model.h"
#include "collide/queries/point_tests.h"
#include "collide/shapes/frustum.h"
#include "collide/trace/trace.h"

namespace collide {
namespace model_walk {

// The box around `box` carried by x -> offset + linear * x (any linear map):
// its centre moved, its half extents the absolute matrix times them.
inline Aabb Carried(const Aabb& box, const Mat3& linear, const Vec3& offset) {
  const Vec3 centre = offset + linear * ((box.min + box.max) * 0.5);
  const Vec3 half = (box.max - box.min) * 0.5;
  Vec3 reach(0.0);
  for (int column = 0; column < 3; ++column) {
    reach += glm::abs(linear[column]) * half[column];
  }
  return Aabb{centre - reach, centre + reach};
}

// Grown by a part in 1e9 of its distance from the origin and its size.
// Always inlined: the traced walks' copies took GCC's unit growth, and the
// model-model walk called it instead (measured, issue 38: ModelModel/ours
// 20% slower than before the traces).
[[gnu::always_inline]] inline Aabb Padded(const Aabb& box) {
  const Vec3 pad =
      1e-9 * (glm::abs(box.min) + glm::abs(box.max) + (box.max - box.min)) + Vec3(1e-300);
  return Aabb{box.min - pad, box.max + pad};
}

inline bool Overlap(const Aabb& a, const Aabb& b) {
  return a.min.x <= b.max.x && b.min.x <= a.max.x && a.min.y <= b.max.y && b.min.y <= a.max.y &&
         a.min.z <= b.max.z && b.min.z <= a.max.z;
}

inline Aabb BoundsOf(const Triangle& t) {
  return Aabb{glm::min(glm::min(t[0], t[1]), t[2]), glm::max(glm::max(t[0], t[1]), t[2])};
}

// The mesh frame's map from the world: local = linear * world + offset.
struct ToLocalMap {
  Mat3 linear;
  Vec3 offset;
};
inline ToLocalMap LocalMap(const Model& model) {
  const Mat3 linear = glm::transpose(model.rotation) / model.scale;
  return ToLocalMap{linear, -(linear * model.position)};
}

// A triangle visited: does the shape touch it? With a Trace, the step.
template <typename Tracer>
void TraceTouch(Tracer& trace, int index, const Triangle& t, bool touching, const char* shape) {
  if constexpr (Tracer::kOn) {
    const std::string topic = "triangle " + std::to_string(index);
    std::string text = topic;
    text.append(" (").append(TraceVector(t[0])).append(", ").append(TraceVector(t[1]));
    text.append(", ").append(TraceVector(t[2])).append("): ").append(shape);
    text.append(touching ? " touches it" : " does not touch it");
    TraceStep& step = touching ? trace.Decide(topic, std::move(text), "touching")
                               : trace.Step(topic, std::move(text), "apart");
    step.Mark(TriangleMark{t[0], t[1], t[2], topic});
  }
}

// The last step when no triangle touches.
template <typename Tracer>
void TraceNoneTouches(Tracer& trace, bool found, const char* shape) {
  if constexpr (Tracer::kOn) {
    if (!found) {
      std::string text = "no triangle touches ";
      text.append(shape).append(": apart");
      trace.Decide("no triangle", std::move(text), "apart");
    }
  }
}

// Any triangle of the model, in the world, whose node boxes meet `local`
// (a box in the mesh's frame) and for which `touches` holds.
template <typename Touches, typename Tracer>
bool AnyTriangleNear(const Model& model, const Aabb& local, Touches&& touches, Tracer& trace,
                     const char* shape, const char* shape_box) {
  const Aabb padded = Padded(local);
  if constexpr (Tracer::kOn) {
    std::string text = "in the mesh's frame: ";
    text.append(shape_box).append(" [").append(TraceVector(padded.min)).append(" .. ");
    text.append(TraceVector(padded.max)).append("] (padded)");
    trace.Step("frame", std::move(text), "placed");
  }
  const bool found =
      model.mesh->bvh().AnyTriangle([&](const Aabb& node) { return Overlap(node, padded); },
                                    [&](int index) {
                                      const Triangle t = WorldTriangle(model, index);
                                      const bool touching = touches(t);
                                      TraceTouch(trace, index, t, touching, shape);
                                      return touching;
                                    },
                                    trace, PlacementOf(model), shape_box);
  TraceNoneTouches(trace, found, shape);
  return found;
}

// The step writers (model_overlaps_trace.cpp), called only when traced.

// Two nodes' boxes compared, B's carried into A's frame.
void TraceNodePair(Trace& trace, const Model& a, const Model& b, int ia, const Aabb& box_a, int ib,
                   const Aabb& box_b, const Aabb& carried_b, bool overlap);

// A pair of triangles from two leaves: their boxes, then the SAT.
void TraceTrianglePair(Trace& trace, int index_a, const Triangle& ta, int index_b,
                       const Triangle& tb, bool boxes_overlap, bool touching);

// A triangle's corners against the six planes, as the first pass counted
// them; `crossing` when this triangle is where corners inside and outside
// have both been seen (decides: intersecting).
void StepTriangleCorners(Trace& trace, int index, const Triangle& t, int inside, bool crossing);

}  // namespace model_walk

template <typename Tracer>
bool Intersects(const Model& model, const Sphere& sphere, Tracer& trace) {
  const Vec3 centre = ToLocal(model, sphere.center);
  const double radius = sphere.radius / model.scale;
  return model_walk::AnyTriangleNear(
      model, Aabb{centre - radius, centre + radius},
      [&](const Triangle& t) { return Intersects(sphere, t); }, trace, "the sphere",
      "the sphere's box");
}

template <typename Tracer>
bool Intersects(const Model& model, const Aabb& box, Tracer& trace) {
  const model_walk::ToLocalMap map = model_walk::LocalMap(model);
  return model_walk::AnyTriangleNear(
      model, model_walk::Carried(box, map.linear, map.offset),
      [&](const Triangle& t) { return Intersects(box, t); }, trace, "the box",
      "the box carried there");
}

template <typename Tracer>
bool Intersects(const Model& model, const Triangle& triangle, Tracer& trace) {
  const Triangle local{
      {ToLocal(model, triangle[0]), ToLocal(model, triangle[1]), ToLocal(model, triangle[2])}};
  return model_walk::AnyTriangleNear(
      model, model_walk::BoundsOf(local),
      [&](const Triangle& t) { return Intersects(triangle, t); }, trace, "the triangle",
      "the triangle's box");
}

template <typename Tracer>
bool Intersects(const Model& model, const BookPlane& plane, Tracer& trace) {
  // n . x = d in the world is (R^T n) . y = (d - n . p) / s in the mesh's frame.
  const Vec3 normal = glm::transpose(model.rotation) * plane.normal;
  const double distance = (plane.distance - glm::dot(plane.normal, model.position)) / model.scale;
  if constexpr (Tracer::kOn) {
    std::string text = "in the mesh's frame: the plane n . x = d with n = ";
    text.append(TraceVector(normal)).append(", d = ").append(TraceNumber(distance));
    trace.Step("frame", std::move(text), "placed");
  }
  const bool found = model.mesh->bvh().AnyTriangle(
      [&](const Aabb& node) {
        const Vec3 centre = (node.min + node.max) * 0.5;
        const Vec3 half = (node.max - node.min) * 0.5;
        const double reach = glm::dot(glm::abs(normal), half);
        const double gap = std::abs(glm::dot(normal, centre) - distance);
        return gap <= reach + 1e-9 * (reach + std::abs(distance) + glm::length(centre)) +
                          kPointOnPlaneEpsilon / model.scale;
      },
      [&](int index) {
        const Triangle t = WorldTriangle(model, index);
        const bool touching = Intersects(plane, t);
        model_walk::TraceTouch(trace, index, t, touching, "the plane");
        return touching;
      },
      trace, PlacementOf(model), "the plane");
  model_walk::TraceNoneTouches(trace, found, "the plane");
  return found;
}

template <typename Tracer>
bool Intersects(const Model& a, const Model& b, Tracer& trace) {
  // b's frame into a's: x_a = linear * x_b + offset.
  const model_walk::ToLocalMap to_a = model_walk::LocalMap(a);
  const Mat3 linear = to_a.linear * b.rotation * b.scale;
  const Vec3 offset = to_a.linear * b.position + to_a.offset;
  const std::vector<BvhNode>& a_nodes = a.mesh->bvh().nodes();
  const std::vector<BvhNode>& b_nodes = b.mesh->bvh().nodes();
  const std::vector<int>& a_order = a.mesh->bvh().triangle_order();
  const std::vector<int>& b_order = b.mesh->bvh().triangle_order();
  std::vector<std::pair<int, int>> stack{{0, 0}};
  while (!stack.empty()) {
    const auto [ia, ib] = stack.back();
    stack.pop_back();
    const BvhNode& na = a_nodes[static_cast<std::size_t>(ia)];
    const BvhNode& nb = b_nodes[static_cast<std::size_t>(ib)];
    const Aabb carried_b = model_walk::Padded(model_walk::Carried(nb.bounds, linear, offset));
    const bool overlap = model_walk::Overlap(na.bounds, carried_b);
    if constexpr (Tracer::kOn) {
      model_walk::TraceNodePair(trace, a, b, ia, na.bounds, ib, nb.bounds, carried_b, overlap);
    }
    if (!overlap) {
      continue;
    }
    if (na.IsLeaf() && nb.IsLeaf()) {
      for (int i = na.first; i < na.first + na.count; ++i) {
        const Triangle ta = WorldTriangle(a, a_order[static_cast<std::size_t>(i)]);
        const Aabb box_a = model_walk::Padded(model_walk::BoundsOf(ta));
        for (int j = nb.first; j < nb.first + nb.count; ++j) {
          const Triangle tb = WorldTriangle(b, b_order[static_cast<std::size_t>(j)]);
          const bool touching =
              model_walk::Overlap(box_a, model_walk::BoundsOf(tb)) && Intersects(ta, tb);
          if constexpr (Tracer::kOn) {
            model_walk::TraceTrianglePair(trace, a_order[static_cast<std::size_t>(i)], ta,
                                          b_order[static_cast<std::size_t>(j)], tb,
                                          model_walk::Overlap(box_a, model_walk::BoundsOf(tb)),
                                          touching);
          }
          if (touching) {
            return true;
          }
        }
      }
      continue;
    }
    // Open the larger node (a's, when b's is a leaf or smaller), so the two
    // sides shrink together.
    const Vec3 size_a = na.bounds.max - na.bounds.min;
    const Vec3 size_b = (nb.bounds.max - nb.bounds.min) * (b.scale / a.scale);
    const bool open_a =
        nb.IsLeaf() || (!na.IsLeaf() && glm::dot(size_a, size_a) >= glm::dot(size_b, size_b));
    if (open_a) {
      stack.emplace_back(na.first + 1, ib);
      stack.emplace_back(na.first, ib);
    } else {
      stack.emplace_back(ia, nb.first + 1);
      stack.emplace_back(ia, nb.first);
    }
  }
  if constexpr (Tracer::kOn) {
    trace.Decide("no triangle pair", "no pair of triangles touches: apart", "apart");
  }
  return false;
}

template <typename Tracer>
Inclusion Classify(const Frustum& frustum, const Model& model, Tracer& trace) {
  // The frustum is convex: the surface is inside when every corner of every
  // triangle is, and crosses it when some are and some are not.
  const FrustumSolid solid = SolidOf(frustum);
  const TriangleMesh& mesh = *model.mesh;
  bool some_inside = false;
  bool some_outside = false;
  for (std::size_t k = 0; k < mesh.triangles().size(); ++k) {
    [[maybe_unused]] int corners_inside = 0;
    for (const std::uint32_t vertex : mesh.triangles()[k]) {
      const Vec3 p = ToWorld(model, mesh.vertices()[vertex]);
      const bool inside = std::all_of(
          solid.planes.begin(), solid.planes.end(),
          [&](const FrustumPlane& plane) { return glm::dot(plane.normal, p) + plane.d >= 0.0; });
      (inside ? some_inside : some_outside) = true;
      if constexpr (Tracer::kOn) {
        corners_inside += inside ? 1 : 0;
      }
    }
    if constexpr (Tracer::kOn) {
      const int index = static_cast<int>(k);
      model_walk::StepTriangleCorners(trace, index, WorldTriangle(model, index), corners_inside,
                                      some_inside && some_outside);
    }
    if (some_inside && some_outside) {
      return Inclusion::kIntersecting;
    }
  }
  if (!some_outside) {
    if constexpr (Tracer::kOn) {
      trace.Decide("verdict", "every corner of every triangle inside all six planes: inside",
                   "inside");
    }
    return Inclusion::kInside;
  }
  if constexpr (Tracer::kOn) {
    trace.Step("corners",
               "no corner inside: does a triangle pass through B? Its nodes' boxes against B, "
               "then their triangles by the SAT",
               "outside");
  }
  // No corner inside, yet a triangle may pass through the frustum.
  const Mat3 to_world = model.rotation * model.scale;
  const bool crosses = mesh.bvh().AnyTriangle(
      [&](const Aabb& node) {
        return Classify(solid, model_walk::Padded(model_walk::Carried(
                                   node, to_world, model.position))) != Inclusion::kOutside;
      },
      [&](int index) {
        const Triangle t = WorldTriangle(model, index);
        const bool touching = Touches(solid, t, trace);
        model_walk::TraceTouch(trace, index, t, touching, "B");
        return touching;
      },
      trace, PlacementOf(model), "B");
  if constexpr (Tracer::kOn) {
    if (!crosses) {
      trace.Decide("no triangle", "no triangle passes through B: outside", "outside");
    }
  }
  return crosses ? Inclusion::kIntersecting : Inclusion::kOutside;
}

}  // namespace collide
