#include "collide/convex/simplex.h"

#include <algorithm>
#include <cmath>

namespace collide {
namespace {

// A flat triangle or tetrahedron, relative to its edges: below this its
// normal or volume is rounding, and its edges or faces answer instead.
constexpr double kFlatTriangle = 1e-20;     // |n|^2 against |e1|^2 |e2|^2
constexpr double kFlatTetrahedron = 1e-14;  // |volume| against the longest edge cubed

// The nearest point of a sub-simplex: which vertices (by index into the
// simplex) it keeps and their weights.
struct Nearest {
  std::array<int, 4> vertex{};
  std::array<double, 4> weight{};
  int count = 0;
  double distance_squared = kInfinity;
};

Nearest OfVertex(const Simplex& s, int i) {
  Nearest n;
  n.vertex[0] = i;
  n.weight[0] = 1.0;
  n.count = 1;
  n.distance_squared = glm::dot(s.points[i], s.points[i]);
  return n;
}

Nearest OfEdge(const Simplex& s, int i, int j) {
  const Vec3& p = s.points[i];
  const Vec3& q = s.points[j];
  const Vec3 edge = q - p;
  const double along_p = glm::dot(p, edge);
  const double along_q = glm::dot(q, edge);
  if (along_p >= 0.0) {
    return OfVertex(s, i);
  }
  if (along_q <= 0.0) {
    return OfVertex(s, j);
  }
  const double wq = -along_p / (along_q - along_p);
  Nearest n;
  n.vertex = {i, j, 0, 0};
  n.weight = {1.0 - wq, wq, 0.0, 0.0};
  n.count = 2;
  const Vec3 point = p + edge * wq;
  n.distance_squared = glm::dot(point, point);
  return n;
}

Nearest Better(const Nearest& a, const Nearest& b) {
  return b.distance_squared < a.distance_squared ? b : a;
}

Nearest OfTriangle(const Simplex& s, int i, int j, int k) {
  const Vec3& p = s.points[i];
  const Vec3& q = s.points[j];
  const Vec3& r = s.points[k];
  const Vec3 normal = glm::cross(q - p, r - p);
  const double normal_squared = glm::dot(normal, normal);
  const double scale = glm::dot(q - p, q - p) * glm::dot(r - p, r - p);
  if (!(normal_squared > kFlatTriangle * scale)) {
    return Better(Better(OfEdge(s, i, j), OfEdge(s, j, k)), OfEdge(s, i, k));
  }
  // The barycentrics of the origin's projection onto the plane: n.(q x r)
  // over n.n for p, and so on (the projection's offset along n drops out).
  const std::array<double, 3> area = {glm::dot(normal, glm::cross(q, r)),
                                      glm::dot(normal, glm::cross(r, p)),
                                      glm::dot(normal, glm::cross(p, q))};
  if (area[0] >= 0.0 && area[1] >= 0.0 && area[2] >= 0.0) {
    const double total = area[0] + area[1] + area[2];
    Nearest n;
    n.vertex = {i, j, k, 0};
    n.weight = {area[0] / total, area[1] / total, area[2] / total, 0.0};
    n.count = 3;
    const Vec3 point = normal * (glm::dot(p, normal) / normal_squared);
    n.distance_squared = glm::dot(point, point);
    return n;
  }
  // Outside: the nearest point is on an edge facing a negative weight.
  Nearest best;
  if (area[0] < 0.0) {
    best = Better(best, OfEdge(s, j, k));
  }
  if (area[1] < 0.0) {
    best = Better(best, OfEdge(s, i, k));
  }
  if (area[2] < 0.0) {
    best = Better(best, OfEdge(s, i, j));
  }
  return best;
}

double Determinant(const Vec3& a, const Vec3& b, const Vec3& c) {
  return glm::dot(a, glm::cross(b, c));
}

double LongestEdgeCubed(const Simplex& s) {
  double longest = 0.0;
  for (int i = 0; i < 4; ++i) {
    for (int j = i + 1; j < 4; ++j) {
      const Vec3 edge = s.points[j] - s.points[i];
      longest = std::max(longest, glm::dot(edge, edge));
    }
  }
  return longest * std::sqrt(longest);
}

Nearest OfTetrahedron(const Simplex& s) {
  const std::array<Vec3, 4>& p = s.points;
  // Signed volumes of the tetrahedra with the origin in place of each vertex.
  const std::array<double, 4> volume = {
      Determinant(p[1], p[2], p[3]), -Determinant(p[0], p[2], p[3]), Determinant(p[0], p[1], p[3]),
      -Determinant(p[0], p[1], p[2])};
  const double total = volume[0] + volume[1] + volume[2] + volume[3];
  const bool flat = !(std::abs(total) > kFlatTetrahedron * LongestEdgeCubed(s));
  const auto agrees = [&](double v) { return total > 0.0 ? v >= 0.0 : v <= 0.0; };
  if (!flat && agrees(volume[0]) && agrees(volume[1]) && agrees(volume[2]) && agrees(volume[3])) {
    Nearest n;
    n.vertex = {0, 1, 2, 3};
    for (int v = 0; v < 4; ++v) {
      n.weight[v] = volume[v] / total;
    }
    n.count = 4;
    n.distance_squared = 0.0;
    return n;
  }
  static constexpr std::array<std::array<int, 3>, 4> kFaceOpposite = {
      {{1, 2, 3}, {0, 2, 3}, {0, 1, 3}, {0, 1, 2}}};
  Nearest best;
  for (int v = 0; v < 4; ++v) {
    if (flat || !agrees(volume[v])) {
      const auto& f = kFaceOpposite[v];
      best = Better(best, OfTriangle(s, f[0], f[1], f[2]));
    }
  }
  return best;
}

Nearest OfSimplex(const Simplex& s) {
  switch (s.count) {
    case 1:
      return OfVertex(s, 0);
    case 2:
      return OfEdge(s, 0, 1);
    case 3:
      return OfTriangle(s, 0, 1, 2);
    default:
      return OfTetrahedron(s);
  }
}

}  // namespace

Vec3 Simplex::OnA() const {
  Vec3 sum(0.0);
  for (int i = 0; i < count; ++i) {
    sum += from_a[i] * weights[i];
  }
  return sum;
}

Vec3 Simplex::OnB() const {
  Vec3 sum(0.0);
  for (int i = 0; i < count; ++i) {
    sum += from_b[i] * weights[i];
  }
  return sum;
}

Vec3 ReduceToNearest(Simplex& simplex) {
  const Nearest nearest = OfSimplex(simplex);
  // In place: the kept vertices' indices increase, so none is overwritten
  // before it is moved.
  Vec3 point(0.0);
  for (int i = 0; i < nearest.count; ++i) {
    const int from = nearest.vertex[i];
    if (from != i) {
      simplex.points[i] = simplex.points[from];
      simplex.from_a[i] = simplex.from_a[from];
      simplex.from_b[i] = simplex.from_b[from];
    }
    simplex.weights[i] = nearest.weight[i];
    point += simplex.points[i] * nearest.weight[i];
  }
  simplex.count = nearest.count;
  return point;
}

}  // namespace collide
