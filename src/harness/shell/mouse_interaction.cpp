#include "harness/shell/mouse_interaction.h"

#include <algorithm>
#include <cmath>

namespace harness {
namespace {

using collide::Vec3;

// The proxy under the cursor; none for a sample without picking.
std::optional<PickProxy> PickAt(const MouseInput& input, const Pickable& shapes,
                                const Camera& camera) {
  const auto ray = CursorRay(camera, input.cursor, input.content_scale);
  if (!ray) {
    return std::nullopt;
  }
  return shapes.PickAlongRay(*ray, HandleSlope(camera, input.cursor, input.content_scale));
}

const PickProxy* FindProxy(const std::vector<PickProxy>& proxies, const std::string& id) {
  for (const PickProxy& proxy : proxies) {
    if (proxy.id == id) {
      return &proxy;
    }
  }
  return nullptr;
}

Vec3 AxisVector(int axis) {
  Vec3 v(0.0);
  v[axis] = 1.0;
  return v;
}

constexpr Color kAxisColors[3] = {colors::kRed, colors::kGreen, colors::kBlue};

// The cursor's angle round `pivot` (both window coordinates, y down),
// counter-clockwise as seen; nullopt within kRotatePivotPixels of it.
std::optional<double> AngleAround(const glm::dvec2& pivot, const glm::dvec2& cursor) {
  const glm::dvec2 offset = cursor - pivot;
  if (glm::length(offset) < kRotatePivotPixels) {
    return std::nullopt;
  }
  return std::atan2(-offset.y, offset.x);
}

}  // namespace

void MouseInteraction::Reset() {
  mode_ = Mode::kIdle;
  hovered_.reset();
  hover_label_.clear();
  drag_id_.clear();
  wheel_id_.clear();
}

bool MouseInteraction::ButtonHeld(const MouseInput& input) const {
  const bool buttons[3] = {input.left, input.right, input.middle};
  return buttons[button_];
}

namespace {

// A sample without picking is offered Pickable's defaults: no proxies, and
// every change refused. So nothing is hovered or dragged, every drag orbits
// or pans, and nothing below needs to ask whether there are shapes.
Pickable& OrNothingToPick(Pickable* shapes) {
  static Pickable nothing;
  return shapes != nullptr ? *shapes : nothing;
}

}  // namespace

void MouseInteraction::Update(const MouseInput& input, Pickable* pickable, Camera& camera) {
  Pickable& shapes = OrNothingToPick(pickable);
  const glm::dvec2 motion = input.cursor - last_cursor_;
  switch (mode_) {
    case Mode::kIdle:
      if (!input.left && !input.right && !input.middle) {
        Hover(input, shapes, camera);
      } else if (input.over_ui) {
        // ImGui's press, wherever the cursor goes until it is released.
        mode_ = Mode::kUi;
        SetHovered(std::nullopt, {}, shapes);
      } else {
        Press(input, shapes, camera);
      }
      break;
    case Mode::kUi:
      if (!input.left && !input.right && !input.middle) {
        mode_ = Mode::kIdle;
      }
      break;
    case Mode::kOrbit:
    case Mode::kPan:
    case Mode::kMove:
    case Mode::kRotate:
      travel_ = std::max(travel_, glm::length(input.cursor - press_cursor_));
      if (!ButtonHeld(input)) {
        Release(shapes);
      } else if (mode_ == Mode::kOrbit) {
        camera.Orbit(static_cast<float>(motion.x), static_cast<float>(motion.y));
      } else if (mode_ == Mode::kPan) {
        // Cursor and view height are both window units.
        camera.Pan(static_cast<float>(motion.x), static_cast<float>(motion.y),
                   static_cast<int>(input.view_height));
      } else if (mode_ == Mode::kRotate) {
        RotateShape(input, shapes, camera);
      } else {
        MoveShape(input, shapes, camera);
      }
      break;
  }
  if (!input.ctrl || input.left || input.right || input.middle || input.over_ui ||
      !input.in_window || hovered_ != wheel_id_) {
    wheel_id_.clear();
  }
  camera.held = busy();
  last_cursor_ = input.cursor;
}

void MouseInteraction::Press(const MouseInput& input, Pickable& shapes, const Camera& camera) {
  ++presses_;
  press_cursor_ = input.cursor;
  travel_ = 0.0;
  clear_on_click_ = false;
  if (!input.left) {
    button_ = input.right ? 1 : 2;
    mode_ = Mode::kPan;
    return;
  }
  button_ = 0;
  const std::optional<PickProxy> proxy = PickAt(input, shapes, camera);
  if (!proxy) {
    mode_ = Mode::kOrbit;
    clear_on_click_ = true;
    return;
  }
  // A handle (an arrow's tip) selects its shape; Shift adds it to the one
  // selected, making a pair.
  const std::string shape = ShapeOfVelocityHandle(proxy->id).value_or(proxy->id);
  if (input.shift) {
    shapes.SelectAlso(shape);
  } else {
    shapes.Select(shape);
  }
  const bool rotate = input.ctrl && proxy->rotatable;
  if (!proxy->movable && !rotate) {
    mode_ = Mode::kOrbit;
    return;
  }
  mode_ = rotate ? Mode::kRotate : Mode::kMove;
  drag_id_ = proxy->id;
  Anchor(*proxy, input, camera, ConstraintOf(input));
  turn_angle_.reset();
  if (rotate) {
    RotateShape(input, shapes, camera);  // the angle the turn measures from
  }
  SetHovered(proxy->id, proxy->label, shapes);
}

void MouseInteraction::Release(Pickable& shapes) {
  if (mode_ == Mode::kOrbit && clear_on_click_ && travel_ < kClickPixels) {
    shapes.Select(std::nullopt);
  }
  mode_ = Mode::kIdle;
  drag_id_.clear();
}

void MouseInteraction::Hover(const MouseInput& input, Pickable& shapes, const Camera& camera) {
  if (input.over_ui || !input.in_window) {
    SetHovered(std::nullopt, {}, shapes);
    return;
  }
  if (const std::optional<PickProxy> proxy = PickAt(input, shapes, camera)) {
    SetHovered(proxy->id, proxy->label, shapes);
  } else {
    SetHovered(std::nullopt, {}, shapes);
  }
}

void MouseInteraction::SetHovered(const std::optional<std::string>& id, const std::string& label,
                                  Pickable& shapes) {
  hover_label_ = label;
  if (id != hovered_) {
    hovered_ = id;
    shapes.SetHovered(id);
  }
}

MouseInteraction::Constraint MouseInteraction::ConstraintOf(const MouseInput& input) {
  if (input.shift) {
    return Constraint::kAlongView;
  }
  switch (input.axis) {
    case 0:
      return Constraint::kX;
    case 1:
      return Constraint::kY;
    case 2:
      return Constraint::kZ;
    default:
      return Constraint::kViewPlane;
  }
}

void MouseInteraction::Anchor(const PickProxy& proxy, const MouseInput& input, const Camera& camera,
                              Constraint constraint) {
  constraint_ = constraint;
  anchor_center_ = proxy.center;
  last_target_ = proxy.center;
  drag_center_ = proxy.center;
  anchor_cursor_ = input.cursor;
  anchor_ray_ = CursorRay(camera, input.cursor, input.content_scale);
  anchor_view_ = camera.View();
}

void MouseInteraction::MoveShape(const MouseInput& input, Pickable& shapes, const Camera& camera) {
  const std::vector<PickProxy> proxies = shapes.PickProxies();
  const PickProxy* proxy = FindProxy(proxies, drag_id_);
  if (proxy == nullptr) {
    return;  // gone (removed from the panel): the drag holds nothing
  }
  drag_center_ = proxy->center;
  hover_label_ = proxy->label;
  const Constraint constraint = ConstraintOf(input);
  // A new constraint, or a camera the wheel moved, measures afresh from
  // where the shape is now, so it never jumps.
  if (constraint != constraint_ || camera.View() != anchor_view_) {
    Anchor(*proxy, input, camera, constraint);
  }
  const auto ray = CursorRay(camera, input.cursor, input.content_scale);
  if (!ray || !anchor_ray_) {
    return;
  }
  std::optional<Vec3> from;
  std::optional<Vec3> to;
  if (constraint == Constraint::kViewPlane) {
    const Vec3 forward = ViewDirection(camera);
    from = OnViewPlane(*anchor_ray_, anchor_center_, forward);
    to = OnViewPlane(*ray, anchor_center_, forward);
  } else if (constraint == Constraint::kAlongView) {
    from = Vec3(0.0);
    to = AlongViewMove(camera, input.content_scale, anchor_center_, anchor_cursor_, input.cursor);
  } else {
    const Vec3 axis = AxisVector(static_cast<int>(constraint) - static_cast<int>(Constraint::kX));
    from = ClosestOnAxis(*anchor_ray_, anchor_center_, axis);
    to = ClosestOnAxis(*ray, anchor_center_, axis);
  }
  if (!from || !to) {
    return;  // the cursor is where the plane or axis cannot follow
  }
  const Vec3 target = anchor_center_ + (*to - *from);
  // Only when the cursor asks for somewhere new: a shape at rest under a
  // still cursor is not re-evaluated every frame.
  if (target != last_target_ && shapes.MoveShape(drag_id_, target - proxy->center)) {
    last_target_ = target;
  }
}

void MouseInteraction::RotateShape(const MouseInput& input, Pickable& shapes,
                                   const Camera& camera) {
  glm::vec2 pixel;
  if (!camera.WorldToScreen(glm::vec3(anchor_center_), &pixel)) {
    return;  // the centre went behind the camera: nothing to turn round
  }
  const glm::dvec2 pivot = glm::dvec2(pixel) / input.content_scale;
  const std::optional<double> angle = AngleAround(pivot, input.cursor);
  if (!angle) {
    return;
  }
  if (turn_angle_ && *angle != *turn_angle_) {
    // The step the cursor took, in (-pi, pi]: going on past the back of
    // the circle keeps turning the same way.
    double step = *angle - *turn_angle_;
    step -= 2.0 * collide::kPi * std::ceil((step - collide::kPi) / (2.0 * collide::kPi));
    // Seen from the camera, counter-clockwise is a right-handed turn about
    // the axis pointing back at it.
    shapes.RotateShape(drag_id_, -ViewDirection(camera), step);
  }
  turn_angle_ = angle;
}

bool MouseInteraction::ResizeUnderCursor(const MouseInput& input, double wheel_steps,
                                         Pickable* pickable, const Camera& camera) {
  Pickable& shapes = OrNothingToPick(pickable);
  if (input.over_ui || !input.in_window || wheel_steps == 0.0) {
    return false;
  }
  const std::optional<PickProxy> proxy = PickAt(input, shapes, camera);
  if (!proxy || !proxy->resizable) {
    return false;
  }
  shapes.ResizeShape(proxy->id, std::pow(kResizePerWheelStep, wheel_steps));
  wheel_id_ = proxy->id;
  return true;
}

void MouseInteraction::DrawOverlay(Draw& draw, const Camera& camera) const {
  if (mode_ != Mode::kMove || constraint_ < Constraint::kX) {
    return;
  }
  const int axis = static_cast<int>(constraint_) - static_cast<int>(Constraint::kX);
  // Long enough to cross the view at the camera's distance.
  const glm::vec3 half = glm::vec3(AxisVector(axis)) * (camera.distance * 2.0f);
  const glm::vec3 at(drag_center_);
  // Only across the view: the panels beside it are see-through.
  if (const auto line = camera.ClipToView(at - half, at + half)) {
    draw.Line(line->first, line->second, kAxisColors[axis]);
  }
}

}  // namespace harness
