#include <gtest/gtest.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <algorithm>
#include <optional>

#include "box_box_fixtures.h"
#include "collide/sat/sat.h"
#include "collide/shapes/box.h"
#include "harness/sample_api/sample.h"
#include "harness/scene/json_reader.h"
#include "harness/scene/scene.h"
#include "test_host.h"

namespace harness {
namespace box_box_sample_test {
namespace {

using box_box_testing::MakeBoxSample;
using box_box_testing::ParseBoxScene;
using testing::RecordingDraw;
using testing::SameColor;

// The sample's marks besides red and blue.
constexpr Color kOrange = colors::kOrange;

Scene DefaultScene() {
  return LoadSceneFile(std::string(COLLISION_LAB_SOURCE_DIR) +
                       "/assets/scenes/box_box_default.json");
}

std::array<glm::vec3, 8> CornersOf(const collide::StaticShape& shape) {
  collide::BoxCorners c;
  if (const auto* obb = shape.As<collide::OrientedBox>()) {
    c = collide::Corners(*obb);
  } else if (const auto* aabb = shape.As<collide::Aabb>()) {
    c = collide::Corners(*aabb);
  } else {
    c = collide::Corners(shape.Get<collide::Hexahedron>());
  }
  std::array<glm::vec3, 8> result;
  for (size_t i = 0; i < 8; ++i) {
    result[i] = glm::vec3(c[i]);
  }
  return result;
}

// The colour a box was drawn in: that of the last line along its first edge
// (boxes are drawn after the marks that may run along their edges).
std::optional<Color> BoxColor(const RecordingDraw& draw, const std::array<glm::vec3, 8>& c) {
  std::optional<Color> color;
  for (const auto& line : draw.lines) {
    if (line.a == c[0] && line.b == c[1]) {
      color = line.color;
    }
  }
  return color;
}

std::vector<Color> DefaultBoxColors(testing::TestHost& host) {
  const Scene scene = DefaultScene();
  std::vector<Color> colors;
  for (const SceneShape& shape : scene.shapes) {
    const auto color = BoxColor(host.recorded(), CornersOf(shape.shape));
    EXPECT_TRUE(color.has_value()) << "box " << shape.id << " not drawn";
    colors.push_back(color.value_or(Color{0, 0, 0}));
  }
  return colors;
}

std::string ColorName(const Color& c) {
  if (SameColor(c, colors::kRed)) {
    return "red";
  }
  if (SameColor(c, colors::kBlue)) {
    return "blue";
  }
  if (SameColor(c, kOrange)) {
    return "orange";
  }
  return "other";
}

std::vector<std::string> ColorNames(const std::vector<Color>& colors) {
  std::vector<std::string> names;
  for (const Color& c : colors) {
    names.push_back(ColorName(c));
  }
  return names;
}

bool Logged(const Log& log, const std::string& text) {
  return std::any_of(log.entries().begin(), log.entries().end(),
                     [&](const LogEntry& e) { return e.text == text; });
}

TEST(BoxBoxSample, DefaultLayoutHoldsEveryExpectationOfBothAlgorithms) {
  testing::TestHost host;
  auto sample = MakeBoxSample(host);
  const auto checks = sample->Check();
  // Ten boxes, 45 pairs, each under both algorithms.
  ASSERT_EQ(checks.size(), 90u);
  int sat = 0, corner_volume = 0;
  for (const PairCheck& check : checks) {
    EXPECT_TRUE(check.passed) << check.a << "," << check.b << " " << check.algorithm;
    sat += check.algorithm == "sat";
    corner_volume += check.algorithm == "corner-volume";
  }
  EXPECT_EQ(sat, 45);
  EXPECT_EQ(corner_volume, 45);
  // The plus sign comes first: SAT finds the overlap, corner-volume misses it.
  EXPECT_EQ(checks[0].a, "0");
  EXPECT_EQ(checks[0].b, "1");
  EXPECT_EQ(checks[0].algorithm, "sat");
  EXPECT_EQ(Describe(checks[0].expected), "intersects");
  EXPECT_EQ(checks[1].algorithm, "corner-volume");
  EXPECT_EQ(Describe(checks[1].expected), "apart");
  // Check() logs nothing.
  EXPECT_TRUE(host.log().entries().empty());
}

TEST(BoxBoxSample, AnotherAuthorIsAskedTheSatExpectationsButNotCornerVolumes) {
  testing::TestHost host;
  auto sample = MakeBoxSample(host);
  // 90 expectations: each pair's under sat, our default for two boxes, is
  // about the pair; each under corner-volume records that test's own
  // answer (its misses among them), not the pair's truth.
  const OriginQuestions questions = sample->QuestionsForOthers();
  ASSERT_EQ(questions.questions.size(), 45u);
  EXPECT_EQ(questions.not_about_the_pair, 45u);
  const PairCheck& plus_sign = questions.questions.front().check;
  EXPECT_EQ(plus_sign.a, "0");
  EXPECT_EQ(plus_sign.b, "1");
  EXPECT_EQ(Describe(plus_sign.expected), "intersects");
}

TEST(BoxBoxSample, DefaultLayoutIsTheShippedDefaultScene) {
  testing::TestHost built_in_host, scene_host;
  auto built_in = MakeBoxSample(built_in_host);
  auto from_scene = MakeBoxSample(scene_host);
  from_scene->LoadScene(DefaultScene());
  const auto a = built_in->Check();
  const auto b = from_scene->Check();
  ASSERT_EQ(a.size(), b.size());
  for (size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i].a, b[i].a);
    EXPECT_EQ(a[i].b, b[i].b);
    EXPECT_EQ(a[i].algorithm, b[i].algorithm);
    EXPECT_EQ(Describe(a[i].expected), Describe(b[i].expected));
    EXPECT_EQ(Describe(a[i].actual), Describe(b[i].actual));
  }
  // The same boxes in the same colours.
  built_in->Render();
  from_scene->Render();
  EXPECT_EQ(ColorNames(DefaultBoxColors(built_in_host)), ColorNames(DefaultBoxColors(scene_host)));
}

TEST(BoxBoxSample, SatModeColoursThePlusSignRedAndTheApartPairBlue) {
  testing::TestHost host;
  auto sample = MakeBoxSample(host);
  sample->Initialize(1280, 800);
  sample->Render();
  EXPECT_EQ(ColorNames(DefaultBoxColors(host)),
            (std::vector<std::string>{"red", "red", "red", "red", "red", "red", "red", "red",
                                      "blue", "blue"}));
}

TEST(BoxBoxSample, CornerVolumeModeColoursByTheSeedsTest) {
  testing::TestHost host;
  auto sample = MakeBoxSample(host);
  sample->Initialize(1280, 800);
  ASSERT_TRUE(sample->KeyPressed(GLFW_KEY_M));
  sample->Render();
  // The seed's test misses the plus sign and the crossing edges.
  EXPECT_EQ(ColorNames(DefaultBoxColors(host)),
            (std::vector<std::string>{"blue", "blue", "blue", "blue", "red", "red", "red", "red",
                                      "blue", "blue"}));
}

TEST(BoxBoxSample, MCyclesTheColouringBackToSat) {
  testing::TestHost host;
  auto sample = MakeBoxSample(host);
  sample->Initialize(1280, 800);
  ASSERT_TRUE(sample->KeyPressed(GLFW_KEY_M));  // corner-volume
  ASSERT_TRUE(sample->KeyPressed(GLFW_KEY_M));  // back to the default, sat
  sample->Render();
  EXPECT_EQ(ColorNames(DefaultBoxColors(host)),
            (std::vector<std::string>{"red", "red", "red", "red", "red", "red", "red", "red",
                                      "blue", "blue"}));
  EXPECT_TRUE(Logged(host.log(), "colour by corner-volume"));
  EXPECT_TRUE(Logged(host.log(), "colour by default"));
}

TEST(BoxBoxSample, DisagreementsAreLoggedAtStartButAreNotErrors) {
  testing::TestHost host;
  auto sample = MakeBoxSample(host);
  sample->Initialize(1280, 800);
  EXPECT_TRUE(
      Logged(host.log(), "algorithms disagree on 0 and 1: sat touching, corner-volume apart"));
  EXPECT_TRUE(
      Logged(host.log(), "algorithms disagree on 2 and 3: sat touching, corner-volume apart"));
  // The default layout records the disagreements as expectations: they are
  // warnings, drawn orange in the log, not errors.
  EXPECT_EQ(host.log().error_count(), 0u);
  int disagreements = 0;
  for (const LogEntry& entry : host.log().entries()) {
    if (entry.text.starts_with("algorithms disagree")) {
      ++disagreements;
      EXPECT_EQ(entry.level, LogLevel::kWarning) << entry.text;
    }
  }
  EXPECT_EQ(disagreements, 2);
}

TEST(BoxBoxSample, AgreeingAgainQuotesTheAnswersThatNowAgree) {
  testing::TestHost host;
  auto sample = MakeBoxSample(host);
  sample->Initialize(1280, 800);
  // The plus sign's thin bar lifted 10 clear of the thick one: both tests
  // now say apart.
  ASSERT_TRUE(sample->picking()->MoveShape("1", collide::Vec3(0, 10, 0)));
  EXPECT_EQ(host.log().entries().back().text,
            "algorithms agree again on 0 and 1: sat apart, corner-volume apart");
}

TEST(BoxBoxSample, DisagreementIsMarkedInsideTheOverlap) {
  testing::TestHost host;
  auto sample = MakeBoxSample(host);
  sample->Render();
  // Orange pieces of the thin bar's edges run through the thick bar: inside
  // both bars (centre (-4.5, 0, -2.5); thin half extents (2, 0.3, 0.3), thick
  // (0.5, 2, 0.5)).
  int inside = 0;
  for (const auto& line : host.recorded().lines) {
    if (!SameColor(line.color, kOrange)) {
      continue;
    }
    const glm::vec3 mid = 0.5f * (line.a + line.b) - glm::vec3(-4.5f, 0, -2.5f);
    if (std::abs(mid.x) <= 0.5f + 1e-4f && std::abs(mid.y) <= 0.3f + 1e-4f &&
        std::abs(mid.z) <= 0.3f + 1e-4f) {
      ++inside;
    }
  }
  EXPECT_GE(inside, 4);
  EXPECT_GT(host.recorded().points, 0);
}

std::string LoadError(const std::string& shapes, const std::string& expect) {
  testing::TestHost host;
  auto sample = MakeBoxSample(host);
  try {
    sample->LoadScene(ParseBoxScene(shapes, expect));
  } catch (const InputError& e) {
    return e.what();
  }
  return "loaded";
}

constexpr const char* kTwoSpheresAndABox =
    R"({"id": "s", "type": "sphere", "center": [0, 0, 0], "radius": 1},
       {"id": "t", "type": "sphere", "center": [5, 0, 0], "radius": 1},
       {"id": "b", "type": "box", "center": [0, 3, 0], "half_extents": [1, 1, 1]},
       {"id": "c", "type": "aabb", "min": [3, 3, 3], "max": [4, 4, 4]})";

TEST(BoxBoxSample, RejectsAnAlgorithmThatDoesNotApplyToThePair) {
  EXPECT_EQ(LoadError(kTwoSpheresAndABox,
                      R"({"a": "s", "b": "t", "algorithm": "corner-volume", "intersects": false})"),
            "s.json: expect[0].algorithm: unknown algorithm \"corner-volume\" for this pair "
            "(known: squared-distance)");
  EXPECT_EQ(LoadError(kTwoSpheresAndABox,
                      R"({"a": "s", "b": "t", "intersects": false},
                         {"a": "b", "b": "s", "algorithm": "sat", "intersects": false})"),
            "s.json: expect[1].algorithm: unknown algorithm \"sat\" for this pair "
            "(known: closest-point)");
  EXPECT_EQ(LoadError(kTwoSpheresAndABox,
                      R"({"a": "b", "b": "c", "algorithm": "gjk", "intersects": false})"),
            "s.json: expect[0].algorithm: unknown algorithm \"gjk\" for this pair "
            "(known: sat, corner-volume)");
  EXPECT_EQ(LoadError(kTwoSpheresAndABox,
                      R"({"a": "b", "b": "c", "algorithm": "closest-point", "intersects": false})"),
            "s.json: expect[0].algorithm: unknown algorithm \"closest-point\" for this pair "
            "(known: sat, corner-volume)");
  EXPECT_EQ(LoadError(kTwoSpheresAndABox,
                      R"({"a": "s", "b": "b", "algorithm": "closest-point", "intersects": false},
                         {"a": "b", "b": "c", "algorithm": "corner-volume", "intersects": false},
                         {"a": "s", "b": "t", "algorithm": "squared-distance", "intersects": false})"),
            "loaded");
}

TEST(BoxBoxSample, RejectsShapesItDoesNotTake) {
  EXPECT_EQ(
      LoadError(R"({"id": "p", "type": "plane", "point": [0, 0, 0], "normal": [0, 1, 0]})", ""),
      "s.json: shapes[0].type: sample \"box-box\" does not take shapes of type \"plane\" "
      "(it takes: sphere, box, aabb, hexahedron)");
}

Scene SceneWithWrongExpectations() {
  return ParseBoxScene(
      R"({"id": "h", "type": "box", "center": [0, 0, 0], "half_extents": [3, 0.5, 0.5]},
         {"id": "v", "type": "box", "center": [0, 0, 0], "half_extents": [0.5, 3, 0.5]},
         {"id": "far", "type": "aabb", "min": [10, 0, 0], "max": [11, 1, 1]},
         {"id": "ball", "type": "sphere", "center": [0, 3.5, 0], "radius": 1})",
      R"({"a": "h", "b": "v", "intersects": true},
         {"a": "h", "b": "v", "algorithm": "corner-volume", "intersects": true},
         {"a": "h", "b": "far", "intersects": true},
         {"a": "ball", "b": "v", "intersects": false})");
}

TEST(BoxBoxSample, MismatchNamesBothShapesAndTheAlgorithm) {
  testing::TestHost host;
  auto sample = MakeBoxSample(host);
  sample->LoadScene(SceneWithWrongExpectations());
  const auto checks = sample->Check();
  ASSERT_EQ(checks.size(), 4u);
  EXPECT_TRUE(checks[0].passed);
  EXPECT_EQ(checks[0].algorithm, "sat");  // the default for two boxes
  EXPECT_FALSE(checks[1].passed);
  EXPECT_EQ(MismatchSentence(checks[1], true), "box h and v should intersect (corner-volume)");
  EXPECT_EQ(Describe(checks[1].expected), "intersects");
  EXPECT_EQ(Describe(checks[1].actual), "apart");
  EXPECT_FALSE(checks[2].passed);
  EXPECT_EQ(MismatchSentence(checks[2], true), "box h and aabb far should intersect (sat)");
  EXPECT_FALSE(checks[3].passed);
  EXPECT_EQ(checks[3].algorithm, "closest-point");
  EXPECT_EQ(MismatchSentence(checks[3], true),
            "sphere ball and box v should not intersect (closest-point)");
}

TEST(BoxBoxSample, InitializeLogsEachMismatchAsAnErrorAndTheDisagreementOnce) {
  testing::TestHost host;
  auto sample = MakeBoxSample(host);
  sample->LoadScene(SceneWithWrongExpectations());
  sample->Initialize(1280, 800);
  EXPECT_EQ(host.log().error_count(), 3u);
  EXPECT_TRUE(Logged(host.log(), "box h and aabb far should intersect (sat)"));
  EXPECT_TRUE(
      Logged(host.log(), "algorithms disagree on h and v: sat touching, corner-volume apart"));
}

TEST(BoxBoxSample, MismatchedPairIsMarkedInTheView) {
  testing::TestHost host;
  auto sample = MakeBoxSample(host);
  sample->LoadScene(SceneWithWrongExpectations());
  sample->Render();
  const auto& lines = host.recorded().lines;
  EXPECT_TRUE(std::any_of(lines.begin(), lines.end(), [](const auto& line) {
    return SameColor(line.color, colors::kYellow) && line.a == glm::vec3(0) &&
           line.b == glm::vec3(10.5f, 0.5f, 0.5f);
  }));
}

TEST(BoxBoxSample, SpheresAmongBoxesColourByTheirOneTest) {
  testing::TestHost host;
  auto sample = MakeBoxSample(host);
  sample->LoadScene(ParseBoxScene(
      R"({"id": "b", "type": "box", "center": [0, 0, 0], "half_extents": [1, 1, 1]},
         {"id": "on", "type": "sphere", "center": [0, 1.5, 0], "radius": 0.5},
         {"id": "off", "type": "sphere", "center": [5, 0, 0], "radius": 0.5})",
      R"({"a": "b", "b": "on", "intersects": true},
         {"a": "on", "b": "off", "intersects": false})"));
  const auto checks = sample->Check();
  ASSERT_EQ(checks.size(), sample->ExpectationCount());
  ASSERT_FALSE(checks.empty());
  EXPECT_TRUE(
      std::all_of(checks.begin(), checks.end(), [](const PairCheck& c) { return c.passed; }));
  sample->Render();
  const auto& spheres = host.recorded().spheres;
  ASSERT_EQ(spheres.size(), 2u);
  EXPECT_TRUE(SameColor(spheres[0].color, colors::kRed));  // touches the box
  EXPECT_TRUE(SameColor(spheres[1].color, colors::kBlue));
  const auto box = BoxColor(
      host.recorded(), CornersOf(collide::OrientedBox{{0, 0, 0}, {1, 1, 1}, collide::Mat3(1)}));
  ASSERT_TRUE(box.has_value());
  EXPECT_TRUE(SameColor(*box, colors::kRed));
}

TEST(BoxBoxSample, SceneRotationsComeBackAsTheirDegrees) {
  // A box read from a scene keeps its matrix; the panel shows its angles.
  const Scene scene = ParseBoxScene(
      R"({"id": "t", "type": "box", "center": [0, 0, 0], "half_extents": [1, 2, 3],
          "rotation_deg": [10, 20, 30]})",
      "");
  const auto& box = scene.shapes[0].shape.Get<collide::OrientedBox>();
  const collide::Vec3 degrees = collide::EulerDegreesFromRotation(box.rotation);
  EXPECT_NEAR(degrees.x, 10.0, 1e-9);
  EXPECT_NEAR(degrees.y, 20.0, 1e-9);
  EXPECT_NEAR(degrees.z, 30.0, 1e-9);
}

}  // namespace
}  // namespace box_box_sample_test
}  // namespace harness
