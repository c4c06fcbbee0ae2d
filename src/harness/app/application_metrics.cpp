// The Application's measurements: frame and Update times, draw calls and
// tests for the metrics panel, the heap between samples and the --stats
// report at exit, and an F12 screenshot of the finished frame.
#include <imgui.h>

#include <chrono>
#include <cstdio>
#include <ctime>

#include "harness/app/application.h"
#include "harness/draw/sphere_lod.h"
#include "harness/gl/gl.h"
#include "harness/gl/gl_debug_draw.h"
#include "harness/gl/screenshot.h"
#include "harness/runners/bench_runner.h"
#include "harness/shell/heap_in_use.h"
#include "harness/shell/screenshot_path.h"
#include "harness/widgets/clip_meter.h"
#include "harness/widgets/pick_widgets.h"
#include "harness/widgets/table_rows_meter.h"
#include "harness/widgets/widgets.h"

namespace harness {

void Application::BeginFrameScaleAndTiming() {
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

void Application::EndFrameMetricsAndScreenshot() {
  metrics_.scene_draw_calls = gl_draw_->last_frame().draw_calls;
  metrics_.imgui_draw_calls = CountImGuiDrawCalls(ImGui::GetDrawData());
  const TestCounter* tests = sample_->test_counter();
  metrics_.tests = tests != nullptr ? tests->count() : 0;
  if (tests != nullptr) {
    tests->Reset();
  }
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

void Application::PrintScaleAndHeapStats() const {
  const UiScale& scale = ui_scaler_.scale();
  std::printf("ui scale: %.2f (screen %.2f, user %.2f), font %.2f\n", scale.style,
              ui_scaler_.content_scale(), user_ui_scale_, ImGui::GetFontSize());
  std::vector<std::string> ids;
  for (const SampleInfo& info : SampleRegistry::Get().samples()) {
    ids.push_back(info.id);
  }
  std::printf("%s\n", DescribeHeapBetweenSamples(heap_between_samples_, ids).c_str());
  std::printf("%s\n", DescribeResidentBetweenSamples(heap_between_samples_, ids).c_str());
}

void Application::PrintPanelStats() const {
  const widgets::SelectionShown& shown = widgets::ShownSelection();
  std::printf("selection in the panel: %s%s, %d of %d pair rows marked\n",
              shown.heading.empty() ? "none" : shown.heading.c_str(),
              shown.heading.empty() ? ""
              : shown.visible       ? " (editor in view)"
                                    : " (editor out of view)",
              shown.marked_rows, shown.rows);
  for (const std::string& line : YourCodeLines()) {
    std::printf("your code: %s\n", line.c_str());
  }
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
  heap_between_samples_.back().resident_bytes = ResidentBytes().value_or(0);
}

void Application::EndOfSweepStep(bool last) {
  if (options_.stats) {
    const auto& stats = gl_draw_->last_frame();
    std::printf("sample %s: clipped: %s; labels: %d of %d shown; %s\n",
                SampleRegistry::Get().samples()[sample_index_].id.c_str(),
                widgets::ClippedReport().c_str(), stats.labels_shown, stats.labels,
                widgets::TableRowsVisibleText(widgets::TableRowsSeenThisFrame()).c_str());
    std::printf("status: %s\n", widgets::StatusLineText(widgets::LastShownSummary()).c_str());
  }
  if (!last) {
    pending_.switch_to = sample_index_ + 1;  // a sweep makes no edits: nothing to ask
  }
}

void Application::PrintStats(int frames, double busy_seconds) {
  const auto& stats = gl_draw_->last_frame();
  std::printf("clipped: %s\n", widgets::ClippedReport().c_str());
  std::printf("status: %s\n", widgets::StatusLineText(widgets::LastShownSummary()).c_str());
  std::printf("table: %s\n",
              widgets::TableRowsVisibleText(widgets::TableRowsSeenThisFrame()).c_str());
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
  std::printf(
      "faces: %d filled triangles; %d retained meshes, %d mesh draws (one draw call each), %lld "
      "mesh triangles\n",
      stats.triangles, stats.meshes, stats.mesh_draws,
      static_cast<long long>(stats.mesh_triangles));
  std::printf("look: %s; %d lit triangles, %d lit spheres (%d as lit dots)\n",
              stats.look == ShapeLook::kSolid ? "solid" : "wireframe", stats.lit_triangles,
              stats.lit_spheres, stats.lit_dots);
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
  print("menu", drawn_.menu_bar);
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
