// What a user singles out in a static-shapes sample: a pair (a click on its
// table row, [ and ] through the table, or a shape then Shift+click on a
// second), which the view solos with its own marks, until Esc or a click on
// empty space;
// the algorithm that colours the shapes (M); and a shape's kind, where it
// can become another (a box's three forms).
#include <algorithm>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include "harness/layout_engine/pair_table_rows.h"
#include "harness/layout_sample/static_shapes_sample.h"
#include "harness/shape_kinds/kind_change.h"

namespace harness {

bool StaticShapesSample::KeyPressed(int key) {
  if (key == GLFW_KEY_M && !colour_choices_.empty()) {
    NextColourBy();
    return true;
  }
  if (key == GLFW_KEY_RIGHT_BRACKET || key == GLFW_KEY_LEFT_BRACKET) {
    SelectNextPair(key == GLFW_KEY_RIGHT_BRACKET ? 1 : -1);
    return true;
  }
  if ((key == GLFW_KEY_LEFT || key == GLFW_KEY_RIGHT) && StepWhy(key == GLFW_KEY_RIGHT ? 1 : -1)) {
    return true;
  }
  // Esc ends a solo before it quits: the view comes back whole first.
  if (key == GLFW_KEY_ESCAPE && selected_pair_) {
    selected_pair_.reset();
    LogInfo("cleared the selected pair");
    return true;
  }
  return false;
}

std::vector<ControlHelp> StaticShapesSample::Controls() const {
  std::vector<ControlHelp> controls{{"[ / ]",
                                     "select the previous / next pair",
                                     {GLFW_KEY_LEFT_BRACKET, GLFW_KEY_RIGHT_BRACKET}}};
  if (!colour_choices_.empty()) {
    controls.push_back({"M", "colour by the next algorithm or plugin", {GLFW_KEY_M}});
  }
  if (selected_pair_) {
    controls.push_back({"Left / Right",
                        "step back / on through the selected pair's Why",
                        {GLFW_KEY_LEFT, GLFW_KEY_RIGHT}});
    controls.push_back({"Esc", "clear the selected pair (a second Esc quits)", {GLFW_KEY_ESCAPE}});
  }
  return controls;
}

std::vector<std::pair<std::size_t, std::size_t>> StaticShapesSample::TablePairs() const {
  std::vector<std::pair<std::size_t, std::size_t>> pairs;
  for (const PairTableRow& row :
       PairTableRows(current_.shapes, answers_, triple_answers_, results_, {})) {
    if (!row.pair || row.pair->first == row.pair->second) {
      continue;
    }
    const std::pair<std::size_t, std::size_t> ordered{std::min(row.pair->first, row.pair->second),
                                                      std::max(row.pair->first, row.pair->second)};
    if (std::find(pairs.begin(), pairs.end(), ordered) == pairs.end()) {
      pairs.push_back(ordered);
    }
  }
  return pairs;
}

bool StaticShapesSample::IsSelectedPair(std::size_t a, std::size_t b) const {
  if (!selected_pair_ || a >= current_.shapes.size() || b >= current_.shapes.size()) {
    return false;
  }
  const std::string& x = current_.shapes[a].id;
  const std::string& y = current_.shapes[b].id;
  return (selected_pair_->first == x && selected_pair_->second == y) ||
         (selected_pair_->first == y && selected_pair_->second == x);
}

void StaticShapesSample::SelectNextPair(int step) {
  const auto pairs = TablePairs();
  if (pairs.empty()) {
    return;
  }
  const auto now = std::find_if(pairs.begin(), pairs.end(), [&](const auto& pair) {
    return IsSelectedPair(pair.first, pair.second);
  });
  const auto count = static_cast<std::ptrdiff_t>(pairs.size());
  std::ptrdiff_t next = step > 0 ? 0 : count - 1;
  if (now != pairs.end()) {
    next = ((now - pairs.begin()) + (step > 0 ? 1 : -1) + count) % count;
  }
  const auto& [a, b] = pairs[static_cast<std::size_t>(next)];
  selected_pair_ = {current_.shapes[a].id, current_.shapes[b].id};
  LogInfo("selected " + selected_pair_->first + " and " + selected_pair_->second);
}

void StaticShapesSample::ToggleSelectedPair(std::size_t a, std::size_t b) {
  if (IsSelectedPair(a, b)) {
    selected_pair_.reset();
  } else if (a < current_.shapes.size() && b < current_.shapes.size()) {
    selected_pair_ = {current_.shapes[a].id, current_.shapes[b].id};
  }
}

std::optional<std::pair<std::size_t, std::size_t>> StaticShapesSample::ViewedPair() const {
  if (hovered_pair_ && hovered_pair_->first < current_.shapes.size() &&
      hovered_pair_->second < current_.shapes.size()) {
    return hovered_pair_;
  }
  if (!selected_pair_) {
    return std::nullopt;
  }
  const NamedShape* a = current_.Find(selected_pair_->first);
  const NamedShape* b = current_.Find(selected_pair_->second);
  if (a == nullptr || b == nullptr) {
    return std::nullopt;  // removed since: the selection waits for an undo
  }
  const NamedShape* first = current_.shapes.data();
  return std::make_pair(static_cast<std::size_t>(a - first), static_cast<std::size_t>(b - first));
}

void StaticShapesSample::NextColourBy() {
  const auto now = std::find(colour_choices_.begin(), colour_choices_.end(), colour_by_);
  std::string next;  // after the last, the default
  if (colour_by_.empty()) {
    next = colour_choices_.front();
  } else if (now != colour_choices_.end() && now + 1 != colour_choices_.end()) {
    next = *(now + 1);
  }
  SetColourBy(next);
  LogInfo("colour by " + (next.empty() ? std::string("default") : next));
}

bool StaticShapesSample::ChangeShapeKind(const std::string& id, collide::ShapeKind kind) {
  NamedShape* shape = current_.Find(id);
  if (shape == nullptr) {
    LogError("no shape " + id + " to change into " + collide::ShapeKindId(kind));
    return false;
  }
  const std::string what = collide::ShapeKindId(shape->shape.kind()) + " " + shape->id;
  KindChange change = ChangeKind(shape->shape, kind);
  if (!change.shape) {
    LogError(what + ": " + change.note);
    return false;
  }
  shape->shape = std::move(*change.shape);
  editor_handles_.erase(shape->id);
  LogInfo(what + " is " + change.note);
  Recheck();
  return true;
}

}  // namespace harness
