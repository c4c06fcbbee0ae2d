// The book's dynamic-intersections chapter: a sphere moving over one step
// against a sphere and an AABB at rest, its first contact found four ways
// (time slicing, linear and binary impact search, the exact time), each
// answer drawn as a ghost sphere where the method says contact happens, with
// its error against the exact time and the overlap tests it spent. Red: the
// pair touches within the step (exact method); blue: not. The model, the
// expectations and the drawing are in impact_search_model.h; here are the
// panel and the camera.
#include <GLFW/glfw3.h>
#include <imgui.h>

#include <cstdint>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "harness/layout_engine/why_reader.h"
#include "harness/moving_spheres/sweep_view.h"
#include "harness/moving_spheres/sweep_why.h"
#include "harness/sample_api/model_sample.h"
#include "harness/shell/value_guard.h"
#include "harness/widgets/about_fold.h"
#include "harness/widgets/clip_meter.h"
#include "harness/widgets/expectation_table.h"
#include "harness/widgets/pick_widgets.h"
#include "harness/widgets/why_panel.h"
#include "harness/widgets/widgets.h"
#include "impact_search/impact_search_model.h"

namespace impact_search {

using harness::ImpactMethodColor;
using harness::ImpactVerdict;
using harness::SweepMover;
using harness::SweepSettings;
using harness::SweepTarget;
using harness::SweepViewOptions;
using harness::WrongAboutContact;
namespace {

using collide::ImpactMethod;

constexpr float kControlWidth = 150.0f;
constexpr double kMinTimeStep = 1e-6;

// "0.52083", or "none" for no contact in the step.
std::string TimeText(const std::optional<double>& t) {
  if (!t) {
    return "none";
  }
  char text[32];
  std::snprintf(text, sizeof text, "%.5g", *t);
  return text;
}

// The model (checks, scenes, undo, the mouse's edits) is ModelSample's;
// here are the panel, the camera and the drawing.
class ImpactSearchSample final : public harness::ModelSample<Model>, public harness::Pickable {
 public:
  explicit ImpactSearchSample(harness::SampleHost& host) : ModelSample(host) {}

  void Initialize(int, int) override {
    FrameLayout();
    saved_auto_rotate_ = camera().auto_rotate;
    camera().auto_rotate = false;  // the answers read best from the front
    model_.LogMismatches(log());
  }
  void Shutdown() override { camera().auto_rotate = saved_auto_rotate_; }
  // A plugin's time of impact loaded or rebuilt, or the pairs changed:
  // the exact method's expectations checked again under it.
  void Update(float) override { model_.RecheckTheirs(log()); }
  void Render() override {
    view_.pairs = &pairs_;
    harness::DrawSweeps(draw(), model_.layout(), model_.answers(), view_);
    ExplainSoloPair();
    harness::widgets::DrawWhyStep(draw(), why_, camera().distance);
  }
  void UpdatePanel() override;
  std::string About() const override {
    return "The dynamic-intersections chapter of the tutorial of seeds "
           "000/001: a sphere moving "
           "over one step against a sphere and an AABB at rest, its first "
           "contact found by time "
           "slicing, linear search, binary search and the exact time. Shows "
           "where each search is "
           "late, or misses a contact a fast sphere tunnels through.";
  }
  std::optional<harness::Scene> SceneToSave(const std::string& title,
                                            bool expect_what_is_shown) const override {
    return model_.SceneToSave(title, expect_what_is_shown);
  }
  std::string CannotSaveReason() const override { return ""; }

  // The mouse (harness/moving_spheres/sweep_view.h): every edit re-answers, as the
  // panel's. Esc ends a solo'd pair before it quits.
  harness::Pickable* picking() override { return this; }
  bool KeyPressed(int key) override {
    if (key == GLFW_KEY_ESCAPE && pairs_.ClearSolo()) {
      LogInfo("cleared the selected pair");
      return true;
    }
    if ((key == GLFW_KEY_LEFT || key == GLFW_KEY_RIGHT) && pairs_.solo()) {
      return why_.Step(key == GLFW_KEY_RIGHT ? 1 : -1);
    }
    return false;
  }
  std::vector<harness::ControlHelp> Controls() const override {
    std::vector<harness::ControlHelp> controls = {
        {"Click a row of the table", "solo its pair: the rest fade (a second click ends it)", {}}};
    if (pairs_.solo()) {
      controls.push_back({"Left / Right",
                          "step back / on through the selected pair's Why",
                          {GLFW_KEY_LEFT, GLFW_KEY_RIGHT}});
      controls.push_back(
          {"Esc", "clear the selected pair (a second Esc quits)", {GLFW_KEY_ESCAPE}});
    }
    const std::vector<harness::ControlHelp> mouse = {
        {"Drag a moving sphere", "move where its step starts", {}},
        {"Drag the faint sphere at the end of its step",
         "set the velocity: the step ends where it is let go",
         {}},
        {"Drag a sphere or AABB at rest", "move that target", {}},
        {"Ctrl+wheel over a sphere or AABB", "resize it (not an end-of-step sphere)", {}}};
    controls.insert(controls.end(), mouse.begin(), mouse.end());
    return controls;
  }
  harness::ShapeMouse ShapeMouseActions() const override { return {true, true, true, false}; }
  std::vector<harness::PickProxy> PickProxies() const override {
    return harness::SweepPickProxies(model_.layout());
  }
  void SetHovered(const std::optional<std::string>& id) override {
    view_.hovered = id;
    focus_.hovered = id;  // its rows lit
  }
  void Select(const std::optional<std::string>& id) override {
    if (const auto said = pairs_.Select(focus_, id)) {  // a click on empty space ends the solo too
      LogInfo(*said);
    }
  }
  // Shift+click: the selected shape and this one solo'd, as a click on
  // their row would.
  void SelectAlso(const std::string& id) override {
    if (const auto said = pairs_.SelectAlso(focus_, id, PickProxies())) {
      LogInfo(*said);
    }
  }
  std::vector<std::string> SelectedShapes() const override { return pairs_.SelectedShapes(focus_); }
  bool MoveShape(const std::string& id, const collide::Vec3& delta) override {
    return model_.Edit(
        [&](SweepLayout& layout) { return harness::MoveSweepShape(layout, id, delta); }, log());
  }
  bool ResizeShape(const std::string& id, double factor) override {
    return model_.Edit(
        [&](SweepLayout& layout) { return harness::ResizeSweepShape(layout, id, factor); }, log());
  }

 private:
  // Faces the scene from the front and a little above, where the paths
  // (along x and down y in the built-in layout) show their length.
  void FrameLayout() {
    camera().FrameHome(
        harness::CameraHome{glm::vec3(0.0f), 20.0f, 25.0f, -18.0f, 50.0f, 0.05f, 1000.0f},
        harness::SweepFramingPoints(model_.layout()));
  }

  // The Why of the solo'd pair (harness/moving_spheres/sweep_why.h): the
  // four searches traced with the current settings, made again with each
  // edit (a drag too).
  void ExplainSoloPair();

  void Legend();
  bool SettingsControls(SweepSettings& s);
  void ResultsPanel();
  void ResultsTable(std::size_t p);
  void ExpectationsPanel();
  bool ShapesPanel(SweepLayout& layout);
  bool MoverEditor(SweepMover& mover);
  bool TargetEditor(SweepTarget& target);

  SweepViewOptions view_;
  bool saved_auto_rotate_ = true;
  harness::PickFocus focus_;  // selected: its editor and rows marked
  harness::PairFocus pairs_;  // a row's pair singled out in the view
  harness::WhyReader why_;
};

void ImpactSearchSample::ExplainSoloPair() {
  const auto& solo = pairs_.solo();
  if (!solo) {
    why_.Clear();
    return;
  }
  why_.Show(solo->a + '\0' + solo->b, {model_.revision(), 0, 0},
            [&] { return harness::ExplainSweep(model_.layout(), solo->a, solo->b, std::nullopt); });
}

// The table first (issue 35), then each method's answer, the methods, the
// shapes and About.
void ImpactSearchSample::UpdatePanel() {
  if (ImGui::Button("Restore")) {
    model_.RestoreInitial(log());
    FrameLayout();
  }
  harness::widgets::HelpMarker("Back to the shapes, step and settings as loaded.");
  if (ImGui::CollapsingHeader("Expectations", ImGuiTreeNodeFlags_DefaultOpen)) {
    ExpectationsPanel();
  }
  ExplainSoloPair();
  harness::widgets::WhyPanel(why_, "contact_time");
  if (ImGui::CollapsingHeader("Results", ImGuiTreeNodeFlags_DefaultOpen)) {
    ResultsPanel();
  }
  if (ImGui::CollapsingHeader("Methods", ImGuiTreeNodeFlags_DefaultOpen)) {
    Legend();
    model_.Edit([this](SweepLayout& layout) { return SettingsControls(layout.settings); }, log());
  }
  if (focus_.scroll_pending) {
    ImGui::SetNextItemOpen(true);  // picked in the view: show its editor
  }
  if (ImGui::CollapsingHeader("Shapes")) {
    model_.Edit([this](SweepLayout& layout) { return ShapesPanel(layout); }, log());
  }
  harness::widgets::FoldedAbout(
      "When does a sphere moving over one step first touch a shape at rest? Each method's answer "
      "is a ghost in its colour; white: the path, faint: the end of the step. Red: the pair "
      "touches within the step (exact); blue: not.\nSource: " +
      model_.layout().source);
}

// Each method's colour, whether its ghost shows, and where it goes wrong.
void ImpactSearchSample::Legend() {
  for (std::size_t m = 0; m < collide::kImpactMethodCount; ++m) {
    const auto& [method, id] = collide::kImpactMethodIds[m];
    ImGui::PushID(static_cast<int>(m));
    harness::widgets::ColorSwatch("##colour", ImpactMethodColor(method));
    ImGui::SameLine();
    const std::string label(id);
    ImGui::Checkbox(label.c_str(), &view_.ghosts[m]);
    harness::widgets::HelpMarker(collide::kImpactMethodNotes[m].full);
    harness::widgets::Paragraph(collide::kImpactMethodNotes[m].line);
    ImGui::PopID();
  }
  ImGui::Checkbox("test points", &view_.test_points);
  harness::widgets::HelpMarker(
      "Where slicing (large orange dots) and linear "
      "search (small yellow dots) test the "
      "sphere's centre; hidden past 200 a path.");
}

// The three knobs. They change what the expectations are checked against,
// as an edited shape does.
bool ImpactSearchSample::SettingsControls(SweepSettings& s) {
  bool changed = false;
  ImGui::SetNextItemWidth(harness::widgets::FieldWidth(kControlWidth, "tolerance (radii)"));
  changed |= harness::widgets::SliderInteger("slices", &s.slices, 1, harness::kMaxSweepSlices, "%d",
                                             "slices", log());
  ImGui::SetNextItemWidth(harness::widgets::FieldWidth(kControlWidth, "tolerance (radii)"));
  changed |= harness::widgets::SliderNumber("increment (radii)", &s.increment_radii,
                                            harness::kMinSweepRadii, harness::kMaxSweepRadii,
                                            "%.3f", "increment", log());
  ImGui::SetNextItemWidth(harness::widgets::FieldWidth(kControlWidth, "tolerance (radii)"));
  changed |= harness::widgets::SliderNumber("tolerance (radii)", &s.tolerance_radii,
                                            harness::kMinSweepRadii, harness::kMaxSweepRadii,
                                            "%.3f", "tolerance", log());
  harness::widgets::HelpMarker(
      "Increment and tolerance are distances along "
      "the path in multiples of the moving "
      "sphere's radius. Scene files are checked with "
      "the defaults: 10 slices, 0.5 and 0.25 "
      "radii.");
  return changed;
}

void ImpactSearchSample::ResultsPanel() {
  const SweepLayout& layout = model_.layout();
  for (std::size_t p = 0; p < layout.pairs.size() && p < model_.answers().size(); ++p) {
    ImGui::PushID(static_cast<int>(p));
    ImGui::TextUnformatted(SweepSubject(layout, layout.pairs[p]).c_str());
    ResultsTable(p);
    ImGui::PopID();
  }
  if (layout.pairs.empty()) {
    ImGui::TextDisabled("no pairs: a scene's expectations name them");
  }
}

// One row per method: its time, how it compares with the exact one, its work.
void ImpactSearchSample::ResultsTable(std::size_t p) {
  // Every column as wide as its text; a narrow panel scrolls sideways.
  const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg |
                                ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_ScrollX;
  const ImVec2 size(
      0.0f, harness::widgets::ScrollingTableHeight(static_cast<int>(collide::kImpactMethodCount)));
  if (!ImGui::BeginTable("results", 4, flags, size)) {
    return;
  }
  ImGui::TableSetupScrollFreeze(1, 0);
  ImGui::TableSetupColumn("method");
  ImGui::TableSetupColumn("time");
  ImGui::TableSetupColumn("vs exact");
  ImGui::TableSetupColumn("tests");
  ImGui::TableHeadersRow();
  const collide::ImpactAnswers& answers = model_.answers()[p];
  const std::optional<double>& exact =
      answers[collide::ImpactMethodIndex(ImpactMethod::kAnalytic)].time;
  for (std::size_t m = 0; m < collide::kImpactMethodCount; ++m) {
    const auto& [method, id] = collide::kImpactMethodIds[m];
    const collide::ImpactResult& r = answers[m];
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    harness::widgets::ColorSwatch("##c", ImpactMethodColor(method));
    ImGui::SameLine();
    ImGui::TextUnformatted(std::string(id).c_str());
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(TimeText(r.time).c_str());
    ImGui::TableNextColumn();
    const std::string verdict =
        method == ImpactMethod::kAnalytic ? "the reference" : ImpactVerdict(r.time, exact);
    const bool wrong = WrongAboutContact(r.time, exact);
    if (wrong) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.4f, 0.4f, 1.0f));
    }
    ImGui::TextUnformatted(verdict.c_str());
    if (wrong) {
      ImGui::PopStyleColor();
    }
    ImGui::TableNextColumn();
    ImGui::Text("%d", r.tests);
  }
  ImGui::EndTable();
}

void ImpactSearchSample::ExpectationsPanel() {
  harness::widgets::ExpectationSummary(model_.checks(), ExpectationCount(), false,
                                       model_.theirs().checks());
  harness::widgets::DisagreementSummary(model_.theirs().disagreements());
  harness::widgets::HelpMarker(
      "Each row: searched with this algorithm and the current settings, the "
      "moving sphere "
      "first touches the shape at this time within the step (\"no contact\": "
      "not within it). "
      "With a plugin, \"your code\" shows its cl_ball_ball_time_of_impact's "
      "answer for each "
      "analytic row against a sphere, orange where it is not ours.");
  harness::widgets::PairFocusTable("expectations", model_.checks(), focus_, pairs_,
                                   model_.theirs().checks());
}

bool ImpactSearchSample::ShapesPanel(SweepLayout& layout) {
  bool changed = false;
  ImGui::SetNextItemWidth(kControlWidth);
  changed |= harness::widgets::EditNumber("dt", &layout.dt, kMinTimeStep,
                                          harness::kMaxEditableMagnitude, "time step", log());
  for (std::size_t i = 0; i < layout.movers.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    changed |= MoverEditor(layout.movers[i]);
    ImGui::PopID();
  }
  for (std::size_t i = 0; i < layout.targets.size(); ++i) {
    ImGui::PushID(static_cast<int>(layout.movers.size() + i));
    changed |= TargetEditor(layout.targets[i]);
    ImGui::PopID();
  }
  return changed;
}

bool ImpactSearchSample::MoverEditor(SweepMover& mover) {
  const std::string what = "sphere " + mover.id;
  harness::widgets::ShapeHeading(focus_, mover.id, what + " (moving)");
  collide::MovingSphere& s = mover.sphere;
  bool changed = false;
  changed |= harness::widgets::EditVec3("centre", &s.center, what + " centre", log());
  changed |= harness::widgets::EditVec3("velocity", &s.velocity, what + " velocity", log());
  changed |= harness::widgets::EditNumber("radius", &s.radius, 0.0, harness::kMaxEditableMagnitude,
                                          what + " radius", log());
  return changed;
}

// The sample's own editor, not the kind's: an AABB's corner dragged past the
// other drags it along, where the kind's editor swaps crossed corners.
bool ImpactSearchSample::TargetEditor(SweepTarget& target) {
  bool changed = false;
  if (const auto* at_rest = target.shape.As<collide::Sphere>()) {
    collide::Sphere sphere = *at_rest;
    const std::string what = "sphere " + target.id;
    harness::widgets::ShapeHeading(focus_, target.id, what + " (at rest)");
    changed |= harness::widgets::EditVec3("centre", &sphere.center, what + " centre", log());
    changed |= harness::widgets::EditNumber(
        "radius", &sphere.radius, 0.0, harness::kMaxEditableMagnitude, what + " radius", log());
    if (changed) {
      target.shape = sphere;
    }
    return changed;
  }
  collide::Aabb box = target.shape.Get<collide::Aabb>();
  const std::string what = "aabb " + target.id;
  harness::widgets::ShapeHeading(focus_, target.id, what + " (at rest)");
  if (harness::widgets::EditVec3("min", &box.min, what + " min", log())) {
    box.max = glm::max(box.max, box.min);
    changed = true;
  }
  if (harness::widgets::EditVec3("max", &box.max, what + " max", log())) {
    box.min = glm::min(box.min, box.max);
    changed = true;
  }
  if (changed) {
    target.shape = box;
  }
  return changed;
}

const harness::SampleRegistration kRegistration{
    {kSampleId, "Moving spheres", "Impact search",
     [](harness::SampleHost& host) { return std::make_unique<ImpactSearchSample>(host); }}};

}  // namespace
}  // namespace impact_search
