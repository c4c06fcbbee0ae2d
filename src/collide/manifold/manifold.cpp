// Features to contact points: a face against anything by clipping, two
// edges lying side by side by their common stretch, anything else by the
// closest points of the two features (one point).
#include "collide/manifold/manifold.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <vector>

#include "collide/convex/closest_features.h"
#include "collide/manifold/box_box_contacts.h"
#include "collide/manifold/box_penetration.h"
#include "collide/manifold/face_clipping.h"
#include "collide/manifold/manifold_trace.h"
#include "collide/manifold/supporting_face.h"
#include "collide/sat/sat.h"
#include "collide/trace/trace.h"

namespace collide {
namespace manifold_detail {
namespace {

struct Feature {
  const Vec3* points = nullptr;
  int count = 0;
  Vec3 face_normal{0.0};
};

// Scratch space for ContactsOfFeatures: each array holds a.count + b.count.
struct Scratch {
  Vec3* clipped;
  Vec3* spare;
  ContactPoint* candidates;
};

// The reference face is the more aligned of the two (A's on a tie); the
// other feature is clipped to it, and its points below it kept.
template <typename Tracer>
int FaceContacts(const Feature& fa, const Feature& fb, const Vec3& normal, double slack,
                 const Scratch& scratch, Tracer& trace) {
  const bool a_is_reference =
      fa.count >= 3 && (fb.count < 3 || glm::dot(fa.face_normal, normal) >=
                                            glm::dot(fb.face_normal, -normal) - 1e-12);
  const Feature& reference = a_is_reference ? fa : fb;
  const Feature& incident = a_is_reference ? fb : fa;
  const Vec3& m = reference.face_normal;
  const Vec3 along = a_is_reference ? normal : -normal;  // out of the reference face
  if constexpr (Tracer::kOn) {
    RecordReference(trace, a_is_reference, fa.count >= 3 ? glm::dot(fa.face_normal, normal) : 0.0,
                    fb.count >= 3 ? glm::dot(fb.face_normal, -normal) : 0.0, reference.points,
                    reference.count, incident.points, incident.count);
  }
  const int clipped =
      ClipToFacePrism(incident.points, incident.count, reference.points, reference.count, along,
                      slack, scratch.clipped, scratch.spare, trace);
  const double offset = glm::dot(m, reference.points[0]);
  const double cosine = glm::dot(m, a_is_reference ? normal : -normal);
  int count = 0;
  for (int i = 0; i < clipped; ++i) {
    const Vec3& x = scratch.clipped[i];
    const double depth = (offset - glm::dot(m, x)) / cosine;
    if (depth >= -slack) {
      const Vec3 on_b = a_is_reference ? x : x - normal * depth;
      scratch.candidates[count++] = ContactPoint{on_b, std::max(depth, 0.0)};
    }
    if constexpr (Tracer::kOn) {
      RecordCandidate(trace, i + 1, x, depth, depth >= -slack);
    }
  }
  return count;
}

// Two edges side by side: B's points at both ends of their common stretch,
// each with its own depth; none when they do not overlap along their line.
int ParallelEdgeContacts(const Feature& fa, const Feature& fb, const Vec3& normal,
                         ContactPoint* candidates) {
  const Vec3 a0 = fa.points[0];
  const Vec3 along_a = fa.points[1] - a0;
  const Vec3 b0 = fb.points[0];
  const Vec3 along_b = fb.points[1] - b0;
  const double tb0 = glm::dot(b0 - a0, along_a) / glm::dot(along_a, along_a);
  const double tb1 = glm::dot(fb.points[1] - a0, along_a) / glm::dot(along_a, along_a);
  const double low = std::max(0.0, std::min(tb0, tb1));
  const double high = std::min(1.0, std::max(tb0, tb1));
  if (low > high) {
    return 0;
  }
  int count = 0;
  for (double t : {low, high}) {
    const Vec3 on_a = a0 + along_a * t;
    const double u =
        std::clamp(glm::dot(on_a - b0, along_b) / glm::dot(along_b, along_b), 0.0, 1.0);
    const Vec3 on_b = b0 + along_b * u;
    candidates[count++] = ContactPoint{on_b, std::max(glm::dot(on_a - on_b, normal), 0.0)};
    if (high == low) {
      break;
    }
  }
  return count;
}

template <typename Tracer>
int ContactsOfFeatures(const Feature& fa, const Feature& fb, const Vec3& normal, double depth,
                       double slack, const Scratch& scratch, Tracer& trace) {
  if constexpr (Tracer::kOn) {
    RecordFeatures(trace, normal, fa.points, fa.count, fb.points, fb.count);
  }
  if (fa.count >= 3 || fb.count >= 3) {
    return FaceContacts(fa, fb, normal, slack, scratch, trace);
  }
  if (fa.count == 2 && fb.count == 2) {
    const Vec3 along_a = fa.points[1] - fa.points[0];
    const Vec3 along_b = fb.points[1] - fb.points[0];
    const Vec3 cross = glm::cross(along_a, along_b);  // compared in squares: no roots
    if (glm::dot(cross, cross) <=
        kFeatureSine * kFeatureSine * glm::dot(along_a, along_a) * glm::dot(along_b, along_b)) {
      if (const int count = ParallelEdgeContacts(fa, fb, normal, scratch.candidates)) {
        if constexpr (Tracer::kOn) {
          RecordEdgeContacts(trace, "two edges side by side: both ends of their common stretch",
                             scratch.candidates, count);
        }
        return count;
      }
    }
  }
  const Segment edge_b{fb.points[0], fb.points[fb.count - 1]};
  const double t =
      ClosestSegmentFractions(Segment{fa.points[0], fa.points[fa.count - 1]}, edge_b).t;
  scratch.candidates[0] = ContactPoint{edge_b.start + (edge_b.end - edge_b.start) * t, depth};
  if constexpr (Tracer::kOn) {
    RecordEdgeContacts(trace, "no face: B's point nearest A's feature, with the depth",
                       scratch.candidates, 1);
  }
  return 1;
}

// The features' size: the scale of the clipping's slack.
double SlackOf(const Feature& fa, const Feature& fb, double depth) {
  double size = depth;
  for (const Feature* f : {&fa, &fb}) {
    for (int i = 1; i < f->count; ++i) {
      size = std::max(size, glm::length(f->points[i] - f->points[0]));
    }
  }
  return kSatRelativeTolerance * size;
}

// The manifold of the candidates; `fallback_on_b()` with `depth` when
// there are none.
template <typename Fallback, typename Tracer>
void Finish(const ContactPoint* candidates, int count, const Vec3& normal, double depth,
            const Fallback& fallback_on_b, Manifold& manifold, Tracer& trace) {
  manifold.normal = normal;
  manifold.count = ReduceContacts(candidates, count, normal, manifold.points);
  if (manifold.count == 0) {
    manifold.points[0] = ContactPoint{fallback_on_b(), depth};
    manifold.count = 1;
    if constexpr (Tracer::kOn) {
      RecordReduction(trace, count, manifold, true);
    }
  } else if constexpr (Tracer::kOn) {
    RecordReduction(trace, count, manifold, false);
  }
}

// Room for `N` contact points, left uninitialised: a ContactPoint array
// would be zeroed first (its members have initialisers), by the same slow
// `rep stos` as below, and every point is written before it is read.
template <int N>
union ContactRoom {
  ContactRoom() {}
  std::array<ContactPoint, N> points;
};

// A manifold with no points, to copy from: a Manifold zeroed in place
// compiles (GCC 12, x86-64) to `rep stos`, whose start-up costs about 12 ns
// for its 160 bytes, as much as the rest of an apart pair's test; a copy
// is a few vector moves. Not const, or the copy is folded back into the
// zeroing. Never written.
Manifold no_contacts;

}  // namespace

// The general path for two boxes along an axis LeastOverlapOfBoxes found.
template <typename Tracer>
[[gnu::always_inline]] inline Manifold ContactsOfBoxesAlong(const OrientedBox& a,
                                                            const OrientedBox& b,
                                                            const BoxContactAxis& axis,
                                                            Tracer& trace) {
  const Vec3& n = axis.normal;
  // Uninitialised: written before read (the features, then the clipping).
  std::array<Vec3, 8> clipped;
  std::array<Vec3, 8> spare;
  ContactRoom<8> room;
  std::array<ContactPoint, 8>& candidates = room.points;
  std::array<Vec3, 4> points_a;
  std::array<Vec3, 4> points_b;
  Feature fa;
  Feature fb;
  fa.points = points_a.data();
  fb.points = points_b.data();
  fa.count = SupportingFeatureOfBox(a, n, points_a.data(), &fa.face_normal);
  fb.count = SupportingFeatureOfBox(b, -n, points_b.data(), &fb.face_normal);
  const int count =
      ContactsOfFeatures(fa, fb, n, axis.depth, axis.slack,
                         Scratch{clipped.data(), spare.data(), candidates.data()}, trace);
  Manifold manifold = no_contacts;
  Finish(
      candidates.data(), count, n, axis.depth, [&] { return Support(b, -n); }, manifold, trace);
  return manifold;
}

}  // namespace manifold_detail

template <typename Tracer>
[[gnu::always_inline]] inline Manifold ContactsAlong(const ConvexShape& a, const ConvexShape& b,
                                                     const Vec3& normal, double depth,
                                                     const Vec3& fallback_on_b, Tracer& trace) {
  using namespace manifold_detail;
  const SupportingFeature support_a = SupportingFeatureOf(a, normal);
  const SupportingFeature support_b = SupportingFeatureOf(b, -normal);
  const Feature fa{support_a.points.data(), static_cast<int>(support_a.points.size()),
                   support_a.face_normal};
  const Feature fb{support_b.points.data(), static_cast<int>(support_b.points.size()),
                   support_b.face_normal};
  const auto room = static_cast<std::size_t>(fa.count + fb.count);
  std::vector<Vec3> clipped(room);
  std::vector<Vec3> spare(room);
  std::vector<ContactPoint> candidates(room);
  const int count =
      ContactsOfFeatures(fa, fb, normal, depth, SlackOf(fa, fb, depth),
                         Scratch{clipped.data(), spare.data(), candidates.data()}, trace);
  Manifold manifold;
  Finish(
      candidates.data(), count, normal, depth, [&] { return fallback_on_b; }, manifold, trace);
  return manifold;
}

template Manifold ContactsAlong(const ConvexShape& a, const ConvexShape& b, const Vec3& normal,
                                double depth, const Vec3& fallback_on_b, NoTrace& trace);
template Manifold ContactsAlong(const ConvexShape& a, const ConvexShape& b, const Vec3& normal,
                                double depth, const Vec3& fallback_on_b, Trace& trace);

Manifold ContactsAlong(const ConvexShape& a, const ConvexShape& b, const Vec3& normal, double depth,
                       const Vec3& fallback_on_b) {
  NoTrace& untraced = Untraced();
  return ContactsAlong(a, b, normal, depth, fallback_on_b, untraced);
}

Manifold ContactsFromPenetration(const ConvexShape& a, const ConvexShape& b, const Penetration& p) {
  return ContactsAlong(a, b, p.normal, p.depth, p.on_b);
}

template <typename Tracer>
[[gnu::always_inline]] inline Manifold ContactsBetweenBoxes(const OrientedBox& a,
                                                            const OrientedBox& b, Tracer& trace) {
  BoxPairFrame frame;
  const std::optional<BoxContactAxis> axis = LeastOverlapOfBoxes(a, b, frame);
  Manifold manifold = manifold_detail::no_contacts;  // the one return: no copy
  if constexpr (Tracer::kOn) {
    // The walk and the direct path are hot paths: each is one step, from here.
    RecordBoxAxis(trace, axis);
    if (axis) {
      const bool direct = DirectBoxContacts(a, b, *axis, frame, manifold);
      RecordDirectPath(trace, direct, manifold);
      if (!direct) {
        manifold = manifold_detail::ContactsOfBoxesAlong(a, b, *axis, trace);
      }
    }
  } else {
    // The general path out of line, as before tracing: inlined, its arrays
    // would widen the direct path's frame (measured: 4% slower).
    if (axis && !DirectBoxContacts(a, b, *axis, frame, manifold)) {
      manifold = ContactsOfBoxesAlong(a, b, *axis);
    }
  }
  return manifold;
}

template Manifold ContactsBetweenBoxes(const OrientedBox& a, const OrientedBox& b, NoTrace& trace);
template Manifold ContactsBetweenBoxes(const OrientedBox& a, const OrientedBox& b, Trace& trace);

Manifold ContactsBetweenBoxes(const OrientedBox& a, const OrientedBox& b) {
  NoTrace& untraced = Untraced();
  return ContactsBetweenBoxes(a, b, untraced);
}

Manifold ContactsOfBoxesAlong(const OrientedBox& a, const OrientedBox& b,
                              const BoxContactAxis& axis) {
  NoTrace& untraced = Untraced();
  return manifold_detail::ContactsOfBoxesAlong(a, b, axis, untraced);
}

}  // namespace collide
