#pragma once

// The sphere-crowd sample ("Stress"): the sphere-sphere rule at scale. N
// spheres move in a box (collide/motion/sphere_crowd.h gives the motion,
// harness::CrowdWorld the steps through a broad phase); a sphere is red
// while it overlaps another and blue otherwise. The broad phase that finds
// the candidate pairs is chosen in the panel, which shows the pair count and
// each phase's time; the step runs on the threads set there (--jobs, by
// default every core), with the same pairs on any number. The mouse picks a sphere in one pass over
// the crowd (harness/many_shapes/indexed_picking.h). sphere_crowd.cpp: the state, keys and drawing;
// sphere_crowd_panel.cpp: the panel; sphere_crowd_checks.cpp: the --check table.

#include <any>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "harness/many_shapes/crowd_world.h"
#include "harness/sample_api/check.h"
#include "harness/sample_api/pickable.h"
#include "harness/sample_api/sample.h"

namespace sphere_crowd {

inline constexpr const char* kSampleId = "sphere-crowd";
inline constexpr int kMinCount = 10;
inline constexpr int kMaxCount = 100'000;
// Smooth in a window under a software renderer, and many overlaps to see.
inline constexpr int kDefaultCount = 5'000;
inline constexpr uint64_t kSeed = 20261124;
inline constexpr double kMaxSpread = 100.0;
// The panel's threads slider (its default: the cores, collide::DefaultJobs;
// --jobs may ask for more, up to collide::kMaxJobs).
inline constexpr int kMaxThreads = 64;

// The --check table: at N = 2,000 (the default motion, the sample's seed),
// at the start and after 100 steps, every broad phase's set of overlapping
// pairs equals brute force's. Each pair any strategy reports, and each pair
// brute force reports, is one expectation per strategy and moment: "spheres
// 12 and 40" should intersect (brute force has it) or not (it does not),
// answered by that strategy; so each missing or extra pair is a named
// failing check.
inline constexpr int kCheckCount = 2'000;
inline constexpr int kCheckSteps[] = {0, 100};

struct CrowdExpectation {
  collide::BroadPhaseKind kind;  // the strategy checked against brute force
  int steps = 0;
  collide::BodyPair pair;
  bool overlaps = false;  // brute force's answer
};

// The table, from brute force and what every strategy reports.
std::vector<CrowdExpectation> CrowdExpectations();
// Each expectation answered by its strategy, one check each, in order.
std::vector<harness::PairCheck> CheckCrowd(const std::vector<CrowdExpectation>& table);

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

  // The mouse: hover and select, answered by one pass over the crowd; no
  // move, resize or turn.
  std::optional<harness::PickProxy> PickAlongRay(const collide::Ray& ray,
                                                 double handle_slope) const override;
  void SetHovered(const std::optional<std::string>& id) override;
  void Select(const std::optional<std::string>& id) override;
  std::vector<std::string> SelectedShapes() const override;
  // F: the selected sphere, else the crowd's box.
  std::vector<glm::vec3> PointsToFrame(const std::vector<std::string>& ids) const override;
  harness::ShapeMouse ShapeMouseActions() const override { return {.select = true}; }
  std::string CannotSaveReason() const override {
    return "sphere-crowd has no scene file: its crowd comes from its count "
           "(--count) and a "
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
  void SetJobs(int jobs) override { world_.SetJobs(jobs); }
  int jobs() const { return world_.jobs(); }
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
  void ThreadsControl();
  void StepStatsTable() const;
  void SelectionText() const;

  CrowdControls controls_;
  harness::CrowdWorld world_;
  bool paused_ = false;
  std::uint64_t revision_ = 0;
  std::vector<harness::PairCheck> checks_;  // the table's answers, for the panel

  CrowdControls draft_;  // the sliders' values while dragged
  bool count_dragged_ = false;
  bool spread_dragged_ = false;
  int threads_draft_ = 1;  // the threads slider while dragged
  bool threads_dragged_ = false;

  // The cross-check: its brute force and buffers are kept from step to
  // step while it is on, released when it is turned off.
  bool compare_with_brute_force_ = false;
  harness::BruteForceComparison comparison_;
  harness::BruteForceComparison::Difference difference_;

  // Spheres by index: a sphere keeps its index as the crowd moves, so the
  // selection follows it.
  std::optional<int> hovered_;
  std::optional<int> selected_;
};

}  // namespace sphere_crowd
