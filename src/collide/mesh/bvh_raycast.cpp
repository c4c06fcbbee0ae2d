// The BVH's ray cast: nearest child first, skipping any box that starts
// beyond the best hit so far. Boxes are tested in floats (RayNode, grown
// so that no ray meeting the true box misses), triangles in doubles.

#include <algorithm>
#include <cmath>

#include "collide/mesh/bvh.h"

namespace collide {
namespace {

struct FloatRay {
  float origin[3];
  float inverse[3];
};

// The ray's reciprocal direction; a zero component becomes a huge one of
// the same sign, so the slab test needs no special case (0 * inf is NaN).
FloatRay MakeFloatRay(const Ray& ray) {
  FloatRay result{};
  for (int axis = 0; axis < 3; ++axis) {
    const double d = ray.direction[axis];
    result.origin[axis] = static_cast<float>(ray.origin[axis]);
    result.inverse[axis] = static_cast<float>(d == 0.0 ? std::copysign(1e30, d) : 1.0 / d);
  }
  return result;
}

// Where the ray enters the box, if it does before `max_t`: the slab test.
template <typename Node>
inline bool EntersBox(const Node& node, const FloatRay& ray, float max_t, float* entry) {
  float t_enter = 0.0f;
  float t_exit = max_t;
  for (int axis = 0; axis < 3; ++axis) {
    const float t1 = (node.min[axis] - ray.origin[axis]) * ray.inverse[axis];
    const float t2 = (node.max[axis] - ray.origin[axis]) * ray.inverse[axis];
    t_enter = std::max(t_enter, std::min(t1, t2));
    t_exit = std::min(t_exit, std::max(t1, t2));
  }
  *entry = t_enter;
  return t_enter <= t_exit;
}

// The best t so far as a float bound no smaller than it, so that no box
// holding a hit at the best t is skipped.
inline float FloatBound(double t) {
  const auto bound = static_cast<float>(t);
  return static_cast<double>(bound) >= t ? bound : std::nextafter(bound, INFINITY);
}

}  // namespace

std::optional<double> RayTriangleT(const Vec3& origin, const Vec3& direction, const Vec3& corner,
                                   const Vec3& edge1, const Vec3& edge2, double max_t) {
  const Vec3 p = glm::cross(direction, edge2);
  const double det = glm::dot(edge1, p);
  if (det == 0.0) {
    return std::nullopt;
  }
  const double inverse_det = 1.0 / det;
  const Vec3 to_origin = origin - corner;
  const double u = glm::dot(to_origin, p) * inverse_det;
  if (u < 0.0 || u > 1.0) {
    return std::nullopt;
  }
  const Vec3 q = glm::cross(to_origin, edge1);
  const double v = glm::dot(direction, q) * inverse_det;
  if (v < 0.0 || u + v > 1.0) {
    return std::nullopt;
  }
  const double t = glm::dot(edge2, q) * inverse_det;
  if (t < 0.0 || t > max_t) {
    return std::nullopt;
  }
  return t;
}

std::optional<MeshHit> Bvh::Raycast(const Ray& ray, double max_t, BvhTrace* trace) const {
  const FloatRay float_ray = MakeFloatRay(ray);
  double best_t = max_t;
  float best_bound = FloatBound(best_t);
  int best_triangle = -1;
  int entered = 0;
  // Each pushed node with where the ray enters its box: one pushed before
  // a nearer hit was found is skipped when that hit is nearer than its box.
  int stack[64];
  float stack_entry[64];
  int top = 0;
  float root_entry = 0.0f;
  // Stack entries are node numbers as in nodes(): 0 the root, 2k + 1 and
  // 2k + 2 the children in pair k.
  if (EntersBox(ray_root_, float_ray, best_bound, &root_entry)) {
    stack[top] = 0;
    stack_entry[top++] = root_entry;
  }
  while (top > 0) {
    --top;
    if (stack_entry[top] > best_bound) {
      continue;
    }
    const int index = stack[top];
    const RayNode& node =
        index == 0 ? ray_root_
                   : ray_pairs_[static_cast<std::size_t>((index - 1) / 2)].child[(index - 1) % 2];
    ++entered;
    if (trace != nullptr && trace->entered != nullptr) {
      trace->entered->push_back(index);
    }
    if (node.count > 0) {
      for (int i = node.first; i < node.first + node.count; ++i) {
        const RayTriangle& t = ray_triangles_[static_cast<std::size_t>(i)];
        const std::optional<double> hit =
            RayTriangleT(ray.origin, ray.direction, t.corner, t.edge1, t.edge2, best_t);
        if (hit && (*hit < best_t || best_triangle < 0 || t.index < best_triangle)) {
          best_t = *hit;
          best_bound = FloatBound(best_t);
          best_triangle = t.index;
        }
      }
      continue;
    }
    const RayPair& pair = ray_pairs_[static_cast<std::size_t>(node.first)];
    const RayNode& left = pair.child[0];
    const RayNode& right = pair.child[1];
    const int left_index = 2 * node.first + 1;
    float left_entry = 0.0f;
    float right_entry = 0.0f;
    const bool hits_left = EntersBox(left, float_ray, best_bound, &left_entry);
    const bool hits_right = EntersBox(right, float_ray, best_bound, &right_entry);
    if (hits_left && hits_right) {
      const bool left_first = left_entry <= right_entry;
      stack[top] = left_first ? left_index + 1 : left_index;
      stack_entry[top++] = left_first ? right_entry : left_entry;
      stack[top] = left_first ? left_index : left_index + 1;
      stack_entry[top++] = left_first ? left_entry : right_entry;
    } else if (hits_left) {
      stack[top] = left_index;
      stack_entry[top++] = left_entry;
    } else if (hits_right) {
      stack[top] = left_index + 1;
      stack_entry[top++] = right_entry;
    }
  }
  if (trace != nullptr) {
    trace->nodes_entered = entered;
  }
  if (best_triangle < 0) {
    return std::nullopt;
  }
  return MeshHit{best_t, ray.origin + best_t * ray.direction, best_triangle};
}

}  // namespace collide
