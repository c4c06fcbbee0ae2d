// Supporting features, shape by shape: boxes in their own frame (a face when
// two of the direction's local components are nearly 0, an edge when one
// is), triangles and hulls by their face normals and edges, round shapes by
// their cores grown along the direction.
#include "collide/manifold/supporting_face.h"

#include <array>
#include <cmath>
#include <cstddef>
#include <utility>

#include "collide/shapes/overloaded.h"

namespace collide {
namespace supporting_face_detail {
namespace {

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
  // The half axes turned towards the direction: the farthest corner is the
  // centre plus all three, and a face or an edge spans the ones the
  // direction is nearly perpendicular to. Components in plain arrays: glm's
  // operator[] is a switch, which random directions mispredict; and each
  // point is written whole from registers, as a Vec3 assembled from spilled
  // components and read back whole stalls the store forwarding (about 5 ns
  // a call).
  const Mat3& r = box.rotation;
  const std::array<double, 3> local = {glm::dot(r[0], direction), glm::dot(r[1], direction),
                                       glm::dot(r[2], direction)};
  const std::array<double, 3> half = {box.half_extents.x, box.half_extents.y, box.half_extents.z};
  std::array<Vec3, 3> toward;
  std::array<double, 3> size;  // |local[k]|
  for (std::size_t k = 0; k < 3; ++k) {
    toward[k] = r[static_cast<int>(k)] * std::copysign(half[k], local[k]);
    size[k] = std::abs(local[k]);
  }
  const int across_count =
      (size[0] <= kFeatureSine) + (size[1] <= kFeatureSine) + (size[2] <= kFeatureSine);
  if (across_count == 0) {
    points[0] = box.center + toward[0] + toward[1] + toward[2];
    return 1;
  }
  if (across_count == 1) {  // the edge along the axis the direction is across
    const std::size_t across = size[0] <= kFeatureSine ? 0 : (size[1] <= kFeatureSine ? 1 : 2);
    const Vec3 corner = box.center + toward[0] + toward[1] + toward[2];
    points[0] = corner - 2.0 * toward[across];
    points[1] = corner;
    return 2;
  }
  const std::size_t axis =
      size[0] >= size[1] ? (size[0] >= size[2] ? 0 : 2) : (size[1] >= size[2] ? 1 : 2);
  const Vec3& u = toward[(axis + 1) % 3];
  const Vec3& v = toward[(axis + 2) % 3];
  const Vec3 center = box.center + toward[axis];
  // These corners run counter-clockwise about u x v, which points out of
  // the box unless the signs of u and v differ as n's does not: reverse.
  points[0] = center + u + v;
  points[1] = center - u + v;
  points[2] = center - u - v;
  points[3] = center + u - v;
  const bool same = (local[(axis + 1) % 3] >= 0.0) == (local[(axis + 2) % 3] >= 0.0);
  if (same != (local[axis] >= 0.0)) {
    std::swap(points[1], points[3]);
  }
  *face_normal = box.rotation[static_cast<int>(axis)] * std::copysign(1.0, local[axis]);
  return 4;
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
