// The Application's settings that persist between runs (settings.h): read
// before the first sample, the saved view given back once it starts, and
// written at exit.
#include <cstdio>
#include <filesystem>
#include <string>

#include "harness/app/application.h"
#include "harness/gl/gl.h"
#include "harness/gl/gl_debug_draw.h"
#include "harness/widgets/about_fold.h"

namespace harness {
namespace {

// Scenes are kept by absolute path: the next run may start elsewhere.
std::string AbsolutePath(const std::string& path) {
  std::error_code ec;
  const std::filesystem::path absolute = std::filesystem::absolute(path, ec);
  return ec ? path : absolute.lexically_normal().string();
}

}  // namespace

bool Application::UiScaleOptionInRange() const {
  if (options_.ui_scale == 0.0f ||
      (options_.ui_scale >= kMinUiScale && options_.ui_scale <= kMaxUiScale)) {
    return true;
  }
  std::fprintf(stderr, "Error: --ui-scale needs a number from %g to %g, got %g\n",
               static_cast<double>(kMinUiScale), static_cast<double>(kMaxUiScale),
               static_cast<double>(options_.ui_scale));
  return false;
}

void Application::LoadSettings() {
  options_ = settings_.Load(options_, log_);
  user_ui_scale_ = options_.ui_scale > 0.0f ? options_.ui_scale : settings_.saved().ui_scale;
  sample_panel_width_ = settings_.saved().sample_panel_width;
  widgets::AboutFoldState().unfolded = settings_.saved().about_unfolded;
  solid_shapes_ = settings_.saved().solid_shapes;
  if (options_.every_sample && !SampleRegistry::Get().samples().empty()) {
    options_.sample = SampleRegistry::Get().samples().front().id;  // the sweep starts at the first
  }
  // Before the first sample starts: samples that turn auto-rotation off
  // while they run keep this to give back when they end.
  camera_.auto_rotate = settings_.saved().auto_rotate;
}

void Application::RestoreSavedView() {
  const Settings& saved = settings_.saved();
  const std::string& id = SampleRegistry::Get().samples()[sample_index_].id;
  // A --count run shows another crowd than the one the view was saved on
  // (the sphere crowd's box grows with its count): the sample's framing
  // stands.
  if (options_.count == 0 && CameraMatches(saved, id, scene_ ? AbsolutePath(scene_->file) : "")) {
    camera_.target = saved.camera->target;
    camera_.distance = saved.camera->distance;
    camera_.yaw_deg = saved.camera->yaw_deg;
    camera_.pitch_deg = saved.camera->pitch_deg;
  }
  gl_draw_->set_show_labels(saved.labels);
  settings_active_ = true;
}

void Application::SaveSettings() {
  if (!settings_active_ || window_ == nullptr || !imgui_ready_) {
    return;  // the run never started: nothing of it to keep
  }
  Settings now;
  int x = 0;
  int y = 0;
  int width = 0;
  int height = 0;
  glfwGetWindowPos(window_, &x, &y);
  glfwGetWindowSize(window_, &width, &height);
  if (glfwGetWindowAttrib(window_, GLFW_ICONIFIED) == 0 && width > 0 && height > 0) {
    now.window_position = WindowPlacement{x, y};
    now.window_size = WindowSize{width, height};
  } else {  // minimised: its size is no size to open at
    now.window_position = settings_.saved().window_position;
    now.window_size = settings_.saved().window_size;
  }
  now.sample = SampleRegistry::Get().samples()[sample_index_].id;
  now.scene = scene_ ? AbsolutePath(scene_->file) : "";
  now.camera = SavedCamera{camera_.target, camera_.distance, camera_.yaw_deg, camera_.pitch_deg};
  now.auto_rotate = camera_.auto_rotate;
  now.labels = gl_draw_ ? gl_draw_->show_labels() : settings_.saved().labels;
  // --ui-scale is for this run: the saved scale stays, unless Ctrl+= or
  // Ctrl+- changed it during the run.
  const bool from_command_line = options_.ui_scale > 0.0f && user_ui_scale_ == options_.ui_scale;
  now.ui_scale = from_command_line ? settings_.saved().ui_scale : user_ui_scale_;
  now.sample_panel_width = sample_panel_width_;
  now.about_unfolded = widgets::AboutFoldState().unfolded;
  now.solid_shapes = solid_shapes_;
  settings_.Save(now, log_);
}

void Application::ApplyShapeLook() {
  if (!gl_draw_) {
    return;
  }
  bool solid = sample_->DefaultLook() == ShapeLook::kSolid;
  if (!options_.look.empty()) {
    solid = options_.look == "solid";
  } else if (const auto chosen =
                 solid_shapes_.find(SampleRegistry::Get().samples()[sample_index_].id);
             chosen != solid_shapes_.end()) {
    solid = chosen->second;
  }
  gl_draw_->set_shape_look(solid ? ShapeLook::kSolid : ShapeLook::kWireframe);
}

void Application::SetSolidShapes(bool solid) {
  gl_draw_->set_shape_look(solid ? ShapeLook::kSolid : ShapeLook::kWireframe);
  const std::string& id = SampleRegistry::Get().samples()[sample_index_].id;
  if (solid == (sample_->DefaultLook() == ShapeLook::kSolid)) {
    solid_shapes_.erase(id);
  } else {
    solid_shapes_[id] = solid;
  }
}

}  // namespace harness
