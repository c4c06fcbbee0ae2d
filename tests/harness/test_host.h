#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "harness/sample_api/sample.h"

namespace harness::testing {

// Remembers what a sample drew, so colours can be checked without GL.
class RecordingDraw final : public Draw {
 public:
  using Draw::DrawMesh;
  using Draw::Line;
  using Draw::Point;
  using Draw::Text;
  using Draw::Triangle;
  using Draw::WireSphere;

  struct Sphere {
    glm::vec3 center;
    float radius;
    Color color;
  };
  struct Segment {
    glm::vec3 a, b;
    Color color;
  };
  struct Label {
    glm::vec3 position;
    std::string text;
    Color color;
  };
  struct Dot {
    glm::vec3 position;
    float size;
    Color color;
  };
  struct FilledTriangle {
    glm::vec3 a, b, c;
    Color color;
  };
  struct Mesh {
    std::vector<glm::vec3> vertices;
    std::vector<uint32_t> indices;
  };
  struct MeshDraw {
    MeshId mesh;
    glm::mat4 model;
    Color color;
  };

  void Line(const glm::vec3& a, const glm::vec3& b, const Color& color) override {
    lines.push_back({a, b, color});
  }
  void Point(const glm::vec3& p, float size, const Color& color) override {
    ++points;
    dots.push_back({p, size, color});
  }
  void WireSphere(const glm::vec3& center, float radius, const Color& color) override {
    spheres.push_back({center, radius, color});
  }
  void Text(const glm::vec3& position, std::string_view text, const Color& color) override {
    labels.push_back({position, std::string(text), color});
  }
  void LabelsLeftOut(int count) override { labels_left_out += count; }
  void Triangle(const glm::vec3& a, const glm::vec3& b, const glm::vec3& c,
                const Color& color) override {
    triangles.push_back({a, b, c, color});
  }
  void LitTriangle(const glm::vec3& a, const glm::vec3& b, const glm::vec3& c,
                   const Color& color) override {
    lit_triangles.push_back({a, b, c, color});
  }
  void LitSphere(const glm::vec3& center, float radius, const Color& color) override {
    lit_spheres.push_back({center, radius, color});
  }
  // Ids count up from 1 and are never given again, as in the window.
  MeshId CreateMesh(std::span<const glm::vec3> vertices,
                    std::span<const uint32_t> indices) override {
    if (!IsValidMesh(vertices, indices)) {
      return MeshId::kNone;
    }
    meshes[++last_mesh_id_] = {{vertices.begin(), vertices.end()},
                               {indices.begin(), indices.end()}};
    return MeshId{last_mesh_id_};
  }
  // Draws of meshes not held are not recorded: the window draws nothing.
  void DrawMesh(MeshId mesh, const glm::mat4& model, const Color& color) override {
    if (meshes.count(static_cast<uint32_t>(mesh)) > 0) {
      mesh_draws.push_back({mesh, model, color});
    }
  }
  void ReleaseMesh(MeshId mesh) override { meshes.erase(static_cast<uint32_t>(mesh)); }
  // What was drawn; the meshes stay, as they do in the window.
  void Clear() {
    spheres.clear();
    lines.clear();
    labels.clear();
    labels_left_out = 0;
    dots.clear();
    triangles.clear();
    lit_triangles.clear();
    lit_spheres.clear();
    mesh_draws.clear();
    points = 0;
  }

  std::vector<Sphere> spheres;
  std::vector<Segment> lines;
  std::vector<Label> labels;
  int labels_left_out = 0;
  int points = 0;
  std::vector<Dot> dots;
  std::vector<FilledTriangle> triangles;
  std::vector<FilledTriangle> lit_triangles;  // solid faces
  std::vector<Sphere> lit_spheres;            // solid spheres
  std::map<uint32_t, Mesh> meshes;            // by MeshId, those held
  std::vector<MeshDraw> mesh_draws;

 private:
  uint32_t last_mesh_id_ = 0;
};

class TestHost final : public SampleHost {
 public:
  TestHost() { log_.set_echo_to_console(false); }
  Log& log() override { return log_; }
  Draw& draw() override { return draw_; }
  Camera& camera() override { return camera_; }
  RecordingDraw& recorded() { return draw_; }

 private:
  Log log_;
  RecordingDraw draw_;
  Camera camera_;
};

inline bool SameColor(const Color& a, const Color& b) {
  return a.r == b.r && a.g == b.g && a.b == b.b;
}

}  // namespace harness::testing
