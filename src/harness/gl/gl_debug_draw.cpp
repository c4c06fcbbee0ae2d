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
namespace {

// The tutorial's sphere look: a few latitude rings and meridians; coarser
// meshes for spheres smaller on screen (sphere_lod.h), in the order of
// GlDebugDraw's mesh levels: fine, medium, coarse.
struct SphereMeshShape {
  int latitude_rings;
  int meridians;
  int segments_per_ring;
};
constexpr std::array<SphereMeshShape, 3> kMeshShapes = {{{7, 12, 48}, {7, 12, 24}, {3, 4, 12}}};

// The budget (sphere_lod.h) counts these meshes' vertices.
constexpr int MeshVertexCount(const SphereMeshShape& shape) {
  return 2 * shape.segments_per_ring * shape.latitude_rings +
         2 * (shape.segments_per_ring / 2) * shape.meridians;
}
static_assert(MeshVertexCount(kMeshShapes[0]) == kDetailVertices[size_t(SphereDetail::kFine)]);
static_assert(MeshVertexCount(kMeshShapes[1]) == kDetailVertices[size_t(SphereDetail::kMedium)]);
static_assert(MeshVertexCount(kMeshShapes[2]) == kDetailVertices[size_t(SphereDetail::kCoarse)]);

// Line-list vertices of a unit sphere's rings and meridians.
void AppendSphereMesh(const SphereMeshShape& shape, std::vector<glm::vec3>* mesh) {
  const auto ring_point = [](float polar, float azimuth) {
    return glm::vec3(std::sin(polar) * std::cos(azimuth), std::cos(polar),
                     std::sin(polar) * std::sin(azimuth));
  };
  const float pi = glm::pi<float>();
  const int segments = shape.segments_per_ring;
  for (int r = 1; r <= shape.latitude_rings; ++r) {
    const float polar = pi * r / (shape.latitude_rings + 1);
    for (int s = 0; s < segments; ++s) {
      mesh->push_back(ring_point(polar, 2 * pi * s / segments));
      mesh->push_back(ring_point(polar, 2 * pi * (s + 1) / segments));
    }
  }
  for (int m = 0; m < shape.meridians; ++m) {
    const float azimuth = 2 * pi * m / shape.meridians;
    for (int s = 0; s < segments / 2; ++s) {
      mesh->push_back(ring_point(pi * s / (segments / 2), azimuth));
      mesh->push_back(ring_point(pi * (s + 1) / (segments / 2), azimuth));
    }
  }
}

}  // namespace

GlDebugDraw::GlDebugDraw(const std::filesystem::path& shader_dir) {
  // The lines' and spheres' programs first, the meshes' last: a shader folder
  // that lacks them all, or has a broken sphere shader, is reported by the
  // program every frame needs, not by one only a model needs.
  line_program_ = BuildProgram(shader_dir, "lines.vert", "lines.frag");
  try {
    sphere_program_ = BuildProgram(shader_dir, "sphere.vert", "color.frag");
    meshes_.emplace(shader_dir);
  } catch (...) {
    glDeleteProgram(sphere_program_);  // 0 when its own build failed: ignored
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
  // Every level's mesh in one buffer, one after the other.
  std::vector<glm::vec3> mesh;
  for (size_t level = 0; level < kMeshLevels; ++level) {
    mesh_first_[level] = static_cast<GLint>(mesh.size());
    AppendSphereMesh(kMeshShapes[level], &mesh);
    mesh_vertices_[level] = static_cast<GLsizei>(mesh.size()) - mesh_first_[level];
  }

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
  glEnableVertexAttribArray(1);
  glVertexAttribDivisor(1, 1);
  glEnableVertexAttribArray(2);
  glVertexAttribDivisor(2, 1);
  PointSphereInstancesAt(0);
}

void GlDebugDraw::PointSphereInstancesAt(size_t first) {
  // GL 3.3 has no base instance: each level's draw starts the per-instance
  // attributes at its first instance instead.
  constexpr GLsizei kStride = sizeof(SphereInstance);
  const size_t base = first * sizeof(SphereInstance);
  glVertexAttribPointer(1, 4, GL_FLOAT, GL_FALSE, kStride,
                        reinterpret_cast<void*>(base + offsetof(SphereInstance, center_radius)));
  glVertexAttribPointer(2, 4, GL_FLOAT, GL_FALSE, kStride,
                        reinterpret_cast<void*>(base + offsetof(SphereInstance, color)));
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

void GlDebugDraw::SplitSpheresByDetail(const glm::mat4& view_projection) {
  GLint viewport[4] = {0, 0, 0, 0};
  glGetIntegerv(GL_VIEWPORT, viewport);
  const auto height = static_cast<float>(viewport[3]);
  const ViewFrustum frustum(view_projection);
  for (std::vector<SphereInstance>& level : level_spheres_) {
    level.clear();
  }
  culled_spheres_ = 0;
  in_view_.clear();
  in_view_pixels_.clear();
  for (const SphereInstance& sphere : spheres_) {
    const glm::vec3 center(sphere.center_radius);
    const float radius = sphere.center_radius.w;
    if (frustum.Excludes(center, radius)) {
      ++culled_spheres_;
      continue;
    }
    in_view_.push_back(sphere);
    in_view_pixels_.push_back(ProjectedRadiusPixels(view_projection, center, radius, height));
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
        level_spheres_[kCoarse].push_back(sphere);
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
  for (size_t level = 0; level < kMeshLevels; ++level) {
    stats.mesh_vertices +=
        static_cast<int64_t>(level_spheres_[level].size()) * mesh_vertices_[level];
  }
  DrawQueuedShapes(view_projection, &stats);
  glBindVertexArray(0);
  glUseProgram(0);
  stats.meshes = meshes_->count();

  lines_.clear();
  points_.clear();
  triangles_.clear();
  translucent_triangles_.clear();
  spheres_.clear();
  labels_.clear();
  labels_left_out_ = 0;
  last_frame_ = stats;
}

void GlDebugDraw::DrawSpheres(const glm::mat4& view_projection, Stats* stats) {
  // All levels' instances in one upload, to a new store each frame
  // (orphaning): the driver need not wait for the last frame's draw to
  // finish reading the old one.
  instances_.clear();
  for (const std::vector<SphereInstance>& level : level_spheres_) {
    instances_.insert(instances_.end(), level.begin(), level.end());
  }
  if (instances_.empty()) {
    return;
  }
  glUseProgram(sphere_program_);
  glUniformMatrix4fv(sphere_view_projection_, 1, GL_FALSE, glm::value_ptr(view_projection));
  glBindVertexArray(sphere_array_);
  glBindBuffer(GL_ARRAY_BUFFER, sphere_instance_buffer_);
  glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(instances_.size() * sizeof(SphereInstance)),
               instances_.data(), GL_STREAM_DRAW);
  size_t first = 0;
  for (size_t level = 0; level < kMeshLevels; ++level) {
    const size_t count = level_spheres_[level].size();
    if (count > 0) {
      PointSphereInstancesAt(first);
      glDrawArraysInstanced(GL_LINES, mesh_first_[level], mesh_vertices_[level],
                            static_cast<GLsizei>(count));
      ++stats->draw_calls;
    }
    first += count;
  }
}

void GlDebugDraw::DrawTranslucentTriangles(GLint first,
                                           const std::function<void()>& use_line_program) {
  // After every opaque face, tested against their depth but writing none:
  // translucent faces (a plane's patch) blend over what is behind them in
  // any order, and hide nothing drawn after.
  use_line_program();
  glDepthMask(GL_FALSE);
  glEnable(GL_BLEND);
  glBlendFunc(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA);
  glDrawArrays(GL_TRIANGLES, first, static_cast<GLsizei>(translucent_triangles_.size()));
  glDisable(GL_BLEND);
  glDepthMask(GL_TRUE);
}

void GlDebugDraw::DrawQueuedShapes(const glm::mat4& view_projection, Stats* stats) {
  // Lines, points, opaque then translucent triangles in one buffer, to a
  // new store each frame.
  const std::array<const std::vector<Vertex>*, 4> parts = {&lines_, &points_, &triangles_,
                                                           &translucent_triangles_};
  size_t bytes = 0;
  for (const std::vector<Vertex>* part : parts) {
    bytes += part->size() * sizeof(Vertex);
  }
  const auto use_line_program = [&] {
    glUseProgram(line_program_);
    glUniformMatrix4fv(line_view_projection_, 1, GL_FALSE, glm::value_ptr(view_projection));
    glBindVertexArray(vertex_array_);
  };
  if (bytes > 0) {
    use_line_program();
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
  // Faces hide each other by depth, but nothing drawn after them: the
  // wireframes stay on top as they were before there were faces. The depth
  // test is touched only for faces: with Mesa's llvmpipe, turning it on and
  // off again moves a few pixels of the lines drawn after.
  // Translucent faces write no depth, so after them alone the depth test is
  // left as it was: lines and points keep hiding each other as without them.
  const bool opaque_faces = !triangles_.empty() || meshes_->queued() > 0;
  const bool any_faces = opaque_faces || !translucent_triangles_.empty();
  const bool depth_was_on = glIsEnabled(GL_DEPTH_TEST) == GL_TRUE;
  if (any_faces) {
    glEnable(GL_DEPTH_TEST);
  }
  const auto first_triangle = static_cast<GLint>(lines_.size() + points_.size());
  if (!triangles_.empty()) {
    glDrawArrays(GL_TRIANGLES, first_triangle, static_cast<GLsizei>(triangles_.size()));
    ++stats->draw_calls;
  }
  stats->mesh_draws = meshes_->DrawQueued(view_projection);
  stats->draw_calls += stats->mesh_draws;
  if (!translucent_triangles_.empty()) {
    DrawTranslucentTriangles(first_triangle + static_cast<GLint>(triangles_.size()),
                             use_line_program);
    ++stats->draw_calls;
  }
  if (any_faces && (opaque_faces || !depth_was_on)) {
    glDisable(GL_DEPTH_TEST);
  }

  DrawSpheres(view_projection, stats);
  if (lines_.empty() && points_.empty()) {
    return;
  }
  use_line_program();
  if (!lines_.empty()) {
    glDrawArrays(GL_LINES, 0, static_cast<GLsizei>(lines_.size()));
    ++stats->draw_calls;
  }
  if (!points_.empty()) {
    glEnable(GL_PROGRAM_POINT_SIZE);
    glDrawArrays(GL_POINTS, static_cast<GLint>(lines_.size()),
                 static_cast<GLsizei>(points_.size()));
    ++stats->draw_calls;
  }
}

}  // namespace harness
