// The shapes of the static-shapes engine in scene files: points, planes in
// both forms, rays, segments, AABBs by centre and extents, boxes by axes;
// and the samples that take none of them. Every expected value is worked by
// hand from the file's numbers.
#include <gtest/gtest.h>

#include "collide/shapes/ray.h"
#include "fixtures.h"
#include "harness/sample_api/sample.h"
#include "harness/scene/json_reader.h"
#include "harness/scene/scene.h"
#include "test_host.h"

namespace harness {
namespace scene_static_shapes_test {
namespace {

using collide::Vec3;

std::string SceneWith(const std::string& shape, const std::string& sample = "playground") {
  return testing::SceneText(sample, "", shape);
}

collide::StaticShape Read(const std::string& shape) {
  return ParseScene(SceneWith(shape), "f").shapes.at(0).shape;
}

// The one shape of a file holding `shape`, as a T (a copy: the scene is gone).
template <typename T>
T ReadAs(const std::string& shape) {
  return Read(shape).Get<T>();
}

InputError ShapeError(const std::string& shape) {
  return testing::ParseError(SceneWith(shape), "static.json");
}

TEST(SceneStaticShapes, ReadsAPoint) {
  const collide::StaticShape shape =
      Read(R"({"id": "p", "type": "point", "position": [1, -2, 0.5]})");
  EXPECT_EQ(shape.Get<collide::Point>().position, Vec3(1, -2, 0.5));
}

TEST(SceneStaticShapes, PointNeedsAPosition) {
  const InputError e = ShapeError(R"({"id": "p", "type": "point"})");
  EXPECT_EQ(e.where(), "shapes[0].position");
  EXPECT_EQ(e.problem(), "missing required field");
}

// One kind, two ways to write it: through (0, 3, 0) facing +y is y = 3.
TEST(SceneStaticShapes, PlaneByPointAndNormalIsTheBooksPlaneThroughThePoint) {
  const collide::StaticShape shape =
      Read(R"({"id": "p", "type": "plane", "point": [0, 3, 0], "normal": [0, 2, 0]})");
  const auto& plane = shape.Get<collide::BookPlane>();
  EXPECT_EQ(plane.normal, Vec3(0, 1, 0));
  EXPECT_EQ(plane.distance, 3.0);
}

TEST(SceneStaticShapes, PlaneByNormalAndDistanceIsTheBooksPlane) {
  // The book normalises n and keeps d: n (0, 2, 0), d 4 is y = 4, not y = 2.
  const collide::StaticShape shape =
      Read(R"({"id": "p", "type": "plane", "normal": [0, 2, 0], "distance": 4})");
  const auto& plane = shape.Get<collide::BookPlane>();
  EXPECT_EQ(plane.normal, Vec3(0, 1, 0));
  EXPECT_EQ(plane.distance, 4.0);
}

TEST(SceneStaticShapes, BookPlaneNormalIsNormalised) {
  // |(3, 0, 4)| = 5: (0.6, 0, 0.8), each the double nearest to it.
  const auto plane = ReadAs<collide::BookPlane>(
      R"({"id": "p", "type": "plane", "normal": [3, 0, 4], "distance": -1})");
  EXPECT_EQ(plane.normal, Vec3(0.6, 0, 0.8));
  EXPECT_EQ(plane.distance, -1.0);
}

TEST(SceneStaticShapes, PlaneInBothFormsIsRefused) {
  const InputError e = ShapeError(
      R"({"id": "p", "type": "plane", "point": [0, 0, 0], "normal": [0, 1, 0], "distance": 1})");
  EXPECT_EQ(e.where(), "shapes[0]");
  EXPECT_EQ(e.problem(),
            "a plane is given by \"point\" and \"normal\" or by \"normal\" and \"distance\", not "
            "both (got \"point\" with \"distance\")");
}

TEST(SceneStaticShapes, PlaneInNeitherFormIsRefusedNamingBoth) {
  const InputError e = ShapeError(R"({"id": "p", "type": "plane", "normal": [0, 1, 0]})");
  EXPECT_EQ(e.where(), "shapes[0]");
  EXPECT_EQ(e.problem(), "a plane needs \"point\" and \"normal\", or \"normal\" and \"distance\"");
}

TEST(SceneStaticShapes, IncompletePlaneFormsNameTheMissingField) {
  EXPECT_EQ(ShapeError(R"({"id": "p", "type": "plane", "distance": 1})").where(),
            "shapes[0].normal");
  EXPECT_EQ(ShapeError(R"({"id": "p", "type": "plane", "point": [0, 0, 0]})").where(),
            "shapes[0].normal");
}

TEST(SceneStaticShapes, BookPlaneWithAZeroNormalIsRefused) {
  const InputError e =
      ShapeError(R"({"id": "p", "type": "plane", "normal": [0, 0, 0], "distance": 1})");
  EXPECT_EQ(e.where(), "shapes[0].normal");
  EXPECT_EQ(e.problem(), "must not be the zero vector");
}

TEST(SceneStaticShapes, ReadsARayWithItsDirectionNormalised) {
  const auto ray = ReadAs<collide::Ray>(
      R"({"id": "r", "type": "ray", "origin": [1, 2, 3], "direction": [3, 4, 0]})");
  EXPECT_EQ(ray.origin, Vec3(1, 2, 3));
  EXPECT_EQ(ray.direction, Vec3(0.6, 0.8, 0));  // (3, 4, 0) / 5
}

TEST(SceneStaticShapes, RayWithAZeroDirectionIsRefused) {
  const InputError e =
      ShapeError(R"({"id": "r", "type": "ray", "origin": [0, 0, 0], "direction": [0, 0, 0]})");
  EXPECT_EQ(e.where(), "shapes[0].direction");
  EXPECT_EQ(e.problem(), "must not be the zero vector");
}

TEST(SceneStaticShapes, RayWithADirectionTooShortIsRefused) {
  const InputError e =
      ShapeError(R"({"id": "r", "type": "ray", "origin": [0, 0, 0], "direction": [0, 1e-10, 0]})");
  EXPECT_EQ(e.where(), "shapes[0].direction");
  EXPECT_EQ(e.problem(), "is a direction and must have a length of at least 1e-09, got 1e-10");
}

// normalise(1, 0, 7) as glm computes it: unit within rounding, but
// normalising it once more moves it by an ulp.
const Vec3 kUnitWithinRounding(0.1414213562373095, 0, 0.98994949366116658);

TEST(SceneStaticShapes, AUnitDirectionIsKeptBitForBit) {
  ASSERT_NE(collide::MakeRay(Vec3(0.0), kUnitWithinRounding)->direction, kUnitWithinRounding)
      << "the example no longer shows the ulp that normalising again would cost";
  const auto ray = ReadAs<collide::Ray>(
      R"({"id": "r", "type": "ray", "origin": [0, 0, 0],
          "direction": [0.1414213562373095, 0, 0.98994949366116658]})");
  EXPECT_EQ(ray.direction, kUnitWithinRounding);
  const auto plane = ReadAs<collide::BookPlane>(
      R"({"id": "p", "type": "plane", "normal": [0.1414213562373095, 0, 0.98994949366116658],
          "distance": 2})");
  EXPECT_EQ(plane.normal, kUnitWithinRounding);
}

TEST(SceneStaticShapes, ADirectionPastRoundingIsNormalised) {
  // 1 + 1e-15 is 4.5 epsilon from 1: normalised, to (1, 0, 0) exactly.
  const auto ray = ReadAs<collide::Ray>(
      R"({"id": "r", "type": "ray", "origin": [0, 0, 0], "direction": [1.000000000000001, 0, 0]})");
  EXPECT_EQ(ray.direction, Vec3(1, 0, 0));
}

TEST(SceneStaticShapes, ReadsASegment) {
  const auto segment = ReadAs<collide::Segment>(
      R"({"id": "s", "type": "segment", "start": [0, 0, 0], "end": [1, 2, 3]})");
  EXPECT_EQ(segment.start, Vec3(0, 0, 0));
  EXPECT_EQ(segment.end, Vec3(1, 2, 3));
}

TEST(SceneStaticShapes, ASegmentMayHaveEqualEnds) {
  const auto segment = ReadAs<collide::Segment>(
      R"({"id": "s", "type": "segment", "start": [1, 1, 1], "end": [1, 1, 1]})");
  EXPECT_EQ(segment.start, segment.end);
}

TEST(SceneStaticShapes, SegmentNeedsBothEnds) {
  const InputError e = ShapeError(R"({"id": "s", "type": "segment", "start": [0, 0, 0]})");
  EXPECT_EQ(e.where(), "shapes[0].end");
  EXPECT_EQ(e.problem(), "missing required field");
}

TEST(SceneStaticShapes, ReadsAnAabbByCenterAndHalfExtents) {
  // The book's example: centre (5, 5, 5), extents (2, 4, 3).
  const auto box = ReadAs<collide::Aabb>(
      R"({"id": "b", "type": "aabb", "center": [5, 5, 5], "half_extents": [2, 4, 3]})");
  EXPECT_EQ(box.min, Vec3(3, 1, 2));
  EXPECT_EQ(box.max, Vec3(7, 9, 8));
}

TEST(SceneStaticShapes, AabbByCenterMayBeFlat) {
  const auto box = ReadAs<collide::Aabb>(
      R"({"id": "b", "type": "aabb", "center": [1, 2, 3], "half_extents": [0, 1, 0]})");
  EXPECT_EQ(box.min, Vec3(1, 1, 3));
  EXPECT_EQ(box.max, Vec3(1, 3, 3));
}

TEST(SceneStaticShapes, AabbNegativeHalfExtentNamesTheComponent) {
  const InputError e = ShapeError(
      R"({"id": "b", "type": "aabb", "center": [0, 0, 0], "half_extents": [1, 1, -0.5]})");
  EXPECT_EQ(e.where(), "shapes[0].half_extents[2]");
  EXPECT_EQ(e.problem(), "must be >= 0, got -0.5");
}

TEST(SceneStaticShapes, AabbReachingPastTheLargestMagnitudeIsRefused) {
  // 9e14 + 2e14 = 1.1e15 > 1e15: min and max would not read back.
  const InputError e = ShapeError(
      R"({"id": "b", "type": "aabb", "center": [0, -9e14, 0], "half_extents": [1, 2e14, 1]})");
  EXPECT_EQ(e.where(), "shapes[0].half_extents[1]");
  EXPECT_EQ(e.problem(),
            "the box reaches 1.1e+15 from the origin, above 1e+15, the largest a scene takes");
}

TEST(SceneStaticShapes, AabbInBothFormsIsRefused) {
  const InputError e = ShapeError(
      R"({"id": "b", "type": "aabb", "min": [0, 0, 0], "max": [1, 1, 1], "center": [0, 0, 0]})");
  EXPECT_EQ(e.where(), "shapes[0]");
  EXPECT_EQ(e.problem(),
            "an aabb is given by \"min\" and \"max\" or by \"center\" and \"half_extents\", not "
            "both (got \"min\" and \"max\" with \"center\")");
}

TEST(SceneStaticShapes, AabbInNeitherFormIsRefusedNamingBoth) {
  const InputError e = ShapeError(R"({"id": "b", "type": "aabb"})");
  EXPECT_EQ(e.where(), "shapes[0]");
  EXPECT_EQ(e.problem(), "an aabb needs \"min\" and \"max\", or \"center\" and \"half_extents\"");
  EXPECT_EQ(ShapeError(R"({"id": "b", "type": "aabb", "center": [0, 0, 0]})").where(),
            "shapes[0].half_extents");
}

TEST(SceneStaticShapes, ReadsABoxByItsAxes) {
  // Local x along world y, local y along world -x: 90 degrees about z.
  const auto box = ReadAs<collide::OrientedBox>(
      R"({"id": "b", "type": "box", "center": [0, 0, 0], "half_extents": [1, 2, 3],
               "axes": [[0, 1, 0], [-1, 0, 0], [0, 0, 1]]})");
  EXPECT_EQ(box.rotation[0], Vec3(0, 1, 0));
  EXPECT_EQ(box.rotation[1], Vec3(-1, 0, 0));
  EXPECT_EQ(box.rotation[2], Vec3(0, 0, 1));
}

TEST(SceneStaticShapes, BoxAxesThatAreNotARotationAreRefused) {
  const InputError e =
      ShapeError(R"({"id": "b", "type": "box", "center": [0, 0, 0], "half_extents": [1, 1, 1],
                     "axes": [[1, 0, 0], [0, 1, 0], [0, 0, -1]]})");
  EXPECT_EQ(e.where(), "shapes[0].axes");
  EXPECT_FALSE(e.problem().empty());
}

TEST(SceneStaticShapes, BoxAxesNeedThreeAxes) {
  const InputError e = ShapeError(R"({"id": "b", "type": "box", "center": [0, 0, 0],
                                      "half_extents": [1, 1, 1], "axes": [[1, 0, 0]]})");
  EXPECT_EQ(e.where(), "shapes[0].axes");
  EXPECT_EQ(e.problem(), "expected an array of 3 axes [x, y, z], got an array of 1");
}

TEST(SceneStaticShapes, BoxWithAxesAndAnglesIsRefused) {
  const InputError e = ShapeError(
      R"({"id": "b", "type": "box", "center": [0, 0, 0], "half_extents": [1, 1, 1],
          "axes": [[1, 0, 0], [0, 1, 0], [0, 0, 1]], "rotation_deg": [0, 0, 0]})");
  EXPECT_EQ(e.where(), "shapes[0]");
  EXPECT_EQ(e.problem(), "a box's rotation is given by \"rotation_deg\" or by \"axes\", not both");
}

TEST(SceneStaticShapes, UnknownTypeListsEveryType) {
  const InputError e = ShapeError(R"({"id": "t", "type": "teapot"})");
  EXPECT_EQ(e.where(), "shapes[0].type");
  EXPECT_EQ(e.problem(),
            "unknown shape type \"teapot\" (known: aabb, box, capsule, cylinder, frustum, "
            "hexahedron, hull, model, "
            "plane, point, ray, segment, sphere, sweep, triangle)");
}

InputError LoadError(const std::string& text) {
  const Scene scene = ParseScene(text, "s.json");
  testing::TestHost host;
  auto sample = SampleRegistry::Get().Find(scene.sample)->create(host);
  try {
    sample->LoadScene(scene);
  } catch (const InputError& e) {
    return e;
  }
  ADD_FAILURE() << "loaded: " << text;
  return InputError("", "", "");
}

// One shape of each type the static-shapes engine added, by type.
const std::pair<const char*, const char*> kNewShapes[] = {
    {"point", R"({"id": "x", "type": "point", "position": [0, 0, 0]})"},
    {"ray", R"({"id": "x", "type": "ray", "origin": [0, 0, 0], "direction": [1, 0, 0]})"},
    {"segment", R"({"id": "x", "type": "segment", "start": [0, 0, 0], "end": [1, 0, 0]})"},
    {"plane", R"({"id": "x", "type": "plane", "normal": [0, 1, 0], "distance": 0})"},
};

TEST(SceneStaticShapes, BoxBoxRefusesTheNewTypes) {
  for (const auto& [type, shape] : kNewShapes) {
    const InputError e = LoadError(SceneWith(shape, "box-box"));
    EXPECT_EQ(e.where(), "shapes[0].type");
    EXPECT_EQ(e.problem(), "sample \"box-box\" does not take shapes of type \"" +
                               std::string(type) + "\" (it takes: sphere, box, aabb, hexahedron)");
  }
}

TEST(SceneStaticShapes, BoxBoxRefusesOutcomesThePairDoesNotAnswer) {
  const InputError e = LoadError(
      testing::SceneText("box-box", "",
                         R"({"id": "s", "type": "sphere", "center": [0, 0, 0], "radius": 1},
         {"id": "b", "type": "aabb", "min": [2, 0, 0], "max": [3, 1, 1]})",
                         R"({"a": "s", "b": "b", "closest_point": [2, 0, 0]})"));
  EXPECT_EQ(e.where(), "expect[0]");
  EXPECT_EQ(e.problem(),
            "sphere and aabb have no \"closest_point\" test (they answer: intersects, contacts, "
            "distance, penetration)");
}

TEST(SceneStaticShapes, MovingBallsRefusesTheNewTypesButTheBooksPlane) {
  for (const auto& [type, shape] : kNewShapes) {
    if (std::string(type) == "plane") {
      continue;  // taken as a wall: MovingBallsTakesTheBooksPlaneAsAWall
    }
    const InputError e = LoadError(SceneWith(shape, "moving-balls"));
    EXPECT_EQ(e.where(), "shapes[0].type");
    EXPECT_EQ(e.problem(), "sample \"moving-balls\" does not take shapes of type \"" +
                               std::string(type) + "\" (it takes: sphere, plane, cylinder)");
  }
}

TEST(SceneStaticShapes, MovingBallsRefusesStaticOutcomesAtTheirKey) {
  const InputError e = LoadError(
      testing::SceneText("moving-balls", "",
                         R"({"id": "a", "type": "sphere", "center": [0, 0, 0], "radius": 1},
         {"id": "b", "type": "sphere", "center": [5, 0, 0], "radius": 1})",
                         R"({"a": "a", "b": "b", "contains": true})"));
  EXPECT_EQ(e.where(), "expect[0].contains");
  EXPECT_EQ(e.problem(),
            "sample \"moving-balls\" checks \"contact_time\" outcomes only (\"contact_time\": 0 "
            "says the pair touches at the start)");
}

TEST(SceneStaticShapes, MovingBallsTakesTheBooksPlaneAsAWall) {
  // n (0, 2, 0), d 1: the plane y = 1 (d is not rescaled). The ball, radius
  // 1, centre at y = 5 falling at 2 per unit time, touches it when its centre
  // reaches y = 2: t = (5 - 2) / 2 = 1.5.
  const Scene scene = ParseScene(
      testing::SceneText("moving-balls", R"(, "dt": 4)",
                         R"({"id": "floor", "type": "plane", "normal": [0, 2, 0], "distance": 1},
                            {"id": "ball", "type": "sphere", "center": [0, 5, 0], "radius": 1,
                             "velocity": [0, -2, 0]})",
                         R"({"a": "ball", "b": "floor", "contact_time": 1.5, "tolerance": 1e-12})"),
      "s.json");
  testing::TestHost host;
  auto sample = SampleRegistry::Get().Find("moving-balls")->create(host);
  sample->LoadScene(scene);
  const std::vector<PairCheck> checks = sample->Check();
  ASSERT_EQ(checks.size(), 1u);
  EXPECT_TRUE(checks[0].passed) << MismatchLine(checks[0]);
}

}  // namespace
}  // namespace scene_static_shapes_test
}  // namespace harness
