#pragma once

// What the mouse in the view (harness/shell/mouse_interaction.h) may do to a
// sample's shapes. A sample that offers it returns itself, or an object of
// its own, from Sample::picking(); a sample that returns null takes no part:
// nothing is hovered or dragged, and every drag orbits or pans the camera.

#include <optional>
#include <string>
#include <vector>

#include "collide/shapes/ray.h"
#include "collide/shapes/vec.h"
#include "harness/sample_api/controls.h"
#include "harness/sample_api/picking.h"

namespace harness {

class Pickable;
// Selects `ids` as a click on the first and a Shift+click on the second
// would (--select A,B); empty when that is what is selected now, else why
// not ("no shape 9 to select").
std::string SelectShapes(Pickable& shapes, const std::vector<std::string>& ids);

class Pickable {
 public:
  virtual ~Pickable() = default;

  // The shapes the cursor can hover, select and drag, as proxies named by
  // id (picking.h). A proxy may be a handle of a shape, named
  // "<shape id>/<handle>": a velocity arrow's tip is VelocityHandleId(id),
  // and moving it sets the velocity.
  virtual std::vector<PickProxy> PickProxies() const { return {}; }
  // The shape under the cursor (nullopt: none), drawn brighter (HoverColor).
  virtual void SetHovered(const std::optional<std::string>& /*id*/) {}
  // A click on a shape: its editor opens and scrolls into view, the pair
  // table marks its rows. nullopt (a click on empty space) clears it.
  virtual void Select(const std::optional<std::string>& /*id*/) {}
  // A Shift+click on a shape: with another already selected, the two become
  // the selected pair, which the view singles out. By default, a click.
  virtual void SelectAlso(const std::string& id) { Select(id); }
  // What the user singled out: the selected pair's two shapes, else the
  // selected shape; empty when nothing is. F frames them.
  virtual std::vector<std::string> SelectedShapes() const { return {}; }
  // What F frames: points whose bounds hold the shapes `ids` names, or every
  // shape when `ids` is empty. By default from PickProxies (FramePointsOf);
  // a sample that answers the cursor's ray itself answers this too.
  virtual std::vector<glm::vec3> PointsToFrame(const std::vector<std::string>& ids) const {
    return FramePointsOf(PickProxies(), ids);
  }
  // Moves shape or handle `id` by `delta` (world units) and re-evaluates all
  // that is shown, as a panel edit does; false when it cannot move now.
  virtual bool MoveShape(const std::string& /*id*/, const collide::Vec3& /*delta*/) {
    return false;
  }
  // Scales shape `id` about its centre by `factor` (a sphere's radius, a
  // box's size); false when it has no size to change.
  virtual bool ResizeShape(const std::string& /*id*/, double /*factor*/) { return false; }
  // Turns shape `id` about its centre by `angle` radians about the unit
  // `axis` (right-handed), as Ctrl + left drag on a box does; false when it
  // has no orientation to change (a proxy that may turn says so:
  // PickProxy::rotatable).
  virtual bool RotateShape(const std::string& /*id*/, const collide::Vec3& /*axis*/,
                           double /*angle*/) {
    return false;
  }
  // The proxy `ray` hits first, as harness::Pick finds it among
  // PickProxies() (what the default does). A sample with too many shapes to
  // list as proxies every frame (sphere-crowd's 100,000) answers the ray
  // itself.
  virtual std::optional<PickProxy> PickAlongRay(const collide::Ray& ray, double handle_slope) const;
  // What the mouse can do to these shapes, for the help overlay (F1): the
  // shell lists its shape entries only for what is offered (by default,
  // nothing).
  virtual ShapeMouse ShapeMouseActions() const { return {}; }
};

}  // namespace harness
