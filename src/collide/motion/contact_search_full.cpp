// The ball simulation's contact search (contact_search.h): the prediction's
// search, the engine's start, tree and full search. The incremental
// re-search is in contact_search_incremental.cpp.
#include "collide/motion/contact_search.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "collide/motion/contact_search_parts.h"

namespace collide::detail {

namespace {

using Scratch = detail::ContactSearchScratch;

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

// The step's candidate pairs: the broad phase over s.boxes.
void FindCandidatePairs(const BallSimulationSettings& settings, Counters& counters, Scratch& s) {
  BroadPhase& broad_phase = s.broad_phase.Get(settings.broad_phase);
  broad_phase.Update(s.boxes);
  broad_phase.FindPairs(&s.pairs);
  counters.candidate_pairs += static_cast<std::int64_t>(s.pairs.size());
}

}  // namespace

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
