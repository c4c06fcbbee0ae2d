// The sweep's collide side (kind 14, collide/registry/sweep.h): its row, and against every
// convex kind the shape cast (GJK's ray cast, collide::Cast) and whether
// the swept shape touches it anywhere along the way, and its hunt generator
// (hunt/generators_sweep.cpp), which moves the other kinds' shapes. Both
// tests run traced too: the cast's iterations (contacts.h's Cast).
#include "collide/registry/sweep.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <stdexcept>
#include <string>

#include "collide/convex/contacts.h"
#include "collide/kinds/kind_registration.h"
#include "collide/registry/contact_queries.h"

namespace collide {

namespace {

std::optional<Aabb> SweptBounds(const Sweep& sweep) {
  const std::optional<Aabb> start = BoundsOf(sweep.shape);
  if (!start) {
    return std::nullopt;
  }
  return Aabb{glm::min(start->min, start->min + sweep.translation),
              glm::max(start->max, start->max + sweep.translation)};
}

ShapeKindInfo SweepRow() {
  return MakeShapeKindInfo<Sweep>(
      "sweep", [](const Sweep& s) { return AnchorOf(s.shape); }, SweptBounds,
      [](const Sweep& s) { return Validate(s); });
}

template <typename Other, typename Tracer>
CastAnswer CastInto(const Sweep& sweep, const Other& other, Tracer& trace) {
  return WithConvexShape(sweep.shape, [&](const ConvexShape& moving) {
    return WithConvex(other, [&](const ConvexShape& still) {
      return CastAnswer(Cast(moving, sweep.translation, still, trace));
    });
  });
}

template <HasShapeKind Other>
void AddCastTests(PairTestRegistry& registry) {
  AddTracedPairTest<Sweep, Other>(
      registry, "gjk-ray-cast", CastQuery(),
      "GJK's ray cast (van den Bergen): the ray from the origin along the translation against "
      "the Minkowski difference; the first t in [0, 1], the point and the normal, A to B.",
      [](const Sweep& s, const Other& o, auto& trace) { return CastInto(s, o, trace); });
  AddTracedPairTest<Sweep, Other>(
      registry, "gjk-ray-cast", Query::kIntersects,
      "Whether the shape touches it anywhere along the translation: the "
      "cast finds a first contact in [0, 1].",
      [](const Sweep& s, const Other& o, auto& trace) {
        return CastInto(s, o, trace).has_value();
      });
}

void AddSweepTests(PairTestRegistry& registry) {
  AddCastTests<Point>(registry);
  AddCastTests<Sphere>(registry);
  AddCastTests<Aabb>(registry);
  AddCastTests<OrientedBox>(registry);
  AddCastTests<Segment>(registry);
  AddCastTests<Triangle>(registry);
  AddCastTests<Capsule>(registry);
  AddCastTests<PlacedHull>(registry);
}

const KindRegistration kSweepRegistration(CollideKind{SweepRow(), AddSweepTests,
                                                      SweepGenerator(ShapeGenerators::Global())});

}  // namespace
}  // namespace collide
