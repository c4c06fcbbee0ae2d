#pragma once

// Reading back what a window showed: a screenshot as RGB pixels, for the
// window tests' colour checks.

#include <stb_image.h>

#include <algorithm>
#include <glm/glm.hpp>
#include <string>
#include <vector>

namespace cli_testing {

struct Image {
  int width = 0, height = 0;
  std::vector<unsigned char> rgb;
  const unsigned char* At(int x, int y) const {
    return &rgb[(static_cast<size_t>(y) * width + x) * 3];
  }
};

// An empty image (width 0) when the file cannot be read.
inline Image LoadPng(const std::string& path) {
  Image image;
  int channels = 0;
  unsigned char* data = stbi_load(path.c_str(), &image.width, &image.height, &channels, 3);
  if (data != nullptr) {
    image.rgb.assign(data, data + static_cast<size_t>(image.width) * image.height * 3);
    stbi_image_free(data);
  }
  return image;
}

// The pure colours the debug draw uses, as read back from a screenshot.
inline bool IsRed(const unsigned char* p) {
  return p[0] > 200 && p[1] < 60 && p[2] < 60;
}
inline bool IsBlue(const unsigned char* p) {
  return p[2] > 200 && p[0] < 60 && p[1] < 60;
}
inline bool IsYellow(const unsigned char* p) {
  return p[0] > 200 && p[1] > 200 && p[2] < 60;
}
// colors::kOrange (1, 0.55, 0): disagreements, and where planes meet.
inline bool IsOrange(const unsigned char* p) {
  return p[0] > 200 && p[1] > 110 && p[1] < 170 && p[2] < 60;
}
// The impact-search exact ghost's green (0.1, 1, 0.2).
inline bool IsGreen(const unsigned char* p) {
  return p[1] > 200 && p[0] < 80 && p[2] < 120;
}

inline float DistanceToSegment(glm::vec2 p, glm::vec2 a, glm::vec2 b) {
  const glm::vec2 ab = b - a;
  const float t = glm::clamp(glm::dot(p - a, ab) / std::max(glm::dot(ab, ab), 1e-6f), 0.0f, 1.0f);
  return glm::length(p - (a + t * ab));
}

}  // namespace cli_testing
