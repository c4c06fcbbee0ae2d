// --hunt in-process (harness/runners/hunt_runner.h): the file a finding is
// written to passes --check without the algorithm that disagreed and fails
// with it; two of ours are both named, each with its own answer. The
// deliberately buggy algorithm stands in for a plugin's (the loader is
// issue 27's parts 1 to 6): it is added to the process's registry for the
// test and taken out again.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <sstream>

#include "collide/registry/pair_tests.h"
#include "collide/shapes/triangle.h"
#include "harness/runners/check_runner.h"
#include "harness/runners/hunt_runner.h"
#include "harness/scene/scene.h"
#include "pair_test_fixtures.h"

namespace harness {
namespace hunt_scene_test {
namespace {

using testing::LessThanBug;

// Adds the test to the process's registry for one scope.
class Registered {
 public:
  explicit Registered(collide::PairTest test) : test_(test) {
    collide::PairTestRegistry::Global().Add(std::move(test));
  }
  ~Registered() {
    collide::PairTestRegistry::Global().Remove(test_.a, test_.b, test_.query, test_.id);
  }
  Registered(const Registered&) = delete;
  Registered& operator=(const Registered&) = delete;

 private:
  collide::PairTest test_;
};

std::string FreshDirectory(const std::string& name) {
  const std::string dir = ::testing::TempDir() + "/hunt_" + name;
  std::filesystem::remove_all(dir);
  return dir;
}

Options HuntOptions(const std::string& pair, int cases, const std::string& dir) {
  Options options;
  options.hunt = pair;
  options.cases = cases;
  options.seed = 1;
  options.hunt_out = dir;
  return options;
}

int Check(const std::string& file, std::string* output) {
  Options options;
  options.check = true;
  options.scenes = {file};
  std::ostringstream out, err;
  const int status = RunHeadlessChecks(options, out, err);
  *output = out.str() + err.str();
  return status;
}

TEST(HuntScene, TheFileOfALessThanBugPassesCheckWithoutItAndFailsWithIt) {
  const std::string dir = FreshDirectory("lt");
  const std::string file =
      dir + "/sphere-sphere-intersects-squared-distance-vs-test-plugin-lt-bug.json";
  std::ostringstream out, err;
  {
    const Registered bug(LessThanBug());
    EXPECT_EQ(RunHunt(HuntOptions("sphere-sphere", 20000, dir), out, err), kExitMismatch)
        << out.str() << err.str();
  }
  EXPECT_TRUE(
      std::regex_match(out.str(), std::regex("sphere-sphere intersects: squared-distance "
                                             "\\(collision-lab\\) vs lt-bug \\(test-plugin\\): "
                                             "20000 cases, [1-9][0-9]* disagreements; wrote " +
                                             file + "\n")))
      << out.str();
  EXPECT_EQ(err.str(), "");
  ASSERT_TRUE(std::filesystem::exists(file));

  std::string output;
  EXPECT_EQ(Check(file, &output), kExitOk) << output;
  const Scene scene = LoadSceneFile(file);
  ASSERT_EQ(scene.shapes.size(), 2u);
  ASSERT_EQ(scene.expect.size(), 1u);
  EXPECT_FALSE(scene.expect[0].algorithm.has_value());  // ours is the pair's default
  EXPECT_EQ(scene.expect[0].expected, Outcome(Intersects{true}));
  // With the bug: the plugin's answer against the file's expectation.
  const collide::Answer buggy = LessThanBug().run(scene.shapes[0].shape, scene.shapes[1].shape);
  EXPECT_FALSE(Agrees(scene.expect[0].expected, OutcomeOfAnswer(collide::Query::kIntersects, buggy),
                      scene.expect[0].tolerance));
}

TEST(HuntScene, TwoOfOursAreEachNamedWithTheirOwnAnswerAndTheFilePasses) {
  const std::string dir = FreshDirectory("box");
  std::ostringstream out, err;
  EXPECT_EQ(RunHunt(HuntOptions("box-box", 2000, dir), out, err), kExitMismatch) << err.str();
  const std::string file = dir + "/box-box-intersects-sat-vs-corner-volume.json";
  EXPECT_TRUE(
      std::regex_match(out.str(), std::regex("box-box intersects: sat \\(collision-lab\\) vs "
                                             "corner-volume \\(collision-lab\\): 2000 cases, "
                                             "[1-9][0-9]* disagreements; wrote " +
                                             file + "\n")))
      << out.str();
  std::string output;
  EXPECT_EQ(Check(file, &output), kExitOk) << output;
  EXPECT_NE(output.find("2/2 expectations hold"), std::string::npos) << output;
  const Scene scene = LoadSceneFile(file);
  ASSERT_EQ(scene.expect.size(), 2u);
  EXPECT_EQ(scene.expect[0].algorithm, std::optional<std::string>("sat"));
  EXPECT_EQ(scene.expect[0].expected, Outcome(Intersects{true}));
  EXPECT_EQ(scene.expect[1].algorithm, std::optional<std::string>("corner-volume"));
  EXPECT_EQ(scene.expect[1].expected, Outcome(Intersects{false}));
}

TEST(HuntScene, TriangleTriangleFindsWherePlainSatAndRobustSatDisagree) {
  const std::string dir = FreshDirectory("triangles");
  std::ostringstream out, err;
  EXPECT_EQ(RunHunt(HuntOptions("triangle-triangle", 20000, dir), out, err), kExitMismatch)
      << err.str();
  const std::string file = dir + "/triangle-triangle-intersects-robust-sat-vs-plain-sat.json";
  EXPECT_TRUE(std::regex_match(out.str(),
                               std::regex("triangle-triangle intersects: robust-sat "
                                          "\\(collision-lab\\) vs plain-sat \\(collision-lab\\): "
                                          "20000 cases, [1-9][0-9]* disagreements; wrote " +
                                          file + "\n")))
      << out.str();
  std::string output;
  EXPECT_EQ(Check(file, &output), kExitOk) << output;
  const Scene scene = LoadSceneFile(file);
  ASSERT_EQ(scene.shapes.size(), 2u);
  ASSERT_EQ(scene.expect.size(), 2u);
  EXPECT_EQ(scene.expect[0].algorithm, std::optional<std::string>("robust-sat"));
  EXPECT_EQ(scene.expect[1].algorithm, std::optional<std::string>("plain-sat"));
  EXPECT_NE(scene.expect[0].expected, scene.expect[1].expected);
  // Where plain SAT is known to go wrong: a zero cross product skipped, as
  // a triangle of zero area gives.
  int zero_area = 0;
  for (const SceneShape& shape : scene.shapes) {
    const auto& t = shape.shape.Get<collide::Triangle>();
    zero_area += glm::cross(t[1] - t[0], t[2] - t[0]) == collide::Vec3(0.0) ? 1 : 0;
  }
  EXPECT_GE(zero_area, 1);
}

TEST(HuntScene, ACorrectAlgorithmGivesNoDisagreementAndNoFile) {
  collide::PairTest correct = LessThanBug();
  correct.id = "other-way";
  correct.run = [](const collide::StaticShape& x,
                   const collide::StaticShape& y) -> collide::Answer {
    const auto& a = x.Get<collide::Sphere>();
    const auto& b = y.Get<collide::Sphere>();
    const collide::Vec3 d = b.center - a.center;
    const double reach = b.radius + a.radius;
    return reach * reach - (d.z * d.z + d.y * d.y + d.x * d.x) >= 0.0;
  };
  const std::string dir = FreshDirectory("correct");
  std::ostringstream out, err;
  {
    const Registered registered(correct);
    EXPECT_EQ(RunHunt(HuntOptions("sphere-sphere", 5000, dir), out, err), kExitOk);
  }
  EXPECT_EQ(out.str(),
            "sphere-sphere intersects: squared-distance (collision-lab) vs other-way "
            "(test-plugin): 5000 cases, 0 disagreements\n");
  EXPECT_TRUE(std::filesystem::is_empty(dir));
}

TEST(HuntScene, NothingToCompareWithOneAlgorithmPerQueryIsNoDisagreement) {
  std::ostringstream out, err;
  EXPECT_EQ(RunHunt(HuntOptions("sphere-sphere", 100, FreshDirectory("none")), out, err), kExitOk);
  EXPECT_EQ(out.str(),
            "sphere-sphere: nothing to compare, one algorithm per query (intersects: "
            "squared-distance; contacts: clipping; distance: closed-form; penetration: sat-epa); "
            "a plugin's functions for the pair add theirs\n");
}

}  // namespace
}  // namespace hunt_scene_test
}  // namespace harness
