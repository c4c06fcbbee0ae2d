#pragma once

// The window's Draw (draw/draw.h) on GL 3.3 core: what the sample and the
// shell draw during a frame is queued, and Flush draws it at the frame's end in
// a few batched draw calls, with the spheres' level of detail (sphere_lod.h)
// and the labels placed over the view. Only the Application makes and flushes
// one; samples see a Draw. docs/architecture.md, "Drawing", says why.

#include <array>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "harness/draw/draw.h"
#include "harness/draw/label_placement.h"
#include "harness/draw/rect.h"
#include "harness/draw/sphere_lod.h"
#include "harness/gl/gl.h"
#include "harness/gl/gl_meshes.h"

namespace harness {

// Draw, batched for GL 3.3 core: every frame costs at most seven draw calls
// (opaque and translucent filled triangles, lines, points, instanced fine,
// medium and coarse spheres) however many shapes a sample draws, plus one per retained mesh
// drawn. Labels go to ImGui's background draw list: over the scene, under
// the panels, placed by PlaceLabels (label_placement.h): shared where
// shapes show at one place, moved with a leader line where another label is
// in the way; the view's corner says how many found no place.
class GlDebugDraw final : public Draw {
 public:
  struct Stats {
    int draw_calls = 0;
    int lines = 0;
    int points = 0;
    int spheres = 0;
    // Of the spheres (sphere_lod.h): those drawn with each mesh, those small
    // enough to be a ring, and those outside the view, not drawn.
    int fine_spheres = 0;
    int medium_spheres = 0;
    int coarse_spheres = 0;
    int sphere_rings = 0;
    int culled_spheres = 0;
    // The factor the budget put on the detail thresholds (sphere_lod.h), 1
    // when the meshes fit within it.
    float detail_scale = 1.0f;
    int64_t mesh_vertices = 0;  // the spheres' meshes', for the budget
    int labels = 0;
    int labels_shown = 0;        // of the labels, those a drawn label names (PlaceLabels)
    int labels_hidden = 0;       // the others: no place found, or outside the view
    int labels_moved = 0;        // drawn labels off their place, with a leader line
    int triangles = 0;           // filled, by Triangle
    int meshes = 0;              // retained at the end of the frame
    int mesh_draws = 0;          // one draw call each
    int64_t mesh_triangles = 0;  // of the mesh draws
  };

  // Needs a current GL context; throws ShaderError.
  explicit GlDebugDraw(const std::filesystem::path& shader_dir);
  ~GlDebugDraw() override;
  GlDebugDraw(const GlDebugDraw&) = delete;
  GlDebugDraw& operator=(const GlDebugDraw&) = delete;

  void Line(const glm::vec3& a, const glm::vec3& b, const Color& color) override;
  void Point(const glm::vec3& p, float size, const Color& color) override;
  void WireSphere(const glm::vec3& center, float radius, const Color& color) override;
  // Dropped while labels are hidden.
  void Text(const glm::vec3& position, std::string_view text, const Color& color) override;
  void Triangle(const glm::vec3& a, const glm::vec3& b, const glm::vec3& c,
                const Color& color) override;
  MeshId CreateMesh(std::span<const glm::vec3> vertices,
                    std::span<const uint32_t> indices) override;
  void DrawMesh(MeshId mesh, const glm::mat4& model, const Color& color) override;
  void ReleaseMesh(MeshId mesh) override;
  using Draw::DrawMesh;
  using Draw::Line;
  using Draw::Point;
  using Draw::Text;
  using Draw::Triangle;
  using Draw::WireSphere;

  // The view's "labels" toggle.
  void LabelsLeftOut(int count) override {
    if (show_labels_ && count > 0) {
      labels_left_out_ += count;
    }
  }
  void set_show_labels(bool show) { show_labels_ = show; }
  bool show_labels() const { return show_labels_; }

  // Draws everything queued since the last Flush, then forgets it. Labels
  // need an ImGui frame in progress: `view_projection` maps to the whole
  // display, `display_size` in ImGui's coordinates; labels are placed
  // inside `label_area` (the view, in ImGui's coordinates; empty: the
  // whole display).
  void Flush(const glm::mat4& view_projection, const glm::vec2& display_size,
             const std::optional<Rect>& label_area = std::nullopt);
  const Stats& last_frame() const { return last_frame_; }

 private:
  struct Vertex {
    glm::vec3 position;
    Color color;
    float point_size;
  };
  struct SphereInstance {
    glm::vec4 center_radius;
    Color color;
  };
  struct Label {
    glm::vec3 position;
    std::string text;
    Color color;
  };

  void CreateSphereMesh();
  // Spheres outside the view are dropped, those too small on screen for a
  // mesh go to points_ as rings, the rest to level_spheres_ by their size.
  void SplitSpheresByDetail(const glm::mat4& view_projection);
  // The per-sphere attributes start at instance `first` of the buffer.
  void PointSphereInstancesAt(size_t first);
  // Places and draws the labels inside `area`, and the count of those
  // hidden in its corner.
  LabelLayout DrawLabels(const glm::mat4& view_projection, const glm::vec2& display_size,
                         const Rect& area);
  // Each draws what is queued and adds its draw calls to `stats`.
  void DrawSpheres(const glm::mat4& view_projection, Stats* stats);
  // Everything queued but labels, in the order that keeps wireframes on
  // top: filled triangles and meshes (by depth), spheres, lines, points.
  // Lines, points and filled triangles share one buffer, uploaded once.
  void DrawQueuedShapes(const glm::mat4& view_projection, Stats* stats);
  // The triangles with alpha below 1, which start at vertex `first` of the
  // uploaded buffer, blended; `use_line_program` binds their program again
  // (the meshes drawn before use their own).
  void DrawTranslucentTriangles(GLint first, const std::function<void()>& use_line_program);

  GLuint line_program_ = 0;
  GLuint sphere_program_ = 0;
  GLint line_view_projection_ = -1;
  GLint sphere_view_projection_ = -1;
  GLuint vertex_array_ = 0;
  GLuint vertex_buffer_ = 0;
  GLuint sphere_array_ = 0;
  GLuint sphere_mesh_buffer_ = 0;
  GLuint sphere_instance_buffer_ = 0;
  // The mesh levels, one draw call each; each level's first vertex in the
  // mesh buffer and its vertex count.
  static constexpr size_t kMeshLevels = 3;
  static constexpr size_t kFine = 0;
  static constexpr size_t kMedium = 1;
  static constexpr size_t kCoarse = 2;
  std::array<GLint, kMeshLevels> mesh_first_{};
  std::array<GLsizei, kMeshLevels> mesh_vertices_{};

  std::vector<Vertex> lines_;
  std::vector<Vertex> points_;
  std::vector<Vertex> triangles_;
  std::vector<Vertex> translucent_triangles_;  // alpha below 1: blended, after the rest
  std::vector<SphereInstance> spheres_;
  std::array<std::vector<SphereInstance>, kMeshLevels> level_spheres_;
  std::vector<SphereInstance> instances_;  // every level's, for the upload
  int culled_spheres_ = 0;
  // The spheres not culled and their projected radii, for the budget.
  std::vector<SphereInstance> in_view_;
  std::vector<float> in_view_pixels_;
  std::vector<DetailDrop> detail_drops_;  // DetailScaleForBudget's scratch
  float detail_scale_ = 1.0f;
  std::vector<Label> labels_;
  int labels_left_out_ = 0;  // LabelsLeftOut this frame
  bool show_labels_ = true;
  Stats last_frame_;
  std::optional<GlMeshes> meshes_;  // made after the other programs (constructor)
};

}  // namespace harness
