#pragma once

// The moving-balls sample's world: what it starts from (the Magic Room or a
// scene file), its contact_time expectations and how they are evaluated, and
// how the room's planes and cylinders are drawn. No ImGui here.

#include <optional>
#include <string>
#include <vector>

#include "collide/motion/ball_simulation.h"
#include "harness/draw/draw.h"
#include "harness/sample_api/sample.h"
#include "harness/scene/scene.h"

namespace moving_balls {

inline constexpr const char* kSampleId = "moving-balls";
// A scene without "dt" steps by the Magic Room's 0.6.
inline constexpr double kDefaultTimeStep = 0.6;

// A ball is collide's sphere kind, moving; the room's planes and pillars
// its plane and cylinder kinds.
using collide::ShapeKind;

struct ShapeRef {
  ShapeKind kind = ShapeKind::kSphere;
  int index = -1;  // into the world's balls, planes or cylinders
};

// "Moving linearly with their velocities from the start state, ignoring every
// other shape, a and b first touch at `time` within [0, dt]" (nullopt: no
// contact within the step).
struct Expectation {
  std::string a;
  std::string b;
  ShapeRef ref_a;
  ShapeRef ref_b;
  std::optional<double> time;
  double tolerance = harness::kDefaultContactTimeTolerance;
  // Ball pairs: analytic or sliced (150 slices); a ball against a plane or
  // cylinder: the seed's offset-primitive ray test, which is exact ("analytic").
  collide::BallBallMethod method = collide::BallBallMethod::kAnalytic;
};

struct Layout {
  std::string source;  // shown in the panel
  collide::BallWorld world;
  std::vector<std::string> ball_ids;
  std::vector<std::string> plane_ids;
  std::vector<std::string> cylinder_ids;
  std::vector<Expectation> expect;
  // Half the size of the region the view frames; planes are drawn as squares
  // of this half-size around their points, cylinders clipped to 1.25 times it.
  double extent = 320.0;
  bool magic_room = false;  // the built-in layout (offers the room's extras)
};

// The Magic Room (collide::MagicRoomWorld(), or the faithful numbers with
// ball 3 outside) with its start-state expectations.
Layout MagicRoomLayout(bool faithful = false);

// Throws harness::InputError for what this sample does not take.
Layout LayoutFromScene(const harness::Scene& scene);

// Evaluates every expectation against the layout's start state.
std::vector<harness::PairCheck> Evaluate(const Layout& layout);
// The ball pairs' analytic expectations as another author's time of
// impact is asked them (harness/origins/ask_origin.h). Not about the pair:
// a ball against a plane or cylinder, or an expectation of the sliced
// search (about the search's step, often its miss).
harness::OriginQuestions QuestionsForOthers(const Layout& layout);

// "t = 0.2670, ball 4 with plane wall -z": ball ids as given, plane and
// cylinder ids from the layout.
std::string DescribeContact(const collide::Contact& contact,
                            const std::vector<std::string>& ball_ids, const Layout& layout);

// The smallest cube around the origin holding every plane and cylinder point
// and every ball (at least 1).
double ExtentOf(const collide::BallWorld& world);

// Where a contact happened (the seed's explosion).
struct Marker {
  collide::Vec3 point{0.0};
  collide::Vec3 normal{0.0, 1.0, 0.0};
  double size = 1.0;
  int age = 0;  // in steps
};
// Drawn as a Draw::Marker that grows and fades over kMarkerSteps.
inline constexpr int kMarkerSteps = 40;

// Each ball's path through the last step: its start, its centres at its
// contacts, its centre now (nothing when the balls changed since).
void DrawStepPaths(harness::Draw& draw, const collide::StepReport& report,
                   const std::vector<collide::Ball>& balls, const harness::Color& color);
// Where the next step's first contact will be: the point, the ball's centre
// then (a small ghost sphere) and the way there.
void DrawPrediction(harness::Draw& draw, const collide::Contact& contact,
                    const std::vector<collide::Ball>& balls, const harness::Color& color);

// The original's colours by ball index: 1 white, 2 yellow, 3 cyan, 4 green,
// 5 blue, 6 (0.65, 0.2, 0.3), 7 magenta, 8 (0, 0.7, 0.4), others red.
harness::Color IndexColor(size_t index);

// A free spot for a ball of radius r: the first point of a grid over the
// cube of half-size `extent`, top layers first, on the inner side of every
// plane and clear of cylinders and balls; above the cube if none is.
collide::Vec3 FreeSpot(const collide::BallWorld& world, double r, double extent);

// The state as a scene that --check accepts as it is ("Save as test case"):
// the balls as they are now (positions, velocities, masses), the walls,
// cylinders, gravity and step. With `expect_what_is_shown`, contact times
// worked out from this state: ball pairs under both searches, a ball
// against each plane and cylinder, so the scene passes; otherwise the
// declared ones are kept.
harness::Scene SceneOf(const Layout& layout, const collide::BallWorld& now,
                       const std::string& title, bool expect_what_is_shown);

}  // namespace moving_balls
