// Seed 004's box-box test beside the exact one. The seed: two boxes collide
// when a corner of one touches or lies inside the other, a point being inside
// when the six pyramids from it to the box's faces add up to the box's volume
// ("corner-volume"). Its blind spot, which the seed does not mention: boxes
// can overlap with no corner of either inside the other (bars crossed like a
// plus sign, edges crossing). The separating-axis test ("sat") is exact. The
// view and the log show both, and every pair where they disagree.
//
// This file holds the panel, the keys and the drawing; the state and every
// change to it live in the model (box_box_model.h).
#include <imgui.h>

#include <cstdio>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <algorithm>
#include <any>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "box_box/box_box_model.h"
#include "box_box/box_box_table.h"
#include "box_box/box_box_world.h"
#include "collide/sat/sat.h"
#include "collide/shapes/box.h"
#include "collide/shapes/sphere.h"
#include "harness/sample_api/model_sample.h"
#include "harness/sample_api/sample.h"
#include "harness/shape_kinds/shape_kind_entry.h"
#include "harness/shell/value_guard.h"
#include "harness/widgets/clip_meter.h"
#include "harness/widgets/panel_shape_editor.h"
#include "harness/widgets/pick_widgets.h"
#include "harness/widgets/widgets.h"

namespace box_box {
namespace {

using harness::PairCheck;

// The model (checks, scenes, undo) is ModelSample's; the mouse goes through the
// model's picking functions (box_box_model.h), which the kinds' entries do.
class BoxBoxSample final : public harness::ModelSample<Model>, public harness::Pickable {
 public:
  explicit BoxBoxSample(harness::SampleHost& host) : ModelSample(host) {}

  void Initialize(int, int) override {
    model_.Start(log());
    FrameShapes();
  }

  // A plugin loaded, rebuilt or dropped: its answers on every pair again.
  void Update(float) override { model_.RecheckTheirs(log()); }
  void Render() override;

  std::optional<harness::Scene> SceneToSave(const std::string& title,
                                            bool expect_what_is_shown) const override {
    return SceneOf(model_.layout(), title, expect_what_is_shown);
  }
  std::string CannotSaveReason() const override { return ""; }

  bool KeyPressed(int key) override;
  void UpdatePanel() override;
  // The keys KeyPressed takes, for the help overlay (F1).
  std::vector<harness::ControlHelp> Controls() const override {
    return {{"M", "colour by sat, corner-volume, or both", {GLFW_KEY_M}},
            {"[ / ]",
             "select the previous / next pair",
             {GLFW_KEY_LEFT_BRACKET, GLFW_KEY_RIGHT_BRACKET}}};
  }
  std::string About() const override {
    return "Seed 004 (a physics engine's collision notes): its box-box test, a corner of one "
           "box inside the other by the volumes of six pyramids (corner-volume), beside the "
           "exact separating-axis test (sat), on ten boxes. Shows the seed's blind spot: boxes "
           "crossed like a plus sign, or edge across edge, overlap with no corner inside, and "
           "corner-volume misses them (orange).";
  }

  // The mouse (box_box_model.h's picking functions).
  harness::Pickable* picking() override { return this; }
  std::vector<harness::PickProxy> PickProxies() const override {
    return box_box::PickProxies(model_);
  }
  void SetHovered(const std::optional<std::string>& id) override { focus_.hovered = id; }
  void Select(const std::optional<std::string>& id) override { focus_.Select(id); }
  bool MoveShape(const std::string& id, const Vec3& delta) override {
    return box_box::MoveShape(model_, id, delta, log());
  }
  bool ResizeShape(const std::string& id, double factor) override {
    return box_box::ResizeShape(model_, id, factor, log());
  }
  bool RotateShape(const std::string& id, const Vec3& axis, double angle) override {
    return box_box::RotateShape(model_, id, axis, angle, log());
  }
  harness::ShapeMouse ShapeMouseActions() const override { return {true, true, true, true}; }

 private:
  // The hovered row, else the selected pair.
  std::optional<IdPair> ViewedPair() const {
    if (hovered_pair_) {
      return hovered_pair_;
    }
    return model_.selected();
  }

  void DrawPairHighlight(const IdPair& ids);
  // Two boxes: the pieces of their edges inside each other; a pair with a
  // sphere (another author's test disagreeing): a line between the centres.
  void DrawDisagreement(const NamedShape& a, const NamedShape& b) {
    if (BothBoxes(a, b)) {
      harness::DrawBoxesDisagreement(draw(), *BoxOf(a), *BoxOf(b));
    } else {
      draw().Line(CenterOf(a), CenterOf(b), kDisagreeColor);
    }
  }

  // Frames every shape in the view the panels leave free (HomeFraming).
  void FrameShapes() {
    Framing framing = model_.HomeFraming();
    camera().FrameHome(framing.home, std::move(framing.points));
  }

  void Legend();
  void ShapeEditors();
  bool ShapeEditor(size_t i, bool with_editor);
  void KindControl(size_t i, const NamedShape& s);

  PairTable pair_table_;
  std::optional<IdPair> hovered_pair_;
  // The shape picked in the view (its editor and rows marked) and the one
  // under the cursor (drawn brighter).
  harness::PickFocus focus_;
};

void BoxBoxSample::Render() {
  DrawOrigin();
  const auto& shapes = model_.shapes();
  // Markers first: where a marker runs along a box's edge, the first line
  // drawn at a depth wins, so the marker shows.
  for (const auto& [i, j] : model_.DisagreeingPairs()) {
    DrawDisagreement(shapes[i], shapes[j]);
  }
  for (const auto& [i, j] : model_.TheirDisagreeingPairs()) {
    DrawDisagreement(shapes[i], shapes[j]);
  }
  if (const auto pair = ViewedPair()) {
    DrawPairHighlight(*pair);
  }
  for (const PairCheck& check : model_.results()) {
    if (!check.passed) {
      const Vec3 a = CenterOf(*model_.Find(check.a));
      const Vec3 b = CenterOf(*model_.Find(check.b));
      draw().Line(a, b, kMismatchColor);
      draw().Point(a, 8.0f, kMismatchColor);
      draw().Point(b, 8.0f, kMismatchColor);
    }
  }
  for (size_t i = 0; i < shapes.size(); ++i) {
    const Color color =
        focus_.IsHovered(shapes[i].id) ? harness::HoverColor(model_.ColorOf(i)) : model_.ColorOf(i);
    // Boxes and spheres only: no plane or ray needs the scene's size.
    harness::DrawShape(draw(), collide::AsStaticShape(shapes[i].shape), color, 0.0f);
  }
  // Each shape's id just above it: over its centre, at its highest point.
  for (const NamedShape& s : shapes) {
    Vec3 top = CenterOf(s);
    if (const collide::BoxShape* box = BoxOf(s)) {
      for (const Vec3& c : collide::Corners(*box)) {
        top.y = std::max(top.y, c.y);
      }
    } else {
      top.y += SphereOf(s)->radius;
    }
    draw().Text(top, s.id, harness::colors::kWhite);
  }
}

bool BoxBoxSample::KeyPressed(int key) {
  if (key == GLFW_KEY_M) {
    model_.NextColorMode(log());
    return true;
  }
  if (key == GLFW_KEY_RIGHT_BRACKET || key == GLFW_KEY_LEFT_BRACKET) {
    model_.SelectNextPair(key == GLFW_KEY_RIGHT_BRACKET ? 1 : -1, log());
    return true;
  }
  return false;
}

void BoxBoxSample::UpdatePanel() {
  harness::widgets::ParagraphF("Source: %s", model_.source().c_str());
  if (!model_.layout().caption.empty()) {
    harness::widgets::ParagraphF("%s", model_.layout().caption.c_str());
  }
  Legend();
  if (ImGui::Button("Reset")) {
    model_.Reset(log());
  }
  harness::widgets::SameLineIfRoom(harness::widgets::ButtonWidth("Add box"));
  if (ImGui::Button("Add box")) {
    model_.AddShape(collide::ShapeKind::kBox, log());
  }
  harness::widgets::SameLineIfRoom(harness::widgets::ButtonWidth("Add sphere"));
  if (ImGui::Button("Add sphere")) {
    model_.AddShape(collide::ShapeKind::kSphere, log());
  }
  harness::widgets::ExpectationSummary(model_.results(), ExpectationCount(),
                                       /*after_last_item=*/true);
  const size_t disagree = model_.DisagreeingPairs().size();
  if (disagree > 0) {
    const std::string text =
        std::to_string(disagree) + (disagree == 1 ? " pair disagrees" : " pairs disagree");
    harness::widgets::SameLineIfRoom(ImGui::CalcTextSize(text.c_str()).x);
    ImGui::TextColored(ImVec4(1, 0.55f, 0, 1), "%s", text.c_str());
  }
  if (ImGui::CollapsingHeader("Pairs", ImGuiTreeNodeFlags_DefaultOpen)) {
    hovered_pair_ = pair_table_.Draw(model_, focus_);
  } else {
    hovered_pair_.reset();
  }
  if (harness::widgets::ShapesHeader("Shapes", focus_)) {
    ShapeEditors();
  }
}

void BoxBoxSample::DrawPairHighlight(const IdPair& ids) {
  const NamedShape* a = model_.Find(ids.first);
  const NamedShape* b = model_.Find(ids.second);
  if (a == nullptr || b == nullptr) {
    return;
  }
  const Vec3 ca = CenterOf(*a);
  const Vec3 cb = CenterOf(*b);
  if (hovered_pair_) {
    draw().Line(ca, cb, kHoverColor);
    draw().Point(ca, 8.0f, kHoverColor);
    draw().Point(cb, 8.0f, kHoverColor);
  }
  if (a != b && BothBoxes(*a, *b)) {
    model_.tests().Add();
    const collide::SatResult sat = collide::SatTest(*BoxOf(*a), *BoxOf(*b));
    if (!sat.intersects) {
      harness::DrawSeparatingAxis(draw(), *BoxOf(*a), *BoxOf(*b), sat);
    }
  }
}

void BoxBoxSample::Legend() {
  int mode = static_cast<int>(model_.color_mode());
  ImGui::TextUnformatted("Colour by:");
  for (int m = 0; m < (model_.HasTheirs() ? kColorModeCount : kColorModeCount - 1); ++m) {
    const std::string name = ColorModeName(static_cast<ColorMode>(m));
    harness::widgets::SameLineIfRoom(harness::widgets::CheckboxWidth(name));
    ImGui::RadioButton(name.c_str(), &mode, m);
  }
  model_.SetColorMode(static_cast<ColorMode>(mode));
  harness::widgets::HelpMarker(
      "sat: red when SAT (exact) finds an overlap with another shape, blue otherwise.\n"
      "corner-volume: the same by seed 004's test (a corner of one box inside the other).\n"
      "both: red where both find an overlap, orange where they disagree, blue otherwise.\n"
      "your code (with a plugin): red where the plugin's test finds an overlap.\n"
      "Spheres use their one test in every mode. Keys: M next mode, [ ] select a pair.");
  const auto swatch = [](const char* id, const Color& color, const char* text) {
    harness::widgets::ColorSwatch(id, color);
    ImGui::SameLine();
    harness::widgets::Paragraph(text);
  };
  swatch("##red", harness::colors::kRed, "overlaps another");
  harness::widgets::SameLineIfRoom(ImGui::GetFrameHeight() + ImGui::GetStyle().ItemSpacing.x +
                                   ImGui::CalcTextSize("overlaps none").x);
  swatch("##blue", harness::colors::kBlue, "overlaps none");
  swatch("##orange", kDisagreeColor, "tests disagree: edges inside the other");
  swatch("##yellow", kMismatchColor, "expectation fails");
  swatch("##green", kAxisColor, "SAT's separating axis (selected pair)");
}

void BoxBoxSample::ShapeEditors() {
  std::optional<size_t> remove;
  std::optional<size_t> selected;
  if (focus_.selected) {
    selected = model_.IndexOf(*focus_.selected);
  }
  ImGui::PushItemWidth(harness::widgets::FieldWidth(0.0f, "rotation (deg)"));
  harness::widgets::ShapeEditorList(model_.shapes().size(), selected,
                                    [&](size_t i, bool with_editor) {
                                      ImGui::PushID(static_cast<int>(i));
                                      if (ShapeEditor(i, with_editor)) {
                                        remove = i;
                                      }
                                      if (with_editor) {
                                        ImGui::Separator();
                                      }
                                      ImGui::PopID();
                                    });
  ImGui::PopItemWidth();
  if (remove) {
    model_.RemoveShape(*remove, log());
  }
}

// One shape's heading and, with `with_editor`, its fields, each change made
// through the model; true when its remove button was pressed. A heading
// without fields is a line of the list of thousands: a click selects the
// shape, so its fields show below the list.
bool BoxBoxSample::ShapeEditor(size_t i, bool with_editor) {
  NamedShape s = model_.shapes()[i];
  harness::widgets::ColorSwatch("##colour", model_.ColorOf(i));
  ImGui::SameLine();
  const std::string what = std::string(WordFor(s)) + " " + s.id;
  if (with_editor) {
    harness::widgets::ShapeHeading(focus_, s.id, what);
  } else {
    // The selected shape's heading, noted and scrolled to, is its editor's.
    ImGui::TextUnformatted(what.c_str());
    if (ImGui::IsItemClicked()) {
      focus_.Select(s.id);
    }
  }
  harness::widgets::SameLineIfRoom(harness::widgets::ButtonWidth("remove"));
  const bool remove = ImGui::SmallButton("remove");
  if (!with_editor) {
    return remove;
  }
  if (BoxOf(s) != nullptr) {
    KindControl(i, s);
  }
  // The fields as its kind's editor (harness/shape_kinds) shows them in every
  // sample: a sphere's centre and radius, a box's centre, half extents and
  // rotation, an AABB's corners or centre and extents, a hexahedron's corners
  // (an edit that makes it non-convex, flat or inside out refused and
  // logged).
  std::vector<Vec3> handles;  // none of a sphere's or a box's kinds keeps any
  harness::widgets::PanelShapeEditor editor(what, log(), handles);
  EditShape(model_, s.id, editor, log());
  return remove;
}

// A box's kind: oriented, axis-aligned or hexahedron (Model::ChangeKind
// turns the numbers over).
void BoxBoxSample::KindControl(size_t i, const NamedShape& s) {
  using collide::ShapeKind;
  static constexpr ShapeKind kKinds[] = {ShapeKind::kBox, ShapeKind::kAabb, ShapeKind::kHexahedron};
  static constexpr const char* kKindWords[] = {"oriented", "axis-aligned", "hexahedron corners"};
  const ShapeKind now = collide::KindOfSolid(s.shape);
  int kind = static_cast<int>(std::find(std::begin(kKinds), std::end(kKinds), now) - kKinds);
  if (ImGui::Combo("kind", &kind, kKindWords, 3)) {
    model_.ChangeKind(i, kKinds[kind], log());
  }
}

const harness::SampleRegistration kRegistration{
    {kSampleId, "Static intersections", "Box vs box",
     [](harness::SampleHost& host) { return std::make_unique<BoxBoxSample>(host); }}};

}  // namespace
}  // namespace box_box
