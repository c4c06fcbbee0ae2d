#include "harness/camera.h"

#include <algorithm>
#include <cmath>
#include <glm/gtc/matrix_transform.hpp>

namespace harness {
namespace {

constexpr float kDegreesPerPixel = 0.3f;
// Stops short of the poles, where the view's up vector would flip.
constexpr float kMaxPitchDeg = 89.0f;
constexpr float kZoomPerWheelStep = 0.9f;

}  // namespace

void Camera::SetHome(const CameraHome& home) {
  home_ = home;
  Reset();
}

void Camera::Reset() {
  target = home_.target;
  distance = home_.distance;
  yaw_deg = home_.yaw_deg;
  pitch_deg = home_.pitch_deg;
  fov_y_deg = home_.fov_y_deg;
  near_plane = home_.near_plane;
  far_plane = home_.far_plane;
}

void Camera::Update(float dt) {
  if (auto_rotate) {
    yaw_deg = std::fmod(yaw_deg + kAutoRotateDegPerSecond * dt, 360.0f);
  }
}

void Camera::Orbit(float dx_pixels, float dy_pixels) {
  yaw_deg = std::fmod(yaw_deg - dx_pixels * kDegreesPerPixel, 360.0f);
  pitch_deg = std::clamp(pitch_deg - dy_pixels * kDegreesPerPixel, -kMaxPitchDeg, kMaxPitchDeg);
}

void Camera::Pan(float dx_pixels, float dy_pixels, int viewport_height) {
  if (viewport_height <= 0) {
    return;
  }
  // One pixel of drag moves the target by one pixel's worth of world at the
  // target's depth, so the point under the cursor stays under it.
  const float world_per_pixel =
      2.0f * distance * std::tan(glm::radians(fov_y_deg) * 0.5f) / viewport_height;
  const glm::mat4 view = View();
  const glm::vec3 right(view[0][0], view[1][0], view[2][0]);
  const glm::vec3 up(view[0][1], view[1][1], view[2][1]);
  target += (-dx_pixels * right + dy_pixels * up) * world_per_pixel;
}

void Camera::Zoom(float wheel_steps) {
  distance = std::clamp(distance * std::pow(kZoomPerWheelStep, wheel_steps), near_plane * 10.0f,
                        far_plane * 0.5f);
}

glm::vec3 Camera::Position() const {
  const float yaw = glm::radians(yaw_deg);
  const float pitch = glm::radians(pitch_deg);
  const glm::vec3 offset(std::cos(pitch) * std::sin(yaw), -std::sin(pitch),
                         std::cos(pitch) * std::cos(yaw));
  return target + distance * offset;
}

glm::mat4 Camera::View() const {
  return glm::lookAt(Position(), target, glm::vec3(0, 1, 0));
}

glm::mat4 Camera::Projection(int viewport_width, int viewport_height) const {
  const float aspect = (viewport_width > 0 && viewport_height > 0)
                           ? static_cast<float>(viewport_width) / viewport_height
                           : 1.0f;
  return glm::perspective(glm::radians(fov_y_deg), aspect, near_plane, far_plane);
}

bool Camera::WorldToScreen(const glm::vec3& world, int viewport_width, int viewport_height,
                           glm::vec2* screen) const {
  const glm::vec4 clip =
      Projection(viewport_width, viewport_height) * View() * glm::vec4(world, 1.0f);
  if (clip.w <= 0.0f) {
    return false;
  }
  const glm::vec3 ndc = glm::vec3(clip) / clip.w;
  screen->x = (ndc.x * 0.5f + 0.5f) * viewport_width;
  screen->y = (1.0f - (ndc.y * 0.5f + 0.5f)) * viewport_height;
  return true;
}

}  // namespace harness
