#include "harness/gl/ui_scale_apply.h"

#include <imgui_impl_opengl3.h>

#include <cmath>
#include <cstdlib>

#include "harness/gl/gl.h"

namespace harness {
namespace {

// ImGui's default font (ProggyClean) is drawn for 13 px.
constexpr float kDefaultFontPixels = 13.0f;
constexpr float kMinFontPixels = 6.0f;

}  // namespace

void ImGuiScaler::Start() {
  base_style_ = ImGui::GetStyle();
  if (const char* forced = std::getenv("COLLISION_LAB_CONTENT_SCALE")) {
    forced_content_scale_ = std::strtof(forced, nullptr);
  }
}

bool ImGuiScaler::Update(GLFWwindow* window, float user_scale) {
  int window_width = 0;
  int window_height = 0;
  int framebuffer_width = 0;
  int framebuffer_height = 0;
  glfwGetWindowSize(window, &window_width, &window_height);
  glfwGetFramebufferSize(window, &framebuffer_width, &framebuffer_height);
  if (window_width <= 0 || framebuffer_width <= 0) {
    return false;  // minimised: nothing to measure
  }
  float content_x = 1.0f;
  float content_y = 1.0f;
  glfwGetWindowContentScale(window, &content_x, &content_y);
  content_scale_ = forced_content_scale_ > 0.0f ? forced_content_scale_ : content_x;
  const UiScale wanted = ComputeUiScale(
      content_scale_, static_cast<float>(framebuffer_width) / static_cast<float>(window_width),
      user_scale);
  if (applied_once_ && wanted == applied_) {
    return false;
  }
  Apply(wanted);
  return true;
}

void ImGuiScaler::Apply(const UiScale& scale) {
  ImGuiIO& io = ImGui::GetIO();
  // Before the first frame the back end has no font texture yet (it makes
  // one in its first NewFrame); making one here too would leak it.
  const bool had_texture = io.Fonts->TexID != nullptr;
  ImGui_ImplOpenGL3_DestroyFontsTexture();
  io.Fonts->Clear();
  ImFontConfig config;
  config.SizePixels = std::max(std::round(kDefaultFontPixels * scale.font_raster), kMinFontPixels);
  io.Fonts->AddFontDefault(&config);
  io.FontGlobalScale = scale.font_global;
  if (had_texture) {
    ImGui_ImplOpenGL3_CreateFontsTexture();
  }
  ImGuiStyle style = base_style_;
  style.ScaleAllSizes(scale.style);
  ImGui::GetStyle() = style;
  applied_ = scale;
  applied_once_ = true;
}

}  // namespace harness
