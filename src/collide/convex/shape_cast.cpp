// Cast() of contacts.h: Gino van den Bergen's GJK ray cast ("Ray Casting
// against General Convex Objects with Application to Continuous Collision
// Detection", 2004) on the cores, the ray from the origin along the
// translation against C = B - A grown by the radii's sum R. Each step moves
// the ray's point x only up to the plane, R beyond C's support, that
// separates it from C, so no step passes a shape however thin (a flat box,
// a triangle): t is where the grown shapes first touch, never past it.
// Traced, one step per iteration ("iteration 1", ...): x, v, the support
// point and whether its plane separates x, then the contact found.

#include <cmath>
#include <optional>
#include <string>
#include <utility>

#include "collide/convex/contacts.h"
#include "collide/convex/core_support.h"
#include "collide/convex/epa.h"
#include "collide/convex/shape_size.h"
#include "collide/convex/simplex.h"
#include "collide/trace/trace.h"

namespace collide {
namespace {

inline constexpr int kCastMaxIterations = 128;
inline constexpr double kCastRelativeGap = 1e-12;

struct CoreHit {
  double t = 0.0;
  Vec3 on_b{0.0};    // B's core point nearest A's at t
  Vec3 normal{0.0};  // unit, from A to B
};

// The simplex holds C's points as B's minus A's (from_a: B's, from_b: A's);
// Reduce runs on x minus them, so each step shifts them by the current x.
Vec3 NearestToRayPoint(Simplex& held, const Vec3& x) {
  Simplex shifted = held;
  for (int i = 0; i < shifted.count; ++i) {
    shifted.points[i] = x - held.points[i];
  }
  const Vec3 v = ReduceToNearest(shifted);
  held = shifted;
  for (int i = 0; i < held.count; ++i) {
    held.points[i] = held.from_a[i] - held.from_b[i];
  }
  return v;
}

// One iteration of the cast as the loop saw it, for its step: the ray's
// point x = t r, v (x less C's nearest point so far), C's support point p
// along v and v . (x - p) against R |v| (the plane R beyond p separates x
// when greater).
struct CastLook {
  int iteration = 0;
  double t = 0.0;
  Vec3 x{0.0};
  Vec3 v{0.0};
  double length = 0.0;
  Vec3 p{0.0};
  double vw = 0.0;
  double radius = 0.0;
};

template <typename... Parts>
std::string CastText(const Parts&... parts) {
  std::string text;
  (text.append(parts), ...);
  return text;
}

// Adds a mark to a step. Out of line: GCC 12 inlining a mark's
// construction into these steps warns falsely (-Wmaybe-uninitialized) on
// the variant's string.
[[gnu::noinline]] void AddCastMark(TraceStep& step, TraceMark mark) {
  step.Mark(std::move(mark));
}

std::string CastTopic(const CastLook& look) {
  return "iteration " + std::to_string(look.iteration + 1);
}

// What the iteration looked at: x, v and the support point.
std::string CastSeen(const CastLook& look) {
  return CastText(CastTopic(look), ": x = ", TraceVector(look.x), " (t = ", TraceNumber(look.t),
                  "), v = x - C's nearest point = ", TraceVector(look.v),
                  ", |v| = ", TraceNumber(look.length),
                  "; support p = B(v) - A(-v) = ", TraceVector(look.p),
                  ", v . (x - p) = ", TraceNumber(look.vw),
                  " against R |v| = ", TraceNumber(look.radius * look.length));
}

// |v| within R (and the tolerance): x is on C grown by R, the shapes touch.
template <typename Tracer>
void StepCastWithin(Tracer& trace, const CastLook& look, double tolerance) {
  if constexpr (Tracer::kOn) {
    TraceStep& step =
        trace.Step(CastTopic(look),
                   CastText(CastTopic(look), ": x = ", TraceVector(look.x),
                            " (t = ", TraceNumber(look.t), "), |v| = ", TraceNumber(look.length),
                            " <= R + tolerance = ", TraceNumber(look.radius + tolerance),
                            ": within R of C: touching"),
                   "touching");
    AddCastMark(step, SegmentMark{look.x, look.x - look.v, "v"});
  }
}

// The plane separates x, but the ray runs along it or away: never touches.
template <typename Tracer>
void StepCastAway(Tracer& trace, const CastLook& look, double vr) {
  if constexpr (Tracer::kOn) {
    trace.Decide(CastTopic(look),
                 CastText(CastSeen(look), ": separated, and v . r = ", TraceNumber(vr),
                          " >= 0: the ray never reaches the plane: no contact"),
                 "miss");
  }
}

template <typename Tracer>
void StepCastBeyond(Tracer& trace, const CastLook& look, double t) {
  if constexpr (Tracer::kOn) {
    trace.Decide(CastTopic(look),
                 CastText(CastSeen(look), ": separated; the ray reaches the plane at t = ",
                          TraceNumber(t), " > 1, beyond the translation: no contact"),
                 "miss");
  }
}

// An ordinary iteration: x advanced to the plane or not, the simplex after
// reduction; or the loop stops there (`stop`: converged, or the simplex
// encloses x).
template <typename Tracer>
void StepCastIteration(Tracer& trace, const CastLook& look, bool advanced, double t, int count,
                       const char* stop) {
  if constexpr (Tracer::kOn) {
    std::string text = CastText(
        CastSeen(look), advanced ? CastText(": separated: x advances to t = ", TraceNumber(t))
                                 : std::string(": not separated, x stays"));
    if (stop != nullptr) {
      text += CastText("; ", stop, ": touching");
      trace.Step(CastTopic(look), std::move(text), "touching");
      return;
    }
    text += CastText("; the simplex now has ", std::to_string(count),
                     count == 1 ? " vertex" : " vertices");
    AddCastMark(trace.Step(CastTopic(look), std::move(text), advanced ? "advanced" : "refined"),
                PointMark{look.p, "support"});
  }
}

// The step helpers above record only with a Trace (if constexpr inside);
// with NoTrace they and the CastLook they take compile to nothing.
template <typename CoreA, typename CoreB, typename Tracer>
std::optional<CoreHit> CastCores(const CoreA& a, const Vec3& r, const CoreB& b, double radius,
                                 double tolerance, Tracer& trace) {
  double t = 0.0;
  Vec3 x(0.0);
  Vec3 normal(0.0);  // the last separating plane's, from B toward A
  Simplex held;
  Vec3 v = x - (b.Inside() - a.Inside());
  for (int iteration = 0; iteration < kCastMaxIterations; ++iteration) {
    const double length = glm::length(v);
    if (length <= radius + tolerance) {
      StepCastWithin(trace, CastLook{iteration, t, x, v, length, Vec3(0.0), 0.0, radius},
                     tolerance);
      break;
    }
    const Vec3 from_b = b(v);
    const Vec3 from_a = a(-v);
    const Vec3 p = from_b - from_a;
    const double vw = glm::dot(v, x - p);
    [[maybe_unused]] const CastLook look{iteration, t, x, v, length, p, vw, radius};
    bool advanced = false;
    if (vw > radius * length) {
      const double vr = glm::dot(v, r);
      if (vr >= 0.0) {
        StepCastAway(trace, look, vr);
        return std::nullopt;
      }
      t -= (vw - radius * length) / vr;
      if (t > 1.0) {
        StepCastBeyond(trace, look, t);
        return std::nullopt;
      }
      x = t * r;
      normal = v;
      advanced = true;
    }
    const bool converged = glm::dot(v, v) - vw <= kCastRelativeGap * glm::dot(v, v);
    if (!advanced && (converged || held.Holds(p))) {
      StepCastIteration(trace, look, false, t, held.count,
                        converged ? "|v|^2 - v . p gained nothing" : "p repeats a vertex");
      break;  // x's distance to C is |v|, within R of it: touching
    }
    if (!held.Holds(p)) {
      held.Add(from_b, from_a);
    }
    v = NearestToRayPoint(held, x);
    StepCastIteration(
        trace, look, advanced, t, held.count,
        held.count == 4 ? "the simplex encloses x: the cores overlap there" : nullptr);
    if (held.count == 4) {
      break;
    }
  }
  const Vec3 toward_a = glm::length(v) > tolerance ? v : normal;
  const double toward_length = glm::length(toward_a);
  const Vec3 unit = toward_length > 0.0 ? toward_a / toward_length : Vec3(0.0);
  return CoreHit{t, held.count > 0 ? held.OnA() : b.Inside(), -unit};
}

// The answer's step: the first contact (decides), or none (the iteration
// that saw the miss decided).
void StepCastAnswer(Trace& trace, const Vec3& translation, const std::optional<ShapeCastHit>& hit) {
  if (!hit) {
    trace.Step("contact", "A never touches B along the translation: no contact", "miss");
    return;
  }
  AddCastMark(trace.Decide("contact",
                           CastText("first contact at t = ", TraceNumber(hit->t), " (A moved by ",
                                    TraceVector(hit->t * translation), "), at ",
                                    TraceVector(hit->point), ", normal ", TraceVector(hit->normal)),
                           "hit"),
              PointMark{hit->point, "contact"});
}

}  // namespace

template <typename Tracer>
std::optional<ShapeCastHit> Cast(const ConvexShape& a, const Vec3& translation,
                                 const ConvexShape& b, Tracer& trace) {
  const double radius_a = RadiusOf(a);
  const double radius_b = RadiusOf(b);
  const double tolerance = TouchingTolerance(a, b);
  if constexpr (Tracer::kOn) {
    trace.Step("start",
               CastText("the ray from the origin along r = ", TraceVector(translation),
                        " against C = B - A grown by R = ", TraceNumber(radius_a + radius_b),
                        " (the radii); t in [0, 1]"),
               "started");
  }
  const std::optional<CoreHit> hit = VisitCore(a, [&](const auto& core_a) {
    return VisitCore(b, [&](const auto& core_b) {
      return CastCores(core_a, translation, core_b, radius_a + radius_b, tolerance, trace);
    });
  });
  std::optional<ShapeCastHit> answer;
  if (hit) {
    answer = ShapeCastHit{hit->t, hit->on_b - hit->normal * radius_b, hit->normal};
    if (hit->t == 0.0 || hit->normal == Vec3(0.0)) {
      // Touching or overlapping before any move: the normal is the overlap's.
      if (const std::optional<Penetration> overlap = PenetrateByGjkEpa(a, b, trace)) {
        answer = ShapeCastHit{0.0, overlap->on_b, overlap->normal};
      }
    }
  }
  if constexpr (Tracer::kOn) {
    StepCastAnswer(trace, translation, answer);
  }
  return answer;
}

std::optional<ShapeCastHit> Cast(const ConvexShape& a, const Vec3& translation,
                                 const ConvexShape& b) {
  NoTrace untraced;
  return Cast(a, translation, b, untraced);
}

template std::optional<ShapeCastHit> Cast<NoTrace>(const ConvexShape&, const Vec3&,
                                                   const ConvexShape&, NoTrace&);
template std::optional<ShapeCastHit> Cast<Trace>(const ConvexShape&, const Vec3&,
                                                 const ConvexShape&, Trace&);

}  // namespace collide
