#pragma once

// The moving-ball simulation's data (ball_simulation.h steps it): the balls,
// the world of planes and cylinders they move in, the settings of a step,
// the contacts a step finds and reports, and the scratch the contact search
// (contact_search.h) keeps between steps.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "collide/broad_phase/broad_phase.h"
#include "collide/broad_phase/swept_box_grid.h"
#include "collide/motion/time_of_impact.h"
#include "collide/shapes/cylinder.h"
#include "collide/shapes/plane.h"
#include "collide/shapes/vec.h"

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

// Both searches take the step's candidate ball-ball pairs from a broad phase
// (BallSimulationSettings::broad_phase) over each ball's swept box for the
// step: the box around its path, grown by its radius. After a contact the
// balls it changed get swept boxes for the rest of the step and look up the
// boxes they now overlap in a grid of the step's boxes (swept_box_grid.h);
// every other ball keeps its box, which still holds its path. Two balls can
// only meet where their boxes overlap, so the candidates hold every contact.
enum class ContactSearch {
  // After each contact the earliest contact of everything against everything
  // over what is left of the step, as the seed's loop finds it (the sliced
  // search re-slicing the rest of the step every time): the same contacts up
  // to rounding. Lazily: each ball keeps a lower bound on the time of its
  // next contact (for `sliced`, one slice of the rest before the exact
  // contact), and only balls whose bound is not later than the best contact
  // found so far are searched again, with the seed's call over the rest of
  // the step; the balls a contact changed always are.
  kFull,
  // After each contact only the balls it changed (and those whose next
  // contact was with them) are searched again; every other pair keeps its
  // earlier answer. The same contacts as `full` for `analytic` up to
  // rounding; for `sliced`, a kept answer is on the slices of the rest of the
  // step as it was when that pair was last searched.
  kIncremental,
};

struct BallSimulationSettings {
  // The seed's method by default; `analytic` is the exact answer beside it.
  BallBallMethod method = BallBallMethod::kSliced;
  int slices = kSeedSliceCount;
  ContactSearch search = ContactSearch::kIncremental;
  // Finds the step's candidate ball-ball pairs (broad_phase.h); every
  // strategy gives the same contacts. The grid by default: linear in the
  // balls, the fastest from a few thousand balls on (a 10,000-ball step in
  // about 60% of sort-and-sweep's time, whose sweep axis holds ~900 boxes
  // per box); sort-and-sweep is a little faster on 1,000
  // (docs/benchmarks.md).
  BroadPhaseKind broad_phase = BroadPhaseKind::kUniformGrid;
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
  // Ball-ball narrow-phase tests: exact ones, and for the sliced method the
  // sliced searches of pairs whose exact contact lies within the rest.
  std::int64_t pair_tests = 0;
  // Ball-plane and ball-cylinder tests (a plane or cylinder clear of a ball's
  // swept box is not tested).
  std::int64_t primitive_tests = 0;
  // Ball-ball pairs whose swept boxes overlap: the broad phase's at the
  // step's start plus those looked up after contacts (a pair can count more
  // than once).
  std::int64_t candidate_pairs = 0;
  BroadPhaseKind broad_phase = BroadPhaseKind::kUniformGrid;  // the one used
  // Parts of `seconds`: the broad phase at the step's start (swept boxes,
  // BroadPhase::Update and FindPairs, the look-up grid), and the rest of the
  // contact search and the contacts (narrow-phase tests, look-ups after
  // contacts, responses).
  double broad_phase_seconds = 0.0;
  double narrow_phase_seconds = 0.0;
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

// The broad phase of the kind asked for, made on first use.
struct BroadPhaseSlot {
  std::unique_ptr<BroadPhase> broad_phase;
  BroadPhase& Get(BroadPhaseKind kind);
};

// The contact search's working memory, kept between steps so that steps
// reuse it; every step and prediction starts it afresh, so a copy starts
// empty (a simulation stays a copyable value, and copies share nothing).
// Not part of the interface.
struct ContactSearchScratch {
  ContactSearchScratch() = default;
  ContactSearchScratch(const ContactSearchScratch&) {}
  ContactSearchScratch& operator=(const ContactSearchScratch&) { return *this; }
  ContactSearchScratch(ContactSearchScratch&&) = default;
  ContactSearchScratch& operator=(ContactSearchScratch&&) = default;

  BroadPhaseSlot broad_phase;
  std::vector<Aabb> boxes;  // swept boxes at the step's start
  std::vector<BodyPair> pairs;
  SweptBoxGrid grid;  // the swept boxes as they are now
  // Per ball: the time its centre is at (balls move lazily), and its next
  // contact: time from the start of the step, kind, and the (ball, other)
  // pair as a Contact names it (incremental search), or a lower bound on
  // that time (full search, in next_time).
  std::vector<double> center_time;
  std::vector<double> next_time;
  std::vector<ContactKind> next_kind;
  std::vector<int> next_ball;
  std::vector<int> next_other;
  // Incremental search: the balls whose next contact is with ball p, as
  // intrusive lists (watch_head[p], then watch_next).
  std::vector<int> watch_head;
  std::vector<int> watch_next;
  std::vector<int> watch_prev;
  std::vector<int> watched;  // whose list a ball is in, or -1
  std::vector<char> stale;
  std::vector<int> stale_list;
  // Full search: the balls searched in this search (their keys out of the
  // tree until it ends).
  std::vector<char> searched;
  std::vector<int> searched_list;
  // A tournament tree over the balls: tree[1] is the one with the earliest
  // next contact (or bound); leaves from tree_leaves on.
  std::vector<int> tree;
  std::vector<double> tree_time;  // the time of each node's ball's key
  int tree_leaves = 0;
  std::vector<Ball> predict_balls;  // PredictNextContact's kicked copy
  std::vector<Vec3> plane_normals;  // unit
  std::vector<Vec3> cylinder_axes;  // unit
};

}  // namespace detail

}  // namespace collide
