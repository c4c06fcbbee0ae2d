#include "collide/convex/epa.h"

#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "collide/convex/convex_trace.h"
#include "collide/convex/core_support.h"
#include "collide/convex/epa_polytope.h"
#include "collide/convex/gjk_loop.h"
#include "collide/convex/shape_size.h"
#include "collide/trace/trace.h"

namespace collide {
namespace {

// A tetrahedron below this volume (against the longest edge cubed) is flat.
constexpr double kFlatStart = 1e-12;

struct Start {
  std::vector<MinkowskiVertex> vertices;
  Vec3 flat_normal{1.0, 0.0, 0.0};  // when no tetrahedron could be made
};

double Volume(const std::vector<MinkowskiVertex>& v) {
  return glm::dot(v[1].point - v[0].point,
                  glm::cross(v[2].point - v[0].point, v[3].point - v[0].point));
}

double LongestEdge(const std::vector<MinkowskiVertex>& v) {
  double longest = 0.0;
  for (const MinkowskiVertex& p : v) {
    for (const MinkowskiVertex& q : v) {
      longest = std::fmax(longest, glm::length(q.point - p.point));
    }
  }
  return longest;
}

// Grows GJK's simplex (which holds the origin) into a tetrahedron with
// volume by support points along directions it lacks, as Bullet's
// EncloseOrigin does: the axes for a point, six directions around a
// segment, both normals of a triangle. False when A - B is flat in the
// direction tried last, whose normal `start->flat_normal` keeps.
bool Enclose(const MinkowskiSupport& support, Start* start) {
  std::vector<MinkowskiVertex>& v = start->vertices;
  const auto try_along = [&](const Vec3& direction) {
    for (const Vec3& d : {direction, -direction}) {
      v.push_back(support(d));
      if (Enclose(support, start)) {
        return true;
      }
      v.pop_back();
    }
    return false;
  };
  switch (v.size()) {
    case 1:
      return try_along({1.0, 0.0, 0.0}) || try_along({0.0, 1.0, 0.0}) || try_along({0.0, 0.0, 1.0});
    case 2: {
      const Vec3 axis = v[1].point - v[0].point;
      if (glm::length(axis) == 0.0) {
        return false;
      }
      Vec3 u;
      Vec3 w;
      PerpendicularBasis(glm::normalize(axis), &u, &w);
      start->flat_normal = u;
      for (int k = 0; k < 3; ++k) {
        const double angle = k * kPi / 3.0;
        if (try_along(std::cos(angle) * u + std::sin(angle) * w)) {
          return true;
        }
      }
      return false;
    }
    case 3: {
      const Vec3 normal = glm::cross(v[1].point - v[0].point, v[2].point - v[0].point);
      if (glm::length(normal) == 0.0) {
        return false;
      }
      start->flat_normal = glm::normalize(normal);
      return try_along(normal);
    }
    default: {
      const double edge = LongestEdge(v);
      return std::abs(Volume(v)) > kFlatStart * edge * edge * edge;
    }
  }
}

// EPA on the cores, which overlap or touch (within the tolerance): GJK's
// run gives the start.
template <typename CoreA, typename CoreB, typename Tracer>
EpaFaceAnswer CoreDepth(const CoreA& a, const CoreB& b, const GjkRun& run, EpaPolytope* polytope,
                        int* iterations, Tracer& trace) {
  const MinkowskiSupport support = [&](const Vec3& d) {
    const Vec3 from_a = a(d);
    const Vec3 from_b = b(-d);
    return MinkowskiVertex{from_a - from_b, from_a, from_b};
  };
  Start start;
  for (int i = 0; i < run.simplex.count; ++i) {
    start.vertices.push_back({run.simplex.points[i], run.simplex.from_a[i], run.simplex.from_b[i]});
  }
  // A simplex with coincident or flat corners grows again from its first.
  bool enclosed = Enclose(support, &start);
  if (!enclosed) {
    start.vertices.resize(1);
    enclosed = Enclose(support, &start);
  }
  if (!enclosed) {
    if constexpr (Tracer::kOn) {
      std::string text = "no tetrahedron around the origin: A - B is flat, depth 0 along ";
      trace.Step("start", text.append(TraceVector(start.flat_normal)), "flat");
    }
    *iterations = 0;
    const Vec3 witness_a = run.simplex.OnA();
    const Vec3 witness_b = run.simplex.OnB();
    return EpaFaceAnswer{0.0, start.flat_normal, witness_a, witness_b};
  }
  if constexpr (Tracer::kOn) {
    std::string text = "GJK's simplex grown to a tetrahedron around the origin:";
    for (const MinkowskiVertex& v : start.vertices) {
      text.append(" ").append(TraceVector(v.point));
    }
    TraceStep& step = trace.Step("start", std::move(text), "enclosed");
    for (const MinkowskiVertex& v : start.vertices) {
      step.Mark(PointMark{v.point, "start"});
    }
  }
  return ExpandPolytope(
      {start.vertices[0], start.vertices[1], start.vertices[2], start.vertices[3]}, support,
      polytope, iterations, trace);
}

// The answer's step: the cores' depth or gap, the radii, the depth and normal.
void RecordDepth(Trace& trace, double cores_depth, double radius_a, double radius_b,
                 double touching, const std::optional<Penetration>& penetration) {
  std::string text = "the cores ";
  if (cores_depth < 0.0) {
    text.append(TraceNumber(-cores_depth)).append(" apart");
  } else {
    text.append("overlap by ").append(TraceNumber(cores_depth));
  }
  if (radius_a != 0.0 || radius_b != 0.0) {
    text.append(", the radii ").append(TraceNumber(radius_a)).append(" + ");
    text.append(TraceNumber(radius_b));
  }
  if (!penetration) {
    text.append(": apart by more than the tolerance ").append(TraceNumber(touching));
    trace.Step("depth", std::move(text), "apart");
    return;
  }
  text.append(": depth ").append(TraceNumber(penetration->depth)).append(" along ");
  text.append(TraceVector(penetration->normal));
  TraceStep& step = trace.Step("depth", std::move(text), "overlap");
  step.Mark(PointMark{penetration->on_a, "A's deepest"});
  step.Mark(PointMark{penetration->on_b, "B's deepest"});
}

template <typename Tracer>
EpaResult Penetrate(const ConvexShape& a, const ConvexShape& b, EpaPolytope* polytope,
                    Tracer& trace) {
  const double radius_a = RadiusOf(a);
  const double radius_b = RadiusOf(b);
  const double touching = TouchingTolerance(a, b);
  EpaResult result;
  const EpaFaceAnswer cores = VisitCore(a, [&](const auto& core_a) {
    return VisitCore(b, [&](const auto& core_b) {
      const GjkRun run = RunGjk(core_a, core_b, trace);
      const double apart = run.enclosing ? 0.0 : glm::length(run.nearest);
      if (apart > touching) {
        // Cores apart: the overlap (if any) is the radii's, along the cores' line.
        return EpaFaceAnswer{-apart, -run.nearest / apart, run.simplex.OnA(), run.simplex.OnB()};
      }
      return CoreDepth(core_a, core_b, run, polytope, &result.iterations, trace);
    });
  });
  const double depth = cores.depth + radius_a + radius_b;
  if (depth < -touching) {
    if constexpr (Tracer::kOn) {
      RecordDepth(trace, cores.depth, radius_a, radius_b, touching, result.penetration);
    }
    return result;
  }
  result.penetration =
      Penetration{std::fmax(depth, 0.0), cores.normal, cores.on_a + cores.normal * radius_a,
                  cores.on_b - cores.normal * radius_b};
  if constexpr (Tracer::kOn) {
    RecordDepth(trace, cores.depth, radius_a, radius_b, touching, result.penetration);
  }
  return result;
}

}  // namespace

template <typename Tracer>
std::optional<Penetration> PenetrateByGjkEpa(const ConvexShape& a, const ConvexShape& b,
                                             Tracer& trace) {
  return Penetrate(a, b, nullptr, trace).penetration;
}

template std::optional<Penetration> PenetrateByGjkEpa(const ConvexShape& a, const ConvexShape& b,
                                                      NoTrace& trace);
template std::optional<Penetration> PenetrateByGjkEpa(const ConvexShape& a, const ConvexShape& b,
                                                      Trace& trace);

std::optional<Penetration> PenetrateByGjkEpa(const ConvexShape& a, const ConvexShape& b) {
  NoTrace& untraced = Untraced();
  return PenetrateByGjkEpa(a, b, untraced);
}

EpaResult PenetrateByGjkEpaWithPolytope(const ConvexShape& a, const ConvexShape& b) {
  EpaPolytope polytope;
  NoTrace& untraced = Untraced();
  EpaResult result = Penetrate(a, b, &polytope, untraced);
  result.polytope = std::move(polytope);
  return result;
}

}  // namespace collide
