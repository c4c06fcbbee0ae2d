#pragma once

// Meshes kept on the GPU: the part of GlDebugDraw (gl_debug_draw.h) behind
// Draw's CreateMesh, DrawMesh and ReleaseMesh, so that a model of thousands of
// triangles is uploaded once rather than every frame. Only GlDebugDraw uses it;
// it draws with shaders/mesh.*.

#include <cstdint>
#include <filesystem>
#include <glm/glm.hpp>
#include <span>
#include <unordered_map>
#include <vector>

#include "harness/draw/draw.h"
#include "harness/gl/gl.h"

namespace harness {

// GlDebugDraw's retained meshes: each one's vertices and indices in buffers
// of its own, uploaded once; every DrawMesh of a frame is queued and drawn
// by DrawQueued, one draw call each. Buffers are freed by Release or with
// this object.
class GlMeshes {
 public:
  // Needs a current GL context; throws ShaderError.
  explicit GlMeshes(const std::filesystem::path& shader_dir);
  ~GlMeshes();
  GlMeshes(const GlMeshes&) = delete;
  GlMeshes& operator=(const GlMeshes&) = delete;

  // kNone when IsValidMesh refuses them.
  MeshId Create(std::span<const glm::vec3> vertices, std::span<const uint32_t> indices);
  // An id not held (kNone, released) is ignored.
  void Queue(MeshId mesh, const glm::mat4& model, const Color& color);
  void Release(MeshId mesh);

  // Draws the queued meshes and forgets them, `filled` (the solid look) or
  // as their triangles' edges; returns how many were drawn. The caller has
  // the depth test on.
  int DrawQueued(const glm::mat4& view_projection, bool filled);
  int count() const { return static_cast<int>(meshes_.size()); }
  int queued() const { return static_cast<int>(queued_.size()); }
  // Of the queued draws, their triangles.
  int64_t queued_triangles() const;

 private:
  struct GpuMesh {
    GLuint vertex_array = 0;
    GLuint vertex_buffer = 0;
    GLuint index_buffer = 0;
    GLsizei index_count = 0;
  };
  struct QueuedDraw {
    const GpuMesh* mesh;
    glm::mat4 model;
    Color color;
  };
  static void Delete(GpuMesh& mesh);

  GLuint program_ = 0;
  GLint view_projection_ = -1;
  GLint model_ = -1;
  GLint color_ = -1;
  GLint edges_ = -1;
  uint32_t last_id_ = 0;
  std::unordered_map<uint32_t, GpuMesh> meshes_;
  std::vector<QueuedDraw> queued_;
};

}  // namespace harness
