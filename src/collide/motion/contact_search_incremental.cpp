// The incremental search's re-search after a contact (contact_search.h):
// the watch lists and the stale balls' new next contacts.
#include "collide/motion/contact_search.h"

#include "collide/motion/contact_search_parts.h"

namespace collide::detail {

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

}  // namespace collide::detail
