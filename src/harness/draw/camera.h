#pragma once

// The orbit camera every sample is seen through: its pose, how the mouse
// moves it, and its projection through the view rectangle the panels leave.
// The host owns it (the Application, or a HeadlessHost nobody looks through);
// a sample reaches it with Sample::camera(), mostly to frame its scene with
// FrameHome.

#include <glm/glm.hpp>
#include <optional>
#include <utility>
#include <vector>

#include "harness/draw/rect.h"

namespace harness {

// A camera's pose and lens: where it starts, what Reset returns to, and (as
// Camera's base) where it is now. The defaults are the tutorial's: orbiting the origin at distance
// 20, yaw 120°, pitch -10° (looking slightly down), 60° vertical field of view, near 0.01, far
// 1000.
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
//
// It draws over the whole framebuffer but looks through the view rectangle,
// the part no panel covers (SetViewport): the target shows at the
// rectangle's centre and the field of view spans its height.
class Camera : public CameraHome {
 public:
  static constexpr float kAutoRotateDegPerSecond = 45.0f;

  Camera() { SetHome(CameraHome{}); }

  // Makes `home` the pose Reset returns to, and moves there.
  void SetHome(const CameraHome& home);
  // Like SetHome with `home`'s angles, field of view and clip planes, aimed
  // at the centre of the points' bounds from the nearest distance at which
  // every point shows inside the view rectangle, at every turn of the
  // auto-rotation. The framing follows the view rectangle when its shape
  // changes (a resized window, a collapsed panel), until the next SetHome.
  void FrameHome(const CameraHome& home, std::vector<glm::vec3> points);
  void Reset();

  // The framebuffer (pixels) and the view rectangle within it (pixels, origin
  // top left). Until set, the view is a square framebuffer's whole.
  void SetViewport(int framebuffer_width, int framebuffer_height, const Rect& view);
  const Rect& view_rect() const { return view_; }
  int framebuffer_width() const { return framebuffer_width_; }
  int framebuffer_height() const { return framebuffer_height_; }

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

  // Projection and view for the framebuffer given to SetViewport: clip
  // space covers the whole framebuffer, the view rectangle frames the scene.
  glm::mat4 ViewProjection() const;
  // Framebuffer pixel (origin top left) of a world point through
  // ViewProjection; false when the point is behind the camera.
  bool WorldToScreen(const glm::vec3& world, glm::vec2* screen) const;
  // The part of the segment a-b that shows inside the view rectangle (and
  // in front of the near plane), as its two ends; nullopt when none does.
  // Lines drawn through ViewProjection otherwise reach across the whole
  // framebuffer, behind the see-through panels.
  std::optional<std::pair<glm::vec3, glm::vec3>> ClipToView(const glm::vec3& a,
                                                            const glm::vec3& b) const;

  bool auto_rotate = true;
  // How fast auto_rotate turns the view. The shell sets it back to
  // kAutoRotateDegPerSecond as each sample starts; a sample may slow it
  // (moving-balls turns its room 6 degrees a second), and the user's
  // auto-rotate switch still turns it on and off.
  float auto_rotate_deg_per_second = kAutoRotateDegPerSecond;
  // 0: auto_rotate turns all the way round. Above 0: it swings back and
  // forth within this many degrees either side of the home yaw, as for
  // shapes that all lie in one plane, which a full turn would show edge-on.
  // The shell sets it back to 0 as each sample starts.
  float auto_rotate_swing_deg = 0.0f;
  // A drag or an orbit is in progress (the mouse's, mouse_interaction.h):
  // every automatic turn waits, auto_rotate and samples' own, so what is
  // under the cursor stays there; the user's auto_rotate is kept.
  bool held = false;

 private:
  // The home distance at which `framed_points_` fit the view rectangle.
  float FramingDistance(const CameraHome& home) const;

  CameraHome home_;
  int framebuffer_width_ = 1;
  int framebuffer_height_ = 1;
  Rect view_{0.0f, 0.0f, 1.0f, 1.0f};
  std::vector<glm::vec3> framed_points_;  // empty: home set by SetHome
  float framed_aspect_ = 1.0f;            // the view's shape they were framed for
  float swing_direction_ = 1.0f;          // +1 or -1, while auto_rotate_swing_deg > 0
};

// The unit normal of the one plane all `points` lie in (to a millionth of
// their spread), or nothing: fewer than three points, all on one line, not
// flat, or more than 512 points. Its sign is arbitrary.
std::optional<glm::vec3> CommonPlaneNormal(const std::vector<glm::vec3>& points);

}  // namespace harness
