// GJK's simplex and EPA's polytope drawn on request (draw/minkowski_marks.h):
// two crossed boxes that overlap end GJK on a tetrahedron around the origin
// and EPA on a closed polytope; two spheres apart end GJK on one point of
// A - B, the centres' difference, with no polytope; a pair with a plane is
// not drawn at all.

#include <gtest/gtest.h>

#include <string>

#include "collide/shapes/box.h"
#include "harness/draw/minkowski_marks.h"
#include "test_host.h"

namespace harness {
namespace minkowski_marks_test {
namespace {

using collide::Vec3;

bool HasLabelStartingWith(const testing::RecordingDraw& draw, const std::string& start) {
  for (const auto& label : draw.labels) {
    if (label.text.rfind(start, 0) == 0) {
      return true;
    }
  }
  return false;
}

TEST(MinkowskiMarks, OverlappingBoxesShowATetrahedronAndEpasPolytope) {
  const collide::StaticShape a =
      collide::OrientedBox{Vec3(0), Vec3(1), collide::RotationFromEulerDegrees(Vec3(10, 20, 30))};
  const collide::StaticShape b =
      collide::OrientedBox{Vec3(0.5, 0.3, 0.2), Vec3(1), collide::Mat3(1.0)};
  testing::RecordingDraw draw;
  ASSERT_TRUE(DrawMinkowskiMarks(draw, a, b));
  EXPECT_TRUE(HasLabelStartingWith(draw, "GJK simplex, 4 points"));
  EXPECT_TRUE(HasLabelStartingWith(draw, "EPA polytope, "));
  EXPECT_TRUE(HasLabelStartingWith(draw, "origin of A - B"));
}

TEST(MinkowskiMarks, SpheresApartShowOnePointAtTheCentresDifference) {
  const collide::StaticShape a = collide::Sphere{Vec3(0), 1.0};
  const collide::StaticShape b = collide::Sphere{Vec3(5, 0, 0), 1.0};
  testing::RecordingDraw draw;
  ASSERT_TRUE(DrawMinkowskiMarks(draw, a, b));
  EXPECT_TRUE(HasLabelStartingWith(draw, "GJK simplex, 1 point"));
  EXPECT_FALSE(HasLabelStartingWith(draw, "EPA polytope"));
  // The cores are the centres: A - B is the one point (-5, 0, 0).
  int at_difference = 0;
  for (const auto& dot : draw.dots) {
    at_difference += glm::length(dot.position - glm::vec3(-5, 0, 0)) < 1e-6f ? 1 : 0;
  }
  EXPECT_EQ(at_difference, 1);
}

TEST(MinkowskiMarks, APairWithAShapeThatIsNotConvexIsNotDrawn) {
  const collide::StaticShape sphere = collide::Sphere{Vec3(0), 1.0};
  const collide::StaticShape plane = collide::BookPlane{Vec3(0, 1, 0), 0.0};
  testing::RecordingDraw draw;
  EXPECT_FALSE(DrawMinkowskiMarks(draw, sphere, plane));
  EXPECT_TRUE(draw.lines.empty());
  EXPECT_TRUE(draw.labels.empty());
}

}  // namespace
}  // namespace minkowski_marks_test
}  // namespace harness
