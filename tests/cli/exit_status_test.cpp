// The command line end to end: the real binary, its exit status and output.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <regex>

#include "run_app.h"

namespace exit_status_test {
namespace {

using cli_testing::LastLine;
using cli_testing::RunApp;
using cli_testing::WriteTempFile;

const std::string kSeedScene =
    std::string(COLLISION_LAB_SOURCE_DIR) + "/assets/scenes/sphere_sphere_seed.json";

TEST(ExitStatus, HelpAndVersionSucceed) {
  const auto help = RunApp({"--help"});
  EXPECT_EQ(help.status, 0);
  EXPECT_NE(help.out.find("--check"), std::string::npos);
  const auto version = RunApp({"--version"});
  EXPECT_EQ(version.status, 0);
  EXPECT_TRUE(version.out.starts_with("collision-lab "));
}

TEST(ExitStatus, ListPrintsTabSeparatedLines) {
  const auto list = RunApp({"--list"});
  EXPECT_EQ(list.status, 0);
  std::istringstream lines(list.out);
  std::string line;
  int count = 0;
  while (std::getline(lines, line)) {
    ++count;
    EXPECT_TRUE(std::regex_match(line, std::regex("[a-z0-9-]+\t[^\t]+\t[^\t]+"))) << line;
  }
  EXPECT_GE(count, 1);
  EXPECT_NE(list.out.find("sphere-sphere\t"), std::string::npos);
}

TEST(ExitStatus, CheckPassesWithNoDisplayAtAll) {
  const auto run = RunApp({"--check"}, {{"DISPLAY", ""}, {"WAYLAND_DISPLAY", ""}});
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_TRUE(std::regex_match(LastLine(run.out), std::regex("[0-9]+ passed, 0 failed")))
      << run.out;
}

TEST(ExitStatus, CheckOneSample) {
  const auto run = RunApp({"--check", "--sample", "sphere-sphere"});
  EXPECT_EQ(run.status, 0);
  EXPECT_EQ(LastLine(run.out), "16 passed, 0 failed");
}

TEST(ExitStatus, CheckUnknownSampleIsTwoAndListsIds) {
  const auto run = RunApp({"--check", "--sample", "nope"});
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("unknown sample \"nope\""), std::string::npos);
  EXPECT_NE(run.err.find("sphere-sphere"), std::string::npos);
}

TEST(ExitStatus, CheckSeedScenePasses) {
  const auto run = RunApp({"--check", "--scene", kSeedScene});
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(LastLine(run.out), "16 passed, 0 failed");
}

TEST(ExitStatus, WrongExpectationIsOneAndNamesThePair) {
  const std::string scene = WriteTempFile("cli_wrong.json", R"({
    "format": "collision-lab-scene/1", "sample": "sphere-sphere",
    "shapes": [{"id": "1", "type": "sphere", "center": [0, 3.5, 0], "radius": 1},
               {"id": "3", "type": "sphere", "center": [1, 0, 0], "radius": 1}],
    "expect": [{"a": "1", "b": "3", "intersects": true}]})");
  const auto run = RunApp({"--check", "--scene", scene});
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.out.find("sphere-sphere [" + scene + "]: sphere 1 and 3 should intersect"),
            std::string::npos)
      << run.out;
  EXPECT_EQ(LastLine(run.out), "0 passed, 1 failed");
}

TEST(ExitStatus, BadSceneIsTwoNamingFileAndPath) {
  const std::string scene = WriteTempFile("cli_bad.json", R"({
    "format": "collision-lab-scene/1", "sample": "sphere-sphere",
    "shapes": [{"id": "a", "type": "sphere", "center": [0, 0, 0], "radius": 1},
               {"id": "a", "type": "sphere", "center": [0, 0, 0], "radius": 1}]})");
  const auto run = RunApp({"--check", "--scene", scene});
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find(scene + ": shapes[1].id: duplicate id \"a\""), std::string::npos)
      << run.err;
}

// A scene naming a model whose face reaches past the OBJ's vertices: exit 2
// naming the scene's field, the OBJ's line and the index, and no check run
// on a clamped mesh. The OBJ is found beside the scene (a relative path).
TEST(ExitStatus, AModelWithAFaceIndexPastItsVerticesIsTwoNamingTheObjLine) {
  WriteTempFile("cli_past_vertices.obj", "v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\nf 1 2 4\n");
  const std::string scene = WriteTempFile("cli_past_vertices.json", R"({
    "format": "collision-lab-scene/1", "sample": "model-raycast",
    "shapes": [{"id": "m", "type": "model", "file": "cli_past_vertices.obj"},
               {"id": "r", "type": "ray", "origin": [0.2, 0.2, 1], "direction": [0, 0, -1]}],
    "expect": [{"a": "r", "b": "m", "hit": true}]})");
  const auto run = RunApp({"--check", "--scene", scene});
  EXPECT_EQ(run.status, 2) << run.out << run.err;
  EXPECT_NE(run.err.find(scene + ": shapes[0].file: "), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("cli_past_vertices.obj: line 5: face names vertex 4 but the file has 3 "
                         "vertices"),
            std::string::npos)
      << run.err;
  // Nothing was checked: the scene was refused whole.
  EXPECT_NE(run.out.find("0 passed, 0 failed, 1 scene not loaded"), std::string::npos) << run.out;
}

TEST(ExitStatus, SelectingAShapeTheSampleDoesNotHaveIsTwoNamingIt) {
  // Judged before the window opens: no display needed.
  const auto run = RunApp({"--sample", "raycast-sphere", "--select", "R1,S9"});
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("Error: --select in raycast-sphere: no shape \"S9\" to select"),
            std::string::npos)
      << run.err;
}

TEST(ExitStatus, BadUsageIsTwoWithAMessage) {
  const struct {
    std::vector<std::string> args;
    std::string message;
  } cases[] = {
      {{"--frobnicate"}, "unknown option --frobnicate"},
      {{"--sample"}, "option --sample needs a value"},
      {{"--frames"}, "option --frames needs a value"},
      {{"--frames", "-1"}, "option --frames needs a whole number from 1 to 100000000, got \"-1\""},
      {{"--frames", "abc"},
       "option --frames needs a whole number from 1 to 100000000, got \"abc\""},
      {{"--width", "0"}, "option --width needs a whole number from 1 to 16384, got \"0\""},
      {{"--screenshot"}, "option --screenshot needs a value"},
      {{"--screenshot", "/nonexistent/dir/s.png"},
       "--screenshot: directory \"/nonexistent/dir\" does not exist"},
      {{"--screenshot", "shot.jpg"}, "--screenshot: \"shot.jpg\" must end in .png"},
      {{"--check=yes"}, "option --check takes no value"},
      {{"stray"}, "unexpected argument \"stray\""},
  };
  for (const auto& c : cases) {
    const auto run = RunApp(c.args);
    EXPECT_EQ(run.status, 2) << c.args[0];
    EXPECT_TRUE(run.err.starts_with("Error: " + c.message + "\n")) << run.err;
    EXPECT_EQ(run.out, "") << c.args[0];
  }
}

// access(W_OK) says yes to root everywhere, so as root the app runs as nobody.
TEST(ExitStatus, ScreenshotIntoReadOnlyDirectoryIsTwo) {
  const std::string dir = ::testing::TempDir() + "/read_only_dir";
  std::filesystem::create_directories(dir);
  std::filesystem::permissions(
      dir, std::filesystem::perms::owner_read | std::filesystem::perms::owner_exec |
               std::filesystem::perms::group_read | std::filesystem::perms::group_exec |
               std::filesystem::perms::others_read | std::filesystem::perms::others_exec);
  std::vector<std::string> as_user;
  if (geteuid() == 0) {
    if (access("/usr/bin/setpriv", X_OK) != 0) {
      GTEST_SKIP() << "running as root without setpriv: cannot test as an unprivileged user";
    }
    as_user = {"/usr/bin/setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"};
  }
  const auto run = RunApp({"--frames", "1", "--screenshot", dir + "/s.png"}, {}, 60, as_user);
  EXPECT_EQ(run.status, 2) << run.err;
  EXPECT_TRUE(run.err.starts_with("Error: --screenshot: directory \"" + dir + "\" is not writable"))
      << run.err;
}

// Each hostile file gets its answer (a message and status 2, or acceptance
// where the format allows it) within seconds, never a crash or a hang.
TEST(ExitStatus, HostileSceneFilesGetAClearAnswerQuickly) {
  const std::string seed = cli_testing::ReadAll(kSeedScene);
  const std::string head =
      R"({"format": "collision-lab-scene/1", "sample": "sphere-sphere", "shapes": [)";
  std::string garbage;
  for (int i = 0; i < 65536; ++i) {
    garbage += static_cast<char>((i * 2654435761u >> 13) & 0xff);
  }
  const std::string big = ::testing::TempDir() + "/hostile_50mb.json";
  std::ofstream(big, std::ios::binary) << "{";
  std::filesystem::resize_file(big, 50u << 20);

  const struct {
    std::string name;
    std::string text;  // the file's contents (ignored for "50mb")
    int status;
    std::string answer;  // in stderr for status 2, else in stdout
  } cases[] = {
      {"nested", std::string(100000, '[') + std::string(100000, ']'), 2,
       "nesting deeper than 64 levels"},
      {"50mb", "", 2, "file is 52428800 bytes; the limit is 16777216 bytes (16 MiB)"},
      {"garbage", garbage, 2, "malformed JSON: "},
      {"empty", "", 2, "the file is empty (a scene is a JSON object)"},
      {"nul", seed + std::string("\0junk", 5), 2, "malformed JSON: a NUL byte"},
      {"utf16", "\xff\xfe{\0}\0", 2, "UTF-16"},
      {"bom", "\xef\xbb\xbf" + seed, 0, "16 passed, 0 failed"},
      {"duplicate_key",
       head + R"({"id": "a", "type": "sphere", "center": [0, 0, 0], "radius": 1, "radius": 2}]})",
       2, "shapes[0].radius: duplicate key \"radius\""},
      {"overflow",
       head + R"({"id": "a", "type": "sphere", "center": [0, 1e999, 0], "radius": 1}]})", 2,
       "shapes[0].center[1]: number 1e999 is not finite once parsed"},
      {"negative_zero",
       head + R"({"id": "a", "type": "sphere", "center": [-0, -0.0, 0], "radius": -0}],
                 "expect": [{"a": "a", "b": "a", "intersects": true}]})",
       0, "1 passed, 0 failed"},
      {"odd_ids",
       head + R"({"id": "\u00e9 \ud83d\ude00 \"q\" [0].x\\", "type": "sphere", "center": [0, 0, 0],
                  "radius": 1}, {"id": " ", "type": "sphere", "center": [1, 0, 0], "radius": 1}],
                 "expect": [{"a": "\u00e9 \ud83d\ude00 \"q\" [0].x\\", "b": " ", "intersects": true}]})",
       0, "1 passed, 0 failed"},
      {"control_id",
       head + R"({"id": "a\u0000\u001b[2J", "type": "sphere", "center": [0, 0, 0], "radius": 1}]})",
       2,
       R"(shapes[0].id: must not contain control characters (U+0000 to U+001F, U+007F), got "a\x00\x1b[2J")"},
  };
  for (const auto& c : cases) {
    const std::string file =
        c.name == "50mb" ? big : WriteTempFile("hostile_" + c.name + ".json", c.text);
    const auto start = std::chrono::steady_clock::now();
    const auto run = RunApp({"--check", "--scene", file}, {}, 30);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_FALSE(run.timed_out) << c.name;
    EXPECT_LT(seconds, 10.0) << c.name;
    EXPECT_EQ(run.status, c.status) << c.name << ": " << run.err;
    if (c.status == 2) {
      EXPECT_TRUE(run.err.starts_with("Error: " + file + ": ")) << c.name << ": " << run.err;
      EXPECT_NE(run.err.find(c.answer), std::string::npos) << c.name << ": " << run.err;
      // Nothing raw from the file reaches the terminal.
      const auto raw = std::find_if(run.err.begin(), run.err.end(), [](char ch) {
        return ch != '\n' && (ch < 0x20 || ch >= 0x7f);
      });
      EXPECT_EQ(raw, run.err.end()) << c.name << ": " << run.err;
    } else {
      EXPECT_NE(run.out.find(c.answer), std::string::npos) << c.name << ": " << run.out;
    }
  }
  std::remove(big.c_str());
}

TEST(ExitStatus, WindowWithoutDisplayIsTwoAndPointsToCheckAndXvfb) {
  const auto run = RunApp({}, {{"DISPLAY", ""}, {"WAYLAND_DISPLAY", ""}});
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("--check"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("xvfb-run"), std::string::npos) << run.err;
}

// A display nobody serves: refused on every try (the start tries again for
// up to a second, for a server that is only busy), then the same answer.
TEST(ExitStatus, WindowOnADisplayNobodyServesIsTwoAndNamesIt) {
  const auto run = RunApp({}, {{"DISPLAY", ":917"}, {"WAYLAND_DISPLAY", ""}});
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("Failed to open display :917"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("xvfb-run"), std::string::npos) << run.err;
}

TEST(ExitStatus, WindowWithBadSceneFailsBeforeOpening) {
  const std::string scene = WriteTempFile("cli_bad_window.json", "{\"format\": 1}");
  const auto run = RunApp({"--scene", scene}, {{"DISPLAY", ""}});
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("format: expected a string"), std::string::npos) << run.err;
}

}  // namespace
}  // namespace exit_status_test
