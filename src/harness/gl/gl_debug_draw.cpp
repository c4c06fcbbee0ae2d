#include "harness/gl/gl_debug_draw.h"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <glm/gtc/constants.hpp>
#include <glm/gtc/type_ptr.hpp>
#include <utility>

#include "harness/draw/label_placement.h"
#include "harness/draw/sphere_lod.h"
#include "harness/gl/shader.h"

namespace harness {
GlDebugDraw::GlDebugDraw(const std::filesystem::path& shader_dir) {
  // The lines' program first, then the spheres', the meshes' last: a
  // shader folder that lacks them all, or has a broken sphere shader, is
  // reported by the program every frame needs, not by one only a solid or
  // a model needs.
  line_program_ = BuildProgram(shader_dir, "lines.vert", "lines.frag");
  try {
    sphere_meshes_.emplace(shader_dir);
    lit_program_ = BuildProgram(shader_dir, "lit.vert", "lit.frag");
    meshes_.emplace(shader_dir);
  } catch (...) {
    glDeleteProgram(lit_program_);  // 0 when its own build failed: ignored
    glDeleteProgram(line_program_);
    throw;
  }
  line_view_projection_ = glGetUniformLocation(line_program_, "u_view_projection");
  line_alpha_ = glGetUniformLocation(line_program_, "u_alpha");
  line_lit_dots_ = glGetUniformLocation(line_program_, "u_lit_dots");
  lit_view_projection_ = glGetUniformLocation(lit_program_, "u_view_projection");

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
  glBindVertexArray(0);
}

GlDebugDraw::~GlDebugDraw() {
  glDeleteBuffers(1, &vertex_buffer_);
  glDeleteVertexArrays(1, &vertex_array_);
  glDeleteProgram(line_program_);
  glDeleteProgram(lit_program_);
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

void GlDebugDraw::Triangle(const glm::vec3& a, const glm::vec3& b, const glm::vec3& c,
                           const Color& color) {
  std::vector<Vertex>& to = color.a < 1.0f ? translucent_triangles_ : triangles_;
  to.push_back({a, color, 1.0f});
  to.push_back({b, color, 1.0f});
  to.push_back({c, color, 1.0f});
}

void GlDebugDraw::LitTriangle(const glm::vec3& a, const glm::vec3& b, const glm::vec3& c,
                              const Color& color) {
  lit_triangles_.push_back({a, color, 1.0f});
  lit_triangles_.push_back({b, color, 1.0f});
  lit_triangles_.push_back({c, color, 1.0f});
}

void GlDebugDraw::LitSphere(const glm::vec3& center, float radius, const Color& color) {
  lit_spheres_.push_back({glm::vec4(center, radius), color});
}

MeshId GlDebugDraw::CreateMesh(std::span<const glm::vec3> vertices,
                               std::span<const uint32_t> indices) {
  return meshes_->Create(vertices, indices);
}

void GlDebugDraw::DrawMesh(MeshId mesh, const glm::mat4& model, const Color& color) {
  meshes_->Queue(mesh, model, color);
}

void GlDebugDraw::ReleaseMesh(MeshId mesh) {
  meshes_->Release(mesh);
}

LabelLayout GlDebugDraw::DrawLabels(const glm::mat4& view_projection, const glm::vec2& display_size,
                                    const Rect& area) {
  LabelLayout layout;
  if ((labels_.empty() && labels_left_out_ == 0) || ImGui::GetCurrentContext() == nullptr) {
    layout.hidden = static_cast<int>(labels_.size()) + labels_left_out_;
    return layout;
  }
  // Placed by label_placement.h; a label behind the camera is hidden too.
  std::vector<LabelRequest> requests;
  requests.reserve(labels_.size());
  int behind = 0;
  for (const Label& label : labels_) {
    const glm::vec4 clip = view_projection * glm::vec4(label.position, 1.0f);
    if (clip.w <= 0.0f) {
      ++behind;
      continue;
    }
    const glm::vec2 ndc = glm::vec2(clip) / clip.w;
    requests.push_back(
        {{(ndc.x * 0.5f + 0.5f) * display_size.x, (0.5f - ndc.y * 0.5f) * display_size.y},
         label.text,
         label.color});
  }
  layout = PlaceLabels(requests, area, [](std::string_view text) {
    const ImVec2 size = ImGui::CalcTextSize(text.data(), text.data() + text.size());
    return glm::vec2(size.x, size.y);
  });
  layout.hidden += behind;
  ImDrawList* list = ImGui::GetBackgroundDrawList();
  list->PushClipRect(ImVec2(area.x, area.y), ImVec2(area.Right(), area.Bottom()));
  for (const PlacedLabel& label : layout.labels) {
    const ImU32 color = ImGui::ColorConvertFloat4ToU32(
        ImVec4(label.color.r, label.color.g, label.color.b, label.color.a));
    if (label.moved) {
      const glm::vec2 from = label.LeaderStart();
      list->AddLine(ImVec2(from.x, from.y), ImVec2(label.anchor.x, label.anchor.y), color, 1.0f);
    }
    // A dark shadow, to read on any colour.
    const char* text = label.text.c_str();
    list->AddText(ImVec2(label.box.x + 1.0f, label.box.y + 1.0f), IM_COL32(0, 0, 0, 200), text);
    list->AddText(ImVec2(label.box.x, label.box.y), color, text);
  }
  layout.hidden += labels_left_out_;
  const std::string hidden = HiddenLabelsText(layout.hidden);
  if (!hidden.empty()) {
    // In the view's bottom right corner.
    const ImVec2 size = ImGui::CalcTextSize(hidden.c_str());
    const float margin = 0.5f * ImGui::GetFontSize();
    const ImVec2 at(area.Right() - size.x - margin, area.Bottom() - size.y - margin);
    list->AddText(ImVec2(at.x + 1.0f, at.y + 1.0f), IM_COL32(0, 0, 0, 200), hidden.c_str());
    list->AddText(at, IM_COL32(255, 255, 255, 255), hidden.c_str());
  }
  list->PopClipRect();
  return layout;
}

void GlDebugDraw::SpheresInView(const std::vector<SphereInstance>& spheres,
                                const glm::mat4& view_projection, float viewport_height) {
  const ViewFrustum frustum(view_projection);
  in_view_.clear();
  in_view_pixels_.clear();
  for (const SphereInstance& sphere : spheres) {
    const glm::vec3 center(sphere.center_radius);
    const float radius = sphere.center_radius.w;
    if (frustum.Excludes(center, radius)) {
      ++culled_spheres_;
      continue;
    }
    in_view_.push_back(sphere);
    in_view_pixels_.push_back(
        ProjectedRadiusPixels(view_projection, center, radius, viewport_height));
  }
}

void GlDebugDraw::SplitSpheresByDetail(const glm::mat4& view_projection) {
  GLint viewport[4] = {0, 0, 0, 0};
  glGetIntegerv(GL_VIEWPORT, viewport);
  const auto height = static_cast<float>(viewport[3]);
  // The solids first, at the scale the wireframes' budget chose last
  // frame: each solid sphere has its wireframe, and the solids' culled
  // count is not the wireframes'.
  culled_spheres_ = 0;
  SpheresInView(lit_spheres_, view_projection, height);
  culled_spheres_ = 0;
  for (std::vector<SphereInstance>& level : lit_level_spheres_) {
    level.clear();
  }
  for (size_t i = 0; i < in_view_.size(); ++i) {
    const SphereInstance& sphere = in_view_[i];
    const SphereDetail detail = DetailOf(in_view_pixels_[i], detail_scale_);
    if (detail == SphereDetail::kRing) {
      lit_dots_.push_back({glm::vec3(sphere.center_radius), sphere.color,
                           std::max(2.0f * in_view_pixels_[i], kMinRingDiameter)});
    } else {
      lit_level_spheres_[detail == SphereDetail::kCoarse   ? kCoarse
                         : detail == SphereDetail::kMedium ? kMedium
                                                           : kFine]
          .push_back(sphere);
    }
  }

  SpheresInView(spheres_, view_projection, height);
  for (std::vector<SphereInstance>& level : level_spheres_) {
    level.clear();
  }
  detail_scale_ = DetailScaleForBudget(in_view_pixels_, kSphereMeshVertexBudget, &detail_drops_);
  for (size_t i = 0; i < in_view_.size(); ++i) {
    const SphereInstance& sphere = in_view_[i];
    const float pixels = in_view_pixels_[i];
    switch (DetailOf(pixels, detail_scale_)) {
      case SphereDetail::kRing:
        // A negative size asks lines.vert for a ring rather than a square.
        points_.push_back({glm::vec3(sphere.center_radius), sphere.color,
                           -std::max(2.0f * pixels, kMinRingDiameter)});
        break;
      case SphereDetail::kCoarse:
        // Its few rings and meridians alone read as a barrel: its outline
        // too, as a ring, makes it round.
        level_spheres_[kCoarse].push_back(sphere);
        points_.push_back({glm::vec3(sphere.center_radius), sphere.color, -2.0f * pixels});
        break;
      case SphereDetail::kMedium:
        level_spheres_[kMedium].push_back(sphere);
        break;
      case SphereDetail::kFine:
        level_spheres_[kFine].push_back(sphere);
        break;
    }
  }
}

void GlDebugDraw::Flush(const glm::mat4& view_projection, const glm::vec2& display_size,
                        const std::optional<Rect>& label_area) {
  Stats stats;
  stats.lines = static_cast<int>(lines_.size() / 2);
  stats.points = static_cast<int>(points_.size());
  stats.triangles = static_cast<int>((triangles_.size() + translucent_triangles_.size()) / 3);
  stats.spheres = static_cast<int>(spheres_.size());
  stats.look = shape_look();
  stats.lit_triangles = static_cast<int>(lit_triangles_.size() / 3);
  stats.lit_spheres = static_cast<int>(lit_spheres_.size());
  stats.labels = static_cast<int>(labels_.size());
  const LabelLayout labels =
      DrawLabels(view_projection, display_size,
                 label_area.value_or(Rect{0.0f, 0.0f, display_size.x, display_size.y}));
  stats.labels_shown = labels.shown;
  stats.labels_hidden = labels.hidden;
  stats.labels += labels_left_out_;
  stats.labels_moved =
      static_cast<int>(std::count_if(labels.labels.begin(), labels.labels.end(),
                                     [](const PlacedLabel& label) { return label.moved; }));
  stats.mesh_triangles = meshes_->queued_triangles();

  SplitSpheresByDetail(view_projection);
  stats.fine_spheres = static_cast<int>(level_spheres_[kFine].size());
  stats.medium_spheres = static_cast<int>(level_spheres_[kMedium].size());
  stats.coarse_spheres = static_cast<int>(level_spheres_[kCoarse].size());
  stats.culled_spheres = culled_spheres_;
  stats.sphere_rings = stats.spheres - stats.fine_spheres - stats.medium_spheres -
                       stats.coarse_spheres - stats.culled_spheres;
  stats.detail_scale = detail_scale_;
  stats.lit_dots = static_cast<int>(lit_dots_.size());
  for (size_t level = 0; level < kMeshLevels; ++level) {
    stats.mesh_vertices +=
        static_cast<int64_t>(level_spheres_[level].size()) * sphere_meshes_->wire_vertices(level);
  }
  DrawQueuedShapes(view_projection, &stats);
  glBindVertexArray(0);
  glUseProgram(0);
  stats.meshes = meshes_->count();

  lines_.clear();
  points_.clear();
  triangles_.clear();
  translucent_triangles_.clear();
  lit_triangles_.clear();
  lit_dots_.clear();
  spheres_.clear();
  lit_spheres_.clear();
  labels_.clear();
  labels_left_out_ = 0;
  last_frame_ = stats;
}

void GlDebugDraw::UseLineProgram(const glm::mat4& view_projection, float alpha, bool lit_dots) {
  glUseProgram(line_program_);
  glUniformMatrix4fv(line_view_projection_, 1, GL_FALSE, glm::value_ptr(view_projection));
  glUniform1f(line_alpha_, alpha);
  glUniform1i(line_lit_dots_, lit_dots ? 1 : 0);
  glBindVertexArray(vertex_array_);
}

void GlDebugDraw::DrawTranslucentTriangles() {
  // After every opaque face, tested against their depth but writing none:
  // translucent faces (a plane's patch) blend over what is behind them in
  // any order, and hide nothing drawn after.
  glDepthMask(GL_FALSE);
  glEnable(GL_BLEND);
  glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
  glDrawArrays(GL_TRIANGLES, first_translucent(),
               static_cast<GLsizei>(translucent_triangles_.size()));
  glDisable(GL_BLEND);
  glDepthMask(GL_TRUE);
}

void GlDebugDraw::DrawQueuedShapes(const glm::mat4& view_projection, Stats* stats) {
  // Lines, points, lit dots, opaque, lit then translucent triangles in one
  // buffer (the order of the first_* functions), to a new store each frame.
  const std::array<const std::vector<Vertex>*, 6> parts = {
      &lines_, &points_, &lit_dots_, &triangles_, &lit_triangles_, &translucent_triangles_};
  size_t bytes = 0;
  for (const std::vector<Vertex>* part : parts) {
    bytes += part->size() * sizeof(Vertex);
  }
  if (bytes > 0) {
    glBindVertexArray(vertex_array_);
    glBindBuffer(GL_ARRAY_BUFFER, vertex_buffer_);
    glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(bytes), nullptr, GL_STREAM_DRAW);
    size_t offset = 0;
    for (const std::vector<Vertex>* part : parts) {
      const size_t part_bytes = part->size() * sizeof(Vertex);
      glBufferSubData(GL_ARRAY_BUFFER, static_cast<GLintptr>(offset),
                      static_cast<GLsizeiptr>(part_bytes), part->data());
      offset += part_bytes;
    }
  }
  // Faces hide each other by depth. In the wireframe look nothing drawn
  // after them is hidden: the wireframes stay on top as they were before
  // there were faces. The depth test is touched only for faces: with Mesa's
  // llvmpipe, turning it on and off again moves a few pixels of the lines
  // drawn after. Translucent faces write no depth, so after them alone the
  // depth test is left as it was: lines and points keep hiding each other
  // as without them.
  const bool opaque_faces = !triangles_.empty() || !lit_triangles_.empty() ||
                            meshes_->queued() > 0 || !lit_dots_.empty() || !lit_spheres_.empty();
  const bool any_faces = opaque_faces || !translucent_triangles_.empty();
  const bool depth_was_on = glIsEnabled(GL_DEPTH_TEST) == GL_TRUE;
  if (any_faces) {
    glEnable(GL_DEPTH_TEST);
  }
  DrawFaces(view_projection, stats);
  if (shape_look() == ShapeLook::kSolid && opaque_faces) {
    // Edges behind a solid, faint, then the rest whole; neither pass
    // writes depth, so that the edges do not hide each other's faint part.
    constexpr float kHiddenEdgeAlpha = 0.3f;
    glDepthMask(GL_FALSE);
    glEnable(GL_BLEND);
    glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
    glDepthFunc(GL_GREATER);
    DrawEdges(view_projection, kHiddenEdgeAlpha, stats);
    glDepthFunc(GL_LEQUAL);
    DrawEdges(view_projection, 1.0f, stats);
    glDepthFunc(GL_LESS);
    glDisable(GL_BLEND);
    glDepthMask(GL_TRUE);
    if (!depth_was_on) {
      glDisable(GL_DEPTH_TEST);
    }
    return;
  }
  if (any_faces && (opaque_faces || !depth_was_on)) {
    glDisable(GL_DEPTH_TEST);
  }
  DrawEdges(view_projection, 1.0f, stats);
}

void GlDebugDraw::DrawFaces(const glm::mat4& view_projection, Stats* stats) {
  // Solid faces a little behind their depth, so that the edges drawn on
  // them after pass the depth test.
  glEnable(GL_POLYGON_OFFSET_FILL);
  glPolygonOffset(1.0f, 1.0f);
  if (!triangles_.empty() || !lit_dots_.empty()) {
    UseLineProgram(view_projection, 1.0f, /*lit_dots=*/false);
  }
  if (!triangles_.empty()) {
    glDrawArrays(GL_TRIANGLES, first_triangle(), static_cast<GLsizei>(triangles_.size()));
    ++stats->draw_calls;
  }
  if (!lit_dots_.empty()) {
    UseLineProgram(view_projection, 1.0f, /*lit_dots=*/true);
    glEnable(GL_PROGRAM_POINT_SIZE);
    glDrawArrays(GL_POINTS, first_lit_dot(), static_cast<GLsizei>(lit_dots_.size()));
    ++stats->draw_calls;
  }
  if (!lit_triangles_.empty()) {
    glUseProgram(lit_program_);
    glUniformMatrix4fv(lit_view_projection_, 1, GL_FALSE, glm::value_ptr(view_projection));
    glBindVertexArray(vertex_array_);
    glDrawArrays(GL_TRIANGLES, first_lit_triangle(), static_cast<GLsizei>(lit_triangles_.size()));
    ++stats->draw_calls;
  }
  stats->draw_calls += sphere_meshes_->DrawLit(view_projection, lit_level_spheres_);
  stats->mesh_draws =
      meshes_->DrawQueued(view_projection, /*filled=*/shape_look() == ShapeLook::kSolid);
  stats->draw_calls += stats->mesh_draws;
  glDisable(GL_POLYGON_OFFSET_FILL);
  if (!translucent_triangles_.empty()) {
    UseLineProgram(view_projection, 1.0f, /*lit_dots=*/false);
    DrawTranslucentTriangles();
    ++stats->draw_calls;
  }
}

void GlDebugDraw::DrawEdges(const glm::mat4& view_projection, float alpha, Stats* stats) {
  stats->draw_calls += sphere_meshes_->DrawWire(view_projection, level_spheres_, alpha);
  if (lines_.empty() && points_.empty()) {
    return;
  }
  UseLineProgram(view_projection, alpha, /*lit_dots=*/false);
  if (!lines_.empty()) {
    glDrawArrays(GL_LINES, 0, static_cast<GLsizei>(lines_.size()));
    ++stats->draw_calls;
  }
  if (!points_.empty()) {
    glEnable(GL_PROGRAM_POINT_SIZE);
    glDrawArrays(GL_POINTS, first_point(), static_cast<GLsizei>(points_.size()));
    ++stats->draw_calls;
  }
}

}  // namespace harness
