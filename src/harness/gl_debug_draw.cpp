#include "harness/gl_debug_draw.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <glm/gtc/constants.hpp>
#include <glm/gtc/type_ptr.hpp>

#include "harness/shader.h"
#include "harness/sphere_lod.h"

namespace harness {
namespace {

// The tutorial's sphere look: a few latitude rings and meridians.
constexpr int kLatitudeRings = 7;
constexpr int kMeridians = 12;
constexpr int kSegmentsPerRing = 48;

}  // namespace

GlDebugDraw::GlDebugDraw(const std::filesystem::path& shader_dir) {
  line_program_ = BuildProgram(shader_dir, "lines.vert", "lines.frag");
  try {
    sphere_program_ = BuildProgram(shader_dir, "sphere.vert", "color.frag");
  } catch (...) {
    glDeleteProgram(line_program_);
    throw;
  }
  line_view_projection_ = glGetUniformLocation(line_program_, "u_view_projection");
  sphere_view_projection_ = glGetUniformLocation(sphere_program_, "u_view_projection");

  glGenVertexArrays(1, &vertex_array_);
  glGenBuffers(1, &vertex_buffer_);
  glBindVertexArray(vertex_array_);
  glBindBuffer(GL_ARRAY_BUFFER, vertex_buffer_);
  constexpr GLsizei kStride = sizeof(Vertex);
  glEnableVertexAttribArray(0);
  glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, kStride,
                        reinterpret_cast<void*>(offsetof(Vertex, position)));
  glEnableVertexAttribArray(1);
  glVertexAttribPointer(1, 4, GL_FLOAT, GL_FALSE, kStride,
                        reinterpret_cast<void*>(offsetof(Vertex, color)));
  glEnableVertexAttribArray(2);
  glVertexAttribPointer(2, 1, GL_FLOAT, GL_FALSE, kStride,
                        reinterpret_cast<void*>(offsetof(Vertex, point_size)));
  CreateSphereMesh();
  glBindVertexArray(0);
}

GlDebugDraw::~GlDebugDraw() {
  glDeleteBuffers(1, &vertex_buffer_);
  glDeleteBuffers(1, &sphere_mesh_buffer_);
  glDeleteBuffers(1, &sphere_instance_buffer_);
  glDeleteVertexArrays(1, &vertex_array_);
  glDeleteVertexArrays(1, &sphere_array_);
  glDeleteProgram(line_program_);
  glDeleteProgram(sphere_program_);
}

void GlDebugDraw::CreateSphereMesh() {
  std::vector<glm::vec3> mesh;
  const auto ring_point = [](float polar, float azimuth) {
    return glm::vec3(std::sin(polar) * std::cos(azimuth), std::cos(polar),
                     std::sin(polar) * std::sin(azimuth));
  };
  const float pi = glm::pi<float>();
  for (int r = 1; r <= kLatitudeRings; ++r) {
    const float polar = pi * r / (kLatitudeRings + 1);
    for (int s = 0; s < kSegmentsPerRing; ++s) {
      mesh.push_back(ring_point(polar, 2 * pi * s / kSegmentsPerRing));
      mesh.push_back(ring_point(polar, 2 * pi * (s + 1) / kSegmentsPerRing));
    }
  }
  for (int m = 0; m < kMeridians; ++m) {
    const float azimuth = 2 * pi * m / kMeridians;
    for (int s = 0; s < kSegmentsPerRing / 2; ++s) {
      mesh.push_back(ring_point(pi * s / (kSegmentsPerRing / 2), azimuth));
      mesh.push_back(ring_point(pi * (s + 1) / (kSegmentsPerRing / 2), azimuth));
    }
  }
  sphere_mesh_vertices_ = static_cast<GLsizei>(mesh.size());

  glGenVertexArrays(1, &sphere_array_);
  glBindVertexArray(sphere_array_);
  glGenBuffers(1, &sphere_mesh_buffer_);
  glBindBuffer(GL_ARRAY_BUFFER, sphere_mesh_buffer_);
  glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(mesh.size() * sizeof(glm::vec3)),
               mesh.data(), GL_STATIC_DRAW);
  glEnableVertexAttribArray(0);
  glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, sizeof(glm::vec3), nullptr);

  glGenBuffers(1, &sphere_instance_buffer_);
  glBindBuffer(GL_ARRAY_BUFFER, sphere_instance_buffer_);
  constexpr GLsizei kStride = sizeof(SphereInstance);
  glEnableVertexAttribArray(1);
  glVertexAttribPointer(1, 4, GL_FLOAT, GL_FALSE, kStride,
                        reinterpret_cast<void*>(offsetof(SphereInstance, center_radius)));
  glVertexAttribDivisor(1, 1);
  glEnableVertexAttribArray(2);
  glVertexAttribPointer(2, 4, GL_FLOAT, GL_FALSE, kStride,
                        reinterpret_cast<void*>(offsetof(SphereInstance, color)));
  glVertexAttribDivisor(2, 1);
}

void GlDebugDraw::Line(const glm::vec3& a, const glm::vec3& b, const Color& color) {
  lines_.push_back({a, color, 1.0f});
  lines_.push_back({b, color, 1.0f});
}

void GlDebugDraw::Point(const glm::vec3& p, float size, const Color& color) {
  points_.push_back({p, color, size});
}

void GlDebugDraw::WireSphere(const glm::vec3& center, float radius, const Color& color) {
  spheres_.push_back({glm::vec4(center, radius), color});
}

void GlDebugDraw::Text(const glm::vec3& position, std::string_view text, const Color& color) {
  if (show_labels_) {
    labels_.push_back({position, std::string(text), color});
  }
}

void GlDebugDraw::DrawLabels(const glm::mat4& view_projection,
                             const glm::vec2& display_size) const {
  if (labels_.empty() || ImGui::GetCurrentContext() == nullptr) {
    return;
  }
  ImDrawList* list = ImGui::GetBackgroundDrawList();
  for (const Label& label : labels_) {
    const glm::vec4 clip = view_projection * glm::vec4(label.position, 1.0f);
    if (clip.w <= 0.0f) {
      continue;  // behind the camera
    }
    const glm::vec2 ndc = glm::vec2(clip) / clip.w;
    if (std::abs(ndc.x) > 1.5f || std::abs(ndc.y) > 1.5f) {
      continue;  // far off screen
    }
    const ImVec2 size = ImGui::CalcTextSize(label.text.c_str());
    // Centred above the point, with a dark shadow to read on any colour.
    const ImVec2 at((ndc.x * 0.5f + 0.5f) * display_size.x - size.x * 0.5f,
                    (0.5f - ndc.y * 0.5f) * display_size.y - size.y - 3.0f);
    list->AddText(ImVec2(at.x + 1.0f, at.y + 1.0f), IM_COL32(0, 0, 0, 200), label.text.c_str());
    list->AddText(at,
                  ImGui::ColorConvertFloat4ToU32(
                      ImVec4(label.color.r, label.color.g, label.color.b, label.color.a)),
                  label.text.c_str());
  }
}

void GlDebugDraw::SplitSpheresByDetail(const glm::mat4& view_projection) {
  GLint viewport[4] = {0, 0, 0, 0};
  glGetIntegerv(GL_VIEWPORT, viewport);
  const auto height = static_cast<float>(viewport[3]);
  mesh_spheres_.clear();
  for (const SphereInstance& sphere : spheres_) {
    const glm::vec3 center(sphere.center_radius);
    const float pixels =
        ProjectedRadiusPixels(view_projection, center, sphere.center_radius.w, height);
    if (pixels < kRingBelowPixels) {
      // A negative size asks lines.vert for a ring rather than a square.
      points_.push_back({center, sphere.color, -std::max(2.0f * pixels, kMinRingDiameter)});
    } else {
      mesh_spheres_.push_back(sphere);
    }
  }
}

void GlDebugDraw::Flush(const glm::mat4& view_projection, const glm::vec2& display_size) {
  Stats stats;
  stats.lines = static_cast<int>(lines_.size() / 2);
  stats.points = static_cast<int>(points_.size());
  stats.spheres = static_cast<int>(spheres_.size());
  stats.labels = static_cast<int>(labels_.size());
  DrawLabels(view_projection, display_size);

  SplitSpheresByDetail(view_projection);
  stats.sphere_rings = static_cast<int>(spheres_.size() - mesh_spheres_.size());
  if (!mesh_spheres_.empty()) {
    glUseProgram(sphere_program_);
    glUniformMatrix4fv(sphere_view_projection_, 1, GL_FALSE, glm::value_ptr(view_projection));
    glBindVertexArray(sphere_array_);
    glBindBuffer(GL_ARRAY_BUFFER, sphere_instance_buffer_);
    // A new store each frame (orphaning): the driver need not wait for the
    // last frame's draw to finish reading the old one.
    glBufferData(GL_ARRAY_BUFFER,
                 static_cast<GLsizeiptr>(mesh_spheres_.size() * sizeof(SphereInstance)),
                 mesh_spheres_.data(), GL_STREAM_DRAW);
    glDrawArraysInstanced(GL_LINES, 0, sphere_mesh_vertices_,
                          static_cast<GLsizei>(mesh_spheres_.size()));
    ++stats.draw_calls;
  }

  if (!lines_.empty() || !points_.empty()) {
    glUseProgram(line_program_);
    glUniformMatrix4fv(line_view_projection_, 1, GL_FALSE, glm::value_ptr(view_projection));
    glBindVertexArray(vertex_array_);
    glBindBuffer(GL_ARRAY_BUFFER, vertex_buffer_);
    // Lines then points in one buffer: one upload, two draw calls.
    const size_t line_bytes = lines_.size() * sizeof(Vertex);
    const size_t point_bytes = points_.size() * sizeof(Vertex);
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(line_bytes + point_bytes), nullptr,
                 GL_STREAM_DRAW);
    glBufferSubData(GL_ARRAY_BUFFER, 0, static_cast<GLsizeiptr>(line_bytes), lines_.data());
    glBufferSubData(GL_ARRAY_BUFFER, static_cast<GLintptr>(line_bytes),
                    static_cast<GLsizeiptr>(point_bytes), points_.data());
    if (!lines_.empty()) {
      glDrawArrays(GL_LINES, 0, static_cast<GLsizei>(lines_.size()));
      ++stats.draw_calls;
    }
    if (!points_.empty()) {
      glEnable(GL_PROGRAM_POINT_SIZE);
      glDrawArrays(GL_POINTS, static_cast<GLint>(lines_.size()),
                   static_cast<GLsizei>(points_.size()));
      ++stats.draw_calls;
    }
  }
  glBindVertexArray(0);
  glUseProgram(0);

  lines_.clear();
  points_.clear();
  spheres_.clear();
  mesh_spheres_.clear();
  labels_.clear();
  last_frame_ = stats;
}

}  // namespace harness
