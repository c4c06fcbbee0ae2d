#include "harness/runners/command_line.h"

#include <gtest/gtest.h>

namespace harness {
namespace command_line_test {
namespace {

ParsedCommandLine Parse(std::vector<std::string> args) {
  return ParseCommandLine(args);
}

TEST(CommandLine, NoArgumentsOpensTheDefaultWindow) {
  const auto parsed = Parse({});
  EXPECT_TRUE(parsed.error.empty());
  EXPECT_FALSE(parsed.options.check);
  EXPECT_EQ(parsed.options.frames, 0);
  EXPECT_TRUE(parsed.options.sample.empty());
}

TEST(CommandLine, ReadsEveryOption) {
  const auto parsed = Parse({"--sample", "sphere-sphere", "--frames=30", "--width", "640",
                             "--height", "480", "--no-vsync", "--stats", "--scene", "a.json"});
  ASSERT_TRUE(parsed.error.empty()) << parsed.error;
  EXPECT_EQ(parsed.options.sample, "sphere-sphere");
  EXPECT_EQ(parsed.options.frames, 30);
  EXPECT_EQ(parsed.options.width, 640);
  EXPECT_EQ(parsed.options.height, 480);
  EXPECT_FALSE(parsed.options.vsync);
  EXPECT_TRUE(parsed.options.stats);
  EXPECT_EQ(parsed.options.scenes, std::vector<std::string>{"a.json"});
}

TEST(CommandLine, CheckTakesSeveralScenes) {
  const auto parsed = Parse({"--check", "--scene", "a.json", "--scene", "b.json"});
  EXPECT_TRUE(parsed.error.empty());
  EXPECT_EQ(parsed.options.scenes.size(), 2u);
}

TEST(CommandLine, TheHuntButtonsSettingsGoWithPluginInTheWindow) {
  const auto parsed = Parse({"--sample", "sphere-sphere", "--plugin", "libmine.so", "--cases",
                             "300", "--seed", "9", "--hunt-out", "/tmp/found"});
  ASSERT_EQ(parsed.error, "");
  EXPECT_EQ(parsed.options.cases, 300);
  EXPECT_EQ(parsed.options.seed, 9u);
  EXPECT_EQ(parsed.options.hunt_out, "/tmp/found");
  EXPECT_TRUE(parsed.options.hunt_out_given);
  EXPECT_FALSE(Parse({"--plugin", "libmine.so", "--cases", "300"}).options.hunt_out_given);
  // Without --plugin, or with --check (no window, no button), they are
  // --hunt's alone.
  const std::string alone =
      "--cases, --seed, --hunt-out, --tolerance and --hunt-every-pair go with --hunt PAIR, or "
      "with --plugin in the window (the Hunt button's settings)";
  EXPECT_EQ(Parse({"--cases", "300"}).error, alone);
  EXPECT_EQ(Parse({"--check", "--plugin", "libmine.so", "--seed", "2"}).error, alone);
  EXPECT_EQ(Parse({"--list", "--plugin", "libmine.so", "--hunt-out", "x"}).error, alone);
  EXPECT_NE(Parse({"--plugin", "libmine.so", "--cases", "0"}).error, "");
}

TEST(CommandLine, WindowTakesOneScene) {
  EXPECT_NE(Parse({"--scene", "a.json", "--scene", "b.json"}).error, "");
}

TEST(CommandLine, UnknownOptionIsAnError) {
  EXPECT_EQ(Parse({"--frobnicate"}).error, "unknown option --frobnicate");
}

TEST(CommandLine, StrayArgumentIsAnError) {
  EXPECT_NE(Parse({"sphere-sphere"}).error.find("unexpected argument"), std::string::npos);
}

TEST(CommandLine, MissingValueIsAnError) {
  EXPECT_EQ(Parse({"--sample"}).error, "option --sample needs a value");
  EXPECT_EQ(Parse({"--frames"}).error, "option --frames needs a value");
}

TEST(CommandLine, FramesMustBeAPositiveWholeNumber) {
  for (const char* bad : {"-1", "0", "abc", "3.5", "", "12abc", "99999999999"}) {
    EXPECT_NE(Parse({"--frames", bad}).error, "") << bad;
  }
  EXPECT_EQ(Parse({"--frames", "1"}).error, "");
}

TEST(CommandLine, FlagWithValueIsAnError) {
  EXPECT_NE(Parse({"--check=yes"}).error, "");
}

TEST(CommandLine, ScreenshotIntoMissingDirectoryIsAnError) {
  const auto parsed = Parse({"--frames", "1", "--screenshot", "/nonexistent/dir/s.png"});
  EXPECT_NE(parsed.error.find("does not exist"), std::string::npos) << parsed.error;
}

TEST(CommandLine, ScreenshotMustBePng) {
  EXPECT_NE(Parse({"--screenshot", "/tmp/s.jpg"}).error.find(".png"), std::string::npos);
}

TEST(CommandLine, ResetSettingsIsASwitch) {
  EXPECT_FALSE(Parse({}).options.reset_settings);
  const auto parsed = Parse({"--reset-settings", "--sample", "box-box"});
  ASSERT_EQ(parsed.error, "");
  EXPECT_TRUE(parsed.options.reset_settings);
  EXPECT_EQ(Parse({"--reset-settings=yes"}).error, "option --reset-settings takes no value");
  EXPECT_NE(UsageText().find("--reset-settings"), std::string::npos);
}

// A size given wins over the saved one (settings.h), each side on its own.
TEST(CommandLine, RemembersWhichSizeWasGiven) {
  const auto none = Parse({});
  EXPECT_FALSE(none.options.width_given);
  EXPECT_FALSE(none.options.height_given);
  const auto width = Parse({"--width", "640"});
  EXPECT_TRUE(width.options.width_given);
  EXPECT_FALSE(width.options.height_given);
  const auto height = Parse({"--height=480"});
  EXPECT_FALSE(height.options.width_given);
  EXPECT_TRUE(height.options.height_given);
}

TEST(CommandLine, CheckOpensNoWindowSoFramesDoNotApply) {
  EXPECT_NE(Parse({"--check", "--frames", "3"}).error, "");
}

TEST(CommandLine, ReadsBenchCsvAndCount) {
  const auto parsed = Parse(
      {"--bench", "--sample", "sphere-crowd", "--count=500", "--frames", "5", "--csv", "r.csv"});
  ASSERT_EQ(parsed.error, "");
  EXPECT_TRUE(parsed.options.bench);
  EXPECT_EQ(parsed.options.count, 500);
  EXPECT_EQ(parsed.options.frames, 5);
  EXPECT_EQ(parsed.options.csv, "r.csv");
  const auto none = Parse({});
  EXPECT_FALSE(none.options.bench);
  EXPECT_EQ(none.options.count, 0);
  EXPECT_EQ(none.options.csv, "");
}

TEST(CommandLine, CountMustBeAPositiveWholeNumber) {
  for (const char* bad : {"0", "-5", "abc", "1e9", "3.5", "", "99999999999"}) {
    EXPECT_EQ(
        Parse({"--count", bad}).error,
        "option --count needs a whole number from 1 to 100000000, got \"" + std::string(bad) + "\"")
        << bad;
  }
  EXPECT_EQ(Parse({"--count"}).error, "option --count needs a value");
  // With a window or --check as well as --bench.
  EXPECT_EQ(Parse({"--count", "1"}).error, "");
  EXPECT_EQ(Parse({"--check", "--count", "100000000"}).error, "");
}

TEST(CommandLine, BenchDoesNotGoWithCheckListOrScreenshot) {
  EXPECT_EQ(Parse({"--bench", "--check"}).error,
            "--bench does not go with --check (--bench steps one sample headless and prints its "
            "timings)");
  EXPECT_NE(Parse({"--list", "--bench"}).error.find("--bench does not go with --list"),
            std::string::npos);
  EXPECT_NE(Parse({"--bench", "--screenshot", "/tmp/s.png"})
                .error.find("--bench does not go with --screenshot"),
            std::string::npos);
  EXPECT_NE(Parse({"--bench", "--scene", "a.json", "--scene", "b.json"}).error, "");
  EXPECT_EQ(Parse({"--bench", "--scene", "a.json", "--stats"}).error, "");
}

TEST(CommandLine, CsvNeedsBenchAndAWritablePath) {
  EXPECT_EQ(Parse({"--csv", "r.csv"}).error,
            "--csv needs --bench (it holds --bench's timings, a row per frame)");
  EXPECT_EQ(Parse({"--bench", "--csv", "/nonexistent/dir/r.csv"}).error,
            "--csv: directory \"/nonexistent/dir\" does not exist");
  EXPECT_EQ(Parse({"--bench", "--csv", "/tmp"}).error, "--csv: \"/tmp\" is a directory");
  EXPECT_EQ(Parse({"--bench", "--csv", "/tmp/r.csv"}).error, "");
}

TEST(CommandLine, EverySampleRunsEachForItsFrames) {
  const auto parsed = Parse({"--every-sample", "--frames", "4", "--stats"});
  ASSERT_EQ(parsed.error, "");
  EXPECT_TRUE(parsed.options.every_sample);
  EXPECT_EQ(parsed.options.frames, 4);
}

TEST(CommandLine, EverySampleNeedsFramesAndNoOtherSample) {
  EXPECT_NE(Parse({"--every-sample"}).error.find("--every-sample needs --frames N"),
            std::string::npos);
  EXPECT_NE(
      Parse({"--every-sample", "--frames", "4", "--sample", "point-plane"}).error.find("--sample"),
      std::string::npos);
  EXPECT_NE(Parse({"--every-sample", "--frames", "4", "--check"}).error, "");
}

TEST(CommandLine, UiScaleTakesAPositiveNumber) {
  EXPECT_FLOAT_EQ(Parse({"--ui-scale", "1.5"}).options.ui_scale, 1.5f);
  EXPECT_EQ(Parse({}).options.ui_scale, 0.0f);  // the saved scale
  for (const char* bad : {"0", "-1", "big", "1.5x", "nan", "inf", ""}) {
    EXPECT_EQ(Parse({"--ui-scale", bad}).error,
              std::string("option --ui-scale needs a number above 0, got \"") + bad + "\"")
        << bad;
  }
}

TEST(CommandLine, SelectTakesAShapeOrAPairForTheWindow) {
  EXPECT_EQ(Parse({"--select", "R1"}).options.select, std::vector<std::string>{"R1"});
  EXPECT_EQ(Parse({"--select", "R1,S1"}).options.select, (std::vector<std::string>{"R1", "S1"}));
  for (const char* bad : {"", ",", "R1,", ",S1", "a,b,c"}) {
    EXPECT_EQ(Parse({"--select", bad}).error,
              std::string("option --select needs a shape id, or two joined by a comma (A,B), "
                          "got \"") +
                  bad + "\"")
        << bad;
  }
  EXPECT_NE(Parse({"--check", "--select", "R1"}).error.find("--select selects in the window"),
            std::string::npos);
}

TEST(CommandLine, TheHuntTakesAToleranceBelowOneAndEveryPairAsAFlag) {
  const ParsedCommandLine defaults = Parse({"--hunt", "ray-sphere"});
  EXPECT_EQ(defaults.options.tolerance, 1e-5);
  EXPECT_FALSE(defaults.options.hunt_every_pair);
  const ParsedCommandLine given =
      Parse({"--hunt", "ray-sphere", "--tolerance", "1e-3", "--hunt-every-pair"});
  ASSERT_EQ(given.error, "");
  EXPECT_NEAR(given.options.tolerance, 1e-3, 1e-9);
  EXPECT_TRUE(given.options.hunt_every_pair);
  EXPECT_EQ(Parse({"--hunt", "ray-sphere", "--tolerance", "1.5"}).error,
            "option --tolerance needs a number below 1, got 1.5");
  EXPECT_NE(Parse({"--tolerance", "1e-3"}).error.find("go with --hunt PAIR"), std::string::npos);
}

TEST(CommandLine, LookTakesSolidOrWireframeForTheWindow) {
  EXPECT_EQ(Parse({"--look", "solid"}).options.look, "solid");
  EXPECT_EQ(Parse({"--look", "wireframe"}).options.look, "wireframe");
  EXPECT_EQ(Parse({}).options.look, "");  // each sample's own
  for (const char* bad : {"", "Solid", "wire", "shaded"}) {
    EXPECT_EQ(Parse({"--look", bad}).error,
              std::string("option --look takes solid or wireframe, got \"") + bad + "\"")
        << bad;
  }
  EXPECT_EQ(Parse({"--check", "--look", "solid"}).error,
            "--check opens no window, so --frames, --screenshot and --look do not apply");
}

}  // namespace
}  // namespace command_line_test
}  // namespace harness
