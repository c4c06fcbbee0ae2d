// The pair-test registry grows at run time (collide/pair_tests.h): an
// algorithm added to the process's registry after the built-ins, for a pair
// of kinds we already test, is answered by the static engine beside ours,
// and a scene names it in an expectation's "algorithm", with a check that
// fails by its name when it disagrees. Here the added algorithm is a
// deliberately wrong sphere-AABB test, as a user's plugin might be.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "collide/registry/pair_tests.h"
#include "fixtures.h"
#include "harness/layout_engine/world.h"
#include "harness/layout_sample/static_shapes_sample.h"
#include "harness/runners/check_runner.h"
#include "harness/sample_api/sample_registry.h"
#include "harness/scene/scene.h"
#include "test_host.h"

namespace harness {
namespace pair_test_plugin_test {
namespace {

using collide::PairTest;
using collide::PairTestRegistry;
using collide::Query;
using collide::ShapeKind;

constexpr const char* kPluginId = "centre-in-box";

// Wrong on purpose: a sphere "intersects" a box only when its centre is in
// the box, so a sphere that reaches a box from outside is missed.
PairTest CentreInBox() {
  PairTest test;
  test.id = kPluginId;
  test.a = ShapeKind::kSphere;
  test.b = ShapeKind::kAabb;
  test.query = Query::kIntersects;
  test.summary = "The sphere's centre in the box (ignores the radius).";
  test.origin = "pair-test-plugin-test";
  test.run = [](const collide::StaticShape& a, const collide::StaticShape& b) -> collide::Answer {
    const auto& sphere = a.Get<collide::Sphere>();
    const auto& box = b.Get<collide::Aabb>();
    return glm::all(glm::greaterThanEqual(sphere.center, box.min)) &&
           glm::all(glm::lessThanEqual(sphere.center, box.max));
  };
  return test;
}

// The global registry is the process's: every test of this binary that runs
// after this one in the same process sees it. The addition is taken out
// again, so the registry is the built-ins' once more.
class PluginPairTest : public ::testing::Test {
 protected:
  void SetUp() override {
    size_before_ = PairTestRegistry::Global().size();
    PairTestRegistry::Global().Add(CentreInBox());
  }
  void TearDown() override {
    EXPECT_TRUE(PairTestRegistry::Global().Remove(ShapeKind::kSphere, ShapeKind::kAabb,
                                                  Query::kIntersects, kPluginId));
    EXPECT_EQ(PairTestRegistry::Global().size(), size_before_);
  }
  std::unique_ptr<Sample> SphereAabb() {
    return SampleRegistry::Get().Find("sphere-aabb")->create(host_);
  }
  std::size_t size_before_ = 0;
  testing::TestHost host_;
};

// The book's sphere at (1, 0, 1) r 2 against its four boxes A0-A3: ours
// says F T T T. The centre is in A2 (on its corner (1, 0, 1)) and in A3 only,
// so the plugin says F F T T: it misses A1, which the sphere reaches.
TEST_F(PluginPairTest, IsAnsweredByTheStaticEngineBesideOurs) {
  const auto tests =
      PairTestRegistry::Global().Find(ShapeKind::kAabb, ShapeKind::kSphere, Query::kIntersects);
  ASSERT_EQ(tests.size(), 2u);
  EXPECT_EQ(tests[0]->origin, "collision-lab");  // ours stays the default
  EXPECT_EQ(tests[1]->id, kPluginId);

  const auto sample = SphereAabb();
  const auto& layout = dynamic_cast<const StaticShapesSample&>(*sample).layout();
  const std::vector<PairAnswer> answers = StaticWorld().AnswerAll(layout);
  std::map<std::string, bool> ours;
  std::map<std::string, bool> plugin;
  for (const PairAnswer& answer : answers) {
    const std::string& box = layout.shapes[answer.b].id;
    if (answer.test == tests[0]) {
      ours[box] = answer.answer.Get<bool>();
    } else if (answer.test == tests[1]) {
      plugin[box] = answer.answer.Get<bool>();
    }
  }
  EXPECT_EQ(ours,
            (std::map<std::string, bool>{{"A0", false}, {"A1", true}, {"A2", true}, {"A3", true}}));
  EXPECT_EQ(plugin, (std::map<std::string, bool>{
                        {"A0", false}, {"A1", false}, {"A2", true}, {"A3", true}}));

  // The sample's own table still holds (it names no algorithm: ours), and
  // "expect what is on screen" writes the plugin's answers beside ours.
  for (const PairCheck& check : sample->Check()) {
    EXPECT_TRUE(check.passed) << MismatchLine(check);
  }
  const std::optional<Scene> saved = sample->SceneToSave("with a plugin", true);
  ASSERT_TRUE(saved.has_value());
  std::vector<std::pair<std::string, bool>> plugin_rows;
  for (const Expectation& e : saved->expect) {
    if (e.algorithm == kPluginId) {
      const auto* intersects = e.expected.GetIf<Intersects>();
      plugin_rows.emplace_back(e.a == "S" ? e.b : e.a, intersects == nullptr || intersects->value);
    }
  }
  EXPECT_EQ(plugin_rows, (std::vector<std::pair<std::string, bool>>{
                             {"A0", false}, {"A1", false}, {"A2", true}, {"A3", true}}));
}

// S and A1 of the book's table, once under the default and once under the
// plugin's algorithm, both expecting the truth: they intersect.
std::string SceneNamingThePlugin() {
  return testing::SceneText("sphere-aabb", R"(, "title": "a plugin's test beside ours")",
                            R"({"id": "S", "type": "sphere", "center": [1, 0, 1], "radius": 2},
         {"id": "A1", "type": "aabb", "min": [2, 1, 2], "max": [4, 3, 4]})",
                            R"({"a": "S", "b": "A1", "intersects": true},
         {"a": "A1", "b": "S", "intersects": true, "algorithm": "centre-in-box"})");
}

TEST_F(PluginPairTest, IsResolvedFromASceneAndFailsByNameWhereItDisagrees) {
  const auto sample = SphereAabb();
  sample->LoadScene(ParseScene(SceneNamingThePlugin(), "plugin.json"));
  const std::vector<PairCheck> checks = sample->Check();
  ASSERT_EQ(checks.size(), 2u);
  EXPECT_TRUE(checks[0].passed) << MismatchLine(checks[0]);
  EXPECT_NE(checks[0].algorithm, kPluginId);
  EXPECT_FALSE(checks[1].passed);
  EXPECT_EQ(checks[1].algorithm, kPluginId);
  EXPECT_EQ(MismatchLine(checks[1]),
            "aabb A1 and sphere S should intersect (centre-in-box: expected intersects, got "
            "apart)");

  // --check on the file, in this process: one held, the plugin's failed.
  const std::string path = ::testing::TempDir() + "/plugin_pair_test.json";
  std::ofstream(path) << SceneNamingThePlugin();
  Options options;
  options.check = true;
  options.scenes = {path};
  std::ostringstream out, err;
  EXPECT_EQ(RunHeadlessChecks(options, out, err), kExitMismatch) << err.str();
  EXPECT_NE(out.str().find("(centre-in-box: expected intersects, got apart)"), std::string::npos)
      << out.str();
  EXPECT_NE(out.str().find("1 passed, 1 failed"), std::string::npos) << out.str();
}

// Without the plugin the same file is refused: it names an algorithm the
// registry lacks. (The fixture's addition is gone once its test ends.)
TEST(PluginPairTestGone, ASceneNamingItIsRefusedOnceItIsRemoved) {
  ASSERT_EQ(PairTestRegistry::Global().Find(ShapeKind::kSphere, ShapeKind::kAabb,
                                            Query::kIntersects, kPluginId),
            nullptr);
  testing::TestHost host;
  const auto sample = SampleRegistry::Get().Find("sphere-aabb")->create(host);
  EXPECT_THROW(sample->LoadScene(ParseScene(SceneNamingThePlugin(), "plugin.json")), InputError);
}

// A plugin's ray-sphere cast that hits every ray at its origin: one mark
// more per ray and sphere wherever it is answered.
PairTest HitAtOrigin() {
  PairTest test;
  test.id = "hit-at-origin";
  test.a = ShapeKind::kRay;
  test.b = ShapeKind::kSphere;
  test.query = Query::kHit;
  test.origin = "pair-test-plugin-test";
  test.run = [](const collide::StaticShape& a, const collide::StaticShape&) -> collide::Answer {
    return std::optional<collide::RayHit>(
        collide::RayHit{0.0, a.Get<collide::Ray>().origin, collide::Vec3(0, 1, 0)});
  };
  return test;
}

int PointsDrawn(Sample& sample, testing::TestHost& host) {
  host.recorded().Clear();
  sample.Render();
  return host.recorded().points;
}

// A sample made while a plugin's test was registered keeps its answers
// across frames; once the test is unregistered its next frame answers
// again, and draws what a sample made without the plugin draws, never the
// removed test's marks.
TEST(PluginPairTestGone, ASampleMadeWithItAnswersAgainOnceItIsRemoved) {
  PairTestRegistry& registry = PairTestRegistry::Global();
  testing::TestHost host;
  testing::TestHost fresh_host;
  registry.Add(HitAtOrigin());
  const auto sample = SampleRegistry::Get().Find("raycast-sphere")->create(host);
  sample->Initialize(800, 600);
  const int with_plugin = PointsDrawn(*sample, host);
  const std::uint64_t revision = sample->undo()->Revision();
  ASSERT_TRUE(registry.Remove(ShapeKind::kRay, ShapeKind::kSphere, Query::kHit, "hit-at-origin"));

  const auto fresh = SampleRegistry::Get().Find("raycast-sphere")->create(fresh_host);
  fresh->Initialize(800, 600);
  const int without_plugin = PointsDrawn(*fresh, fresh_host);
  EXPECT_GT(with_plugin, without_plugin);
  EXPECT_EQ(PointsDrawn(*sample, host), without_plugin);
  // Answering again is no change the user made (undoable.h): no undo step,
  // no unsaved edit.
  EXPECT_EQ(sample->undo()->Revision(), revision);
}

}  // namespace
}  // namespace pair_test_plugin_test
}  // namespace harness
