#include "collide/ball_simulation.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <numeric>

namespace collide {

namespace {

double MaxAbs(const Vec3& v) {
  return std::max({std::abs(v.x), std::abs(v.y), std::abs(v.z)});
}

struct Event {
  double time = kInfinity;
  ContactKind kind = ContactKind::kBallPlane;
  int ball = -1;
  int other = -1;
  bool found() const { return ball >= 0; }
};

// The order in which contacts are handled: by time; at equal times (a chain
// of contacts at one instant) by the lower ball index, then walls before
// cylinders before balls, then the other index. A total order, so both
// searches pick the same contact from the same state.
int KindRank(ContactKind kind) {
  switch (kind) {
    case ContactKind::kBallPlane:
      return 0;
    case ContactKind::kBallCylinder:
      return 1;
    case ContactKind::kBallBall:
      return 2;
  }
  return 3;
}

bool Earlier(const Event& a, const Event& b) {
  if (!a.found() || !b.found()) {
    return a.found();
  }
  if (a.time != b.time) {
    return a.time < b.time;
  }
  if (a.ball != b.ball) {
    return a.ball < b.ball;
  }
  if (a.kind != b.kind) {
    return KindRank(a.kind) < KindRank(b.kind);
  }
  return a.other < b.other;
}

struct Counters {
  std::int64_t pair_tests = 0;
  std::int64_t primitive_tests = 0;
};

using Scratch = detail::ContactSearchScratch;

// The box around ball i's path over the next `rest`. The padding keeps an
// exactly touching pair from being lost to rounding.
void SetSweptBox(Scratch& s, int i, const Ball& b, double rest) {
  const Vec3 end = b.center + b.velocity * rest;
  const double pad = b.radius + 1e-9 * (1.0 + b.radius + MaxAbs(b.center) + MaxAbs(end));
  s.box_min[i] = glm::min(b.center, end) - pad;
  s.box_max[i] = glm::max(b.center, end) + pad;
}

// Two balls can only meet within the rest of the step if their swept boxes
// overlap.
bool BoxesOverlap(const Scratch& s, int i, int j) {
  return s.box_min[j].x <= s.box_max[i].x && s.box_min[i].x <= s.box_max[j].x &&
         s.box_min[j].y <= s.box_max[i].y && s.box_min[i].y <= s.box_max[j].y &&
         s.box_min[j].z <= s.box_max[i].z && s.box_min[i].z <= s.box_max[j].z;
}

// Insertion sort: from one search to the next the order barely changes.
void SortByBoxLowX(Scratch& s, int n) {
  if (static_cast<int>(s.order.size()) != n) {
    s.order.resize(n);
    std::iota(s.order.begin(), s.order.end(), 0);
  }
  for (int p = 1; p < n; ++p) {
    const int i = s.order[p];
    const double key = s.box_min[i].x;
    int q = p;
    for (; q > 0 && s.box_min[s.order[q - 1]].x > key; --q) {
      s.order[q] = s.order[q - 1];
    }
    s.order[q] = i;
  }
}

// Calls visit(a, b), a < b, for every pair whose swept boxes overlap, by
// sweeping the boxes along x.
template <typename Visit>
void ForEachCandidatePair(Scratch& s, int n, Visit visit) {
  SortByBoxLowX(s, n);
  for (int p = 0; p < n; ++p) {
    const int i = s.order[p];
    for (int q = p + 1; q < n; ++q) {
      const int j = s.order[q];
      if (s.box_min[j].x > s.box_max[i].x) {
        break;
      }
      if (BoxesOverlap(s, i, j)) {
        visit(std::min(i, j), std::max(i, j));
      }
    }
  }
}

std::optional<double> PairTime(const std::vector<Ball>& balls, int a, int b, double rest,
                               const BallSimulationSettings& settings, Counters& counters) {
  ++counters.pair_tests;
  return FirstContactTime(ToMovingSphere(balls[a]), ToMovingSphere(balls[b]), rest, settings.method,
                          settings.slices, StartContact::kCountsIfApproaching);
}

// Ball i's earliest contact with a plane or cylinder within [0, rest].
Event EarliestPrimitiveEvent(const BallWorld& world, const Ball& ball, int i, double rest,
                             Counters& counters) {
  Event best;
  const MovingSphere s = ToMovingSphere(ball);
  for (int p = 0; p < static_cast<int>(world.planes.size()); ++p) {
    const auto t = FirstContactTime(s, world.planes[p], rest, StartContact::kCountsIfApproaching);
    if (t && *t < best.time) {  // equal times: the lower index, found first
      best = {*t, ContactKind::kBallPlane, i, p};
    }
  }
  for (int c = 0; c < static_cast<int>(world.cylinders.size()); ++c) {
    const auto t =
        FirstContactTime(s, world.cylinders[c], rest, StartContact::kCountsIfApproaching);
    if (t && *t < best.time) {  // equal times: the wall, found first
      best = {*t, ContactKind::kBallCylinder, i, c};
    }
  }
  counters.primitive_tests +=
      static_cast<std::int64_t>(world.planes.size() + world.cylinders.size());
  return best;
}

// The earliest contact within [0, rest] between approaching shapes, every
// ball against everything.
Event EarliestEvent(const BallWorld& world, const std::vector<Ball>& balls, double rest,
                    const BallSimulationSettings& settings, Counters& counters, Scratch& s) {
  Event best;
  const int n = static_cast<int>(balls.size());
  for (int i = 0; i < n; ++i) {
    const Event e = EarliestPrimitiveEvent(world, balls[i], i, rest, counters);
    if (Earlier(e, best)) {
      best = e;
    }
  }
  s.box_min.resize(n);
  s.box_max.resize(n);
  for (int i = 0; i < n; ++i) {
    SetSweptBox(s, i, balls[i], rest);
  }
  ForEachCandidatePair(s, n, [&](int a, int b) {
    const auto t = PairTime(balls, a, b, rest, settings, counters);
    if (t && Earlier({*t, ContactKind::kBallBall, a, b}, best)) {
      best = {*t, ContactKind::kBallBall, a, b};
    }
  });
  return best;
}

// The incremental search keeps each ball's next contact, timed from the start
// of the step.
class ContactSchedule {
 public:
  ContactSchedule(const BallWorld& world, const BallSimulationSettings& settings,
                  Counters& counters, Scratch& s)
      : world_(world), settings_(settings), counters_(counters), s_(s) {}

  // Everything against everything over the whole step.
  void start(const std::vector<Ball>& balls, double dt) {
    const int n = static_cast<int>(balls.size());
    s_.box_min.resize(n);
    s_.box_max.resize(n);
    s_.next_time.assign(n, kNever);
    s_.next_kind.assign(n, ContactKind::kBallPlane);
    s_.next_ball.assign(n, -1);
    s_.next_other.assign(n, -1);
    s_.stale.assign(n, 0);
    for (int i = 0; i < n; ++i) {
      SetSweptBox(s_, i, balls[i], dt);
      offer(i, EarliestPrimitiveEvent(world_, balls[i], i, dt, counters_));
    }
    ForEachCandidatePair(s_, n, [&](int a, int b) { offer_pair(balls, a, b, 0.0, dt); });
  }

  Event earliest() const {
    Event best;
    for (int i = 0; i < static_cast<int>(s_.next_time.size()); ++i) {
      if (Earlier(next(i), best)) {
        best = next(i);
      }
    }
    return best;
  }

  // After a contact at `elapsed` changed the velocities of `changed`: search
  // again for them and for every ball whose next contact was with them.
  void update(const std::vector<Ball>& balls, const Event& changed, double elapsed, double dt) {
    const int n = static_cast<int>(balls.size());
    const double rest = dt - elapsed;
    const auto is_changed = [&](int k) {
      return k == changed.ball || (changed.kind == ContactKind::kBallBall && k == changed.other);
    };
    for (int k = 0; k < n; ++k) {
      const bool with_changed = s_.next_kind[k] == ContactKind::kBallBall &&
                                (is_changed(s_.next_ball[k]) || is_changed(s_.next_other[k]));
      s_.stale[k] = is_changed(k) || with_changed;
      if (s_.stale[k]) {
        s_.next_time[k] = kNever;
        s_.next_ball[k] = -1;
      }
    }
    SetSweptBox(s_, changed.ball, balls[changed.ball], rest);
    if (changed.kind == ContactKind::kBallBall) {
      SetSweptBox(s_, changed.other, balls[changed.other], rest);
    }
    for (int k = 0; k < n; ++k) {
      if (!s_.stale[k]) {
        continue;
      }
      Event e = EarliestPrimitiveEvent(world_, balls[k], k, rest, counters_);
      e.time += elapsed;
      offer(k, e);
      for (int j = 0; j < n; ++j) {
        // A pair of two stale balls is searched once, from the lower index.
        if (j == k || (s_.stale[j] && j < k) || !BoxesOverlap(s_, k, j)) {
          continue;
        }
        offer_pair(balls, std::min(j, k), std::max(j, k), elapsed, rest);
      }
    }
  }

 private:
  static constexpr double kNever = kInfinity;

  Event next(int i) const {
    return {s_.next_time[i], s_.next_kind[i], s_.next_ball[i], s_.next_other[i]};
  }

  void offer(int i, const Event& e) {
    if (Earlier(e, next(i))) {
      s_.next_time[i] = e.time;
      s_.next_kind[i] = e.kind;
      s_.next_ball[i] = e.ball;
      s_.next_other[i] = e.other;
    }
  }

  void offer_pair(const std::vector<Ball>& balls, int a, int b, double elapsed, double rest) {
    const auto t = PairTime(balls, a, b, rest, settings_, counters_);
    if (t) {
      const Event e{elapsed + *t, ContactKind::kBallBall, a, b};
      offer(a, e);
      offer(b, e);
    }
  }

  const BallWorld& world_;
  const BallSimulationSettings& settings_;
  Counters& counters_;
  Scratch& s_;
};

// Contact geometry for the balls as they are now (at the event).
Contact Describe(const BallWorld& world, const std::vector<Ball>& balls, const Event& e,
                 double time) {
  Contact c;
  c.kind = e.kind;
  c.ball = e.ball;
  c.other = e.other;
  c.time = time;
  const Ball& ball = balls[e.ball];
  c.ball_center = ball.center;
  switch (e.kind) {
    case ContactKind::kBallPlane: {
      const Plane& plane = world.planes[e.other];
      const Vec3 n = glm::normalize(plane.normal);
      const double s = glm::dot(ball.center - plane.point, n);
      c.normal = s >= 0.0 ? n : -n;
      c.point = ball.center - n * s;
      break;
    }
    case ContactKind::kBallCylinder: {
      const Cylinder& cylinder = world.cylinders[e.other];
      c.point = ClosestSurfacePoint(cylinder, ball.center);
      const Vec3 a = glm::normalize(cylinder.axis);
      const Vec3 on_axis = cylinder.point + a * glm::dot(ball.center - cylinder.point, a);
      const Vec3 radial = c.point - on_axis;
      const double len = glm::length(radial);
      c.normal = len > 0.0 ? radial / len : Vec3(0.0);
      break;
    }
    case ContactKind::kBallBall: {
      const Ball& other = balls[e.other];
      c.other_center = other.center;
      const Vec3 d = other.center - ball.center;
      const double len = glm::length(d);
      c.normal = len > 0.0 ? -d / len : Vec3(0.0);
      const double reach = ball.radius + other.radius;
      c.point = reach > 0.0 ? ball.center + d * (ball.radius / reach) : ball.center;
      break;
    }
  }
  return c;
}

// Reflection about the contact normal for walls and cylinders, speed kept;
// for two balls the elastic exchange of momentum along the line of centres
// (with equal masses, the seed's swap of the normal components). Returns the
// momentum the balls lost, sum m (v_before - v_after), for the energy account.
Vec3 Respond(std::vector<Ball>& balls, const Contact& c) {
  Ball& ball = balls[c.ball];
  const Vec3 ball_before = ball.velocity;
  if (c.kind != ContactKind::kBallBall) {
    const double vn = glm::dot(ball.velocity, c.normal);
    if (vn < 0.0) {
      ball.velocity -= 2.0 * vn * c.normal;
    }
    return ball.mass * (ball_before - ball.velocity);
  }
  Ball& other = balls[c.other];
  const Vec3 other_before = other.velocity;
  // c.normal points from `other` to `ball`: closing when ball moves against it.
  const double closing = glm::dot(other.velocity - ball.velocity, c.normal);
  if (closing > 0.0) {
    const double impulse = 2.0 * closing / (1.0 / ball.mass + 1.0 / other.mass);
    ball.velocity += (impulse / ball.mass) * c.normal;
    other.velocity -= (impulse / other.mass) * c.normal;
  }
  return ball.mass * (ball_before - ball.velocity) + other.mass * (other_before - other.velocity);
}

void Advance(std::vector<Ball>& balls, double t) {
  for (Ball& b : balls) {
    b.center += b.velocity * t;
  }
}

// Gravity for a whole step, added to every velocity at the step's start.
void Kick(std::vector<Ball>& balls, const Vec3& gravity, double dt) {
  for (Ball& b : balls) {
    b.velocity += gravity * dt;
  }
}

// Cleared field by field so that the vectors keep their capacity.
void ClearKeepingCapacity(StepReport& report) {
  report.contacts.clear();
  report.predicted_next.reset();
  report.start_centers.clear();
  report.events = 0;
  report.pair_tests = 0;
  report.primitive_tests = 0;
  report.cap_hit = false;
  report.time_dropped = 0.0;
  report.seconds = 0.0;
  report.energy_change = 0.0;
  report.error.reset();
}

// The next contact `elapsed` into the step, its time counted from then: from
// the schedule of the incremental search, or (with no schedule) by searching
// everything over the rest of the step.
Event NextEvent(const BallWorld& world, const BallSimulationSettings& settings,
                const ContactSchedule* schedule, double elapsed, Counters& counters,
                Scratch& scratch) {
  const double dt = world.time_step;
  if (schedule == nullptr) {
    return EarliestEvent(world, world.balls, dt - elapsed, settings, counters, scratch);
  }
  Event e = schedule->earliest();
  e.time = std::max(0.0, std::min(e.time, dt) - elapsed);  // from now, not the step start
  return e;
}

// The cap was hit with `rest` of the step left: the balls keep their places.
void DropRestOfStep(const BallWorld& world, double rest, StepReport& report) {
  report.cap_hit = true;
  report.time_dropped = rest;
  // The balls stop short of where the kick assumed they would be.
  for (const Ball& b : world.balls) {
    report.energy_change += b.mass * glm::dot(world.gravity, b.velocity) * rest;
  }
}

// Moves the balls to contact `e`, which comes e.time after `elapsed`,
// responds to it and records it; returns the time into the step reached.
double HandleContact(BallWorld& world, const Event& e, double elapsed, StepReport& report) {
  const double dt = world.time_step;
  Advance(world.balls, e.time);
  elapsed = std::min(elapsed + e.time, dt);
  const Contact contact = Describe(world, world.balls, e, elapsed);
  const Vec3 momentum_lost = Respond(world.balls, contact);
  report.energy_change += (0.5 * dt - elapsed) * glm::dot(world.gravity, momentum_lost);
  report.contacts.push_back(contact);
  ++report.events;
  return elapsed;
}

// Moves the (kicked) balls through one step from contact to contact, until
// the step ends or the event cap gives up its rest.
void MoveThroughStep(BallWorld& world, const BallSimulationSettings& settings, Scratch& scratch,
                     Counters& counters, StepReport& report) {
  const double dt = world.time_step;
  ContactSchedule schedule(world, settings, counters, scratch);
  const bool incremental = settings.search == ContactSearch::kIncremental;
  if (incremental) {
    schedule.start(world.balls, dt);
  }
  double elapsed = 0.0;
  while (elapsed < dt) {
    const double rest = dt - elapsed;
    const Event e =
        NextEvent(world, settings, incremental ? &schedule : nullptr, elapsed, counters, scratch);
    if (!e.found()) {
      Advance(world.balls, rest);
      break;
    }
    if (report.events >= settings.max_events_per_step) {
      DropRestOfStep(world, rest, report);
      break;
    }
    elapsed = HandleContact(world, e, elapsed, report);
    if (incremental) {
      schedule.update(world.balls, e, elapsed, dt);
    }
  }
}

}  // namespace

BallSimulation::BallSimulation(BallWorld world, BallSimulationSettings settings)
    : world_(std::move(world)), settings_(settings) {}

const StepReport& BallSimulation::step() {
  const auto clock_start = std::chrono::steady_clock::now();
  ClearKeepingCapacity(report_);
  report_.error = Validate(world_);
  if (!report_.error) {
    report_.error = Validate(settings_);
  }
  if (report_.error) {
    return report_;
  }

  for (const Ball& b : world_.balls) {
    report_.start_centers.push_back(b.center);
  }
  Kick(world_.balls, world_.gravity, world_.time_step);
  Counters counters;
  MoveThroughStep(world_, settings_, scratch_, counters, report_);
  report_.pair_tests = counters.pair_tests;
  report_.primitive_tests = counters.primitive_tests;
  ++step_count_;
  report_.seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - clock_start).count();

  if (settings_.predict_next_contact) {
    report_.predicted_next = PredictNextContact(world_, settings_);
  }
  return report_;
}

std::optional<Contact> PredictNextContact(const BallWorld& world,
                                          const BallSimulationSettings& settings) {
  if (Validate(world) || Validate(settings)) {
    return std::nullopt;
  }
  std::vector<Ball> balls = world.balls;
  Kick(balls, world.gravity, world.time_step);
  Counters counters;
  Scratch scratch;
  const Event e = EarliestEvent(world, balls, world.time_step, settings, counters, scratch);
  if (!e.found()) {
    return std::nullopt;
  }
  Advance(balls, e.time);
  return Describe(world, balls, e, e.time);
}

}  // namespace collide
