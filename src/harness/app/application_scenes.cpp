// The Application's scene opening: the browser's Scenes list (shipped scenes
// and the user's saved ones for the current sample) and files dropped on the
// window. Both load the way --scene does and are one undo step.
#include <imgui.h>

#include <filesystem>
#include <string>

#include "harness/app/application.h"
#include "harness/gl/gl.h"
#include "harness/sample_api/scene_sample.h"
#include "harness/scene/json_reader.h"
#include "harness/scene/save_path.h"

namespace harness {
namespace {

// One clickable file; true when clicked. The tooltip gives its title and
// where it is, as --scene would take it.
bool SceneEntry(const SceneListEntry& entry) {
  const bool clicked = ImGui::Selectable(entry.name.c_str());
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("%s%s%s", entry.title.c_str(), entry.title.empty() ? "" : "\n",
                      entry.path.c_str());
  }
  return clicked;
}

}  // namespace

void Application::ScenesList() {
  const SampleInfo& info = SampleRegistry::Get().samples()[sample_index_];
  // Where the shipped scenes are does not change while the app runs; the
  // catalog lists the directories again only when they change (a case
  // saved with Ctrl+S shows up at once).
  static const std::filesystem::path kShippedDir = ShippedScenesDirectory();
  scene_catalog_.Update(info.id, kShippedDir, SavedScenesDirectory());
  const std::size_t count = scene_catalog_.shipped().size() + scene_catalog_.saved().size();
  const std::string header = "Scenes (" + std::to_string(count) + ")###scenes";
  if (!ImGui::CollapsingHeader(header.c_str())) {
    return;
  }
  ImGui::PushID("scenes");
  for (const SceneListEntry& entry : scene_catalog_.shipped()) {
    if (SceneEntry(entry)) {
      DoCommand(ShellAction{ShellCommand::kOpenScene, -1, entry.path.string()});
    }
  }
  if (scene_catalog_.shipped().empty()) {
    ImGui::TextDisabled("no shipped scene for this sample");
  }
  ImGui::Separator();
  ImGui::TextDisabled("saved (%s)", SavedScenesDirectory().c_str());
  for (const SceneListEntry& entry : scene_catalog_.saved()) {
    if (SceneEntry(entry)) {
      DoCommand(ShellAction{ShellCommand::kOpenScene, -1, entry.path.string()});
    }
  }
  if (scene_catalog_.saved().empty()) {
    ImGui::TextDisabled("none yet (Save as test case, Ctrl+S)");
  }
  ImGui::PopID();
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextDisabled("Or drop a .json scene file on the window.");
  ImGui::PopTextWrapPos();
}

void Application::DropCallback(GLFWwindow* window, int count, const char** paths) {
  auto* app = static_cast<Application*>(glfwGetWindowUserPointer(window));
  for (int i = 0; i < count; ++i) {
    app->pending_.scenes.emplace_back(paths[i]);
  }
}

void Application::OpenScene(const std::string& path) {
  const SampleRegistry& registry = SampleRegistry::Get();
  std::shared_ptr<const Scene> scene;
  std::unique_ptr<Sample> loaded;
  int index = -1;
  // Everything that can fail happens on a new sample object: a bad file
  // leaves the current one as it was.
  try {
    scene = std::make_shared<const Scene>(LoadSampleScene(path));
    loaded = MakeSceneSample(*scene, *this);
    index = registry.IndexOf(scene->sample);
  } catch (const InputError& e) {
    log_.Error(e.what());  // "Error: " + the message --scene prints
    return;
  }
  const bool switching = index != sample_index_;
  if (!switching) {
    undo_.Flush(SampleRevision(), [this] { return UndoSnapshot(); });
  }
  sample_->Shutdown();
  sample_.reset();
  if (switching) {
    save_dialog_ = SaveDialog{};  // a dialog belongs to the sample it was opened for
    sample_index_ = index;
    // The history starts at the sample as it opens, so that the load itself
    // can be undone, as on the same sample.
    sample_ = registry.samples()[index].create(*this);
    scene_.reset();
    ResetUndo();
    sample_.reset();
  }
  sample_ = std::move(loaded);
  scene_ = std::move(scene);
  StartSample();
  RecordUndoStep();
  MarkSaved();  // as its file has it: nothing unsaved
}

}  // namespace harness
