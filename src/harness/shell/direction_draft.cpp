#include "harness/shell/direction_draft.h"

namespace harness {

collide::Vec3 DirectionDrafts::Shown(uint32_t field, const collide::Vec3& unit) const {
  const auto found = drafts_.find(field);
  if (found == drafts_.end() || found->second.unit != unit) {
    return unit;
  }
  return found->second.typed;
}

void DirectionDrafts::Record(uint32_t field, bool active, const collide::Vec3& typed,
                             const collide::Vec3& unit) {
  if (active) {
    drafts_[field] = {typed, unit};
  } else {
    drafts_.erase(field);
  }
}

}  // namespace harness
