#include "box_box/box_box_world.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <stdexcept>
#include <string_view>

#include "collide/sat/sat.h"
#include "harness/scene/scene_building.h"

namespace box_box {
namespace {

// A square frustum standing on y = bottom: half size `bottom_half` there,
// `top_half` at y = top, centred on (x, z).
collide::Hexahedron Frustum(double x, double z, double bottom, double top, double bottom_half,
                            double top_half) {
  collide::Hexahedron h;
  for (int i = 0; i < 8; ++i) {
    const bool high = (i & 2) != 0;
    const double half = high ? top_half : bottom_half;
    h.corners[static_cast<size_t>(i)] =
        Vec3(x + ((i & 1) ? half : -half), high ? top : bottom, z + ((i & 4) ? half : -half));
  }
  return h;
}

bool SameBox(const collide::BoxShape& a, const collide::BoxShape& b) {
  if (a.index() != b.index()) {
    return false;
  }
  if (const auto* obb = std::get_if<collide::OrientedBox>(&a)) {
    const auto& other = std::get<collide::OrientedBox>(b);
    return obb->center == other.center && obb->half_extents == other.half_extents &&
           obb->rotation == other.rotation;
  }
  if (const auto* aabb = std::get_if<collide::Aabb>(&a)) {
    const auto& other = std::get<collide::Aabb>(b);
    return aabb->min == other.min && aabb->max == other.max;
  }
  return std::get<collide::Hexahedron>(a).corners == std::get<collide::Hexahedron>(b).corners;
}

}  // namespace

bool operator==(const NamedShape& a, const NamedShape& b) {
  if (a.id != b.id || a.rotation_deg != b.rotation_deg || a.shape.index() != b.shape.index()) {
    return false;
  }
  if (const collide::Sphere* sphere = SphereOf(a)) {
    return sphere->center == SphereOf(b)->center && sphere->radius == SphereOf(b)->radius;
  }
  return SameBox(*BoxOf(a), *BoxOf(b));
}

const collide::BoxShape* BoxOf(const NamedShape& s) {
  return std::get_if<collide::BoxShape>(&s.shape);
}
const collide::Sphere* SphereOf(const NamedShape& s) {
  return std::get_if<collide::Sphere>(&s.shape);
}
const char* WordFor(const NamedShape& s) {
  return BoxOf(s) ? "box" : "sphere";
}

bool BothBoxes(const NamedShape& a, const NamedShape& b) {
  return BoxOf(a) != nullptr && BoxOf(b) != nullptr;
}

namespace {

collide::ShapeKind KindOf(const NamedShape& s) {
  return collide::KindOfSolid(s.shape);
}

const collide::PairTest& Found(const collide::PairTest* test, const NamedShape& a,
                               const NamedShape& b, std::string_view what) {
  if (test == nullptr) {
    throw std::logic_error("the pair-test registry has no " + std::string(what) + " test for " +
                           PairName(a, b));
  }
  return *test;
}

}  // namespace

const collide::PairTest& ExactFor(const NamedShape& a, const NamedShape& b) {
  const auto& registry = collide::PairTestRegistry::Global();
  const collide::Query intersects = collide::Query::kIntersects;
  if (BothBoxes(a, b)) {
    return Found(registry.Find(KindOf(a), KindOf(b), intersects, collide::kSatId), a, b, "sat");
  }
  const auto tests = registry.Find(KindOf(a), KindOf(b), intersects);
  return Found(tests.empty() ? nullptr : tests.front(), a, b, "intersects");
}

const collide::PairTest& CornerVolumeFor(const NamedShape& a, const NamedShape& b) {
  return Found(collide::PairTestRegistry::Global().Find(
                   KindOf(a), KindOf(b), collide::Query::kIntersects, collide::kCornerVolumeId),
               a, b, "corner-volume");
}

std::vector<const collide::PairTest*> ShownFor(const NamedShape& a, const NamedShape& b) {
  std::vector<const collide::PairTest*> shown = {&ExactFor(a, b)};
  if (BothBoxes(a, b)) {
    shown.push_back(&CornerVolumeFor(a, b));
  }
  return shown;
}

std::string AcceptedFor(const NamedShape& a, const NamedShape& b) {
  std::string accepted;
  for (const collide::PairTest* test : collide::PairTestRegistry::Global().Find(
           KindOf(a), KindOf(b), collide::Query::kIntersects)) {
    accepted += (accepted.empty() ? "" : ", ") + test->id;
  }
  return accepted;
}

const collide::PairTest* FindAlgorithm(const std::string& id, const NamedShape& a,
                                       const NamedShape& b) {
  return collide::PairTestRegistry::Global().Find(KindOf(a), KindOf(b), collide::Query::kIntersects,
                                                  id);
}

bool Intersects(const NamedShape& a, const NamedShape& b, const collide::PairTest& test) {
  return collide::Intersects(test, a.shape, b.shape);
}

Vec3 CenterOf(const NamedShape& s) {
  return BoxOf(s) ? collide::BoxCenter(*BoxOf(s)) : SphereOf(s)->center;
}

double RadiusOf(const NamedShape& s) {
  return BoxOf(s) ? collide::BoundingRadius(*BoxOf(s)) : SphereOf(s)->radius;
}

// "box 0 and 1", "sphere s and box b": the tutorial's words.
std::string PairName(const NamedShape& a, const NamedShape& b) {
  if (std::string(WordFor(a)) == WordFor(b)) {
    return std::string(WordFor(a)) + " " + a.id + " and " + b.id;
  }
  return std::string(WordFor(a)) + " " + a.id + " and " + WordFor(b) + " " + b.id;
}

// The log line for a pair of boxes on which the two tests disagree.
std::string DisagreementMessage(const NamedShape& a, const NamedShape& b, bool sat) {
  const std::string pair = "box " + a.id + " vs box " + b.id;
  return sat ? "corner-volume misses " + pair + ": no corner inside, SAT finds overlap"
             : "corner-volume finds " + pair + " overlapping, SAT finds them apart";
}

NamedShape MakeBox(std::string id, const Vec3& center, const Vec3& half_extents,
                   const Vec3& rotation_deg) {
  return {std::move(id),
          collide::BoxShape(collide::OrientedBox{center, half_extents,
                                                 collide::RotationFromEulerDegrees(rotation_deg)}),
          rotation_deg};
}

// Five showcased pairs, each away from the others, and what both tests must
// say about every pair. assets/scenes/box_box_default.json holds the same.
Layout DefaultLayout() {
  Layout layout;
  layout.shapes = {
      // 0, 1: two bars crossed like a plus sign; the thin one runs through
      // the thick one, every corner of each outside the other.
      MakeBox("0", {-4.5, 0, -2.5}, {2, 0.3, 0.3}),
      MakeBox("1", {-4.5, 0, -2.5}, {0.5, 2, 0.5}),
      // 2, 3: a cube turned 45 degrees about x (a ridge along x on top) under
      // one turned 45 degrees about z (a ridge along z below), pushed together
      // until the ridges cross inside both.
      MakeBox("2", {0, -1.2, -2.5}, {1, 1, 1}, {45, 0, 0}),
      MakeBox("3", {0, 1.3, -2.5}, {1, 1, 1}, {0, 0, 45}),
      // 4, 5: a small box wholly inside a larger one.
      MakeBox("4", {4.5, 0, -2.5}, {1.6, 1.4, 1.4}, {0, 20, 0}),
      MakeBox("5", {4.7, 0.1, -2.5}, {0.6, 0.5, 0.4}, {30, 0, 45}),
      // 6, 7: face to face: 7's -x face lies on 6's +x face.
      {"6", collide::BoxShape(collide::Aabb{{-5, -1, 1.5}, {-3, 1, 3.5}}), Vec3(0.0)},
      MakeBox("7", {-2.25, 0.25, 2.7}, {0.75, 0.75, 0.6}),
      // 8, 9: clearly apart, a turned box and a frustum.
      MakeBox("8", {1.2, 0, 2.5}, {0.8, 1, 0.8}, {0, 0, 25}),
      {"9", collide::BoxShape(Frustum(4.3, 2.5, -1, 1, 1, 0.5)), Vec3(0.0)},
  };
  struct Showcase {
    const char* a;
    const char* b;
    bool sat;
    bool corner_volume;
  };
  const Showcase showcases[] = {{"0", "1", true, false},
                                {"2", "3", true, false},
                                {"4", "5", true, true},
                                {"6", "7", true, true},
                                {"8", "9", false, false}};
  std::set<IdPair> shown;
  for (const Showcase& s : showcases) {
    layout.expect.push_back({s.a, s.b, std::string(collide::kSatId), s.sat});
    layout.expect.push_back({s.a, s.b, std::string(collide::kCornerVolumeId), s.corner_volume});
    shown.insert({s.a, s.b});
  }
  // Every other pair is apart under both.
  for (size_t i = 0; i < layout.shapes.size(); ++i) {
    for (size_t j = i + 1; j < layout.shapes.size(); ++j) {
      const IdPair pair{layout.shapes[i].id, layout.shapes[j].id};
      if (!shown.contains(pair)) {
        layout.expect.push_back({pair.first, pair.second, std::string(collide::kSatId), false});
        layout.expect.push_back(
            {pair.first, pair.second, std::string(collide::kCornerVolumeId), false});
      }
    }
  }
  layout.selected = IdPair{"8", "9"};
  layout.caption =
      "0+1 plus sign, 2+3 crossing edges, 5 inside 4, 6|7 touching faces, 8 and 9 apart.";
  return layout;
}

harness::Scene SceneOf(const Layout& layout, const std::string& title, bool expect_what_is_shown) {
  harness::Scene scene;
  scene.sample = "box-box";
  scene.title = title;
  for (const NamedShape& named : layout.shapes) {
    scene.shapes.push_back(harness::SceneShapeOf(named.id, collide::AsStaticShape(named.shape)));
  }
  const auto add = [&](const std::string& a, const std::string& b, const std::string& algorithm,
                       bool intersects) {
    harness::Expectation e;
    e.a = a;
    e.b = b;
    e.algorithm = algorithm;
    e.expected = harness::Intersects{intersects};
    scene.expect.push_back(std::move(e));
  };
  if (!expect_what_is_shown) {
    for (const Expectation& e : layout.expect) {
      add(e.a, e.b, e.algorithm, e.intersects);
    }
    return scene;
  }
  const auto& shapes = layout.shapes;
  for (std::size_t i = 0; i < shapes.size(); ++i) {
    for (std::size_t j = i + 1; j < shapes.size(); ++j) {
      for (const collide::PairTest* test : ShownFor(shapes[i], shapes[j])) {
        add(shapes[i].id, shapes[j].id, test->id, Intersects(shapes[i], shapes[j], *test));
      }
    }
  }
  return scene;
}

}  // namespace box_box
