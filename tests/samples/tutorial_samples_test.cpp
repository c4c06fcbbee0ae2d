// The tutorial's chapter 1-3 samples (samples/point_*.cpp ... line_*.cpp):
// each builds, declares exactly the rows of the book's table (and of our own
// hand-computed additions), and every row holds; and a wrong expectation of
// each kind is reported in the tutorial's words.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "harness/draw/draw.h"
#include "harness/sample_api/check.h"
#include "harness/sample_api/log.h"
#include "harness/sample_api/sample.h"
#include "harness/sample_api/sample_registry.h"
#include "harness/scene/scene.h"
#include "test_host.h"

namespace harness {
namespace tutorial_samples_test {
namespace {

struct TutorialSample {
  const char* id;
  const char* category;
  // Rows declared: the book's table, plus the rows we add (closest points,
  // meeting points, the two-sided casts), counted in each sample's file.
  std::size_t rows;
};

constexpr TutorialSample kTutorialSamples[] = {
    // 7 contains + 1 closest point.
    {"point-sphere", "Points", 8},
    // Constructors: 4 on the corner-built box, 2 on the centre-built one;
    // the book's point (contains, closest), then ours: 3 outside points
    // (contains, closest each) and one on a face.
    {"point-aabb", "Points", 15},
    // 10 sides + 3 closest points.
    {"point-plane", "Points", 13},
    // 11 on/off + 4 closest points.
    {"point-line", "Points", 15},
    // 11 on/off + 4 closest points.
    {"point-ray", "Points", 15},
    // 4 meeting points + 2 with none.
    {"three-planes", "Points", 6},
    {"sphere-aabb", "Static intersections", 4},
    {"sphere-plane", "Static intersections", 5},
    // 4 x 4 ordered pairs.
    {"aabb-aabb", "Static intersections", 16},
    {"aabb-plane", "Static intersections", 4},
    // 5 x 5 ordered pairs.
    {"plane-plane", "Static intersections", 25},
    {"raycast-sphere", "Rays and lines", 7},
    {"raycast-aabb", "Rays and lines", 5},
    // R0-R6 and our R7, one-sided and two-sided.
    {"raycast-plane", "Rays and lines", 16},
    // L0-L2 and our L3, L4.
    {"line-sphere", "Rays and lines", 5},
    {"line-aabb", "Rays and lines", 4},
    // L0-L5, one-sided and two-sided.
    {"line-plane", "Rays and lines", 12},
};

TEST(TutorialSamples, EveryTableIsDeclaredInFullAndHolds) {
  for (const TutorialSample& tutorial : kTutorialSamples) {
    SCOPED_TRACE(tutorial.id);
    const SampleInfo* info = SampleRegistry::Get().Find(tutorial.id);
    ASSERT_NE(info, nullptr);
    EXPECT_EQ(info->category, tutorial.category);
    testing::TestHost host;
    const std::unique_ptr<Sample> sample = info->create(host);
    EXPECT_EQ(sample->ExpectationCount(), tutorial.rows);
    const std::vector<PairCheck> checks = sample->Check();
    ASSERT_EQ(checks.size(), tutorial.rows);
    for (std::size_t i = 0; i < checks.size(); ++i) {
      EXPECT_EQ(checks[i].expectation, i);
      EXPECT_TRUE(checks[i].passed) << MismatchLine(checks[i]);
    }
    const CheckCount count = CountChecks(checks, tutorial.rows);
    EXPECT_TRUE(count.complete());
    EXPECT_EQ(count.held, tutorial.rows);
  }
}

TEST(TutorialSamples, StartLogsNothingWhenTheTablesHold) {
  for (const TutorialSample& tutorial : kTutorialSamples) {
    SCOPED_TRACE(tutorial.id);
    testing::TestHost host;
    const std::unique_ptr<Sample> sample = SampleRegistry::Get().Find(tutorial.id)->create(host);
    sample->Initialize(800, 600);
    EXPECT_EQ(host.log().error_count(), 0u);
  }
}

TEST(TutorialSamples, StartLogsEachMismatchOfALoadedSceneInTheTutorialsWords) {
  // raycast-plane's plane x + y = sqrt(2) (n (1, 1, 0), d 1) and three of
  // its rays, with four wrong rows and one right one. R0, from the origin
  // along -y, points away from the plane: both casts miss. R4, from
  // (2, 2, 3) along -y, comes from the front: x + y = 4 - t reaches sqrt(2)
  // at t = 4 - sqrt(2) = 2.58578644 under either cast. R7, from the origin
  // along +x, comes from behind: one-sided it misses, two-sided it hits at
  // t = sqrt(2).
  const Scene scene = ParseScene(R"({
    "format": "collision-lab-scene/1", "sample": "raycast-plane",
    "shapes": [{"id": "P", "type": "plane", "normal": [1, 1, 0], "distance": 1},
               {"id": "R0", "type": "ray", "origin": [0, 0, 0], "direction": [0, -1, 0]},
               {"id": "R4", "type": "ray", "origin": [2, 2, 3], "direction": [0, -1, 0]},
               {"id": "R7", "type": "ray", "origin": [0, 0, 0], "direction": [1, 0, 0]}],
    "expect": [{"a": "R0", "b": "P", "hit": true, "algorithm": "one-sided"},
               {"a": "R4", "b": "P", "hit": false, "algorithm": "one-sided"},
               {"a": "R4", "b": "P", "hit": true, "t": 2, "algorithm": "two-sided"},
               {"a": "R7", "b": "P", "hit": false, "algorithm": "one-sided"},
               {"a": "R7", "b": "P", "hit": false, "algorithm": "two-sided"}]})",
                                 "wrong.json");
  testing::TestHost host;
  const std::unique_ptr<Sample> sample = SampleRegistry::Get().Find("raycast-plane")->create(host);
  sample->LoadScene(scene);
  EXPECT_EQ(host.log().error_count(), 0u);  // logged at start, not at load
  sample->Initialize(800, 600);
  // One error per wrong row, in the scene's order, each naming its
  // algorithm (the sample casts each ray two ways); R7's one-sided miss
  // holds and is not logged.
  std::vector<std::string> errors;
  for (const LogEntry& entry : host.log().entries()) {
    if (entry.level == LogLevel::kError) {
      errors.push_back(entry.text);
    }
  }
  EXPECT_EQ(errors, (std::vector<std::string>{
                        "ray R0 and plane P should hit (one-sided)",
                        "ray R4 and plane P should miss (one-sided)",
                        "ray R4 and plane P should hit at t = 2 (two-sided)",
                        "ray R7 and plane P should miss (two-sided)",
                    }));
  EXPECT_EQ(host.log().error_count(), 4u);
}

// A failing expectation is marked in the view by a yellow line between its
// shapes' anchors (a point's position, a sphere's centre); a holding one is
// not. point-sphere: p at (3, 0, 0) is outside the unit sphere at the origin,
// q at (0.5, 0, 0) inside; both are declared inside.
TEST(TutorialSamples, AFailingExpectationIsMarkedByAYellowLineBetweenItsShapes) {
  const Scene scene = ParseScene(R"({
    "format": "collision-lab-scene/1", "sample": "point-sphere",
    "shapes": [{"id": "s", "type": "sphere", "center": [0, 0, 0], "radius": 1},
               {"id": "p", "type": "point", "position": [3, 0, 0]},
               {"id": "q", "type": "point", "position": [0.5, 0, 0]}],
    "expect": [{"a": "p", "b": "s", "contains": true},
               {"a": "q", "b": "s", "contains": true}]})",
                                 "marks.json");
  testing::TestHost host;
  const std::unique_ptr<Sample> sample = SampleRegistry::Get().Find("point-sphere")->create(host);
  sample->LoadScene(scene);
  sample->Render();
  const auto is_mark = [](const testing::RecordingDraw::Segment& line, glm::vec3 from) {
    return line.color == colors::kYellow && ((line.a == from && line.b == glm::vec3(0)) ||
                                             (line.b == from && line.a == glm::vec3(0)));
  };
  const auto& lines = host.recorded().lines;
  EXPECT_EQ(std::count_if(lines.begin(), lines.end(),
                          [&](const auto& line) { return is_mark(line, glm::vec3(3, 0, 0)); }),
            1);
  EXPECT_EQ(std::count_if(lines.begin(), lines.end(),
                          [&](const auto& line) { return is_mark(line, glm::vec3(0.5f, 0, 0)); }),
            0);
}

// The checks of `text`, a scene, loaded into the sample it names.
std::vector<PairCheck> CheckScene(const std::string& text) {
  const Scene scene = ParseScene(text, "wrong.json");
  testing::TestHost host;
  const std::unique_ptr<Sample> sample = SampleRegistry::Get().Find(scene.sample)->create(host);
  sample->LoadScene(scene);
  return sample->Check();
}

// --check's line for each check that failed, in order.
std::vector<std::string> MismatchLines(const std::vector<PairCheck>& checks) {
  std::vector<std::string> lines;
  for (const PairCheck& check : checks) {
    if (!check.passed) {
      lines.push_back(MismatchLine(check));
    }
  }
  return lines;
}

TEST(TutorialSamples, PointMismatchesReadAsTheTutorialSaysThem) {
  // Point 4, (2, 2, 2), is sqrt(6) from the centre, outside radius 2. The
  // closest point to (0, 0, 7) is (1 - 2/sqrt(51), 1 - 2/sqrt(51),
  // 14/sqrt(51)) = (0.719944, 0.719944, 1.96039) to six digits, not the
  // rounded (0.72, 0.72, 1.96).
  const std::vector<PairCheck> sphere = CheckScene(R"({
    "format": "collision-lab-scene/1", "sample": "point-sphere",
    "shapes": [{"id": "s", "type": "sphere", "center": [1, 1, 0], "radius": 2},
               {"id": "0", "type": "point", "position": [1, 0, 0]},
               {"id": "4", "type": "point", "position": [2, 2, 2]},
               {"id": "far", "type": "point", "position": [0, 0, 7]}],
    "expect": [{"a": "0", "b": "s", "contains": true},
               {"a": "4", "b": "s", "contains": true},
               {"a": "far", "b": "s", "closest_point": [0.72, 0.72, 1.96]}]})");
  ASSERT_EQ(sphere.size(), 3u);
  EXPECT_EQ(MismatchLines(sphere),
            (std::vector<std::string>{
                "point 4 and sphere s: the point should be inside (squared-distance: expected "
                "inside, got outside)",
                "point far and sphere s: the closest point should be (0.72, 0.72, 1.96) "
                "(surface: expected (0.72, 0.72, 1.96), got (0.719944, 0.719944, 1.96039))"}));

  // (2, 8, -7): (-2 + 16 + 7) / sqrt(6) = 8.57 > 4, in front.
  const std::vector<PairCheck> plane = CheckScene(R"({
    "format": "collision-lab-scene/1", "sample": "point-plane",
    "shapes": [{"id": "P", "type": "plane", "normal": [-1, 2, -1], "distance": 4},
               {"id": "0", "type": "point", "position": [0, 0, 0]},
               {"id": "7", "type": "point", "position": [2, 8, -7]}],
    "expect": [{"a": "0", "b": "P", "side": -1},
               {"a": "7", "b": "P", "side": -1}]})");
  ASSERT_EQ(plane.size(), 2u);
  EXPECT_EQ(MismatchLines(plane),
            (std::vector<std::string>{"point 7 and plane P: the point should be behind (sign: "
                                      "expected behind, got in front)"}));

  // x = 1, y = 2, z = 3 meet at (1, 2, 3); x = 0 and x = 1 never meet.
  const std::vector<PairCheck> planes = CheckScene(R"({
    "format": "collision-lab-scene/1", "sample": "three-planes",
    "shapes": [{"id": "x0", "type": "plane", "normal": [1, 0, 0], "distance": 0},
               {"id": "x1", "type": "plane", "normal": [1, 0, 0], "distance": 1},
               {"id": "y2", "type": "plane", "normal": [0, 1, 0], "distance": 2},
               {"id": "z3", "type": "plane", "normal": [0, 0, 1], "distance": 3}],
    "expect": [{"a": "x1", "b": "y2", "c": "z3", "point": [1, 2, 4]},
               {"a": "x0", "b": "x1", "c": "y2", "point": null}]})");
  ASSERT_EQ(planes.size(), 2u);
  EXPECT_EQ(MismatchLines(planes),
            (std::vector<std::string>{"planes x1, y2 and z3 should meet at (1, 2, 4) (cramer: "
                                      "expected meet at (1, 2, 4), got meet at (1, 2, 3))"}));
}

TEST(TutorialSamples, StaticIntersectionMismatchesReadAsTheTutorialSaysThem) {
  // The book's P1, n (0, 1, 0.2), d 3, lies 3 - 0.2 / sqrt(1.04) = 2.80 from
  // the centre: beyond the radius 2. P2 (y = -2) touches.
  const std::vector<PairCheck> checks = CheckScene(R"({
    "format": "collision-lab-scene/1", "sample": "sphere-plane",
    "shapes": [{"id": "S", "type": "sphere", "center": [1, 0, 1], "radius": 2},
               {"id": "P1", "type": "plane", "normal": [0, 1, 0.2], "distance": 3},
               {"id": "P2", "type": "plane", "normal": [0, 1, 0], "distance": -2}],
    "expect": [{"a": "S", "b": "P1", "intersects": true},
               {"a": "S", "b": "P2", "intersects": true}]})");
  ASSERT_EQ(checks.size(), 2u);
  EXPECT_EQ(MismatchLines(checks),
            (std::vector<std::string>{"sphere S and plane P1 should intersect (distance: "
                                      "expected intersects, got apart)"}));
}

TEST(TutorialSamples, CastMismatchesReadAsTheTutorialSaysThem) {
  // R0 enters the sphere at t = 4 - sqrt(3) = 2.26794919 (nine digits).
  const std::vector<PairCheck> sphere = CheckScene(R"({
    "format": "collision-lab-scene/1", "sample": "raycast-sphere",
    "shapes": [{"id": "R0", "type": "ray", "origin": [-2, 1, 0], "direction": [2, 0, 0]},
               {"id": "S0", "type": "sphere", "center": [2, 0, 0], "radius": 2}],
    "expect": [{"a": "R0", "b": "S0", "hit": true, "t": 2}]})");
  ASSERT_EQ(sphere.size(), 1u);
  EXPECT_EQ(MismatchLines(sphere),
            (std::vector<std::string>{"ray R0 and sphere S0 should hit at t = 2 (geometric: "
                                      "expected hit at t = 2, got hit at t = 2.26794919)"}));

  // From behind the plane x + y = sqrt(2): the one-sided cast misses, the
  // two-sided one hits at t = sqrt(2).
  const std::vector<PairCheck> plane = CheckScene(R"({
    "format": "collision-lab-scene/1", "sample": "raycast-plane",
    "shapes": [{"id": "P", "type": "plane", "normal": [1, 1, 0], "distance": 1},
               {"id": "R7", "type": "ray", "origin": [0, 0, 0], "direction": [1, 0, 0]}],
    "expect": [{"a": "R7", "b": "P", "hit": true, "algorithm": "one-sided"},
               {"a": "R7", "b": "P", "hit": true, "t": 1.4142135623730951,
                "algorithm": "two-sided"}]})");
  ASSERT_EQ(plane.size(), 2u);
  EXPECT_EQ(MismatchLines(plane),
            (std::vector<std::string>{
                "ray R7 and plane P should hit (one-sided: expected hit, got miss)"}));

  // L3 crosses x + y = sqrt(2) from behind at t = 5 + sqrt(2) = 6.41421356:
  // the two-sided test counts it.
  const std::vector<PairCheck> line = CheckScene(R"({
    "format": "collision-lab-scene/1", "sample": "line-plane",
    "shapes": [{"id": "P", "type": "plane", "normal": [1, 1, 0], "distance": 1},
               {"id": "L3", "type": "segment", "start": [-5, 0, 0], "end": [5, 0, 0]}],
    "expect": [{"a": "L3", "b": "P", "hit": false, "algorithm": "one-sided"},
               {"a": "L3", "b": "P", "hit": false, "algorithm": "two-sided"}]})");
  ASSERT_EQ(line.size(), 2u);
  EXPECT_EQ(MismatchLines(line),
            (std::vector<std::string>{"segment L3 and plane P should miss (two-sided: expected "
                                      "miss, got hit at t = 6.41421356)"}));
}

}  // namespace
}  // namespace tutorial_samples_test
}  // namespace harness
