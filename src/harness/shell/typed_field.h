#pragma once

// A value typed into a panel's field, as in any editor: nothing is applied
// while it is typed; it is applied when the field is left (Enter, Tab, a
// click elsewhere), and Esc leaves the value as it was before the typing.
// What is typed is read as a whole: a value that is not a number, not
// finite or out of the field's range is refused with one line in the log
// naming the field and the text, and the field keeps its value. No ImGui
// here: the panel's widgets (widgets/widgets.cpp) say each frame what the
// field shows, and apply what this returns.

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "harness/sample_api/log.h"

namespace harness {

// What a field takes, and its name in the log ("sphere 1 radius").
struct FieldRule {
  std::string_view what;
  double min = 0.0;
  double max = 0.0;
  bool whole = false;  // an integer: "2.5" is refused
};

// Reads `text`, typed into a field that holds `kept`: the number to apply,
// or nothing, with one error in the log saying why ("sphere 1 radius: 1e999
// is not a finite number; kept 1"). Blanks around the number are allowed;
// anything else around it is not a number.
std::optional<double> ReadTypedValue(std::string_view text, double kept, const FieldRule& rule,
                                     Log& log);

// One field as the panel saw it this frame, after drawing it.
struct FieldSeen {
  bool typing = false;   // it is a text field being typed into
  bool escaped = false;  // Esc was pressed this frame
  // Its text and the text it had when the typing began, while the panel's
  // toolkit still holds them (it keeps one text field's at a time).
  std::optional<std::string> text;
  std::optional<std::string> initial_text;
  // The characters typed this frame (UTF-8), those the toolkit dropped as
  // no part of a number ("abc") among them: a field that was typed such a
  // character, up to and in the frame it is left, is refused when left, as
  // "abc" would be.
  std::string keys;
};

// Whether a field of numbers keeps `c` as typed: digits, a point, signs,
// '*' and '/' (the toolkit's arithmetic), and for a real number 'e' or 'E'.
bool NumberFieldTakes(char32_t c, bool whole);

// What Update says about a field this frame.
struct FieldUpdate {
  // Typed into now, or left this frame: whatever the widget's value says,
  // it is not a drag; only `apply` is applied.
  bool typed = false;
  std::optional<double> apply;  // the value to apply: left with an accepted change
};

// The fields being typed into, by the toolkit's id for each.
class TypedFields {
 public:
  // Once a frame for every field drawn, after drawing it; `frame` counts
  // frames, `kept` is the field's value now. A field left unedited, or with
  // Esc, applies nothing and logs nothing; a refusal is logged once, on the
  // frame the field is left.
  FieldUpdate Update(uint32_t field, const FieldSeen& seen, int frame, double kept,
                     const FieldRule& rule, Log& log);

  bool empty() const { return drafts_.empty(); }

 private:
  struct Draft {
    std::string text;
    std::string initial_text;
    std::string dropped;  // typed characters the field did not keep
    int frame = 0;        // the last frame it was seen typed into
  };
  std::map<uint32_t, Draft> drafts_;
};

}  // namespace harness
