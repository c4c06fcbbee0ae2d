// The tutorial samples' tables exist twice: declared in each sample's file
// (samples/*.cpp) and shipped as a scene (assets/scenes/*.json), which the
// suite runs with --check. Each scene must hold the very shapes and
// expectations its sample declares, so neither can drift from the other
// unnoticed.
#include <gtest/gtest.h>

#include <cmath>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "collide/shapes/overloaded.h"
#include "harness/layout_engine/layout.h"
#include "harness/layout_sample/static_shapes_sample.h"
#include "harness/sample_api/sample_registry.h"
#include "harness/scene/scene.h"
#include "test_host.h"

namespace harness {
namespace shipped_tutorial_scenes_test {
namespace {

using collide::Vec3;

// The 17 samples of the tutorial's chapters 1-3 (issue 12), each shipped as
// assets/scenes/<id with _ for ->.json.
const std::vector<std::string> kTutorialSampleIds = {
    "point-sphere", "point-aabb",    "point-plane", "point-line", "point-ray",   "three-planes",
    "sphere-aabb",  "sphere-plane",  "aabb-aabb",   "aabb-plane", "plane-plane", "raycast-sphere",
    "raycast-aabb", "raycast-plane", "line-sphere", "line-aabb",  "line-plane"};

std::string SceneFileOf(std::string id) {
  for (char& c : id) {
    c = c == '-' ? '_' : c;
  }
  return std::string(COLLISION_LAB_SOURCE_DIR) + "/assets/scenes/" + id + ".json";
}

// Numbers in a scene are typed in decimal, while a sample may compute its
// own (a normalised normal, a square root): they agree to the last few bits.
bool Near(double x, double y) {
  return std::abs(x - y) <= 1e-12 * (1.0 + std::max(std::abs(x), std::abs(y)));
}
bool Near(const Vec3& x, const Vec3& y) {
  return Near(x.x, y.x) && Near(x.y, y.y) && Near(x.z, y.z);
}
bool Near(const std::optional<double>& x, const std::optional<double>& y) {
  return x.has_value() == y.has_value() && (!x || Near(*x, *y));
}
bool Near(const std::optional<Vec3>& x, const std::optional<Vec3>& y) {
  return x.has_value() == y.has_value() && (!x || Near(*x, *y));
}

// Both sides hold AABBs as min and max: the builder sorts the corners it is
// given (the book's constructor), and a scene's "min" must not exceed its
// "max" (docs/scene-format.md), so swapped corners compare as sorted.
bool SameShape(const collide::StaticShape& x, const collide::StaticShape& y) {
  if (x.kind() != y.kind()) {
    return false;
  }
  if (const auto* p = x.As<collide::Point>()) {
    return Near(p->position, y.Get<collide::Point>().position);
  }
  if (const auto* s = x.As<collide::Sphere>()) {
    const auto& t = y.Get<collide::Sphere>();
    return Near(s->center, t.center) && Near(s->radius, t.radius);
  }
  if (const auto* a = x.As<collide::Aabb>()) {
    const auto& b = y.Get<collide::Aabb>();
    return Near(a->min, b.min) && Near(a->max, b.max);
  }
  if (const auto* a = x.As<collide::OrientedBox>()) {
    const auto& b = y.Get<collide::OrientedBox>();
    return Near(a->center, b.center) && Near(a->half_extents, b.half_extents) &&
           Near(a->rotation[0], b.rotation[0]) && Near(a->rotation[1], b.rotation[1]) &&
           Near(a->rotation[2], b.rotation[2]);
  }
  if (const auto* a = x.As<collide::Hexahedron>()) {
    const auto& b = y.Get<collide::Hexahedron>();
    for (std::size_t i = 0; i < a->corners.size(); ++i) {
      if (!Near(a->corners[i], b.corners[i])) {
        return false;
      }
    }
    return true;
  }
  if (const auto* p = x.As<collide::BookPlane>()) {
    const auto& q = y.Get<collide::BookPlane>();
    return Near(p->normal, q.normal) && Near(p->distance, q.distance);
  }
  if (const auto* r = x.As<collide::Ray>()) {
    const auto& s = y.Get<collide::Ray>();
    return Near(r->origin, s.origin) && Near(r->direction, s.direction);
  }
  const auto& s = x.Get<collide::Segment>();
  const auto& t = y.Get<collide::Segment>();
  return Near(s.start, t.start) && Near(s.end, t.end);
}

bool SameOutcome(const Outcome& x, const Outcome& y) {
  if (x.type() != y.type()) {
    return false;
  }
  if (const auto* o = x.GetIf<ContactTime>()) {
    const auto& p = y.Get<ContactTime>();
    return Near(o->time, p.time) && Near(o->step, p.step);
  }
  if (const auto* o = x.GetIf<ClosestPoint>()) {
    return Near(o->point, y.Get<ClosestPoint>().point);
  }
  if (const auto* o = x.GetIf<Hit>()) {
    const auto& p = y.Get<Hit>();
    return o->value == p.value && Near(o->t, p.t);
  }
  if (const auto* o = x.GetIf<MeetingPoint>()) {
    return Near(o->point, y.Get<MeetingPoint>().point);
  }
  // The rest (intersects, contains, side, inside) hold no measured number.
  return x == y;
}

std::string Describe(const Expectation& e) {
  std::ostringstream text;
  text << e.a << " / " << e.b << (e.c.empty() ? "" : " / " + e.c) << " algorithm "
       << e.algorithm.value_or("(default)") << " outcome " << OutcomeKey(e.expected)
       << " tolerance " << e.tolerance;
  return text.str();
}

// The layout a sample declares, as it opens with no scene.
StaticLayout BuiltInLayout(const std::string& id) {
  const SampleInfo* info = SampleRegistry::Get().Find(id);
  if (info == nullptr) {
    ADD_FAILURE() << "no sample " << id;
    return {};
  }
  testing::TestHost host;
  const std::unique_ptr<Sample> sample = info->create(host);
  const auto* shapes = dynamic_cast<const StaticShapesSample*>(sample.get());
  if (shapes == nullptr) {
    ADD_FAILURE() << id << " is not a static-shapes sample";
    return {};
  }
  return shapes->layout();
}

TEST(ShippedTutorialScenes, HoldTheShapesAndExpectationsTheirSampleDeclares) {
  ASSERT_EQ(kTutorialSampleIds.size(), 17u);
  for (const std::string& id : kTutorialSampleIds) {
    SCOPED_TRACE(id);
    const Scene scene = LoadSceneFile(SceneFileOf(id));
    EXPECT_EQ(scene.sample, id);
    const StaticLayout shipped = StaticLayoutFromScene(scene);
    const StaticLayout declared = BuiltInLayout(id);

    ASSERT_EQ(shipped.shapes.size(), declared.shapes.size());
    ASSERT_GT(declared.shapes.size(), 0u);
    for (std::size_t i = 0; i < declared.shapes.size(); ++i) {
      EXPECT_EQ(shipped.shapes[i].id, declared.shapes[i].id) << "shapes[" << i << "]";
      EXPECT_TRUE(SameShape(shipped.shapes[i].shape, declared.shapes[i].shape))
          << "shapes[" << i << "] (" << declared.shapes[i].id << ")";
    }

    ASSERT_EQ(shipped.expect.size(), declared.expect.size());
    ASSERT_GT(declared.expect.size(), 0u);
    for (std::size_t i = 0; i < declared.expect.size(); ++i) {
      const Expectation& s = shipped.expect[i];
      const Expectation& d = declared.expect[i];
      const bool same = s.a == d.a && s.b == d.b && s.c == d.c && s.algorithm == d.algorithm &&
                        SameOutcome(s.expected, d.expected) && Near(s.tolerance, d.tolerance);
      EXPECT_TRUE(same) << "expect[" << i << "]: shipped " << Describe(s) << ", declared "
                        << Describe(d);
    }
  }
}

}  // namespace
}  // namespace shipped_tutorial_scenes_test
}  // namespace harness
