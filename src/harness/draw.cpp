#include "harness/draw.h"

namespace harness {

void Draw::Axes(const glm::vec3& origin, float length) {
  Line(origin, origin + glm::vec3(length, 0, 0), colors::kRed);
  Line(origin, origin + glm::vec3(0, length, 0), colors::kGreen);
  Line(origin, origin + glm::vec3(0, 0, length), colors::kBlue);
}

void Draw::WireHexahedron(const glm::vec3 (&c)[8], const Color& color) {
  static constexpr int kEdges[12][2] = {{0, 1}, {1, 2}, {2, 3}, {3, 0}, {4, 5}, {5, 6},
                                        {6, 7}, {7, 4}, {0, 4}, {1, 5}, {2, 6}, {3, 7}};
  for (const auto& e : kEdges) {
    Line(c[e[0]], c[e[1]], color);
  }
}

}  // namespace harness
