#pragma once

// The mouse in the view: hovering, selecting and dragging a sample's shapes
// (through its Pickable, Sample::picking()), orbiting and panning the
// camera. A state machine fed one MouseInput a frame, with no GL and no
// ImGui, so tests drive it directly; the window reads GLFW and ImGui into a
// MouseInput (mouse_glfw.h) and shows the tooltip.
//
//   left press on a movable shape   selects it; the drag moves it in the
//                                   plane through its centre facing the camera
//     + Shift                       along the view direction instead
//     + X, Y or Z held              along that world axis (drawn while held)
//     + Ctrl, on a rotatable shape  turns it about the view axis through its
//                                   centre, as the cursor goes round the
//                                   centre on screen
//   left press elsewhere            orbits; a click (no drag) clears the
//                                   selection
//   right or middle press           pans
//   Ctrl + wheel over a shape       resizes it (when it is resizable)
//
// While any drag is in progress Camera::held pauses automatic turns. A
// sample without picking (a null Pickable) has no shapes under the cursor:
// nothing is hovered, every left drag orbits and Ctrl + wheel zooms.

#include <optional>
#include <string>
#include <vector>

#include "collide/shapes/ray.h"
#include "collide/shapes/vec.h"
#include "harness/draw/camera.h"
#include "harness/draw/draw.h"
#include "harness/sample_api/pickable.h"
#include "harness/sample_api/picking.h"

namespace harness {

// What the mouse and the keys that modify it do in one frame.
struct MouseInput {
  glm::dvec2 cursor{0.0};         // window coordinates, origin top left
  glm::dvec2 content_scale{1.0};  // framebuffer pixels per window unit (2 on HiDPI)
  float view_height = 0.0f;       // the view rectangle's height, window units (panning)
  bool left = false;
  bool right = false;
  bool middle = false;
  bool shift = false;
  bool ctrl = false;
  int axis = -1;         // 0, 1 or 2 while X, Y or Z is held (X wins over Y over Z)
  bool over_ui = false;  // ImGui's WantCaptureMouse: the cursor is ImGui's
  // The cursor is inside the window: outside it nothing is hovered (rays
  // through points off the window would light shapes that hardly show).
  bool in_window = true;
};

// A press that moves less than this (window pixels) before its release is a
// click.
inline constexpr double kClickPixels = 3.0;
// Ctrl + wheel: the size factor per wheel step.
inline constexpr double kResizePerWheelStep = 1.1;
// Ctrl + drag turns by the angle the cursor sweeps round the shape's centre
// on screen; within this many window pixels of the centre that angle is
// noise, so the turn waits until the cursor is farther out.
inline constexpr double kRotatePivotPixels = 4.0;

class MouseInteraction {
 public:
  // One frame: hover (and its tooltip label), select, drag, orbit or pan.
  // `shapes`: the sample's picking; null when it offers none.
  void Update(const MouseInput& input, Pickable* shapes, Camera& camera);
  // Ctrl + wheel: resizes the resizable shape under the cursor by
  // kResizePerWheelStep per step; false when there is none (the wheel then
  // zooms, as without Ctrl).
  bool ResizeUnderCursor(const MouseInput& input, double wheel_steps, Pickable* shapes,
                         const Camera& camera);
  // While a drag is constrained to an axis: that axis through the shape.
  void DrawOverlay(Draw& draw, const Camera& camera) const;
  // Forgets every drag and hover (a new sample).
  void Reset();

  // The hovered (or dragged) proxy's label; empty: no tooltip.
  const std::string& hover_label() const { return hover_label_; }
  // Presses in the view (not on a panel) since the start, across samples:
  // --stats prints them.
  int presses() const { return presses_; }
  // A drag, orbit or pan is in progress.
  bool busy() const { return mode_ != Mode::kIdle && mode_ != Mode::kUi; }
  // Ctrl + wheel notches on one shape are one gesture, and so one undo step
  // (UndoFrame::gesture): it lasts from the first notch that resizes a shape
  // until Ctrl is let go, the cursor leaves that shape (or goes over a panel
  // or out of the window) or a mouse button is pressed.
  bool wheel_resizing() const { return !wheel_id_.empty(); }

 private:
  enum class Mode { kIdle, kUi, kOrbit, kPan, kMove, kRotate };
  enum class Constraint { kViewPlane, kAlongView, kX, kY, kZ };

  void Press(const MouseInput& input, Pickable& shapes, const Camera& camera);
  void Release(Pickable& shapes);
  void Hover(const MouseInput& input, Pickable& shapes, const Camera& camera);
  void SetHovered(const std::optional<std::string>& id, const std::string& label, Pickable& shapes);
  void MoveShape(const MouseInput& input, Pickable& shapes, const Camera& camera);
  void RotateShape(const MouseInput& input, Pickable& shapes, const Camera& camera);
  // The drag measures from here: the shape's centre, the cursor and its ray
  // now, and the camera they were seen through.
  void Anchor(const PickProxy& proxy, const MouseInput& input, const Camera& camera,
              Constraint constraint);
  bool ButtonHeld(const MouseInput& input) const;
  static Constraint ConstraintOf(const MouseInput& input);

  Mode mode_ = Mode::kIdle;
  int presses_ = 0;
  int button_ = 0;  // 0 left, 1 right, 2 middle: the one the drag holds
  glm::dvec2 last_cursor_{0.0};
  glm::dvec2 press_cursor_{0.0};
  double travel_ = 0.0;  // the farthest the cursor went from the press
  bool clear_on_click_ = false;

  std::optional<std::string> hovered_;
  std::string hover_label_;

  std::string drag_id_;
  Constraint constraint_ = Constraint::kViewPlane;
  collide::Vec3 anchor_center_{0.0};
  glm::dvec2 anchor_cursor_{0.0};
  std::optional<collide::Ray> anchor_ray_;
  std::string wheel_id_;  // the shape a Ctrl + wheel gesture resizes; empty: none
  glm::mat4 anchor_view_{1.0f};
  collide::Vec3 last_target_{0.0};  // where the shape was last sent
  collide::Vec3 drag_center_{0.0};  // the dragged proxy's centre, for the overlay
  // A turn: the cursor's last angle round the shape's centre on screen
  // (radians, counter-clockwise as seen), unset while it is too close.
  std::optional<double> turn_angle_;
};

}  // namespace harness
