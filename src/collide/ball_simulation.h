#pragma once

// Seed 002's moving-ball simulation: balls under gravity in a world of planes
// and infinite cylinders. Each step adds gravity to every velocity once
// (v += g dt), then moves the balls in straight lines: find the earliest
// contact in what is left of the step, move every ball to it, respond, and go
// on with the rest. Walls and cylinders reflect the velocity (speed kept);
// two balls exchange momentum elastically along the line of centres.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "collide/cylinder.h"
#include "collide/plane.h"
#include "collide/time_of_impact.h"
#include "collide/vec.h"

namespace collide {

struct Ball {
  Vec3 center{0.0};
  Vec3 velocity{0.0};
  double radius = 20.0;
  double mass = 1.0;
};

inline MovingSphere ToMovingSphere(const Ball& ball) {
  return {ball.center, ball.velocity, ball.radius};
}

struct BallWorld {
  std::vector<Plane> planes;
  std::vector<Cylinder> cylinders;
  std::vector<Ball> balls;
  Vec3 gravity{0.0, -0.05, 0.0};
  double time_step = 0.6;
};

enum class ContactSearch {
  // After each contact every ball is tested against everything over what is
  // left of the step: the seed's loop (the sliced search re-slices the rest
  // of the step every time). O(n log n + candidate pairs) per contact.
  kFull,
  // After each contact only the balls it changed (and those whose next
  // contact was with them) are searched again; every other pair keeps its
  // earlier answer. The same contacts as `full` for `analytic` up to
  // rounding; for `sliced`, a kept answer is on the slices of the rest of the
  // step as it was when that pair was last searched. O(n) per contact.
  kIncremental,
};

struct BallSimulationSettings {
  // The seed's method by default; `analytic` is the exact answer beside it.
  BallBallMethod method = BallBallMethod::kSliced;
  int slices = kSeedSliceCount;
  ContactSearch search = ContactSearch::kIncremental;
  // Contacts handled per step before the rest of the step is given up (the
  // balls then keep their positions: time is lost rather than a ball pushed
  // into a wall). Elastic chains at one instant (a stack on the floor) take a
  // few events per ball; the cap only stops a pathological loop.
  int max_events_per_step = 10000;
  // Also search the next step's first contact after each step (costs about
  // one more contact search).
  bool predict_next_contact = true;
};

enum class ContactKind { kBallBall, kBallPlane, kBallCylinder };

struct Contact {
  ContactKind kind = ContactKind::kBallPlane;
  int ball = -1;      // index into BallWorld::balls
  int other = -1;     // the second ball, or the plane / cylinder index
  double time = 0.0;  // from the start of the step
  Vec3 point{0.0};    // on the surfaces (between them when the sliced search stops short)
  Vec3 normal{0.0};   // unit; from `other` towards `ball`
  Vec3 ball_center{0.0};
  Vec3 other_center{0.0};  // ball_ball only
};

struct StepReport {
  // In the order handled: by time; at one instant by the lower ball index,
  // then walls, cylinders, balls.
  std::vector<Contact> contacts;
  // The first contact the next step will find if nothing is edited; its time
  // is measured from the start of that step.
  std::optional<Contact> predicted_next;
  std::vector<Vec3> start_centers;  // a ball's path is this, its contacts' centres, its centre
  int events = 0;
  std::int64_t pair_tests = 0;       // ball-ball narrow-phase tests
  std::int64_t primitive_tests = 0;  // ball-plane and ball-cylinder tests
  bool cap_hit = false;
  double time_dropped = 0.0;  // what was left of the step when the cap was hit
  double seconds = 0.0;       // wall-clock time of the step (prediction excluded)
  // The step's change of the energy the integrator keeps,
  // E = sum m (1/2 |v + g dt/2|^2 - g.x) with v the velocity the balls last
  // moved with, accounted contact by contact: (dt/2 - t) g.(momentum lost)
  // for a contact at time t (zero for two balls), plus m g.v times the time
  // dropped at the cap. The tests check the account against E.
  double energy_change = 0.0;
  std::optional<std::string> error;  // set (and nothing moved) when the world is invalid
};

namespace detail {

// The contact search's working memory, kept between steps so that steps
// reuse it. Not part of the interface.
struct ContactSearchScratch {
  std::vector<int> order;  // balls by the low x of their swept boxes
  std::vector<Vec3> box_min;
  std::vector<Vec3> box_max;
  // Per ball, its next contact: time from the start of the step, kind, and
  // the (ball, other) pair as a Contact names it.
  std::vector<double> next_time;
  std::vector<ContactKind> next_kind;
  std::vector<int> next_ball;
  std::vector<int> next_other;
  std::vector<char> stale;
};

}  // namespace detail

class BallSimulation {
 public:
  explicit BallSimulation(BallWorld world, BallSimulationSettings settings = {});

  // Advances one time step of world().time_step.
  const StepReport& step();

  const BallWorld& world() const { return world_; }
  // For editing between steps (add, remove or change balls); step() re-reads
  // everything, so any valid edit is fine.
  BallWorld& world() { return world_; }
  const BallSimulationSettings& settings() const { return settings_; }
  BallSimulationSettings& settings() { return settings_; }
  const StepReport& last_step() const { return report_; }
  std::int64_t step_count() const { return step_count_; }

 private:
  BallWorld world_;
  BallSimulationSettings settings_;
  StepReport report_;
  std::int64_t step_count_ = 0;
  detail::ContactSearchScratch scratch_;
};

// The first contact the next step would find: velocities get the step's
// gravity, then the search runs over the whole step. Nothing is counted.
std::optional<Contact> PredictNextContact(const BallWorld& world,
                                          const BallSimulationSettings& settings);

// Empty when valid; otherwise a sentence naming the offending item.
std::optional<std::string> Validate(const Ball& ball);
std::optional<std::string> Validate(const BallWorld& world);
std::optional<std::string> Validate(const BallSimulationSettings& settings);

}  // namespace collide
