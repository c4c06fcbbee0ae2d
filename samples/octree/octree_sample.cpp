// The octree sample's state, keys, drawing and mouse (octree_sample.h).
#define GLFW_INCLUDE_NONE
#include "octree/octree_sample.h"

#include <GLFW/glfw3.h>

#include <algorithm>
#include <charconv>
#include <memory>

#include "harness/draw/camera.h"
#include "harness/sample/sample_registry.h"
#include "harness/scene/json_reader.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace octree_sample {
namespace {

using harness::colors::kBlue;
using harness::colors::kRed;

constexpr harness::Color kRegionColor{0.16f, 0.27f, 0.32f};
constexpr harness::Color kNodeColor{0.35f, 0.45f, 0.5f};
constexpr harness::Color kRayNodeColor{1.0f, 0.85f, 0.2f};
constexpr harness::Color kRayColor{1.0f, 1.0f, 1.0f};
constexpr float kSceneRadius = 2.0f * static_cast<float>(kHalfSize);

std::optional<std::uint32_t> IdOf(const OctreeWorld& world, const std::string& text) {
  std::uint32_t id = 0;
  const char* end = text.data() + text.size();
  const auto [ptr, error] = std::from_chars(text.data(), end, id);
  if (error != std::errc() || ptr != end || id >= world.objects().size())
    return std::nullopt;
  return id;
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
        draw().WireBox(collide::BoxShape(bounds), kNodeColor);
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
  if (cursor_hit_ && cursor_ray_) {
    const collide::Vec3 at = cursor_ray_->origin + cursor_hit_->t * cursor_ray_->direction;
    draw().Point(at, 10.0f, kRayColor);
    draw().Text(at, ObjectName(world_, cursor_hit_->id), kRayColor);
  }
  if (selected_) {
    draw().Text(collide::AnchorOf(objects[*selected_].shape), ObjectName(world_, *selected_),
                harness::colors::kWhite);
  }
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
  return false;
}

std::vector<harness::ControlHelp> OctreeSample::Controls() const {
  return {{"Space", "pause or resume", {GLFW_KEY_SPACE}},
          {"S", "one step (pauses)", {GLFW_KEY_S}},
          {"D", "draw the tree's nodes", {GLFW_KEY_D}},
          {"Cursor", "a ray through the tree: the shape it hits, the nodes it entered", {}}};
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
}

void OctreeSample::LoadScene(const harness::Scene& scene) {
  throw harness::InputError(scene.file, "$",
                            "octree takes no scene file: its shapes come from a count and a "
                            "fixed seed");
}

std::string OctreeSample::About() const {
  return "Chapter 5, Octree: a few hundred spheres, boxes, triangles and models (icospheres, tori "
         "and cubes) in a cube of 40 units, "
         "some moving, kept in an octree. A node splits into eight when it holds more than 8 "
         "shapes; a shape lives in the deepest node that holds it strictly inside its split "
         "planes, so one that touches a plane stays above it, and moving shapes are taken out "
         "and put back in. Pairs, picking and the cursor's ray cast run through the tree. "
         "Shows how many nodes and shapes each query visits against testing every shape, and "
         "that the answers are the same: --check holds every pair and 24 ray casts through "
         "the tree to brute force, at the start and after 120 steps.";
}

namespace {

const harness::SampleRegistration kRegistration{
    {kSampleId, "Scene management", "Octree",
     [](harness::SampleHost& host) { return std::make_unique<OctreeSample>(host); }}};

}  // namespace
}  // namespace octree_sample
