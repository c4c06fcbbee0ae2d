#include "harness/shell/ui_scale.h"

#include <algorithm>
#include <cmath>

#include "harness/shell/settings.h"

namespace harness {
namespace {

// Half a percent: scales read from a file compare equal to their step.
constexpr float kStepTolerance = 0.005f;
// Past these the interface is unusable whatever the screen says.
constexpr float kMinEffective = 0.25f;
constexpr float kMaxEffective = 8.0f;

float Sane(float value) {
  return std::isfinite(value) && value > 0.0f ? value : 1.0f;
}

}  // namespace

float StepUiScale(float scale, int steps) {
  scale = std::clamp(Sane(scale), kMinUiScale, kMaxUiScale);
  for (; steps > 0; --steps) {
    const float* next = std::find_if(std::begin(kUiScaleSteps), std::end(kUiScaleSteps),
                                     [&](float s) { return s > scale + kStepTolerance; });
    scale = next == std::end(kUiScaleSteps) ? kMaxUiScale : *next;
  }
  for (; steps < 0; ++steps) {
    const auto below = std::find_if(std::rbegin(kUiScaleSteps), std::rend(kUiScaleSteps),
                                    [&](float s) { return s < scale - kStepTolerance; });
    scale = below == std::rend(kUiScaleSteps) ? kMinUiScale : *below;
  }
  return scale;
}

UiScale ComputeUiScale(float content_scale, float framebuffer_ratio, float user_scale) {
  const float content = Sane(content_scale);
  const float ratio = Sane(framebuffer_ratio);
  const float user = Sane(user_scale);
  UiScale scale;
  scale.font_raster = std::clamp(user * content, kMinEffective, kMaxEffective);
  scale.font_global = 1.0f / ratio;
  scale.style = std::clamp(scale.font_raster * scale.font_global, kMinEffective, kMaxEffective);
  return scale;
}

glm::vec2 WindowToFramebuffer(const glm::vec2& point, const glm::ivec2& window_size,
                              const glm::ivec2& framebuffer_size) {
  if (window_size.x <= 0 || window_size.y <= 0) {
    return point;
  }
  return {point.x * static_cast<float>(framebuffer_size.x) / static_cast<float>(window_size.x),
          point.y * static_cast<float>(framebuffer_size.y) / static_cast<float>(window_size.y)};
}

}  // namespace harness
