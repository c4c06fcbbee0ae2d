#include "harness/gl/gl_sphere_meshes.h"

#include <cmath>
#include <cstddef>
#include <glm/gtc/constants.hpp>
#include <glm/gtc/type_ptr.hpp>

#include "harness/draw/sphere_lod.h"
#include "harness/gl/shader.h"

namespace harness {
namespace {

// The tutorial's sphere look: a few latitude rings and meridians; coarser
// meshes for spheres smaller on screen (sphere_lod.h), in the order of the
// levels: fine, medium, coarse.
struct WireShape {
  int latitude_rings;
  int meridians;
  int segments_per_ring;
};
constexpr std::array<WireShape, 3> kWireShapes = {{{7, 12, 48}, {7, 12, 24}, {3, 4, 12}}};

// The budget (sphere_lod.h) counts these meshes' vertices.
constexpr int WireVertexCount(const WireShape& shape) {
  return 2 * shape.segments_per_ring * shape.latitude_rings +
         2 * (shape.segments_per_ring / 2) * shape.meridians;
}
static_assert(WireVertexCount(kWireShapes[0]) == kDetailVertices[size_t(SphereDetail::kFine)]);
static_assert(WireVertexCount(kWireShapes[1]) == kDetailVertices[size_t(SphereDetail::kMedium)]);
static_assert(WireVertexCount(kWireShapes[2]) == kDetailVertices[size_t(SphereDetail::kCoarse)]);

// The solids: bands of latitude by slices of longitude, fine enough that
// the outline stays as round as the wireframe's at each level.
struct SolidShape {
  int bands;
  int slices;
};
constexpr std::array<SolidShape, 3> kSolidShapes = {{{24, 48}, {12, 24}, {8, 16}}};

glm::vec3 UnitPoint(float polar, float azimuth) {
  return glm::vec3(std::sin(polar) * std::cos(azimuth), std::cos(polar),
                   std::sin(polar) * std::sin(azimuth));
}

// Line-list vertices of a unit sphere's rings and meridians.
void AppendWire(const WireShape& shape, std::vector<glm::vec3>* mesh) {
  const float pi = glm::pi<float>();
  const int segments = shape.segments_per_ring;
  for (int r = 1; r <= shape.latitude_rings; ++r) {
    const float polar = pi * r / (shape.latitude_rings + 1);
    for (int s = 0; s < segments; ++s) {
      mesh->push_back(UnitPoint(polar, 2 * pi * s / segments));
      mesh->push_back(UnitPoint(polar, 2 * pi * (s + 1) / segments));
    }
  }
  for (int m = 0; m < shape.meridians; ++m) {
    const float azimuth = 2 * pi * m / shape.meridians;
    for (int s = 0; s < segments / 2; ++s) {
      mesh->push_back(UnitPoint(pi * s / (segments / 2), azimuth));
      mesh->push_back(UnitPoint(pi * (s + 1) / (segments / 2), azimuth));
    }
  }
}

// Triangle-list vertices of a unit sphere's surface, two triangles per
// cell of a band and a slice (one at the poles, where two corners meet).
void AppendSolid(const SolidShape& shape, std::vector<glm::vec3>* mesh) {
  const float pi = glm::pi<float>();
  for (int b = 0; b < shape.bands; ++b) {
    const float top = pi * b / shape.bands;
    const float bottom = pi * (b + 1) / shape.bands;
    for (int s = 0; s < shape.slices; ++s) {
      const float left = 2 * pi * s / shape.slices;
      const float right = 2 * pi * (s + 1) / shape.slices;
      if (b > 0) {
        mesh->insert(mesh->end(),
                     {UnitPoint(top, left), UnitPoint(bottom, left), UnitPoint(top, right)});
      }
      if (b + 1 < shape.bands) {
        mesh->insert(mesh->end(),
                     {UnitPoint(top, right), UnitPoint(bottom, left), UnitPoint(bottom, right)});
      }
    }
  }
}

}  // namespace

GlSphereMeshes::GlSphereMeshes(const std::filesystem::path& shader_dir) {
  wire_program_ = BuildProgram(shader_dir, "sphere.vert", "color.frag");
  try {
    lit_program_ = BuildProgram(shader_dir, "lit_sphere.vert", "lit_sphere.frag");
  } catch (...) {
    glDeleteProgram(wire_program_);
    throw;
  }
  wire_view_projection_ = glGetUniformLocation(wire_program_, "u_view_projection");
  wire_alpha_ = glGetUniformLocation(wire_program_, "u_alpha");
  lit_view_projection_ = glGetUniformLocation(lit_program_, "u_view_projection");

  // Every level's meshes in one buffer, one after the other.
  std::vector<glm::vec3> mesh;
  for (std::size_t level = 0; level < kLevels; ++level) {
    wire_first_[level] = static_cast<GLint>(mesh.size());
    AppendWire(kWireShapes[level], &mesh);
    wire_count_[level] = static_cast<GLsizei>(mesh.size()) - wire_first_[level];
    lit_first_[level] = static_cast<GLint>(mesh.size());
    AppendSolid(kSolidShapes[level], &mesh);
    lit_count_[level] = static_cast<GLsizei>(mesh.size()) - lit_first_[level];
  }
  glGenVertexArrays(1, &vertex_array_);
  glBindVertexArray(vertex_array_);
  glGenBuffers(1, &mesh_buffer_);
  glBindBuffer(GL_ARRAY_BUFFER, mesh_buffer_);
  glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(mesh.size() * sizeof(glm::vec3)),
               mesh.data(), GL_STATIC_DRAW);
  glEnableVertexAttribArray(0);
  glVertexAttribPointer(0, 3, GL_FLOAT, GL_FALSE, sizeof(glm::vec3), nullptr);
  glGenBuffers(1, &instance_buffer_);
  glBindBuffer(GL_ARRAY_BUFFER, instance_buffer_);
  glEnableVertexAttribArray(1);
  glVertexAttribDivisor(1, 1);
  glEnableVertexAttribArray(2);
  glVertexAttribDivisor(2, 1);
  PointInstancesAt(0);
  glBindVertexArray(0);
}

GlSphereMeshes::~GlSphereMeshes() {
  glDeleteBuffers(1, &mesh_buffer_);
  glDeleteBuffers(1, &instance_buffer_);
  glDeleteVertexArrays(1, &vertex_array_);
  glDeleteProgram(wire_program_);
  glDeleteProgram(lit_program_);
}

void GlSphereMeshes::PointInstancesAt(std::size_t first) {
  // GL 3.3 has no base instance: each level's draw starts the per-instance
  // attributes at its first instance instead.
  constexpr GLsizei kStride = sizeof(Instance);
  const std::size_t base = first * sizeof(Instance);
  glVertexAttribPointer(1, 4, GL_FLOAT, GL_FALSE, kStride,
                        reinterpret_cast<void*>(base + offsetof(Instance, center_radius)));
  glVertexAttribPointer(2, 4, GL_FLOAT, GL_FALSE, kStride,
                        reinterpret_cast<void*>(base + offsetof(Instance, color)));
}

int GlSphereMeshes::DrawWire(const glm::mat4& view_projection, const Levels& levels, float alpha) {
  glUseProgram(wire_program_);
  glUniformMatrix4fv(wire_view_projection_, 1, GL_FALSE, glm::value_ptr(view_projection));
  glUniform1f(wire_alpha_, alpha);
  return DrawLevels(levels, GL_LINES, wire_first_, wire_count_);
}

int GlSphereMeshes::DrawLit(const glm::mat4& view_projection, const Levels& levels) {
  glUseProgram(lit_program_);
  glUniformMatrix4fv(lit_view_projection_, 1, GL_FALSE, glm::value_ptr(view_projection));
  return DrawLevels(levels, GL_TRIANGLES, lit_first_, lit_count_);
}

int GlSphereMeshes::DrawLevels(const Levels& levels, GLenum mode,
                               const std::array<GLint, kLevels>& first,
                               const std::array<GLsizei, kLevels>& count) {
  // All levels' instances in one upload, to a new store each time
  // (orphaning): the driver need not wait for the last draw to finish
  // reading the old one.
  instances_.clear();
  for (const std::vector<Instance>& level : levels) {
    instances_.insert(instances_.end(), level.begin(), level.end());
  }
  if (instances_.empty()) {
    return 0;
  }
  glBindVertexArray(vertex_array_);
  glBindBuffer(GL_ARRAY_BUFFER, instance_buffer_);
  glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(instances_.size() * sizeof(Instance)),
               instances_.data(), GL_STREAM_DRAW);
  int draw_calls = 0;
  std::size_t start = 0;
  for (std::size_t level = 0; level < kLevels; ++level) {
    const std::size_t instances = levels[level].size();
    if (instances > 0) {
      PointInstancesAt(start);
      glDrawArraysInstanced(mode, first[level], count[level], static_cast<GLsizei>(instances));
      ++draw_calls;
    }
    start += instances;
  }
  return draw_calls;
}

}  // namespace harness
