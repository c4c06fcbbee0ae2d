#pragma once

// A direction edited in a panel while the shape keeps it normalised (a ray's
// direction, a plane's normal). A drag applies on every frame the mouse
// moves, and a typed component applies as Tab takes the typing on to the
// next, while the field (its three components) stays active; if the field
// showed the normalised vector, each step would start from the previous
// result: dragging x would drift the others, and 3 typed into x then Tab
// would leave (0.95, -0.32, 0) for y to be typed beside. So while a field is
// being edited it shows what the user typed or dragged (the draft), and the
// shape gets that draft normalised; once the field is let go, or the
// shape's direction changes under it (undo), it shows the shape's again.

#include <cstdint>
#include <map>

#include "collide/shapes/vec.h"

namespace harness {

class DirectionDrafts {
 public:
  // What field `field` shows for a shape whose direction is `unit`.
  collide::Vec3 Shown(uint32_t field, const collide::Vec3& unit) const;
  // After the field was drawn: `active` while it is being edited, `typed`
  // what it holds, and `unit` the shape's direction after this frame's edit.
  void Record(uint32_t field, bool active, const collide::Vec3& typed, const collide::Vec3& unit);

  bool empty() const { return drafts_.empty(); }

 private:
  struct Draft {
    collide::Vec3 typed;
    collide::Vec3 unit;  // the direction it gave: a different one means it is stale
  };
  std::map<uint32_t, Draft> drafts_;
};

}  // namespace harness
