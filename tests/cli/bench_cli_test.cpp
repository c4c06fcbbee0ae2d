// --bench, --csv and --count end to end: the real binary, headless (no
// display in the child's environment), its summary line, CSV and statuses.
#include <gtest/gtest.h>

#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "run_app.h"

namespace bench_cli_test {
namespace {

using cli_testing::RunApp;

// Every bench run here has no display at all: --bench must not need one.
const std::map<std::string, std::string> kNoDisplay = {{"DISPLAY", ""}, {"WAYLAND_DISPLAY", ""}};

const std::string kNumber = "[0-9]+\\.[0-9]{3}";

std::regex SummaryLine(const std::string& sample, const std::string& count, int frames,
                       const std::string& pairs) {
  return std::regex("bench: sample=" + sample + " count=" + count +
                    " frames=" + std::to_string(frames) + " update_ms mean=" + kNumber +
                    " p50=" + kNumber + " p99=" + kNumber + " pairs=" + pairs + "\n");
}

std::vector<std::string> Split(const std::string& text, char separator) {
  std::vector<std::string> parts;
  std::string part;
  std::istringstream in(text);
  while (std::getline(in, part, separator)) {
    parts.push_back(part);
  }
  if (!text.empty() && text.back() == separator) {
    parts.emplace_back();  // getline drops a trailing empty field
  }
  return parts;
}

bool IsNumber(const std::string& cell) {
  if (cell.empty()) {
    return false;
  }
  char* end = nullptr;
  std::strtod(cell.c_str(), &end);
  return end == cell.c_str() + cell.size();
}

TEST(BenchCli, SphereSphereEndsWithOneSummaryLine) {
  const auto run = RunApp({"--bench", "--sample", "sphere-sphere", "--frames", "10"}, kNoDisplay);
  EXPECT_EQ(run.status, 0) << run.err;
  // The whole of stdout: the summary line, and nothing of the sample's log.
  EXPECT_TRUE(std::regex_match(run.out, SummaryLine("sphere-sphere", "-", 10, "-"))) << run.out;
  EXPECT_EQ(run.err, "");
}

TEST(BenchCli, DefaultsToOneHundredFramesOfTheBenchSample) {
  const auto run = RunApp({"--bench"}, kNoDisplay);
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_TRUE(std::regex_match(run.out, SummaryLine("[a-z0-9-]+", "(-|[0-9]+)", 100, "(-|[0-9]+)")))
      << run.out;
}

TEST(BenchCli, SceneNamesTheSample) {
  const std::string scene =
      std::string(COLLISION_LAB_SOURCE_DIR) + "/assets/scenes/sphere_sphere_seed.json";
  const auto run = RunApp({"--bench", "--scene", scene, "--frames", "3"}, kNoDisplay);
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_TRUE(std::regex_match(run.out, SummaryLine("sphere-sphere", "-", 3, "-"))) << run.out;
}

TEST(BenchCli, SphereCrowdWithACount) {
  if (RunApp({"--list"}).out.find("sphere-crowd\t") == std::string::npos) {
    GTEST_SKIP() << "sphere-crowd is not registered yet (collision-lab --list)";
  }
  const auto run = RunApp(
      {"--bench", "--sample", "sphere-crowd", "--count", "500", "--frames", "5"}, kNoDisplay);
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_TRUE(std::regex_match(run.out, SummaryLine("sphere-crowd", "500", 5, "[0-9]+")))
      << run.out;
}

TEST(BenchCli, CsvHasAHeaderAndARowPerFrame) {
  const std::string csv = ::testing::TempDir() + "/bench_rows.csv";
  std::filesystem::remove(csv);
  const int frames = 7;
  const auto run = RunApp(
      {"--bench", "--sample", "sphere-sphere", "--frames", std::to_string(frames), "--csv", csv},
      kNoDisplay);
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_TRUE(std::regex_match(run.out, SummaryLine("sphere-sphere", "-", frames, "-"))) << run.out;
  const std::vector<std::string> lines = Split(cli_testing::ReadAll(csv), '\n');
  ASSERT_EQ(lines.size(), static_cast<std::size_t>(frames) + 2) << "header, rows, final newline";
  EXPECT_EQ(lines.back(), "");
  const std::vector<std::string> header = Split(lines[0], ',');
  ASSERT_GE(header.size(), 5u);
  EXPECT_EQ(
      std::vector<std::string>(header.begin(), header.begin() + 5),
      (std::vector<std::string>{"frame", "update_ms", "broadphase_ms", "narrowphase_ms", "pairs"}));
  for (int i = 1; i <= frames; ++i) {
    const std::vector<std::string> cells = Split(lines[i], ',');
    ASSERT_EQ(cells.size(), header.size()) << lines[i];
    EXPECT_EQ(cells[0], std::to_string(i));
    EXPECT_TRUE(IsNumber(cells[1])) << lines[i];
    for (std::size_t k = 2; k < cells.size(); ++k) {  // a number, or empty: not measured
      EXPECT_TRUE(cells[k].empty() || IsNumber(cells[k])) << lines[i];
    }
  }
  std::filesystem::remove(csv);
}

// A crowd step runs its broad and narrow phases inside Update, so the
// Update's time can never be less than theirs, and the steps together never
// take longer than the whole run. An update timed in another unit than its
// phases breaks one or the other: seconds the first, microseconds labelled
// ms (a thousand times the truth) the second.
TEST(BenchCli, CrowdRowsUpdateTakesAtLeastItsPhasesAndAtMostTheRun) {
  if (RunApp({"--list"}).out.find("sphere-crowd\t") == std::string::npos) {
    GTEST_SKIP() << "sphere-crowd is not registered yet (collision-lab --list)";
  }
  const std::string csv = ::testing::TempDir() + "/crowd_rows.csv";
  std::filesystem::remove(csv);
  const int frames = 20;
  const auto start = std::chrono::steady_clock::now();
  const auto run = RunApp({"--bench", "--sample", "sphere-crowd", "--count", "5000", "--frames",
                           std::to_string(frames), "--csv", csv},
                          kNoDisplay);
  const double wall_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  ASSERT_EQ(run.status, 0) << run.err;
  const std::vector<std::string> lines = Split(cli_testing::ReadAll(csv), '\n');
  ASSERT_EQ(lines.size(), static_cast<std::size_t>(frames) + 2) << "header, rows, final newline";
  double update_sum = 0.0;
  for (int i = 1; i <= frames; ++i) {
    const std::vector<std::string> cells = Split(lines[i], ',');
    ASSERT_GE(cells.size(), 4u) << lines[i];
    ASSERT_TRUE(IsNumber(cells[1]) && IsNumber(cells[2]) && IsNumber(cells[3])) << lines[i];
    EXPECT_GE(std::stod(cells[1]), std::stod(cells[2]) + std::stod(cells[3])) << lines[i];
    update_sum += std::stod(cells[1]);
  }
  EXPECT_LE(update_sum, wall_ms) << "the steps took longer than the whole run";
  std::filesystem::remove(csv);
}

TEST(BenchCli, CountOnASampleWithoutOneIsTwo) {
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"--bench", "--sample", "box-box", "--count", "5"},
        std::vector<std::string>{"--check", "--sample", "box-box", "--count", "5"},
        // A window run refuses it before opening a window.
        std::vector<std::string>{"--sample", "box-box", "--count", "5"}}) {
    const auto run = RunApp(args, kNoDisplay);
    EXPECT_EQ(run.status, 2) << args[0];
    EXPECT_TRUE(run.err.starts_with("Error: --count: sample 'box-box' has no body count ("))
        << run.err;
  }
}

TEST(BenchCli, CountWithCheckOnEverySampleIsTwo) {
  const auto run = RunApp({"--check", "--count", "5"}, kNoDisplay);
  EXPECT_EQ(run.status, 2);
  EXPECT_TRUE(run.err.starts_with("Error: --count: ")) << run.err;
}

TEST(BenchCli, BadCountsAreTwo) {
  for (const char* bad : {"0", "-5", "abc", "99999999999", "1e9", "3.5", ""}) {
    const auto run = RunApp({"--bench", "--count", bad}, kNoDisplay);
    EXPECT_EQ(run.status, 2) << bad;
    EXPECT_TRUE(
        run.err.starts_with("Error: option --count needs a whole number from 1 to "
                            "100000000, got \"" +
                            std::string(bad) + "\"\n"))
        << run.err;
    EXPECT_EQ(run.out, "") << bad;
  }
}

TEST(BenchCli, ConflictsAreTwo) {
  const struct {
    std::vector<std::string> args;
    std::string message;
  } cases[] = {
      {{"--bench", "--check"}, "--bench does not go with --check"},
      {{"--bench", "--list"}, "--bench does not go with --list"},
      {{"--bench", "--screenshot", "shot.png"}, "--bench does not go with --screenshot"},
      {{"--csv", "rows.csv"}, "--csv needs --bench"},
      {{"--bench", "--frames", "0"},
       "option --frames needs a whole number from 1 to 100000000, got \"0\""},
  };
  for (const auto& c : cases) {
    const auto run = RunApp(c.args, kNoDisplay);
    EXPECT_EQ(run.status, 2) << c.args[1];
    EXPECT_TRUE(run.err.starts_with("Error: " + c.message)) << run.err;
    EXPECT_EQ(run.out, "");
  }
}

TEST(BenchCli, CsvPathThatCannotBeWrittenIsTwoUpFront) {
  const std::string dir = ::testing::TempDir();
  const struct {
    std::string path;
    std::string message;
  } cases[] = {
      {"/nonexistent/dir/rows.csv", "--csv: directory \"/nonexistent/dir\" does not exist"},
      {dir, "--csv: \"" + dir + "\" is a directory"},
  };
  for (const auto& c : cases) {
    const auto run = RunApp({"--bench", "--frames", "2", "--csv", c.path}, kNoDisplay);
    EXPECT_EQ(run.status, 2) << c.path;
    EXPECT_TRUE(run.err.starts_with("Error: " + c.message + "\n")) << run.err;
    EXPECT_EQ(run.out, "");
  }
}

// The write itself fails (a file-size limit: EFBIG) after the run: status 2
// and the path named, as for --screenshot; the old file survives and the
// summary line is still printed.
TEST(BenchCli, CsvWriteFailureIsTwoAndKeepsTheOldFile) {
  const std::string dir = ::testing::TempDir() + "/bench_csv_limit";
  std::filesystem::create_directories(dir);
  const std::string csv = dir + "/rows.csv";
  std::ofstream(csv) << "old";
  // ~20 bytes a row: 2,000 rows are well past a limit of 1 block (512 or
  // 1,024 bytes); the short stdout and stderr files stay under it.
  const auto run =
      RunApp({"--bench", "--sample", "sphere-sphere", "--frames", "2000", "--csv", csv}, kNoDisplay,
             60, {"/bin/sh", "-c", "ulimit -f 1 && exec \"$0\" \"$@\""});
  EXPECT_EQ(run.status, 2) << run.err;
  EXPECT_TRUE(run.err.starts_with("Error: --csv " + csv + " not written: ")) << run.err;
  EXPECT_TRUE(std::regex_match(run.out, SummaryLine("sphere-sphere", "-", 2000, "-"))) << run.out;
  EXPECT_EQ(cli_testing::ReadAll(csv), "old");
  EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir), {}), 1) << "a temporary left";
  std::filesystem::remove_all(dir);
}

TEST(BenchCli, HelpDescribesBenchCsvAndCount) {
  const auto run = RunApp({"--help"});
  for (const char* option : {"--bench", "--csv", "--count"}) {
    EXPECT_NE(run.out.find(option), std::string::npos) << option;
  }
  EXPECT_NE(run.out.find("frame,update_ms,broadphase_ms,narrowphase_ms,pairs"), std::string::npos);
}

}  // namespace
}  // namespace bench_cli_test
