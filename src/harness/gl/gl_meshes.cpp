#include "harness/gl/gl_meshes.h"

#include <glm/gtc/type_ptr.hpp>

#include "harness/gl/shader.h"

namespace harness {

GlMeshes::GlMeshes(const std::filesystem::path& shader_dir) {
  program_ = BuildProgram(shader_dir, "mesh.vert", "mesh.frag");
  view_projection_ = glGetUniformLocation(program_, "u_view_projection");
  model_ = glGetUniformLocation(program_, "u_model");
  color_ = glGetUniformLocation(program_, "u_color");
  edges_ = glGetUniformLocation(program_, "u_edges");
}

GlMeshes::~GlMeshes() {
  for (auto& [id, mesh] : meshes_) {
    Delete(mesh);
  }
  glDeleteProgram(program_);
}

void GlMeshes::Delete(GpuMesh& mesh) {
  glDeleteBuffers(1, &mesh.vertex_buffer);
  glDeleteBuffers(1, &mesh.index_buffer);
  glDeleteVertexArrays(1, &mesh.vertex_array);
}

MeshId GlMeshes::Create(std::span<const glm::vec3> vertices, std::span<const uint32_t> indices) {
  if (!IsValidMesh(vertices, indices)) {
    return MeshId::kNone;
  }
  GpuMesh mesh;
  mesh.index_count = static_cast<GLsizei>(indices.size());
  glGenVertexArrays(1, &mesh.vertex_array);
  glBindVertexArray(mesh.vertex_array);
  glGenBuffers(1, &mesh.vertex_buffer);
  glBindBuffer(GL_ARRAY_BUFFER, mesh.vertex_buffer);
  glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(vertices.size_bytes()), vertices.data(),
               GL_STATIC_DRAW);
  glEnableVertexAttribArray(0);
  glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, sizeof(glm::vec3), nullptr);
  // The element buffer binding is the vertex array's: bound while it is.
  glGenBuffers(1, &mesh.index_buffer);
  glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, mesh.index_buffer);
  glBufferData(GL_ELEMENT_ARRAY_BUFFER, static_cast<GLsizeiptr>(indices.size_bytes()),
               indices.data(), GL_STATIC_DRAW);
  glBindVertexArray(0);
  meshes_.emplace(++last_id_, mesh);
  return MeshId{last_id_};
}

void GlMeshes::Queue(MeshId mesh, const glm::mat4& model, const Color& color) {
  const auto found = meshes_.find(static_cast<uint32_t>(mesh));
  if (found != meshes_.end()) {
    queued_.push_back({&found->second, model, color});
  }
}

void GlMeshes::Release(MeshId mesh) {
  const auto found = meshes_.find(static_cast<uint32_t>(mesh));
  if (found == meshes_.end()) {
    return;
  }
  // A draw queued this frame would point at the freed buffers.
  std::erase_if(queued_, [&](const QueuedDraw& draw) { return draw.mesh == &found->second; });
  Delete(found->second);
  meshes_.erase(found);
}

int64_t GlMeshes::queued_triangles() const {
  int64_t triangles = 0;
  for (const QueuedDraw& draw : queued_) {
    triangles += draw.mesh->index_count / 3;
  }
  return triangles;
}

int GlMeshes::DrawQueued(const glm::mat4& view_projection, bool filled) {
  const int drawn = static_cast<int>(queued_.size());
  if (drawn > 0) {
    glPolygonMode(GL_FRONT_AND_BACK, filled ? GL_FILL : GL_LINE);
    glUseProgram(program_);
    glUniform1i(edges_, filled ? 0 : 1);
    glUniformMatrix4fv(view_projection_, 1, GL_FALSE, glm::value_ptr(view_projection));
    for (const QueuedDraw& draw : queued_) {
      glUniformMatrix4fv(model_, 1, GL_FALSE, glm::value_ptr(draw.model));
      glUniform4f(color_, draw.color.r, draw.color.g, draw.color.b, draw.color.a);
      glBindVertexArray(draw.mesh->vertex_array);
      glDrawElements(GL_TRIANGLES, draw.mesh->index_count, GL_UNSIGNED_INT, nullptr);
    }
    glPolygonMode(GL_FRONT_AND_BACK, GL_FILL);
    glBindVertexArray(0);
  }
  queued_.clear();
  return drawn;
}

}  // namespace harness
