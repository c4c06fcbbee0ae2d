#include "collide/queries/raycast_steps.h"

#include <algorithm>
#include <string>
#include <utility>

namespace collide {
namespace {

// Built by append: GCC 12 warns falsely (stringop-overflow) on some chains
// of operator+ that start with a literal.
template <typename... Parts>
std::string CastWords(const Parts&... parts) {
  std::string text;
  (text.append(parts), ...);
  return text;
}

constexpr const char* kSlabAxisNames[3] = {"x", "y", "z"};
// As kBoxFaces orders them.
constexpr const char* kClipFaceNames[6] = {"-x", "+x", "-y", "+y", "-z", "+z"};

std::string FaceName(int face) {
  return face >= 0 && face < 6 ? kClipFaceNames[face] : "none";
}

// The step of a slab or a face plane: `text` says what the ray does there;
// the interval decides the finding. The slab or plane that empties the
// interval decides the miss; one that leaves it empty changes nothing.
TraceStep& RecordClip(Trace& trace, std::string topic, std::string text, const ClipStep& step,
                      const char* kept) {
  if (!step.within) {
    return trace.Decide(std::move(topic), text + ": it never enters: miss", "outside");
  }
  text += CastWords("; interval ", TraceRange(step.after));
  if (step.is_empty && !step.was_empty) {
    return trace.Decide(std::move(topic), text + ": empty, the ray misses", "empty");
  }
  if (step.is_empty) {
    return trace.Step(std::move(topic), text + " (still empty)", "empty");
  }
  return trace.Step(std::move(topic), std::move(text), kept);
}

Vec3 PointOnRay(const Ray& ray, double t) {
  return ray.origin + t * ray.direction;
}

}  // namespace

void SphereCastSteps::Projection(Trace& trace, double along) const {
  trace
      .Step("projection",
            CastWords("e = centre - origin = ", TraceVector(center - from),
                      "; the centre projects on the ray at t = e . d = ", TraceNumber(along)),
            along >= 0.0 ? "ahead" : "behind")
      .Mark(PointMark{from + along * u, "nearest the centre"});
}

void SphereCastSteps::Distance(Trace& trace, double squared_distance, double half_chord_squared,
                               bool meets) const {
  const std::string looked =
      CastWords("the centre's squared distance from the ray's line |e - t d|^2 = ",
                TraceNumber(squared_distance), " against r^2 = ", TraceNumber(radius * radius));
  TraceStep& step =
      meets ? trace.Step("distance",
                         CastWords(looked, ": half chord^2 = r^2 - |e - t d|^2 = ",
                                   TraceNumber(half_chord_squared), ", the line meets the sphere"),
                         "meets")
            : trace.Decide("distance",
                           CastWords(looked, ": the line passes outside the sphere: miss"), "miss");
  step.Mark(SphereMark{center, radius, "B"});
}

void SphereCastSteps::Entry(Trace& trace, double along, double half_chord, double enter,
                            bool hit) const {
  const std::string looked = CastWords("t = e . d - half chord = ", TraceNumber(along), " - ",
                                       TraceNumber(half_chord), " = ", TraceNumber(enter));
  if (!hit) {
    trace.Step("entry", CastWords(looked, " < 0: the entry is behind the origin"), "behind");
    return;
  }
  const double t = std::max(enter, 0.0);
  trace
      .Decide("entry",
              CastWords(looked, ": the ray enters there: first hit at t = ", TraceNumber(t)), "hit")
      .Mark(PointMark{from + t * u, "hit"});
}

void SphereCastSteps::Exit(Trace& trace, double along, double half_chord, double leave,
                           bool hit) const {
  const std::string looked = CastWords("t = e . d + half chord = ", TraceNumber(along), " + ",
                                       TraceNumber(half_chord), " = ", TraceNumber(leave));
  if (!hit) {
    trace.Decide("exit", CastWords(looked, " < 0: the sphere is behind the origin: miss"), "miss");
    return;
  }
  const double t = std::max(leave, 0.0);
  trace
      .Decide("exit",
              CastWords(looked, ": the origin is inside; first hit where the ray leaves, at t = ",
                        TraceNumber(t)),
              "hit")
      .Mark(PointMark{from + t * u, "hit"});
}

void SlabCastSteps::Slab(Trace& trace, const ClipStep& step, double low, double high,
                         double origin) const {
  const char* axis = kSlabAxisNames[step.index];
  Vec3 normal(0.0);
  normal[step.index] = 1.0;
  std::string text = CastWords("slab ", axis, ": ");
  if (oriented) {
    normal = axes[step.index];
    text += CastWords("along the box's axis ", TraceVector(normal), ", between ", TraceNumber(low),
                      " and ", TraceNumber(high), " from its centre; ");
  } else {
    text += CastWords("between ", axis, " = ", TraceNumber(low), " and ", axis, " = ",
                      TraceNumber(high), "; ");
  }
  TraceInterval t = step.crossing;
  if (step.parallel) {
    text += CastWords("the ray runs parallel to it, ", step.within ? "inside" : "outside", " (",
                      axis, " = ", TraceNumber(origin), ")");
    if (!step.within) {
      t = {kInfinity, -kInfinity};
    }
  } else {
    text += CastWords("the ray enters it at t = ", TraceNumber(step.crossing.lo),
                      " and leaves at t = ", TraceNumber(step.crossing.hi));
  }
  const double shift = oriented ? glm::dot(normal, center) : 0.0;
  RecordClip(trace, CastWords("slab ", axis), std::move(text), step,
             step.parallel ? "inside" : "overlap")
      .Mark(SlabMark{normal, {low + shift, high + shift}, ray.origin, ray.direction, t});
}

void StepCyrusBeckFace(Trace& trace, const Ray& ray, const ClipStep& step, const Vec3& normal,
                       const Vec3& point, double distance, double rate) {
  std::string text = CastWords("face ", FaceName(step.index), ": the plane through ",
                               TraceVector(point), " with outward normal ", TraceVector(normal),
                               "; the origin lies ", TraceNumber(distance), " outside it, moving ",
                               TraceNumber(rate), " further out per unit t: ");
  if (step.parallel) {
    text += CastWords("parallel, ", step.within ? "inside" : "outside");
  } else if (rate < 0.0) {
    text += CastWords("it enters the half-space at t = ", TraceNumber(step.crossing.lo));
  } else {
    text += CastWords("it leaves the half-space at t = ", TraceNumber(step.crossing.hi));
  }
  RecordClip(trace, CastWords("face ", FaceName(step.index)), std::move(text), step,
             step.parallel ? "inside" : (rate < 0.0 ? "entered" : "left"))
      .Mark(PlaneMark{normal, glm::dot(normal, point), ray.origin, distance});
}

void StepClipEnd(Trace& trace, const Ray& ray, TraceInterval interval, ClipEnd end, double t,
                 int face) {
  const std::string range = CastWords("interval ", TraceRange(interval));
  if (end == ClipEnd::kEmpty) {
    trace.Step("interval", CastWords(range, " is empty: miss"), "miss");
    return;
  }
  if (end == ClipEnd::kBehind) {
    trace.Decide("interval", CastWords(range, " ends behind the origin: miss"), "behind");
    return;
  }
  std::string text;
  if (end == ClipEnd::kEnters) {
    text = CastWords(range, ": first hit at t = ", TraceNumber(t),
                     ", where the ray enters through face ", FaceName(face));
  } else if (end == ClipEnd::kOnFace) {
    text = CastWords(range, " starts behind the origin, which is inside and on face ",
                     FaceName(face), ", in whose plane the ray lies: first hit at t = 0");
  } else {
    text = CastWords(range, " starts behind the origin, which is inside: first hit at t = ",
                     TraceNumber(t), ", where the ray leaves through face ", FaceName(face));
  }
  trace.Decide("interval", std::move(text), "hit").Mark(PointMark{PointOnRay(ray, t), "hit"});
}

void StepPlane(Trace& trace, const Ray& ray, const Vec3& normal, double offset, double distance) {
  trace
      .Step("plane",
            CastWords("n = ", TraceVector(normal), ", n . x = ", TraceNumber(offset),
                      "; the origin's signed distance from it ", TraceNumber(distance)),
            distance > 0.0 ? "in front" : (distance < 0.0 ? "behind" : "on it"))
      .Mark(PlaneMark{normal, offset, ray.origin, distance});
}

void StepPlaneRate(Trace& trace, double rate, bool one_sided, bool goes_on) {
  const std::string looked = CastWords("n . direction = ", TraceNumber(rate));
  if (one_sided) {
    if (goes_on) {
      trace.Step("direction", CastWords(looked, " < 0: the ray faces the plane's front"), "faces");
    } else {
      trace.Decide("direction",
                   CastWords(looked,
                             " >= 0: parallel, or coming from behind: the book's cast "
                             "misses"),
                   "miss");
    }
  } else if (rate != 0.0) {
    trace.Step("direction",
               CastWords(looked, rate < 0.0 ? ": against the normal" : ": along the normal"),
               rate < 0.0 ? "against n" : "along n");
  } else if (goes_on) {
    trace.Decide("direction", CastWords(looked, ": the ray lies in the plane: hit at t = 0"),
                 "hit");
  } else {
    trace.Decide("direction", CastWords(looked, ": parallel, off the plane: miss"), "miss");
  }
}

void StepPlaneT(Trace& trace, const Ray& ray, double t, double distance, double rate, bool hit) {
  const std::string looked = CastWords("t = -distance / (n . direction) = ", TraceNumber(-distance),
                                       " / ", TraceNumber(rate), " = ", TraceNumber(t));
  if (!hit) {
    trace.Decide("t", CastWords(looked, " < 0: the plane is behind the origin: miss"), "miss");
    return;
  }
  const double at = std::max(t, 0.0);
  trace.Decide("t", CastWords(looked, ": hit at t = ", TraceNumber(at)), "hit")
      .Mark(PointMark{PointOnRay(ray, at), "hit"});
}

void StepSegmentRay(Trace& trace, const Segment& segment, const Ray& ray, double length) {
  trace
      .Step(
          "segment",
          CastWords("the segment from ", TraceVector(segment.start), " to ",
                    TraceVector(segment.end), ": the ray from its start along ",
                    TraceVector(ray.direction), ", kept to t <= its length ", TraceNumber(length)),
          "cast")
      .Mark(SegmentMark{segment.start, segment.end, "A"});
}

void StepSegmentNoRay(Trace& trace, const Segment& segment) {
  trace.Decide(
      "segment",
      CastWords("the segment from ", TraceVector(segment.start), " to ", TraceVector(segment.end),
                " has zero length or a non-finite end: no direction to cast along: "
                "miss"),
      "miss");
}

void StepSegmentLength(Trace& trace, double t, double length, bool reaches) {
  if (reaches) {
    trace.Decide("length",
                 CastWords("the hit's t = ", TraceNumber(t), " <= length ", TraceNumber(length),
                           ": the segment reaches the surface: hit"),
                 "hit");
  } else {
    trace.Decide("length",
                 CastWords("the hit's t = ", TraceNumber(t), " > length ", TraceNumber(length),
                           ": the segment ends before the surface: miss"),
                 "short");
  }
}

}  // namespace collide
