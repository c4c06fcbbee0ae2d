#pragma once

// One pair of shapes singled out by their ids, for samples whose table rows
// each name two shapes (moving-balls, impact-search): the pair of the row
// under the mouse, or of the row clicked, solo'd until Esc, a click on
// empty space or a second click on that row. The view draws that pair at
// full colour and fades the rest; solo'd, only the pair keeps its labels.
// The static-shapes samples single out a pair the same way by index
// (layout_sample/selection.cpp). No ImGui: the table's side is
// widgets/expectation_table.h's PairFocusTable.

#include <optional>
#include <string>
#include <vector>

#include "harness/draw/draw.h"
#include "harness/sample_api/picking.h"

namespace harness {

// How far a shape outside the viewed pair fades towards the background.
inline constexpr float kFadedShare = 0.75f;

struct IdPair {
  std::string a, b;

  bool operator==(const IdPair&) const = default;
  bool Holds(const std::string& id) const { return id == a || id == b; }
  // The same two shapes, in either order.
  bool Same(const std::string& x, const std::string& y) const {
    return (x == a && y == b) || (x == b && y == a);
  }
};

class PairFocus {
 public:
  // The pair of the row under the mouse this frame (none: no row).
  void Hover(std::optional<IdPair> pair) { hovered_ = std::move(pair); }
  // A click on a row: its pair solo'd, or no longer when it already was.
  void Click(const IdPair& pair);
  // Esc, or a click on nothing: false when nothing was solo'd.
  bool ClearSolo();
  const std::optional<IdPair>& solo() const { return solo_; }
  // A Shift+click on shape `id` while `selected` is selected
  // (Pickable::SelectAlso): the two solo'd. False, nothing changed, when
  // they are one shape or either is none of `proxies`' shapes (a velocity
  // handle is not a shape).
  bool SoloShapes(const std::optional<std::string>& selected, const std::string& id,
                  const std::vector<PickProxy>& proxies);
  // Pickable::Select and SelectAlso for a sample whose shapes' focus is
  // `shapes`: a click selects shape `id`, and a click on nothing (no id)
  // ends the solo too; a Shift+click solos the selected shape and `id`
  // (SoloShapes), then selects `id`. Each returns what to log ("cleared the
  // selected pair", "selected b1 and b2"), or nothing.
  std::optional<std::string> Select(PickFocus& shapes, const std::optional<std::string>& id);
  std::optional<std::string> SelectAlso(PickFocus& shapes, const std::string& id,
                                        const std::vector<PickProxy>& proxies);
  // What Pickable::SelectedShapes gives: the solo'd pair, else `shapes`'
  // selected shape.
  std::vector<std::string> SelectedShapes(const PickFocus& shapes) const;

  // The pair the view singles out: the hovered row's, else the solo'd.
  std::optional<IdPair> Viewed() const { return hovered_ ? hovered_ : solo_; }
  // Whether shape `id` shows at full colour: no pair is viewed, or it is
  // one of that pair.
  bool Keeps(const std::string& id) const;
  // `color` as shape `id` shows: faded when another pair is viewed.
  Color Shade(const std::string& id, const Color& color) const;
  // The colour of shape `id`'s label: white, dimmed while another pair's
  // row is hovered, none while another pair is solo'd.
  std::optional<Color> LabelColor(const std::string& id) const;
  // What belongs to the pair of `a` and `b` together (a ghost of their
  // contact): shown in `color` when that pair is viewed or none is, faded
  // while another row is hovered, hidden while another pair is solo'd.
  std::optional<Color> PairShade(const std::string& a, const std::string& b,
                                 const Color& color) const;

 private:
  bool SoloOnly() const { return solo_ && !hovered_; }

  std::optional<IdPair> hovered_;
  std::optional<IdPair> solo_;
};

}  // namespace harness
