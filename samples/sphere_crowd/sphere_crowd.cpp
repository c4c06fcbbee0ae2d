// The sphere-crowd sample's state, keys and drawing (sphere_crowd_sample.h).
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <algorithm>
#include <charconv>
#include <memory>
#include <vector>

#include "collide/parallel/parallel_items.h"
#include "harness/draw/camera.h"
#include "harness/many_shapes/indexed_picking.h"
#include "harness/scene/json_reader.h"
#include "sphere_crowd/sphere_crowd_sample.h"

namespace sphere_crowd {
namespace {

using harness::colors::kBlue;
using harness::colors::kRed;

constexpr harness::Color kBoxColor{0.16f, 0.27f, 0.32f};
constexpr double kOutlineScale = 1.2;

// The crowd's box [0, l]^3.
collide::Aabb CrowdBox(const collide::SphereCrowd& crowd) {
  return {collide::Vec3(0.0), collide::Vec3(crowd.box_size())};
}

}  // namespace

SphereCrowdSample::SphereCrowdSample(harness::SampleHost& host)
    : Sample(host), world_(Settings(), controls_.broad_phase) {
  world_.SetJobs(collide::DefaultJobs());
}

collide::CrowdSettings SphereCrowdSample::Settings() const {
  collide::CrowdSettings settings;
  settings.count = controls_.count;
  settings.radius_spread = controls_.radius_spread;
  settings.seed = kSeed;
  return settings;
}

void SphereCrowdSample::Initialize(int, int) {
  FrameBox();
  // Like the table, the same answers for every instance: computed once.
  static const std::vector<harness::PairCheck> kAnswers = Check();
  checks_ = kAnswers;
  for (const harness::PairCheck& check : checks_) {
    if (!check.passed) {
      LogError(harness::MismatchSentence(check, true));
    }
  }
}

const std::vector<CrowdExpectation>& SphereCrowdSample::Table() {
  // Fixed count, seed and steps: the same table for every instance, built
  // once per run (switching samples would otherwise step three crowds of
  // 2,000 each time).
  static const std::vector<CrowdExpectation> kTable = CrowdExpectations();
  return kTable;
}

std::vector<std::string> SphereCrowdSample::SelectedShapes() const {
  return selected_ ? std::vector<std::string>{std::to_string(*selected_)}
                   : std::vector<std::string>{};
}

std::vector<glm::vec3> SphereCrowdSample::PointsToFrame(const std::vector<std::string>& ids) const {
  const collide::SphereCrowd& crowd = world_.crowd();
  std::vector<glm::vec3> points;
  for (const std::string& id : ids) {
    int i = -1;
    const auto [end, error] = std::from_chars(id.data(), id.data() + id.size(), i);
    if (error != std::errc() || end != id.data() + id.size() || i < 0 || i >= crowd.size()) {
      continue;
    }
    const float r = static_cast<float>(crowd.radius(i));
    const glm::vec3 c(crowd.position(i));
    for (const glm::vec3& step : {glm::vec3(r, 0, 0), glm::vec3(0, r, 0), glm::vec3(0, 0, r)}) {
      points.push_back(c + step);
      points.push_back(c - step);
    }
  }
  if (ids.empty()) {
    for (const collide::Vec3& corner : collide::Corners(CrowdBox(crowd))) {
      points.push_back(harness::ToFloat(corner));
    }
  }
  return points;
}

void SphereCrowdSample::FrameBox() {
  std::vector<glm::vec3> corners;
  for (const collide::Vec3& corner : collide::Corners(CrowdBox(world_.crowd()))) {
    corners.push_back(harness::ToFloat(corner));
  }
  harness::CameraHome home;
  home.far_plane = std::max(1000.0f, 8.0f * static_cast<float>(world_.crowd().box_size()));
  camera().FrameHome(home, corners);
}

void SphereCrowdSample::Rebuild() {
  world_.Reset(Settings());
  if (selected_ >= world_.crowd().size()) {
    selected_.reset();  // fewer spheres now
  }
  hovered_.reset();
  FrameBox();
  CompareWithBruteForce();
}

void SphereCrowdSample::Apply(const CrowdControls& controls) {
  const bool new_crowd =
      controls.count != controls_.count || controls.radius_spread != controls_.radius_spread;
  const bool new_broad_phase = controls.broad_phase != controls_.broad_phase;
  controls_ = controls;
  ++revision_;
  if (new_crowd) {
    Rebuild();
  } else if (new_broad_phase) {
    world_.SetBroadPhase(controls_.broad_phase);
    CompareWithBruteForce();
  }
}

void SphereCrowdSample::Restore(const std::any& snapshot) {
  if (const auto* controls = std::any_cast<CrowdControls>(&snapshot)) {
    Apply(*controls);
  }
}

bool SphereCrowdSample::SetBodyCount(int count, std::string* error) {
  if (count < kMinCount || count > kMaxCount) {
    *error = "sphere-crowd takes " + std::to_string(kMinCount) + " to " +
             std::to_string(kMaxCount) + " spheres, not " + std::to_string(count);
    return false;
  }
  CrowdControls controls = controls_;
  controls.count = count;
  Apply(controls);
  return true;
}

harness::StepStats SphereCrowdSample::LastStepStats() const {
  harness::StepStats stats;
  stats.broadphase_ms = world_.broadphase_ms();
  stats.narrowphase_ms = world_.narrowphase_ms();
  stats.pairs = static_cast<long long>(world_.pairs().size());
  stats.extra_names = {"candidates"};
  stats.extra_values = {static_cast<double>(world_.candidates())};
  return stats;
}

void SphereCrowdSample::LoadScene(const harness::Scene& scene) {
  throw harness::InputError(scene.file, "$",
                            "sphere-crowd takes no scene file: its crowd comes from its count "
                            "(--count) and a fixed seed");
}

void SphereCrowdSample::Update(float) {
  if (!paused_) {
    world_.Step();
    CompareWithBruteForce();
  }
}

void SphereCrowdSample::CompareWithBruteForce() {
  difference_ = {};
  if (!compare_with_brute_force_) {
    comparison_.Release();
    return;
  }
  difference_ = comparison_.Compare(world_);
}

void SphereCrowdSample::Render() {
  const collide::SphereCrowd& crowd = world_.crowd();
  const std::vector<uint8_t>& overlapping = world_.overlapping();
  const auto color = [&](int i) { return overlapping[static_cast<size_t>(i)] != 0 ? kRed : kBlue; };
  for (int i = 0; i < crowd.size(); ++i) {
    const bool lit = i == hovered_ || i == selected_;
    draw().ShapeSphere(glm::vec3(crowd.position(i)), static_cast<float>(crowd.radius(i)),
                       lit ? harness::HoverColor(color(i)) : color(i));
  }
  // Named by its index above it: the sphere under the cursor and the
  // selected one. The others are counted, not named ("4,998 labels
  // hidden"): in a crowd their names would cover the spheres.
  std::vector<int> named;
  if (hovered_) {
    named.push_back(*hovered_);
  }
  if (selected_ && selected_ != hovered_) {
    named.push_back(*selected_);
  }
  for (const int i : named) {
    draw().Text(
        glm::vec3(crowd.position(i)) + glm::vec3(0.0f, static_cast<float>(crowd.radius(i)), 0.0f),
        std::to_string(i), harness::colors::kWhite);
  }
  draw().LabelsLeftOut(crowd.size() - static_cast<int>(named.size()));
  if (selected_) {
    // An outline a little outside the sphere, white, so it shows in a crowd.
    draw().WireSphere(glm::vec3(crowd.position(*selected_)),
                      static_cast<float>(crowd.radius(*selected_) * kOutlineScale),
                      harness::colors::kWhite);
  }
  draw().WireBox(collide::BoxShape(CrowdBox(crowd)), kBoxColor);
}

bool SphereCrowdSample::KeyPressed(int key) {
  switch (key) {
    case GLFW_KEY_SPACE:
      paused_ = !paused_;
      return true;
    case GLFW_KEY_S:
      paused_ = true;
      world_.Step();
      CompareWithBruteForce();
      return true;
    case GLFW_KEY_R:
      Rebuild();
      return true;
    default:
      return false;
  }
}

std::vector<harness::ControlHelp> SphereCrowdSample::Controls() const {
  return {{"Space", "pause or resume", {GLFW_KEY_SPACE}},
          {"S", "one step (pauses)", {GLFW_KEY_S}},
          {"R", "reset: the crowd as it started", {GLFW_KEY_R}},
          {"Click a sphere",
           "select it: outlined in white, its radius, place and overlap in the "
           "panel (the "
           "cursor names the sphere under it)",
           {}},
          {"No drag, resize or save",
           "the crowd is made from its count, spread and a fixed seed, and "
           "moves every step: "
           "change it with the panel's sliders (R resets it)",
           {}}};
}

std::optional<harness::PickProxy> SphereCrowdSample::PickAlongRay(const collide::Ray& ray,
                                                                  double) const {
  const std::optional<int> index = harness::FirstSphereOnRay(world_.crowd(), ray);
  if (!index) {
    return std::nullopt;
  }
  return harness::CrowdProxy(world_.crowd(), *index);
}

void SphereCrowdSample::SetHovered(const std::optional<std::string>& id) {
  hovered_ = id ? harness::CrowdIndex(world_.crowd(), *id) : std::nullopt;
}

void SphereCrowdSample::Select(const std::optional<std::string>& id) {
  selected_ = id ? harness::CrowdIndex(world_.crowd(), *id) : std::nullopt;
}

std::string SphereCrowdSample::About() const {
  return "Collision Lab's own, from no seed: the sphere-sphere rule of seeds "
         "000/001 at scale: N "
         "spheres move in a box, each red while it overlaps "
         "another and blue otherwise. A broad phase finds the candidate pairs "
         "over the spheres' "
         "bounds; the exact test (centre distance <= the sum of the radii) "
         "decides. The grid is "
         "linear for similar sizes and degrades as the radius spread grows; it "
         "keeps the pairs "
         "of bounds grown by a skin and searches again only when a sphere "
         "leaves its skin, "
         "every few steps, so its time jumps on those steps (the panel shows "
         "the mean too). "
         "Sort-and-sweep keeps its order from step to step. Shows what a broad "
         "phase saves over "
         "testing every "
         "pair, "
         "and where each one slows down. --check compares every broad phase's "
         "pairs with "
         "brute force's at N = 2,000, at the start and after 100 steps.";
}

namespace {

const harness::SampleRegistration kRegistration{
    {kSampleId, "Stress", "Sphere crowd (broad phases)",
     [](harness::SampleHost& host) { return std::make_unique<SphereCrowdSample>(host); }}};

}  // namespace
}  // namespace sphere_crowd
