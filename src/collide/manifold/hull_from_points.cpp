// HullFromPoints: our own checks first (Qhull's messages for flat input are
// long and name its options), then Qhull with pre-merging at the coplanar
// tolerance, then its facets read back as our faces.
#include "collide/manifold/hull_from_points.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

extern "C" {
#include <libqhull_r/qhull_ra.h>
}

namespace collide {
namespace hull_from_points_detail {
namespace {

std::string Count(std::size_t n) {
  return std::to_string(n) + (n == 1 ? " point" : " points");
}

// The farthest point from p0, from the line p0-p1 and from the plane
// p0-p1-p2, in turn: each distance is the cloud's extent in one more
// dimension, so a small one names what the cloud lacks.
std::optional<std::string> WhyNoVolume(std::span<const Vec3> points) {
  Vec3 low(kInfinity);
  Vec3 high(-kInfinity);
  for (const Vec3& p : points) {
    low = glm::min(low, p);
    high = glm::max(high, p);
  }
  const double tolerance = kHullCoplanarTolerance * glm::length(high - low);
  const std::string the = "the " + Count(points.size());
  const Vec3 p0 = points[0];
  const auto farthest = [&](const auto& distance) {
    double best = -1.0;
    Vec3 at = p0;
    for (const Vec3& p : points) {
      const double d = distance(p);
      if (d > best) {
        best = d;
        at = p;
      }
    }
    return std::pair(best, at);
  };
  const auto [spread, p1] = farthest([&](const Vec3& p) { return glm::length(p - p0); });
  if (!(spread > tolerance)) {
    return the + " are one point: a hull needs volume";
  }
  const Vec3 along = glm::normalize(p1 - p0);
  const auto [width, p2] =
      farthest([&](const Vec3& p) { return glm::length(glm::cross(p - p0, along)); });
  if (!(width > tolerance)) {
    return the + " lie on one line: a hull needs volume";
  }
  const Vec3 normal = glm::normalize(glm::cross(p1 - p0, p2 - p0));
  const auto [height, p3] =
      farthest([&](const Vec3& p) { return std::abs(glm::dot(p - p0, normal)); });
  (void)p3;
  if (!(height > tolerance)) {
    return the + " lie in one plane: a hull needs volume";
  }
  return std::nullopt;
}

// Qhull's state and its two captured streams, freed on every path (Qhull
// reports errors by longjmp back into qh_new_qhull, which then returns).
class QhullRun {
 public:
  QhullRun() {
    errors_ = open_memstream(&error_text_, &error_size_);
    output_ = open_memstream(&output_text_, &output_size_);
    qh_zero(&qh_, errors_);
  }
  ~QhullRun() {
    qh_freeqhull(&qh_, !qh_ALL);
    int still_long = 0;
    int total_long = 0;
    qh_memfreeshort(&qh_, &still_long, &total_long);
    std::fclose(errors_);
    std::fclose(output_);
    std::free(error_text_);
    std::free(output_text_);
  }
  QhullRun(const QhullRun&) = delete;
  QhullRun& operator=(const QhullRun&) = delete;

  int Run(std::vector<coordT>& coordinates, double merge_distance) {
    std::array<char, 96> command{};
    std::snprintf(command.data(), command.size(), "qhull C-%.17g", merge_distance);
    return qh_new_qhull(&qh_, 3, static_cast<int>(coordinates.size() / 3), coordinates.data(),
                        False, command.data(), output_, errors_);
  }
  // Qhull's first line of complaint, without its "QH6154 " code prefix.
  std::string FirstError() {
    std::fflush(errors_);
    std::string text = error_text_ == nullptr ? "" : std::string(error_text_, error_size_);
    text = text.substr(0, text.find('\n'));
    return text.empty() ? "Qhull failed" : "Qhull: " + text;
  }
  qhT* qh() { return &qh_; }

 private:
  qhT qh_{};
  FILE* errors_ = nullptr;
  FILE* output_ = nullptr;
  char* error_text_ = nullptr;
  char* output_text_ = nullptr;
  std::size_t error_size_ = 0;
  std::size_t output_size_ = 0;
};

// The face's corners in counter-clockwise order seen from outside (along
// +qhull_normal), by angle about their mean in the facet's plane: a convex
// polygon's corners are in angle order about any inside point.
void OrderCorners(const std::vector<Vec3>& vertices, const Vec3& qhull_normal,
                  std::vector<int>& corners) {
  Vec3 mean(0.0);
  for (int c : corners) {
    mean += vertices[static_cast<std::size_t>(c)];
  }
  mean /= static_cast<double>(corners.size());
  Vec3 u;
  Vec3 v;
  PerpendicularBasis(qhull_normal, &u, &v);  // (u, v, n) right-handed
  const auto angle = [&](int c) {
    const Vec3 d = vertices[static_cast<std::size_t>(c)] - mean;
    return std::atan2(glm::dot(d, v), glm::dot(d, u));
  };
  std::sort(corners.begin(), corners.end(), [&](int a, int b) { return angle(a) < angle(b); });
}

// Newell's normal of the loop (exact for a planar polygon, a best fit for
// one merged within the tolerance), and the plane through its outermost
// corner.
HullFace FaceOf(const std::vector<Vec3>& vertices, std::vector<int> corners) {
  Vec3 normal(0.0);
  for (std::size_t i = 0; i < corners.size(); ++i) {
    const Vec3& p = vertices[static_cast<std::size_t>(corners[i])];
    const Vec3& q = vertices[static_cast<std::size_t>(corners[(i + 1) % corners.size()])];
    normal += Vec3((p.y - q.y) * (p.z + q.z), (p.z - q.z) * (p.x + q.x), (p.x - q.x) * (p.y + q.y));
  }
  HullFace face;
  face.normal = glm::normalize(normal);
  face.offset = -kInfinity;
  for (int c : corners) {
    face.offset =
        std::max(face.offset, glm::dot(face.normal, vertices[static_cast<std::size_t>(c)]));
  }
  face.corners = std::move(corners);
  return face;
}

ConvexHull ReadHull(qhT* qh, std::span<const Vec3> points) {
  ConvexHull hull;
  std::map<int, int> index_of_point;  // Qhull's point id -> our vertex index
  facetT* facet = nullptr;
  vertexT* vertex = nullptr;
  vertexT** vertexp = nullptr;
  FORALLfacets {
    std::vector<int> corners;
    FOREACHvertex_(facet->vertices) {
      const int id = qh_pointid(qh, vertex->point);
      const auto [it, added] = index_of_point.emplace(id, static_cast<int>(hull.vertices.size()));
      if (added) {
        hull.vertices.push_back(points[static_cast<std::size_t>(id)]);
      }
      corners.push_back(it->second);
    }
    const Vec3 qhull_normal(facet->normal[0], facet->normal[1], facet->normal[2]);
    OrderCorners(hull.vertices, qhull_normal, corners);
    hull.faces.push_back(FaceOf(hull.vertices, std::move(corners)));
  }
  for (const HullFace& face : hull.faces) {
    for (std::size_t i = 0; i < face.corners.size(); ++i) {
      const int p = face.corners[i];
      const int q = face.corners[(i + 1) % face.corners.size()];
      hull.edges.push_back({std::min(p, q), std::max(p, q)});
    }
  }
  std::sort(hull.edges.begin(), hull.edges.end());
  hull.edges.erase(std::unique(hull.edges.begin(), hull.edges.end()), hull.edges.end());
  AddSupportAids(hull);
  return hull;
}

}  // namespace
}  // namespace hull_from_points_detail

std::variant<ConvexHull, std::string> HullFromPoints(std::span<const Vec3> points) {
  using namespace hull_from_points_detail;
  if (points.empty()) {
    return std::string("no points: a hull needs at least 4");
  }
  for (std::size_t i = 0; i < points.size(); ++i) {
    if (!IsFinite(points[i])) {
      return "point " + std::to_string(i) + " has a non-finite coordinate";
    }
  }
  if (points.size() < 4) {
    return Count(points.size()) + ": a hull needs at least 4";
  }
  if (std::optional<std::string> why = WhyNoVolume(points)) {
    return *why;
  }
  Vec3 low(kInfinity);
  Vec3 high(-kInfinity);
  std::vector<coordT> coordinates;
  coordinates.reserve(points.size() * 3);
  for (const Vec3& p : points) {
    low = glm::min(low, p);
    high = glm::max(high, p);
    coordinates.insert(coordinates.end(), {p.x, p.y, p.z});
  }
  QhullRun run;
  if (run.Run(coordinates, kHullCoplanarTolerance * glm::length(high - low)) != 0) {
    return run.FirstError();
  }
  return ReadHull(run.qh(), points);
}

}  // namespace collide
