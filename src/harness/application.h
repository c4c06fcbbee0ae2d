#pragma once

#include <memory>
#include <optional>
#include <string>

#include "harness/camera.h"
#include "harness/command_line.h"
#include "harness/layout.h"
#include "harness/log.h"
#include "harness/sample.h"
#include "harness/save_dialog.h"

struct GLFWwindow;

namespace harness {

class GlDebugDraw;
class GlErrorMonitor;

// The tutorial's Application: owns the window, the GL 3.3 core context and
// ImGui, runs the render loop and hosts one sample at a time, giving it the
// log, the debug-draw API and the orbit camera.
class Application final : public SampleHost {
 public:
  explicit Application(Options options);
  ~Application() override;
  Application(const Application&) = delete;
  Application& operator=(const Application&) = delete;

  // Opens the window and runs until it closes (or --frames are done).
  // Returns the exit status.
  int Run();

  Log& log() override { return log_; }
  Draw& draw() override;
  Camera& camera() override { return camera_; }
  void OpenSaveDialog() override;

 private:
  // Creates the sample for --sample / --scene before any window exists, so
  // bad input fails fast with status 2.
  bool PrepareFirstSample();
  bool OpenWindow();
  // ImGui's context, dark style and GLFW / GL 3.3 back ends.
  void StartImGui();
  void CloseWindow();
  void SwitchTo(int index);
  void Restart();
  void StartSample();
  // A sample picked or restarted during the last frame, now.
  void ApplyPendingChange();
  // Docks the panels to the window's current size and gives the camera the
  // view they leave.
  void UpdateLayout(float title_height);
  void HandleMouse();
  // One frame: input, the sample's step, panels, scene and labels, ImGui.
  void DrawFrame(float dt);
  void DrawPanels();
  // --screenshot, after the last frame; false when it could not be written.
  bool SaveScreenshot();
  // --stats: frames, frame time, the last frame's draw calls and layout.
  void PrintStats(int frames, double busy_seconds);
  void OnKey(int key, int mods);

  static void KeyCallback(GLFWwindow* window, int key, int scancode, int action, int mods);
  static void ScrollCallback(GLFWwindow* window, double dx, double dy);
  static void FramebufferSizeCallback(GLFWwindow* window, int width, int height);

  Options options_;
  Log log_;
  Camera camera_;
  NullDraw null_draw_;
  std::unique_ptr<GlDebugDraw> gl_draw_;
  std::unique_ptr<GlErrorMonitor> gl_errors_;
  GLFWwindow* window_ = nullptr;
  bool imgui_ready_ = false;

  int sample_index_ = -1;
  std::unique_ptr<Sample> sample_;
  std::optional<Scene> scene_;  // --scene, reloaded by Restart
  int pending_switch_ = -1;
  bool pending_restart_ = false;
  std::string browser_filter_;
  SaveDialog save_dialog_;

  // Test hook: COLLISION_LAB_PROVOKE_GL_ERROR makes the first frame issue one
  // invalid GL call, so tests can see that a GL error fails the run.
  bool provoke_gl_error_ = false;
  // GL errors of the whole run, teardown included (set by CloseWindow).
  int gl_errors_during_run_ = 0;
  // --stats: live GL objects after the first frame and at exit (-1: not yet
  // counted), to show that nothing leaks while the app runs.
  int gl_objects_first_frame_ = -1;
  int gl_objects_at_exit_ = -1;

  int framebuffer_width_ = 0;
  int framebuffer_height_ = 0;
  PanelCollapse collapsed_;  // as of the last frame
  PanelLayout layout_;       // window coordinates
  PanelLayout drawn_;        // where ImGui drew the panels in the last frame
  bool dragging_ = false;
  int drag_button_ = -1;
  double last_cursor_x_ = 0.0;
  double last_cursor_y_ = 0.0;
};

}  // namespace harness
