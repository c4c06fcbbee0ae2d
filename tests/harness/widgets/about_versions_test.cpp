// The About window's versions (widgets/main_menu.h): the GL context that
// was created, not the one asked for, as the log printed it at start.
#include <gtest/gtest.h>

#include "harness/widgets/main_menu.h"

namespace harness::widgets {
namespace {

TEST(AboutVersions, NamesTheContextThatWasCreated) {
  EXPECT_EQ(AboutVersions("1.86", "4.5 (Core Profile) Mesa 22.3.6", "3.3.8 X11 GLX"),
            "Dear ImGui 1.86, OpenGL 4.5 (Core Profile) Mesa 22.3.6, GLFW 3.3.8 X11 GLX");
}

TEST(AboutVersions, WhatIsNotKnownYetSaysSo) {
  EXPECT_EQ(AboutVersions("1.86", "", ""), "Dear ImGui 1.86, OpenGL unknown, GLFW unknown");
}

}  // namespace
}  // namespace harness::widgets
