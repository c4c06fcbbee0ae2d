#include "harness/shell/key_taps.h"

#include <algorithm>

namespace harness {

void KeyTaps::Press(int key, int mods) {
  const auto it = std::find_if(pressed_.begin(), pressed_.end(),
                               [key](const KeyTap& tap) { return tap.key == key; });
  if (it != pressed_.end()) {
    it->mods = mods;  // pressed again without a release (focus lost): one key down
    return;
  }
  pressed_.push_back({key, mods});
}

void KeyTaps::Release(int key) {
  const auto it = std::find_if(pressed_.begin(), pressed_.end(),
                               [key](const KeyTap& tap) { return tap.key == key; });
  if (it == pressed_.end()) {
    return;  // pressed before the last frame: ImGui has seen it down
  }
  taps_.push_back(*it);
  pressed_.erase(it);
}

std::vector<KeyTap> KeyTaps::Take() {
  pressed_.clear();
  std::vector<KeyTap> taps;
  taps.swap(taps_);
  return taps;
}

}  // namespace harness
