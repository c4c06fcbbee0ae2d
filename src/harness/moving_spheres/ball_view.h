#pragma once

// A ball run as the view shows it and the mouse takes it: the room's planes
// and cylinders, each ball red while in contact and blue otherwise (or in
// the seed's colours by index), ids, trails, the last step's paths, fading
// contact markers, each search's predicted contact, and while paused each
// ball's velocity as an arrow whose tip the mouse drags.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "harness/draw/draw.h"
#include "harness/moving_spheres/ball_layout.h"
#include "harness/moving_spheres/ball_run.h"
#include "harness/sample_api/pair_focus.h"
#include "harness/sample_api/picking.h"

namespace harness {

inline constexpr Color kRoomColor{0.16f, 0.27f, 0.32f};
inline constexpr Color kCylinderColor{0.93f, 0.86f, 0.62f};
inline constexpr Color kPathColor{1.0f, 1.0f, 1.0f};
inline constexpr Color kMarkerColor{1.0f, 0.85f, 0.1f};
// The searches' predictions, and their words in panels.
inline constexpr Color kAnalyticColor{0.1f, 1.0f, 0.2f};
inline constexpr Color kSlicedColor{1.0f, 0.5f, 0.0f};

// Past this many balls (a crowd) no velocity arrows are drawn or offered.
inline constexpr std::size_t kMaxArrows = 100;

// What the view shows besides the balls; none of it changes the run.
struct BallViewOptions {
  bool per_ball_colors = false;
  bool trails = true;
  bool paths = true;
  bool markers = true;
  // Where the camera is, in world units: planes' labels keep clear of the
  // balls it sees them past. None: of the balls themselves.
  std::optional<collide::Vec3> eye;
  // The pair a table row singles out (pair_focus.h): the other balls,
  // planes and cylinders faded, and while solo'd without their labels.
  // Null: none.
  const PairFocus* pairs = nullptr;
};

// The seed's colours by ball index: 1 white, 2 yellow, 3 cyan, 4 green,
// 5 blue, 6 (0.65, 0.2, 0.3), 7 magenta, 8 (0, 0.7, 0.4), others red.
Color IndexColor(std::size_t index);
// Ball i's colour: by index, or red in contact during the last step, blue
// otherwise.
Color BallColor(const BallRun& run, std::size_t i, bool per_ball_colors);

// Everything above; `hovered`, a ball or a velocity handle, drawn brighter.
void DrawBallRun(Draw& draw, const BallRun& run, const BallLayout& layout,
                 const BallViewOptions& view, const std::optional<std::string>& hovered);

// World length of a velocity arrow per unit of speed: the layout's fastest
// start speed draws 0.15 of its extent, whatever the scene's units (fixed by
// the layout, so an arrow being dragged keeps its scale).
double ArrowScale(const BallLayout& layout);

// Where a plane's id is written: near the corner of its drawn patch (half
// side `extent`) farthest from the world's cylinders and, seen from `eye`,
// its balls, so that the label neither sits on another shape nor covers a
// ball.
collide::Vec3 PlaneLabelPosition(const collide::Plane& plane, double extent,
                                 const collide::BallWorld& world,
                                 const std::optional<collide::Vec3>& eye);

// Every ball as a sphere (movable and resizable while paused) and, while
// paused and up to kMaxArrows balls, its velocity arrow's tip as a handle.
std::vector<PickProxy> BallPickProxies(const BallRun& run, double arrow_scale);
// A ball (by id) moved by `delta`, or a velocity handle's tip: the velocity
// changes by delta / arrow_scale. False while running or for an unknown id.
bool MoveBallOrArrow(BallRun& run, double arrow_scale, const std::string& id,
                     const collide::Vec3& delta);
// A ball's radius times `factor`; false while running or for an unknown id.
bool ResizeBall(BallRun& run, const std::string& id, double factor);

}  // namespace harness
