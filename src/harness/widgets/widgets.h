#pragma once

// ImGui controls shared by samples' panels. A value is dragged (applied as
// the mouse moves, a drag past the range stopping at its end, which the log
// says) or typed (Ctrl+click, double-click or Tab makes the field a text
// field): a typed value is applied only when the field is left (Enter, Tab,
// a click elsewhere), Esc restores the value from before the typing, and a
// value that is not a number, not finite or out of range is refused with
// one line in the log, the field keeping its value (shell/typed_field.h).
// So NaN, infinities and absurd magnitudes never reach a shape.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "collide/shapes/vec.h"
#include "harness/draw/draw.h"
#include "harness/sample_api/check.h"
#include "harness/sample_api/log.h"

namespace harness::widgets {

// Three coordinates; true when changed (a drag, or a typed value applied).
bool EditVec3(const char* label, collide::Vec3* value, std::string_view what, Log& log,
              float speed = 0.05f);
// Like EditVec3, each component kept in [min, max] (half extents: [0, max]).
bool EditVec3InRange(const char* label, collide::Vec3* value, double min, double max,
                     std::string_view what, Log& log, float speed = 0.02f);
// A value in [min, max]; true when changed.
bool EditNumber(const char* label, double* value, double min, double max, std::string_view what,
                Log& log, float speed = 0.02f);
// A slider over [min, max]; Ctrl+click types a value.
bool SliderNumber(const char* label, double* value, double min, double max, const char* format,
                  std::string_view what, Log& log);
// An integer slider over [min, max]; a typed value must be a whole number
// in range. `logarithmic` for ranges over orders of magnitude (10 to
// 100,000).
bool SliderInteger(const char* label, int* value, int min, int max, const char* format,
                   std::string_view what, Log& log, bool logarithmic = false);
// The status line: "k/N expectations hold", green when all hold, red
// otherwise; N is the declared count, so a table that answers less never
// reads as passing. With other authors' checks (a plugin's), then
// " · your code: 2 of 16 disagree" in orange (green when none does), from
// the same count --check --plugin prints. With `after_last_item`, on the
// line of the item before when it fits there, else on the next.
void ExpectationSummary(const std::vector<PairCheck>& checks, std::size_t declared,
                        bool after_last_item = false, const std::vector<OriginChecks>& theirs = {});
// What the last ExpectationSummary of this frame showed, for the log
// panel's "failing now" and --stats' "status:" (the host clears it before
// the sample's panel).
struct ShownSummary {
  bool shown = false;
  std::size_t held = 0;
  std::size_t declared = 0;
  bool yours = false;  // other authors' code answered some expectation
  std::size_t yours_checked = 0;
  std::size_t yours_failed = 0;
  // The expectations are --check's, of scenes of their own (a crowd's
  // fixed counts and steps), not of what the view shows.
  bool of_check_only = false;
};
ShownSummary& LastShownSummary();
// Before a frame's panels: what the last frame's sample panel recorded is
// forgotten (its status line, its table's rows seen: a folded panel shows
// none), and `sample_id` is the one whose About folds are read.
void StartPanelFrame(const std::string& sample_id);
// ExpectationSummary of a sample whose expectations are --check's own
// scenes, not the live one (the crowds): the log's count says so.
void CheckOnlySummary(const std::vector<PairCheck>& checks, std::size_t declared);
// The status line's two parts, as shown: "16/16 expectations hold" and
// "your code: 2 of 16 disagree" (empty without other authors' checks).
std::string HoldText(const ShownSummary& summary);
std::string YourCodeText(const ShownSummary& summary);
// The whole line, the parts joined by " · ", for --stats' "status:".
std::string StatusLineText(const ShownSummary& summary);
// The log panel's counts: "0 of 16 expectations failing now" (then
// "; your code: 2 failing" with a plugin; "0 of 113 expectations failing in
// --check" for a crowd, whose expectations are --check's own crowds) and "1
// error logged", "3 errors logged".
std::string FailingNowText(const ShownSummary& summary);
std::string ErrorsLoggedText(std::size_t errors);
// Inside a table row: paints the row as a failing expectation.
void MarkMismatchRow();
// A small filled square in `color`, as a legend.
void ColorSwatch(const char* id, const Color& color);
void HelpMarker(const char* text);

// Text wraps at the window's visible right edge until the matching
// ImGui::PopTextWrapPos. A panel that scrolls sideways (the browser, for
// long sample titles) has content wider than the window, and ImGui's own
// edge (0) is as wide as the text it wraps.
void PushTextWrapAtVisibleEdge();

}  // namespace harness::widgets
