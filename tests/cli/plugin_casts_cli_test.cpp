// A plugin's shape casts checked (issue 37 part 8): cl_cast_sphere_sphere
// and cl_cast_sphere_segment (tests/plugins/cast_plugin.c) answer the
// sweeps of assets/scenes/sphere_casts.json, one of them asked the other
// way round (a segment moving onto a sphere: the ABI names the sphere
// first), and hold every expectation; the same plugin built to tunnel (it
// misses a still shape a long step jumps) fails the three long casts, each
// line naming the function and what it returned.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "plugin_cli_helpers.h"
#include "run_app.h"

namespace plugin_casts_cli_test {
namespace {

using cli_testing::LinesWith;
using cli_testing::RunApp;

const std::string kScene =
    std::string(COLLISION_LAB_SOURCE_DIR) + "/assets/scenes/sphere_casts.json";

TEST(PluginCasts, RightCastsHoldEveryExpectationEitherWayRound) {
  const auto run =
      RunApp({"--check", "--scene", kScene, "--plugin", cli_testing::TestPlugin("cast_plugin")});
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("plugin casts (libcast_plugin.so): 4 checked, 4 held, 0 failed"),
            std::string::npos)
      << run.out;
}

TEST(PluginCasts, ACastThatTunnelsFailsNamingTheFunction) {
  const auto run = RunApp(
      {"--check", "--scene", kScene, "--plugin", cli_testing::TestPlugin("cast_tunnels_plugin")});
  EXPECT_EQ(run.status, 1) << run.out << run.err;
  const std::vector<std::string> lines = LinesWith(run.out, "[plugin casts");
  ASSERT_EQ(lines.size(), 3u) << run.out;
  EXPECT_NE(lines[0].find("sweep rover and segment pole should first touch at t 0.4375 [plugin "
                          "casts: cl_cast_sphere_segment returned 0]"),
            std::string::npos)
      << lines[0];
  EXPECT_NE(lines[1].find("sweep bar and sphere orb should first touch at t 0.4375"),
            std::string::npos)
      << lines[1];
  EXPECT_NE(lines[2].find("sweep bullet and segment wire should first touch at t 0.48 [plugin "
                          "casts: cl_cast_sphere_segment returned 0]"),
            std::string::npos)
      << lines[2];
  EXPECT_NE(run.out.find("4 checked, 1 held, 3 failed"), std::string::npos) << run.out;
}

}  // namespace
}  // namespace plugin_casts_cli_test
