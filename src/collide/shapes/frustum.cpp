#include "collide/shapes/frustum.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace collide {
namespace {

// Below this |f x up| (both unit) up is taken as parallel to the view: the
// camera's right would be mostly rounding (0.00006 degrees apart).
constexpr double kParallelTolerance = 1e-6;

std::string Number(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%g", value);
  return text;
}

// The camera's frame: forward, right and up, unit and right-handed.
struct CameraFrame {
  Vec3 forward;
  Vec3 right;
  Vec3 up;
};

CameraFrame FrameOf(const Frustum& frustum) {
  CameraFrame frame;
  frame.forward = glm::normalize(frustum.target - frustum.eye);
  frame.right = glm::normalize(glm::cross(frame.forward, frustum.up));
  frame.up = glm::cross(frame.right, frame.forward);
  return frame;
}

double TanHalfFov(const Frustum& frustum) {
  return std::tan(frustum.fov_deg * kPi / 360.0);
}

}  // namespace

std::optional<FrustumFault> CheckFrustum(const Frustum& frustum) {
  const std::pair<const char*, const Vec3*> vectors[] = {
      {"eye", &frustum.eye}, {"target", &frustum.target}, {"up", &frustum.up}};
  for (const auto& [field, value] : vectors) {
    if (!IsFinite(*value)) {
      return FrustumFault{field, "has a non-finite component"};
    }
  }
  const std::pair<const char*, double> numbers[] = {{"fov_deg", frustum.fov_deg},
                                                    {"aspect", frustum.aspect},
                                                    {"near", frustum.near_distance},
                                                    {"far", frustum.far_distance}};
  for (const auto& [field, value] : numbers) {
    if (!std::isfinite(value)) {
      return FrustumFault{field, "must be a finite number"};
    }
  }
  if (!(frustum.fov_deg > 0.0 && frustum.fov_deg < 180.0)) {
    return FrustumFault{
        "fov_deg", "must be between 0 and 180 degrees (exclusive), got " + Number(frustum.fov_deg)};
  }
  if (!(frustum.aspect > 0.0)) {
    return FrustumFault{"aspect", "must be > 0 (width / height), got " + Number(frustum.aspect)};
  }
  if (!(frustum.near_distance > 0.0)) {
    return FrustumFault{"near", "must be > 0, got " + Number(frustum.near_distance)};
  }
  if (!(frustum.far_distance > frustum.near_distance)) {
    return FrustumFault{"far", "must be greater than near (" + Number(frustum.near_distance) +
                                   "), got " + Number(frustum.far_distance)};
  }
  const Vec3 view = frustum.target - frustum.eye;
  if (!(glm::length(view) > 0.0)) {
    return FrustumFault{"target", "must differ from eye (the camera looks from eye at target)"};
  }
  if (!(glm::length(frustum.up) > 0.0)) {
    return FrustumFault{"up", "must not be the zero vector"};
  }
  if (glm::length(glm::cross(glm::normalize(view), glm::normalize(frustum.up))) <
      kParallelTolerance) {
    return FrustumFault{"up", "must not be parallel to the view direction (target - eye)"};
  }
  return std::nullopt;
}

std::array<FrustumPlane, 6> Planes(const Frustum& frustum) {
  const CameraFrame frame = FrameOf(frustum);
  const double tan_v = TanHalfFov(frustum);
  const double tan_h = tan_v * frustum.aspect;
  // A side plane holds the eye and the edge direction forward -+ side * tan;
  // side + forward * tan is perpendicular to both and points inwards.
  const auto through_eye = [&](const Vec3& inward) {
    const Vec3 n = glm::normalize(inward);
    return FrustumPlane{n, -glm::dot(n, frustum.eye)};
  };
  std::array<FrustumPlane, 6> planes;
  planes[kLeftPlane] = through_eye(frame.right + frame.forward * tan_h);
  planes[kRightPlane] = through_eye(-frame.right + frame.forward * tan_h);
  planes[kBottomPlane] = through_eye(frame.up + frame.forward * tan_v);
  planes[kTopPlane] = through_eye(-frame.up + frame.forward * tan_v);
  const double eye_along = glm::dot(frame.forward, frustum.eye);
  planes[kNearPlane] = FrustumPlane{frame.forward, -eye_along - frustum.near_distance};
  planes[kFarPlane] = FrustumPlane{-frame.forward, eye_along + frustum.far_distance};
  return planes;
}

std::array<Vec3, 8> Corners(const Frustum& frustum) {
  const CameraFrame frame = FrameOf(frustum);
  const double tan_v = TanHalfFov(frustum);
  std::array<Vec3, 8> corners;
  const double distances[] = {frustum.near_distance, frustum.far_distance};
  for (int i = 0; i < 2; ++i) {
    const double distance = distances[i];
    const Vec3 centre = frustum.eye + frame.forward * distance;
    const Vec3 up = frame.up * (distance * tan_v);
    const Vec3 right = frame.right * (distance * tan_v * frustum.aspect);
    const auto at = [&](int k) -> Vec3& { return corners[static_cast<std::size_t>(4 * i + k)]; };
    at(0) = centre - right - up;
    at(1) = centre + right - up;
    at(2) = centre + right + up;
    at(3) = centre - right + up;
  }
  return corners;
}

Aabb Bounds(const Frustum& frustum) {
  Aabb box{Vec3(kInfinity), Vec3(-kInfinity)};
  for (const Vec3& corner : Corners(frustum)) {
    box.min = glm::min(box.min, corner);
    box.max = glm::max(box.max, corner);
  }
  return box;
}

const char* InclusionName(Inclusion inclusion) {
  switch (inclusion) {
    case Inclusion::kInside:
      return "inside";
    case Inclusion::kOutside:
      return "outside";
    case Inclusion::kIntersecting:
      return "intersecting";
  }
  return "outside";  // not reached: every value is handled above
}

std::optional<Inclusion> InclusionFromName(std::string_view name) {
  for (Inclusion inclusion : {Inclusion::kInside, Inclusion::kOutside, Inclusion::kIntersecting}) {
    if (name == InclusionName(inclusion)) {
      return inclusion;
    }
  }
  return std::nullopt;
}

}  // namespace collide
