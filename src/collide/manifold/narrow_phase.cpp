#include "collide/manifold/narrow_phase.h"

#include "collide/convex/epa.h"
#include "collide/manifold/manifold.h"
#include "collide/manifold/sat_penetration.h"

namespace collide {

std::optional<Penetration> Penetrate(const ConvexShape& a, const ConvexShape& b) {
  const double radius_a = RadiusOf(a);
  const double radius_b = RadiusOf(b);
  if (radius_a == 0.0 && radius_b == 0.0 && IsPolytope(a) && IsPolytope(b)) {
    return PenetrateBySat(a, b);
  }
  const ConvexShape core_a = CoreOf(a);
  const ConvexShape core_b = CoreOf(b);
  if (IsPolytope(core_a) && IsPolytope(core_b)) {
    if (std::optional<Penetration> cores = PenetrateBySat(core_a, core_b)) {
      cores->depth += radius_a + radius_b;
      cores->on_a += cores->normal * radius_a;
      cores->on_b -= cores->normal * radius_b;
      return cores;
    }
  }
  return PenetrateByGjkEpa(a, b);
}

Manifold Contacts(const ConvexShape& a, const ConvexShape& b) {
  const auto* box_a = std::get_if<OrientedBox>(&a);
  const auto* box_b = std::get_if<OrientedBox>(&b);
  if (box_a != nullptr && box_b != nullptr) {
    return ContactsBetweenBoxes(*box_a, *box_b);
  }
  const std::optional<Penetration> p = Penetrate(a, b);
  return p ? ContactsFromPenetration(a, b, *p) : Manifold{};
}

}  // namespace collide
