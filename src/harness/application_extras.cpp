// The Application's settings, UI scale, help, screenshots, metrics and
// --stats report: each a hook of a line or two in application.cpp, the
// logic here and in the files these call (settings_session, ui_scale_apply,
// help_overlay, metrics_panel, screenshot_path).
#include <imgui.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <filesystem>

#include "harness/application.h"

#include "harness/bench_runner.h"
#include "harness/gl.h"
#include "harness/gl_debug_draw.h"
#include "harness/heap_in_use.h"
#include "harness/help_overlay.h"
#include "harness/screenshot.h"
#include "harness/screenshot_path.h"
#include "harness/sphere_lod.h"

namespace harness {
namespace {

// Scenes are kept by absolute path: the next run may start elsewhere.
std::string AbsolutePath(const std::string& path) {
  std::error_code ec;
  const std::filesystem::path absolute = std::filesystem::absolute(path, ec);
  return ec ? path : absolute.lexically_normal().string();
}

}  // namespace

void Application::LoadSettings() {
  options_ = settings_.Load(options_, log_);
  user_ui_scale_ = settings_.saved().ui_scale;
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
  now.ui_scale = user_ui_scale_;
  settings_.Save(now, log_);
}

void Application::BeginFrameExtras() {
  const double now = glfwGetTime();
  if (frame_started_ >= 0.0) {
    metrics_.frame_ms.Add(static_cast<float>((now - frame_started_) * 1000.0));
  }
  frame_started_ = now;
  // Between frames: a rebuilt font must not change under a frame in progress.
  ui_scaler_.Update(window_, user_ui_scale_);
}

void Application::TimedSampleUpdate(float dt) {
  const auto start = std::chrono::steady_clock::now();
  sample_->Update(dt);
  metrics_.step_ms =
      std::chrono::duration<float, std::milli>(std::chrono::steady_clock::now() - start).count();
  if (options_.stats) {
    update_times_ms_.push_back(metrics_.step_ms);
  }
}

void Application::RecordRenderTime(float milliseconds) {
  if (options_.stats) {
    render_times_ms_.push_back(milliseconds);
  }
}

void Application::EndFrameExtras() {
  metrics_.scene_draw_calls = gl_draw_->last_frame().draw_calls;
  metrics_.imgui_draw_calls = CountImGuiDrawCalls(ImGui::GetDrawData());
  metrics_.tests = sample_->TestsRun();
  sample_->ResetTestCount();
  if (!screenshot_requested_) {
    return;
  }
  screenshot_requested_ = false;
  const std::string path = ScreenshotPath(
      PicturesDirectory(), SampleRegistry::Get().samples()[sample_index_].id, std::time(nullptr));
  std::string error;
  if (SaveFramebufferPng(path, framebuffer_width_, framebuffer_height_, &error)) {
    log_.Info("screenshot saved to " + path);
  } else {
    log_.Warning("screenshot " + path + " not written: " + error);
  }
}

bool Application::ExtraKey(int key, int mods) {
  const bool control = (mods & GLFW_MOD_CONTROL) != 0;
  float scale = user_ui_scale_;
  if (key == GLFW_KEY_F1) {
    help_open_ = !help_open_;
  } else if (key == GLFW_KEY_F12) {
    screenshot_requested_ = true;
  } else if (key == GLFW_KEY_ESCAPE && help_open_) {
    help_open_ = false;  // Esc closes the help before it quits
  } else if (control && (key == GLFW_KEY_EQUAL || key == GLFW_KEY_KP_ADD)) {
    scale = StepUiScale(scale, +1);
  } else if (control && (key == GLFW_KEY_MINUS || key == GLFW_KEY_KP_SUBTRACT)) {
    scale = StepUiScale(scale, -1);
  } else if (control && (key == GLFW_KEY_0 || key == GLFW_KEY_KP_0)) {
    scale = 1.0f;
  } else {
    return false;
  }
  if (scale != user_ui_scale_) {
    user_ui_scale_ = scale;
    log_.Info("interface scale " + std::to_string(std::lround(scale * 100.0f)) + "%");
  }
  return true;
}

void Application::BrowserExtras() {
  if (ImGui::SmallButton("?")) {
    help_open_ = !help_open_;
  }
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("every key and mouse action (F1)");
  }
  ImGui::SameLine();
  ImGui::TextDisabled("F1 help, F12 screenshot");
  if (ImGui::CollapsingHeader("Metrics")) {
    panels::MetricsContents(metrics_);
  }
}

void Application::DrawHelp() {
  const SampleInfo& info = SampleRegistry::Get().samples()[sample_index_];
  panels::HelpOverlay(&help_open_, layout_.view, info.title, sample_->ShapeMouseActions(),
                      sample_->Controls(), sample_->About());
}

void Application::PrintExtraStats() const {
  const UiScale& scale = ui_scaler_.scale();
  std::printf("ui scale: %.2f (screen %.2f, user %.2f), font %.2f\n", scale.style,
              ui_scaler_.content_scale(), user_ui_scale_, ImGui::GetFontSize());
  std::vector<std::string> ids;
  for (const SampleInfo& info : SampleRegistry::Get().samples()) {
    ids.push_back(info.id);
  }
  std::printf("%s\n", DescribeHeapBetweenSamples(heap_between_samples_, ids).c_str());
}

void Application::RecordHeapBetweenSamples() {
  if (!options_.stats) {
    return;
  }
  // The reading's own slot first, so that what the vector holds is counted
  // as it is when the heap is read.
  heap_between_samples_.push_back({sample_index_, 0});
  const std::optional<std::size_t> reading = HeapBytesInUse();
  if (!reading) {
    heap_between_samples_.pop_back();
    return;
  }
  const std::size_t bytes = *reading;
  // What --stats holds by design grows with the run, not with the switches,
  // and the log fills up to its bound.
  const std::size_t own =
      (update_times_ms_.capacity() + render_times_ms_.capacity()) * sizeof(float) +
      heap_between_samples_.capacity() * sizeof(HeapReading) + log_.HeapBytes();
  heap_between_samples_.back().bytes = bytes > own ? bytes - own : 0;
}

}  // namespace harness

namespace harness {

int Application::WrappedSampleIndex(int index) {
  const int count = static_cast<int>(SampleRegistry::Get().samples().size());
  return count == 0 ? 0 : ((index % count) + count) % count;
}

void Application::PrintStats(int frames, double busy_seconds) {
  const auto& stats = gl_draw_->last_frame();
  std::printf(
      "frames: %d, mean frame time: %.3f ms (CPU, before buffer swap), last frame: %d draw "
      "calls, %d spheres (%d as rings), %d lines, %d points, %d labels\n",
      frames, frames > 0 ? 1000.0 * busy_seconds / frames : 0.0, stats.draw_calls, stats.spheres,
      stats.sphere_rings, stats.lines, stats.points, stats.labels);
  std::printf(
      "level of detail: %d spheres fine, %d medium, %d coarse, %d as rings, %d outside the view; "
      "%d of %d labels shown; %lld sphere mesh vertices (budget %d), thresholds x%.2f\n",
      stats.fine_spheres, stats.medium_spheres, stats.coarse_spheres, stats.sphere_rings,
      stats.culled_spheres, stats.labels_shown, stats.labels,
      static_cast<long long>(stats.mesh_vertices), kSphereMeshVertexBudget, stats.detail_scale);
  std::printf("mouse: %d presses in the view\n", mouse_.presses());
  // Per frame, CPU: the sample's Update, and the draw part (DrawFrame).
  const auto mean_p99 = [](const std::vector<float>& ms) {
    const std::vector<double> values(ms.begin(), ms.end());
    double sum = 0.0;
    for (double v : values) {
      sum += v;
    }
    return std::make_pair(values.empty() ? 0.0 : sum / static_cast<double>(values.size()),
                          NearestRankPercentile(values, 99.0));
  };
  const auto [update_mean, update_p99] = mean_p99(update_times_ms_);
  const auto [render_mean, render_p99] = mean_p99(render_times_ms_);
  std::printf(
      "update time: mean %.3f ms, p99 %.3f ms; render time: mean %.3f ms, p99 %.3f ms (CPU, "
      "per frame; render: the scene and ImGui drawn into GL)\n",
      update_mean, update_p99, render_mean, render_p99);
  // Window coordinates, for the layout test.
  const auto print = [](const char* name, const Rect& r) {
    std::printf(" %s %.0f %.0f %.0f %.0f", name, r.x, r.y, r.width, r.height);
  };
  std::printf("layout (x y width height):");
  print("samples", drawn_.browser);
  print("sample", drawn_.sample);
  print("log", drawn_.log);
  print("view", drawn_.view);
  std::printf("\n");
  // Where the camera ended, for window tests: only a drag turns its pitch.
  std::printf("camera: yaw %.2f pitch %.2f distance %.3f\n", camera_.yaw_deg, camera_.pitch_deg,
              camera_.distance);
}

}  // namespace harness
