#include "harness/draw/draw.h"

#include <algorithm>
#include <cmath>
#include <glm/gtc/matrix_transform.hpp>

#include "collide/shapes/vec.h"

namespace harness {
namespace {

void FloatCorners(const collide::BoxShape& box, glm::vec3 (&points)[8]) {
  const collide::BoxCorners corners = collide::Corners(box);
  for (size_t i = 0; i < corners.size(); ++i) {
    points[i] = ToFloat(corners[i]);
  }
}

}  // namespace

void Draw::Line(const collide::Vec3& a, const collide::Vec3& b, const Color& color) {
  Line(ToFloat(a), ToFloat(b), color);
}

void Draw::Point(const collide::Vec3& p, float size, const Color& color) {
  Point(ToFloat(p), size, color);
}

void Draw::WireSphere(const collide::Sphere& sphere, const Color& color) {
  WireSphere(ToFloat(sphere.center), static_cast<float>(sphere.radius), color);
}

void Draw::Text(const collide::Vec3& position, std::string_view text, const Color& color) {
  Text(ToFloat(position), text, color);
}

void Draw::Triangle(const collide::Vec3& a, const collide::Vec3& b, const collide::Vec3& c,
                    const Color& color) {
  Triangle(ToFloat(a), ToFloat(b), ToFloat(c), color);
}

void Draw::DrawMesh(MeshId mesh, const glm::vec3& position, const glm::quat& rotation,
                    const glm::vec3& scale, const Color& color) {
  const glm::mat4 model = glm::translate(glm::mat4(1.0f), position) * glm::mat4_cast(rotation) *
                          glm::scale(glm::mat4(1.0f), scale);
  DrawMesh(mesh, model, color);
}

void Draw::WireTriangle(const glm::vec3& a, const glm::vec3& b, const glm::vec3& c,
                        const Color& color) {
  Line(a, b, color);
  Line(b, c, color);
  Line(c, a, color);
}

void Draw::WireTriangle(const collide::Vec3& a, const collide::Vec3& b, const collide::Vec3& c,
                        const Color& color) {
  WireTriangle(ToFloat(a), ToFloat(b), ToFloat(c), color);
}

void Draw::Axes(const glm::vec3& origin, float length) {
  Line(origin, origin + glm::vec3(length, 0, 0), colors::kRed);
  Line(origin, origin + glm::vec3(0, length, 0), colors::kGreen);
  Line(origin, origin + glm::vec3(0, 0, length), colors::kBlue);
}

void Draw::WireHexahedron(const glm::vec3 (&c)[8], const Color& color) {
  // Corners one bit apart share an edge.
  static constexpr int kEdges[12][2] = {{0, 1}, {2, 3}, {4, 5}, {6, 7}, {0, 2}, {1, 3},
                                        {4, 6}, {5, 7}, {0, 4}, {1, 5}, {2, 6}, {3, 7}};
  for (const auto& e : kEdges) {
    Line(c[e[0]], c[e[1]], color);
  }
}

void Draw::WireBox(const collide::BoxShape& box, const Color& color) {
  glm::vec3 points[8];
  FloatCorners(box, points);
  WireHexahedron(points, color);
}

void Draw::ShapeSphere(const glm::vec3& center, float radius, const Color& color) {
  if (shape_look_ == ShapeLook::kSolid) {
    LitSphere(center, radius, SolidFaceColor(color));
  }
  WireSphere(center, radius, color);
}

void Draw::ShapeSphere(const collide::Sphere& sphere, const Color& color) {
  ShapeSphere(ToFloat(sphere.center), static_cast<float>(sphere.radius), color);
}

void Draw::ShapeHexahedron(const glm::vec3 (&c)[8], const Color& color) {
  if (shape_look_ == ShapeLook::kSolid) {
    // Each face by its four corners in collide's order (bit 0: x, bit 1: y,
    // bit 2: z), as two triangles.
    static constexpr int kFaces[6][4] = {{0, 2, 6, 4}, {1, 3, 7, 5}, {0, 1, 5, 4},
                                         {2, 3, 7, 6}, {0, 1, 3, 2}, {4, 5, 7, 6}};
    const Color face = SolidFaceColor(color);
    for (const auto& f : kFaces) {
      LitTriangle(c[f[0]], c[f[1]], c[f[2]], face);
      LitTriangle(c[f[0]], c[f[2]], c[f[3]], face);
    }
  }
  WireHexahedron(c, color);
}

void Draw::ShapeBox(const collide::BoxShape& box, const Color& color) {
  glm::vec3 points[8];
  FloatCorners(box, points);
  ShapeHexahedron(points, color);
}

namespace {

// Unit directions across `normal` (any length but zero), in float.
void Across(const glm::vec3& normal, glm::vec3* u, glm::vec3* v) {
  collide::Vec3 du, dv;
  collide::PerpendicularBasis(glm::normalize(collide::Vec3(normal)), &du, &dv);
  *u = glm::vec3(du);
  *v = glm::vec3(dv);
}

}  // namespace

void Draw::Ring(const glm::vec3& center, const glm::vec3& normal, float radius, const Color& color,
                int segments) {
  glm::vec3 u, v;
  Across(normal, &u, &v);
  glm::vec3 previous = center + u * radius;
  for (int k = 1; k <= segments; ++k) {
    const double angle = 2.0 * collide::kPi * k / segments;
    const glm::vec3 next = center + (u * static_cast<float>(std::cos(angle)) +
                                     v * static_cast<float>(std::sin(angle))) *
                                        radius;
    Line(previous, next, color);
    previous = next;
  }
}

void Draw::WirePlane(const glm::vec3& point, const glm::vec3& normal, float half_size,
                     const Color& color, int divisions) {
  glm::vec3 u, v;
  Across(normal, &u, &v);
  for (int i = 0; i <= divisions; ++i) {
    const float s =
        half_size * (2.0f * static_cast<float>(i) / static_cast<float>(divisions) - 1.0f);
    Line(point + u * s - v * half_size, point + u * s + v * half_size, color);
    Line(point - u * half_size + v * s, point + u * half_size + v * s, color);
  }
}

void Draw::Marker(const glm::vec3& point, const glm::vec3& normal, float size, const Color& color,
                  float life) {
  Ring(point, normal, size * (0.8f + 1.7f * life), color, 20);
  Ring(point, normal, size * (0.4f + 0.8f * life), color, 12);
  Line(point, point + glm::normalize(normal) * size * (2.0f - life), color);
  if (life < 0.5f) {
    Point(point, 6.0f, color);
  }
}

bool IsValidMesh(std::span<const glm::vec3> vertices, std::span<const uint32_t> indices) {
  return !indices.empty() && indices.size() % 3 == 0 &&
         std::all_of(indices.begin(), indices.end(),
                     [&](uint32_t index) { return index < vertices.size(); });
}

MeshId NullDraw::CreateMesh(std::span<const glm::vec3> vertices,
                            std::span<const uint32_t> indices) {
  return IsValidMesh(vertices, indices) ? MeshId{++meshes_made_} : MeshId::kNone;
}

}  // namespace harness
