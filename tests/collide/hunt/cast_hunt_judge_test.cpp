// The hunt's judgement of a cast (hunt_judge.h with cast_judge.h): a
// normal that differs from ours but is as right agrees, whichever way round
// the case holds the two shapes; a flipped one does not. Worked by hand: a
// point moved from (-1, 0, 1) by (2, 0, 0) meets the box [0, 2]^3 at
// t = 0.5 on its edge x = y = 0, where every normal between +x and +y
// overlaps the box by 0 (the point reaches 0 along it, and so does the
// box the other way); along -x the box reaches 2.
#include <gtest/gtest.h>

#include <string>

#include "collide/hunt/hunt_judge.h"
#include "collide/registry/contact_queries.h"
#include "collide/registry/sweep.h"

namespace collide {
namespace cast_hunt_judge_test {
namespace {

const StaticShape kDot(Sweep{StaticShape(Point{Vec3(-1, 0, 1)}), Vec3(2, 0, 0)});
const StaticShape kBox(Aabb{Vec3(0), Vec3(2)});

PairTest AnswersWith(const std::string& id, const Vec3& normal) {
  PairTest test;
  test.id = id;
  test.a = ShapeKindOf<Sweep>::kValue;
  test.b = ShapeKind::kAabb;
  test.query = CastQuery();
  test.run = [normal](const StaticShape&, const StaticShape&) -> Answer {
    return CastAnswer(ShapeCastHit{0.5, Vec3(0, 0, 1), normal});
  };
  return test;
}

TEST(CastHuntJudge, AnotherRightNormalAgreesEitherWayRoundAndAFlippedOneDoesNot) {
  const PairTest ours = AnswersWith("ours", Vec3(1, 0, 0));
  const PairTest edge = AnswersWith("edge", Vec3(0.6, 0.8, 0));
  const PairTest flipped = AnswersWith("flipped", Vec3(-1, 0, 0));
  for (const bool sweep_first : {true, false}) {
    const StaticShape& x = sweep_first ? kDot : kBox;
    const StaticShape& y = sweep_first ? kBox : kDot;
    const Judgement right = Judge(ours, edge, x, y, 1e-9);
    EXPECT_TRUE(right.comparable) << sweep_first;
    EXPECT_FALSE(right.disagree) << sweep_first;
    const Judgement wrong = Judge(ours, flipped, x, y, 1e-9);
    EXPECT_TRUE(wrong.comparable) << sweep_first;
    EXPECT_TRUE(wrong.disagree) << sweep_first;
  }
}

TEST(CastHuntJudge, ACastItHoldsNoCodeForIsNoCase) {
  PairTest none = AnswersWith("none", Vec3(1, 0, 0));
  none.run = [](const StaticShape&, const StaticShape&) -> Answer {
    throw PairTestNotCovered("no cast of a point");
  };
  const Judgement judgement = Judge(AnswersWith("ours", Vec3(1, 0, 0)), none, kDot, kBox, 1e-9);
  EXPECT_FALSE(judgement.comparable);
  EXPECT_FALSE(judgement.disagree);
}

}  // namespace
}  // namespace cast_hunt_judge_test
}  // namespace collide
