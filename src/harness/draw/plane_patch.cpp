#include "harness/draw/plane_patch.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "collide/queries/plane_intersections.h"

namespace harness {
namespace {

using collide::Aabb;
using collide::BookPlane;
using collide::Vec3;

// Past this many planes only the first ones' meetings are looked for: the
// triples grow with the cube of the count.
constexpr size_t kMeetingPlanesLimit = 24;

double Padded(double half_size) {
  return half_size + std::max(kPatchPadding * half_size, kPatchMinPadding);
}

Aabb BoundsOf(const std::vector<Vec3>& points) {
  Aabb box{points.front(), points.front()};
  for (const Vec3& p : points) {
    box.min = glm::min(box.min, p);
    box.max = glm::max(box.max, p);
  }
  return box;
}

}  // namespace

std::array<Vec3, 4> PlanePatch::Corners() const {
  const Vec3 du = u * half_size;
  const Vec3 dv = v * half_size;
  return {center - du - dv, center + du - dv, center + du + dv, center - du + dv};
}

PlanePatch PatchAcross(const BookPlane& plane, const Aabb& region) {
  PlanePatch patch;
  patch.normal = plane.normal;
  collide::PerpendicularBasis(plane.normal, &patch.u, &patch.v);
  const Vec3 middle = 0.5 * (region.min + region.max);
  patch.center = middle - plane.normal * collide::PlaneEquation(plane, middle);
  double half_size = 0.0;
  const collide::BoxCorners corners = collide::Corners(collide::BoxShape(region));
  for (const Vec3& corner : corners) {
    const Vec3 offset = corner - middle;
    half_size = std::max(
        {half_size, std::abs(glm::dot(offset, patch.u)), std::abs(glm::dot(offset, patch.v))});
  }
  patch.half_size = Padded(half_size);
  return patch;
}

PlanePatch PatchOf(const BookPlane& plane, const DrawContext& context) {
  if (context.region) {
    return PatchAcross(plane, *context.region);
  }
  PlanePatch patch;
  patch.normal = plane.normal;
  collide::PerpendicularBasis(plane.normal, &patch.u, &patch.v);
  patch.center = plane.normal * plane.distance;
  patch.half_size = 0.75 * context.scene_radius;
  return patch;
}

std::optional<Aabb> PlanesMeetingRegion(std::span<const BookPlane> planes) {
  if (planes.empty()) {
    return std::nullopt;
  }
  const size_t count = std::min(planes.size(), kMeetingPlanesLimit);
  double own = 1.0;
  std::vector<Vec3> anchors;
  for (size_t i = 0; i < count; ++i) {
    own = std::max(own, std::abs(planes[i].distance));
    anchors.push_back(planes[i].normal * planes[i].distance);
  }
  const double far = kFarMeeting * own;
  std::vector<Vec3> meetings;
  const auto keep = [&](const Vec3& p) {
    if (collide::IsFinite(p) && glm::length(p) <= far) {
      meetings.push_back(p);
    }
  };
  for (size_t i = 0; i < count; ++i) {
    for (size_t j = i + 1; j < count; ++j) {
      if (const auto line = collide::IntersectionLine(planes[i], planes[j])) {
        keep(line->point);
      }
      for (size_t k = j + 1; k < count; ++k) {
        if (const auto point = collide::IntersectionPoint(planes[i], planes[j], planes[k])) {
          keep(*point);
        }
      }
    }
  }
  return BoundsOf(meetings.empty() ? anchors : meetings);
}

std::optional<std::array<Vec3, 2>> PatchesMeet(const PlanePatch& a, const PlanePatch& b,
                                               const Vec3& line_point, const Vec3& line_direction) {
  double t0 = -std::numeric_limits<double>::infinity();
  double t1 = std::numeric_limits<double>::infinity();
  // On each patch's two axes the line's offset from the centre is linear in
  // t and must stay within the half size.
  for (const PlanePatch* patch : {&a, &b}) {
    for (const Vec3& axis : {patch->u, patch->v}) {
      const double at = glm::dot(line_point - patch->center, axis);
      const double rate = glm::dot(line_direction, axis);
      if (std::abs(rate) < 1e-12) {
        if (std::abs(at) > patch->half_size) {
          return std::nullopt;
        }
        continue;
      }
      double from = (-patch->half_size - at) / rate;
      double to = (patch->half_size - at) / rate;
      if (from > to) {
        std::swap(from, to);
      }
      t0 = std::max(t0, from);
      t1 = std::min(t1, to);
    }
  }
  if (!(t0 < t1)) {
    return std::nullopt;
  }
  return std::array<Vec3, 2>{line_point + line_direction * t0, line_point + line_direction * t1};
}

}  // namespace harness
