// The narrow phase's functions through the real helper: a capsule's and a
// hull's structs (the hull as its count and world-space points) reach the
// plugin, and each result struct (cl_distance_result, cl_penetration,
// cl_contacts) comes back into the registry's answers field by field
// (tests/plugins/echo_contacts_plugin.c answers with its inputs). Answers
// out of range are the plugin's errors, naming the function and the
// inputs; ReadNarrowPhaseAnswer is checked alone on every such answer.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "collide/convex/contacts.h"
#include "collide/manifold/hull_from_points.h"
#include "collide/registry/contact_queries.h"
#include "collide/registry/pair_tests.h"
#include "collide/shapes/capsule.h"
#include "collide/shapes/convex_hull.h"
#include "harness/plugins/narrow_phase_answers.h"
#include "harness/plugins/plugin.h"
#include "harness/plugins/plugin_functions.h"
#include "harness/plugins/plugin_shapes.h"

namespace harness::plugins {
namespace narrow_phase_wire_test {
namespace {

using collide::Vec3;

std::unique_ptr<Plugin> Echo() {
  PluginSettings settings;
  settings.host = PLUGIN_HOST_EXE;
  return Plugin::Load(std::string(TEST_PLUGIN_DIR) + "/libecho_contacts_plugin.so", settings);
}

std::size_t Index(const std::string& name) {
  const std::optional<std::size_t> index = PluginFunctionIndex(name);
  EXPECT_TRUE(index.has_value()) << name;
  return index.value_or(0);
}

// The box [-1, 1] x [-2, 2] x [-3, 3]'s hull placed at (10, 0, 0): its
// world vertices are the corners moved by 10 along x.
std::vector<Vec3> BoxCorners(const Vec3& at) {
  std::vector<Vec3> corners;
  for (int i = 0; i < 8; ++i) {
    corners.push_back(at + Vec3(i & 1 ? 1 : -1, i & 2 ? 2 : -2, i & 4 ? 3 : -3));
  }
  return corners;
}

collide::PlacedHull BoxHull(const Vec3& at) {
  const std::vector<Vec3> corners = BoxCorners(Vec3(0.0));
  auto built = collide::HullFromPoints(corners);
  collide::PlacedHull placed;
  placed.hull = std::make_shared<const collide::ConvexHull>(std::get<collide::ConvexHull>(built));
  placed.position = at;
  return placed;
}

bool IsCorner(const Vec3& p, const Vec3& at) {
  for (const Vec3& c : BoxCorners(at)) {
    if (c == p) {
      return true;
    }
  }
  return false;
}

TEST(NarrowPhaseWire, ACapsuleAndAHullsCountAndPointsReachThePlugin) {
  const auto echo = Echo();
  const collide::Capsule capsule{Vec3(1, 2, 3), Vec3(4, 5, 6), 0.5};
  const collide::PlacedHull hull = BoxHull(Vec3(10, 0, 0));
  const collide::Answer answer = echo->Run(
      Index("cl_distance_capsule_hull"), collide::StaticShape(capsule), collide::StaticShape(hull));
  const auto& d = answer.Get<collide::ClosestPoints>();
  EXPECT_EQ(d.distance, 8.0);  // the count: a box's hull keeps its eight corners
  EXPECT_EQ(d.on_a, Vec3(4, 5, 6));
  EXPECT_TRUE(IsCorner(d.on_b, Vec3(10, 0, 0))) << d.on_b.x << " " << d.on_b.y << " " << d.on_b.z;
  EXPECT_EQ(d.on_b, collide::InWorld(hull).vertices.back());
}

TEST(NarrowPhaseWire, AManifoldComesBackPointByPointWithItsDepthsAndCount) {
  const auto echo = Echo();
  const collide::PlacedHull a = BoxHull(Vec3(10, 0, 0));
  const collide::PlacedHull b = BoxHull(Vec3(0, 0, 0));
  const collide::Answer answer =
      echo->Run(Index("cl_contacts_hull_hull"), collide::StaticShape(a), collide::StaticShape(b));
  const auto& m = answer.Get<collide::Manifold>();
  ASSERT_EQ(m.count, 4);
  EXPECT_EQ(m.normal, Vec3(0, 0, 1));
  const std::vector<Vec3> sent = collide::InWorld(a).vertices;
  for (int i = 0; i < 4; ++i) {
    const auto k = static_cast<std::size_t>(i);
    EXPECT_EQ(m.points[k].point, sent[k]) << i;
    EXPECT_TRUE(IsCorner(m.points[k].point, Vec3(10, 0, 0))) << i;
    EXPECT_EQ(m.points[k].depth, 1.0) << i;  // |x| of B's corners, all 1
  }
}

TEST(NarrowPhaseWire, APenetrationIsDepthAndNormalAndAReturnOf0IsApart) {
  const auto echo = Echo();
  const collide::Capsule capsule{Vec3(0, 0, 0), Vec3(0, 1, 0), 0.25};
  const std::size_t f = Index("cl_penetration_sphere_capsule");
  const collide::Answer deep = echo->Run(f, collide::StaticShape(collide::Sphere{Vec3(0), 1}),
                                         collide::StaticShape(capsule));
  const auto& p = deep.Get<collide::PenetrationAnswer>();
  ASSERT_TRUE(p.has_value());
  EXPECT_EQ(p->depth, 0.25);
  EXPECT_EQ(p->normal, Vec3(0, 1, 0));
  const collide::Answer apart = echo->Run(f, collide::StaticShape(collide::Sphere{Vec3(0), 0}),
                                          collide::StaticShape(capsule));
  EXPECT_FALSE(apart.Get<collide::PenetrationAnswer>().has_value());
}

// Registered, the pair given the other way round is asked in the
// function's order and its answer mirrored: the normal turned.
TEST(NarrowPhaseWire, APairGivenTheOtherWayRoundIsMirrored) {
  const auto echo = Echo();
  collide::PairTestRegistry registry;
  collide::ContactTimeFunctions times;
  echo->Register(registry, times);
  const collide::StaticShape sphere(collide::Sphere{Vec3(0), 1});
  const collide::StaticShape capsule(collide::Capsule{Vec3(0, 0, 0), Vec3(0, 0, 1), 0.5});
  const collide::PairTest* test = registry.Find(collide::ShapeKind::kSphere, capsule.kind(),
                                                collide::PenetrationQuery(), "plugin:echo");
  ASSERT_NE(test, nullptr);
  const collide::Answer swapped = collide::PairTestRegistry::Run(*test, capsule, sphere);
  const auto& p = swapped.Get<collide::PenetrationAnswer>();
  ASSERT_TRUE(p.has_value());
  EXPECT_EQ(p->normal, Vec3(0, 0, -1));
  echo->Unregister(registry, times);
}

void ExpectError(const std::function<void()>& call, const std::string& message) {
  try {
    call();
    ADD_FAILURE() << "no error; expected " << message;
  } catch (const collide::PairTestError& error) {
    EXPECT_EQ(std::string(error.what()), message);
  }
}

TEST(NarrowPhaseWire, OutOfRangeAnswersAreThePluginsErrorsNamingFunctionAndInputs) {
  const auto echo = Echo();
  const collide::StaticShape five(collide::Sphere{Vec3(1, 0, 0), 5});
  const collide::StaticShape half(collide::Sphere{Vec3(0, 0, 0), 0.5});
  ExpectError([&] { echo->Run(Index("cl_contacts_sphere_sphere"), five, half); },
              "cl_contacts_sphere_sphere gave the count 5 (not 0 to 4) on sphere {center (1, 0, "
              "0), radius 5} and sphere {center (0, 0, 0), radius 0.5}");
  ExpectError([&] { echo->Run(Index("cl_distance_sphere_sphere"), half, five); },
              "cl_distance_sphere_sphere gave the distance -0.5 (not a finite number >= 0) on "
              "sphere {center (0, 0, 0), radius 0.5} and sphere {center (1, 0, 0), radius 5}");
  const collide::StaticShape box(collide::OrientedBox{Vec3(0), Vec3(1), collide::Mat3(1.0)});
  const std::string obb =
      "obb {center (0, 0, 0), half_extents (1, 1, 1), rotation rows (1, 0, 0) (0, 1, 0) (0, 0, 1)}";
  ExpectError([&] { echo->Run(Index("cl_penetration_obb_obb"), box, box); },
              "cl_penetration_obb_obb gave the normal (2, 0, 0) of length 2 (not a unit normal) "
              "on " +
                  obb + " and " + obb);
  const collide::StaticShape segment(collide::Segment{Vec3(0), Vec3(1, 0, 0)});
  ExpectError([&] { echo->Run(Index("cl_penetration_segment_segment"), segment, segment); },
              "cl_penetration_segment_segment gave the depth nan (not a finite number >= 0) on "
              "segment {start (0, 0, 0), end (1, 0, 0)} and segment {start (0, 0, 0), end (1, 0, "
              "0)}");
}

// A hull is quoted by its world-space points, so that a report reads back
// what the plugin got.
TEST(NarrowPhaseWire, AHullIsQuotedByItsPoints) {
  collide::PlacedHull tetrahedron = BoxHull(Vec3(0));
  const std::vector<Vec3> corners = {Vec3(0), Vec3(1, 0, 0), Vec3(0, 2, 0), Vec3(0, 0, 3)};
  tetrahedron.hull = std::make_shared<const collide::ConvexHull>(
      std::get<collide::ConvexHull>(collide::HullFromPoints(corners)));
  tetrahedron.position = Vec3(0.5, 0, 0);
  std::string quoted = "hull {points";
  for (const Vec3& v : collide::InWorld(tetrahedron).vertices) {
    quoted += " (" + ExactNumber(v.x) + ", " + ExactNumber(v.y) + ", " + ExactNumber(v.z) + ")";
  }
  EXPECT_EQ(DescribeForReport(collide::StaticShape(tetrahedron)), quoted + "}");
  EXPECT_NE(quoted.find("(0.5, 0, 0)"), std::string::npos) << quoted;
  EXPECT_NE(quoted.find("(0.5, 0, 3)"), std::string::npos) << quoted;
  EXPECT_EQ(
      DescribeForReport(collide::StaticShape(collide::Capsule{Vec3(1, 2, 3), Vec3(4, 5, 6), 0.5})),
      "capsule {start (1, 2, 3), end (4, 5, 6), radius 0.5}");
}

CallResult Answered(int value, std::initializer_list<double> out) {
  CallResult result;
  result.value = value;
  result.out.fill(std::numeric_limits<double>::quiet_NaN());
  std::size_t i = 0;
  for (double d : out) {
    result.out[i++] = d;
  }
  return result;
}

std::string ReadError(const std::string& function, const CallResult& result) {
  try {
    ReadNarrowPhaseAnswer(PluginFunctions()[Index(function)], result, " on X");
  } catch (const collide::PairTestError& error) {
    return error.what();
  }
  return "";
}

// Each check of ReadNarrowPhaseAnswer, one answer each, without a helper.
TEST(NarrowPhaseAnswers, EachOutOfRangeAnswerIsNamed) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  EXPECT_EQ(ReadError("cl_distance_sphere_hull", Answered(2, {1, 0, 0, 0, 1, 0, 0})),
            "cl_distance_sphere_hull returned 2 (not 0 or 1) on X");
  EXPECT_EQ(ReadError("cl_distance_sphere_hull", Answered(0, {1, 0, 0, 0, 1, 0, 0})),
            "cl_distance_sphere_hull returned 0 (a distance always exists) on X");
  EXPECT_EQ(ReadError("cl_distance_sphere_hull", Answered(1, {1, 0, nan, 0, 1, 0, 0})),
            "cl_distance_sphere_hull gave point_a (0, nan, 0) (not finite) on X");
  EXPECT_EQ(ReadError("cl_distance_sphere_hull", Answered(1, {1, 0, 0, 0, 1, 0, INFINITY})),
            "cl_distance_sphere_hull gave point_b (1, 0, inf) (not finite) on X");
  EXPECT_EQ(ReadError("cl_penetration_capsule_hull", Answered(1, {-0.5, 1, 0, 0})),
            "cl_penetration_capsule_hull gave the depth -0.5 (not a finite number >= 0) on X");
  EXPECT_EQ(ReadError("cl_penetration_capsule_hull", Answered(1, {0.5, 0, 0, 0})),
            "cl_penetration_capsule_hull gave the normal (0, 0, 0) of length 0 (not a unit "
            "normal) on X");
  // Within 1e-6 of unit length is unit.
  EXPECT_EQ(ReadError("cl_penetration_capsule_hull", Answered(1, {0.5, 1 + 5e-7, 0, 0})), "");
  EXPECT_EQ(ReadError("cl_contacts_obb_obb",
                      Answered(1, {0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1})),
            "cl_contacts_obb_obb gave the count -1 (not 0 to 4) on X");
  EXPECT_EQ(ReadError("cl_contacts_obb_obb",
                      Answered(1, {0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 2})),
            "cl_contacts_obb_obb gave the depth of point 1 -1 (not a finite number >= 0) on X");
  EXPECT_EQ(ReadError("cl_contacts_obb_obb",
                      Answered(1, {0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4.5})),
            "cl_contacts_obb_obb gave the count 4.5 (not 0 to 4) on X");
  EXPECT_EQ(ReadError("cl_cast_sphere_sphere", Answered(1, {1.5, 0, 0, 0, 1, 0, 0})),
            "cl_cast_sphere_sphere returned 1 with t = 1.5 (not in [0, 1]) on X");
}

TEST(NarrowPhaseAnswers, ApartIsAReturnOf0OrACountOf0) {
  const auto read = [](const std::string& function, const CallResult& result) {
    return ReadNarrowPhaseAnswer(PluginFunctions()[Index(function)], result, "");
  };
  EXPECT_EQ(read("cl_contacts_obb_obb", Answered(0, {})).Get<collide::Manifold>().count, 0);
  CallResult zero = Answered(1, {});
  zero.out[19] = 0.0;  // count 0, the normal unset (NaN): not read
  EXPECT_EQ(read("cl_contacts_obb_obb", zero).Get<collide::Manifold>().count, 0);
  EXPECT_FALSE(read("cl_penetration_obb_obb", Answered(0, {}))
                   .Get<collide::PenetrationAnswer>()
                   .has_value());
}

// A hull's count must be a whole number and the call end with its points.
TEST(NarrowPhaseWire, ArgumentOffsetsReadAHullsCountAndRefuseAMalformedCall) {
  const PluginFunction& f = PluginFunctions()[Index("cl_distance_capsule_hull")];
  std::vector<double> call = {0, 0, 0, 1, 1, 1, 0.5, 2, 1, 2, 3, 4, 5, 6};
  const auto offsets = ArgumentOffsets(f, call);
  ASSERT_TRUE(offsets.has_value());
  EXPECT_EQ(*offsets, (std::vector<std::size_t>{0, 7, 14}));
  call[7] = 2.5;
  EXPECT_FALSE(ArgumentOffsets(f, call).has_value());
  call[7] = -1;
  EXPECT_FALSE(ArgumentOffsets(f, call).has_value());
  call[7] = 3;  // one point short
  EXPECT_FALSE(ArgumentOffsets(f, call).has_value());
  call[7] = 1;  // one point too many
  EXPECT_FALSE(ArgumentOffsets(f, call).has_value());
  const PluginFunction& cast = PluginFunctions()[Index("cl_cast_sphere_capsule")];
  const std::vector<double> cast_call = {0, 0, 0, 1, 5, 0, 0, 0, 0, 0, 0, 0, 1, 0.5};
  EXPECT_EQ(ArgumentOffsets(cast, cast_call), (std::vector<std::size_t>{0, 4, 7, 14}));
}

// Every function's name is plugin_contacts.h's pattern over the seven kinds,
// the earlier first: 28 pairs a question, four questions.
TEST(NarrowPhaseWire, TheTableNamesEachPairOnceEarlierKindFirst) {
  int narrow = 0;
  for (const PluginFunction& f : PluginFunctions()) {
    narrow += f.signature == Signature::kDistance || f.signature == Signature::kPenetration ||
              f.signature == Signature::kContacts || f.signature == Signature::kShapeCast;
  }
  EXPECT_EQ(narrow, 4 * 28);
  EXPECT_TRUE(PluginFunctionIndex("cl_contacts_obb_capsule").has_value());
  EXPECT_FALSE(PluginFunctionIndex("cl_contacts_capsule_obb").has_value());
  EXPECT_TRUE(PluginFunctionIndex("cl_cast_hull_hull").has_value());
  EXPECT_FALSE(PluginFunctions()[Index("cl_cast_hull_hull")].query.has_value());
}

}  // namespace
}  // namespace narrow_phase_wire_test
}  // namespace harness::plugins
