#pragma once

// The window program. Application opens the window (GLFW, GL, ImGui), runs
// the render loop and hosts one sample at a time as its SampleHost; src/main.cpp
// makes one when the command line asks for a window (runners/headless_main.h
// answers every other mode). Its members are defined in app/application_*.cpp,
// one file a concern (input, commands, undo, scenes, settings, metrics, help,
// plugins), as the comments below say.

#include <any>
#include <array>
#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "harness/app/hunt_panel.h"
#include "harness/app/metrics_panel.h"
#include "harness/app/settings_session.h"
#include "harness/draw/camera.h"
#include "harness/gl/ui_scale_apply.h"
#include "harness/plugins/plugin_set.h"
#include "harness/runners/command_line.h"
#include "harness/sample_api/log.h"
#include "harness/sample_api/sample.h"
#include "harness/scene/scene_list.h"
#include "harness/shell/heap_in_use.h"
#include "harness/shell/key_taps.h"
#include "harness/shell/layout.h"
#include "harness/shell/mouse_interaction.h"
#include "harness/shell/shell_commands.h"
#include "harness/shell/undo_history.h"
#include "harness/shell/unsaved_guard.h"
#include "harness/widgets/save_dialog.h"

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
  // A sample picked or restarted, scenes opened or a quit asked for during
  // the last frame, now: at once when nothing is unsaved, else after the
  // prompt's answer (application_unsaved.cpp).
  void ApplyPendingChange();
  // Docks the panels to the window's current size and gives the camera the
  // view they leave.
  void UpdateLayout(float title_height);
  // One frame: input, the sample's step, panels, scene and labels, ImGui.
  void DrawFrame(float dt);
  void DrawPanels();
  // --screenshot, after the last frame; false when it could not be written.
  bool SaveScreenshot();
  // --stats: frames, frame time, the last frame's draw calls and layout.
  void PrintStats(int frames, double busy_seconds);
  // --ui-scale within kMinUiScale..kMaxUiScale (or not given); else says so.
  bool UiScaleOptionInRange() const;
  // --every-sample: after a sample's frames, its --stats line, and the next
  // sample unless `last`.
  void EndOfSweepStep(bool last);

  // application_undo.cpp: undo and redo of the sample's state.
  // The sample's Undoable::Revision; 0 for a sample without undo.
  std::uint64_t SampleRevision() const;
  std::any UndoSnapshot() const;
  void RestoreUndoSnapshot(const std::any& snapshot);
  void ResetUndo();
  // A change the host made itself (a restart, a scene load) as one step.
  void RecordUndoStep();
  // After the frame's input: a finished change becomes a step.
  void EndFrameUndo();
  void Undo();
  void Redo();
  // "Undo (n)" and "Redo (n)" at the top of the sample's panel.
  void UndoButtons();

  // application_commands.cpp: every ShellCommand, whether a key, the main
  // menu or a panel asked; and the main menu, the About window and the
  // first start's hint.
  void DoCommand(const ShellAction& action);
  // The View and Help menus' commands; false for any other.
  // F (View > Frame the selection).
  void FrameSelection();
  // --select A[,B] in the first sample; false (and said why) for a shape it
  // does not have.
  bool SelectAtStart();
  bool DoViewCommand(ShellCommand command);
  void DrawMainMenu();
  // "F1: help ..." at the top of the view, on a start with no saved settings,
  // until the first key or click.
  void DrawFirstStartHint();

  // application_unsaved.cpp: nothing lost without asking (unsaved_guard.h;
  // what is asked about and when: state_dropping.h).
  // After a save as test case, a restart or a scene loaded: the state now
  // can be had again.
  void MarkSaved();
  // The window's close button, Esc and File > Quit set GLFW's close flag:
  // unless the run is ending anyway (`frames_done`, or a quit already
  // confirmed), the flag is taken back and a quit becomes pending, asked
  // about like a switch.
  void CatchWindowClose(bool frames_done);
  // Switches, restarts, opens scenes and quits, in that order.
  void RunStateDroppingAction(const StateDroppingAction& action);
  // The prompt while the guard asks, and the save it may start; after the
  // save dialog is drawn. `saved`: the dialog saved this frame.
  void DrawUnsavedPrompt(bool saved);

  // application_scenes.cpp: the browser's Scenes list and dropped files.
  void ScenesList();
  // Loads a scene file as --scene does, switching sample if it names
  // another; a bad file is logged and changes nothing.
  void OpenScene(const std::string& path);
  static void DropCallback(GLFWwindow* window, int count, const char** paths);

  // application_input.cpp: keys (shell_commands.h), the wheel, hover and
  // drag.
  void OnKey(int key, int mods);
  void HandleMouse();
  // Before ImGui's frame: keys tapped since the last frame, held for this
  // one (key_taps.h says why).
  void ShowKeyTapsToImGui();
  // Until the pointer first moves over the window, ImGui and the view's
  // hover see none: a
  // pointer that rests where the window opened (Xvfb's screen centre, in a
  // scripted run) points at nothing, and must not hover a table row, which
  // would single out its pair.
  void HidePointerUntilItMoves();
  static void KeyCallback(GLFWwindow* window, int key, int scancode, int action, int mods);
  static void ScrollCallback(GLFWwindow* window, double dx, double dy);
  static void MouseButtonCallback(GLFWwindow* window, int button, int action, int mods);
  static void FramebufferSizeCallback(GLFWwindow* window, int width, int height);

  // application_settings.cpp, application_metrics.cpp, application_help.cpp:
  // settings that persist, the UI scale (HiDPI and Ctrl+= / Ctrl+- /
  // Ctrl+0), help (F1), screenshots (F12) and metrics.
  // Before the first sample is made: the saved settings into options_.
  void LoadSettings();
  // After the first sample started: its saved camera, and the labels.
  void RestoreSavedView();
  // At exit, while ImGui and the window still exist.
  void SaveSettings();
  // The current sample's look: --look, else the user's choice for it, else
  // its own default (Sample::DefaultLook).
  void ApplyShapeLook();
  // W, View > Solid shapes, the browser's "solid": the look changed and
  // remembered for this sample (forgotten when it is the sample's default).
  void SetSolidShapes(bool solid);
  // Before ImGui's frame: the UI scale, the frame time.
  void BeginFrameScaleAndTiming();
  // The sample's Update, timed for the metrics.
  void TimedSampleUpdate(float dt);
  // After ImGui rendered: draw calls, and an F12 screenshot of the frame.
  void EndFrameMetricsAndScreenshot();
  // The user's interface scale (Ctrl+= / Ctrl+- / Ctrl+0), logged when it
  // changes.
  void SetUserUiScale(float scale);
  // The browser's View section (the camera, labels and look toggles, the
  // frame time), the help button and the metrics section.
  void BrowserViewHelpAndMetrics();
  // The help overlay, over the view.
  void DrawHelp();
  void PrintScaleAndHeapStats() const;
  // --stats: the selection the panel shows, and what the Your code section
  // says (YourCodeLines).
  void PrintPanelStats() const;
  // The Your code section's words, a line per plugin, function and problem:
  // "misbehaving: cl_sphere_aabb: 4 asked, 0 held, 0 failed, 4 crashed".
  std::vector<std::string> YourCodeLines() const;
  void RecordHeapBetweenSamples();
  // --stats: a frame's draw part (see DrawFrame), kept for PrintStats.
  void RecordRenderTime(float milliseconds);

  Options options_;
  Log log_;
  Camera camera_;
  NullDraw null_draw_;
  std::unique_ptr<GlDebugDraw> gl_draw_;
  std::unique_ptr<GlErrorMonitor> gl_errors_;
  GLFWwindow* window_ = nullptr;
  bool imgui_ready_ = false;

  int sample_index_ = -1;
  // The sample --count was given for (-1: none, or switched away): R
  // restarts it with that count.
  int count_sample_index_ = -1;
  std::unique_ptr<Sample> sample_;
  // --scene or a scene opened in the app, reloaded by Restart; shared with
  // the undo steps that hold it.
  std::shared_ptr<const Scene> scene_;
  // Asked for during the last frame; applied (or held by the guard) at the
  // start of the next.
  StateDroppingAction pending_;
  // Answered Discard, or saved: runs at the start of the next frame without
  // asking again.
  std::optional<StateDroppingAction> confirmed_;
  UnsavedGuard unsaved_guard_;
  bool quit_confirmed_ = false;  // the next close of the window is not asked about
  std::string browser_filter_;
  SaveDialog save_dialog_;
  UndoHistory undo_;
  SceneCatalog scene_catalog_;

  // Test hook: COLLISION_LAB_PROVOKE_GL_ERROR makes the first frame issue one
  // invalid GL call, so tests can see that a GL error fails the run.
  bool provoke_gl_error_ = false;
  // GL errors of the whole run, teardown included (set by CloseWindow).
  int gl_errors_during_run_ = 0;
  // --stats: live GL objects after the first frame and at exit (-1: not yet
  // counted), to show that nothing leaks while the app runs.
  int gl_objects_first_frame_ = -1;
  int gl_objects_at_exit_ = -1;
  // --stats: the heap in use after each switch's old sample is gone and before
  // the new one starts, less what --stats itself keeps per frame and here and
  // what the log holds (bounded, but still filling in a long run).
  std::vector<HeapReading> heap_between_samples_;

  // The state of application_settings.cpp, _metrics.cpp and _help.cpp.
  SettingsSession settings_;
  bool settings_active_ = false;  // the first sample started: the run's state is worth saving
  ImGuiScaler ui_scaler_;
  float user_ui_scale_ = 1.0f;  // Ctrl+= / Ctrl+-, on top of the screen's content scale
  std::map<std::string, bool> solid_shapes_;  // Settings::solid_shapes
  // The sample panel's width as its splitter left it (Settings::sample_panel_width).
  float sample_panel_width_ = 0.0f;
  FrameMetrics metrics_;
  // --stats: every frame's Update and draw part, in milliseconds (CPU).
  std::vector<float> update_times_ms_;
  std::vector<float> render_times_ms_;
  double frame_started_ = -1.0;  // glfwGetTime at the last frame's start
  bool help_open_ = false;
  bool about_open_ = false;
  std::string gl_version_;             // the context's, as printed at start (About)
  bool screenshot_requested_ = false;  // F12: after the frame is drawn
  bool first_start_hint_ = false;      // shown until the first key or click

  int framebuffer_width_ = 0;
  int framebuffer_height_ = 0;
  PanelCollapse collapsed_;  // as of the last frame
  // View > Panels: the panels folded or unfolded in the next frame.
  std::optional<PanelCollapse> fold_panels_;
  PanelLayout layout_;  // window coordinates
  PanelLayout drawn_;   // where ImGui drew the panels in the last frame
  // Hover, select and drag shapes; orbit and pan (mouse_interaction.h).
  MouseInteraction mouse_;
  KeyTaps key_taps_;
  std::optional<glm::dvec2> first_cursor_;  // where the pointer was at the first frame
  bool pointer_moved_ = false;
  // Left, right and middle: pressed since the last HandleMouse.
  std::array<bool, 3> buttons_pressed_since_frame_{};
  std::vector<KeyTap> shown_taps_;  // held for ImGui this frame

  // application_plugins.cpp: --plugin files (docs/plugins.md).
  // Loads them before the first sample exists; false (said on stderr) when
  // one does not load.
  bool LoadPlugins();
  // Every frame, a hunt that ended (hunt_panel.h); about once a second:
  // reloads each plugin whose file was rebuilt, and logs what happened.
  void WatchPlugins();
  // The browser's "Your code" section: each plugin and its functions, and
  // the Hunt button (hunt_panel.h).
  void YourCodePanel();
  // From StartSample: a hunt running for the last sample is cancelled.
  void HuntSampleChanged();
  std::unique_ptr<plugins::PluginSet> plugins_;
  std::unique_ptr<HuntPanel> hunt_panel_;  // with plugins_
  std::chrono::steady_clock::time_point next_plugin_watch_{};
};

}  // namespace harness
