// The sample a scene names, made from the scene (sample_api/scene_sample.h): the
// scene reader knows no samples, so the registry's check and the sample's own
// judgement of the scene happen here, in one function every path uses.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "harness/sample_api/scene_sample.h"
#include "harness/scene/json_reader.h"
#include "harness/scene/scene.h"
#include "test_host.h"

namespace harness {
namespace scene_sample_test {
namespace {

constexpr const char* kTwoSpheres = R"({
  "format": "collision-lab-scene/1", "sample": "sphere-sphere",
  "shapes": [
    {"id": "s0", "type": "sphere", "center": [0, 0, 0], "radius": 2},
    {"id": "s1", "type": "sphere", "center": [3, 0, 0], "radius": 1}
  ],
  "expect": [ {"a": "s0", "b": "s1", "intersects": true} ]
})";

std::string WithSample(const std::string& sample) {
  std::string text = kTwoSpheres;
  text.replace(text.find("sphere-sphere"), std::string("sphere-sphere").size(), sample);
  return text;
}

InputError MakeError(const Scene& scene) {
  testing::TestHost host;
  try {
    MakeSceneSample(scene, host);
  } catch (const InputError& e) {
    return e;
  }
  ADD_FAILURE() << "made a sample of " << scene.sample;
  return InputError("", "", "");
}

TEST(SceneSample, MakesTheNamedSampleWithTheScenesExpectations) {
  const Scene scene = ParseScene(kTwoSpheres, "two.json");
  testing::TestHost host;
  const std::unique_ptr<Sample> sample = MakeSceneSample(scene, host);
  ASSERT_NE(sample, nullptr);
  // The scene's one expectation, not sphere-sphere's built-in sixteen.
  EXPECT_EQ(sample->ExpectationCount(), 1u);
  ASSERT_EQ(sample->Check().size(), 1u);
  EXPECT_TRUE(sample->Check()[0].passed);  // centres 3 apart, radii 2 + 1: touching
}

TEST(SceneSample, AnUnknownSampleIsRefusedNamingTheFileAndTheField) {
  const InputError e = MakeError(ParseScene(WithSample("teapot"), "teapot.json"));
  EXPECT_EQ(e.file(), "teapot.json");
  EXPECT_EQ(e.where(), "sample");
  EXPECT_NE(e.problem().find("unknown sample \"teapot\""), std::string::npos);
}

TEST(SceneSample, ASceneTheSampleCannotTakeIsRefusedByTheSample) {
  // A cylinder is a valid shape of the format (moving-balls takes it), but
  // no static-shapes sample does: the format passes, the sample refuses.
  std::string text = WithSample("point-sphere");
  text.replace(
      text.find(R"({"id": "s1", "type": "sphere", "center": [3, 0, 0], "radius": 1})"),
      std::string(R"({"id": "s1", "type": "sphere", "center": [3, 0, 0], "radius": 1})").size(),
      R"({"id": "s1", "type": "cylinder", "point": [3, 0, 0], "axis": [0, 1, 0],
                   "radius": 1})");
  const InputError e = MakeError(ParseScene(text, "cyl.json"));
  EXPECT_EQ(e.file(), "cyl.json");
  EXPECT_NE(std::string(e.what()).find("cylinder"), std::string::npos) << e.what();
}

}  // namespace
}  // namespace scene_sample_test
}  // namespace harness
