#include "collide/manifold/narrow_phase.h"

#include "collide/convex/epa.h"
#include "collide/manifold/manifold.h"
#include "collide/manifold/manifold_trace.h"
#include "collide/manifold/sat_penetration.h"
#include "collide/trace/trace.h"

namespace collide {

template <typename Tracer>
std::optional<Penetration> Penetrate(const ConvexShape& a, const ConvexShape& b, Tracer& trace) {
  const double radius_a = RadiusOf(a);
  const double radius_b = RadiusOf(b);
  if (radius_a == 0.0 && radius_b == 0.0 && IsPolytope(a) && IsPolytope(b)) {
    if constexpr (Tracer::kOn) {
      RecordMethod(trace, "A and B are polytopes: SAT over face normals and edge crosses");
      const std::optional<Penetration> sat = PenetrateBySat(a, b);
      RecordSatAnswer(trace, sat, false, 0.0);
      return sat;
    } else {
      return PenetrateBySat(a, b);
    }
  }
  const ConvexShape core_a = CoreOf(a);
  const ConvexShape core_b = CoreOf(b);
  if (IsPolytope(core_a) && IsPolytope(core_b)) {
    if constexpr (Tracer::kOn) {
      RecordMethod(trace, "round shapes: SAT on the cores while they overlap, the radii added");
    }
    if (std::optional<Penetration> cores = PenetrateBySat(core_a, core_b)) {
      cores->depth += radius_a + radius_b;
      cores->on_a += cores->normal * radius_a;
      cores->on_b -= cores->normal * radius_b;
      if constexpr (Tracer::kOn) {
        RecordSatAnswer(trace, cores, true, radius_a + radius_b);
      }
      return cores;
    }
    if constexpr (Tracer::kOn) {
      RecordSatAnswer(trace, std::nullopt, true, radius_a + radius_b);
    }
  }
  if constexpr (Tracer::kOn) {
    RecordMethod(trace, "GJK on the cores, EPA where they overlap, the radii added");
  }
  return PenetrateByGjkEpa(a, b, trace);
}

template std::optional<Penetration> Penetrate(const ConvexShape& a, const ConvexShape& b,
                                              NoTrace& trace);
template std::optional<Penetration> Penetrate(const ConvexShape& a, const ConvexShape& b,
                                              Trace& trace);

std::optional<Penetration> Penetrate(const ConvexShape& a, const ConvexShape& b) {
  NoTrace& untraced = Untraced();
  return Penetrate(a, b, untraced);
}

template <typename Tracer>
Manifold Contacts(const ConvexShape& a, const ConvexShape& b, Tracer& trace) {
  const auto* box_a = std::get_if<OrientedBox>(&a);
  const auto* box_b = std::get_if<OrientedBox>(&b);
  if (box_a != nullptr && box_b != nullptr) {
    return ContactsBetweenBoxes(*box_a, *box_b, trace);
  }
  const std::optional<Penetration> p = Penetrate(a, b, trace);
  return p ? ContactsAlong(a, b, p->normal, p->depth, p->on_b, trace) : Manifold{};
}

template Manifold Contacts(const ConvexShape& a, const ConvexShape& b, NoTrace& trace);
template Manifold Contacts(const ConvexShape& a, const ConvexShape& b, Trace& trace);

Manifold Contacts(const ConvexShape& a, const ConvexShape& b) {
  NoTrace& untraced = Untraced();
  return Contacts(a, b, untraced);
}

}  // namespace collide
