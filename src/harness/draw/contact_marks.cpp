#include "harness/draw/contact_marks.h"

#include <algorithm>
#include <cstdio>
#include <string>

#include "collide/registry/contact_queries.h"
#include "collide/registry/pair_tests.h"

namespace harness {
namespace {

using collide::Vec3;

std::string Label(const char* format, double value) {
  char text[48];
  std::snprintf(text, sizeof text, format, value);
  return text;
}

// The answer of the pair's default test of `query`; none when the kinds have
// none or it could not answer.
std::optional<collide::Answer> DefaultAnswer(collide::Query query, const collide::StaticShape& a,
                                             const collide::StaticShape& b) {
  const auto tests =
      collide::PairTestRegistry::Global().Find(collide::KindOf(a), collide::KindOf(b), query);
  if (tests.empty()) {
    return std::nullopt;
  }
  try {
    return collide::PairTestRegistry::Run(*tests.front(), a, b);
  } catch (const collide::PairTestError&) {
    return std::nullopt;
  }
}

void Arrow(Draw& draw, const Vec3& from, const Vec3& direction, double length, const Color& color) {
  const Vec3 tip = from + direction * length;
  Vec3 u, v;
  collide::PerpendicularBasis(direction, &u, &v);
  draw.Line(from, tip, color);
  draw.Line(tip, tip - direction * (0.25 * length) + u * (0.12 * length), color);
  draw.Line(tip, tip - direction * (0.25 * length) - u * (0.12 * length), color);
}

}  // namespace

void DrawManifold(Draw& draw, const collide::Manifold& m, double arrow) {
  if (m.count <= 0) {
    return;
  }
  for (int i = 0; i < m.count; ++i) {
    const collide::ContactPoint& c = m.points[static_cast<std::size_t>(i)];
    draw.Point(c.point, 7.0f, kContactColor);
    Arrow(draw, c.point, m.normal, arrow, kContactColor);
  }
  // One label for the deepest point: the manifold's depth.
  const auto deepest =
      std::max_element(m.points.begin(), m.points.begin() + m.count,
                       [](const collide::ContactPoint& x, const collide::ContactPoint& y) {
                         return x.depth < y.depth;
                       });
  draw.Text(deepest->point + m.normal * arrow, Label("depth %.3g", deepest->depth), kContactColor);
}

void DrawClosestPoints(Draw& draw, const collide::ClosestPoints& closest) {
  draw.Line(closest.on_a, closest.on_b, kGapColor);
  draw.Point(closest.on_a, 6.0f, kGapColor);
  draw.Point(closest.on_b, 6.0f, kGapColor);
  draw.Text((closest.on_a + closest.on_b) * 0.5, Label("d %.3g", closest.distance), kGapColor);
}

bool DrawContactMarks(Draw& draw, const collide::StaticShape& a, const collide::StaticShape& b) {
  const auto contacts = DefaultAnswer(collide::ContactsQuery(), a, b);
  const double arrow =
      std::clamp(0.25 * glm::length(collide::AnchorOf(a) - collide::AnchorOf(b)), 0.2, 2.0);
  if (contacts) {
    if (const auto* m = contacts->GetIf<collide::Manifold>(); m != nullptr && m->count > 0) {
      DrawManifold(draw, *m, arrow);
      return true;
    }
  }
  const auto distance = DefaultAnswer(collide::DistanceQuery(), a, b);
  const auto* closest = distance ? distance->GetIf<collide::ClosestPoints>() : nullptr;
  if (closest == nullptr) {
    return contacts.has_value();
  }
  DrawClosestPoints(draw, *closest);
  return true;
}

void DrawCastContact(Draw& draw, const collide::ShapeCastHit& hit, double arrow) {
  draw.Point(hit.point, 7.0f, kContactColor);
  Arrow(draw, hit.point, hit.normal, arrow, kContactColor);
  draw.Text(hit.point + hit.normal * arrow, Label("t %.3g", hit.t), kContactColor);
}

}  // namespace harness
