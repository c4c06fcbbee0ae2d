#include "harness/widgets/save_dialog.h"
#include "harness/sample_api/scene_sample.h"

#include <imgui.h>

#include <algorithm>
#include <ctime>
#include <filesystem>
#include <system_error>

#include "harness/scene/atomic_file.h"
#include "harness/scene/json_reader.h"
#include "harness/scene/save_path.h"
#include "harness/scene/scene_writer.h"

namespace harness {
namespace {

template <std::size_t N>
void Fill(std::array<char, N>& buffer, const std::string& text) {
  buffer.fill('\0');
  std::copy_n(text.begin(), std::min(text.size(), N - 1), buffer.begin());
}

}  // namespace

bool SaveTestCase(const Sample& sample, const std::string& path, const std::string& title,
                  bool expect_what_is_shown, bool overwrite, std::string* problem) {
  if (path.empty()) {
    *problem = "give a path to save to";
    return false;
  }
  const std::optional<Scene> scene = sample.SceneToSave(title, expect_what_is_shown);
  if (!scene) {
    const std::string reason = sample.CannotSaveReason();
    *problem = reason.empty() ? "this sample cannot save test cases" : reason;
    return false;
  }
  std::error_code error;
  if (!overwrite && std::filesystem::exists(path, error)) {
    *problem = path + " exists";
    return false;
  }
  const std::string text = WriteScene(*scene);
  try {
    // What is written must load as it is: --scene and --check read it.
    ParseSampleScene(text, path);
  } catch (const InputError& e) {
    *problem = std::string("the scene would not load back: ") + e.what();
    return false;
  }
  const std::filesystem::path parent = std::filesystem::path(path).parent_path();
  if (!parent.empty()) {
    std::filesystem::create_directories(parent, error);
    if (error) {
      *problem = "cannot create " + parent.string() + ": " + error.message();
      return false;
    }
  }
  return WriteFileAtomically(path, text, problem);
}

void SaveDialog::Open(const std::string& sample_id) {
  open_ = true;
  just_opened_ = true;
  sample_id_ = sample_id;
  Fill(title_, "");
  Fill(path_, DefaultTestCasePath(sample_id, std::time(nullptr)));
  overwrite_asked_ = false;
  problem_.clear();
}

bool SaveDialog::Save(const Sample& sample, Log& log) {
  const std::string path(path_.data());
  if (!SaveTestCase(sample, path, title_.data(), expect_what_is_shown_, overwrite_asked_,
                    &problem_)) {
    // An existing file: ask once, and save over it only on "Overwrite".
    overwrite_asked_ = problem_ == path + " exists";
    if (!overwrite_asked_) {
      log.Error("test case not saved: " + problem_);
    }
    return false;
  }
  log.Info(
      "saved test case to " + path + " (" +
      (expect_what_is_shown_ ? "expecting what was on screen" : "with the declared expectations") +
      "); check it with: collision-lab --check --scene " + path);
  return true;
}

bool SaveDialog::Draw(const Sample& sample, Log& log) {
  if (!open_) {
    return false;
  }
  constexpr const char* kTitle = "Save as test case";
  if (just_opened_) {
    ImGui::OpenPopup(kTitle);
  }
  if (!ImGui::BeginPopupModal(kTitle, nullptr, ImGuiWindowFlags_AlwaysAutoResize)) {
    open_ = false;
    return false;
  }
  bool save = false;
  if (just_opened_) {
    ImGui::SetKeyboardFocusHere();
    just_opened_ = false;
  }
  save |=
      ImGui::InputText("title", title_.data(), title_.size(), ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::SetNextItemWidth(520.0f);
  if (ImGui::InputText("path", path_.data(), path_.size(), ImGuiInputTextFlags_EnterReturnsTrue)) {
    save = true;
  }
  if (ImGui::IsItemEdited()) {
    overwrite_asked_ = false;
  }
  if (ImGui::RadioButton("expect what is on screen now", expect_what_is_shown_)) {
    expect_what_is_shown_ = true;
  }
  if (ImGui::RadioButton("keep the current expectations", !expect_what_is_shown_)) {
    expect_what_is_shown_ = false;
  }
  // Enter saves wherever the focus is in the dialog, a radio button's too,
  // not only in a text field (whose Enter is already in `save`: one save).
  // A tapped key reaches ImGui as held for one frame (key_taps.h), so it is
  // seen as pressed once.
  if (ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows) &&
      (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Enter), false) ||
       ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_KeyPadEnter), false))) {
    save = true;
  }
  if (!problem_.empty()) {
    ImGui::TextColored(ImVec4(1.0f, 0.4f, 0.4f, 1.0f), "%s", problem_.c_str());
  }
  bool saved = false;
  if (overwrite_asked_) {
    ImGui::TextUnformatted("Overwrite it?");
    saved = ImGui::Button("Overwrite") && Save(sample, log);
  } else {
    save |= ImGui::Button("Save (Enter)");
    saved = save && Save(sample, log);
  }
  bool close = saved;
  ImGui::SameLine();  // the dialog grows to fit its buttons
  if (ImGui::Button("Cancel") || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) {
    close = true;
  }
  if (close) {
    open_ = false;
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
  return saved;
}

}  // namespace harness
