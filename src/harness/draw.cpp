#include "harness/draw.h"

namespace harness {

void Draw::Axes(const glm::vec3& origin, float length) {
  Line(origin, origin + glm::vec3(length, 0, 0), colors::kRed);
  Line(origin, origin + glm::vec3(0, length, 0), colors::kGreen);
  Line(origin, origin + glm::vec3(0, 0, length), colors::kBlue);
}

void Draw::WireHexahedron(const glm::vec3 (&c)[8], const Color& color) {
  // Corners one bit apart share an edge.
  static constexpr int kEdges[12][2] = {{0, 1}, {2, 3}, {4, 5}, {6, 7}, {0, 2}, {1, 3},
                                        {4, 6}, {5, 7}, {0, 4}, {1, 5}, {2, 6}, {3, 7}};
  for (const auto& e : kEdges) {
    Line(c[e[0]], c[e[1]], color);
  }
}

}  // namespace harness
