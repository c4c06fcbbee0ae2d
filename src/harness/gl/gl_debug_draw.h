#pragma once

// The window's Draw (draw/draw.h) on GL 3.3 core: what the sample and the
// shell draw during a frame is queued, and Flush draws it at the frame's end in
// a few batched draw calls, with the spheres' level of detail (sphere_lod.h)
// and the labels placed over the view. Only the Application makes and flushes
// one; samples see a Draw. docs/architecture.md, "Drawing", says why.

#include <array>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "harness/draw/draw.h"
#include "harness/draw/label_placement.h"
#include "harness/draw/rect.h"
#include "harness/draw/sphere_lod.h"
#include "harness/gl/gl.h"
#include "harness/gl/gl_meshes.h"
#include "harness/gl/gl_sphere_meshes.h"

namespace harness {

// Draw, batched for GL 3.3 core: every frame costs a fixed number of draw
// calls (opaque, lit and translucent filled triangles, lines, points, lit
// dots, instanced fine, medium and coarse spheres, wireframe and solid)
// however many shapes a sample draws, plus one per retained mesh drawn; in
// the solid look, the edges are drawn twice: faint where a solid hides them,
// then whole where it does not. Labels go to ImGui's background draw list: over the scene, under
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
    int labels_shown = 0;   // of the labels, those a drawn label names (PlaceLabels)
    int labels_hidden = 0;  // the others: no place found, or outside the view
    int labels_moved = 0;   // drawn labels off their place, with a leader line
    int triangles = 0;      // filled, by Triangle
    ShapeLook look = ShapeLook::kWireframe;
    int lit_triangles = 0;       // solid faces, by LitTriangle
    int lit_spheres = 0;         // solid spheres, by LitSphere
    int lit_dots = 0;            // of those, small enough to be a lit dot
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
  void LitTriangle(const glm::vec3& a, const glm::vec3& b, const glm::vec3& c,
                   const Color& color) override;
  void LitSphere(const glm::vec3& center, float radius, const Color& color) override;
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
  using SphereInstance = GlSphereMeshes::Instance;
  struct Label {
    glm::vec3 position;
    std::string text;
    Color color;
  };

  // Spheres outside the view are dropped, those too small on screen for a
  // mesh go to points_ as rings, the rest to level_spheres_ by their size;
  // the solids alike, to lit_dots_ and lit_level_spheres_, at the wireframes'
  // detail scale.
  void SplitSpheresByDetail(const glm::mat4& view_projection);
  // The spheres of `spheres` in view, and their projected radii.
  void SpheresInView(const std::vector<SphereInstance>& spheres, const glm::mat4& view_projection,
                     float viewport_height);
  // Places and draws the labels inside `area`, and the count of those
  // hidden in its corner.
  LabelLayout DrawLabels(const glm::mat4& view_projection, const glm::vec2& display_size,
                         const Rect& area);
  // Each draws what is queued and adds its draw calls to `stats`.
  // Everything queued but labels: the faces (DrawFaces), then the edges
  // (DrawEdges). Lines, points and filled triangles share one buffer,
  // uploaded once.
  void DrawQueuedShapes(const glm::mat4& view_projection, Stats* stats);
  // Filled triangles, lit ones, meshes and solid spheres, hiding each other
  // by depth, then the translucent triangles.
  void DrawFaces(const glm::mat4& view_projection, Stats* stats);
  // Wireframe spheres, lines and points: on top of every face in the
  // wireframe look; in the solid look faint where a solid hides them
  // (`alpha`, the depth test passing behind) and whole where none does.
  void DrawEdges(const glm::mat4& view_projection, float alpha, Stats* stats);
  // The triangles with alpha below 1, blended.
  void DrawTranslucentTriangles();
  // Binds the lines' program, its vertex array and uniforms.
  void UseLineProgram(const glm::mat4& view_projection, float alpha, bool lit_dots);
  // Where each part starts in the uploaded buffer.
  GLint first_point() const { return static_cast<GLint>(lines_.size()); }
  GLint first_lit_dot() const { return first_point() + static_cast<GLint>(points_.size()); }
  GLint first_triangle() const { return first_lit_dot() + static_cast<GLint>(lit_dots_.size()); }
  GLint first_lit_triangle() const {
    return first_triangle() + static_cast<GLint>(triangles_.size());
  }
  GLint first_translucent() const {
    return first_lit_triangle() + static_cast<GLint>(lit_triangles_.size());
  }

  GLuint line_program_ = 0;
  GLuint lit_program_ = 0;
  GLint line_view_projection_ = -1;
  GLint line_alpha_ = -1;
  GLint line_lit_dots_ = -1;
  GLint lit_view_projection_ = -1;
  GLuint vertex_array_ = 0;
  GLuint vertex_buffer_ = 0;
  static constexpr size_t kMeshLevels = GlSphereMeshes::kLevels;
  static constexpr size_t kFine = GlSphereMeshes::kFine;
  static constexpr size_t kMedium = GlSphereMeshes::kMedium;
  static constexpr size_t kCoarse = GlSphereMeshes::kCoarse;

  std::vector<Vertex> lines_;
  std::vector<Vertex> points_;
  std::vector<Vertex> triangles_;
  std::vector<Vertex> translucent_triangles_;  // alpha below 1: blended, after the rest
  std::vector<Vertex> lit_triangles_;
  std::vector<Vertex> lit_dots_;  // solid spheres too small for a mesh
  std::vector<SphereInstance> spheres_;
  std::vector<SphereInstance> lit_spheres_;
  GlSphereMeshes::Levels level_spheres_;
  GlSphereMeshes::Levels lit_level_spheres_;
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
  // Made after the other programs (constructor).
  std::optional<GlSphereMeshes> sphere_meshes_;
  std::optional<GlMeshes> meshes_;
};

}  // namespace harness
