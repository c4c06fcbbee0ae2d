#pragma once

// Mouse picking, no GL and no ImGui: the shapes a sample offers to the
// cursor (PickProxy), the world ray under the cursor, the nearest proxy it
// hits, and the drag math that keeps a dragged shape under the cursor.
//
// Coordinates: a cursor position is in window coordinates (GLFW's, origin
// top left), the camera works in framebuffer pixels. On a 2x (HiDPI)
// display one window unit is two framebuffer pixels: `content_scale` is
// framebuffer size / window size per axis, so picking is exact there too.

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "collide/shapes/box.h"
#include "collide/shapes/capsule.h"
#include "collide/shapes/convex_hull.h"
#include "collide/shapes/plane.h"
#include "collide/shapes/ray.h"
#include "collide/shapes/sphere.h"
#include "collide/shapes/vec.h"
#include "harness/draw/camera.h"
#include "harness/draw/draw.h"

namespace harness {

// How big a point-like proxy is on screen: points, ray origins, segment
// midpoints and arrow tips are drawn a few pixels wide, too small to hit
// exactly, so they are picked within this many window pixels of the cursor.
inline constexpr double kHandlePixels = 8.0;

// A point-like proxy: a sphere kHandlePixels wide on screen wherever it is.
struct PickHandle {
  collide::Vec3 center{0.0};
};

// A plane, picked only within the square it is drawn as (`half_size` about
// `plane.point`), and only where no other proxy is hit: a plane lies behind
// everything, and would otherwise take every click meant for empty space.
struct PickSheet {
  collide::Plane plane;
  double half_size = 1.0;
};

// A hull in world space (collide::InWorld), shared with the shape it stands
// for: a proxy is made every frame, and a hull of a thousand points is not
// copied for it.
using PickHull = std::shared_ptr<const collide::ConvexHull>;

using PickShape = std::variant<collide::Sphere, collide::BoxShape, PickSheet, PickHandle,
                               collide::Capsule, PickHull>;

// One shape (or a handle of one, such as a velocity arrow's tip) as the
// cursor sees it. Samples build these in Pickable::PickProxies.
struct PickProxy {
  std::string id;     // what Pickable::Select, MoveShape, ResizeShape, RotateShape take
  std::string label;  // the tooltip: "sphere 1 (r 1.000)"
  PickShape shape;
  // What a drag moves: the camera-facing drag plane passes through it and
  // an axis-constrained drag runs along an axis through it.
  collide::Vec3 center{0.0};
  bool movable = true;     // false: hover and select only; a drag orbits
  bool resizable = false;  // Ctrl + wheel calls Pickable::ResizeShape
  bool rotatable = false;  // Ctrl + left drag calls Pickable::RotateShape
};

// Points whose bounds hold the proxies of the shapes `ids` names (their
// handles included), or of every proxy when `ids` is empty: what F frames.
// A sphere gives the ends of its three axes, a box its corners, a plane
// its square's corners, a handle its centre.
std::vector<glm::vec3> FramePointsOf(const std::vector<PickProxy>& proxies,
                                     const std::vector<std::string>& ids);

// Handles of a shape are named "<shape id>/<handle>", e.g. "3/velocity".
inline constexpr char kVelocityHandle[] = "/velocity";
std::string VelocityHandleId(const std::string& shape_id);
// The shape id of a velocity handle's id; nullopt for any other id.
std::optional<std::string> ShapeOfVelocityHandle(const std::string& id);

// The world ray under the cursor: from the camera's position through the
// point of the view the cursor is over, unprojected with the inverse of
// Camera::ViewProjection. Empty when the camera's viewport is not set up
// (zero-sized) or the result is not finite.
std::optional<collide::Ray> CursorRay(const Camera& camera, const glm::dvec2& cursor,
                                      const glm::dvec2& content_scale);

// A handle's radius per unit of distance from the camera at the cursor, so
// that handles are kHandlePixels window pixels wide on screen.
double HandleSlope(const Camera& camera, const glm::dvec2& cursor, const glm::dvec2& content_scale);

struct PickHit {
  std::size_t index = 0;  // into the proxies
  double t = 0.0;         // distance along the ray
};

// The proxy the ray hits first (collide::Raycast on each shape; handles as
// spheres of radius handle_slope * distance). Sheets count only when
// nothing else is hit. Among equal distances the first proxy wins.
std::optional<PickHit> Pick(const std::vector<PickProxy>& proxies, const collide::Ray& ray,
                            double handle_slope);

// The unit direction the camera looks in.
collide::Vec3 ViewDirection(const Camera& camera);

// Where `ray` meets the plane through `center` facing the camera (normal
// `view_direction`); nullopt when the ray runs along the plane or away from
// it. A shape dragged by the difference of two such points stays under the
// cursor.
std::optional<collide::Vec3> OnViewPlane(const collide::Ray& ray, const collide::Vec3& center,
                                         const collide::Vec3& view_direction);

// The point of the line through `point` along `axis` closest to `ray` (the
// cursor's), for a drag constrained to a world axis; nullopt when the ray
// runs within about a degree of the axis, where the closest point flies off.
std::optional<collide::Vec3> ClosestOnAxis(const collide::Ray& ray, const collide::Vec3& point,
                                           const collide::Vec3& axis);

// Shift + drag: how far a shape at `center` moves along the view direction
// when the cursor goes from `start` to `cursor` (window coordinates). Up the
// screen moves it away from the camera, down towards it, by as much world as
// the vertical motion covers at the shape's depth.
collide::Vec3 AlongViewMove(const Camera& camera, const glm::dvec2& content_scale,
                            const collide::Vec3& center, const glm::dvec2& start,
                            const glm::dvec2& cursor);

// The colour a hovered shape is drawn in: `color` halfway to white.
Color HoverColor(const Color& color);

// What a sample keeps of the mouse: the hovered and selected ids, and
// whether its panel has yet to scroll to the selected shape's editor
// (pick_widgets.h draws that).
struct PickFocus {
  std::optional<std::string> hovered;
  std::optional<std::string> selected;
  bool scroll_pending = false;

  void Select(const std::optional<std::string>& id) {
    selected = id;
    scroll_pending = id.has_value();
  }
  bool IsHovered(const std::string& id) const { return hovered == id; }
  bool IsSelected(const std::string& id) const { return selected == id; }
  // What Pickable::SelectedShapes gives: the selected id, if any.
  std::vector<std::string> Selection() const {
    return selected ? std::vector<std::string>{*selected} : std::vector<std::string>{};
  }
};

}  // namespace harness
