#include "harness/app/application.h"
#include "harness/sample_api/scene_sample.h"

#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>
#include <utility>

#include "harness/app/panels.h"
#include "harness/gl/gl.h"
#include "harness/gl/gl_context.h"
#include "harness/gl/gl_debug_draw.h"
#include "harness/gl/gl_errors.h"
#include "harness/gl/mouse_glfw.h"
#include "harness/gl/shader.h"
#include "harness/runners/bench_runner.h"
#include "harness/runners/body_count.h"
#include "harness/scene/json_reader.h"
#include "harness/shell/settings.h"
#include "harness/widgets/clip_meter.h"
#include "harness/widgets/pick_widgets.h"
#include "harness/widgets/splitter.h"
#include "harness/widgets/widgets.h"

namespace harness {
namespace {

// --frames runs advance by a fixed step, so screenshots are reproducible.
constexpr float kFixedStep = 1.0f / 60.0f;
// A stall (a debugger, a dragged window) must not become one huge step.
constexpr float kMaxStep = 0.1f;

std::string g_glfw_error;

void OnGlfwError(int, const char* description) {
  g_glfw_error = description;
}

// An X server that is busy can refuse a connection for a moment: under Xvfb,
// with another client's frames to copy, a window test's start failed once in
// a few hundred with "Failed to open display". Such a refusal is tried again
// for up to a second; any other failure (no such display, no GLX) is final.
bool InitGlfw() {
  constexpr int kAttempts = 10;
  for (int attempt = 1;; ++attempt) {
    g_glfw_error.clear();
    if (glfwInit()) {
      return true;
    }
    if (attempt == kAttempts || g_glfw_error.find("Failed to open display") == std::string::npos) {
      return false;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
}

bool EnvIsSet(const char* name) {
  const char* value = std::getenv(name);
  return value != nullptr && *value != '\0';
}

void PrintNoDisplay(const std::string& detail) {
  std::fprintf(stderr,
               "Error: cannot open a window: %s.\n"
               "Run the expectations headless with `collision-lab --check` (no display "
               "needed), or give the window a virtual display: `xvfb-run -a collision-lab ...`.\n",
               detail.c_str());
}

}  // namespace

Application::Application(Options options) : options_(std::move(options)) {}

Application::~Application() {
  CloseWindow();
}

Draw& Application::draw() {
  if (gl_draw_) {
    return *gl_draw_;
  }
  return null_draw_;
}

bool Application::PrepareFirstSample() {
  const SampleRegistry& registry = SampleRegistry::Get();
  if (!UiScaleOptionInRange()) {
    return false;
  }
  if (!options_.sample.empty() && registry.Find(options_.sample) == nullptr) {
    std::fprintf(stderr, "Error: unknown sample \"%s\"; valid ids: %s\n", options_.sample.c_str(),
                 registry.IdList().c_str());
    return false;
  }
  // Before the sample is made: its first answers include the plugins'.
  if (!LoadPlugins()) {
    return false;
  }
  std::string id = options_.sample.empty() ? kDefaultSampleId : options_.sample;
  try {
    if (!options_.scenes.empty()) {
      scene_ = std::make_shared<const Scene>(LoadSampleScene(options_.scenes.front()));
      if (!options_.sample.empty() && scene_->sample != options_.sample) {
        throw InputError(
            scene_->file, "sample",
            "names sample \"" + scene_->sample + "\" but --sample is \"" + options_.sample + "\"");
      }
      id = scene_->sample;
    }
    sample_index_ = std::max(registry.IndexOf(id), 0);
    sample_ =
        scene_ ? MakeSceneSample(*scene_, *this) : registry.samples()[sample_index_].create(*this);
  } catch (const InputError& e) {
    std::fprintf(stderr, "Error: %s\n", e.what());
    return false;
  }
  const std::string problem =
      ApplyBodyCount(*sample_, registry.samples()[sample_index_].id, options_.count);
  if (!problem.empty()) {
    std::fprintf(stderr, "Error: %s\n", problem.c_str());
    return false;
  }
  ApplyJobs(*sample_, options_.jobs);
  count_sample_index_ = options_.count > 0 ? sample_index_ : -1;
  return SelectAtStart();
}

bool Application::OpenWindow() {
  if (!EnvIsSet("DISPLAY") && !EnvIsSet("WAYLAND_DISPLAY")) {
    PrintNoDisplay("no display (DISPLAY is unset or empty)");
    return false;
  }
  glfwSetErrorCallback(OnGlfwError);
  if (!InitGlfw()) {
    PrintNoDisplay("GLFW could not start (" + g_glfw_error + ")");
    return false;
  }
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
  glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
  // A debug context costs start-up time; GL errors are caught without one
  // (GL_DEBUG_OUTPUT where the driver reports, glGetError every frame).
  glfwWindowHint(GLFW_OPENGL_DEBUG_CONTEXT,
                 EnvIsSet("COLLISION_LAB_GL_DEBUG") ? GLFW_TRUE : GLFW_FALSE);
  window_ = glfwCreateWindow(options_.width, options_.height, "Collision Lab", nullptr, nullptr);
  if (window_ == nullptr) {
    PrintNoDisplay("no OpenGL 3.3 core context (" + g_glfw_error + ")");
    return false;
  }
  glfwSetWindowUserPointer(window_, this);
  settings_.PlaceWindow(window_);
  glfwMakeContextCurrent(window_);
  if (gladLoadGL(glfwGetProcAddress) == 0) {
    std::fprintf(stderr, "Error: could not load the OpenGL functions\n");
    return false;
  }
  glfwSwapInterval(options_.vsync ? 1 : 0);
  const GlContextInfo context = CurrentGlContext();
  gl_version_ = context.version;
  std::printf("%s", StartLines(context).c_str());
  gl_errors_ = std::make_unique<GlErrorMonitor>(log_);
  std::printf("GL error checks: %s\n", gl_errors_->using_debug_output()
                                           ? "debug output (KHR_debug) and glGetError per frame"
                                           : "glGetError per frame");
  std::fflush(stdout);
  provoke_gl_error_ = EnvIsSet("COLLISION_LAB_PROVOKE_GL_ERROR");

  // Installed before ImGui's, which then chains to them.
  glfwSetKeyCallback(window_, KeyCallback);
  glfwSetScrollCallback(window_, ScrollCallback);
  glfwSetMouseButtonCallback(window_, MouseButtonCallback);
  glfwSetFramebufferSizeCallback(window_, FramebufferSizeCallback);
  glfwSetDropCallback(window_, DropCallback);

  StartImGui();
  try {
    gl_draw_ = std::make_unique<GlDebugDraw>(ShaderDirectory());
  } catch (const ShaderError& e) {
    std::fprintf(stderr, "Error: %s\n", e.what());
    return false;
  }
  glfwGetFramebufferSize(window_, &framebuffer_width_, &framebuffer_height_);
  UpdateLayout(kDefaultTitleBarHeight * ui_scaler_.scale().style);
  return true;
}

void Application::StartImGui() {
  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr;  // no imgui.ini dropped in the working directory
  ImGui::StyleColorsDark();
  // Panels, help and dialogs are opaque: nothing of the scene shows through
  // them (a plane's lines running on under the log read as the log's).
  ImGui::GetStyle().Colors[ImGuiCol_WindowBg].w = 1.0f;
  ImGui::GetStyle().Colors[ImGuiCol_PopupBg].w = 1.0f;
  ImGui_ImplGlfw_InitForOpenGL(window_, true);
  ImGui_ImplOpenGL3_Init("#version 330 core");
  ui_scaler_.Start();
  ui_scaler_.Update(window_, user_ui_scale_);  // before the first layout, which it sizes
  settings_.LoadImGuiLayout();
  imgui_ready_ = true;
}

void Application::CloseWindow() {
  if (sample_ && window_ != nullptr) {
    sample_->Shutdown();
  }
  sample_.reset();
  SaveSettings();
  gl_draw_.reset();
  if (imgui_ready_) {
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplGlfw_Shutdown();
    ImGui::DestroyContext();
    imgui_ready_ = false;
  }
  // Deleting what the app made can raise GL errors too: they count for the
  // run's status like any frame's.
  if (gl_errors_) {
    gl_errors_->CheckFrame();
    gl_errors_during_run_ = gl_errors_->error_count();
    gl_errors_.reset();
  }
  if (window_ != nullptr && gl_objects_at_exit_ >= 0) {
    // Everything the app made is deleted now; the context still lives.
    std::printf("GL objects: %d after the first frame, %d at exit, %d left after teardown\n",
                gl_objects_first_frame_, gl_objects_at_exit_, CountLiveGlObjects().total());
  }
  if (window_ != nullptr) {
    glfwDestroyWindow(window_);
    window_ = nullptr;
    glfwTerminate();
  }
}

void Application::StartSample() {
  const SampleInfo& info = SampleRegistry::Get().samples()[sample_index_];
  glfwSetWindowTitle(window_, ("Collision Lab - " + info.title).c_str());
  log_.Info("-- " + info.title + " (" + info.id + ")" +
            (scene_ ? " from " + scene_->file : std::string()) + " --");
  camera_.SetHome(CameraHome{});
  camera_.auto_rotate_deg_per_second = Camera::kAutoRotateDegPerSecond;
  camera_.auto_rotate_swing_deg = 0.0f;
  mouse_.Reset();  // a drag or hover belongs to the sample it began in
  HuntSampleChanged();
  ApplyShapeLook();
  sample_->Initialize(framebuffer_width_, framebuffer_height_);
}

void Application::SwitchTo(int index) {
  const auto& samples = SampleRegistry::Get().samples();
  if (samples.empty()) {
    return;
  }
  index = (index % static_cast<int>(samples.size()) + static_cast<int>(samples.size())) %
          static_cast<int>(samples.size());
  sample_->Shutdown();
  sample_.reset();
  save_dialog_ = SaveDialog{};  // a dialog belongs to the sample it was opened for
  ReturnFreedHeapToSystem();
  RecordHeapBetweenSamples();
  sample_index_ = index;
  // --count was for the first sample.
  count_sample_index_ = -1;
  scene_.reset();  // a scene belongs to the sample it was loaded into
  sample_ = samples[index].create(*this);
  StartSample();
  ResetUndo();  // the history belongs to the sample it was made in
}

void Application::Restart() {
  undo_.Flush(SampleRevision(), [this] { return UndoSnapshot(); });
  sample_->Shutdown();
  sample_.reset();
  sample_ = SampleRegistry::Get().samples()[sample_index_].create(*this);
  if (scene_) {
    sample_->LoadScene(*scene_);  // validated when first loaded
  }
  if (Scalable* scale = sample_->scale(); scale && sample_index_ == count_sample_index_) {
    std::string error;  // accepted at the start, so accepted now
    scale->SetBodyCount(options_.count, &error);
  }
  ApplyJobs(*sample_, options_.jobs);
  StartSample();
  RecordUndoStep();  // a restart is undone like Reset
  MarkSaved();       // and has nothing unsaved: R gives it back again
}

void Application::FramebufferSizeCallback(GLFWwindow* window, int width, int height) {
  auto* app = static_cast<Application*>(glfwGetWindowUserPointer(window));
  app->framebuffer_width_ = width;
  app->framebuffer_height_ = height;
  // A minimised window is 0x0: samples only ever see real sizes.
  if (width > 0 && height > 0 && app->sample_) {
    app->sample_->Resize(width, height);
  }
}

void Application::UpdateLayout(float title_height) {
  int width = 0;
  int height = 0;
  glfwGetWindowSize(window_, &width, &height);
  if (width <= 0 || height <= 0) {
    return;  // minimised: keep the last layout
  }
  layout_ = LayOutPanels(static_cast<float>(width), static_cast<float>(height), collapsed_,
                         title_height, ui_scaler_.scale().style, sample_panel_width_);
  // The camera works in framebuffer pixels, which a HiDPI screen scales.
  const Rect view = layout_.view.Scaled(static_cast<float>(framebuffer_width_) / width,
                                        static_cast<float>(framebuffer_height_) / height);
  camera_.SetViewport(framebuffer_width_, framebuffer_height_, view);
}

void Application::DrawPanels() {
  const SampleInfo& info = SampleRegistry::Get().samples()[sample_index_];
  widgets::StartPanelFrame(info.id);  // the sample's panel records this frame's
  DrawMainMenu();
  // View > Panels: folded or unfolded as asked, for this frame's Begin only.
  const std::optional<PanelCollapse> fold = std::exchange(fold_panels_, std::nullopt);
  // No sideways scrolling: a long sample title wraps (SampleBrowser), and
  // whatever still ran past the edge is counted as clipped (--stats).
  if (panels::BeginDockedPanel("Samples", layout_.browser, fold ? &fold->browser : nullptr,
                               &collapsed_.browser, &drawn_.browser)) {
    // Above the long sample list: a user who loaded a plugin came for it.
    YourCodePanel();
    const int picked =
        panels::SampleBrowser(SampleRegistry::Get(), sample_index_, &browser_filter_);
    if (picked >= 0 && picked != sample_index_) {
      DoCommand(ShellAction{ShellCommand::kSwitchSample, picked});
    }
    ScenesList();
    BrowserViewHelpAndMetrics();
  }
  ImGui::End();

  if (panels::BeginDockedPanel((info.title + "###sample").c_str(), layout_.sample,
                               fold ? &fold->sample : nullptr, &collapsed_.sample,
                               &drawn_.sample)) {
    UndoButtons();
    widgets::ShownSelection() = {};
    // Each sample's headers and tables keep their own state (a header
    // folded in one sample stays open in the next).
    ImGui::PushID(info.id.c_str());
    sample_->UpdatePanel();
    ImGui::PopID();
  }
  ImGui::End();

  if (!collapsed_.sample) {
    if (const auto edge = widgets::LeftEdgeSplitter("##sample splitter", layout_.sample)) {
      sample_panel_width_ = (ImGui::GetIO().DisplaySize.x - *edge) / ui_scaler_.scale().style;
    }
  }

  if (panels::BeginDockedPanel("Log", layout_.log, fold ? &fold->log : nullptr, &collapsed_.log,
                               &drawn_.log)) {
    panels::LogContents(log_);
  }
  ImGui::End();
  DrawFirstStartHint();
  const bool saved = save_dialog_.Draw(*sample_, log_);
  DrawUnsavedPrompt(saved);
  DrawHelp();
  drawn_.view = layout_.view;
}

void Application::DrawFrame(float dt) {
  BeginFrameScaleAndTiming();
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplGlfw_NewFrame();
  ShowKeyTapsToImGui();
  HidePointerUntilItMoves();
  ImGui::NewFrame();
  UpdateLayout(ImGui::GetFrameHeight());
  HandleMouse();
  camera_.Update(dt);
  WatchPlugins();
  TimedSampleUpdate(dt);
  DrawPanels();
  EndFrameUndo();

  // The draw part (--stats' render time): the scene and ImGui into GL.
  const auto render_start = std::chrono::steady_clock::now();
  glViewport(0, 0, framebuffer_width_, framebuffer_height_);
  glClearColor(colors::kBackground.r, colors::kBackground.g, colors::kBackground.b, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
  glEnable(GL_DEPTH_TEST);
  sample_->Render();
  mouse_.DrawOverlay(draw(), camera_);
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  // The scene is drawn inside the view only, not under the panels.
  const Rect& view = camera_.view_rect();
  glEnable(GL_SCISSOR_TEST);
  glScissor(static_cast<GLint>(view.x),
            static_cast<GLint>(static_cast<float>(framebuffer_height_) - view.Bottom()),
            static_cast<GLsizei>(view.width), static_cast<GLsizei>(view.height));
  // Labels stay inside the view too, in ImGui's coordinates.
  const float to_display = framebuffer_width_ > 0 ? display.x / framebuffer_width_ : 1.0f;
  gl_draw_->Flush(camera_.ViewProjection(), glm::vec2(display.x, display.y),
                  view.Scaled(to_display, to_display));
  glDisable(GL_SCISSOR_TEST);
  ImGui::Render();
  widgets::CountClippedText();
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  RecordRenderTime(
      std::chrono::duration<float, std::milli>(std::chrono::steady_clock::now() - render_start)
          .count());
  EndFrameMetricsAndScreenshot();
  if (provoke_gl_error_) {
    glEnable(GL_NONE);  // GL_INVALID_ENUM, on purpose (see provoke_gl_error_)
    provoke_gl_error_ = false;
  }
  gl_errors_->CheckFrame();
}

int Application::Run() {
  // The log goes out line by line, in step with stderr, even into a pipe.
  std::setvbuf(stdout, nullptr, _IOLBF, BUFSIZ);
  LoadSettings();
  if (!PrepareFirstSample() || !OpenWindow()) {
    CloseWindow();
    return kExitBadInput;
  }
  StartSample();
  RestoreSavedView();
  ResetUndo();
  first_start_hint_ = settings_.first_start();

  using Clock = std::chrono::steady_clock;
  auto previous = Clock::now();
  double busy_seconds = 0.0;
  int frames = 0;
  int status = kExitOk;
  const int total_frames =
      options_.every_sample
          ? options_.frames * static_cast<int>(SampleRegistry::Get().samples().size())
          : options_.frames;
  for (bool last = false; !last; ++frames) {
    glfwPollEvents();
    const bool frames_done = total_frames > 0 && frames + 1 >= total_frames;
    CatchWindowClose(frames_done);
    ApplyPendingChange();
    last = glfwWindowShouldClose(window_) != 0 || frames_done;
    const auto now = Clock::now();
    const float dt = options_.frames > 0
                         ? kFixedStep
                         : std::min(std::chrono::duration<float>(now - previous).count(), kMaxStep);
    previous = now;
    if (framebuffer_width_ <= 0 || framebuffer_height_ <= 0) {
      // Minimised: nothing to draw into; wait for the window to come back.
      if (!last) {
        glfwWaitEventsTimeout(options_.frames > 0 ? 0.0 : 0.1);
      }
      continue;
    }
    DrawFrame(dt);
    if (last && !options_.screenshot.empty() && !SaveScreenshot()) {
      status = kExitBadInput;
    }
    busy_seconds += std::chrono::duration<double>(Clock::now() - now).count();
    glfwSwapBuffers(window_);
    if (options_.stats && gl_objects_first_frame_ < 0) {
      gl_objects_first_frame_ = CountLiveGlObjects().total();
    }
    if (options_.every_sample && (frames + 1) % options_.frames == 0) {
      EndOfSweepStep(last);
    }
  }

  if (options_.stats) {
    PrintStats(frames, busy_seconds);
    PrintScaleAndHeapStats();
    PrintPanelStats();
    gl_objects_at_exit_ = CountLiveGlObjects().total();
  }
  CloseWindow();
  if (gl_errors_during_run_ > 0) {
    std::fprintf(stderr, "Error: %d GL errors during the run (see above)\n", gl_errors_during_run_);
    status = std::max(status, kExitMismatch);
  }
  return status;
}

}  // namespace harness
