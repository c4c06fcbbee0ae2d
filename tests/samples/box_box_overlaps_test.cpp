// Box-box at scale: the colours, disagreements, table and opening pair that
// the model reads from the pairs whose bounds touch (box_box_overlaps.h),
// against every pair tested by brute force here, on a crowded random scene
// of every kind the sample takes, with pairs that only touch.
#include "box_box/box_box_overlaps.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "box_box/box_box_model.h"
#include "fixtures.h"
#include "test_host.h"

namespace box_box {
namespace box_box_overlaps_test {
namespace {

using harness::testing::SameColor;

std::string Vec(double x, double y, double z) {
  std::ostringstream out;
  out.precision(17);
  out << "[" << x << ", " << y << ", " << z << "]";
  return out.str();
}

// A square frustum about (x, y, z), as the default layout's box 9.
std::string Frustum(const std::string& id, double x, double y, double z) {
  std::string corners;
  for (int i = 0; i < 8; ++i) {
    const double half = (i & 2) ? 0.5 : 1.0;
    corners += (i > 0 ? ", " : "") + Vec(x + ((i & 1) ? half : -half), y + ((i & 2) ? 1 : -1),
                                         z + ((i & 4) ? half : -half));
  }
  return R"({"id": ")" + id + R"(", "type": "hexahedron", "corners": [)" + corners + "]}";
}

// 300 shapes in a cube of side 24: oriented boxes at random turns, AABBs,
// two frustums, two spheres, so many pairs overlap and some disagree; then
// pairs that only touch: two AABBs face to face, an unturned oriented box on
// an AABB's face, a sphere on an AABB's face.
std::string CrowdedShapes() {
  std::mt19937 random(11);
  std::uniform_real_distribution<double> at(-12.0, 12.0);
  std::uniform_real_distribution<double> size(0.2, 1.5);
  std::uniform_real_distribution<double> turn(0.0, 360.0);
  std::string shapes;
  const auto add = [&](const std::string& shape) {
    shapes += (shapes.empty() ? "" : ",\n") + shape;
  };
  for (int i = 0; i < 300; ++i) {
    const std::string id = R"({"id": ")" + std::to_string(i) + R"(", )";
    const double x = at(random);
    const double y = at(random);
    const double z = at(random);
    if (i == 7 || i == 150) {
      add(Frustum(std::to_string(i), x, y, z));
    } else if (i == 20 || i == 220) {
      add(id + R"("type": "sphere", "center": )" + Vec(x, y, z) + R"(, "radius": 1.2})");
    } else if (i % 4 == 0) {
      const double h = size(random);
      add(id + R"("type": "aabb", "min": )" + Vec(x - h, y - h, z - h) + R"(, "max": )" +
          Vec(x + h, y + 2 * h, z + h) + "}");
    } else {
      const double hx = size(random);
      const double hy = size(random);
      const double hz = size(random);
      const double a = turn(random);
      const double b = turn(random);
      const double c = turn(random);
      add(id + R"("type": "box", "center": )" + Vec(x, y, z) + R"(, "half_extents": )" +
          Vec(hx, hy, hz) + R"(, "rotation_deg": )" + Vec(a, b, c) + "}");
    }
  }
  add(R"({"id": "t0", "type": "aabb", "min": [30, 0, 0], "max": [31, 1, 1]})");
  add(R"({"id": "t1", "type": "aabb", "min": [31, 0.5, 0.5], "max": [32, 2, 2]})");
  add(R"({"id": "t2", "type": "box", "center": [31.5, 1.5, 2.5], "half_extents": [0.5, 0.5, 0.5]})");
  add(R"({"id": "t3", "type": "sphere", "center": [31.5, 3, 1], "radius": 1})");
  return shapes;
}

struct BruteForce {
  std::vector<bool> exact;
  std::vector<bool> corner_volume;
  std::vector<bool> disagree;
  std::vector<IndexPair> disagreeing;
  std::optional<IndexPair> first_apart;
  std::vector<std::vector<Overlaps::Answer>> answers;  // [i][j], i < j
};

BruteForce TestEveryPair(const std::vector<NamedShape>& shapes) {
  const std::size_t n = shapes.size();
  BruteForce all{std::vector<bool>(n),
                 std::vector<bool>(n),
                 std::vector<bool>(n),
                 {},
                 {},
                 std::vector<std::vector<Overlaps::Answer>>(n, std::vector<Overlaps::Answer>(n))};
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = i + 1; j < n; ++j) {
      const NamedShape& a = shapes[i];
      const NamedShape& b = shapes[j];
      Overlaps::Answer& answer = all.answers[i][j];
      answer.exact = Intersects(a, b, ExactFor(a, b));
      if (BothBoxes(a, b)) {
        answer.corner_volume = Intersects(a, b, CornerVolumeFor(a, b));
        if (!answer.exact && !all.first_apart) {
          all.first_apart = IndexPair{i, j};
        }
      }
      const bool by_corner_volume = answer.corner_volume.value_or(answer.exact);
      const bool disagree = answer.corner_volume && *answer.corner_volume != answer.exact;
      for (const std::size_t k : {i, j}) {
        all.exact[k] = all.exact[k] || answer.exact;
        all.corner_volume[k] = all.corner_volume[k] || by_corner_volume;
        all.disagree[k] = all.disagree[k] || disagree;
      }
      if (disagree) {
        all.disagreeing.emplace_back(i, j);
      }
    }
  }
  return all;
}

Model LoadCrowd() {
  Model model;
  model.LoadScene(harness::ParseScene(
      harness::testing::SceneText("box-box", "", CrowdedShapes(), ""), "crowd.json"));
  return model;
}

// The oracle is the same pair tests the model runs, pair by pair: this checks
// that the broad phase finds every pair (its wiring), not the pair tests' answers.
TEST(BoxBoxAtScale, BroadPhaseWiringColoursAsTheSamePairTestsRunOnEveryPair) {
  Model model = LoadCrowd();
  const auto& shapes = model.shapes();
  ASSERT_EQ(shapes.size(), 304u);
  const BruteForce all = TestEveryPair(shapes);
  // A scene that shows something: overlaps, misses by corner-volume, and
  // shapes touching nothing.
  ASSERT_GT(std::count(all.exact.begin(), all.exact.end(), true), 50);
  ASSERT_GT(std::count(all.exact.begin(), all.exact.end(), false), 50);
  ASSERT_GT(all.disagreeing.size(), 2u);
  for (const ColorMode mode : {ColorMode::kSat, ColorMode::kCornerVolume, ColorMode::kBoth}) {
    model.SetColorMode(mode);
    for (std::size_t i = 0; i < shapes.size(); ++i) {
      const bool overlap = mode == ColorMode::kCornerVolume ? all.corner_volume[i] : all.exact[i];
      const harness::Color expected = mode == ColorMode::kBoth && all.disagree[i] ? kDisagreeColor
                                      : overlap ? harness::colors::kRed
                                                : harness::colors::kBlue;
      EXPECT_TRUE(SameColor(model.ColorOf(i), expected))
          << "shape " << shapes[i].id << " in mode " << ColorModeName(mode);
    }
  }
  // The pairs that only touch overlap by the exact test.
  const auto index = [&](const char* id) { return *model.IndexOf(id); };
  EXPECT_TRUE(all.answers[index("t0")][index("t1")].exact);
  EXPECT_TRUE(model.overlaps().Of(index("t0"), index("t1")).exact);
  EXPECT_TRUE(model.overlaps().Of(index("t1"), index("t2")).exact);
  EXPECT_TRUE(model.overlaps().Of(index("t1"), index("t3")).exact);
}

TEST(BoxBoxAtScale, DisagreementsTableAndOpeningPairEqualBruteForce) {
  const Model model = LoadCrowd();
  const auto& shapes = model.shapes();
  const BruteForce all = TestEveryPair(shapes);
  EXPECT_EQ(model.DisagreeingPairs(), all.disagreeing);
  ASSERT_TRUE(all.first_apart);
  ASSERT_TRUE(model.selected());
  EXPECT_EQ(*model.selected(),
            (IdPair{shapes[all.first_apart->first].id, shapes[all.first_apart->second].id}));
  // Every pair any test finds overlapping has a row, and every row reads
  // what the tests find on its pair.
  std::set<IndexPair> rows;
  for (const PairRow& row : model.Table()) {
    rows.insert(row.shapes);
    const Overlaps::Answer& answer = all.answers[row.shapes.first][row.shapes.second];
    EXPECT_EQ(row.exact, answer.exact)
        << shapes[row.shapes.first].id << "-" << shapes[row.shapes.second].id;
    EXPECT_EQ(row.corner_volume, answer.corner_volume);
  }
  for (std::size_t i = 0; i < shapes.size(); ++i) {
    for (std::size_t j = i + 1; j < shapes.size(); ++j) {
      const Overlaps::Answer& answer = all.answers[i][j];
      if (answer.exact || answer.corner_volume.value_or(false)) {
        EXPECT_TRUE(rows.contains({i, j})) << shapes[i].id << "-" << shapes[j].id;
      }
    }
  }
  // Listing only the pairs whose bounds touch: far fewer than all 46,056.
  EXPECT_LT(rows.size(), 5000u);
}

}  // namespace
}  // namespace box_box_overlaps_test
}  // namespace box_box
