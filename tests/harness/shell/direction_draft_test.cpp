#include "harness/shell/direction_draft.h"

#include <gtest/gtest.h>

#include <cmath>

#include "collide/shapes/ray.h"

namespace harness {
namespace direction_draft_test {
namespace {

using collide::Vec3;

// What EditDirection does with a field's value each frame: the shape takes
// the typed vector normalised.
Vec3 Normalised(const Vec3& typed) {
  return collide::MakeRay(Vec3(0.0), typed)->direction;
}

TEST(DirectionDrafts, ATypedValueAppliedEveryFrameGivesTheSameDirection) {
  DirectionDrafts drafts;
  constexpr uint32_t kField = 7;
  Vec3 unit(0.0, -1.0, 0.0);
  // The user types 3 into x; ImGui applies (3, shown y, shown z) on each of
  // 60 frames while the field stays active.
  for (int frame = 0; frame < 60; ++frame) {
    Vec3 typed = drafts.Shown(kField, unit);
    typed.x = 3.0;
    unit = Normalised(typed);
    drafts.Record(kField, /*active=*/true, typed, unit);
    ASSERT_EQ(drafts.Shown(kField, unit), Vec3(3.0, -1.0, 0.0)) << "frame " << frame;
  }
  // normalise(3, -1, 0) = (3, -1, 0) / sqrt(10)
  EXPECT_NEAR(unit.x, 3.0 / std::sqrt(10.0), 1e-15);
  EXPECT_NEAR(unit.y, -1.0 / std::sqrt(10.0), 1e-15);
  EXPECT_EQ(unit.z, 0.0);
}

TEST(DirectionDrafts, ShowsTheShapesDirectionOnceTheFieldIsLetGo) {
  DirectionDrafts drafts;
  const Vec3 unit = Normalised({3.0, -1.0, 0.0});
  drafts.Record(1, /*active=*/true, {3.0, -1.0, 0.0}, unit);
  drafts.Record(1, /*active=*/false, {3.0, -1.0, 0.0}, unit);
  EXPECT_EQ(drafts.Shown(1, unit), unit);
  EXPECT_TRUE(drafts.empty());
}

TEST(DirectionDrafts, ADraftIsStaleWhenTheShapesDirectionChangedUnderIt) {
  DirectionDrafts drafts;
  drafts.Record(1, /*active=*/true, {3.0, -1.0, 0.0}, Normalised({3.0, -1.0, 0.0}));
  // Undo put the direction back while the field was still active.
  EXPECT_EQ(drafts.Shown(1, Vec3(0.0, -1.0, 0.0)), Vec3(0.0, -1.0, 0.0));
}

TEST(DirectionDrafts, FieldsKeepTheirOwnDrafts) {
  DirectionDrafts drafts;
  const Vec3 a = Normalised({3.0, -1.0, 0.0});
  const Vec3 b = Normalised({0.0, 2.0, 2.0});
  drafts.Record(1, /*active=*/true, {3.0, -1.0, 0.0}, a);
  drafts.Record(2, /*active=*/true, {0.0, 2.0, 2.0}, b);
  EXPECT_EQ(drafts.Shown(1, a), Vec3(3.0, -1.0, 0.0));
  EXPECT_EQ(drafts.Shown(2, b), Vec3(0.0, 2.0, 2.0));
}

}  // namespace
}  // namespace direction_draft_test
}  // namespace harness
