// The static-shapes sample's panel: its source, the shapes' editors (every
// field of every kind, in the forms the book builds them with), the pair
// table with every outcome kind, and the algorithms it runs.
#include <imgui.h>

#include <algorithm>

#include "collide/shapes/aabb_extents.h"
#include "harness/layout_sample/static_shapes_sample.h"
#include "harness/shape_kinds/kind_change.h"
#include "harness/shape_kinds/shape_kind_entry.h"
#include "harness/shell/value_guard.h"
#include "harness/widgets/about_fold.h"
#include "harness/widgets/clip_meter.h"
#include "harness/widgets/expectation_table.h"
#include "harness/widgets/panel_shape_editor.h"
#include "harness/widgets/pick_widgets.h"
#include "harness/widgets/widgets.h"

namespace harness {

std::string StaticShapesSample::AddLabel() const {
  const std::vector<collide::ShapeKind> kinds = OfferedKinds();
  return kinds.size() == 1 ? "Add " + collide::ShapeKindId(kinds[0]) : "Add shape...";
}

void StaticShapesSample::AddMenu() {
  const std::vector<collide::ShapeKind> kinds = OfferedKinds();
  if (kinds.size() == 1) {
    if (ImGui::Button(AddLabel().c_str())) {
      AddShape(kinds[0]);
    }
    return;
  }
  if (ImGui::Button(AddLabel().c_str())) {
    ImGui::OpenPopup("add shape");
  }
  if (ImGui::BeginPopup("add shape")) {
    for (collide::ShapeKind kind : kinds) {
      if (ImGui::Selectable(collide::ShapeKindId(kind).c_str())) {
        AddShape(kind);
      }
    }
    ImGui::EndPopup();
  }
}

// A new shape starts to the right of the bounded shapes there are.
void StaticShapesSample::AddShape(collide::ShapeKind kind) {
  const ShapeKindEntry* entry = ShapeKindTable::Global().Find(kind);
  if (entry == nullptr) {
    LogWarning("shape kind " + collide::ShapeKindId(kind) + " has no entry; nothing added");
    return;
  }
  int next = 0;
  while (current_.Find(std::to_string(next)) != nullptr) {
    ++next;
  }
  double right = 0.0;
  for (const NamedShape& shape : current_.shapes) {
    if (const auto bounds = collide::BoundsOf(shape.shape)) {
      right = std::max(right, bounds->max.x);
    }
  }
  const std::string id = std::to_string(next);
  current_.shapes.push_back({id, entry->make(collide::Vec3(right + 2.0, 0.0, 0.0))});
  LogInfo("added " + collide::ShapeKindId(kind) + " " + id + " (no expectations yet)");
  Recheck();
}

void StaticShapesSample::ClearShapes() {
  LogInfo("cleared " + std::to_string(current_.shapes.size()) + " shapes and " +
          std::to_string(current_.expect.size()) + " expectations");
  current_.shapes.clear();
  current_.expect.clear();
  editor_handles_.clear();
  selected_.reset();
  selected_pair_.reset();
  hovered_pair_.reset();
  Recheck();
}

void StaticShapesSample::RemoveShape(std::size_t index) {
  const std::string id = current_.shapes[index].id;
  const std::string kind = collide::ShapeKindId(current_.shapes[index].shape.kind());
  current_.shapes.erase(current_.shapes.begin() + static_cast<std::ptrdiff_t>(index));
  const std::size_t before = current_.expect.size();
  std::erase_if(current_.expect,
                [&](const Expectation& e) { return e.a == id || e.b == id || e.c == id; });
  editor_handles_.erase(id);
  if (selected_ == id) {
    selected_.reset();
  }
  hovered_pair_.reset();
  LogInfo("removed " + kind + " " + id + " and its " +
          std::to_string(before - current_.expect.size()) + " expectations");
  Recheck();
}

bool StaticShapesSample::EditShape(NamedShape& named) {
  const ShapeKindEntry* entry = ShapeKindTable::Global().Find(named.shape.kind());
  if (entry == nullptr) {
    ImGui::TextDisabled("(no editor for this kind)");
    return false;
  }
  std::vector<collide::Vec3>& handles = editor_handles_[named.id];
  widgets::PanelShapeEditor editor(collide::ShapeKindId(named.shape.kind()) + " " + named.id, log(),
                                   handles);
  const bool changed = entry->edit(named.shape, editor);
  if (handles.empty()) {
    editor_handles_.erase(named.id);
  }
  return changed;
}

void StaticShapesSample::KindChoice(std::size_t index) {
  const collide::ShapeKind now = current_.shapes[index].shape.kind();
  std::vector<collide::ShapeKind> kinds;
  const std::vector<collide::ShapeKind> offered = OfferedKinds();
  for (collide::ShapeKind kind : KindsItCanBecome(now)) {
    if (std::find(offered.begin(), offered.end(), kind) != offered.end()) {
      kinds.push_back(kind);
    }
  }
  if (kinds.size() < 2 || !ImGui::BeginCombo("kind", collide::ShapeKindId(now).c_str())) {
    return;
  }
  for (collide::ShapeKind kind : kinds) {
    if (ImGui::Selectable(collide::ShapeKindId(kind).c_str(), kind == now) && kind != now) {
      ChangeShapeKind(current_.shapes[index].id, kind);
    }
  }
  ImGui::EndCombo();
}

void StaticShapesSample::ShapeEditors() {
  bool changed = false;
  std::optional<std::size_t> remove;
  // One shape's header line and, when `with_editor`, its fields.
  const auto shape_row = [&](std::size_t i, bool with_editor) {
    NamedShape& shape = current_.shapes[i];
    ImGui::PushID(static_cast<int>(i));
    widgets::ColorSwatch("##colour", i < colours_.size() ? colours_[i] : kApartColour);
    ImGui::SameLine();
    const std::string header = collide::ShapeKindId(shape.shape.kind()) + " " + shape.id;
    if (selected_ == shape.id) {
      ImGui::TextColored(ImVec4(1.0f, 1.0f, 0.4f, 1.0f), "%s (selected)", header.c_str());
      if (with_editor) {
        widgets::NoteSelectedHeading(shape.id);
      }
    } else {
      ImGui::TextUnformatted(header.c_str());
    }
    if (ImGui::IsItemClicked()) {
      selected_ = shape.id;
    }
    if (with_editor && scroll_to_selected_ && selected_ == shape.id) {
      ImGui::SetScrollHereY(0.25f);  // picked in the view: bring its editor up
      scroll_to_selected_ = false;
    }
    widgets::SameLineIfRoom(widgets::ButtonWidth("remove"));
    if (ImGui::SmallButton("remove")) {
      remove = i;
    }
    if (with_editor) {
      KindChoice(i);
      changed |= EditShape(current_.shapes[i]);
    }
    ImGui::PopID();
  };
  std::optional<std::size_t> selected;
  for (std::size_t i = 0; selected_ && i < current_.shapes.size(); ++i) {
    if (current_.shapes[i].id == *selected_) {
      selected = i;
      break;
    }
  }
  // Every kind's fields narrowed so that the widest of their labels fits.
  ImGui::PushItemWidth(widgets::FieldWidth(0.0f, "rotation (deg)"));
  widgets::ShapeEditorList(current_.shapes.size(), selected, shape_row);
  ImGui::PopItemWidth();
  if (remove) {
    RemoveShape(*remove);
  } else if (changed) {
    Recheck();
  }
}

void StaticShapesSample::AlgorithmNotes() {
  std::vector<const collide::PairTest*> shown;
  for (const PairAnswer& answer : answers_) {
    if (std::find(shown.begin(), shown.end(), answer.test) == shown.end()) {
      shown.push_back(answer.test);
    }
  }
  std::vector<const collide::TripleTest*> triples;
  for (const TripleAnswer& answer : triple_answers_) {
    if (std::find(triples.begin(), triples.end(), answer.test) == triples.end()) {
      triples.push_back(answer.test);
    }
  }
  if (shown.empty() && triples.empty()) {
    ImGui::TextDisabled("No pair of these shapes has a test.");
  }
  const auto origin = [](const std::string& o) {
    return o == collide::kOurOrigin ? std::string() : " from " + o;
  };
  for (const collide::PairTest* test : shown) {
    const std::string kinds = collide::ShapeKindId(test->a) + "-" + collide::ShapeKindId(test->b);
    ImGui::BulletText("%s %s, %s%s: %s", kinds.c_str(), collide::QueryId(test->query).data(),
                      test->id.c_str(), origin(test->origin).c_str(), test->summary.c_str());
  }
  for (const collide::TripleTest* test : triples) {
    const std::string kinds = collide::ShapeKindId(test->a) + "-" + collide::ShapeKindId(test->b) +
                              "-" + collide::ShapeKindId(test->c);
    ImGui::BulletText("%s point, %s%s: %s", kinds.c_str(), test->id.c_str(),
                      origin(test->origin).c_str(), test->summary.c_str());
  }
}

// Top to bottom (issue 35, the table first): the buttons and the status
// line, the pair table, the shapes' editors, then About folded to its
// first sentence. The buttons come first so that they stay in one place
// whatever the texts' length; a window test folds "Pairs" to bring the
// shapes up to where the same shapes always put them.
void StaticShapesSample::UpdatePanel() {
  RecheckIfRegistryChanged();
  if (ImGui::Button("Reset")) {
    current_ = initial_;
    editor_handles_.clear();
    Recheck();
  }
  if (spec_.clear_button) {
    widgets::SameLineIfRoom(widgets::ButtonWidth("Clear"));
    if (ImGui::Button("Clear")) {
      ClearShapes();
    }
  }
  widgets::SameLineIfRoom(widgets::ButtonWidth(AddLabel()));
  AddMenu();
  widgets::ExpectationSummary(results_, ExpectationCount(), /*after_last_item=*/true,
                              their_checks_);
  if (!culling_.empty()) {
    widgets::Paragraph(culling_);
  }
  OriginControls();
  if (ImGui::CollapsingHeader("Pairs", ImGuiTreeNodeFlags_DefaultOpen)) {
    widgets::DisagreementSummary(disagreement_log_.lines());
    PairTable();
  }
  WhyPanel();
  if (scroll_to_selected_) {
    ImGui::SetNextItemOpen(true);
  }
  if (ImGui::CollapsingHeader("Shapes", ImGuiTreeNodeFlags_DefaultOpen)) {
    ShapeEditors();
  }
  widgets::FoldedAbout(PanelAbout());
  if (ImGui::CollapsingHeader("Algorithms")) {
    AlgorithmNotes();
  }
}

}  // namespace harness
