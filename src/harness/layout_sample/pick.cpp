// The static-shapes sample under the mouse (Pickable::PickProxies and the
// moves, resizes and turns a drag, Ctrl + wheel or Ctrl + drag applies),
// each as the shape's kind entry says (harness/shape_kinds/).
#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

#include "harness/layout_sample/static_shapes_sample.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace harness {
namespace {

using collide::Vec3;

}  // namespace

std::vector<PickProxy> StaticShapesSample::PickProxies() const {
  std::vector<PickProxy> proxies;
  proxies.reserve(current_.shapes.size());
  for (const NamedShape& shape : current_.shapes) {
    // In the context it is drawn in: a plane is picked on its patch.
    proxies.push_back(PickProxyOf(shape.shape, shape.id, draw_context_));
  }
  return proxies;
}

void StaticShapesSample::Select(const std::optional<std::string>& id) {
  selected_ = id && current_.Find(*id) != nullptr ? id : std::nullopt;
  scroll_to_selected_ = selected_.has_value();
  if (!selected_ && selected_pair_) {  // a click on empty space ends the solo too
    selected_pair_.reset();
    LogInfo("cleared the selected pair");
  }
}

void StaticShapesSample::SelectAlso(const std::string& id) {
  if (selected_ && *selected_ != id && current_.Find(*selected_) != nullptr &&
      current_.Find(id) != nullptr) {
    selected_pair_ = {*selected_, id};
    LogInfo("selected " + *selected_ + " and " + id);
  }
  Select(id);
}

std::vector<std::string> StaticShapesSample::SelectedShapes() const {
  if (selected_pair_) {
    return {selected_pair_->first, selected_pair_->second};
  }
  return selected_ ? std::vector<std::string>{*selected_} : std::vector<std::string>{};
}

bool StaticShapesSample::MoveShape(const std::string& id, const Vec3& delta) {
  NamedShape* shape = current_.Find(id);
  const ShapeKindEntry* entry =
      shape != nullptr ? ShapeKindTable::Global().Find(shape->shape.kind()) : nullptr;
  if (entry == nullptr || !collide::IsFinite(delta)) {
    return false;
  }
  std::vector<Vec3> handles;
  if (const auto kept = editor_handles_.find(id); kept != editor_handles_.end()) {
    handles = kept->second;
  }
  entry->translate(shape->shape, delta, handles);
  if (!handles.empty()) {
    editor_handles_[id] = std::move(handles);
  }
  Recheck();
  return true;
}

bool StaticShapesSample::ResizeShape(const std::string& id, double factor) {
  NamedShape* shape = current_.Find(id);
  const ShapeKindEntry* entry =
      shape != nullptr ? ShapeKindTable::Global().Find(shape->shape.kind()) : nullptr;
  if (entry == nullptr || !entry->scale || !(factor > 0.0)) {
    return false;
  }
  entry->scale(shape->shape, factor);
  Recheck();
  return true;
}

bool StaticShapesSample::RotateShape(const std::string& id, const Vec3& axis, double angle) {
  NamedShape* shape = current_.Find(id);
  const ShapeKindEntry* entry =
      shape != nullptr ? ShapeKindTable::Global().Find(shape->shape.kind()) : nullptr;
  if (entry == nullptr || !entry->rotate || !std::isfinite(angle) || !collide::IsFinite(axis) ||
      !entry->rotate(shape->shape, axis, angle)) {
    return false;
  }
  Recheck();
  return true;
}

// Resizing and turning are offered when some kind the sample shows can.
ShapeMouse StaticShapesSample::ShapeMouseActions() const {
  bool resize = false;
  bool rotate = false;
  for (const collide::ShapeKind kind : OfferedKinds()) {
    if (const ShapeKindEntry* entry = ShapeKindTable::Global().Find(kind)) {
      resize |= static_cast<bool>(entry->scale);
      rotate |= static_cast<bool>(entry->rotate);
    }
  }
  return {.select = true, .move = true, .resize = resize, .rotate = rotate};
}

}  // namespace harness
