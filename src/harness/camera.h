#pragma once

#include <glm/glm.hpp>

namespace harness {

// Where a camera starts and what Reset returns to. The defaults are the
// tutorial's: orbiting the origin at distance 20, yaw 120°, pitch -10°
// (looking slightly down), 60° vertical field of view, near 0.01, far 1000.
struct CameraHome {
  glm::vec3 target{0.0f};
  float distance = 20.0f;
  float yaw_deg = 120.0f;
  float pitch_deg = -10.0f;
  float fov_y_deg = 60.0f;
  float near_plane = 0.01f;
  float far_plane = 1000.0f;
};

// An orbit camera: left drag orbits, the wheel zooms, right or middle drag
// pans; the tutorial's slow turn about the vertical axis is a toggle.
class Camera {
 public:
  static constexpr float kAutoRotateDegPerSecond = 45.0f;

  Camera() { SetHome(CameraHome{}); }

  // Makes `home` the pose Reset returns to, and moves there.
  void SetHome(const CameraHome& home);
  void Reset();

  void Update(float dt);
  void Orbit(float dx_pixels, float dy_pixels);
  void Pan(float dx_pixels, float dy_pixels, int viewport_height);
  void Zoom(float wheel_steps);

  glm::vec3 Position() const;
  glm::mat4 View() const;
  // A zero-sized viewport (a minimised window) gets aspect 1, never a
  // division by zero.
  glm::mat4 Projection(int viewport_width, int viewport_height) const;
  // Window pixel (origin top left) of a world point, for tests and labels;
  // false when the point is behind the camera.
  bool WorldToScreen(const glm::vec3& world, int viewport_width, int viewport_height,
                     glm::vec2* screen) const;

  bool auto_rotate = true;
  glm::vec3 target{0.0f};
  float distance = 20.0f;
  float yaw_deg = 120.0f;
  float pitch_deg = -10.0f;
  float fov_y_deg = 60.0f;
  float near_plane = 0.01f;
  float far_plane = 1000.0f;

 private:
  CameraHome home_;
};

}  // namespace harness
