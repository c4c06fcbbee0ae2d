#pragma once

// The moving-balls sample under the mouse (harness::Sample's picking hooks).
// Every ball can be hovered and selected; while the simulation is paused
// (when the model takes edits) a ball can be dragged and resized, and the
// tip of its velocity arrow dragged to set its velocity.

#include <optional>
#include <string>
#include <vector>

#include "harness/draw/draw.h"
#include "harness/sample_api/picking.h"
#include "moving_balls/moving_balls_model.h"

namespace moving_balls {

// Past this many balls (a crowd) no velocity arrows are drawn or offered.
inline constexpr std::size_t kMaxArrows = 100;

// World length of a velocity arrow per unit of speed: the layout's fastest
// start speed draws 0.15 of its extent, whatever the scene's units.
double ArrowScale(const Layout& layout);

std::vector<harness::PickProxy> PickProxies(const Model& model);
// A ball (by id) moved by `delta`, or a velocity handle's tip: the velocity
// changes by delta / ArrowScale. False while running or for an unknown id.
bool MoveBallOrArrow(Model& model, const std::string& id, const collide::Vec3& delta);
// A ball's radius times `factor`; false while running or for an unknown id.
bool ResizeBall(Model& model, const std::string& id, double factor);

// While paused: each ball's velocity as an arrow from its centre; the
// hovered handle's brighter.
void DrawVelocityArrows(harness::Draw& draw, const Model& model,
                        const std::optional<std::string>& hovered);

}  // namespace moving_balls
