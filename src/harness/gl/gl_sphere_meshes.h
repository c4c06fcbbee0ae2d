#pragma once

// The unit sphere's meshes on the GPU, the part of GlDebugDraw
// (gl_debug_draw.h) that draws spheres: at each level of detail
// (sphere_lod.h) a wireframe of rings and meridians (sphere.vert) and a
// solid of lit triangles (lit_sphere.vert, smooth), both drawn instanced, so that N
// spheres of a level cost one draw call whatever N is.

#include <array>
#include <cstddef>
#include <filesystem>
#include <glm/glm.hpp>
#include <vector>

#include "harness/draw/draw.h"
#include "harness/gl/gl.h"

namespace harness {

class GlSphereMeshes {
 public:
  struct Instance {
    glm::vec4 center_radius;
    Color color;
  };
  // The levels, in this order; one list of instances each.
  static constexpr std::size_t kLevels = 3;
  static constexpr std::size_t kFine = 0;
  static constexpr std::size_t kMedium = 1;
  static constexpr std::size_t kCoarse = 2;
  using Levels = std::array<std::vector<Instance>, kLevels>;

  // Needs a current GL context; throws ShaderError.
  explicit GlSphereMeshes(const std::filesystem::path& shader_dir);
  ~GlSphereMeshes();
  GlSphereMeshes(const GlSphereMeshes&) = delete;
  GlSphereMeshes& operator=(const GlSphereMeshes&) = delete;

  // Each draws every level's instances, one draw call per level with any,
  // and returns the draw calls. The wireframes' colours' alpha is scaled by
  // `alpha` (the faint pass of edges hidden behind solids).
  int DrawWire(const glm::mat4& view_projection, const Levels& levels, float alpha);
  int DrawLit(const glm::mat4& view_projection, const Levels& levels);

  // The wireframe mesh's vertices at `level`, for the budget (sphere_lod.h).
  int wire_vertices(std::size_t level) const { return wire_count_[level]; }

 private:
  // Uploads every level's instances, then draws level by level from
  // `first`, the mesh's first vertices, `count` of them each, as `mode`.
  int DrawLevels(const Levels& levels, GLenum mode, const std::array<GLint, kLevels>& first,
                 const std::array<GLsizei, kLevels>& count);
  // The per-instance attributes start at instance `first` of the buffer.
  void PointInstancesAt(std::size_t first);

  GLuint wire_program_ = 0;
  GLuint lit_program_ = 0;
  GLint wire_view_projection_ = -1;
  GLint wire_alpha_ = -1;
  GLint lit_view_projection_ = -1;
  GLuint vertex_array_ = 0;
  GLuint mesh_buffer_ = 0;
  GLuint instance_buffer_ = 0;
  // Each level's first vertex in the mesh buffer and its vertex count.
  std::array<GLint, kLevels> wire_first_{};
  std::array<GLsizei, kLevels> wire_count_{};
  std::array<GLint, kLevels> lit_first_{};
  std::array<GLsizei, kLevels> lit_count_{};
  std::vector<Instance> instances_;  // every level's, for the upload
};

}  // namespace harness
