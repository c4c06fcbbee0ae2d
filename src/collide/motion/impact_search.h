#pragma once

// Impact search: when, within a step [0, dt], does a sphere moving linearly
// first touch a shape at rest? The book's chapter on dynamic intersections
// (gdbooks/3DCollisions, chapter 2) describes the approaches in words (its
// only code is a game loop cut into time slices); they are implemented here
// as it words them, each answering the contact time it reports and how many
// overlap tests it spent:
//
//   sliced    time slicing: the step cut into n slices, the sphere tested at
//             t = k dt / n for k = 0..n; the first overlapping t is reported,
//             late by up to dt / n. A pass that starts and ends between two
//             slices is missed (tunnelling).
//   linear    linear impact search: "the object stepwise displaced by
//             fractions of the full movement", here by a fixed distance along
//             the path (the end of the step is tested too), so that, as the
//             book says, "the number of tests rises proportionally with
//             speed". The first overlapping position is reported: late by up
//             to increment / speed, and a pass shorter than the increment can
//             be missed.
//   binary    binary impact search: "we enclose the moving object's current
//             position and moved position in a bounding circle. If the
//             obstacle does not collide with this bounding circle we know
//             there can't be a collision. Otherwise we subdivide the problem
//             into two halves", first half first. Halving stops when a half's
//             path is no longer than the tolerance; the start of that half is
//             reported. The bounding sphere holds the whole swept sphere, so a
//             pass-through is never missed; the answer is early (the bounding
//             sphere reaches beyond the swept sphere, most to the side of a
//             grazing pass), and a near miss within half the tolerance of the
//             target is reported as a contact.
//   analytic  the exact first contact: sphere-sphere by the quadratic of
//             time_of_impact.h; sphere-AABB as the ray of the centre against
//             the AABB grown by the radius with rounded edges and corners.
//
// Contact means touching or overlapping; a sphere already touching at t = 0
// is answered t = 0 by every method. Invalid input (non-finite numbers, a
// negative radius or increment, dt <= 0, slices < 1, an AABB with min above
// max) gives no time and no tests. No time is outside [0, dt].

#include <array>
#include <cstddef>
#include <iterator>
#include <optional>
#include <string_view>
#include <utility>
#include <variant>

#include "collide/motion/moving_sphere.h"
#include "collide/motion/time_of_impact.h"
#include "collide/shapes/box.h"
#include "collide/shapes/id_table.h"
#include "collide/shapes/sphere.h"
#include "collide/shapes/vec.h"
#include "collide/trace/trace.h"

namespace collide {

enum class ImpactMethod { kSliced, kLinear, kBinary, kAnalytic };

// The one spelling of the methods' ids (scene files, the sample's panel and
// messages, tests, bench), in the order the sample lists them.
inline constexpr std::pair<ImpactMethod, std::string_view> kImpactMethodIds[] = {
    {ImpactMethod::kSliced, "sliced"},
    {ImpactMethod::kLinear, "linear"},
    {ImpactMethod::kBinary, "binary"},
    {ImpactMethod::kAnalytic, "analytic"},
};
inline std::string_view AlgorithmId(ImpactMethod method) {
  return IdIn(kImpactMethodIds, method);
}
inline std::optional<ImpactMethod> ImpactMethodFromId(std::string_view id) {
  return ValueIn<ImpactMethod>(kImpactMethodIds, id);
}
inline constexpr std::size_t kImpactMethodCount = std::size(kImpactMethodIds);
// The method's place in kImpactMethodIds, kImpactMethodNotes and ImpactAnswers.
inline constexpr std::size_t ImpactMethodIndex(ImpactMethod method) {
  std::size_t index = 0;
  while (index < kImpactMethodCount && kImpactMethodIds[index].first != method) {
    ++index;
  }
  return index;
}

// Each method for panels, in kImpactMethodIds order, as PairTest::summary
// gives a pair test: in a line (where it is late or misses), then in full.
struct ImpactMethodNote {
  const char* line;
  const char* full;
};
inline constexpr ImpactMethodNote kImpactMethodNotes[kImpactMethodCount] = {
    {"late by up to dt / n; misses a pass between two slices",
     "Time slicing: tests the step's n + 1 evenly spaced times and reports the first that "
     "overlaps. Late by up to dt / n; a pass shorter than a slice slips between two "
     "(tunnelling), however slowly the sphere moves."},
    {"late by up to increment / speed; tests rise with speed",
     "Linear impact search: tests the sphere every increment along its path (and at the end) "
     "and reports the first that overlaps, so a fast sphere costs more tests. Late by up to "
     "increment / speed; a pass shorter than the increment slips through."},
    {"never tunnels; early, and may count a near miss",
     "Binary impact search, as the book describes it: a bounding sphere around the sphere's "
     "start and end; if it misses the target there is no contact, otherwise each half is "
     "searched the same way, first half first, until a half's path is within the tolerance. "
     "Reports the start of that half: early (most for a grazing pass, where the bounding "
     "sphere bulges sideways), and a near miss within half the tolerance counts as a contact. "
     "It never misses a pass-through."},
    {"exact: the reference",
     "The exact first contact: for two spheres the smaller root of |dp + v t| = r1 + r2; for "
     "an AABB the centre's path against the box grown by the radius (slab test), and where it "
     "enters beside an edge or corner, against that edge's capsule (rounded edges and "
     "corners)."},
};

struct ImpactResult {
  std::optional<double> time;  // nullopt: no contact reported within the step
  // Overlap tests spent: spheres (or bounding spheres) tested against the
  // target. The analytic method counts its one swept test.
  int tests = 0;
};

// The searches' knobs.
struct ImpactSettings {
  int slices = 10;          // sliced: the step is cut into this many slices
  double increment = 0.5;   // linear: distance along the path between tests
  double tolerance = 0.25;  // binary: halving stops at a path this long
};

// Linear search tests at most this many positions: a smaller increment is
// widened to path length / kMaxLinearTests, so that a tiny increment (or a
// sphere of radius 0 stepping by fractions of its radius) ends.
inline constexpr int kMaxLinearTests = 100'000;
// Binary search halves at most this many times, whatever the tolerance.
inline constexpr int kMaxBinaryDepth = 60;

ImpactResult SlicedImpactSearch(const MovingSphere& sphere, const ImpactTarget& target, double dt,
                                int slices);
ImpactResult LinearImpactSearch(const MovingSphere& sphere, const ImpactTarget& target, double dt,
                                double increment);
ImpactResult BinaryImpactSearch(const MovingSphere& sphere, const ImpactTarget& target, double dt,
                                double tolerance);
ImpactResult AnalyticImpact(const MovingSphere& sphere, const ImpactTarget& target, double dt);

// The same, recording their steps (collide/trace/trace.h): each slice,
// position or bisection tested, the touching one deciding; the analytic
// method's quadratic against a sphere, its slabs against an AABB. Defined
// for NoTrace and Trace.
template <typename Tracer>
ImpactResult SlicedImpactSearch(const MovingSphere& sphere, const ImpactTarget& target, double dt,
                                int slices, Tracer& trace);
template <typename Tracer>
ImpactResult LinearImpactSearch(const MovingSphere& sphere, const ImpactTarget& target, double dt,
                                double increment, Tracer& trace);
template <typename Tracer>
ImpactResult BinaryImpactSearch(const MovingSphere& sphere, const ImpactTarget& target, double dt,
                                double tolerance, Tracer& trace);
template <typename Tracer>
ImpactResult AnalyticImpact(const MovingSphere& sphere, const ImpactTarget& target, double dt,
                            Tracer& trace);

ImpactResult SearchImpact(ImpactMethod method, const MovingSphere& sphere,
                          const ImpactTarget& target, double dt, const ImpactSettings& settings);

// Every method's answer for one sphere and target, in kImpactMethodIds order.
using ImpactAnswers = std::array<ImpactResult, kImpactMethodCount>;
ImpactAnswers SearchEveryImpact(const MovingSphere& sphere, const ImpactTarget& target, double dt,
                                const ImpactSettings& settings);

// A sphere moving linearly against an AABB at rest, exactly: the centre's
// path against the AABB grown by the radius (slab test), and where it enters
// the grown box beside an edge or a corner, against the capsules around the
// edges there (the grown box's rounded edges and corners).
std::optional<double> FirstContactTime(const MovingSphere& sphere, const Aabb& box, double dt);
template <typename Tracer>
std::optional<double> FirstContactTime(const MovingSphere& sphere, const Aabb& box, double dt,
                                       Tracer& trace);

// A sphere moving linearly against the segment [a, b] thickened by `radius`
// (a capsule): the first time within [0, dt] the centre comes within
// `radius` of the segment.
std::optional<double> FirstCapsuleContactTime(const Vec3& center, const Vec3& velocity,
                                              const Vec3& a, const Vec3& b, double radius,
                                              double dt);

// Touching counts. For the searches and the tests' brute force alike.
bool Overlaps(const Sphere& sphere, const ImpactTarget& target);

}  // namespace collide
