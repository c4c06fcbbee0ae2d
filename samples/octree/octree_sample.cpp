// The octree sample ("Scene management", the tutorial's chapter 5): a few
// hundred spheres, boxes and triangles, some moving, kept in an octree that
// re-inserts them as they move. Pairs, picking and the cursor's ray cast
// run through the tree; the panel shows what each query visited beside
// brute force, and the view can draw the tree's nodes and the nodes the
// cursor's ray entered. octree_world.h holds the scene and the --check
// table; here are the sample's state, keys, drawing, mouse and panel.
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <imgui.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "harness/draw/camera.h"
#include "harness/layout_engine/why_reader.h"
#include "harness/many_shapes/indexed_picking.h"
#include "harness/sample_api/pickable.h"
#include "harness/sample_api/sample.h"
#include "harness/sample_api/sample_registry.h"
#include "harness/scene/json_reader.h"
#include "harness/shape_kinds/shape_kind_entry.h"
#include "harness/widgets/clip_meter.h"
#include "harness/widgets/why_panel.h"
#include "harness/widgets/widgets.h"
#include "octree/octree_world.h"

namespace octree_sample {
inline constexpr const char* kSampleId = "octree";

// The state, keys, drawing and mouse, then the panel.
class OctreeSample final : public harness::Sample, public harness::Pickable {
 public:
  explicit OctreeSample(harness::SampleHost& host);

  void Initialize(int width, int height) override;
  void Update(float dt) override;
  void Render() override;
  void UpdatePanel() override;
  bool KeyPressed(int key) override;
  std::vector<harness::ControlHelp> Controls() const override;
  std::string About() const override;
  harness::Pickable* picking() override { return this; }

  // The mouse: the cursor's ray goes through the tree; hover and select.
  std::optional<harness::PickProxy> PickAlongRay(const collide::Ray& ray,
                                                 double handle_slope) const override;
  void SetHovered(const std::optional<std::string>& id) override;
  void Select(const std::optional<std::string>& id) override;
  std::vector<std::string> SelectedShapes() const override {
    return selected_ ? std::vector<std::string>{std::to_string(*selected_)}
                     : std::vector<std::string>{};
  }
  harness::ShapeMouse ShapeMouseActions() const override { return {.select = true}; }
  std::string CannotSaveReason() const override {
    return "octree has no scene file: its shapes come from a count and a fixed "
           "seed";
  }

  std::size_t ExpectationCount() const override { return Table().size(); }
  std::vector<harness::PairCheck> Check() const override { return CheckOctree(Table()); }
  void LoadScene(const harness::Scene& scene) override;
  // --explain --pair "ray 3,nearest": a --check ray's cast explained.
  std::optional<std::vector<std::string>> ExplainLines(const std::vector<std::string>& pair,
                                                       const std::string& algorithm) const override;

 private:
  static const std::vector<OctreeExpectation>& Table();
  void Rebuild(OctreeSettings settings);
  void Measure();
  void FrameRegion();
  void CountControls();
  void QueryReadout() const;
  // The Why of the ray clicked (harness/many_shapes/octree_why.h), made
  // again as the shapes move, so that its cells are the tree's now.
  void ExplainClickedRay();

  OctreeWorld world_;
  bool paused_ = false;
  bool draw_nodes_ = true;
  bool draw_ray_nodes_ = true;
  bool compare_with_brute_force_ = true;
  std::vector<harness::PairCheck> checks_;

  // What the last step's pair finding found and cost, and brute force's
  // answer when the comparison is on.
  std::vector<ObjectPair> touching_;
  std::vector<bool> touching_any_;  // per object
  QueryCost pair_cost_;
  std::optional<bool> agrees_with_brute_force_;

  OctreeSettings draft_;  // the sliders' values while dragged
  bool count_dragged_ = false;

  // The cursor's last ray through the tree (the mouse asks in a const call;
  // what it found is drawn and shown by the next frame).
  mutable std::optional<collide::Ray> cursor_ray_;
  mutable std::optional<collide::OctreeHit> cursor_hit_;
  mutable QueryCost cursor_cost_;
  std::optional<std::uint32_t> hovered_;
  std::optional<std::uint32_t> selected_;
  // The ray through the cursor where the view was last clicked, explained
  // in the Why panel (each click a new one: its serial).
  std::optional<collide::Ray> explained_ray_;
  std::uint64_t explained_serial_ = 0;
  std::uint64_t rebuilds_ = 0;  // a new scene is a new version of the Why
  harness::WhyReader why_;
};

namespace {

using harness::colors::kBlue;
using harness::colors::kRed;

constexpr harness::Color kRegionColor{0.16f, 0.27f, 0.32f};
// A node's edges by its depth: the first level near white, each deeper
// one darker, towards ink, so that the levels read apart on the teal.
constexpr harness::Color kShallowNodeColor{0.95f, 0.95f, 0.85f};
constexpr harness::Color kDeepNodeColor{0.08f, 0.12f, 0.18f};
constexpr int kDepthsShaded = 4;
harness::Color NodeColor(int depth) {
  const float t = static_cast<float>(std::min(depth - 1, kDepthsShaded)) / kDepthsShaded;
  return harness::Mix(kShallowNodeColor, kDeepNodeColor, t);
}
constexpr harness::Color kRayNodeColor{1.0f, 0.85f, 0.2f};
constexpr harness::Color kRayColor{1.0f, 1.0f, 1.0f};
constexpr float kSceneRadius = 2.0f * static_cast<float>(kHalfSize);

constexpr float kControlWidth = 180.0f;

std::optional<std::uint32_t> IdOf(const OctreeWorld& world, const std::string& text) {
  const auto index = harness::IndexOfId(text, world.objects().size());
  return index ? std::optional(static_cast<std::uint32_t>(*index)) : std::nullopt;
}

}  // namespace

OctreeSample::OctreeSample(harness::SampleHost& host) : Sample(host) {}

const std::vector<OctreeExpectation>& OctreeSample::Table() {
  // The default scene stepped twice over: the same table for every
  // instance, built once per run.
  static const std::vector<OctreeExpectation> kTable = OctreeExpectations();
  return kTable;
}

void OctreeSample::Initialize(int, int) {
  FrameRegion();
  static const std::vector<harness::PairCheck> kAnswers = Check();
  checks_ = kAnswers;
  for (const harness::PairCheck& check : checks_) {
    if (!check.passed)
      LogError(harness::MismatchSentence(check, true));
  }
  Measure();
}

void OctreeSample::FrameRegion() {
  const auto h = static_cast<float>(kHalfSize);
  std::vector<glm::vec3> corners;
  for (int c = 0; c < 8; ++c) {
    corners.emplace_back((c & 1) ? h : -h, (c & 2) ? h : -h, (c & 4) ? h : -h);
  }
  harness::CameraHome home;
  home.far_plane = 1000.0f;
  camera().FrameHome(home, corners);
}

void OctreeSample::Rebuild(OctreeSettings settings) {
  world_.Reset(settings);
  ++rebuilds_;
  hovered_.reset();
  selected_.reset();
  cursor_hit_.reset();
  Measure();
}

// The step's pairs through the tree, and brute force's when compared.
void OctreeSample::Measure() {
  touching_ = world_.TouchingPairs(&pair_cost_);
  touching_any_.assign(world_.objects().size(), false);
  for (const auto& [a, b] : touching_) {
    touching_any_[a] = true;
    touching_any_[b] = true;
  }
  agrees_with_brute_force_.reset();
  if (compare_with_brute_force_) {
    agrees_with_brute_force_ = world_.TouchingPairsBruteForce() == touching_;
  }
  if (cursor_ray_) {
    cursor_hit_ = world_.Raycast(*cursor_ray_, &cursor_cost_);
  }
}

void OctreeSample::Update(float dt) {
  if (paused_)
    return;
  world_.Step(dt);
  Measure();
}

void OctreeSample::Render() {
  DrawOrigin();
  const auto h = static_cast<float>(kHalfSize);
  draw().WireBox(collide::BoxShape(collide::Aabb{collide::Vec3(-h), collide::Vec3(h)}),
                 kRegionColor);
  if (draw_nodes_) {
    world_.tree().ForEachNode([&](const collide::Aabb& bounds, int depth, std::size_t) {
      if (depth > 0)
        draw().WireBox(collide::BoxShape(bounds), NodeColor(depth));
    });
  }
  if (draw_ray_nodes_ && cursor_ray_) {
    for (const collide::Aabb& bounds : world_.NodesOnRay(*cursor_ray_)) {
      draw().WireBox(collide::BoxShape(bounds), kRayNodeColor);
    }
  }
  const auto& objects = world_.objects();
  for (std::uint32_t id = 0; id < objects.size(); ++id) {
    harness::Color color = id < touching_any_.size() && touching_any_[id] ? kRed : kBlue;
    if (hovered_ == id || selected_ == id || (cursor_hit_ && cursor_hit_->id == id)) {
      color = harness::HoverColor(color);
    }
    harness::DrawShape(draw(), objects[id].shape, color, kSceneRadius);
  }
  ExplainClickedRay();
  if (explained_ray_) {
    const collide::Vec3& from = explained_ray_->origin;
    draw().Line(from, from + explained_ray_->direction * (4.0 * kHalfSize), kRayColor);
    harness::widgets::DrawWhyStep(draw(), why_, kSceneRadius);
  }
  if (cursor_hit_ && cursor_ray_) {
    const collide::Vec3 at = cursor_ray_->origin + cursor_hit_->t * cursor_ray_->direction;
    draw().Point(at, 10.0f, kRayColor);
    draw().Text(at, ObjectName(world_, cursor_hit_->id), kRayColor);
  }
  // Named: the shape under the cursor and the selected one; the others are
  // counted ("298 labels hidden"), as in every crowd.
  int named = cursor_hit_ ? 1 : 0;
  std::vector<std::uint32_t> ids;
  if (hovered_) {
    ids.push_back(*hovered_);
  }
  if (selected_ && selected_ != hovered_) {
    ids.push_back(*selected_);
  }
  for (const std::uint32_t id : ids) {
    if (id < objects.size() && !(cursor_hit_ && cursor_hit_->id == id)) {
      draw().Text(collide::AnchorOf(objects[id].shape), ObjectName(world_, id),
                  harness::colors::kWhite);
      ++named;
    }
  }
  draw().LabelsLeftOut(static_cast<int>(objects.size()) - named);
}

bool OctreeSample::KeyPressed(int key) {
  if (key == GLFW_KEY_SPACE) {
    paused_ = !paused_;
    return true;
  }
  if (key == GLFW_KEY_S) {
    paused_ = true;
    world_.Step(1.0 / 60.0);
    Measure();
    return true;
  }
  if (key == GLFW_KEY_D) {
    draw_nodes_ = !draw_nodes_;
    return true;
  }
  if ((key == GLFW_KEY_LEFT || key == GLFW_KEY_RIGHT) && explained_ray_)
    return why_.Step(key == GLFW_KEY_RIGHT ? 1 : -1);
  if (key == GLFW_KEY_ESCAPE && explained_ray_) {  // before it quits
    explained_ray_.reset();
    LogInfo("cleared the explained ray");
    return true;
  }
  return false;
}

std::vector<harness::ControlHelp> OctreeSample::Controls() const {
  std::vector<harness::ControlHelp> controls = {
      {"Space", "pause or resume", {GLFW_KEY_SPACE}},
      {"S", "one step (pauses)", {GLFW_KEY_S}},
      {"D", "draw the tree's nodes", {GLFW_KEY_D}},
      {"Cursor", "a ray through the tree: the shape it hits, the nodes it entered", {}},
      {"Click in the view", "explain the ray through the cursor in the Why panel", {}}};
  if (explained_ray_) {
    controls.push_back({"Left / Right",
                        "step back / on through the clicked ray's Why",
                        {GLFW_KEY_LEFT, GLFW_KEY_RIGHT}});
    controls.push_back({"Esc", "clear the explained ray (a second Esc quits)", {GLFW_KEY_ESCAPE}});
  }
  return controls;
}

std::optional<harness::PickProxy> OctreeSample::PickAlongRay(const collide::Ray& ray,
                                                             double) const {
  cursor_ray_ = ray;
  cursor_hit_ = world_.Raycast(ray, &cursor_cost_);
  if (!cursor_hit_)
    return std::nullopt;
  const std::uint32_t id = cursor_hit_->id;
  const collide::StaticShape& shape = world_.objects()[id].shape;
  harness::PickProxy proxy;
  proxy.id = std::to_string(id);
  proxy.label = ObjectName(world_, id);
  proxy.center = collide::AnchorOf(shape);
  proxy.shape = harness::PickHandle{proxy.center};
  proxy.movable = false;
  return proxy;
}

void OctreeSample::SetHovered(const std::optional<std::string>& id) {
  hovered_ = id ? IdOf(world_, *id) : std::nullopt;
}

void OctreeSample::Select(const std::optional<std::string>& id) {
  selected_ = id ? IdOf(world_, *id) : std::nullopt;
  // The click's ray: the cursor's as the mouse last cast it, hit or miss.
  if (cursor_ray_) {
    explained_ray_ = cursor_ray_;
    ++explained_serial_;
  }
}

void OctreeSample::ExplainClickedRay() {
  if (!explained_ray_) {
    why_.Clear();
    return;
  }
  why_.Show("clicked ray " + std::to_string(explained_serial_),
            {static_cast<std::uint64_t>(world_.steps()), world_.tree().node_count(), rebuilds_},
            [&] { return world_.ExplainRay(*explained_ray_, "the clicked ray"); });
}

std::optional<std::vector<std::string>> OctreeSample::ExplainLines(
    const std::vector<std::string>& pair, const std::string& algorithm) const {
  if (pair.size() != 2)
    throw harness::WhyError("octree explains a --check ray: --pair \"ray 3,nearest\"");
  return harness::WhyLines(ExplainCheckRay(
      pair[0], pair[1], algorithm.empty() ? std::nullopt : std::optional<std::string>(algorithm)));
}

void OctreeSample::LoadScene(const harness::Scene& scene) {
  throw harness::InputError(scene.file, "$",
                            "octree takes no scene file: its shapes come from a count and a "
                            "fixed seed");
}

std::string OctreeSample::About() const {
  return "Chapter 5, Octree: a few hundred spheres, boxes, triangles and "
         "models (icospheres, tori "
         "and cubes) in a cube of 40 units, "
         "some moving, kept in an octree. A node splits into eight when it "
         "holds more than 8 "
         "shapes; a shape lives in the deepest node that holds it strictly "
         "inside its split "
         "planes, so one that touches a plane stays above it, and moving "
         "shapes are taken out "
         "and put back in. Pairs, picking and the cursor's ray cast run "
         "through the tree. "
         "Shows how many nodes and shapes each query visits against testing "
         "every shape, and "
         "that the answers are the same: --check holds every pair and 24 ray "
         "casts through "
         "the tree to brute force, at the start and after 120 steps.";
}

// The panel: the count, the moving share, pause / step / reset, what the
// last step's pair finding and the cursor's ray cast visited against brute
// force, and the --check table's summary.
void OctreeSample::UpdatePanel() {
  CountControls();
  if (ImGui::Button(paused_ ? "Resume" : "Pause"))
    paused_ = !paused_;
  harness::widgets::SameLineIfRoom(harness::widgets::ButtonWidth("Step"));
  if (ImGui::Button("Step")) {
    paused_ = true;
    world_.Step(1.0 / 60.0);
    Measure();
  }
  harness::widgets::SameLineIfRoom(harness::widgets::ButtonWidth("Reset"));
  if (ImGui::Button("Reset"))
    Rebuild(world_.settings());
  ImGui::Checkbox("draw nodes (D)", &draw_nodes_);
  harness::widgets::SameLineIfRoom(harness::widgets::CheckboxWidth("the cursor ray's nodes"));
  ImGui::Checkbox("the cursor ray's nodes", &draw_ray_nodes_);
  if (ImGui::Checkbox("compare with brute force", &compare_with_brute_force_))
    Measure();
  harness::widgets::HelpMarker(
      "Finds the touching pairs again by testing every pair of bounds, N (N - "
      "1) / 2 of them, "
      "each step, and says whether the tree's answer is the same.");
  QueryReadout();
  harness::widgets::ParagraphDisabled(
      explained_ray_ ? "Why? below: the clicked ray's walk through the tree (Esc clears it)."
                     : "Click in the view: the ray through the cursor is explained step by "
                       "step in a Why? panel here.");
  ExplainClickedRay();
  harness::widgets::WhyPanel(why_);

  ImGui::Separator();
  ImGui::TextUnformatted("--check");
  harness::widgets::CheckOnlySummary(checks_, ExpectationCount());
  harness::widgets::Paragraph(
      "300 shapes at steps 0 and 120: every touching "
      "pair, and 24 rays' nearest hits, through "
      "the tree against brute force.");
}

void OctreeSample::CountControls() {
  // The scene is rebuilt once, when a slider is let go.
  if (!count_dragged_)
    draft_ = world_.settings();
  ImGui::SetNextItemWidth(harness::widgets::FieldWidth(kControlWidth, "moving share"));
  harness::widgets::SliderInteger("shapes", &draft_.count, kMinCount, kMaxCount, "%d",
                                  "shape count", log(), true);
  const bool count_active = ImGui::IsItemActive();
  const bool count_done = ImGui::IsItemDeactivatedAfterEdit();
  ImGui::SetNextItemWidth(harness::widgets::FieldWidth(kControlWidth, "moving share"));
  harness::widgets::SliderNumber("moving share", &draft_.moving_share, 0.0, 1.0, "%.2f",
                                 "moving share", log());
  count_dragged_ = count_active || ImGui::IsItemActive();
  if (count_done || ImGui::IsItemDeactivatedAfterEdit())
    Rebuild(draft_);
}

void OctreeSample::QueryReadout() const {
  const std::size_t n = world_.objects().size();
  harness::widgets::ParagraphF("step %d: %zu shapes, a tree of %zu nodes", world_.steps(), n,
                               world_.tree().node_count());
  harness::widgets::ParagraphF(
      "pairs: %zu touching; the tree tested %zu pairs "
      "of bounds in %zu nodes, brute force %zu",
      touching_.size(), pair_cost_.tree.objects_tested, pair_cost_.tree.nodes_visited,
      pair_cost_.brute_force_tests);
  if (agrees_with_brute_force_) {
    ImGui::TextColored(
        *agrees_with_brute_force_ ? ImVec4(0.5f, 1, 0.5f, 1) : ImVec4(1, 0.4f, 0.4f, 1), "%s",
        *agrees_with_brute_force_ ? "same pairs as brute force"
                                  : "DIFFERENT pairs from brute force");
  }
  if (!cursor_ray_) {
    harness::widgets::ParagraphDisabled("Move the cursor over the view to cast a ray.");
    return;
  }
  const std::string hit = cursor_hit_ ? ObjectName(world_, cursor_hit_->id) : "nothing";
  const std::size_t nodes = cursor_cost_.tree.nodes_visited;
  const std::size_t shapes = cursor_cost_.tree.objects_tested;
  harness::widgets::ParagraphF(
      "cursor ray: hits %s; the tree entered %zu %s and tested %zu %s, brute "
      "force %zu",
      hit.c_str(), nodes, nodes == 1 ? "node" : "nodes", shapes, shapes == 1 ? "shape" : "shapes",
      cursor_cost_.brute_force_tests);
}

namespace {

const harness::SampleRegistration kRegistration{
    {kSampleId, "Scene management", "Octree",
     [](harness::SampleHost& host) { return std::make_unique<OctreeSample>(host); }}};

}  // namespace
}  // namespace octree_sample
