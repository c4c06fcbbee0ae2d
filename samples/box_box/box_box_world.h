#pragma once

// The box-box sample's world, no ImGui: its shapes (spheres among boxes),
// which algorithm tests which pair, the default layout that showcases seed
// 004's blind spot, and the geometry that shows it (edges inside the other
// box, SAT's separating axis).

#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "collide/registry/box_box.h"
#include "collide/sat/sat.h"
#include "collide/shapes/box.h"
#include "collide/shapes/sphere.h"
#include "harness/draw/box_pair_marks.h"
#include "harness/draw/draw.h"
#include "harness/scene/scene.h"

namespace box_box {

using collide::Vec3;
using harness::Color;

// Marks in the view, beside red (overlaps) and blue (overlaps nothing).
using harness::kAxisColor;
using harness::kDisagreeColor;
inline constexpr Color kMismatchColor = harness::colors::kYellow;
inline constexpr Color kHoverColor = harness::colors::kWhite;

struct NamedShape {
  std::string id;
  collide::SphereOrBox shape;
  // An oriented box's rotation as the panel edits it: R = Rz * Ry * Rx.
  Vec3 rotation_deg{0.0};
};
// Same id, kind and numbers, exactly.
bool operator==(const NamedShape& a, const NamedShape& b);

struct Expectation {
  std::string a;
  std::string b;
  // A pair-test registry id: the registry's own tests' (collide/box_box.h)
  // or a plugin's. An id, not a pointer, so that a layout never holds a
  // test the registry may remove.
  std::string algorithm;
  bool intersects;
  bool operator==(const Expectation&) const = default;
};

using IdPair = std::pair<std::string, std::string>;
// Whether `pair` names a and b, in either order.
inline bool SameUnorderedPair(const std::string& a, const std::string& b, const IdPair& pair) {
  return (pair.first == a && pair.second == b) || (pair.first == b && pair.second == a);
}

struct Layout {
  std::vector<NamedShape> shapes;
  std::vector<Expectation> expect;
  // The pair whose separating axis is drawn when it is apart.
  std::optional<IdPair> selected;
  std::string caption;  // which boxes show what
  bool operator==(const Layout&) const = default;
};

const collide::BoxShape* BoxOf(const NamedShape& s);
const collide::Sphere* SphereOf(const NamedShape& s);
const char* WordFor(const NamedShape& s);  // "box" or "sphere"

bool BothBoxes(const NamedShape& a, const NamedShape& b);
// The algorithms come from collide::PairTestRegistry::Global(), looked up at
// each call and never kept, so that one a plugin removed is never run.
//
// The exact test of a pair, which is also its default when a scene names
// none: sat for two boxes (the sample's subject: SAT against seed 004's
// corner volumes), otherwise the registry's default for the kinds
// (squared-distance for two spheres, closest-point for a sphere and a box).
// Throws std::logic_error when the registry has none: Collision Lab's own
// tests were removed.
const collide::PairTest& ExactFor(const NamedShape& a, const NamedShape& b);
// Corner-volume, for two boxes (BothBoxes); throws as ExactFor.
const collide::PairTest& CornerVolumeFor(const NamedShape& a, const NamedShape& b);
// What the sample shows for a pair (its table's columns, its colours, the
// tests "expect what is shown" writes): the exact test, then corner-volume
// for two boxes.
std::vector<const collide::PairTest*> ShownFor(const NamedShape& a, const NamedShape& b);
// The algorithm ids a scene may name for a pair, for messages: every
// "intersects" test the registry holds for the kinds, "sat, corner-volume".
std::string AcceptedFor(const NamedShape& a, const NamedShape& b);
// The test a scene names by `id` for a pair; nullptr when the registry has
// no "intersects" test of that id for these kinds.
const collide::PairTest* FindAlgorithm(const std::string& id, const NamedShape& a,
                                       const NamedShape& b);
bool Intersects(const NamedShape& a, const NamedShape& b, const collide::PairTest& test);

Vec3 CenterOf(const NamedShape& s);
double RadiusOf(const NamedShape& s);  // a bounding radius for boxes
// "box 0 and 1", "sphere s and box b": the tutorial's words.
std::string PairName(const NamedShape& a, const NamedShape& b);
// The log line for a pair of boxes on which the two tests disagree.
std::string DisagreementMessage(const NamedShape& a, const NamedShape& b, bool sat);

NamedShape MakeBox(std::string id, const Vec3& center, const Vec3& half_extents,
                   const Vec3& rotation_deg = Vec3(0.0));
// Five showcased pairs, each away from the others, and what both tests must
// say about every pair. assets/scenes/box_box_default.json holds the same.
Layout DefaultLayout();

// The layout as a scene that --check accepts as it is ("Save as test
// case"). With `expect_what_is_shown`, the expectations are worked out from
// the shapes: every pair of distinct shapes under each algorithm the sample
// shows for it (ShownFor), so the scene passes; otherwise the declared ones
// are kept.
harness::Scene SceneOf(const Layout& layout, const std::string& title, bool expect_what_is_shown);

}  // namespace box_box
