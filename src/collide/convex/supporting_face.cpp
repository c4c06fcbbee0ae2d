// Supporting features, shape by shape: boxes in their own frame (a face when
// two of the direction's local components are nearly 0, an edge when one
// is), triangles and hulls by their face normals and edges, round shapes by
// their cores grown along the direction.
#include "collide/convex/supporting_face.h"

#include <array>
#include <cmath>
#include <cstddef>

#include "collide/shapes/overloaded.h"

namespace collide {
namespace supporting_face_detail {
namespace {

Vec3 BoxCorner(const OrientedBox& box, int corner) {
  const Vec3 local((corner & 1) ? box.half_extents.x : -box.half_extents.x,
                   (corner & 2) ? box.half_extents.y : -box.half_extents.y,
                   (corner & 4) ? box.half_extents.z : -box.half_extents.z);
  return box.center + box.rotation * local;
}

SupportingFeature FromPoints(const Vec3* points, int count, const Vec3& face_normal) {
  SupportingFeature feature;
  feature.points.assign(points, points + count);
  feature.face_normal = face_normal;
  return feature;
}

// A segment's feature (a capsule's core): both ends when it lies across the
// direction, else its far end; each grown by the radius along it.
SupportingFeature CoreFeature(const Vec3& start, const Vec3& end, double radius,
                              const Vec3& direction) {
  SupportingFeature feature;
  const Vec3 grow = direction * radius;
  const Vec3 core = end - start;
  const double length = glm::length(core);
  const double along = glm::dot(core, direction);
  if (length > 0.0 && std::abs(along) <= kFeatureSine * length) {
    feature.points = {start + grow, end + grow};
  } else {
    feature.points = {(along > 0.0 ? end : start) + grow};
  }
  return feature;
}

SupportingFeature TriangleFeature(const Triangle& triangle, const Vec3& direction) {
  SupportingFeature feature;
  const Vec3 area = AreaNormal(triangle);
  if (!IsDegenerate(triangle, area)) {
    const Vec3 normal = glm::normalize(area);
    const double along = glm::dot(normal, direction);
    if (glm::length(direction - along * normal) <= kFeatureSine) {
      feature.face_normal = along >= 0.0 ? normal : -normal;
      feature.points.assign(triangle.corners.begin(), triangle.corners.end());
      if (along < 0.0) {
        std::swap(feature.points[1], feature.points[2]);
      }
      return feature;
    }
  }
  int best = 0;
  for (int i = 1; i < 3; ++i) {
    if (glm::dot(triangle[i], direction) > glm::dot(triangle[best], direction)) {
      best = i;
    }
  }
  for (int other : {(best + 1) % 3, (best + 2) % 3}) {
    const Vec3 edge = triangle[other] - triangle[best];
    const double length = glm::length(edge);
    if (length > 0.0 && std::abs(glm::dot(edge, direction)) <= kFeatureSine * length) {
      feature.points = {triangle[best], triangle[other]};
      return feature;
    }
  }
  feature.points = {triangle[best]};
  return feature;
}

SupportingFeature HullFeature(const ConvexHull& hull, const Vec3& direction) {
  SupportingFeature feature;
  const HullFace* best_face = nullptr;
  for (const HullFace& face : hull.faces) {
    if (best_face == nullptr ||
        glm::dot(face.normal, direction) > glm::dot(best_face->normal, direction)) {
      best_face = &face;
    }
  }
  if (best_face != nullptr && glm::length(direction - glm::dot(best_face->normal, direction) *
                                                          best_face->normal) <= kFeatureSine) {
    feature.face_normal = best_face->normal;
    for (int c : best_face->corners) {
      feature.points.push_back(hull.vertices[static_cast<std::size_t>(c)]);
    }
    return feature;
  }
  std::size_t best = 0;
  for (std::size_t i = 1; i < hull.vertices.size(); ++i) {
    if (glm::dot(hull.vertices[i], direction) > glm::dot(hull.vertices[best], direction)) {
      best = i;
    }
  }
  feature.points = {hull.vertices[best]};
  double flattest = kFeatureSine;
  for (const auto& edge : hull.edges) {
    const auto p = static_cast<std::size_t>(edge[0]);
    const auto q = static_cast<std::size_t>(edge[1]);
    if (p != best && q != best) {
      continue;
    }
    const Vec3 along = hull.vertices[q] - hull.vertices[p];
    const double sine = std::abs(glm::dot(along, direction)) / glm::length(along);
    if (sine <= flattest) {
      flattest = sine;
      feature.points = {hull.vertices[p], hull.vertices[q]};
    }
  }
  return feature;
}

}  // namespace
}  // namespace supporting_face_detail

int SupportingFeatureOfBox(const OrientedBox& box, const Vec3& direction, Vec3* points,
                           Vec3* face_normal) {
  using supporting_face_detail::BoxCorner;
  const Vec3 local = glm::transpose(box.rotation) * direction;
  std::array<bool, 3> across{};  // the direction is nearly perpendicular to that axis
  int across_count = 0;
  int bits = 0;
  for (int k = 0; k < 3; ++k) {
    across[static_cast<std::size_t>(k)] = std::abs(local[k]) <= kFeatureSine;
    across_count += across[static_cast<std::size_t>(k)] ? 1 : 0;
    bits |= local[k] > 0.0 ? (1 << k) : 0;
  }
  if (across_count >= 2) {
    int axis = 0;
    for (int k = 1; k < 3; ++k) {
      axis = std::abs(local[k]) > std::abs(local[axis]) ? k : axis;
    }
    const int face = 2 * axis + ((bits >> axis) & 1);
    for (int i = 0; i < 4; ++i) {
      points[i] =
          BoxCorner(box, kBoxFaces[static_cast<std::size_t>(face)][static_cast<std::size_t>(i)]);
    }
    *face_normal = box.rotation[axis] * (((bits >> axis) & 1) ? 1.0 : -1.0);
    return 4;
  }
  if (across_count == 1) {
    const int axis = across[0] ? 0 : (across[1] ? 1 : 2);
    points[0] = BoxCorner(box, bits & ~(1 << axis));
    points[1] = BoxCorner(box, bits | (1 << axis));
    return 2;
  }
  points[0] = BoxCorner(box, bits);
  return 1;
}

SupportingFeature SupportingFeatureOf(const ConvexShape& shape, const Vec3& direction) {
  using namespace supporting_face_detail;
  return std::visit(
      Overloaded{
          [&](const ConvexPoint& p) { return FromPoints(&p.position, 1, Vec3(0.0)); },
          [&](const Segment& s) { return CoreFeature(s.start, s.end, 0.0, direction); },
          [&](const Sphere& s) {
            const Vec3 point = s.center + direction * s.radius;
            return FromPoints(&point, 1, Vec3(0.0));
          },
          [&](const Capsule& c) { return CoreFeature(c.start, c.end, c.radius, direction); },
          [&](const OrientedBox& b) {
            std::array<Vec3, 4> points{};
            Vec3 normal(0.0);
            const int count = SupportingFeatureOfBox(b, direction, points.data(), &normal);
            return FromPoints(points.data(), count, normal);
          },
          [&](const Aabb& b) {
            std::array<Vec3, 4> points{};
            Vec3 normal(0.0);
            const int count =
                SupportingFeatureOfBox(ToOrientedBox(b), direction, points.data(), &normal);
            return FromPoints(points.data(), count, normal);
          },
          [&](const Triangle& t) { return TriangleFeature(t, direction); },
          [&](const ConvexHull* h) { return HullFeature(*h, direction); },
      },
      shape);
}

}  // namespace collide
