#include "harness/sample_api/pair_focus.h"

#include <algorithm>

namespace harness {

void PairFocus::Click(const IdPair& pair) {
  if (solo_ && solo_->Same(pair.a, pair.b)) {
    solo_.reset();
  } else {
    solo_ = pair;
  }
}

bool PairFocus::ClearSolo() {
  const bool had = solo_.has_value();
  solo_.reset();
  return had;
}

bool PairFocus::SoloShapes(const std::optional<std::string>& selected, const std::string& id,
                           const std::vector<PickProxy>& proxies) {
  const auto is_shape = [&proxies](const std::string& shape) {
    return !ShapeOfVelocityHandle(shape) &&
           std::any_of(proxies.begin(), proxies.end(),
                       [&](const PickProxy& proxy) { return proxy.id == shape; });
  };
  if (!selected || *selected == id || !is_shape(*selected) || !is_shape(id)) {
    return false;
  }
  solo_ = IdPair{*selected, id};
  return true;
}

std::optional<std::string> PairFocus::Select(PickFocus& shapes,
                                             const std::optional<std::string>& id) {
  shapes.Select(id);
  if (!id && ClearSolo()) {
    return "cleared the selected pair";
  }
  return std::nullopt;
}

std::optional<std::string> PairFocus::SelectAlso(PickFocus& shapes, const std::string& id,
                                                 const std::vector<PickProxy>& proxies) {
  std::optional<std::string> said;
  if (SoloShapes(shapes.selected, id, proxies)) {
    said = "selected " + solo_->a + " and " + id;
  }
  shapes.Select(id);
  return said;
}

std::vector<std::string> PairFocus::SelectedShapes(const PickFocus& shapes) const {
  if (solo_) {
    return {solo_->a, solo_->b};
  }
  return shapes.Selection();
}

bool PairFocus::Keeps(const std::string& id) const {
  const std::optional<IdPair> viewed = Viewed();
  return !viewed || viewed->Holds(id);
}

Color PairFocus::Shade(const std::string& id, const Color& color) const {
  return Keeps(id) ? color : Mix(color, colors::kBackground, kFadedShare);
}

std::optional<Color> PairFocus::LabelColor(const std::string& id) const {
  if (Keeps(id)) {
    return colors::kWhite;
  }
  if (SoloOnly()) {
    return std::nullopt;
  }
  return Mix(colors::kWhite, colors::kBackground, kFadedShare);
}

std::optional<Color> PairFocus::PairShade(const std::string& a, const std::string& b,
                                          const Color& color) const {
  const std::optional<IdPair> viewed = Viewed();
  if (!viewed || viewed->Same(a, b)) {
    return color;
  }
  if (SoloOnly()) {
    return std::nullopt;
  }
  return Mix(color, colors::kBackground, kFadedShare);
}

}  // namespace harness
