// A shape kind added through the table alone, as a later chapter or a
// plugin adds one: a "flag" (a point with a reach) and one pair test, flag
// against sphere. Nothing else of the harness is told about it, yet a scene
// file holds it, --check checks it, and the playground's panel edits it,
// picks it and draws it.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "collide/registry/pair_tests.h"
#include "harness/runners/check_runner.h"
#include "harness/sample/sample_registry.h"
#include "harness/scene/scene_writer.h"
#include "harness/shape_kinds/shape_kind_entry.h"
#include "panel_frame.h"
#include "test_host.h"

namespace harness::testing {
namespace {

struct Flag {
  collide::Vec3 at{0.0};
  double reach = 0.0;
};

}  // namespace
}  // namespace harness::testing

template <>
struct collide::ShapeKindOf<harness::testing::Flag> {
  static constexpr ShapeKind kValue{90};
};

namespace harness::testing {
namespace {

using collide::Vec3;

// How often the panel drew a flag's editor, and whether the next one types.
int g_flag_edits = 0;
bool g_type_into_flag = false;

TypedShapeKind<Flag> FlagKind() {
  TypedShapeKind<Flag> kind;
  kind.read = [](ObjectReader& reader) {
    return Flag{reader.Vec3("at"), NonNegative(reader, "reach")};
  };
  kind.write = [](const Flag& f, const std::string& where, SceneJson& out) {
    out["at"] = JsonVector(f.at, where + ".at");
    out["reach"] = JsonNumber(f.reach, where + ".reach");
  };
  kind.make = [](const Vec3& at) { return Flag{at, 1.0}; };
  kind.edit = [](Flag& f, ShapeEditor& editor) {
    ++g_flag_edits;
    bool changed = editor.Vec3("at", &f.at);
    if (g_type_into_flag) {
      f.at += Vec3(100.0, 0.0, 0.0);  // as if typed: far from everything
      changed = true;
    }
    return changed;
  };
  kind.draw = [](const Flag& f, Draw& draw, const Color& color, const DrawContext&) {
    draw.Point(f.at, 9.0f, color);
  };
  kind.frame_points = [](const Flag& f, const DrawContext&) { return std::vector<Vec3>{f.at}; };
  kind.proxy = [](const Flag& f, const DrawContext&) {
    PickProxy proxy;
    proxy.shape = PickHandle{f.at};
    proxy.center = f.at;
    proxy.label = "reach " + std::to_string(f.reach);
    return proxy;
  };
  kind.translate = [](Flag& f, const Vec3& delta, std::vector<Vec3>&) { f.at += delta; };
  return kind;
}

class ShapeKindAddedAtRunTime : public ::testing::Test {
 protected:
  void SetUp() override {
    registration_.emplace(collide::MakeShapeKindInfo<Flag>(
                              "flag", [](const Flag& f) { return f.at; },
                              [](const Flag& f) -> std::optional<collide::Aabb> {
                                return collide::Aabb{f.at - Vec3(f.reach), f.at + Vec3(f.reach)};
                              },
                              [](const Flag& f) -> std::optional<std::string> {
                                if (!(f.reach >= 0.0)) {
                                  return "the flag's reach is negative";
                                }
                                return std::nullopt;
                              }),
                          FlagKind().Entry());
    collide::AddPairTest<Flag, collide::Sphere>(
        collide::PairTestRegistry::Global(), "reach", collide::Query::kIntersects,
        "The flag reaches the sphere's surface.", [](const Flag& f, const collide::Sphere& s) {
          return glm::length(f.at - s.center) <= f.reach + s.radius;
        });
    g_flag_edits = 0;
    g_type_into_flag = false;
  }
  void TearDown() override {
    collide::PairTestRegistry::Global().Remove(collide::ShapeKindOf<Flag>::kValue,
                                               collide::ShapeKind::kSphere,
                                               collide::Query::kIntersects, "reach");
    registration_->Unregister();
  }

  std::optional<ShapeKindRegistration> registration_;
};

// The flag reaches 1 from (3, 0, 0); the sphere of radius 1.5 at the origin
// is 3 away: 3 <= 1 + 1.5 is false, so they are apart.
constexpr const char* kScene = R"({
  "format": "collision-lab-scene/1", "sample": "playground",
  "shapes": [{"id": "f", "type": "flag", "at": [3, 0, 0], "reach": 1},
             {"id": "s", "type": "sphere", "center": [0, 0, 0], "radius": 1.5}],
  "expect": [{"a": "f", "b": "s", "intersects": %s}]})";

std::string SceneExpecting(bool intersects) {
  std::string text = kScene;
  text.replace(text.find("%s"), 2, intersects ? "true" : "false");
  return text;
}

std::string WriteTemp(const std::string& name, const std::string& text) {
  const std::string path = ::testing::TempDir() + "/" + name;
  std::ofstream(path) << text;
  return path;
}

TEST_F(ShapeKindAddedAtRunTime, ASceneFileReadsAndWritesIt) {
  const Scene scene = ParseScene(SceneExpecting(false), "flag.json");
  ASSERT_EQ(scene.shapes.size(), 2u);
  ASSERT_TRUE(scene.shapes[0].shape.Is<Flag>());
  EXPECT_EQ(scene.shapes[0].shape.Get<Flag>().at, Vec3(3, 0, 0));
  const std::string written = WriteScene(scene);
  EXPECT_NE(written.find(R"({"id": "f", "type": "flag", "at": [3.0, 0.0, 0.0], "reach": 1.0})"),
            std::string::npos)
      << written;
  EXPECT_EQ(ParseScene(written, "again.json").shapes[0].shape, scene.shapes[0].shape);
}

TEST_F(ShapeKindAddedAtRunTime, ASceneFileNamesItsFieldsWhenTheyAreWrong) {
  try {
    ParseScene(R"({"format": "collision-lab-scene/1", "sample": "playground",
                   "shapes": [{"id": "f", "type": "flag", "at": [3, 0, 0], "reach": -1}],
                   "expect": []})",
               "bad_flag.json");
    FAIL() << "a negative reach was read";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where(), "shapes[0].reach");
  }
}

TEST_F(ShapeKindAddedAtRunTime, CheckChecksItsExpectations) {
  Options options;
  options.check = true;
  options.scenes = {WriteTemp("flag_apart.json", SceneExpecting(false))};
  std::ostringstream out, err;
  EXPECT_EQ(RunHeadlessChecks(options, out, err), kExitOk) << err.str();
  EXPECT_NE(out.str().find("1 passed, 0 failed"), std::string::npos) << out.str();

  options.scenes = {WriteTemp("flag_wrong.json", SceneExpecting(true))};
  std::ostringstream out2, err2;
  EXPECT_EQ(RunHeadlessChecks(options, out2, err2), kExitMismatch);
  EXPECT_NE(out2.str().find("flag f and sphere s should intersect (reach"), std::string::npos)
      << out2.str();
}

std::unique_ptr<Sample> PlaygroundWithFlag(TestHost& host, bool intersects) {
  auto sample = SampleRegistry::Get().Find("playground")->create(host);
  sample->Initialize(800, 600);
  sample->LoadScene(ParseScene(SceneExpecting(intersects), "flag.json"));
  return sample;
}

TEST_F(ShapeKindAddedAtRunTime, ThePlaygroundPicksDrawsAndChecksIt) {
  TestHost host;
  const auto sample = PlaygroundWithFlag(host, false);
  const std::vector<PairCheck> checks = sample->Check();
  ASSERT_EQ(checks.size(), 1u);
  EXPECT_TRUE(checks[0].passed);
  EXPECT_EQ(checks[0].algorithm, "reach");

  const std::vector<PickProxy> proxies = sample->picking()->PickProxies();
  ASSERT_EQ(proxies.size(), 2u);
  EXPECT_EQ(proxies[0].id, "f");
  EXPECT_EQ(proxies[0].label, "flag f (reach " + std::to_string(1.0) + ")");
  EXPECT_TRUE(sample->picking()->MoveShape("f", Vec3(-1.0, 0.0, 0.0)));
  // Moved to (2, 0, 0): 2 <= 2.5, so the flag now reaches the sphere.
  EXPECT_FALSE(sample->Check()[0].passed);

  host.recorded().Clear();
  sample->Render();
  bool drawn = false;
  for (const auto& dot : host.recorded().dots) {
    drawn |= dot.size == 9.0f && glm::vec3(dot.position) == glm::vec3(2.0f, 0.0f, 0.0f);
  }
  EXPECT_TRUE(drawn);
}

// The selected shape's editor is its kind's; what it types is applied and
// checked: the flag typed 100 away from the sphere makes "apart" true
// again.
TEST_F(ShapeKindAddedAtRunTime, ThePanelEditsItThroughItsEntry) {
  TestHost host;
  const auto sample = PlaygroundWithFlag(host, true);
  EXPECT_FALSE(sample->Check()[0].passed);  // apart, expected to intersect
  sample->picking()->Select(std::string("f"));
  RunPanel(*sample);
  EXPECT_EQ(g_flag_edits, 1);
  EXPECT_FALSE(sample->Check()[0].passed);

  auto apart = PlaygroundWithFlag(host, false);
  apart->picking()->Select(std::string("f"));
  g_type_into_flag = true;
  apart->picking()->MoveShape("f", Vec3(-1.0, 0.0, 0.0));  // reaches: the check fails
  ASSERT_FALSE(apart->Check()[0].passed);
  RunPanel(*apart);  // typed 100 away: apart again
  EXPECT_TRUE(apart->Check()[0].passed);
}

TEST_F(ShapeKindAddedAtRunTime, OnceTakenOutAFileNamingItIsRefused) {
  registration_->Unregister();
  try {
    ParseScene(SceneExpecting(false), "flag.json");
    ADD_FAILURE() << "a kind no longer registered was read";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where(), "shapes[0].type");
    EXPECT_NE(e.problem().find("unknown shape type \"flag\""), std::string::npos) << e.problem();
  }
  registration_.emplace(
      collide::MakeShapeKindInfo<Flag>(
          "flag", [](const Flag& f) { return f.at; },
          [](const Flag&) -> std::optional<collide::Aabb> { return std::nullopt; },
          [](const Flag&) -> std::optional<std::string> { return std::nullopt; }),
      FlagKind().Entry());
}

}  // namespace
}  // namespace harness::testing
