#include "harness/shell/screenshot_path.h"
#include "env_fixture.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <map>

namespace harness {
namespace screenshot_path_test {
namespace {

using testing::Env;

// 2026-01-02 03:04:05 UTC.
constexpr std::time_t kTakenAt = 1767323045;

class ScreenshotPathTest : public ::testing::Test {
 protected:
  void SetUp() override {
    setenv("TZ", "UTC", 1);
    tzset();
    // One directory per test: ctest runs the tests of this suite at once.
    dir_ = (std::filesystem::path(::testing::TempDir()) /
            (std::string("screenshot-path-") +
             ::testing::UnitTest::GetInstance()->current_test_info()->name()))
               .string();
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_ + "/home/Pics");
    std::filesystem::create_directories(dir_ + "/home/.config");
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  std::string dir_;
};

TEST_F(ScreenshotPathTest, XdgPicturesDirFirst) {
  EXPECT_EQ(PicturesDirectory(Env({{"XDG_PICTURES_DIR", dir_}, {"HOME", dir_ + "/home"}})), dir_);
}

TEST_F(ScreenshotPathTest, ThenXdgUserDirsFileWithHomeExpanded) {
  std::ofstream(dir_ + "/home/.config/user-dirs.dirs")
      << "# written by xdg-user-dirs-update\nXDG_DESKTOP_DIR=\"$HOME/Desktop\"\n"
         "XDG_PICTURES_DIR=\"$HOME/Pics\"\n";
  EXPECT_EQ(PicturesDirectory(Env({{"HOME", dir_ + "/home"}})), dir_ + "/home/Pics");
  // A variable naming no directory is passed over.
  EXPECT_EQ(
      PicturesDirectory(Env({{"XDG_PICTURES_DIR", dir_ + "/gone"}, {"HOME", dir_ + "/home"}})),
      dir_ + "/home/Pics");
}

TEST_F(ScreenshotPathTest, TheUserDirsFileUnderXdgConfigHome) {
  std::filesystem::create_directories(dir_ + "/cfg");
  std::ofstream(dir_ + "/cfg/user-dirs.dirs") << "XDG_PICTURES_DIR=\"" + dir_ + "/home/Pics\"\n";
  EXPECT_EQ(PicturesDirectory(Env({{"XDG_CONFIG_HOME", dir_ + "/cfg"}, {"HOME", "/nowhere"}})),
            dir_ + "/home/Pics");
}

TEST_F(ScreenshotPathTest, ElseTheCurrentDirectory) {
  EXPECT_EQ(PicturesDirectory(Env({})), ".");
  EXPECT_EQ(PicturesDirectory(Env({{"HOME", dir_ + "/home"}})), ".");  // no user-dirs.dirs
  std::ofstream(dir_ + "/home/.config/user-dirs.dirs") << "XDG_PICTURES_DIR=\"$HOME/Gone\"\n";
  EXPECT_EQ(PicturesDirectory(Env({{"HOME", dir_ + "/home"}})), ".");
}

TEST_F(ScreenshotPathTest, NamedBySampleAndTimeNeverOverAnEarlierOne) {
  const std::string first = dir_ + "/collision-lab-box-box-20260102-030405.png";
  EXPECT_EQ(ScreenshotPath(dir_, "box-box", kTakenAt), first);
  std::ofstream(first) << "taken";
  EXPECT_EQ(ScreenshotPath(dir_, "box-box", kTakenAt),
            dir_ + "/collision-lab-box-box-20260102-030405-2.png");
  std::ofstream(dir_ + "/collision-lab-box-box-20260102-030405-2.png") << "taken";
  EXPECT_EQ(ScreenshotPath(dir_, "box-box", kTakenAt),
            dir_ + "/collision-lab-box-box-20260102-030405-3.png");
}

}  // namespace
}  // namespace screenshot_path_test
}  // namespace harness
