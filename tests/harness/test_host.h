#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "harness/sample/sample.h"

namespace harness::testing {

// Remembers what a sample drew, so colours can be checked without GL.
class RecordingDraw final : public Draw {
 public:
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

  void Line(const glm::vec3& a, const glm::vec3& b, const Color& color) override {
    lines.push_back({a, b, color});
  }
  void Point(const glm::vec3&, float, const Color&) override { ++points; }
  void WireSphere(const glm::vec3& center, float radius, const Color& color) override {
    spheres.push_back({center, radius, color});
  }
  void Text(const glm::vec3& position, std::string_view text, const Color& color) override {
    labels.push_back({position, std::string(text), color});
  }
  void Clear() {
    spheres.clear();
    lines.clear();
    labels.clear();
    points = 0;
  }

  std::vector<Sphere> spheres;
  std::vector<Segment> lines;
  std::vector<Label> labels;
  int points = 0;
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
