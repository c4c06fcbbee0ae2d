#include "collide/registry/contact_queries.h"

#include <array>
#include <cstdio>
#include <string>

namespace collide {
namespace {

bool VectorsNear(const Vec3& x, const Vec3& y, const NumbersNear& near) {
  return near(x.x, y.x) && near(x.y, y.y) && near(x.z, y.z);
}

std::string Words(const char* format, double value) {
  char text[48];
  std::snprintf(text, sizeof text, format, value);
  return text;
}

// Each point of `x` has one of `y` near it, each of y's taken once.
bool PointsMatch(const Manifold& x, const Manifold& y, const NumbersNear& near) {
  std::array<bool, 4> taken{};
  for (int i = 0; i < x.count; ++i) {
    bool found = false;
    for (int j = 0; j < y.count && !found; ++j) {
      const ContactPoint& p = x.points[static_cast<std::size_t>(i)];
      const ContactPoint& q = y.points[static_cast<std::size_t>(j)];
      if (!taken[static_cast<std::size_t>(j)] && VectorsNear(p.point, q.point, near) &&
          near(p.depth, q.depth)) {
        taken[static_cast<std::size_t>(j)] = true;
        found = true;
      }
    }
    if (!found) {
      return false;
    }
  }
  return true;
}

// B's surface point p of a contact at `depth` along n is A's deepest point
// p + n * depth; seen from B, that is the point on the other's surface.
Manifold MirroredManifold(const Manifold& m) {
  Manifold mirrored = m;
  mirrored.normal = -m.normal;
  for (int i = 0; i < m.count; ++i) {
    ContactPoint& c = mirrored.points[static_cast<std::size_t>(i)];
    c.point = c.point + m.normal * c.depth;
  }
  return mirrored;
}

}  // namespace

bool ManifoldsAgree(const Manifold& x, const Manifold& y, const NumbersNear& near) {
  if (x.count != y.count) {
    return false;
  }
  return x.count == 0 || (VectorsNear(x.normal, y.normal, near) && PointsMatch(x, y, near));
}

Query DistanceQuery() {
  static const Query kQuery = AddQuery<ClosestPoints>({
      .id = "distance",
      .positive = [](const ClosestPoints& c) { return c.distance <= 0.0; },
      .agree = [](const ClosestPoints& x, const ClosestPoints& y,
                  const NumbersNear& near) { return near(x.distance, y.distance); },
      .words = [](const ClosestPoints& c) { return Words("d %.4g", c.distance); },
      .mirror =
          [](const ClosestPoints& c) {
            return ClosestPoints{c.distance, c.on_b, c.on_a};
          },
      .only_when_declared = true,
  });
  return kQuery;
}

Query PenetrationQuery() {
  static const Query kQuery = AddQuery<PenetrationAnswer>({
      .id = "penetration",
      .positive = [](const PenetrationAnswer& p) { return p.has_value(); },
      .agree =
          [](const PenetrationAnswer& x, const PenetrationAnswer& y, const NumbersNear& near) {
            if (!x || !y) {
              return !x && !y;
            }
            return near(x->depth, y->depth) && VectorsNear(x->normal, y->normal, near);
          },
      .words = [](const PenetrationAnswer& p) -> std::string {
        return p ? Words("depth %.4g", p->depth) : "apart";
      },
      .mirror = [](const PenetrationAnswer& p) -> PenetrationAnswer {
        if (!p) {
          return p;
        }
        return Penetration{p->depth, -p->normal, p->on_b, p->on_a};
      },
      .only_when_declared = true,
  });
  return kQuery;
}

Query ContactsQuery() {
  static const Query kQuery = AddQuery<Manifold>({
      .id = "contacts",
      .positive = [](const Manifold& m) { return m.count > 0; },
      .agree = ManifoldsAgree,
      .words = [](const Manifold& m) -> std::string {
        return m.count == 0   ? "apart"
               : m.count == 1 ? "1 point"
                              : std::to_string(m.count) + " points";
      },
      .mirror = MirroredManifold,
      .only_when_declared = true,
  });
  return kQuery;
}

Query CastQuery() {
  static const Query kQuery = AddQuery<CastAnswer>({
      .id = "cast",
      .positive = [](const CastAnswer& c) { return c.has_value(); },
      .agree =
          [](const CastAnswer& x, const CastAnswer& y, const NumbersNear& near) {
            if (!x || !y) {
              return !x && !y;
            }
            return near(x->t, y->t) && VectorsNear(x->point, y->point, near) &&
                   VectorsNear(x->normal, y->normal, near);
          },
      .words = [](const CastAnswer& c) -> std::string {
        return c ? Words("t %.4g", c->t) : "no contact";
      },
      // Still the sweep's first contact: only the normal's sense turns.
      .mirror = [](const CastAnswer& c) -> CastAnswer {
        if (!c) {
          return c;
        }
        return ShapeCastHit{c->t, c->point, -c->normal};
      },
      .only_when_declared = false,
  });
  return kQuery;
}

}  // namespace collide
