#include "harness/draw/camera.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <glm/gtc/matrix_transform.hpp>

namespace harness {
namespace {

constexpr float kDegreesPerPixel = 0.3f;
// Stops short of the poles, where the view's up vector would flip.
constexpr float kMaxPitchDeg = 89.0f;
constexpr float kZoomPerWheelStep = 0.9f;
// FrameHome: points stay this far inside the view's edges (in normalised
// device coordinates), checked at this many yaws around the full turn.
constexpr float kFramingMargin = 0.92f;
constexpr int kFramingTurns = 16;
constexpr float kFramingStep = 1.05f;

float AspectOf(float width, float height) {
  return width > 0.0f && height > 0.0f ? width / height : 1.0f;
}

// Maps the view rectangle's clip space onto the whole framebuffer's.
glm::mat4 ViewToFramebuffer(int framebuffer_width, int framebuffer_height, const Rect& view) {
  glm::mat4 m(1.0f);
  if (framebuffer_width <= 0 || framebuffer_height <= 0 || view.IsEmpty()) {
    return m;
  }
  const auto w = static_cast<float>(framebuffer_width);
  const auto h = static_cast<float>(framebuffer_height);
  m[0][0] = view.width / w;
  m[1][1] = view.height / h;
  m[3][0] = 2.0f * view.Center().x / w - 1.0f;
  m[3][1] = 1.0f - 2.0f * view.Center().y / h;
  return m;
}

}  // namespace

void Camera::SetHome(const CameraHome& home) {
  framed_points_.clear();
  home_ = home;
  Reset();
}

void Camera::FrameHome(const CameraHome& home, std::vector<glm::vec3> points) {
  framed_points_ = std::move(points);
  home_ = home;
  if (!framed_points_.empty()) {
    glm::vec3 low = framed_points_[0];
    glm::vec3 high = low;
    for (const glm::vec3& p : framed_points_) {
      low = glm::min(low, p);
      high = glm::max(high, p);
    }
    home_.target = 0.5f * (low + high);
    framed_aspect_ = AspectOf(view_.width, view_.height);
    home_.distance = FramingDistance(home_);
  }
  Reset();
}

float Camera::FramingDistance(const CameraHome& home) const {
  float radius = 0.0f;
  for (const glm::vec3& p : framed_points_) {
    radius = std::max(radius, glm::length(p - home.target));
  }
  radius = std::max(radius, home.near_plane * 10.0f);
  const glm::mat4 projection =
      glm::perspective(glm::radians(home.fov_y_deg), AspectOf(view_.width, view_.height),
                       home.near_plane, home.far_plane);
  Camera probe;
  probe.home_ = home;
  probe.Reset();
  for (float distance = radius; distance < home.far_plane * 0.5f; distance *= kFramingStep) {
    probe.distance = distance;
    bool inside = true;
    for (int turn = 0; turn < kFramingTurns && inside; ++turn) {
      probe.yaw_deg = home.yaw_deg + 360.0f * static_cast<float>(turn) / kFramingTurns;
      const glm::mat4 view_projection = projection * probe.View();
      for (const glm::vec3& p : framed_points_) {
        const glm::vec4 clip = view_projection * glm::vec4(p, 1.0f);
        if (!(clip.w > 0.0f) || std::abs(clip.x) > kFramingMargin * clip.w ||
            std::abs(clip.y) > kFramingMargin * clip.w || std::abs(clip.z) > clip.w) {
          inside = false;
          break;
        }
      }
    }
    if (inside) {
      return distance;
    }
  }
  return home.far_plane * 0.5f;
}

void Camera::SetViewport(int framebuffer_width, int framebuffer_height, const Rect& view) {
  framebuffer_width_ = framebuffer_width;
  framebuffer_height_ = framebuffer_height;
  view_ = view;
  const float aspect = AspectOf(view.width, view.height);
  if (framed_points_.empty() || view.IsEmpty() ||
      std::abs(aspect - framed_aspect_) <= 0.005f * framed_aspect_) {
    return;
  }
  // Keeps the user's zoom relative to home.
  framed_aspect_ = aspect;
  const float framed = FramingDistance(home_);
  distance *= framed / home_.distance;
  home_.distance = framed;
}

void Camera::Reset() {
  static_cast<CameraHome&>(*this) = home_;
}

void Camera::Update(float dt) {
  if (!auto_rotate || held) {
    return;
  }
  if (auto_rotate_swing_deg <= 0.0f) {
    yaw_deg = std::fmod(yaw_deg + auto_rotate_deg_per_second * dt, 360.0f);
    return;
  }
  // How far from home, the shorter way round.
  float off = std::remainder(yaw_deg - home_.yaw_deg, 360.0f);
  off += swing_direction_ * auto_rotate_deg_per_second * dt;
  if (off > auto_rotate_swing_deg) {
    off = auto_rotate_swing_deg;
    swing_direction_ = -1.0f;
  } else if (off < -auto_rotate_swing_deg) {
    off = -auto_rotate_swing_deg;
    swing_direction_ = 1.0f;
  }
  yaw_deg = home_.yaw_deg + off;
}

std::optional<glm::vec3> CommonPlaneNormal(const std::vector<glm::vec3>& points) {
  // Pairs of points are tried: a crowd is not a flat scene anyway.
  constexpr std::size_t kMostPoints = 512;
  if (points.size() < 3 || points.size() > kMostPoints) {
    return std::nullopt;
  }
  // The widest triangle of the first point with two others spans the plane.
  float spread = 0.0f;
  for (const glm::vec3& p : points) {
    spread = std::max(spread, glm::length(p - points[0]));
  }
  glm::vec3 best(0.0f);
  for (std::size_t i = 1; i < points.size(); ++i) {
    for (std::size_t j = i + 1; j < points.size(); ++j) {
      const glm::vec3 n = glm::cross(points[i] - points[0], points[j] - points[0]);
      if (glm::length(n) > glm::length(best)) {
        best = n;
      }
    }
  }
  if (!(spread > 0.0f) || glm::length(best) <= 1e-6f * spread * spread) {
    return std::nullopt;  // one point, or all on a line
  }
  const glm::vec3 normal = glm::normalize(best);
  for (const glm::vec3& p : points) {
    if (std::abs(glm::dot(p - points[0], normal)) > 1e-6f * spread) {
      return std::nullopt;
    }
  }
  return normal;
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
  const float aspect =
      AspectOf(static_cast<float>(viewport_width), static_cast<float>(viewport_height));
  return glm::perspective(glm::radians(fov_y_deg), aspect, near_plane, far_plane);
}

glm::mat4 Camera::ViewProjection() const {
  const float aspect = view_.IsEmpty() ? 1.0f : AspectOf(view_.width, view_.height);
  return ViewToFramebuffer(framebuffer_width_, framebuffer_height_, view_) *
         glm::perspective(glm::radians(fov_y_deg), aspect, near_plane, far_plane) * View();
}

bool Camera::WorldToScreen(const glm::vec3& world, glm::vec2* screen) const {
  const glm::vec4 clip = ViewProjection() * glm::vec4(world, 1.0f);
  if (clip.w <= 0.0f) {
    return false;
  }
  const glm::vec3 ndc = glm::vec3(clip) / clip.w;
  screen->x = (ndc.x * 0.5f + 0.5f) * static_cast<float>(framebuffer_width_);
  screen->y = (0.5f - ndc.y * 0.5f) * static_cast<float>(framebuffer_height_);
  return true;
}

std::optional<std::pair<glm::vec3, glm::vec3>> Camera::ClipToView(const glm::vec3& a,
                                                                  const glm::vec3& b) const {
  const glm::mat4 view_projection = ViewProjection();
  const glm::vec4 ca = view_projection * glm::vec4(a, 1.0f);
  const glm::vec4 cb = view_projection * glm::vec4(b, 1.0f);
  const auto fw = static_cast<float>(framebuffer_width_);
  const auto fh = static_cast<float>(framebuffer_height_);
  // The view rectangle in normalised device coordinates (y up).
  const float x_min = 2.0f * view_.x / fw - 1.0f;
  const float x_max = 2.0f * view_.Right() / fw - 1.0f;
  const float y_min = 1.0f - 2.0f * view_.Bottom() / fh;
  const float y_max = 1.0f - 2.0f * view_.y / fh;
  // Clip coordinates are linear along the segment, so each bound is a
  // linear function of t that must stay >= 0 (Liang-Barsky).
  const auto bounds = [&](const glm::vec4& c) {
    return std::array<float, 5>{c.x - x_min * c.w, x_max * c.w - c.x, c.y - y_min * c.w,
                                y_max * c.w - c.y, c.z + c.w};
  };
  const std::array<float, 5> fa = bounds(ca);
  const std::array<float, 5> fb = bounds(cb);
  float t0 = 0.0f;
  float t1 = 1.0f;
  for (std::size_t k = 0; k < fa.size(); ++k) {
    if (fa[k] < 0.0f && fb[k] < 0.0f) {
      return std::nullopt;
    }
    if (fa[k] < 0.0f) {
      t0 = std::max(t0, fa[k] / (fa[k] - fb[k]));
    } else if (fb[k] < 0.0f) {
      t1 = std::min(t1, fa[k] / (fa[k] - fb[k]));
    }
  }
  if (t0 >= t1) {
    return std::nullopt;
  }
  return std::pair{a + t0 * (b - a), a + t1 * (b - a)};
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
