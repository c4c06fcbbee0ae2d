// Gottschalk's layout: r[i][j] = a_i . b_j and t[i] = a_i . (b.center -
// a.center), so every axis is a few products of these numbers. Pairs whose
// bounding spheres are apart, most of those a narrow phase is given, never
// reach the walk; in it, an edge pair's axis is normalised only when it
// wins, and the comparisons before are made in squares.
#include "collide/manifold/box_penetration.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>

#include "collide/sat/sat.h"

namespace collide {
namespace box_penetration_detail {
namespace {

using Row = std::array<double, 3>;

struct Frame {
  std::array<Row, 3> r{};      // r[i][j] = a_i . b_j
  std::array<Row, 3> abs_r{};  // |r[i][j]|
  Row t{};                     // b's centre in a's frame
  Row ha{};
  Row hb{};
};

// Writes r and t to `out` too, as they are made: copied after the walk,
// they would be read back by the manifold before the stores complete.
Frame FrameOf(const OrientedBox& a, const OrientedBox& b, BoxPairFrame& out) {
  Frame f;
  const Vec3 d = b.center - a.center;
  for (int i = 0; i < 3; ++i) {
    const auto ui = static_cast<std::size_t>(i);
    for (int j = 0; j < 3; ++j) {
      const auto uj = static_cast<std::size_t>(j);
      f.r[ui][uj] = glm::dot(a.rotation[i], b.rotation[j]);
      out.r[ui][uj] = f.r[ui][uj];
      f.abs_r[ui][uj] = std::abs(f.r[ui][uj]);
    }
    f.t[ui] = glm::dot(a.rotation[i], d);
    out.t[ui] = f.t[ui];
    f.ha[ui] = a.half_extents[i];
    f.hb[ui] = b.half_extents[i];
  }
  return f;
}

// The least overlap so far: axis 0-2 a's faces, 3-5 b's, 6 + 3 i + j the
// edge pair (a_i, b_j); `towards_b` the sign of b's centre along it.
struct Least {
  double depth = kInfinity;
  int axis = -1;
  bool towards_b = true;
};

class Walk {
 public:
  // The tolerance (sat.h's: of the smaller radius, or of the other when
  // that one is 0) first, where the processor overlaps its root with the
  // frame's products.
  Walk(const OrientedBox& a, const OrientedBox& b, BoxPairFrame& out) : f_(FrameOf(a, b, out)) {
    const double ra_squared = glm::dot(a.half_extents, a.half_extents);
    const double rb_squared = glm::dot(b.half_extents, b.half_extents);
    const double smaller = std::min(ra_squared, rb_squared);
    slack_ = kSatRelativeTolerance *
             std::sqrt(smaller > 0.0 ? smaller : std::max(ra_squared, rb_squared));
  }

  // False when an axis separates the boxes.
  bool Run() { return Faces() && Edges(); }
  const Least& least() const { return least_; }
  double slack() const { return slack_; }

 private:
  // The six face normals (unit axes) at once, then one test and a search
  // by selects: a branch per axis on which is least would be a coin toss
  // on random pairs.
  bool Faces() {
    const Frame& f = f_;
    std::array<double, 6> overlap;
    std::array<double, 6> distance;
    for (std::size_t i = 0; i < 3; ++i) {
      const double radius_b =
          f.hb[0] * f.abs_r[i][0] + f.hb[1] * f.abs_r[i][1] + f.hb[2] * f.abs_r[i][2];
      overlap[i] = f.ha[i] + radius_b - std::abs(f.t[i]);
      distance[i] = f.t[i];
    }
    for (std::size_t j = 0; j < 3; ++j) {
      distance[3 + j] = f.t[0] * f.r[0][j] + f.t[1] * f.r[1][j] + f.t[2] * f.r[2][j];
      const double radius_a =
          f.ha[0] * f.abs_r[0][j] + f.ha[1] * f.abs_r[1][j] + f.ha[2] * f.abs_r[2][j];
      overlap[3 + j] = radius_a + f.hb[j] - std::abs(distance[3 + j]);
    }
    // Whether any separates, by an OR of the six tests, before the least
    // is searched: a pair apart (most that get here) waits on a tree of
    // depth three instead of the search's chain of five selects.
    bool apart = false;
    for (std::size_t k = 0; k < 6; ++k) {
      apart |= overlap[k] < -slack_;
    }
    if (apart) {
      return false;
    }
    std::size_t best = 0;
    for (std::size_t k = 1; k < 6; ++k) {
      best = overlap[k] < overlap[best] ? k : best;
    }
    least_ = {overlap[best], static_cast<int>(best), distance[best] >= 0.0};
    return true;
  }

  // l = a_i x b_j, in a's frame (0 on axis i, -r[q][j] on p, r[p][j] on
  // q). The indices are template arguments, so that the nine are written
  // out with constant indices (a loop's modulo arithmetic cost more than
  // the products).
  template <std::size_t I, std::size_t J>
  bool Edge() {
    constexpr std::size_t kP = (I + 1) % 3;
    constexpr std::size_t kQ = (I + 2) % 3;
    constexpr std::size_t kJ1 = (J + 1) % 3;
    constexpr std::size_t kJ2 = (J + 2) % 3;
    const Frame& f = f_;
    const double lp = -f.r[kQ][J];
    const double lq = f.r[kP][J];
    const double radius_a = f.ha[kP] * f.abs_r[kQ][J] + f.ha[kQ] * f.abs_r[kP][J];
    // b's radius by Gottschalk's identity b_j1 . (a_i x b_j) = a_i . b_j2
    // (and b_j2 . (a_i x b_j) = -a_i . b_j1): exact for a rotation, and
    // within 1e-9 of b's size, the tolerance itself, for one Validate
    // accepts.
    const double radius_b = f.hb[kJ1] * f.abs_r[I][kJ2] + f.hb[kJ2] * f.abs_r[I][kJ1];
    const double distance = f.t[kP] * lp + f.t[kQ] * lq;
    const double overlap = radius_a + radius_b - std::abs(distance);
    // |l| <= 1, so overlap / |l| >= overlap when positive: an axis that can
    // neither win nor separate needs neither its length nor a root.
    if (overlap >= 0.0 && overlap >= least_.depth) {
      return true;
    }
    const double length_squared = lp * lp + lq * lq;
    if (length_squared <= kSatParallelTolerance * kSatParallelTolerance) {
      return true;  // parallel edges: the face normals already cover them
    }
    // Beating the best face by the slack (faces give steadier manifolds),
    // tested in squares where both sides are positive: most candidates
    // lose, and a root and a division are the dearest steps here.
    const double to_beat = least_.depth - slack_;
    if (overlap >= 0.0 && to_beat >= 0.0 &&
        overlap * overlap >= to_beat * to_beat * length_squared) {
      return true;
    }
    const double length = std::sqrt(length_squared);
    if (overlap < -slack_ * length) {
      return false;
    }
    if (overlap / length < to_beat) {
      least_ = {overlap / length, static_cast<int>(6 + 3 * I + J), distance >= 0.0};
    }
    return true;
  }

  bool Edges() {
    return Edge<0, 0>() && Edge<0, 1>() && Edge<0, 2>() && Edge<1, 0>() && Edge<1, 1>() &&
           Edge<1, 2>() && Edge<2, 0>() && Edge<2, 1>() && Edge<2, 2>();
  }

  Frame f_;
  double slack_ = 0.0;
  Least least_;
};

// Whether the boxes' bounding spheres are apart by more than the slack
// (2e-9 of the radii, at least the SAT tolerance): then so are the boxes,
// and the walk is skipped. |d|^2 > (r_a + r_b)^2 in squares, without a
// root: |d|^2 - r_a^2 - r_b^2 > 2 r_a r_b.
bool SpheresApart(const OrientedBox& a, const OrientedBox& b) {
  const Vec3 d = b.center - a.center;
  constexpr double kShrink = 1.0 - 4.0 * kSatRelativeTolerance;  // below 1 / (1 + 2 tol)^2
  const double distance_squared = glm::dot(d, d) * kShrink;
  const double ra_squared = glm::dot(a.half_extents, a.half_extents);
  const double rb_squared = glm::dot(b.half_extents, b.half_extents);
  const double beyond = distance_squared - ra_squared - rb_squared;
  return beyond > 0.0 && beyond * beyond > 4.0 * ra_squared * rb_squared;
}

}  // namespace
}  // namespace box_penetration_detail

std::optional<BoxContactAxis> LeastOverlapOfBoxes(const OrientedBox& a, const OrientedBox& b) {
  BoxPairFrame unused;
  return LeastOverlapOfBoxes(a, b, unused);
}

std::optional<BoxContactAxis> LeastOverlapOfBoxes(const OrientedBox& a, const OrientedBox& b,
                                                  BoxPairFrame& frame) {
  if (box_penetration_detail::SpheresApart(a, b)) {
    return std::nullopt;
  }
  box_penetration_detail::Walk walk(a, b, frame);
  if (!walk.Run()) {
    return std::nullopt;
  }
  const box_penetration_detail::Least& least = walk.least();
  BoxContactAxis axis;
  Vec3 normal;
  if (least.axis < 3) {
    axis.face_axis_a = least.axis;
    normal = a.rotation[least.axis];
  } else if (least.axis < 6) {
    axis.face_axis_b = least.axis - 3;
    normal = b.rotation[least.axis - 3];
  } else {
    axis.edge_axis_a = (least.axis - 6) / 3;
    axis.edge_axis_b = (least.axis - 6) % 3;
    normal = glm::normalize(glm::cross(a.rotation[axis.edge_axis_a], b.rotation[axis.edge_axis_b]));
  }
  axis.normal = least.towards_b ? normal : -normal;
  axis.along_axis = least.towards_b;
  axis.depth = std::max(least.depth, 0.0);
  axis.overlap = least.depth;
  axis.slack = walk.slack();
  return axis;
}

}  // namespace collide
