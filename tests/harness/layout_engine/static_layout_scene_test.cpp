// Scene files into static layouts and back: what the static-shapes engine
// takes from a scene, what it refuses (at which JSON path, in which words),
// and layouts that survive being written as a scene and read back, bit for
// bit.
#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>
#include <optional>
#include <string>
#include <utility>

#include "collide/registry/pair_tests.h"
#include "collide/shapes/book_plane.h"
#include "fixtures.h"
#include "harness/layout_engine/layout.h"
#include "harness/outcomes/contact_outcomes.h"
#include "harness/scene/json_reader.h"
#include "harness/scene/scene.h"
#include "harness/scene/scene_writer.h"

namespace harness {
namespace static_layout_scene_test {
namespace {

using collide::Vec3;

template <typename T>
bool SameBits(const T& x, const T& y) {
  return std::memcmp(&x, &y, sizeof(T)) == 0;
}

template <typename T>
bool SameOptional(const std::optional<T>& x, const std::optional<T>& y) {
  return x.has_value() == y.has_value() && (!x || SameBits(*x, *y));
}

bool SameValue(const Intersects& x, const Intersects& y) {
  return x == y;
}
bool SameValue(const Contains& x, const Contains& y) {
  return x == y;
}
bool SameValue(const Side& x, const Side& y) {
  return x == y;
}
bool SameValue(const ContactTime& x, const ContactTime& y) {
  return SameOptional(x.time, y.time) && SameBits(x.step, y.step);
}
bool SameValue(const ClosestPoint& x, const ClosestPoint& y) {
  return SameBits(x.point, y.point);
}
bool SameValue(const Hit& x, const Hit& y) {
  return x.value == y.value && SameOptional(x.t, y.t);
}
bool SameValue(const MeetingPoint& x, const MeetingPoint& y) {
  return SameOptional(x.point, y.point);
}
bool SameValue(const Inside& x, const Inside& y) {
  return x == y;
}
bool SameValue(const Distance& x, const Distance& y) {
  return SameBits(x.value, y.value) && SameOptional(x.closest, y.closest);
}
bool SameValue(const PenetrationDepth& x, const PenetrationDepth& y) {
  return x.overlapping == y.overlapping && SameOptional(x.depth, y.depth) &&
         SameOptional(x.normal, y.normal) && SameBits(x.angle_tolerance_deg, y.angle_tolerance_deg);
}
bool SameValue(const ContactSet& x, const ContactSet& y) {
  return x.min_count == y.min_count && x.max_count == y.max_count &&
         SameOptional(x.normal, y.normal) &&
         SameBits(x.angle_tolerance_deg, y.angle_tolerance_deg) && x.point_count == y.point_count &&
         SameBits(x.points, y.points);
}

bool SameValue(const CastContact& x, const CastContact& y) {
  return x.hits == y.hits && SameOptional(x.t, y.t) && SameOptional(x.point, y.point) &&
         SameOptional(x.normal, y.normal) && SameBits(x.angle_tolerance_deg, y.angle_tolerance_deg);
}

template <typename... Outcomes>
bool SameOutcomeOf(const Outcome& x, const Outcome& y) {
  bool same = false;
  const bool known = ((x.Is<Outcomes>() && y.Is<Outcomes>() &&
                       (same = SameValue(x.Get<Outcomes>(), y.Get<Outcomes>()), true)) ||
                      ...);
  return known && same;
}

bool SameOutcome(const Outcome& x, const Outcome& y) {
  return SameOutcomeOf<Intersects, Contains, Side, ContactTime, ClosestPoint, Hit, MeetingPoint,
                       Inside, Distance, PenetrationDepth, ContactSet, CastContact>(x, y);
}

// The first place the layouts differ, "" when they are the same bit for
// bit (every shape kind is made of doubles only, so its bytes are its value).
std::string Difference(const StaticLayout& x, const StaticLayout& y) {
  if (x.shapes.size() != y.shapes.size() || x.expect.size() != y.expect.size()) {
    return "the number of shapes or expectations";
  }
  for (size_t i = 0; i < x.shapes.size(); ++i) {
    const auto& s = x.shapes[i].shape;
    const auto& t = y.shapes[i].shape;
    const bool same = s == t;  // the same kind, bit for bit
    if (x.shapes[i].id != y.shapes[i].id || !same) {
      return "shapes[" + std::to_string(i) + "] (" + x.shapes[i].id + ")";
    }
  }
  for (size_t i = 0; i < x.expect.size(); ++i) {
    const Expectation& e = x.expect[i];
    const Expectation& f = y.expect[i];
    const bool same_outcome = SameOutcome(e.expected, f.expected);
    if (e.a != f.a || e.b != f.b || e.c != f.c || e.algorithm != f.algorithm || !same_outcome ||
        !SameBits(e.tolerance, f.tolerance)) {
      return "expect[" + std::to_string(i) + "]";
    }
  }
  return "";
}

StaticLayout RoundTrip(const StaticLayout& layout) {
  const Scene scene = SceneFromStaticLayout(layout, "playground", "round trip");
  return StaticLayoutFromScene(ParseScene(WriteScene(scene), "round_trip.json"));
}

StaticLayout FromText(const std::string& shapes, const std::string& expect = "",
                      const std::string& top = "") {
  return StaticLayoutFromScene(
      ParseScene(testing::SceneText("playground", top, shapes, expect), "s.json"));
}

InputError Refusal(const std::string& shapes, const std::string& expect = "",
                   const std::string& top = "") {
  const Scene scene = ParseScene(testing::SceneText("playground", top, shapes, expect), "s.json");
  try {
    StaticLayoutFromScene(scene);
  } catch (const InputError& e) {
    return e;
  }
  ADD_FAILURE() << "converted: " << shapes << " / " << expect;
  return InputError("", "", "");
}

constexpr const char* kShapes =
    R"({"id": "p", "type": "point", "position": [1, 2, 3]},
       {"id": "s", "type": "sphere", "center": [0, 0, 0], "radius": 1},
       {"id": "t", "type": "sphere", "center": [5, 0, 0], "radius": 1},
       {"id": "a", "type": "aabb", "min": [0, 0, 0], "max": [1, 1, 1]},
       {"id": "b", "type": "aabb", "center": [2, 2, 2], "half_extents": [1, 1, 1]},
       {"id": "r", "type": "ray", "origin": [0, 0, 0], "direction": [0, 2, 0]},
       {"id": "x", "type": "plane", "normal": [2, 0, 0], "distance": 1},
       {"id": "y", "type": "plane", "point": [0, 3, 0], "normal": [0, 2, 0]},
       {"id": "z", "type": "plane", "normal": [0, 0, 1], "distance": 0},
       {"id": "o", "type": "box", "center": [9, 0, 0], "half_extents": [1, 1, 1]})";

TEST(StaticLayoutScene, APointAndNormalPlaneBecomesTheBooksPlane) {
  // Through (0, 3, 0) with normal (0, 2, 0): n = (0, 1, 0), d = n . point = 3.
  const StaticLayout layout = FromText(kShapes);
  const auto& plane = (layout.Find("y")->shape).Get<collide::BookPlane>();
  EXPECT_EQ(plane.normal, Vec3(0, 1, 0));
  EXPECT_EQ(plane.distance, 3.0);
}

TEST(StaticLayoutScene, OtherShapesAreTakenAsRead) {
  const StaticLayout layout = FromText(kShapes);
  ASSERT_EQ(layout.shapes.size(), 10u);
  EXPECT_EQ((layout.Find("p")->shape).Get<collide::Point>().position, Vec3(1, 2, 3));
  EXPECT_EQ((layout.Find("t")->shape).Get<collide::Sphere>().center, Vec3(5, 0, 0));
  EXPECT_EQ((layout.Find("b")->shape).Get<collide::Aabb>().min, Vec3(1, 1, 1));
  EXPECT_EQ((layout.Find("r")->shape).Get<collide::Ray>().direction, Vec3(0, 1, 0));
  // n (2, 0, 0), d 1: the plane x = 1, d not rescaled.
  const auto& x = (layout.Find("x")->shape).Get<collide::BookPlane>();
  EXPECT_EQ(x.normal, Vec3(1, 0, 0));
  EXPECT_EQ(x.distance, 1.0);
}

TEST(StaticLayoutScene, EveryOutcomeBecomesItsCheck) {
  const StaticLayout layout = FromText(kShapes, R"(
      {"a": "s", "b": "t", "intersects": false},
      {"a": "p", "b": "s", "contains": true},
      {"a": "p", "b": "a", "closest_point": [1, 1, 1], "tolerance": 0.25},
      {"a": "p", "b": "z", "side": 1},
      {"a": "t", "b": "r", "hit": false},
      {"a": "r", "b": "t", "hit": true, "t": 2, "algorithm": "geometric"},
      {"a": "x", "b": "y", "c": "z", "point": [1, 3, 0]},
      {"a": "x", "b": "x", "c": "z", "point": null, "algorithm": "cramer"})");
  ASSERT_EQ(layout.expect.size(), 8u);
  EXPECT_EQ(layout.expect[0].expected, Outcome(Intersects{false}));
  EXPECT_EQ(layout.expect[1].expected, Outcome(Contains{true}));
  EXPECT_EQ(layout.expect[2].expected, Outcome(ClosestPoint{Vec3(1, 1, 1)}));
  EXPECT_EQ(layout.expect[2].tolerance, 0.25);
  EXPECT_EQ(layout.expect[3].expected, Outcome(Side{1}));
  EXPECT_EQ(layout.expect[4].expected, Outcome(Hit{false, std::nullopt}));
  EXPECT_EQ(layout.expect[4].a, "t");
  EXPECT_EQ(layout.expect[5].expected, Outcome(Hit{true, 2.0}));
  EXPECT_EQ(layout.expect[5].algorithm, "geometric");
  EXPECT_EQ(layout.expect[6].expected, Outcome(MeetingPoint{Vec3(1, 3, 0)}));
  EXPECT_EQ(layout.expect[6].c, "z");
  EXPECT_EQ(layout.expect[7].expected, Outcome(MeetingPoint{std::nullopt}));
  // A tolerance the outcome does not compare is its default (intersects:
  // 1e-6, as docs/scene-format.md gives it).
  EXPECT_EQ(layout.expect[0].tolerance, 1e-6);
  EXPECT_EQ(layout.expect[6].tolerance, 1e-5);
}

TEST(StaticLayoutScene, ACylinderIsRefusedListingTheKindsTaken) {
  const InputError e =
      Refusal(R"({"id": "c", "type": "cylinder", "point": [0, 0, 0], "axis": [0, 1, 0],
                  "radius": 1})");
  EXPECT_EQ(e.where(), "shapes[0].type");
  EXPECT_EQ(e.problem(),
            "sample \"playground\" does not take shapes of type \"cylinder\" (it takes: point, "
            "sphere, aabb, box, hexahedron, plane, ray, segment, triangle, model, frustum, "
            "capsule, hull, sweep)");
}

TEST(StaticLayoutScene, AQueryThePairDoesNotAnswerIsRefused) {
  const InputError e = Refusal(kShapes, R"({"a": "s", "b": "t", "contains": true})");
  EXPECT_EQ(e.where(), "expect[0]");
  EXPECT_EQ(e.problem(),
            "sphere and sphere have no \"contains\" test (they answer: intersects, "
            "contacts, distance, penetration)");
  EXPECT_EQ(Refusal(kShapes, R"({"a": "p", "b": "z", "intersects": true})").problem(),
            "point and plane have no \"intersects\" test (they answer: contains, closest_point, "
            "side)");
  EXPECT_EQ(Refusal(kShapes, R"({"a": "p", "b": "o", "contains": true})").problem(),
            "point and box have no \"contains\" test (they answer: closest_point, contacts, "
            "distance, penetration)");
}

TEST(StaticLayoutScene, APairThatAnswersNothingSaysSo) {
  const InputError e = Refusal(kShapes, R"({"a": "p", "b": "p", "side": 0})");
  EXPECT_EQ(e.where(), "expect[0]");
  EXPECT_EQ(e.problem(), "point and point have no \"side\" test (they answer: nothing)");
}

TEST(StaticLayoutScene, AnUnknownAlgorithmListsThePairsOwn) {
  const InputError e =
      Refusal(kShapes, R"({"a": "s", "b": "t", "intersects": true, "algorithm": "gjk"})");
  EXPECT_EQ(e.where(), "expect[0].algorithm");
  EXPECT_EQ(e.problem(), "unknown algorithm \"gjk\" for this pair (known: squared-distance)");
  EXPECT_EQ(Refusal(kShapes, R"({"a": "a", "b": "b", "intersects": true, "algorithm": "slab"})")
                .problem(),
            "unknown algorithm \"slab\" for this pair (known: min-max, sat, corner-volume)");
  EXPECT_EQ(
      Refusal(kShapes, R"({"a": "r", "b": "x", "hit": true, "algorithm": "geometric"})").problem(),
      "unknown algorithm \"geometric\" for this pair (known: one-sided, two-sided)");
}

TEST(StaticLayoutScene, AMeetingPointNeedsThreePlanes) {
  const InputError e = Refusal(kShapes, R"({"a": "x", "b": "y", "c": "s", "point": null})");
  EXPECT_EQ(e.where(), "expect[0].c");
  EXPECT_EQ(e.problem(), "\"point\" needs three planes; \"s\" is a sphere");
  EXPECT_EQ(Refusal(kShapes, R"({"a": "r", "b": "y", "c": "z", "point": null})").where(),
            "expect[0].a");
}

TEST(StaticLayoutScene, AMeetingPointIsSolvedByCramersRuleOnly) {
  const InputError e =
      Refusal(kShapes, R"({"a": "x", "b": "y", "c": "z", "point": null, "algorithm": "gauss"})");
  EXPECT_EQ(e.where(), "expect[0].algorithm");
  EXPECT_EQ(e.problem(), "unknown algorithm \"gauss\" for this pair (known: cramer)");
}

// Takes the registry's three-plane test "cramer" out of the process's
// registry for one test, and puts it back (a copy, the same function) when
// the test ends, as a plugin unloaded and loaded again would.
class WithoutCramer {
 public:
  WithoutCramer() {
    auto& registry = collide::PairTestRegistry::Global();
    const collide::TripleTest* cramer = registry.FindTriple(kPlane, kPlane, kPlane, "cramer");
    if (cramer == nullptr) {
      ADD_FAILURE() << "no \"cramer\" test to take out";
      return;
    }
    cramer_ = *cramer;
    removed_ = registry.RemoveTriple(kPlane, kPlane, kPlane, "cramer");
    EXPECT_TRUE(removed_);
  }
  ~WithoutCramer() {
    if (removed_) {
      collide::PairTestRegistry::Global().AddTriple(std::move(*cramer_));
    }
  }
  WithoutCramer(const WithoutCramer&) = delete;
  WithoutCramer& operator=(const WithoutCramer&) = delete;

 private:
  static constexpr collide::ShapeKind kPlane = collide::ShapeKind::kPlane;
  std::optional<collide::TripleTest> cramer_;
  bool removed_ = false;
};

TEST(StaticLayoutScene, AMeetingPointWithNoThreePlaneTestIsRefused) {
  {
    const WithoutCramer without;
    ASSERT_TRUE(collide::PairTestRegistry::Global()
                    .FindTriple(collide::ShapeKind::kPlane, collide::ShapeKind::kPlane,
                                collide::ShapeKind::kPlane)
                    .empty());
    // x = 1, y = 3 and z = 0 would meet at (1, 3, 0); the first
    // expectation, a pair's, is taken.
    const InputError e = Refusal(kShapes, R"({"a": "s", "b": "t", "intersects": false},
                                             {"a": "x", "b": "y", "c": "z", "point": [1, 3, 0]})");
    EXPECT_EQ(e.where(), "expect[1]");
    EXPECT_EQ(e.problem(), "three planes have no \"point\" test");
    EXPECT_EQ(std::string(e.what()), "s.json: expect[1]: three planes have no \"point\" test");
  }
  // Put back, the same scene loads again.
  const StaticLayout layout =
      FromText(kShapes, R"({"a": "x", "b": "y", "c": "z", "point": [1, 3, 0]})");
  EXPECT_EQ(layout.expect.size(), 1u);
}

TEST(StaticLayoutScene, MotionIsRefused) {
  const std::string motion =
      "sample \"playground\" tests shapes at rest; it takes no motion (velocity, mass, dt, "
      "gravity, contact_time)";
  const InputError velocity = Refusal(
      R"({"id": "s", "type": "sphere", "center": [0, 0, 0], "radius": 1, "velocity": [1, 0, 0]})");
  EXPECT_EQ(velocity.where(), "shapes[0].velocity");
  EXPECT_EQ(velocity.problem(), motion);
  EXPECT_EQ(
      Refusal(kShapes, R"({"a": "s", "b": "t", "contact_time": null})", R"(, "dt": 1)").where(),
      "dt");
  // A scene built in code may hold a contact time without a dt.
  Scene scene = ParseScene(testing::SceneText("playground", "", kShapes), "s.json");
  Expectation e;
  e.path = "expect[0]";
  e.a = "s";
  e.b = "t";
  e.expected = ContactTime{0.5, 1.0};
  scene.expect.push_back(e);
  try {
    StaticLayoutFromScene(scene);
    FAIL() << "took a contact time";
  } catch (const InputError& error) {
    EXPECT_EQ(error.where(), "expect[0].contact_time");
    EXPECT_EQ(error.problem(), motion);
  }
}

TEST(StaticLayoutScene, ABooksPlaneIsWrittenAsOneNeverConverted) {
  StaticLayoutBuilder builder;
  builder.Plane("p", Vec3(0, 0, 3), 0.1);
  const Scene scene = SceneFromStaticLayout(builder.Build(), "plane-plane", "t");
  ASSERT_EQ(scene.shapes.size(), 1u);
  EXPECT_EQ(collide::ShapeKindId(scene.shapes[0].shape.kind()), "plane");
  EXPECT_EQ(scene.shapes[0].path, "shapes[0]");
  const auto& plane = scene.shapes[0].shape.Get<collide::BookPlane>();
  EXPECT_EQ(plane.normal, Vec3(0, 0, 1));
  EXPECT_EQ(plane.distance, 0.1);
  EXPECT_EQ(scene.sample, "plane-plane");
  EXPECT_EQ(scene.title, "t");
}

// Every kind and outcome, with numbers that print awkwardly.
StaticLayout EveryKind() {
  constexpr double kThird = 1.0 / 3.0;
  StaticLayoutBuilder b;
  b.Point("p", Vec3(0.1, -0.0, 1e-300))
      .Sphere("s", Vec3(kThird, 0.1, -0.0), kThird)
      .AabbCorners("a", Vec3(0.1, 0.2, 0.3), Vec3(-0.0, kThird, 1e-300))
      .AabbCenter("c", Vec3(0.1, 0.1, 0.1), Vec3(kThird))
      .Shape("o", collide::OrientedBox{Vec3(0.1), Vec3(kThird, 0, 0.1),
                                       collide::RotationFromEulerDegrees(Vec3(10, 20, 30))})
      .Plane("x", Vec3(1, 2, 3), 0.1)
      .PlaneThroughPoints("y", Vec3(0.1, 0, 0), Vec3(0, 0.1, 0), Vec3(0, 0, kThird))
      .Plane("z", Vec3(0, 0, 1), -0.0)
      .Ray("r", Vec3(0.1, 0.2, 0.3), Vec3(1, 1, 1))
      .Segment("g", Vec3(0.1), Vec3(kThird))
      .Segment("dot", Vec3(1e-300), Vec3(1e-300));
  collide::Hexahedron h;
  for (int i = 0; i < 8; ++i) {
    h.corners[static_cast<size_t>(i)] = Vec3(i & 1 ? 0.1 : 0, i & 2 ? kThird : 0, i & 4 ? 1 : 0);
  }
  b.Shape("h", h);
  b.ExpectIntersects("s", "a", true)
      .ExpectIntersects("a", "c", false, "corner-volume")
      .ExpectContains("p", "s", false)
      .ExpectClosestPoint("p", "a", Vec3(0.1, kThird, 1e-300), 0.1)
      .ExpectSide("p", "x", -1)
      .ExpectHit("r", "s", false)
      .ExpectHit("g", "s", true)
      .ExpectHitAt("r", "x", kThird, "two-sided", 0.0)
      .ExpectMeetingPoint("x", "y", "z", Vec3(0.1, -0.0, kThird), 1e-300)
      .ExpectMeetingPoint("x", "x", "z", std::nullopt);
  return b.Build();
}

TEST(StaticLayoutScene, EveryKindRoundTripsThroughAFileBitForBit) {
  const StaticLayout layout = EveryKind();
  EXPECT_EQ(Difference(RoundTrip(layout), layout), "")
      << WriteScene(SceneFromStaticLayout(layout, "playground", ""));
}

TEST(StaticLayoutScene, EveryShippedStaticSceneRoundTrips) {
  const std::string dir = std::string(COLLISION_LAB_SOURCE_DIR) + "/assets/scenes";
  int count = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    const Scene scene = LoadSceneFile(entry.path().string());
    if (scene.dt) {
      continue;  // motion (moving-balls, impact searches): not a static layout
    }
    ++count;
    const StaticLayout layout = StaticLayoutFromScene(scene);
    EXPECT_EQ(Difference(RoundTrip(layout), layout), "") << entry.path();
  }
  EXPECT_GT(count, 20);
}

TEST(StaticLayoutScene, AMissKeepsNoT) {
  StaticLayout layout = EveryKind();
  layout.expect[5].expected = Hit{false, 2.0};  // not what a builder makes
  const Scene scene = SceneFromStaticLayout(layout, "playground", "");
  const std::string written = WriteScene(scene);
  const Scene read = ParseScene(written, "miss.json");
  EXPECT_EQ(read.expect[5].expected, Outcome(Hit{false, std::nullopt})) << written;
}

}  // namespace
}  // namespace static_layout_scene_test
}  // namespace harness
