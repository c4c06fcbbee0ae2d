// --check's scenes on several threads (check_runner.h): the reports printed
// in the order given whatever order they finish in, the sums, a folder
// expanded to its .json files in name order, the progress line's words.
#include "harness/runners/check_runner.h"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace harness {
namespace check_scenes_in_order_test {
namespace {

TEST(SceneChecks, ReportsArePrintedInTheOrderGivenWhateverOrderTheyFinishIn) {
  for (const int jobs : {1, 2, 8}) {
    std::ostringstream out;
    std::ostringstream err;
    // The first scenes take longest: on several threads later ones finish first.
    const SceneTotals totals = RunSceneChecks(
        12, jobs,
        [](std::size_t i) {
          std::this_thread::sleep_for(std::chrono::milliseconds(12 - static_cast<int>(i)));
          SceneReport report;
          report.out = "scene " + std::to_string(i) + "\n";
          report.err = i % 3 == 0 ? "warning " + std::to_string(i) + "\n" : "";
          report.passed = static_cast<int>(i);
          report.failed = i % 2 == 0 ? 1 : 0;
          report.not_loaded = i == 7;
          return report;
        },
        SceneProgress{}, out, err);
    std::string expected;
    for (int i = 0; i < 12; ++i) {
      expected += "scene " + std::to_string(i) + "\n";
    }
    EXPECT_EQ(out.str(), expected) << jobs << " jobs";
    EXPECT_EQ(err.str(), "warning 0\nwarning 3\nwarning 6\nwarning 9\n") << jobs << " jobs";
    EXPECT_EQ(totals.passed, 66);  // 0 + 1 + ... + 11
    EXPECT_EQ(totals.failed, 6);   // 0, 2, 4, 6, 8, 10
    EXPECT_EQ(totals.not_loaded, 1);
  }
}

TEST(SceneChecks, AFolderIsItsJsonFilesInNameOrder) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::path(::testing::TempDir()) / "scene_checks_folder";
  fs::remove_all(dir);
  fs::create_directories(dir / "inner.json");  // a folder, not a scene
  for (const char* name : {"b.json", "a.json", "notes.txt", "c.json"}) {
    std::ofstream(dir / name) << "{}";
  }
  const fs::path empty = fs::path(::testing::TempDir()) / "scene_checks_empty";
  fs::remove_all(empty);
  fs::create_directories(empty);
  const std::vector<std::string> files =
      ExpandSceneFolders({"first.json", dir.string(), empty.string(), "last.json"});
  const std::vector<std::string> expected = {"first.json",
                                             (dir / "a.json").string(),
                                             (dir / "b.json").string(),
                                             (dir / "c.json").string(),
                                             empty.string(),
                                             "last.json"};
  EXPECT_EQ(files, expected);
}

TEST(SceneChecks, TheProgressLineCountsScenesWithThousandsSeparated) {
  EXPECT_EQ(SceneProgressLine(4096, 10000), "checked 4,096 of 10,000 scenes");
  EXPECT_EQ(SceneProgressLine(0, 1), "checked 0 of 1 scene");
  EXPECT_EQ(SceneProgressLine(999, 1234567), "checked 999 of 1,234,567 scenes");
}

TEST(SceneChecks, NoProgressLineWhenNotAskedFor) {
  std::ostringstream out;
  std::ostringstream err;
  RunSceneChecks(
      3, 2,
      [](std::size_t) {
        return SceneReport{"x\n", "", 1, 0, false};
      },
      SceneProgress{false, std::chrono::milliseconds(0), std::chrono::milliseconds(0)}, out, err);
  EXPECT_EQ(err.str(), "");
  EXPECT_EQ(out.str(), "x\nx\nx\n");
}

TEST(SceneChecks, TheProgressLineIsClearedBeforeAnythingElseAndAtTheEnd) {
  std::ostringstream out;
  std::ostringstream err;
  RunSceneChecks(
      3, 1,
      [](std::size_t i) {
        return SceneReport{"", i == 2 ? "late\n" : "", 1, 0, false};
      },
      SceneProgress{true, std::chrono::milliseconds(0), std::chrono::milliseconds(0)}, out, err);
  // Drawn after each scene but the last, each time cleared first; cleared
  // before "late", and not drawn again once every scene is done.
  EXPECT_EQ(err.str(), "\rchecked 1 of 3 scenes\r\033[K\rchecked 2 of 3 scenes\r\033[Klate\n");
}

}  // namespace
}  // namespace check_scenes_in_order_test
}  // namespace harness
