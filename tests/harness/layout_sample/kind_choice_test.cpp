// A shape's "kind" choice in a static-shapes sample's panel
// (StaticShapesSample::ChangeShapeKind): the shape changes where it stands,
// the answers follow, the log says so, and it is an undo step.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "harness/layout_sample/static_shapes_sample.h"
#include "harness/sample_api/sample_registry.h"
#include "harness/scene/json_reader.h"
#include "test_host.h"

namespace harness {
namespace {

// t: a cube of half extent 1 at the origin turned 45 degrees about z, so
// it reaches sqrt 2 along x and y but only 1 along the diagonal (1, 1, 0).
// a: an AABB over x and y in [1.2, 2]: its nearest corner, (1.2, 1.2), lies
// 1.2 sqrt 2 = 1.70 along that diagonal, beyond the cube's face at 1, so the
// two are apart; t's bounds, [-sqrt 2, sqrt 2] across, hold that corner.
constexpr const char* kTurnedCubeAndBox = R"({"format": "collision-lab-scene/1",
  "sample": "box-box", "shapes": [
    {"id": "t", "type": "box", "center": [0, 0, 0], "half_extents": [1, 1, 1],
     "rotation_deg": [0, 0, 45]},
    {"id": "a", "type": "aabb", "min": [1.2, 1.2, -0.5], "max": [2, 2, 0.5]}],
  "expect": [{"a": "t", "b": "a", "algorithm": "sat", "intersects": false}]})";

struct Loaded {
  testing::TestHost host;
  std::unique_ptr<Sample> sample;
  StaticShapesSample* shapes = nullptr;
};

void Load(Loaded& loaded) {
  loaded.sample = SampleRegistry::Get().Find("box-box")->create(loaded.host);
  loaded.sample->LoadScene(ParseScene(kTurnedCubeAndBox, "turned.json"));
  loaded.sample->Initialize(800, 600);
  loaded.shapes = dynamic_cast<StaticShapesSample*>(loaded.sample.get());
}

TEST(KindChoice, ABoxTurnedIntoItsBoundsMeetsWhatItMissedAndUndoes) {
  Loaded loaded;
  Load(loaded);
  ASSERT_NE(loaded.shapes, nullptr);
  ASSERT_TRUE(loaded.sample->Check().at(0).passed);
  const auto revision = loaded.sample->undo()->Revision();
  const std::any before = loaded.sample->undo()->Snapshot();

  ASSERT_TRUE(loaded.shapes->ChangeShapeKind("t", collide::ShapeKind::kAabb));
  EXPECT_EQ(loaded.shapes->layout().Find("t")->shape.kind(), collide::ShapeKind::kAabb);
  EXPECT_GT(loaded.sample->undo()->Revision(), revision);
  EXPECT_FALSE(loaded.sample->Check().at(0).passed);
  EXPECT_EQ(loaded.host.log().error_count(), 1u);  // the mismatch, logged as it appears
  bool noted = false;
  for (const LogEntry& entry : loaded.host.log().entries()) {
    noted |= entry.text == "box t is now axis-aligned (its bounds)";
  }
  EXPECT_TRUE(noted);

  loaded.sample->undo()->Restore(before);
  EXPECT_EQ(loaded.shapes->layout().Find("t")->shape.kind(), collide::ShapeKind::kBox);
  EXPECT_TRUE(loaded.sample->Check().at(0).passed);
}

TEST(KindChoice, ARefusedChangeSaysWhyAndChangesNothing) {
  Loaded loaded;
  Load(loaded);
  ASSERT_NE(loaded.shapes, nullptr);
  const auto revision = loaded.sample->undo()->Revision();
  EXPECT_FALSE(loaded.shapes->ChangeShapeKind("t", collide::ShapeKind::kSphere));
  EXPECT_FALSE(loaded.shapes->ChangeShapeKind("nine", collide::ShapeKind::kAabb));
  EXPECT_EQ(loaded.sample->undo()->Revision(), revision);
  ASSERT_EQ(loaded.host.log().error_count(), 2u);
  const auto& entries = loaded.host.log().entries();
  EXPECT_EQ(entries[entries.size() - 2].text, "box t: a box cannot become a sphere");
  EXPECT_EQ(entries.back().text, "no shape nine to change into aabb");
}

}  // namespace
}  // namespace harness
