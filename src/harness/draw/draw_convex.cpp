// The capsule's and the convex hull's looks (draw.h's ShapeCapsule and
// ShapeHull): edges in the verdict's colour, lit faces under them in the
// solid look, as every shape with a volume.
#include <cmath>

#include "collide/shapes/capsule.h"
#include "collide/shapes/convex_hull.h"
#include "harness/draw/draw.h"

namespace harness {
namespace {

constexpr int kRoundSegments = 24;

// Half a circle of `radius` about `center` in the plane of `u` (the arc's
// middle) and `w` (its ends at +w and -w).
void HalfRing(Draw& draw, const glm::vec3& center, const glm::vec3& u, const glm::vec3& w,
              float radius, const Color& color) {
  glm::vec3 previous = center + w * radius;
  for (int k = 1; k <= kRoundSegments / 2; ++k) {
    const float angle = static_cast<float>(collide::kPi) * static_cast<float>(k) /
                        static_cast<float>(kRoundSegments / 2);
    const glm::vec3 next = center + (w * std::cos(angle) + u * std::sin(angle)) * radius;
    draw.Line(previous, next, color);
    previous = next;
  }
}

// The lit side of the capsule's body: a tube of quads between its two rings.
void LitTube(Draw& draw, const glm::vec3& a, const glm::vec3& b, const glm::vec3& u,
             const glm::vec3& v, float radius, const Color& color) {
  for (int k = 0; k < kRoundSegments; ++k) {
    const auto at = [&](int i) {
      const float angle = 2.0f * static_cast<float>(collide::kPi) * static_cast<float>(i) /
                          static_cast<float>(kRoundSegments);
      return (u * std::cos(angle) + v * std::sin(angle)) * radius;
    };
    const glm::vec3 p = at(k);
    const glm::vec3 q = at(k + 1);
    draw.LitTriangle(a + p, b + p, b + q, color);
    draw.LitTriangle(a + p, b + q, a + q, color);
  }
}

}  // namespace

void Draw::ShapeCapsule(const collide::Capsule& capsule, const Color& color) {
  const glm::vec3 a = ToFloat(capsule.start);
  const glm::vec3 b = ToFloat(capsule.end);
  const auto radius = static_cast<float>(capsule.radius);
  if (glm::length(b - a) <= 0.0f) {
    ShapeSphere(a, radius, color);
    return;
  }
  const glm::vec3 axis = glm::normalize(b - a);
  collide::Vec3 du, dv;
  collide::PerpendicularBasis(collide::Vec3(axis), &du, &dv);
  const glm::vec3 u(du), v(dv);
  if (shape_look_ == ShapeLook::kSolid) {
    const Color face = SolidFaceColor(color);
    LitSphere(a, radius, face);
    LitSphere(b, radius, face);
    LitTube(*this, a, b, u, v, radius, face);
  }
  Ring(a, axis, radius, color, kRoundSegments);
  Ring(b, axis, radius, color, kRoundSegments);
  for (const glm::vec3& side : {u, -u, v, -v}) {
    Line(a + side * radius, b + side * radius, color);
  }
  // Each cap as two half circles across each other, bulging away from the body.
  for (const glm::vec3& w : {u, v}) {
    HalfRing(*this, a, -axis, w, radius, color);
    HalfRing(*this, b, axis, w, radius, color);
  }
}

void Draw::ShapeHull(const collide::ConvexHull& hull, const Color& color) {
  const auto corner = [&](int i) { return ToFloat(hull.vertices[static_cast<std::size_t>(i)]); };
  if (shape_look_ == ShapeLook::kSolid) {
    const Color face = SolidFaceColor(color);
    for (const collide::HullFace& f : hull.faces) {
      for (std::size_t k = 2; k < f.corners.size(); ++k) {
        LitTriangle(corner(f.corners[0]), corner(f.corners[k - 1]), corner(f.corners[k]), face);
      }
    }
  }
  for (const auto& edge : hull.edges) {
    Line(corner(edge[0]), corner(edge[1]), color);
  }
  if (hull.edges.empty()) {
    for (const collide::Vec3& point : hull.vertices) {
      Point(ToFloat(point), 4.0f, color);
    }
  }
}

}  // namespace harness
