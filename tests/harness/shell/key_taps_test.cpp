#include "harness/shell/key_taps.h"

#include <gtest/gtest.h>

namespace harness {
namespace key_taps_test {
namespace {

constexpr int kEscape = 256;   // GLFW_KEY_ESCAPE
constexpr int kS = 83;         // GLFW_KEY_S
constexpr int kControl = 0x2;  // GLFW_MOD_CONTROL

TEST(KeyTaps, APressAndReleaseBetweenFramesIsOneTapWithItsModifiers) {
  KeyTaps taps;
  taps.Press(kS, kControl);
  taps.Release(kS);
  const std::vector<KeyTap> taken = taps.Take();
  ASSERT_EQ(taken.size(), 1u);
  EXPECT_EQ(taken[0].key, kS);
  EXPECT_EQ(taken[0].mods, kControl);
  EXPECT_TRUE(taps.Take().empty()) << "a tap is shown once";
}

TEST(KeyTaps, AKeyHeldAcrossAFrameIsNotATap) {
  KeyTaps taps;
  taps.Press(kEscape, 0);
  EXPECT_TRUE(taps.Take().empty()) << "still held: ImGui polls it";
  taps.Release(kEscape);
  EXPECT_TRUE(taps.Take().empty()) << "ImGui saw it down in the frame between";
}

TEST(KeyTaps, TapsKeepTheirOrder) {
  KeyTaps taps;
  taps.Press(kEscape, 0);
  taps.Press(kS, 0);
  taps.Release(kS);
  taps.Release(kEscape);
  const std::vector<KeyTap> taken = taps.Take();
  ASSERT_EQ(taken.size(), 2u);
  EXPECT_EQ(taken[0].key, kS);
  EXPECT_EQ(taken[1].key, kEscape);
}

TEST(KeyTaps, AReleaseWithoutAPressIsIgnored) {
  KeyTaps taps;
  taps.Release(kEscape);
  EXPECT_TRUE(taps.Take().empty());
}

TEST(KeyTaps, ARepeatedPressCountsOnce) {
  KeyTaps taps;
  taps.Press(kEscape, 0);
  taps.Press(kEscape, 0);
  taps.Release(kEscape);
  EXPECT_EQ(taps.Take().size(), 1u);
}

}  // namespace
}  // namespace key_taps_test
}  // namespace harness
