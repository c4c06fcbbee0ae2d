#include "harness/sample_api/picking.h"

#include <algorithm>
#include <cmath>

#include "collide/convex/convex_raycast.h"
#include "collide/queries/raycast.h"

namespace harness {
namespace {

using collide::Vec3;

// ClosestOnAxis gives up when the ray runs within this angle of the axis:
// there the closest point moves hundreds of units for a pixel of cursor.
const double kMinAxisSine = std::sin(collide::kPi / 180.0);

std::optional<double> CastSheet(const collide::Ray& ray, const PickSheet& sheet) {
  const auto hit = collide::Raycast(ray, sheet.plane);
  if (!hit) {
    return std::nullopt;
  }
  // The drawn square (Draw::WirePlane) spans the same basis.
  Vec3 u;
  Vec3 v;
  collide::PerpendicularBasis(glm::normalize(sheet.plane.normal), &u, &v);
  const Vec3 offset = hit->point - sheet.plane.point;
  if (std::abs(glm::dot(offset, u)) > sheet.half_size ||
      std::abs(glm::dot(offset, v)) > sheet.half_size) {
    return std::nullopt;
  }
  return hit->t;
}

std::optional<double> Cast(const collide::Ray& ray, const PickShape& shape, double handle_slope) {
  std::optional<collide::RayHit> hit;
  if (const auto* sphere = std::get_if<collide::Sphere>(&shape)) {
    hit = collide::Raycast(ray, *sphere);
  } else if (const auto* box = std::get_if<collide::BoxShape>(&shape)) {
    hit = collide::Raycast(ray, *box);
  } else if (const auto* capsule = std::get_if<collide::Capsule>(&shape)) {
    hit = collide::Raycast(ray, *capsule);
  } else if (const auto* hull = std::get_if<PickHull>(&shape)) {
    hit = *hull != nullptr ? collide::Raycast(ray, **hull) : std::nullopt;
  } else if (const auto* handle = std::get_if<PickHandle>(&shape)) {
    const double distance = glm::length(handle->center - ray.origin);
    hit = collide::Raycast(ray, collide::Sphere{handle->center, handle_slope * distance});
  } else {
    return CastSheet(ray, std::get<PickSheet>(shape));
  }
  if (!hit) {
    return std::nullopt;
  }
  return hit->t;
}

}  // namespace

std::string VelocityHandleId(const std::string& shape_id) {
  return shape_id + kVelocityHandle;
}

std::optional<std::string> ShapeOfVelocityHandle(const std::string& id) {
  const std::string suffix = kVelocityHandle;
  if (id.size() <= suffix.size() || id.compare(id.size() - suffix.size(), suffix.size(), suffix)) {
    return std::nullopt;
  }
  return id.substr(0, id.size() - suffix.size());
}

std::optional<collide::Ray> CursorRay(const Camera& camera, const glm::dvec2& cursor,
                                      const glm::dvec2& content_scale) {
  const auto width = static_cast<double>(camera.framebuffer_width());
  const auto height = static_cast<double>(camera.framebuffer_height());
  if (!(width > 0.0 && height > 0.0)) {
    return std::nullopt;
  }
  // Window coordinates to framebuffer pixels to normalised device
  // coordinates, which ViewProjection maps the whole framebuffer to.
  const glm::dvec2 pixel = cursor * content_scale;
  const double ndc_x = 2.0 * pixel.x / width - 1.0;
  const double ndc_y = 1.0 - 2.0 * pixel.y / height;
  const glm::dmat4 inverse = glm::inverse(glm::dmat4(camera.ViewProjection()));
  // The far plane's point: far from the eye, so the float matrix's rounding
  // hardly turns the direction.
  const glm::dvec4 far = inverse * glm::dvec4(ndc_x, ndc_y, 1.0, 1.0);
  if (far.w == 0.0) {
    return std::nullopt;
  }
  const Vec3 origin(camera.Position());
  return collide::MakeRay(origin, Vec3(far) / far.w - origin);
}

double HandleSlope(const Camera& camera, const glm::dvec2& cursor,
                   const glm::dvec2& content_scale) {
  const auto a = CursorRay(camera, cursor, content_scale);
  const auto b = CursorRay(camera, cursor + glm::dvec2(kHandlePixels, 0.0), content_scale);
  if (!a || !b) {
    return 0.0;
  }
  // tan of the angle the handle's pixels span.
  return glm::length(glm::cross(a->direction, b->direction)) / glm::dot(a->direction, b->direction);
}

std::optional<PickHit> Pick(const std::vector<PickProxy>& proxies, const collide::Ray& ray,
                            double handle_slope) {
  std::optional<PickHit> best;
  std::optional<PickHit> best_sheet;
  for (std::size_t i = 0; i < proxies.size(); ++i) {
    const auto t = Cast(ray, proxies[i].shape, handle_slope);
    if (!t) {
      continue;
    }
    auto& slot = std::holds_alternative<PickSheet>(proxies[i].shape) ? best_sheet : best;
    if (!slot || *t < slot->t) {
      slot = PickHit{i, *t};
    }
  }
  return best ? best : best_sheet;
}

Vec3 ViewDirection(const Camera& camera) {
  return glm::normalize(Vec3(camera.target) - Vec3(camera.Position()));
}

std::optional<Vec3> OnViewPlane(const collide::Ray& ray, const Vec3& center,
                                const Vec3& view_direction) {
  const double along = glm::dot(ray.direction, view_direction);
  if (!(along > 1e-9)) {
    return std::nullopt;
  }
  const double t = glm::dot(center - ray.origin, view_direction) / along;
  if (!(t >= 0.0) || !std::isfinite(t)) {
    return std::nullopt;
  }
  return ray.origin + t * ray.direction;
}

std::optional<Vec3> ClosestOnAxis(const collide::Ray& ray, const Vec3& point, const Vec3& axis) {
  const Vec3 a = glm::normalize(axis);
  const double b = glm::dot(a, ray.direction);
  const double denominator = 1.0 - b * b;  // the sine squared of their angle
  if (!(denominator > kMinAxisSine * kMinAxisSine)) {
    return std::nullopt;
  }
  // Where d/ds and d/dt of |point + s a - (origin + t d)|^2 both vanish.
  const Vec3 w = point - ray.origin;
  const double s = (b * glm::dot(ray.direction, w) - glm::dot(a, w)) / denominator;
  return point + s * a;
}

Vec3 AlongViewMove(const Camera& camera, const glm::dvec2& content_scale, const Vec3& center,
                   const glm::dvec2& start, const glm::dvec2& cursor) {
  const Vec3 forward = ViewDirection(camera);
  const auto a = CursorRay(camera, start, content_scale);
  const auto b = CursorRay(camera, start + glm::dvec2(0.0, 1.0), content_scale);
  if (!a || !b) {
    return Vec3(0.0);
  }
  const auto pa = OnViewPlane(*a, center, forward);
  const auto pb = OnViewPlane(*b, center, forward);
  if (!pa || !pb) {
    return Vec3(0.0);
  }
  const double world_per_pixel = glm::length(*pb - *pa);
  return forward * ((start.y - cursor.y) * world_per_pixel);
}

Color HoverColor(const Color& color) {
  return {0.5f * (color.r + 1.0f), 0.5f * (color.g + 1.0f), 0.5f * (color.b + 1.0f), color.a};
}

std::vector<glm::vec3> FramePointsOf(const std::vector<PickProxy>& proxies,
                                     const std::vector<std::string>& ids) {
  std::vector<glm::vec3> points;
  const auto wanted = [&ids](const std::string& id) {
    const std::string shape = ShapeOfVelocityHandle(id).value_or(id);
    return ids.empty() || std::find(ids.begin(), ids.end(), shape) != ids.end();
  };
  for (const PickProxy& proxy : proxies) {
    if (!wanted(proxy.id)) {
      continue;
    }
    if (const auto* sphere = std::get_if<collide::Sphere>(&proxy.shape)) {
      for (int axis = 0; axis < 3; ++axis) {
        collide::Vec3 step(0.0);
        step[axis] = sphere->radius;
        points.push_back(ToFloat(sphere->center + step));
        points.push_back(ToFloat(sphere->center - step));
      }
    } else if (const auto* box = std::get_if<collide::BoxShape>(&proxy.shape)) {
      for (const collide::Vec3& corner : collide::Corners(*box)) {
        points.push_back(ToFloat(corner));
      }
    } else if (const auto* sheet = std::get_if<PickSheet>(&proxy.shape)) {
      if (!(glm::length(sheet->plane.normal) > 0.0)) {
        points.push_back(ToFloat(sheet->plane.point));
        continue;
      }
      const collide::Vec3 n = glm::normalize(sheet->plane.normal);
      const collide::Vec3 u = glm::normalize(
          glm::cross(n, std::abs(n.x) < 0.9 ? collide::Vec3(1, 0, 0) : collide::Vec3(0, 1, 0)));
      const collide::Vec3 v = glm::cross(n, u);
      for (const double su : {-1.0, 1.0}) {
        for (const double sv : {-1.0, 1.0}) {
          points.push_back(ToFloat(sheet->plane.point + sheet->half_size * (su * u + sv * v)));
        }
      }
    } else if (const auto* handle = std::get_if<PickHandle>(&proxy.shape)) {
      points.push_back(ToFloat(handle->center));
    }
  }
  // A shape too far out to frame is left out, never a NaN in the camera.
  std::erase_if(points, [](const glm::vec3& p) {
    return !std::isfinite(p.x) || !std::isfinite(p.y) || !std::isfinite(p.z);
  });
  return points;
}

}  // namespace harness
