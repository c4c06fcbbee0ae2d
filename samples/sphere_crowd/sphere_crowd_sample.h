#pragma once

// The sphere-crowd sample ("Stress"): the sphere-sphere rule at scale. N
// spheres move in a box (collide/sphere_crowd.h gives the motion); a sphere
// is red while it overlaps another and blue otherwise. The broad phase that
// finds the candidate pairs is chosen in the panel, which shows the pair
// count and each phase's time. Its --check table is sphere_crowd_checks.h's.
// sphere_crowd.cpp: the state, keys and drawing; sphere_crowd_panel.cpp: the
// panel.

#include <any>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "harness/sample/sample.h"
#include "sphere_crowd/sphere_crowd_checks.h"
#include "sphere_crowd/sphere_crowd_world.h"

namespace sphere_crowd {

inline constexpr const char* kSampleId = "sphere-crowd";
inline constexpr double kMaxSpread = 100.0;

// Everything a user sets; an undo step puts it back.
struct CrowdControls {
  int count = kDefaultCount;
  double radius_spread = 1.0;
  collide::BroadPhaseKind broad_phase = collide::BroadPhaseKind::kUniformGrid;

  bool operator==(const CrowdControls&) const = default;
};

class SphereCrowdSample final : public harness::Sample,
                                public harness::Pickable,
                                public harness::Undoable,
                                public harness::Scalable {
 public:
  explicit SphereCrowdSample(harness::SampleHost& host);

  void Initialize(int width, int height) override;
  void Update(float dt) override;
  void Render() override;
  void UpdatePanel() override;
  bool KeyPressed(int key) override;
  std::vector<harness::ControlHelp> Controls() const override;
  std::string About() const override;
  const harness::TestCounter* test_counter() const override { return &world_.tests(); }
  harness::Pickable* picking() override { return this; }
  harness::Undoable* undo() override { return this; }
  harness::Scalable* scale() override { return this; }

  // The mouse (sphere_crowd_pick.h): hover and select, answered by one pass
  // over the crowd; no move, resize or turn.
  std::optional<harness::PickProxy> PickAlongRay(const collide::Ray& ray,
                                                 double handle_slope) const override;
  void SetHovered(const std::optional<std::string>& id) override;
  void Select(const std::optional<std::string>& id) override;
  harness::ShapeMouse ShapeMouseActions() const override { return {.select = true}; }
  std::string CannotSaveReason() const override {
    return "sphere-crowd has no scene file: its crowd comes from its count (--count) and a "
           "fixed seed";
  }

  std::size_t ExpectationCount() const override { return Table().size(); }
  std::vector<harness::PairCheck> Check() const override { return CheckCrowd(Table()); }
  void LoadScene(const harness::Scene& scene) override;

  std::any Snapshot() const override { return controls_; }
  void Restore(const std::any& snapshot) override;
  std::uint64_t Revision() const override { return revision_; }

  int BodyCount() const override { return world_.crowd().size(); }
  bool SetBodyCount(int count, std::string* error) override;
  harness::StepStats LastStepStats() const override;

 private:
  // The --check table, built on first use: it steps three crowds of 2,000.
  static const std::vector<CrowdExpectation>& Table();
  collide::CrowdSettings Settings() const;
  // A new crowd from the controls (count, spread), framed by the camera.
  void Rebuild();
  void Apply(const CrowdControls& controls);
  void FrameBox();
  // Brute force over the current crowd, when the panel's cross-check is on.
  void CompareWithBruteForce();
  void CountAndSpreadControls();
  void BroadPhaseControls();
  void StepStatsTable() const;
  void SelectionText() const;

  CrowdControls controls_;
  CrowdWorld world_;
  bool paused_ = false;
  std::uint64_t revision_ = 0;
  std::vector<harness::PairCheck> checks_;  // the table's answers, for the panel

  CrowdControls draft_;  // the sliders' values while dragged
  bool count_dragged_ = false;
  bool spread_dragged_ = false;

  // The cross-check's brute force and buffers, kept from step to step while
  // it is on so that, once grown, a step allocates nothing; released when it
  // is turned off.
  struct BruteForceComparison {
    std::unique_ptr<collide::BroadPhase> brute_force;
    std::vector<collide::Aabb> bounds;
    std::vector<collide::BodyPair> candidates;
    std::vector<collide::BodyPair> reference;  // brute force's overlapping pairs
    std::vector<collide::BodyPair> found;      // the chosen broad phase's, sorted
    std::vector<collide::BodyPair> difference;
  };

  bool compare_with_brute_force_ = false;
  BruteForceComparison comparison_;
  std::size_t missing_pairs_ = 0;  // brute force's pairs the broad phase did not find
  std::size_t extra_pairs_ = 0;

  // Spheres by index: a sphere keeps its index as the crowd moves, so the
  // selection follows it.
  std::optional<int> hovered_;
  std::optional<int> selected_;
};

}  // namespace sphere_crowd
