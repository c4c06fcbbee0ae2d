#include "harness/shell/settings.h"
#include "env_fixture.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>

namespace harness {
namespace settings_test {
namespace {

using testing::Env;

class SettingsFileTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::path(::testing::TempDir()) /
           ("settings-" +
            std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  std::string Write(const std::string& text) {
    const std::string path = (dir_ / "settings.json").string();
    std::ofstream(path, std::ios::binary) << text;
    return path;
  }

  std::filesystem::path dir_;
};

// Every field away from its default, floats that are not exact in binary.
Settings EveryField() {
  Settings s;
  s.window_position = WindowPlacement{-30, 45};
  s.window_size = WindowSize{1024, 700};
  s.sample = "box-box";
  s.scene = "/home/u/scenes/a.json";
  s.camera = SavedCamera{glm::vec3(0.1f, -2.5f, 3.3f), 12.7f, 301.9f, -33.3f};
  s.auto_rotate = false;
  s.labels = false;
  s.ui_scale = 1.1f;
  s.sample_panel_width = 512.5f;
  s.about_unfolded = {"box-box", "raycast-sphere"};
  s.solid_shapes = {{"sphere-sphere", true}, {"model-raycast", false}};
  return s;
}

TEST(SettingsDirectory, FollowsXdgConfigHomeElseDotConfig) {
  EXPECT_EQ(SettingsDirectory(Env({{"XDG_CONFIG_HOME", "/cfg"}, {"HOME", "/home/u"}})),
            "/cfg/collision-lab");
  // Unset, empty and relative all mean the default (the XDG rule).
  for (const auto& env :
       {Env({{"HOME", "/home/u"}}), Env({{"HOME", "/home/u"}, {"XDG_CONFIG_HOME", ""}}),
        Env({{"HOME", "/home/u"}, {"XDG_CONFIG_HOME", "rel/cfg"}})}) {
    EXPECT_EQ(SettingsDirectory(env), "/home/u/.config/collision-lab");
  }
  EXPECT_EQ(SettingsDirectory(Env({})), "");
}

TEST(Settings, RoundTripsEveryField) {
  const Settings saved = EveryField();
  const LoadedSettings loaded = ParseSettings(SettingsToJson(saved), "s.json");
  EXPECT_TRUE(loaded.warnings.empty()) << loaded.warnings.front();
  EXPECT_EQ(loaded.settings, saved);
}

TEST(Settings, WritesFloatsInTheirShortestForm) {
  const std::string json = SettingsToJson(EveryField());
  EXPECT_NE(json.find("\"ui_scale\": 1.1\n"), std::string::npos) << json;
  EXPECT_NE(json.find("\"distance\": 12.7,"), std::string::npos) << json;
}

TEST(Settings, DefaultsRoundTripWithNothingOptional) {
  const LoadedSettings loaded = ParseSettings(SettingsToJson(Settings{}), "s.json");
  EXPECT_TRUE(loaded.warnings.empty());
  EXPECT_EQ(loaded.settings, Settings{});
}

TEST(Settings, UnknownKeysAreIgnored) {
  const LoadedSettings loaded =
      ParseSettings(R"({"version": 7, "theme": "light", "sample": "box-box"})", "s.json");
  EXPECT_TRUE(loaded.warnings.empty());
  EXPECT_EQ(loaded.settings.sample, "box-box");
}

TEST(Settings, EachBadValueWarnsOnceAndKeepsItsDefault) {
  const LoadedSettings loaded = ParseSettings(R"({
    "window": {"x": 10, "y": 20, "width": -5, "height": 600},
    "sample": 3,
    "auto_rotate": "yes",
    "labels": false,
    "ui_scale": 9
  })",
                                              "/c/settings.json");
  ASSERT_EQ(loaded.warnings.size(), 4u);
  EXPECT_EQ(loaded.warnings[0],
            "/c/settings.json: window.width: expected a whole number from 1 to 16384, got -5; "
            "using the default");
  EXPECT_EQ(loaded.warnings[1],
            "/c/settings.json: sample: expected a string, got 3; using the default");
  EXPECT_EQ(loaded.warnings[2],
            "/c/settings.json: auto_rotate: expected true or false, got \"yes\"; using the "
            "default");
  EXPECT_EQ(loaded.warnings[3],
            "/c/settings.json: ui_scale: expected a number from 0.5 to 3, got 9; using the "
            "default");
  const Settings& s = loaded.settings;
  // The place was good; half a size is no size.
  ASSERT_TRUE(s.window_position.has_value());
  EXPECT_EQ(s.window_position->x, 10);
  EXPECT_EQ(s.window_position->y, 20);
  EXPECT_FALSE(s.window_size.has_value());
  EXPECT_EQ(s.sample, "");
  EXPECT_TRUE(s.auto_rotate);
  EXPECT_FALSE(s.labels);  // good values around bad ones still count
  EXPECT_EQ(s.ui_scale, 1.0f);
}

TEST(Settings, ACameraWithABadPartIsNotRestored) {
  const LoadedSettings loaded = ParseSettings(
      R"({"camera": {"target": [0, 1, 2], "distance": 5, "yaw": 10, "pitch": 120}})", "s.json");
  ASSERT_EQ(loaded.warnings.size(), 1u);
  EXPECT_EQ(loaded.warnings[0],
            "s.json: camera.pitch: expected a number from -89 to 89, got 120; using the default");
  EXPECT_FALSE(loaded.settings.camera.has_value());

  const LoadedSettings short_target = ParseSettings(
      R"({"camera": {"target": [0, 1], "distance": 5, "yaw": 10, "pitch": 0}})", "s.json");
  ASSERT_EQ(short_target.warnings.size(), 1u);
  EXPECT_NE(short_target.warnings[0].find("camera.target"), std::string::npos);
  EXPECT_FALSE(short_target.settings.camera.has_value());
}

TEST(Settings, ACorruptFileGivesOneWarningAndEveryDefault) {
  for (const std::string text : {"{\"sample\": \"box-box\", ", "not json", "[1, 2]", "",
                                 "{\"sample\": \"a\", \"sample\": \"b\"}", "\"just a string\""}) {
    const LoadedSettings loaded = ParseSettings(text, "/c/settings.json");
    ASSERT_EQ(loaded.warnings.size(), 1u) << text;
    EXPECT_TRUE(loaded.warnings[0].starts_with("/c/settings.json: ")) << loaded.warnings[0];
    EXPECT_TRUE(loaded.warnings[0].ends_with("; using the default settings")) << loaded.warnings[0];
    EXPECT_EQ(loaded.settings, Settings{}) << text;
  }
}

TEST_F(SettingsFileTest, AMissingFileIsTheFirstRunWithNoWarning) {
  const LoadedSettings loaded = ReadSettingsFile((dir_ / "none.json").string());
  EXPECT_TRUE(loaded.warnings.empty());
  EXPECT_EQ(loaded.settings, Settings{});
}

TEST_F(SettingsFileTest, AnUnreadableFileGivesOneWarning) {
  // A directory where the file should be: cannot be read, as root too.
  std::filesystem::create_directories(dir_ / "settings.json");
  const LoadedSettings loaded = ReadSettingsFile((dir_ / "settings.json").string());
  ASSERT_EQ(loaded.warnings.size(), 1u);
  EXPECT_EQ(loaded.warnings[0],
            (dir_ / "settings.json").string() +
                ": cannot read (it is a directory); using the default settings");
  EXPECT_EQ(loaded.settings, Settings{});
}

TEST_F(SettingsFileTest, ReadsAWrittenFile) {
  const std::string path = Write(R"({"sample": "moving-balls", "ui_scale": 1.25})");
  const LoadedSettings loaded = ReadSettingsFile(path);
  EXPECT_TRUE(loaded.warnings.empty());
  EXPECT_EQ(loaded.settings.sample, "moving-balls");
  EXPECT_EQ(loaded.settings.ui_scale, 1.25f);
}

TEST_F(SettingsFileTest, WritesIntoANewDirectoryAtomically) {
  const std::string path = (dir_ / "new" / "collision-lab" / "settings.json").string();
  std::string error;
  ASSERT_TRUE(WriteSettingsFile(path, EveryField(), &error)) << error;
  EXPECT_EQ(ReadSettingsFile(path).settings, EveryField());
  // Only the file: no temporary left beside it.
  int entries = 0;
  for ([[maybe_unused]] const auto& entry :
       std::filesystem::directory_iterator(dir_ / "new" / "collision-lab")) {
    ++entries;
  }
  EXPECT_EQ(entries, 1);
}

TEST_F(SettingsFileTest, AFailedWriteSaysWhyAndKeepsTheOldFile) {
  const std::string path = Write("old");
  // A file where the directory should be: cannot be created, as root too.
  std::string error;
  EXPECT_FALSE(WriteSettingsFile(path + "/collision-lab/settings.json", EveryField(), &error));
  EXPECT_NE(error.find("cannot create"), std::string::npos) << error;
  std::ifstream in(path);
  std::string text;
  std::getline(in, text);
  EXPECT_EQ(text, "old");
}

TEST(ApplySavedStart, TheSavedSampleSceneAndSizeFillWhatTheCommandLineLeaves) {
  Settings saved = EveryField();
  const Options start = ApplySavedStart(Options{}, saved);
  EXPECT_EQ(start.sample, "box-box");
  EXPECT_EQ(start.scenes, std::vector<std::string>{"/home/u/scenes/a.json"});
  EXPECT_EQ(start.width, 1024);
  EXPECT_EQ(start.height, 700);
}

TEST(ApplySavedStart, TheCommandLineWins) {
  const Settings saved = EveryField();
  Options given;
  given.sample = "moving-balls";
  Options start = ApplySavedStart(given, saved);
  EXPECT_EQ(start.sample, "moving-balls");
  EXPECT_TRUE(start.scenes.empty());  // the saved scene belongs to the saved sample

  given = Options{};
  given.scenes = {"mine.json"};
  start = ApplySavedStart(given, saved);
  EXPECT_EQ(start.sample, "");
  EXPECT_EQ(start.scenes, std::vector<std::string>{"mine.json"});

  given = Options{};
  given.width = 640;
  given.width_given = true;
  start = ApplySavedStart(given, saved);
  EXPECT_EQ(start.width, 640);
  EXPECT_EQ(start.height, 700);  // not given: the saved one
}

TEST(ApplySavedStart, NothingSavedLeavesTheOptionsAsGiven) {
  Options given;
  given.frames = 3;
  const Options start = ApplySavedStart(given, Settings{});
  EXPECT_EQ(start.sample, "");
  EXPECT_EQ(start.width, 1280);
  EXPECT_EQ(start.height, 800);
  EXPECT_EQ(start.frames, 3);
}

TEST(CameraMatches, OnlyTheSampleAndSceneItWasSavedWith) {
  const Settings saved = EveryField();
  EXPECT_TRUE(CameraMatches(saved, "box-box", "/home/u/scenes/a.json"));
  EXPECT_FALSE(CameraMatches(saved, "box-box", ""));
  EXPECT_FALSE(CameraMatches(saved, "moving-balls", "/home/u/scenes/a.json"));
  Settings no_camera = saved;
  no_camera.camera.reset();
  EXPECT_FALSE(CameraMatches(no_camera, "box-box", "/home/u/scenes/a.json"));
}

TEST(Settings, ASamplePanelWidthOutOfRangeWarnsAndKeepsTheShare) {
  const LoadedSettings loaded =
      ParseSettings(R"({"sample_panel_width": -40, "ui_scale": 1.5})", "/c/settings.json");
  ASSERT_EQ(loaded.warnings.size(), 1u);
  EXPECT_NE(loaded.warnings[0].find("/c/settings.json: sample_panel_width: expected a number "
                                    "from 0 to 16384, got -40"),
            std::string::npos)
      << loaded.warnings[0];
  EXPECT_EQ(loaded.settings.sample_panel_width, 0.0f);  // the panel's share
  EXPECT_EQ(loaded.settings.ui_scale, 1.5f);            // the rest still read
}

TEST(Settings, TheAboutsUnfoldedAreReadSortedOnceEachAndBadEntriesDropped) {
  const LoadedSettings loaded = ParseSettings(
      R"({"about_unfolded": ["raycast-sphere", 7, "box-box", "raycast-sphere"]})", "/c/s.json");
  ASSERT_EQ(loaded.warnings.size(), 1u);
  EXPECT_NE(loaded.warnings[0].find("/c/s.json: about_unfolded[1]: "), std::string::npos)
      << loaded.warnings[0];
  EXPECT_EQ(loaded.settings.about_unfolded,
            (std::vector<std::string>{"box-box", "raycast-sphere"}));
}

TEST(Settings, AboutsUnfoldedThatAreNotAListWarnAndKeepEveryAboutFolded) {
  const LoadedSettings loaded = ParseSettings(R"({"about_unfolded": "box-box"})", "/c/s.json");
  ASSERT_EQ(loaded.warnings.size(), 1u);
  EXPECT_NE(
      loaded.warnings[0].find("about_unfolded: expected an array of sample ids, got a string"),
      std::string::npos)
      << loaded.warnings[0];
  EXPECT_TRUE(loaded.settings.about_unfolded.empty());
}

TEST(Settings, EachSamplesChosenLookIsReadAndABadOneDroppedWithAWarning) {
  const LoadedSettings loaded = ParseSettings(
      R"({"solid_shapes": {"sphere-sphere": true, "box-box": "yes", "model-raycast": false}})",
      "/c/s.json");
  ASSERT_EQ(loaded.warnings.size(), 1u);
  EXPECT_NE(loaded.warnings[0].find("/c/s.json: solid_shapes.box-box: expected true or false"),
            std::string::npos)
      << loaded.warnings[0];
  EXPECT_EQ(loaded.settings.solid_shapes,
            (std::map<std::string, bool>{{"sphere-sphere", true}, {"model-raycast", false}}));
}

TEST(Settings, ChosenLooksThatAreNotAnObjectWarnAndLeaveEverySampleItsOwn) {
  const LoadedSettings loaded = ParseSettings(R"({"solid_shapes": ["box-box"]})", "/c/s.json");
  ASSERT_EQ(loaded.warnings.size(), 1u);
  EXPECT_NE(loaded.warnings[0].find("solid_shapes: expected an object of sample ids to true or "
                                    "false, got an array"),
            std::string::npos)
      << loaded.warnings[0];
  EXPECT_TRUE(loaded.settings.solid_shapes.empty());
}

}  // namespace
}  // namespace settings_test
}  // namespace harness
