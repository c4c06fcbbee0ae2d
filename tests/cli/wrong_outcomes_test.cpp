// --check on a scene with one wrong expectation of each outcome kind: each
// fails, named in the book's words with what was expected and what was got,
// the others hold, and the run exits 1. The right answers are worked out by
// hand beside each row; every row below is wrong on purpose.
#include <gtest/gtest.h>

#include "run_app.h"

namespace wrong_outcomes_test {
namespace {

using cli_testing::RunApp;
using cli_testing::WriteTempFile;

// Sphere s at the origin r 1; box b [2, 4] x [-1, 1] x [-1, 1]; the plane
// y = -1 (normal +y); ray r from (-5, 0, 0) along +x; point q (3, 0, 0);
// planes x = 1, y = 2, z = 3.
constexpr const char* kScene = R"({
  "format": "collision-lab-scene/1", "sample": "playground",
  "shapes": [
    {"id": "s", "type": "sphere", "center": [0, 0, 0], "radius": 1},
    {"id": "b", "type": "aabb", "center": [3, 0, 0], "half_extents": [1, 1, 1]},
    {"id": "p", "type": "plane", "normal": [0, 1, 0], "distance": -1},
    {"id": "r", "type": "ray", "origin": [-5, 0, 0], "direction": [1, 0, 0]},
    {"id": "q", "type": "point", "position": [3, 0, 0]},
    {"id": "x", "type": "plane", "normal": [1, 0, 0], "distance": 1},
    {"id": "y", "type": "plane", "normal": [0, 1, 0], "distance": 2},
    {"id": "z", "type": "plane", "normal": [0, 0, 1], "distance": 3}
  ],
  "expect": [
    {"a": "s", "b": "b", "intersects": true},
    {"a": "q", "b": "s", "contains": true},
    {"a": "q", "b": "s", "closest_point": [1, 0, 1]},
    {"a": "q", "b": "p", "side": -1},
    {"a": "r", "b": "s", "hit": false},
    {"a": "b", "b": "r", "hit": true, "t": 6},
    {"a": "x", "b": "y", "c": "z", "point": [1, 2, 4]},
    {"a": "s", "b": "p", "intersects": true}
  ]
})";

TEST(WrongOutcomes, EachKindFailsNamedWithWhatWasExpectedAndGot) {
  const std::string path = WriteTempFile("wrong_outcomes.json", kScene);
  const auto run = RunApp({"--check", "--scene", path});
  EXPECT_EQ(run.status, 1) << run.out << run.err;
  const std::string prefix = "playground [" + path + "]: ";
  const char* lines[] = {
      // Gap of 1 between the sphere (x <= 1) and the box (x >= 2).
      "sphere s and aabb b should intersect (closest-point: expected intersects, got apart)",
      // (3, 0, 0) is 3 from the centre.
      "point q and sphere s: the point should be inside (squared-distance: expected inside, "
      "got outside)",
      // The surface point towards (3, 0, 0) is (1, 0, 0).
      "point q and sphere s: the closest point should be (1, 0, 1) (surface: expected (1, 0, "
      "1), got (1, 0, 0))",
      // y = 0 is above the plane y = -1.
      "point q and plane p: the point should be behind (sign: expected behind, got in "
      "front)",
      // Along the x axis through the sphere: enters at x = -1, t = 4.
      "ray r and sphere s should miss (geometric: expected miss, got hit at t = 4)",
      // Enters the box at x = 2: t = 7.
      "aabb b and ray r should hit at t = 6 (slab: expected hit at t = 6, got hit at t = 7)",
      "planes x, y and z should meet at (1, 2, 4) (cramer: expected meet at (1, 2, 4), got "
      "meet at (1, 2, 3))",
  };
  for (const char* line : lines) {
    EXPECT_NE(run.out.find(prefix + line + "\n"), std::string::npos) << line << "\n" << run.out;
  }
  EXPECT_NE(run.out.find(prefix + "1/8 expectations hold"), std::string::npos) << run.out;
}

}  // namespace
}  // namespace wrong_outcomes_test
