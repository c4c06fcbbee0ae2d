// Collision Lab's own queries, one row each: the type of the answer, when it
// is a hit for colours, how two answers are compared and how one is worded.
#include <cstdio>
#include <optional>
#include <stdexcept>
#include <string>

#include "collide/queries/raycast.h"
#include "collide/registry/queries.h"
#include "collide/shapes/frustum.h"
#include "collide/shapes/vec.h"

namespace collide {
namespace {

std::string NumberText(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.4g", value);
  return text;
}

std::string PointText(const Vec3& p) {
  char text[96];
  std::snprintf(text, sizeof text, "(%.4g, %.4g, %.4g)", p.x, p.y, p.z);
  return text;
}

bool Exactly(const auto& x, const auto& y, const NumbersNear&) {
  return x == y;
}

// A yes or no (intersects, contains): "touching" or "apart".
QueryBehaviour<bool> Flag(std::string id) {
  return {std::move(id), [](bool value) { return value; }, Exactly<bool, bool>,
          [](bool value) -> std::string { return value ? "touching" : "apart"; }};
}

QueryBehaviour<Vec3> ClosestPoint() {
  return {"closest_point", [](const Vec3&) { return false; },
          [](const Vec3& x, const Vec3& y, const NumbersNear& near) {
            return near(x.x, y.x) && near(x.y, y.y) && near(x.z, y.z);
          },
          PointText};
}

QueryBehaviour<int> Side() {
  return {"side", [](int side) { return side == 0; }, Exactly<int, int>,
          [](int side) -> std::string {
            return side > 0 ? "in front" : side < 0 ? "behind" : "on";
          }};
}

// A miss is an empty hit; two hits agree on their t and point, and on their
// normal when both give one (a zero normal is none).
QueryBehaviour<std::optional<RayHit>> Hit() {
  using MaybeHit = std::optional<RayHit>;
  return {"hit", [](const MaybeHit& hit) { return hit.has_value(); },
          [](const MaybeHit& x, const MaybeHit& y, const NumbersNear& near) {
            if (x.has_value() != y.has_value()) {
              return false;
            }
            if (!x.has_value()) {
              return true;
            }
            const auto same = [&near](const Vec3& p, const Vec3& q) {
              return near(p.x, q.x) && near(p.y, q.y) && near(p.z, q.z);
            };
            const Vec3 none(0.0);
            return near(x->t, y->t) && same(x->point, y->point) &&
                   (x->normal == none || y->normal == none || same(x->normal, y->normal));
          },
          [](const MaybeHit& hit) -> std::string {
            return hit ? "hit at t " + NumberText(hit->t) : "miss";
          }};
}

QueryBehaviour<Inclusion> Inside() {
  return {"inside", [](Inclusion inclusion) { return inclusion != Inclusion::kOutside; },
          Exactly<Inclusion, Inclusion>,
          [](Inclusion inclusion) -> std::string { return InclusionName(inclusion); }};
}

// Adds `behaviour`, which must come out as `expected` (Query's constants).
template <typename T>
void AddAs(Query expected, QueryBehaviour<T> behaviour, QueryTable& table) {
  if (AddQuery(std::move(behaviour), table) != expected) {
    throw std::logic_error("Collision Lab's queries must come first, in Query::k... order");
  }
}

}  // namespace

void AddBuiltinQueries(QueryTable& table) {
  AddAs(Query::kIntersects, Flag("intersects"), table);
  AddAs(Query::kContains, Flag("contains"), table);
  AddAs(Query::kClosestPoint, ClosestPoint(), table);
  AddAs(Query::kSide, Side(), table);
  AddAs(Query::kHit, Hit(), table);
  AddAs(Query::kInside, Inside(), table);
}

}  // namespace collide
