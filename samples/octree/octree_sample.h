#pragma once

// The octree sample ("Scene management", the tutorial's chapter 5): a few
// hundred spheres, boxes and triangles, some moving, kept in an octree that
// re-inserts them as they move. Pairs, picking and the cursor's ray cast
// run through the tree; the panel shows what each query visited beside
// brute force, and the view can draw the tree's nodes and the nodes the
// cursor's ray entered. octree_world.h holds the scene, octree_checks.h the
// --check table; octree_sample.cpp the state, keys, drawing and mouse;
// octree_panel.cpp the panel.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "harness/sample/pickable.h"
#include "harness/sample/sample.h"
#include "octree/octree_checks.h"
#include "octree/octree_world.h"

namespace octree_sample {

inline constexpr const char* kSampleId = "octree";

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
  harness::ShapeMouse ShapeMouseActions() const override { return {.select = true}; }
  std::string CannotSaveReason() const override {
    return "octree has no scene file: its shapes come from a count and a fixed seed";
  }

  std::size_t ExpectationCount() const override { return Table().size(); }
  std::vector<harness::PairCheck> Check() const override { return CheckOctree(Table()); }
  void LoadScene(const harness::Scene& scene) override;

 private:
  static const std::vector<OctreeExpectation>& Table();
  void Rebuild(OctreeSettings settings);
  void Measure();
  void FrameRegion();
  void CountControls();
  void QueryReadout() const;

  OctreeWorld world_;
  bool paused_ = false;
  bool draw_nodes_ = false;
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
};

}  // namespace octree_sample
