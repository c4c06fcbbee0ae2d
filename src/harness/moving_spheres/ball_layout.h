#pragma once

// A ball world with names and expectations: collide::BallWorld's balls,
// planes and cylinders, each with the id a scene file gives it, and the
// contact_time expectations about its start state, read from a scene,
// evaluated, asked of another author's code and written back. What a sample
// of balls moving among planes and cylinders starts from (moving-balls, with
// the Magic Room as its own layout). No GL, no ImGui.

#include <optional>
#include <string>
#include <vector>

#include "collide/motion/ball_simulation.h"
#include "collide/shapes/shape_kind.h"
#include "harness/sample_api/check.h"
#include "harness/sample_api/origin_question.h"
#include "harness/scene/scene.h"

namespace harness {

// A scene without "dt" steps by this (the Magic Room's step).
inline constexpr double kDefaultBallTimeStep = 0.6;

// A shape of a ball world: a ball is collide's sphere kind, moving; a wall
// its plane kind, a pillar its cylinder kind.
struct BallWorldRef {
  collide::ShapeKind kind = collide::ShapeKind::kSphere;
  int index = -1;  // into the world's balls, planes or cylinders
};

// "Moving linearly with their velocities from the start state, ignoring every
// other shape, a and b first touch at `time` within [0, dt]" (nullopt: no
// contact within the step).
struct BallExpectation {
  std::string a;
  std::string b;
  BallWorldRef ref_a;
  BallWorldRef ref_b;
  std::optional<double> time;
  double tolerance = kDefaultContactTimeTolerance;
  // Ball pairs: analytic or sliced (150 slices); a ball against a plane or
  // cylinder: the seed's offset-primitive ray test, which is exact ("analytic").
  collide::BallBallMethod method = collide::BallBallMethod::kAnalytic;
};

struct BallLayout {
  std::string source;  // shown in the panel
  collide::BallWorld world;
  std::vector<std::string> ball_ids;
  std::vector<std::string> plane_ids;
  std::vector<std::string> cylinder_ids;
  std::vector<BallExpectation> expect;
  // Half the size of the region the view frames; planes are drawn as squares
  // of this half-size around their points, cylinders clipped to 1.25 times it.
  double extent = 320.0;
  bool magic_room = false;  // a sample's built-in layout (offers its extras)
};

// A scene's spheres (with their "velocity" and "mass"), planes and
// cylinders, its gravity and step, and its contact_time expectations.
// Throws harness::InputError for what a ball world does not take: another
// shape type (naming `sample_id`), another outcome, two shapes at rest, an
// algorithm other than analytic (or sliced, for two balls).
BallLayout BallLayoutFromScene(const Scene& scene, const std::string& sample_id);

// The state as a scene that --check accepts as it is ("Save as test case"):
// the balls as they are in `now` (positions, velocities, masses) with their
// ids as they are now (`ball_ids`: balls added and removed since the start),
// the walls, cylinders, gravity and step. With `expect_what_is_shown`,
// contact times worked out from this state: ball pairs under both searches,
// a ball against each plane and cylinder, so the scene passes; otherwise the
// layout's declared ones whose shapes are still there.
Scene SceneOfBalls(const BallLayout& layout, const collide::BallWorld& now,
                   const std::vector<std::string>& ball_ids, const std::string& sample_id,
                   const std::string& title, bool expect_what_is_shown);

// Every expectation evaluated against the layout's start state, in order.
std::vector<PairCheck> EvaluateBalls(const BallLayout& layout);
// The ball pairs' analytic expectations as another author's time of impact
// is asked them (harness/origins/ask_origin.h). Not about the pair: a ball
// against a plane or cylinder, or an expectation of the sliced search
// (about the search's step, often its miss).
OriginQuestions BallQuestionsForOthers(const BallLayout& layout);

// "t = 0.2670, ball 4 with plane wall -z": ball ids as given (they change
// with edits), plane and cylinder ids from the layout.
std::string DescribeContact(const collide::Contact& contact,
                            const std::vector<std::string>& ball_ids, const BallLayout& layout);

// The smallest cube around the origin holding every plane and cylinder point
// and every ball (at least 1).
double ExtentOf(const collide::BallWorld& world);

// A free spot for a ball of radius r: the first point of a grid over the
// cube of half-size `extent`, top layers first, on the inner side of every
// plane and clear of cylinders and balls; above the cube if none is.
collide::Vec3 FreeSpot(const collide::BallWorld& world, double r, double extent);

}  // namespace harness
