#include "harness/draw/minkowski_marks.h"

#include <cstddef>
#include <string>
#include <vector>

#include "collide/convex/epa.h"
#include "collide/convex/gjk.h"
#include "collide/registry/convex_pair_tests.h"

namespace harness {
namespace {

using collide::Vec3;

Vec3 Centroid(const std::vector<Vec3>& points) {
  Vec3 sum(0.0);
  for (const Vec3& p : points) {
    sum += p;
  }
  return points.empty() ? sum : sum / static_cast<double>(points.size());
}

void DrawSimplex(Draw& draw, const std::vector<Vec3>& simplex) {
  for (std::size_t i = 0; i < simplex.size(); ++i) {
    draw.Point(simplex[i], 7.0f, kMinkowskiColor);
    for (std::size_t j = i + 1; j < simplex.size(); ++j) {
      draw.Line(simplex[i], simplex[j], kMinkowskiColor);
    }
  }
  const std::string words = "GJK simplex, " + std::to_string(simplex.size()) +
                            (simplex.size() == 1 ? " point" : " points");
  draw.Text(Centroid(simplex), words, kMinkowskiColor);
}

void DrawPolytope(Draw& draw, const collide::EpaPolytope& polytope) {
  const Color faint = Mix(kMinkowskiColor, colors::kBackground, 0.45f);
  for (const auto& face : polytope.faces) {
    for (int k = 0; k < 3; ++k) {
      const Vec3& from = polytope.vertices[static_cast<std::size_t>(face[k])];
      const Vec3& to = polytope.vertices[static_cast<std::size_t>(face[(k + 1) % 3])];
      draw.Line(from, to, faint);
    }
  }
  draw.Text(Centroid(polytope.vertices) + Vec3(0, 0.3, 0),
            "EPA polytope, " + std::to_string(polytope.faces.size()) + " faces", faint);
}

void DrawOrigin(Draw& draw) {
  constexpr double kArm = 0.25;
  for (int axis = 0; axis < 3; ++axis) {
    Vec3 arm(0.0);
    arm[axis] = kArm;
    draw.Line(-arm, arm, kMinkowskiColor);
  }
  draw.Text(Vec3(0.0), "origin of A - B", kMinkowskiColor);
}

}  // namespace

bool DrawMinkowskiMarks(Draw& draw, const collide::StaticShape& a, const collide::StaticShape& b) {
  if (!collide::IsConvexKind(a.kind()) || !collide::IsConvexKind(b.kind())) {
    return false;
  }
  collide::WithConvexShape(a, [&](const collide::ConvexShape& x) {
    collide::WithConvexShape(b, [&](const collide::ConvexShape& y) {
      const collide::GjkResult gjk = collide::Gjk(x, y);
      DrawSimplex(draw, gjk.simplex);
      if (gjk.cores_overlap) {
        const collide::EpaResult epa = collide::PenetrateByGjkEpaWithPolytope(x, y);
        if (!epa.polytope.faces.empty()) {
          DrawPolytope(draw, epa.polytope);
        }
      }
    });
  });
  DrawOrigin(draw);
  return true;
}

}  // namespace harness
