#include "harness/shell/layout.h"

#include <algorithm>
#include <cmath>

namespace harness {
namespace {

constexpr float kBrowserShare = 0.2f;
constexpr float kBrowserMin = 190.0f;
constexpr float kBrowserMax = 300.0f;
constexpr float kSampleShare = 0.3f;
constexpr float kSampleMin = 250.0f;
constexpr float kSampleMax = 440.0f;
constexpr float kLogShare = 0.2f;
constexpr float kLogMin = 110.0f;
constexpr float kLogMax = 220.0f;
// The most of the window the side panels together, or the log, may take.
constexpr float kMaxSidesShare = 0.7f;
constexpr float kMaxLogShare = 0.35f;

}  // namespace

PanelLayout LayOutPanels(float width, float height, const PanelCollapse& collapsed,
                         float title_height, float ui_scale, float sample_width) {
  width = std::max(std::floor(width), 0.0f);
  height = std::max(std::floor(height), 0.0f);
  const float k = std::isfinite(ui_scale) && ui_scale > 0.0f ? ui_scale : 1.0f;
  float left = std::clamp(width * kBrowserShare, kBrowserMin * k, kBrowserMax * k);
  float right = std::clamp(width * kSampleShare, kSampleMin * k, kSampleMax * k);
  if (std::isfinite(sample_width) && sample_width > 0.0f) {
    // Dragged: as wide as asked, from the least width to what the browser
    // and the view's share leave.
    right = std::max(kSampleMin * k, std::min(sample_width * k, width * kMaxSidesShare - left));
  }
  if (left + right > width * kMaxSidesShare) {
    const float shrink = width * kMaxSidesShare / (left + right);
    left *= shrink;
    right *= shrink;
  }
  left = std::floor(left);
  right = std::floor(right);
  const float bottom = std::floor(
      std::min(std::clamp(height * kLogShare, kLogMin * k, kLogMax * k), height * kMaxLogShare));
  const float title = std::min(std::floor(title_height), std::floor(height / 3.0f));
  // The panels start below the menu bar; in a window too short for both, the
  // log keeps its height and the others shrink.
  const float menu = std::min(title, std::max(height - bottom - title, 0.0f));

  PanelLayout layout;
  layout.menu_bar = {0.0f, 0.0f, width, menu};
  layout.sample = {width - right, menu, right, collapsed.sample ? title : height - menu};
  const float log_width = collapsed.sample ? width : width - right;
  const float log_height = collapsed.log ? title : bottom;
  layout.log = {0.0f, height - log_height, log_width, log_height};
  layout.browser = {0.0f, menu, left,
                    collapsed.browser ? title : std::max(height - log_height - menu, 0.0f)};
  // A collapsed side panel leaves its title bar in the top corner.
  const float top = menu + (collapsed.browser || collapsed.sample ? title : 0.0f);
  const float view_left = collapsed.browser ? 0.0f : left;
  const float view_right = collapsed.sample ? width : width - right;
  layout.view = {view_left, top, std::max(view_right - view_left, 0.0f),
                 std::max(height - log_height - top, 0.0f)};
  return layout;
}

}  // namespace harness
