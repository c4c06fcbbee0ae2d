// The BVH's ray cast: nearest child first, skipping any box that starts
// beyond the best hit so far.

#include <algorithm>
#include <cmath>

#include "collide/mesh/bvh.h"

namespace collide {
namespace {

// The ray's reciprocal direction; a zero component becomes a huge one of
// the same sign, so the slab test needs no special case (0 * inf is NaN).
Vec3 Reciprocal(const Vec3& direction) {
  Vec3 inverse;
  for (int axis = 0; axis < 3; ++axis) {
    const double d = direction[axis];
    inverse[axis] = d == 0.0 ? std::copysign(1e300, d) : 1.0 / d;
  }
  return inverse;
}

// Where the ray enters the box, if it does before `max_t`.
inline bool EntersBox(const Aabb& box, const Vec3& origin, const Vec3& inverse, double max_t,
                      double* entry) {
  const Vec3 t1 = (box.min - origin) * inverse;
  const Vec3 t2 = (box.max - origin) * inverse;
  const Vec3 near = glm::min(t1, t2);
  const Vec3 far = glm::max(t1, t2);
  const double t_enter = std::max({near.x, near.y, near.z, 0.0});
  const double t_exit = std::min({far.x, far.y, far.z, max_t});
  *entry = t_enter;
  return t_enter <= t_exit;
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
  const Vec3 inverse = Reciprocal(ray.direction);
  double best_t = max_t;
  int best_triangle = -1;
  int entered = 0;
  // Each pushed node with where the ray enters its box: one pushed before
  // a nearer hit was found is skipped when that hit is nearer than its box.
  int stack[64];
  double stack_entry[64];
  int top = 0;
  double root_entry = 0.0;
  if (EntersBox(nodes_[0].bounds, ray.origin, inverse, best_t, &root_entry)) {
    stack[top] = 0;
    stack_entry[top++] = root_entry;
  }
  while (top > 0) {
    --top;
    if (stack_entry[top] > best_t) {
      continue;
    }
    const int index = stack[top];
    const BvhNode& node = nodes_[static_cast<std::size_t>(index)];
    ++entered;
    if (trace != nullptr && trace->entered != nullptr) {
      trace->entered->push_back(index);
    }
    if (node.IsLeaf()) {
      for (int i = node.first; i < node.first + node.count; ++i) {
        const RayTriangle& t = ray_triangles_[static_cast<std::size_t>(i)];
        const std::optional<double> hit =
            RayTriangleT(ray.origin, ray.direction, t.corner, t.edge1, t.edge2, best_t);
        if (hit && (*hit < best_t || best_triangle < 0 || t.index < best_triangle)) {
          best_t = *hit;
          best_triangle = t.index;
        }
      }
      continue;
    }
    const BvhNode& left = nodes_[static_cast<std::size_t>(node.first)];
    const BvhNode& right = nodes_[static_cast<std::size_t>(node.first + 1)];
    double left_entry = 0.0;
    double right_entry = 0.0;
    const bool hits_left = EntersBox(left.bounds, ray.origin, inverse, best_t, &left_entry);
    const bool hits_right = EntersBox(right.bounds, ray.origin, inverse, best_t, &right_entry);
    if (hits_left && hits_right) {
      const bool left_first = left_entry <= right_entry;
      stack[top] = left_first ? node.first + 1 : node.first;
      stack_entry[top++] = left_first ? right_entry : left_entry;
      stack[top] = left_first ? node.first : node.first + 1;
      stack_entry[top++] = left_first ? left_entry : right_entry;
    } else if (hits_left) {
      stack[top] = node.first;
      stack_entry[top++] = left_entry;
    } else if (hits_right) {
      stack[top] = node.first + 1;
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
