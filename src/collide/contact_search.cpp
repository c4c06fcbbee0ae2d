// The ball simulation's contact search (contact_search.h).
#include "collide/contact_search.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace collide::detail {

namespace {

double MaxAbs(const Vec3& v) {
  return std::max({std::abs(v.x), std::abs(v.y), std::abs(v.z)});
}

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

using Scratch = detail::ContactSearchScratch;

// The box around a ball's path over the next `rest`. The padding keeps an
// exactly touching pair from being lost to rounding.
Aabb SweptBox(const MovingSphere& b, double rest) {
  const Vec3 end = b.center + b.velocity * rest;
  const double pad = b.radius + 1e-9 * (1.0 + b.radius + MaxAbs(b.center) + MaxAbs(end));
  return {glm::min(b.center, end) - pad, glm::max(b.center, end) + pad};
}

std::optional<double> ExactPairTime(const MovingSphere& a, const MovingSphere& b, double rest,
                                    Counters& counters) {
  ++counters.pair_tests;
  return FirstContactTime(a, b, rest, StartContact::kCountsIfApproaching);
}

// The seed's sliced search of a pair (counted as a second test).
std::optional<double> SlicedPairTime(const MovingSphere& a, const MovingSphere& b, double rest,
                                     const BallSimulationSettings& settings, Counters& counters) {
  ++counters.pair_tests;
  return FirstContactTimeSliced(a, b, rest, settings.slices, StartContact::kCountsIfApproaching);
}

// A pair's contact within [0, rest] by the settings' method. The sliced
// search is run only on pairs whose exact contact lies within the rest: it
// finds none where there is none (up to rounding at the ends of the rest),
// and pairs that never meet (moving apart, or passing close by) are what it
// spends most of its slices on.
std::optional<double> PairTime(const MovingSphere& a, const MovingSphere& b, double rest,
                               const BallSimulationSettings& settings, Counters& counters) {
  const auto exact = ExactPairTime(a, b, rest, counters);
  if (!exact || settings.method == BallBallMethod::kAnalytic) {
    return exact;
  }
  return SlicedPairTime(a, b, rest, settings, counters);
}

// The planes' unit normals and the cylinders' unit axes, for the box checks.
void PreparePrimitives(const BallWorld& world, Scratch& s) {
  s.plane_normals.clear();
  for (const Plane& plane : world.planes) {
    s.plane_normals.push_back(glm::normalize(plane.normal));
  }
  s.cylinder_axes.clear();
  for (const Cylinder& cylinder : world.cylinders) {
    s.cylinder_axes.push_back(glm::normalize(cylinder.axis));
  }
}

// Ball i's earliest contact with a plane or cylinder within [0, rest]; `box`
// holds its path over that time, grown by its radius (a swept box). Planes
// and cylinders clear of the box cannot be touched and are not tested.
Event EarliestPrimitiveEvent(const BallWorld& world, const Scratch& scratch, const MovingSphere& s,
                             const Aabb& box, int i, double rest, Counters& counters) {
  Event best;
  const Vec3 center = 0.5 * (box.min + box.max);
  const Vec3 half = 0.5 * (box.max - box.min);
  for (int p = 0; p < static_cast<int>(world.planes.size()); ++p) {
    const Vec3& n = scratch.plane_normals[p];
    const double reach = std::abs(n.x) * half.x + std::abs(n.y) * half.y + std::abs(n.z) * half.z;
    if (std::abs(glm::dot(center - world.planes[p].point, n)) > reach) {
      continue;  // the box lies on one side
    }
    ++counters.primitive_tests;
    const auto t = FirstContactTime(s, world.planes[p], rest, StartContact::kCountsIfApproaching);
    if (t && *t < best.time) {  // equal times: the lower index, found first
      best = {*t, ContactKind::kBallPlane, i, p};
    }
  }
  const double half_diagonal2 = glm::dot(half, half);
  for (int c = 0; c < static_cast<int>(world.cylinders.size()); ++c) {
    const Cylinder& cylinder = world.cylinders[c];
    const Vec3& a = scratch.cylinder_axes[c];
    const Vec3 w = center - cylinder.point;
    const Vec3 w_perp = w - a * glm::dot(w, a);
    // Clear when the box's circumscribed ball is: farther from the axis than
    // the radius plus its own.
    const double clear = glm::dot(w_perp, w_perp) - cylinder.radius * cylinder.radius;
    if (clear > 0.0 && clear > half_diagonal2 + 2.0 * cylinder.radius * std::sqrt(half_diagonal2)) {
      continue;
    }
    ++counters.primitive_tests;
    const auto t = FirstContactTime(s, cylinder, rest, StartContact::kCountsIfApproaching);
    if (t && *t < best.time) {  // equal times: the wall, found first
      best = {*t, ContactKind::kBallCylinder, i, c};
    }
  }
  return best;
}

// The step's candidate pairs: the broad phase over s.boxes.
void FindCandidatePairs(const BallSimulationSettings& settings, Counters& counters, Scratch& s) {
  BroadPhase& broad_phase = s.broad_phase.Get(settings.broad_phase);
  broad_phase.Update(s.boxes);
  broad_phase.FindPairs(&s.pairs);
  counters.candidate_pairs += static_cast<std::int64_t>(s.pairs.size());
}

}  // namespace

Event EarliestEvent(const BallWorld& world, const std::vector<Ball>& balls, double rest,
                    const BallSimulationSettings& settings, Counters& counters, Scratch& s) {
  Event best;
  const int n = static_cast<int>(balls.size());
  PreparePrimitives(world, s);
  s.boxes.resize(balls.size());
  for (int i = 0; i < n; ++i) {
    const MovingSphere sphere = ToMovingSphere(balls[i]);
    s.boxes[i] = SweptBox(sphere, rest);
    const Event e = EarliestPrimitiveEvent(world, s, sphere, s.boxes[i], i, rest, counters);
    if (Earlier(e, best)) {
      best = e;
    }
  }
  FindCandidatePairs(settings, counters, s);
  for (const auto& [a, b] : s.pairs) {
    const auto t =
        PairTime(ToMovingSphere(balls[a]), ToMovingSphere(balls[b]), rest, settings, counters);
    if (t && Earlier({*t, ContactKind::kBallBall, a, b}, best)) {
      best = {*t, ContactKind::kBallBall, a, b};
    }
  }
  return best;
}

void ContactSearchEngine::StartBroadPhase() {
  const int n = static_cast<int>(balls_.size());
  const double dt = world_.time_step;
  s_.center_time.assign(balls_.size(), 0.0);
  PreparePrimitives(world_, s_);
  s_.boxes.resize(balls_.size());
  for (int i = 0; i < n; ++i) {
    s_.boxes[i] = SweptBox(ToMovingSphere(balls_[i]), dt);
  }
  FindCandidatePairs(settings_, counters_, s_);
  s_.grid.Build(s_.boxes);
}

void ContactSearchEngine::StartSearch() {
  const size_t n = balls_.size();
  const double dt = world_.time_step;
  s_.next_time.assign(n, full_ ? kInfinity : kNever);
  s_.next_kind.assign(n, ContactKind::kBallPlane);
  s_.next_ball.assign(n, -1);
  s_.next_other.assign(n, -1);
  s_.watch_head.assign(n, -1);
  s_.watch_next.assign(n, -1);
  s_.watch_prev.assign(n, -1);
  s_.watched.assign(n, -1);
  s_.stale.assign(n, 0);
  s_.searched.assign(n, 0);
  s_.stale_list.clear();
  s_.searched_list.clear();
  building_ = true;
  const double slack = kBoundSlack * dt;
  for (int i = 0; i < static_cast<int>(n); ++i) {
    const Event e = EarliestPrimitiveEvent(world_, s_, ToMovingSphere(balls_[i]), s_.boxes[i], i,
                                           dt, counters_);
    if (full_) {
      if (e.found()) {
        s_.next_time[i] = e.time - slack;
      }
    } else {
      Offer(i, e);
    }
  }
  for (const auto& [a, b] : s_.pairs) {
    const MovingSphere sa = ToMovingSphere(balls_[a]);
    const MovingSphere sb = ToMovingSphere(balls_[b]);
    if (full_) {
      // Keys only (see NextFull): the exact contact.
      if (const auto t = ExactPairTime(sa, sb, dt, counters_)) {
        s_.next_time[a] = std::min(s_.next_time[a], *t - slack);
        s_.next_time[b] = std::min(s_.next_time[b], *t - slack);
      }
    } else {
      OfferPair(a, b, sa, sb, 0.0, dt);
    }
  }
  building_ = false;
  BuildTree();
}

Event ContactSearchEngine::Next(double elapsed) {
  const double dt = world_.time_step;
  if (full_) {
    return NextFull(elapsed);
  }
  const int k = s_.tree[1];
  if (k < 0) {
    return {};
  }
  Event e = NextOf(k);
  if (!e.found()) {
    return e;
  }
  e.time = std::max(0.0, std::min(e.time, dt) - elapsed);  // from now, not the step start
  return e;
}

void ContactSearchEngine::Changed(const Event& changed, double elapsed) {
  const double rest = world_.time_step - elapsed;
  const int a = changed.ball;
  const int b = changed.kind == ContactKind::kBallBall ? changed.other : -1;
  s_.grid.Move(a, SweptBox(SphereAt(a, elapsed), rest));
  if (b >= 0) {
    s_.grid.Move(b, SweptBox(SphereAt(b, elapsed), rest));
  }
  if (full_) {
    // Searched first in the next search; every pair with them is theirs.
    for (const int c : {a, b}) {
      if (c >= 0) {
        s_.next_time[c] = -kInfinity;
        UpdateTree(c);
      }
    }
    return;
  }
  UpdateIncremental(a, b, elapsed);
}

void ContactSearchEngine::MoveTo(int i, double t) {
  Ball& ball = balls_[i];
  ball.center += ball.velocity * (t - s_.center_time[i]);
  s_.center_time[i] = t;
}

void ContactSearchEngine::MoveAllTo(double t) {
  for (int i = 0; i < static_cast<int>(balls_.size()); ++i) {
    MoveTo(i, t);
  }
}

MovingSphere ContactSearchEngine::SphereAt(int i, double t) const {
  const Ball& b = balls_[i];
  return {b.center + b.velocity * (t - s_.center_time[i]), b.velocity, b.radius};
}

double ContactSearchEngine::SliceBefore(double rest) const {
  return settings_.method == BallBallMethod::kSliced ? rest / settings_.slices : 0.0;
}

// ---------------------------------------------------------- the tree

Event ContactSearchEngine::NextOf(int i) const {
  return {s_.next_time[i], s_.next_kind[i], s_.next_ball[i], s_.next_other[i]};
}

void ContactSearchEngine::Play(int node) {
  const int a = s_.tree[2 * node];
  const int b = s_.tree[2 * node + 1];
  const double ta = s_.tree_time[2 * node];
  const double tb = s_.tree_time[2 * node + 1];
  const bool by_index = full_ || tb == kInfinity;  // no contact: any order
  const bool b_wins =
      a < 0 ||
      (b >= 0 && (tb < ta || (tb == ta && (by_index ? b < a : Earlier(NextOf(b), NextOf(a))))));
  s_.tree[node] = b_wins ? b : a;
  s_.tree_time[node] = b_wins ? tb : ta;
}

void ContactSearchEngine::BuildTree() {
  const int n = static_cast<int>(balls_.size());
  int leaves = 1;
  while (leaves < n) {
    leaves *= 2;
  }
  s_.tree_leaves = leaves;
  s_.tree.assign(2 * static_cast<size_t>(leaves), -1);
  s_.tree_time.assign(2 * static_cast<size_t>(leaves), kInfinity);
  for (int i = 0; i < n; ++i) {
    s_.tree[leaves + i] = i;
    s_.tree_time[leaves + i] = KeyTime(i);
  }
  for (int node = leaves - 1; node >= 1; --node) {
    Play(node);
  }
}

void ContactSearchEngine::UpdateTree(int i) {
  if (building_) {
    return;
  }
  s_.tree_time[s_.tree_leaves + i] = KeyTime(i);
  for (int node = (s_.tree_leaves + i) / 2; node >= 1; node /= 2) {
    Play(node);
  }
}

// ---------------------------------------------------------- full search

Event ContactSearchEngine::NextFull(double elapsed) {
  const double dt = world_.time_step;
  const double slice = SliceBefore(dt - elapsed);
  Event best;
  for (;;) {
    const int k = s_.tree[1];
    if (k < 0 || s_.searched[k]) {
      break;
    }
    const double limit = best.found() ? std::min(dt, elapsed + best.time) : dt;
    if (!(s_.next_time[k] - slice <= limit)) {
      break;
    }
    s_.next_time[k] = SearchBall(k, elapsed, best);
    s_.searched[k] = 1;
    s_.searched_list.push_back(k);
    UpdateTree(k);
  }
  for (const int k : s_.searched_list) {
    s_.searched[k] = 0;
    UpdateTree(k);
  }
  s_.searched_list.clear();
  return best;
}

double ContactSearchEngine::SearchBall(int k, double elapsed, Event& best) {
  const double rest = world_.time_step - elapsed;
  const double slack = kBoundSlack * world_.time_step;
  const double slice = SliceBefore(rest);
  const bool sliced = settings_.method == BallBallMethod::kSliced;
  const MovingSphere sk = SphereAt(k, elapsed);
  double key = kInfinity;
  const Event e = EarliestPrimitiveEvent(world_, s_, sk, s_.grid.box(k), k, rest, counters_);
  if (e.found()) {
    if (Earlier(e, best)) {
      best = e;
    }
    key = elapsed + e.time - slack;
  }
  s_.grid.Query(s_.grid.box(k), [&](int j) {
    if (j == k) {
      return;
    }
    ++counters_.candidate_pairs;
    const int a = std::min(j, k);
    const int b = std::max(j, k);
    const MovingSphere sj = SphereAt(j, elapsed);
    const MovingSphere& sa = a == k ? sk : sj;
    const MovingSphere& sb = a == k ? sj : sk;
    const auto exact = ExactPairTime(sa, sb, rest, counters_);
    if (!exact) {
      return;
    }
    key = std::min(key, elapsed + *exact - slack);
    std::optional<double> t = exact;
    if (sliced) {
      const double limit = best.found() ? std::min(rest, best.time) : rest;
      if (*exact - slice - slack > limit) {
        return;
      }
      t = SlicedPairTime(sa, sb, rest, settings_, counters_);
    }
    if (t && Earlier({*t, ContactKind::kBallBall, a, b}, best)) {
      best = {*t, ContactKind::kBallBall, a, b};
    }
  });
  return key;
}

// ---------------------------------------------------------- incremental

void ContactSearchEngine::Watch(int i, int partner) {
  s_.watched[i] = partner;
  s_.watch_prev[i] = -1;
  s_.watch_next[i] = s_.watch_head[partner];
  if (s_.watch_head[partner] >= 0) {
    s_.watch_prev[s_.watch_head[partner]] = i;
  }
  s_.watch_head[partner] = i;
}

void ContactSearchEngine::Unwatch(int i) {
  const int partner = s_.watched[i];
  if (partner < 0) {
    return;
  }
  const int p = s_.watch_prev[i];
  const int q = s_.watch_next[i];
  if (p >= 0) {
    s_.watch_next[p] = q;
  } else {
    s_.watch_head[partner] = q;
  }
  if (q >= 0) {
    s_.watch_prev[q] = p;
  }
  s_.watched[i] = -1;
}

void ContactSearchEngine::SetNext(int i, const Event& e) {
  Unwatch(i);
  s_.next_time[i] = e.time;
  s_.next_kind[i] = e.kind;
  s_.next_ball[i] = e.ball;
  s_.next_other[i] = e.other;
  if (e.found() && e.kind == ContactKind::kBallBall) {
    Watch(i, e.ball == i ? e.other : e.ball);
  }
  UpdateTree(i);
}

void ContactSearchEngine::Offer(int i, const Event& e) {
  if (Earlier(e, NextOf(i))) {
    SetNext(i, e);
  }
}

void ContactSearchEngine::OfferPair(int a, int b, const MovingSphere& sa, const MovingSphere& sb,
                                    double elapsed, double rest) {
  const auto t = PairTime(sa, sb, rest, settings_, counters_);
  if (t) {
    const Event e{elapsed + *t, ContactKind::kBallBall, a, b};
    Offer(a, e);
    Offer(b, e);
  }
}

void ContactSearchEngine::MarkStale(int k) {
  if (k >= 0 && !s_.stale[k]) {
    s_.stale[k] = 1;
    s_.stale_list.push_back(k);
  }
}

void ContactSearchEngine::UpdateIncremental(int a, int b, double elapsed) {
  const double rest = world_.time_step - elapsed;
  MarkStale(a);
  MarkStale(b);
  for (const int c : {a, b}) {
    for (int k = c >= 0 ? s_.watch_head[c] : -1; k >= 0; k = s_.watch_next[k]) {
      MarkStale(k);
    }
  }
  for (const int k : s_.stale_list) {
    SetNext(k, Event{});
  }
  for (const int k : s_.stale_list) {
    const MovingSphere sk = SphereAt(k, elapsed);
    Event e = EarliestPrimitiveEvent(world_, s_, sk, s_.grid.box(k), k, rest, counters_);
    e.time += elapsed;
    Offer(k, e);
    s_.grid.Query(s_.grid.box(k), [&](int j) {
      // A pair of two stale balls is searched once, from the lower index.
      if (j == k || (s_.stale[j] && j < k)) {
        return;
      }
      ++counters_.candidate_pairs;
      const MovingSphere sj = SphereAt(j, elapsed);
      if (j < k) {
        OfferPair(j, k, sj, sk, elapsed, rest);
      } else {
        OfferPair(k, j, sk, sj, elapsed, rest);
      }
    });
  }
  for (const int k : s_.stale_list) {
    s_.stale[k] = 0;
  }
  s_.stale_list.clear();
}

BroadPhase& BroadPhaseSlot::Get(BroadPhaseKind kind) {
  if (broad_phase == nullptr || broad_phase->kind() != kind) {
    broad_phase = MakeBroadPhase(kind);
    if (broad_phase == nullptr) {  // not a kind: the default
      broad_phase = MakeBroadPhase(BallSimulationSettings{}.broad_phase);
    }
  }
  return *broad_phase;
}

}  // namespace collide::detail
