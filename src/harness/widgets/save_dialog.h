#pragma once

// "Save as test case": a small dialog (Ctrl+S, or the button in a sample's
// panel) with a title, a path prefilled by DefaultTestCasePath, and a choice
// between expecting what is on screen now and keeping the declared
// expectations. Enter saves. The file is written atomically, read back with
// the scene parser before it replaces anything, and never overwrites an
// existing file without a second, explicit "Overwrite". The log says where
// it went.

#include <array>
#include <string>

#include "harness/sample_api/log.h"
#include "harness/sample_api/sample.h"

namespace harness {

class SaveDialog {
 public:
  void Open(const std::string& sample_id);
  bool is_open() const { return open_; }
  // Draws the dialog while open; call once per frame inside ImGui's frame.
  // True in the frame it saved a file (and closed).
  bool Draw(const Sample& sample, Log& log);

 private:
  // Writes the file; true when saved (the dialog then closes).
  bool Save(const Sample& sample, Log& log);

  bool open_ = false;
  bool just_opened_ = false;
  std::string sample_id_;
  std::array<char, 256> title_{};
  std::array<char, 1024> path_{};
  bool expect_what_is_shown_ = true;
  bool overwrite_asked_ = false;  // the path exists: the user must confirm
  std::string problem_;           // why the last attempt did not save
};

// The dialog's file work without ImGui, for tests: the scene text of
// `sample`'s current state, checked by parsing it back. Returns false and
// says why in *problem.
bool SaveTestCase(const Sample& sample, const std::string& path, const std::string& title,
                  bool expect_what_is_shown, bool overwrite, std::string* problem);

}  // namespace harness
