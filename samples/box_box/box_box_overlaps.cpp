#include "box_box/box_box_overlaps.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <span>
#include <utility>
#include <variant>

#include "collide/sat/sat.h"
#include "harness/layout_engine/bounds_pairs.h"

namespace box_box {
namespace {

// The smallest face area of a hexahedron: corner-volume lets a corner lie
// outside a face by up to 1.5e-9 of the volume over that face's area.
double SmallestFaceArea(const collide::Hexahedron& hexahedron) {
  double smallest = collide::kInfinity;
  for (const auto& face : collide::kBoxFaces) {
    const auto& c = hexahedron.corners;
    const collide::Vec3 d1 =
        c[static_cast<std::size_t>(face[2])] - c[static_cast<std::size_t>(face[0])];
    const collide::Vec3 d2 =
        c[static_cast<std::size_t>(face[3])] - c[static_cast<std::size_t>(face[1])];
    smallest = std::min(smallest, 0.5 * glm::length(glm::cross(d1, d2)));
  }
  return smallest;
}

// The exact and corner-volume tests per pair of kinds, each looked up once
// per Overlaps: the registry cannot change while one is built, and a layout
// of thousands of boxes has few kinds but many pairs.
class TestsByKinds {
 public:
  const collide::PairTest& Exact(const NamedShape& a, const NamedShape& b) {
    return *Of(a, b).first;
  }
  const collide::PairTest& CornerVolume(const NamedShape& a, const NamedShape& b) {
    return *Of(a, b).second;
  }

 private:
  using Tests = std::pair<const collide::PairTest*, const collide::PairTest*>;
  const Tests& Of(const NamedShape& a, const NamedShape& b) {
    const auto key = std::make_pair(collide::KindOfSolid(a.shape), collide::KindOfSolid(b.shape));
    auto found = tests_.find(key);
    if (found == tests_.end()) {
      found = tests_
                  .emplace(key, Tests{&ExactFor(a, b),
                                      BothBoxes(a, b) ? &CornerVolumeFor(a, b) : nullptr})
                  .first;
    }
    return found->second;
  }
  std::map<std::pair<collide::ShapeKind, collide::ShapeKind>, Tests> tests_;
};

}  // namespace

// The tests count a pair as overlapping a little beyond touching: SAT and
// closest point up to 1e-9 of the smaller bounding radius, corner-volume a
// corner up to about 3e-9 of a box's size outside it (for a hexahedron,
// 1.5e-9 of its volume, at most 4.2 r^3, over its smallest face's area);
// and corners and projections round at about 1e-16 of the coordinates.
// Padding each shape by 1e-8 of its radius, its hexahedron term and 1e-12
// of its largest coordinate covers them all with room to spare.
collide::Aabb PaddedBoundsOf(const NamedShape& shape) {
  const double radius = RadiusOf(shape);
  collide::Aabb bounds;
  double pad = 1e-8 * radius;
  if (const collide::BoxShape* box = BoxOf(shape)) {
    bounds = collide::CornerBounds(*box);
    if (const auto* hexahedron = std::get_if<collide::Hexahedron>(box)) {
      pad += 1e-8 * radius * radius * radius / SmallestFaceArea(*hexahedron);
    }
  } else {
    const collide::Sphere& sphere = *SphereOf(shape);
    bounds = {sphere.center - Vec3(sphere.radius), sphere.center + Vec3(sphere.radius)};
  }
  const Vec3 largest = glm::max(glm::abs(bounds.min), glm::abs(bounds.max));
  pad += 1e-12 * std::max({largest.x, largest.y, largest.z});
  return {bounds.min - Vec3(pad), bounds.max + Vec3(pad)};
}

Overlaps::Overlaps(const std::vector<NamedShape>& shapes, const harness::TestCounter& tests)
    : exact_(shapes.size(), false),
      corner_volume_(shapes.size(), false),
      disagrees_(shapes.size(), false) {
  std::vector<collide::Aabb> bounds;
  bounds.reserve(shapes.size());
  for (const NamedShape& shape : shapes) {
    bounds.push_back(PaddedBoundsOf(shape));
  }
  candidates_ = harness::PairsWhoseBoundsTouch(bounds);
  answers_.resize(candidates_.size());

  // Oriented boxes (and an AABB beside one) in one batch, by the SAT that
  // the registry's "sat" runs one pair at a time; the rest, pairs with a
  // hexahedron or a sphere and two AABBs, one registry test each.
  TestsByKinds by_kinds;
  std::vector<collide::OrientedBoxPair> batch;
  std::vector<std::size_t> batched;  // the candidate each batch entry is
  for (std::size_t k = 0; k < candidates_.size(); ++k) {
    const NamedShape& a = shapes[candidates_[k].first];
    const NamedShape& b = shapes[candidates_[k].second];
    const collide::BoxShape* box_a = BoxOf(a);
    const collide::BoxShape* box_b = BoxOf(b);
    const auto boxes = box_a && box_b ? collide::AsOrientedBoxPair(*box_a, *box_b) : std::nullopt;
    if (boxes) {
      batch.push_back({boxes->first, boxes->second});
      batched.push_back(k);
    } else {
      tests.Add();
      answers_[k].exact = Intersects(a, b, by_kinds.Exact(a, b));
    }
    if (BothBoxes(a, b)) {
      tests.Add();
      answers_[k].corner_volume = Intersects(a, b, by_kinds.CornerVolume(a, b));
    }
  }
  // std::vector<bool> has no span: a buffer of bools.
  const auto found = std::make_unique<bool[]>(batch.size());
  collide::SatIntersectsMany(batch, std::span<bool>(found.get(), batch.size()));
  tests.Add(batch.size());
  for (std::size_t n = 0; n < batch.size(); ++n) {
    answers_[batched[n]].exact = found[n];
  }

  for (std::size_t k = 0; k < candidates_.size(); ++k) {
    const auto [i, j] = candidates_[k];
    const Answer& answer = answers_[k];
    const bool by_corner_volume = answer.corner_volume.value_or(answer.exact);
    if (answer.exact) {
      exact_[i] = exact_[j] = true;
    }
    if (by_corner_volume) {
      corner_volume_[i] = corner_volume_[j] = true;
    }
    if (answer.Disagree()) {
      disagreeing_.push_back(candidates_[k]);
      disagrees_[i] = disagrees_[j] = true;
    }
  }
}

Overlaps::Answer Overlaps::Of(std::size_t i, std::size_t j) const {
  const IndexPair key{std::min(i, j), std::max(i, j)};
  const auto it = std::lower_bound(candidates_.begin(), candidates_.end(), key);
  if (it == candidates_.end() || *it != key) {
    return {};
  }
  return answers_[static_cast<std::size_t>(it - candidates_.begin())];
}

bool Overlaps::Disagree(std::size_t i, std::size_t j) const {
  return Of(i, j).Disagree();
}

std::optional<IndexPair> Overlaps::FirstApartBoxes(const std::vector<NamedShape>& shapes) const {
  auto next = candidates_.begin();
  for (std::size_t i = 0; i < shapes.size(); ++i) {
    if (BoxOf(shapes[i]) == nullptr) {
      continue;
    }
    for (std::size_t j = i + 1; j < shapes.size(); ++j) {
      if (BoxOf(shapes[j]) == nullptr) {
        continue;
      }
      const IndexPair pair{i, j};
      next = std::lower_bound(next, candidates_.end(), pair);
      if (next == candidates_.end() || *next != pair ||
          !answers_[static_cast<std::size_t>(next - candidates_.begin())].exact) {
        return pair;
      }
    }
  }
  return std::nullopt;
}

}  // namespace box_box
