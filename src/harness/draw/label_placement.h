#pragma once

// Where shapes' labels go in the view, worked out from where the shapes
// show (no GL, no ImGui: the window measures the text and draws the
// result). Every shape gets its label where one fits:
// - shapes that show at one place (within kSamePlacePixels) share one label
//   naming them all, "S0, S4-S6" (SharedLabelText);
// - a label goes just above its shape, centred, unless that covers another
//   label (or comes within a space of one beside it), another shape's
//   anchor or the view's edge; then at the first free
//   place of a few rings around the shape, joined to it by a leader line;
// - a label that fits nowhere near is hidden, and the view says how many
//   are (HiddenLabelsText). After kGiveUpAfter labels found no place (a
//   crowd of thousands), the rest are hidden without trying: the work
//   stays bounded by what the view can hold.

#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <glm/glm.hpp>

#include "harness/draw/draw.h"
#include "harness/draw/rect.h"

namespace harness {

inline constexpr float kSamePlacePixels = 3.0f;
// Between a label and its shape's anchor, and between a moved label and
// the next ring out.
inline constexpr float kLabelGap = 3.0f;
// Labels keep this far apart above and below, and a space's width (as the
// measure gives it) side by side, so that two never read as one ("2" "6").
inline constexpr float kLabelSpacing = 2.0f;
// A shape's anchor is kept clear of other shapes' labels this far around.
inline constexpr float kAnchorClearance = 3.0f;
inline constexpr int kLabelRings = 4;
inline constexpr int kGiveUpAfter = 500;

// A label asked for: where its shape shows (pixels, origin top left), its
// text (the shape's id) and colour.
struct LabelRequest {
  glm::vec2 anchor{0.0f};
  std::string_view text;
  Color color;
};

struct PlacedLabel {
  std::string text;
  Color color;  // the requests' own when they agree, else white
  Rect box;     // where the text is drawn
  glm::vec2 anchor{0.0f};
  // Not in its place just above the anchor: a leader line joins the box to
  // the anchor (LeaderStart to anchor).
  bool moved = false;
  int count = 0;  // the requests it names

  // The point of the box nearest the anchor.
  glm::vec2 LeaderStart() const;
};

struct LabelLayout {
  std::vector<PlacedLabel> labels;
  int shown = 0;   // requests a placed label names
  int hidden = 0;  // the rest: no place found, or the anchor outside the area
};

// A text's size in pixels.
using TextMeasure = std::function<glm::vec2(std::string_view)>;

// Places the requests' labels inside `area`, in the requests' order (the
// first shape's label gets the first choice).
LabelLayout PlaceLabels(std::span<const LabelRequest> requests, const Rect& area,
                        const TextMeasure& measure);

// One label for texts at one place: each once, ids of one prefix in the
// order of their numbers, three or more consecutive ones as a range:
// {"S5", "S0", "S6", "S4"} gives "S0, S4-S6"; {"a", "b1", "b2"} gives
// "a, b1, b2". A number is the id's trailing digits, without a leading 0.
std::string SharedLabelText(std::span<const std::string_view> texts);

// What the view says of labels it could not place: "1 label hidden",
// "99,980 labels hidden"; empty for none.
std::string HiddenLabelsText(int hidden);

}  // namespace harness
