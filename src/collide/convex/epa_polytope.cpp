#include "collide/convex/epa_polytope.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "collide/convex/convex_trace.h"
#include "collide/trace/trace.h"

namespace collide {
namespace {

constexpr int kEpaMaxIterations = 128;
// The expansion stops when the support beyond the nearest face gains less
// than this fraction of the polytope's size.
constexpr double kEpaRelativeGap = 1e-12;

struct Face {
  std::array<int, 3> corners{};
  Vec3 normal{0.0};
  double distance = 0.0;
  bool live = true;
};

class Polytope {
 public:
  Polytope(const std::array<MinkowskiVertex, 4>& start) : vertices_(start.begin(), start.end()) {
    for (const MinkowskiVertex& v : start) {
      inside_ += 0.25 * v.point;
    }
    AddFace(0, 1, 2);
    AddFace(0, 3, 1);
    AddFace(0, 2, 3);
    AddFace(1, 3, 2);
  }

  // The live face nearest the origin.
  const Face& Nearest() const {
    const Face* best = nullptr;
    for (const Face& f : faces_) {
      if (f.live && (best == nullptr || f.distance < best->distance)) {
        best = &f;
      }
    }
    return *best;
  }

  double Size() const {
    double size = 0.0;
    for (const MinkowskiVertex& v : vertices_) {
      size = std::max(size, glm::length(v.point));
    }
    return size;
  }

  // Adds `vertex` and replaces the faces it sees by a fan from it to their
  // horizon. False when a new face would have no area (the expansion is at
  // the limit of precision).
  bool Expand(const MinkowskiVertex& vertex) {
    const int added = static_cast<int>(vertices_.size());
    vertices_.push_back(vertex);
    std::vector<std::pair<int, int>> edges;  // the seen faces' edges, as oriented
    for (Face& f : faces_) {
      if (f.live && glm::dot(f.normal, vertex.point - vertices_[f.corners[0]].point) > 0.0) {
        f.live = false;
        for (int e = 0; e < 3; ++e) {
          edges.emplace_back(f.corners[e], f.corners[(e + 1) % 3]);
        }
      }
    }
    for (const auto& [from, to] : edges) {
      const bool shared = std::find(edges.begin(), edges.end(), std::pair(to, from)) != edges.end();
      if (!shared && !AddFace(from, to, added)) {
        return false;
      }
    }
    return true;
  }

  const MinkowskiVertex& Vertex(int i) const { return vertices_[static_cast<std::size_t>(i)]; }

  void Export(EpaPolytope* out) const {
    out->vertices.clear();
    out->faces.clear();
    for (const MinkowskiVertex& v : vertices_) {
      out->vertices.push_back(v.point);
    }
    for (const Face& f : faces_) {
      if (f.live) {
        out->faces.push_back(f.corners);
      }
    }
  }

 private:
  // Oriented away from a point inside (the start's centroid, inside every
  // later polytope too).
  bool AddFace(int i, int j, int k) {
    const Vec3& p = vertices_[i].point;
    Vec3 normal = glm::cross(vertices_[j].point - p, vertices_[k].point - p);
    const double length = glm::length(normal);
    if (!(length > 0.0)) {
      return false;
    }
    normal /= length;
    if (glm::dot(normal, p - inside_) < 0.0) {
      std::swap(j, k);
      normal = -normal;
    }
    faces_.push_back(Face{{i, j, k}, normal, std::max(0.0, glm::dot(normal, p)), true});
    return true;
  }

  std::vector<MinkowskiVertex> vertices_;
  std::vector<Face> faces_;
  Vec3 inside_{0.0};
};

// The preimages on A and B of the face's point nearest the origin, by that
// point's barycentrics in the face.
EpaFaceAnswer AnswerOf(const Polytope& polytope, const Face& face) {
  const MinkowskiVertex& p = polytope.Vertex(face.corners[0]);
  const MinkowskiVertex& q = polytope.Vertex(face.corners[1]);
  const MinkowskiVertex& r = polytope.Vertex(face.corners[2]);
  const Vec3 nearest = face.normal * face.distance;
  const double total = glm::dot(face.normal, glm::cross(q.point - p.point, r.point - p.point));
  double wq = glm::dot(face.normal, glm::cross(r.point - nearest, p.point - nearest)) / total;
  double wr = glm::dot(face.normal, glm::cross(p.point - nearest, q.point - nearest)) / total;
  if (!std::isfinite(wq) || !std::isfinite(wr)) {
    wq = wr = 1.0 / 3.0;
  }
  const double wp = 1.0 - wq - wr;
  return EpaFaceAnswer{face.distance, face.normal, p.from_a * wp + q.from_a * wq + r.from_a * wr,
                       p.from_b * wp + q.from_b * wq + r.from_b * wr};
}

}  // namespace

template <typename Tracer>
[[gnu::always_inline]] inline EpaFaceAnswer ExpandPolytope(
    const std::array<MinkowskiVertex, 4>& start, const MinkowskiSupport& support,
    EpaPolytope* polytope, int* iterations, Tracer& trace) {
  Polytope grown(start);
  Face nearest = grown.Nearest();
  *iterations = 0;
  while (*iterations < kEpaMaxIterations) {
    const MinkowskiVertex beyond = support(nearest.normal);
    const double gap = glm::dot(beyond.point, nearest.normal) - nearest.distance;
    if constexpr (Tracer::kOn) {
      const double tolerance = kEpaRelativeGap * grown.Size();
      RecordEpaExpansion(
          trace,
          EpaLook{*iterations + 1,
                  {grown.Vertex(nearest.corners[0]).point, grown.Vertex(nearest.corners[1]).point,
                   grown.Vertex(nearest.corners[2]).point},
                  nearest.normal,
                  nearest.distance,
                  beyond.point,
                  gap,
                  tolerance},
          gap <= tolerance);
    }
    if (gap <= kEpaRelativeGap * grown.Size()) {
      break;
    }
    ++*iterations;
    if (!grown.Expand(beyond)) {
      if constexpr (Tracer::kOn) {
        RecordEpaStuck(trace, *iterations, "a new face would have no area: stop at the last face");
      }
      break;
    }
    nearest = grown.Nearest();
  }
  if constexpr (Tracer::kOn) {
    if (*iterations >= kEpaMaxIterations) {
      RecordEpaStuck(trace, *iterations, "out of expansions: stop at the nearest face");
    }
  }
  if (polytope != nullptr) {
    grown.Export(polytope);
  }
  return AnswerOf(grown, nearest);
}

template EpaFaceAnswer ExpandPolytope(const std::array<MinkowskiVertex, 4>& start,
                                      const MinkowskiSupport& support, EpaPolytope* polytope,
                                      int* iterations, NoTrace& trace);
template EpaFaceAnswer ExpandPolytope(const std::array<MinkowskiVertex, 4>& start,
                                      const MinkowskiSupport& support, EpaPolytope* polytope,
                                      int* iterations, Trace& trace);

EpaFaceAnswer ExpandPolytope(const std::array<MinkowskiVertex, 4>& start,
                             const MinkowskiSupport& support, EpaPolytope* polytope,
                             int* iterations) {
  NoTrace& untraced = Untraced();
  return ExpandPolytope(start, support, polytope, iterations, untraced);
}

}  // namespace collide
