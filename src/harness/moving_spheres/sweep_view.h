#pragma once

// A sweep layout (sweep_layout.h) as the view shows it and the mouse takes
// it: the shapes red or blue by the exact method, each moving sphere's path
// and end, each method's answer as a ghost sphere at its time and where
// slicing and linear search test; the moving spheres, the ends of their
// steps (dragging one sets the velocity) and the shapes at rest as pick
// proxies.

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "harness/draw/draw.h"
#include "harness/moving_spheres/sweep_layout.h"
#include "harness/sample_api/pair_focus.h"
#include "harness/sample_api/picking.h"

namespace harness {

// What the view shows besides the shapes; none of it changes an answer.
struct SweepViewOptions {
  std::array<bool, collide::kImpactMethodCount> ghosts{true, true, true, true};  // per method
  bool test_points = true;  // where slicing and linear search test
  // The shape (or velocity handle, "<id>/velocity") under the cursor: drawn
  // brighter.
  std::optional<std::string> hovered;
  // The pair a table row singles out (pair_focus.h): the rest faded, and
  // while solo'd without their labels and ghosts. Null: none.
  const PairFocus* pairs = nullptr;
};

Color ImpactMethodColor(collide::ImpactMethod method);

// The shapes (red: the pair touches within the step by the exact method;
// blue: not), each moving sphere's path and end, and each method's answer
// as a ghost sphere at the reported time.
void DrawSweeps(Draw& draw, const SweepLayout& layout,
                const std::vector<collide::ImpactAnswers>& answers, const SweepViewOptions& view);

// Points the camera should keep in view: every shape at the start and end
// of the step.
std::vector<glm::vec3> SweepFramingPoints(const SweepLayout& layout);

// The mouse: the moving spheres, the ends of their steps (dragging one sets
// the velocity) and the shapes at rest as pick proxies. MoveSweepShape: a moving
// sphere's velocity handle moves the end of its step, so its velocity
// changes by delta / dt; ResizeSweepShape: a sphere's radius or an AABB's extents
// times `factor`, about its centre. False for an unknown id.
std::vector<PickProxy> SweepPickProxies(const SweepLayout& layout);
bool MoveSweepShape(SweepLayout& layout, const std::string& id, const collide::Vec3& delta);
bool ResizeSweepShape(SweepLayout& layout, const std::string& id, double factor);

}  // namespace harness
