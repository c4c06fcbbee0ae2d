// WriteScene: every shape type and outcome kind, motion too, written so that
// ParseScene reads back the same scene bit for bit, awkward numbers (0.1,
// 1e-300, -0.0, 1/3, 5e-324) included.
#include "harness/scene/scene_writer.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <filesystem>
#include <stdexcept>

#include "collide/shapes/book_plane.h"
#include "collide/shapes/frustum.h"
#include "collide/shapes/overloaded.h"
#include "collide/shapes/ray.h"
#include "harness/outcomes/contact_outcomes.h"
#include "harness/scene/json_reader.h"
#include "harness/scene/scene.h"

namespace harness {
namespace scene_writer_test {
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

// Shapes compare bit for bit (StaticShape's ==): -0.0 differs from 0.0, as
// it must here.
bool SameShape(const collide::StaticShape& x, const collide::StaticShape& y) {
  return x == y;
}

// The same outcome, bit for bit.
bool SameOutcome(const Outcome& x, const Outcome& y) {
  if (x.type() != y.type()) {
    return false;
  }
  if (const auto* o = x.GetIf<Intersects>()) {
    return o->value == y.Get<Intersects>().value;
  }
  if (const auto* o = x.GetIf<ContactTime>()) {
    const auto& p = y.Get<ContactTime>();
    return SameOptional(o->time, p.time) && SameBits(o->step, p.step);
  }
  if (const auto* o = x.GetIf<Contains>()) {
    return o->value == y.Get<Contains>().value;
  }
  if (const auto* o = x.GetIf<ClosestPoint>()) {
    return SameBits(o->point, y.Get<ClosestPoint>().point);
  }
  if (const auto* o = x.GetIf<Side>()) {
    return o->value == y.Get<Side>().value;
  }
  if (const auto* o = x.GetIf<Hit>()) {
    const auto& p = y.Get<Hit>();
    return o->value == p.value && SameOptional(o->t, p.t);
  }
  if (const auto* o = x.GetIf<MeetingPoint>()) {
    return SameOptional(o->point, y.Get<MeetingPoint>().point);
  }
  if (const auto* o = x.GetIf<Inside>()) {
    return o->value == y.Get<Inside>().value;
  }
  if (const auto* o = x.GetIf<Distance>()) {
    const auto& p = y.Get<Distance>();
    return SameBits(o->value, p.value) && SameOptional(o->closest, p.closest);
  }
  if (const auto* o = x.GetIf<PenetrationDepth>()) {
    const auto& p = y.Get<PenetrationDepth>();
    return o->overlapping == p.overlapping && SameOptional(o->depth, p.depth) &&
           SameOptional(o->normal, p.normal) &&
           SameBits(o->angle_tolerance_deg, p.angle_tolerance_deg);
  }
  if (const auto* o = x.GetIf<ContactSet>()) {
    const auto& p = y.Get<ContactSet>();
    return o->min_count == p.min_count && o->max_count == p.max_count &&
           SameOptional(o->normal, p.normal) &&
           SameBits(o->angle_tolerance_deg, p.angle_tolerance_deg) &&
           o->point_count == p.point_count && SameBits(o->points, p.points);
  }
  if (const auto* o = x.GetIf<CastContact>()) {
    const auto& p = y.Get<CastContact>();
    return o->hits == p.hits && SameOptional(o->t, p.t) && SameOptional(o->point, p.point) &&
           SameOptional(o->normal, p.normal) &&
           SameBits(o->angle_tolerance_deg, p.angle_tolerance_deg);
  }
  ADD_FAILURE() << "an outcome this test does not compare: " << OutcomeKey(x);
  return false;
}

// The first field in which the scenes differ, "" when none does.
std::string Difference(const Scene& x, const Scene& y) {
  if (x.file != y.file || x.sample != y.sample || x.title != y.title ||
      x.description != y.description) {
    return "file, sample, title or description";
  }
  if (!SameOptional(x.dt, y.dt) || !SameOptional(x.gravity, y.gravity)) {
    return "dt or gravity";
  }
  if (x.shapes.size() != y.shapes.size() || x.expect.size() != y.expect.size()) {
    return "the number of shapes or expectations";
  }
  for (size_t i = 0; i < x.shapes.size(); ++i) {
    const SceneShape& s = x.shapes[i];
    const SceneShape& t = y.shapes[i];
    if (s.id != t.id || s.path != t.path || !SameShape(s.shape, t.shape) ||
        !SameOptional(s.velocity, t.velocity) || !SameOptional(s.mass, t.mass)) {
      return "shapes[" + std::to_string(i) + "]";
    }
  }
  for (size_t i = 0; i < x.expect.size(); ++i) {
    const Expectation& e = x.expect[i];
    const Expectation& f = y.expect[i];
    if (e.path != f.path || e.a != f.a || e.b != f.b || e.c != f.c || e.algorithm != f.algorithm ||
        !SameOutcome(e.expected, f.expected) || !SameBits(e.tolerance, f.tolerance)) {
      return "expect[" + std::to_string(i) + "]";
    }
  }
  return "";
}

Scene RoundTrip(const Scene& scene) {
  return ParseScene(WriteScene(scene), scene.file);
}

void AddShape(Scene& scene, std::string id, collide::StaticShape shape) {
  SceneShape s;
  s.path = "shapes[" + std::to_string(scene.shapes.size()) + "]";
  s.id = std::move(id);
  s.shape = std::move(shape);
  scene.shapes.push_back(std::move(s));
}

Expectation& AddExpectation(Scene& scene, std::string a, std::string b) {
  Expectation e;
  e.path = "expect[" + std::to_string(scene.expect.size()) + "]";
  e.a = std::move(a);
  e.b = std::move(b);
  scene.expect.push_back(std::move(e));
  return scene.expect.back();
}

constexpr double kThird = 1.0 / 3.0;
constexpr double kTiny = 1e-300;
constexpr double kSmallest = 5e-324;  // the smallest subnormal

// A rotation no Euler angles give back bit for bit: 20 degrees about z
// (exact sin and cos need not be) with one entry nudged by 1e-12, still a
// rotation within Validate's 1e-9.
collide::Mat3 NudgedRotation() {
  collide::Mat3 r = collide::RotationFromEulerDegrees(Vec3(0, 0, 20));
  r[0][0] += 1e-12;
  return r;
}

// Every shape type and outcome kind, with motion, holding awkward numbers.
Scene EveryKind() {
  Scene scene;
  scene.file = "every.json";
  scene.sample = "playground";
  scene.title = "awkward \"numbers\", \\ and \xc3\xbcnicode";
  scene.description = "worked out by hand: 1 / 3 is 0.3333333333333333";
  scene.dt = 0.6;
  scene.gravity = Vec3(0, -0.05, -0.0);
  AddShape(scene, "s", collide::Sphere{Vec3(0.1, kTiny, -0.0), kThird});
  scene.shapes.back().velocity = Vec3(-0.0, 0.1, kSmallest);
  scene.shapes.back().mass = 0.1;
  AddShape(scene, "b",
           collide::OrientedBox{Vec3(kThird, 0.1, -2), Vec3(0.1, 0, kTiny),
                                collide::RotationFromEulerDegrees(Vec3(30, 45, 60))});
  AddShape(scene, "nudged", collide::OrientedBox{Vec3(0.0), Vec3(1.0), NudgedRotation()});
  AddShape(scene, "upright", collide::OrientedBox{Vec3(1, 2, 3), Vec3(1.0), collide::Mat3(1.0)});
  AddShape(scene, "a", collide::Aabb{Vec3(-0.0, 0.1, -kTiny), Vec3(0, kThird, 1e15)});
  collide::Hexahedron hexahedron;
  for (int i = 0; i < 8; ++i) {
    hexahedron.corners[static_cast<size_t>(i)] =
        Vec3(i & 1 ? 0.1 : -0.0, i & 2 ? kThird : 0, i & 4 ? 0.7 : 0);
  }
  AddShape(scene, "h", hexahedron);
  AddShape(scene, "pl",
           *collide::ToBookPlane(collide::Plane{Vec3(0.1, -0.0, kThird), Vec3(0, 2, kTiny)}));
  AddShape(scene, "cy", collide::Cylinder{Vec3(kThird, 0, 0), Vec3(0.1, 0.2, 0.3), 0.1});
  AddShape(scene, "pt", collide::Point{Vec3(kTiny, -0.0, kThird)});
  AddShape(scene, "bp",
           collide::BookPlane{Vec3(0.1414213562373095, 0, 0.98994949366116658), -kThird});
  AddShape(scene, "bq", *collide::MakeBookPlane(Vec3(1, 2, 3), 0.1));
  AddShape(scene, "ry", *collide::MakeRay(Vec3(0.1, 0.2, 0.3), Vec3(1, 1, 1)));
  AddShape(scene, "sg", collide::Segment{Vec3(0.1), Vec3(0.1)});
  AddShape(scene, "fr",
           collide::Frustum{Vec3(0.1, -0.0, kThird), Vec3(1, 2, 3), Vec3(kTiny, 1, 0), kThird * 100,
                            4.0 / 3.0, 0.1, 1e15});

  AddExpectation(scene, "s", "b").expected = Intersects{true};
  scene.expect.back().algorithm = "sat";
  Expectation& touch = AddExpectation(scene, "s", "pl");
  touch.expected = ContactTime{0.1, 0.6};  // the step is the scene's dt
  touch.tolerance = kThird;
  AddExpectation(scene, "s", "cy").expected = ContactTime{std::nullopt, 0.6};
  AddExpectation(scene, "pt", "s").expected = Contains{false};
  scene.expect.back().tolerance = kDefaultPointOutcomeTolerance;
  Expectation& closest = AddExpectation(scene, "pt", "a");
  closest.expected = ClosestPoint{Vec3(kThird, -0.0, kTiny)};
  closest.tolerance = 0.1;
  AddExpectation(scene, "pt", "bp").expected = Side{-1};
  scene.expect.back().tolerance = kDefaultPointOutcomeTolerance;
  Expectation& hit = AddExpectation(scene, "ry", "s");
  hit.expected = Hit{true, kThird};
  hit.tolerance = -0.0;
  Expectation& miss = AddExpectation(scene, "sg", "b");
  miss.expected = Hit{false, std::nullopt};
  miss.tolerance = kDefaultPointOutcomeTolerance;
  Expectation& anywhere = AddExpectation(scene, "a", "ry");
  anywhere.expected = Hit{true, std::nullopt};
  anywhere.tolerance = kDefaultPointOutcomeTolerance;
  Expectation& meet = AddExpectation(scene, "bp", "bq");
  meet.c = "pl";
  meet.expected = MeetingPoint{Vec3(0.1, -0.0, kThird)};
  meet.tolerance = kDefaultPointOutcomeTolerance;
  Expectation& apart = AddExpectation(scene, "bp", "bp");
  apart.c = "bq";
  apart.expected = MeetingPoint{std::nullopt};
  apart.tolerance = kSmallest;
  AddExpectation(scene, "a", "fr").expected = Inside{collide::Inclusion::kIntersecting};
  scene.expect.back().tolerance = kDefaultPointOutcomeTolerance;
  return scene;
}

TEST(SceneWriter, EveryKindRoundTripsBitForBit) {
  const Scene scene = EveryKind();
  EXPECT_EQ(Difference(RoundTrip(scene), scene), "") << WriteScene(scene);
}

TEST(SceneWriter, WritingWhatWasReadGivesTheSameText) {
  const std::string text = WriteScene(EveryKind());
  EXPECT_EQ(WriteScene(ParseScene(text, "every.json")), text);
}

// A scene's description (how its expected values were worked out) is read,
// written back as it was, and left out when there is none.
TEST(SceneWriter, TheDescriptionIsReadAndWrittenBackAndOmittedWhenEmpty) {
  Scene scene = EveryKind();
  scene.description.clear();
  EXPECT_EQ(WriteScene(scene).find("\"description\""), std::string::npos);
  scene.description = "By hand: |c - p| = 2 \"exactly\"";
  const std::string text = WriteScene(scene);
  EXPECT_NE(text.find(R"("description": "By hand: |c - p| = 2 \"exactly\"")"), std::string::npos)
      << text;
  EXPECT_EQ(ParseScene(text, "described.json").description, scene.description);
}

TEST(SceneWriter, NumbersAreWrittenInTheirShortestExactForm) {
  const std::string text = WriteScene(EveryKind());
  EXPECT_NE(text.find(R"("center": [0.1, 1e-300, -0.0], "radius": 0.3333333333333333)"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find(R"("velocity": [-0.0, 0.1, 5e-324])"), std::string::npos) << text;
}

TEST(SceneWriter, ARotationNoAnglesGiveBackIsWrittenAsAxes) {
  const std::string text = WriteScene(EveryKind());
  EXPECT_NE(text.find(R"({"id": "nudged", "type": "box", "center": [0.0, 0.0, 0.0], )"
                      R"("half_extents": [1.0, 1.0, 1.0], "axes": [[)"),
            std::string::npos)
      << text;
  // No rotation at all is left out.
  EXPECT_NE(text.find(R"({"id": "upright", "type": "box", "center": [1.0, 2.0, 3.0], )"
                      R"("half_extents": [1.0, 1.0, 1.0]})"),
            std::string::npos)
      << text;
}

TEST(SceneWriter, AnglesReadFromAFileRoundTrip) {
  const Scene scene = ParseScene(
      R"({"format": "collision-lab-scene/1", "sample": "box-box", "shapes": [
          {"id": "b", "type": "box", "center": [0, 0, 0], "half_extents": [1, 2, 3],
           "rotation_deg": [33.3, -71, 0.1]},
          {"id": "q", "type": "box", "center": [0, 0, 0], "half_extents": [1, 2, 3],
           "rotation_deg": [0, 0, 90]}]})",
      "angles.json");
  EXPECT_EQ(Difference(RoundTrip(scene), scene), "") << WriteScene(scene);
}

TEST(SceneWriter, WritesASmallSceneAsThisText) {
  Scene scene;
  scene.file = "small.json";
  scene.sample = "sphere-sphere";
  AddShape(scene, "s0", collide::Sphere{Vec3(0, 0, 0), 2});
  AddShape(scene, "p", collide::BookPlane{Vec3(0, 1, 0), 1.5});
  AddExpectation(scene, "s0", "s0").expected = Intersects{true};
  Expectation& closest = AddExpectation(scene, "s0", "p");
  closest.expected = ClosestPoint{Vec3(0, 1.5, 0)};
  closest.tolerance = kDefaultPointOutcomeTolerance;  // the default: left out
  EXPECT_EQ(WriteScene(scene),
            "{\n"
            "  \"format\": \"collision-lab-scene/1\",\n"
            "  \"sample\": \"sphere-sphere\",\n"
            "  \"shapes\": [\n"
            "    {\"id\": \"s0\", \"type\": \"sphere\", \"center\": [0.0, 0.0, 0.0], "
            "\"radius\": 2.0},\n"
            "    {\"id\": \"p\", \"type\": \"plane\", \"normal\": [0.0, 1.0, 0.0], "
            "\"distance\": 1.5}\n"
            "  ],\n"
            "  \"expect\": [\n"
            "    {\"a\": \"s0\", \"b\": \"s0\", \"intersects\": true},\n"
            "    {\"a\": \"s0\", \"b\": \"p\", \"closest_point\": [0.0, 1.5, 0.0]}\n"
            "  ]\n"
            "}\n");
}

TEST(SceneWriter, AnEmptySceneHasEmptyArrays) {
  Scene scene;
  scene.file = "empty.json";
  scene.sample = "playground";
  EXPECT_EQ(WriteScene(scene),
            "{\n  \"format\": \"collision-lab-scene/1\",\n  \"sample\": \"playground\",\n"
            "  \"shapes\": [],\n  \"expect\": []\n}\n");
  EXPECT_EQ(Difference(RoundTrip(scene), scene), "");
}

TEST(SceneWriter, EveryShippedSceneRoundTrips) {
  const std::string dir = std::string(COLLISION_LAB_SOURCE_DIR) + "/assets/scenes";
  int count = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() != ".json") {
      continue;
    }
    ++count;
    const Scene scene = LoadSceneFile(entry.path().string());
    EXPECT_EQ(Difference(RoundTrip(scene), scene), "") << entry.path();
  }
  EXPECT_GT(count, 0);
}

TEST(SceneWriter, MotionOnAShapeThatIsNotASphereIsRefused) {
  Scene scene;
  scene.sample = "moving-balls";
  AddShape(scene, "floor", collide::BookPlane{Vec3(0, 1, 0), 0.0});
  scene.shapes.back().velocity = Vec3(1, 0, 0);
  EXPECT_THROW(WriteScene(scene), std::invalid_argument);
}

TEST(SceneWriter, ANumberThatIsNotFiniteIsRefused) {
  Scene scene;
  scene.sample = "playground";
  AddShape(scene, "s", collide::Sphere{Vec3(0, std::nan(""), 0), 1});
  try {
    WriteScene(scene);
    FAIL() << "wrote a NaN";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(),
                 "shapes[0].center[1]: nan is not finite; a scene file holds finite numbers only");
  }
}

}  // namespace
}  // namespace scene_writer_test
}  // namespace harness
