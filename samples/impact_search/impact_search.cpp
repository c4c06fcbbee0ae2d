// The book's dynamic-intersections chapter: a sphere moving over one step
// against a sphere and an AABB at rest, its first contact found four ways
// (time slicing, linear and binary impact search, the exact time), each
// answer drawn as a ghost sphere where the method says contact happens, with
// its error against the exact time and the overlap tests it spent. Red: the
// pair touches within the step (exact method); blue: not. The world, the
// expectations and the drawing are in impact_search_world; here are the
// panel and the camera.
#include <imgui.h>

#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "harness/sample/mismatch_log.h"
#include "harness/sample/sample.h"
#include "harness/sample/their_checks.h"
#include "harness/shell/value_guard.h"
#include "harness/widgets/clip_meter.h"
#include "harness/widgets/expectation_table.h"
#include "harness/widgets/pick_widgets.h"
#include "harness/widgets/widgets.h"
#include "impact_search/impact_search_pick.h"
#include "impact_search/impact_search_scene.h"
#include "impact_search/impact_search_world.h"

namespace impact_search {
namespace {

using collide::ImpactMethod;
using harness::PairCheck;

constexpr float kControlWidth = 150.0f;
constexpr double kMinTimeStep = 1e-6;

// Each method in a line (where it is late or misses), then in full: the
// panel's legend, in kImpactMethodIds order.
struct MethodNote {
  const char* line;
  const char* full;
};
constexpr MethodNote kMethodNotes[kMethodCount] = {
    {"late by up to dt / n; misses a pass between two slices",
     "Time slicing: tests the step's n + 1 evenly spaced times and reports the first that "
     "overlaps. Late by up to dt / n; a pass shorter than a slice slips between two "
     "(tunnelling), however slowly the sphere moves."},
    {"late by up to increment / speed; tests rise with speed",
     "Linear impact search: tests the sphere every increment along its path (and at the end) "
     "and reports the first that overlaps, so a fast sphere costs more tests. Late by up to "
     "increment / speed; a pass shorter than the increment slips through."},
    {"never tunnels; early, and may count a near miss",
     "Binary impact search, as the book describes it: a bounding sphere around the sphere's "
     "start and end; if it misses the target there is no contact, otherwise each half is "
     "searched the same way, first half first, until a half's path is within the tolerance. "
     "Reports the start of that half: early (most for a grazing pass, where the bounding "
     "sphere bulges sideways), and a near miss within half the tolerance counts as a contact. "
     "It never misses a pass-through."},
    {"exact: the reference",
     "The exact first contact: for two spheres the smaller root of |dp + v t| = r1 + r2; for "
     "an AABB the centre's path against the box grown by the radius (slab test), and where it "
     "enters beside an edge or corner, against that edge's capsule (rounded edges and "
     "corners)."},
};

// "0.52083", or "none" for no contact in the step.
std::string TimeText(const std::optional<double>& t) {
  if (!t) {
    return "none";
  }
  char text[32];
  std::snprintf(text, sizeof text, "%.5g", *t);
  return text;
}

class ImpactSearchSample final : public harness::Sample,
                                 public harness::Pickable,
                                 public harness::Undoable {
 public:
  explicit ImpactSearchSample(harness::SampleHost& host) : Sample(host) { Reload(DefaultLayout()); }

  void Initialize(int, int) override {
    FrameLayout();
    saved_auto_rotate_ = camera().auto_rotate;
    camera().auto_rotate = false;  // the answers read best from the front
    mismatch_log_.Forget();
    mismatch_log_.Update(checks_, log());
  }

  void Shutdown() override { camera().auto_rotate = saved_auto_rotate_; }

  // A plugin's time of impact loaded or rebuilt, or the pairs changed:
  // the exact method's expectations checked again under it.
  void Update(float) override {
    theirs_.Refresh(
        checks_, [this](const std::string& origin) { return CheckByOrigin(origin); }, log());
  }
  void Render() override { DrawLayout(draw(), layout_, answers_, view_); }
  void UpdatePanel() override;
  std::string About() const override {
    return "The dynamic-intersections chapter of the tutorial of seeds 000/001: a sphere moving "
           "over one step against a sphere and an AABB at rest, its first contact found by time "
           "slicing, linear search, binary search and the exact time. Shows where each search is "
           "late, or misses a contact a fast sphere tunnels through.";
  }
  // The searches' overlap tests, run only when something changes
  // (Recompute): every method for every pair, and every expectation's.
  const harness::TestCounter* test_counter() const override { return &tests_; }
  harness::Pickable* picking() override { return this; }
  harness::Undoable* undo() override { return this; }

  std::size_t ExpectationCount() const override { return layout_.expect.size(); }
  std::vector<PairCheck> Check() const override { return Evaluate(layout_); }
  harness::OriginChecks CheckByOrigin(const std::string& origin) const override {
    return EvaluateByOrigin(layout_, origin);
  }

  void LoadScene(const harness::Scene& scene) override {
    Reload(LayoutFromScene(scene));
    mismatch_log_.Forget();
  }

  // The layout as edited and as loaded (what Restore goes back to); which
  // ghosts show is the view's, not state.
  struct UndoState {
    Layout initial;
    Layout layout;
  };
  std::optional<harness::Scene> SceneToSave(const std::string& title,
                                            bool expect_what_is_shown) const override {
    return SceneOf(layout_, title, expect_what_is_shown);
  }
  std::string CannotSaveReason() const override { return ""; }
  std::any Snapshot() const override { return UndoState{initial_, layout_}; }
  void Restore(const std::any& snapshot) override {
    if (const auto* state = std::any_cast<UndoState>(&snapshot)) {
      initial_ = state->initial;
      layout_ = state->layout;
      Edited();
    }
  }
  std::uint64_t Revision() const override { return revision_; }

  // The mouse (impact_search_pick.h): every edit re-answers, as the panel's.
  // No keys of its own; what the mouse does to its shapes, for F1.
  std::vector<harness::ControlHelp> Controls() const override {
    return {{"Drag a moving sphere", "move where its step starts", {}},
            {"Drag the faint sphere at the end of its step",
             "set the velocity: the step ends where it is let go",
             {}},
            {"Drag a sphere or AABB at rest", "move that target", {}},
            {"Ctrl+wheel over a sphere or AABB", "resize it (not an end-of-step sphere)", {}}};
  }
  harness::ShapeMouse ShapeMouseActions() const override { return {true, true, true, false}; }
  std::vector<harness::PickProxy> PickProxies() const override {
    return impact_search::PickProxies(layout_);
  }
  void SetHovered(const std::optional<std::string>& id) override { view_.hovered = id; }
  void Select(const std::optional<std::string>& id) override { focus_.Select(id); }
  bool MoveShape(const std::string& id, const collide::Vec3& delta) override {
    if (!impact_search::MoveShape(layout_, id, delta)) {
      return false;
    }
    Edited();
    return true;
  }
  bool ResizeShape(const std::string& id, double factor) override {
    if (!impact_search::ResizeShape(layout_, id, factor)) {
      return false;
    }
    Edited();
    return true;
  }

 private:
  void Reload(Layout layout) {
    initial_ = layout;
    layout_ = std::move(layout);
    Recompute();
  }

  // Every change ends here: a new revision.
  void Recompute() {
    answers_ = AnswerAll(layout_);
    for (const Answers& pair : answers_) {
      for (const collide::ImpactResult& answer : pair) {
        tests_.Add(static_cast<std::size_t>(answer.tests));
      }
    }
    checks_ = Evaluate(layout_, &tests_);
    theirs_.Stale();
    ++revision_;
  }

  // After an edit: new answers, and each new mismatch logged once.
  void Edited() {
    Recompute();
    mismatch_log_.Update(checks_, log());
  }

  // Faces the scene from the front and a little above, where the paths
  // (along x and down y in the built-in layout) show their length.
  void FrameLayout() {
    camera().FrameHome(
        harness::CameraHome{glm::vec3(0.0f), 20.0f, 25.0f, -18.0f, 50.0f, 0.05f, 1000.0f},
        FramingPoints(layout_));
  }

  void Legend();
  void SettingsControls();
  void ResultsPanel();
  void ResultsTable(std::size_t p);
  void ExpectationsPanel();
  void ShapesPanel();
  bool MoverEditor(Mover& mover);
  bool TargetEditor(Target& target);

  Layout initial_;
  Layout layout_;
  std::vector<Answers> answers_;
  std::vector<PairCheck> checks_;
  ViewOptions view_;
  harness::MismatchLog mismatch_log_{/*name_algorithm=*/true};
  harness::TheirContactTimes theirs_;  // plugins' times of impact beside the analytic one
  bool saved_auto_rotate_ = true;
  std::uint64_t revision_ = 0;
  harness::TestCounter tests_;
  harness::PickFocus focus_;  // selected: its editor and rows marked
};

void ImpactSearchSample::UpdatePanel() {
  harness::widgets::ParagraphF(
      "When does a sphere moving over one step first touch a shape at rest? Each method's "
      "answer is a ghost in its colour; white: the path, faint: the end of the step. Red: the "
      "pair touches within the step (exact); blue: not.");
  harness::widgets::ParagraphF("Source: %s", layout_.source.c_str());
  if (ImGui::Button("Restore")) {
    layout_ = initial_;
    Edited();
    FrameLayout();
  }
  harness::widgets::HelpMarker("Back to the shapes, step and settings as loaded.");
  if (ImGui::CollapsingHeader("Results", ImGuiTreeNodeFlags_DefaultOpen)) {
    ResultsPanel();
  }
  if (ImGui::CollapsingHeader("Methods", ImGuiTreeNodeFlags_DefaultOpen)) {
    Legend();
    SettingsControls();
  }
  if (ImGui::CollapsingHeader("Expectations", ImGuiTreeNodeFlags_DefaultOpen)) {
    ExpectationsPanel();
  }
  if (focus_.scroll_pending) {
    ImGui::SetNextItemOpen(true);  // picked in the view: show its editor
  }
  if (ImGui::CollapsingHeader("Shapes")) {
    ShapesPanel();
  }
}

// Each method's colour, whether its ghost shows, and where it goes wrong.
void ImpactSearchSample::Legend() {
  for (std::size_t m = 0; m < kMethodCount; ++m) {
    const auto& [method, id] = collide::kImpactMethodIds[m];
    ImGui::PushID(static_cast<int>(m));
    harness::widgets::ColorSwatch("##colour", MethodColor(method));
    ImGui::SameLine();
    const std::string label(id);
    ImGui::Checkbox(label.c_str(), &view_.ghosts[m]);
    harness::widgets::HelpMarker(kMethodNotes[m].full);
    harness::widgets::Paragraph(kMethodNotes[m].line);
    ImGui::PopID();
  }
  ImGui::Checkbox("test points", &view_.test_points);
  harness::widgets::HelpMarker(
      "Where slicing (large orange dots) and linear search (small yellow dots) test the "
      "sphere's centre; hidden past 200 a path.");
}

// The three knobs. They change what the expectations are checked against,
// as an edited shape does.
void ImpactSearchSample::SettingsControls() {
  Settings& s = layout_.settings;
  bool changed = false;
  ImGui::SetNextItemWidth(harness::widgets::FieldWidth(kControlWidth, "tolerance (radii)"));
  changed |=
      harness::widgets::SliderInteger("slices", &s.slices, 1, kMaxSlices, "%d", "slices", log());
  ImGui::SetNextItemWidth(harness::widgets::FieldWidth(kControlWidth, "tolerance (radii)"));
  changed |= harness::widgets::SliderNumber("increment (radii)", &s.increment_radii, kMinRadii,
                                            kMaxRadii, "%.3f", "increment", log());
  ImGui::SetNextItemWidth(harness::widgets::FieldWidth(kControlWidth, "tolerance (radii)"));
  changed |= harness::widgets::SliderNumber("tolerance (radii)", &s.tolerance_radii, kMinRadii,
                                            kMaxRadii, "%.3f", "tolerance", log());
  harness::widgets::HelpMarker(
      "Increment and tolerance are distances along the path in multiples of the moving "
      "sphere's radius. Scene files are checked with the defaults: 10 slices, 0.5 and 0.25 "
      "radii.");
  if (changed) {
    Edited();
  }
}

void ImpactSearchSample::ResultsPanel() {
  for (std::size_t p = 0; p < layout_.pairs.size() && p < answers_.size(); ++p) {
    ImGui::PushID(static_cast<int>(p));
    ImGui::TextUnformatted(Subject(layout_, layout_.pairs[p]).c_str());
    ResultsTable(p);
    ImGui::PopID();
  }
  if (layout_.pairs.empty()) {
    ImGui::TextDisabled("no pairs: a scene's expectations name them");
  }
}

// One row per method: its time, how it compares with the exact one, its work.
void ImpactSearchSample::ResultsTable(std::size_t p) {
  // Every column as wide as its text; a narrow panel scrolls sideways.
  const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg |
                                ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_ScrollX;
  const ImVec2 size(0.0f, harness::widgets::ScrollingTableHeight(static_cast<int>(kMethodCount)));
  if (!ImGui::BeginTable("results", 4, flags, size)) {
    return;
  }
  ImGui::TableSetupScrollFreeze(1, 0);
  ImGui::TableSetupColumn("method");
  ImGui::TableSetupColumn("time");
  ImGui::TableSetupColumn("vs exact");
  ImGui::TableSetupColumn("tests");
  ImGui::TableHeadersRow();
  const Answers& answers = answers_[p];
  const std::optional<double>& exact = answers[MethodIndex(ImpactMethod::kAnalytic)].time;
  for (std::size_t m = 0; m < kMethodCount; ++m) {
    const auto& [method, id] = collide::kImpactMethodIds[m];
    const collide::ImpactResult& r = answers[m];
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    harness::widgets::ColorSwatch("##c", MethodColor(method));
    ImGui::SameLine();
    ImGui::TextUnformatted(std::string(id).c_str());
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(TimeText(r.time).c_str());
    ImGui::TableNextColumn();
    const std::string verdict =
        method == ImpactMethod::kAnalytic ? "the reference" : Verdict(r.time, exact);
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
  harness::widgets::ExpectationSummary(checks_, ExpectationCount());
  harness::widgets::DisagreementSummary(theirs_.disagreements());
  harness::widgets::HelpMarker(
      "Each row: searched with this algorithm and the current settings, the moving sphere "
      "first touches the shape at this time within the step (\"no contact\": not within it). "
      "With a plugin, \"your code\" shows its cl_ball_ball_time_of_impact's answer for each "
      "analytic row against a sphere, orange where it is not ours.");
  harness::widgets::ExpectationTable("expectations", checks_, focus_.selected, theirs_.checks());
}

void ImpactSearchSample::ShapesPanel() {
  bool changed = false;
  ImGui::SetNextItemWidth(kControlWidth);
  changed |= harness::widgets::EditNumber("dt", &layout_.dt, kMinTimeStep,
                                          harness::kMaxEditableMagnitude, "time step", log());
  for (std::size_t i = 0; i < layout_.movers.size(); ++i) {
    ImGui::PushID(static_cast<int>(i));
    changed |= MoverEditor(layout_.movers[i]);
    ImGui::PopID();
  }
  for (std::size_t i = 0; i < layout_.targets.size(); ++i) {
    ImGui::PushID(static_cast<int>(layout_.movers.size() + i));
    changed |= TargetEditor(layout_.targets[i]);
    ImGui::PopID();
  }
  if (changed) {
    Edited();
  }
}

bool ImpactSearchSample::MoverEditor(Mover& mover) {
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

bool ImpactSearchSample::TargetEditor(Target& target) {
  bool changed = false;
  if (auto* sphere = std::get_if<collide::Sphere>(&target.shape)) {
    const std::string what = "sphere " + target.id;
    harness::widgets::ShapeHeading(focus_, target.id, what + " (at rest)");
    changed |= harness::widgets::EditVec3("centre", &sphere->center, what + " centre", log());
    changed |= harness::widgets::EditNumber(
        "radius", &sphere->radius, 0.0, harness::kMaxEditableMagnitude, what + " radius", log());
    return changed;
  }
  auto& box = std::get<collide::Aabb>(target.shape);
  const std::string what = "aabb " + target.id;
  harness::widgets::ShapeHeading(focus_, target.id, what + " (at rest)");
  // A corner dragged past the other drags it along, so min <= max holds.
  if (harness::widgets::EditVec3("min", &box.min, what + " min", log())) {
    box.max = glm::max(box.max, box.min);
    changed = true;
  }
  if (harness::widgets::EditVec3("max", &box.max, what + " max", log())) {
    box.min = glm::min(box.min, box.max);
    changed = true;
  }
  return changed;
}

const harness::SampleRegistration kRegistration{
    {kSampleId, "Moving spheres", "Impact search",
     [](harness::SampleHost& host) { return std::make_unique<ImpactSearchSample>(host); }}};

}  // namespace
}  // namespace impact_search
