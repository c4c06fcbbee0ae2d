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

#include "run_app.h"

namespace plugin_casts_cli_test {
namespace {

using cli_testing::RunApp;

std::string Plugin(const std::string& name) {
  return std::string(TEST_PLUGIN_DIR) + "/lib" + name + ".so";
}

const std::string kScene =
    std::string(COLLISION_LAB_SOURCE_DIR) + "/assets/scenes/sphere_casts.json";

std::vector<std::string> LinesWith(const std::string& text, const std::string& part) {
  std::vector<std::string> found;
  std::istringstream lines(text);
  std::string line;
  while (std::getline(lines, line)) {
    if (line.find(part) != std::string::npos) {
      found.push_back(line);
    }
  }
  return found;
}

TEST(PluginCasts, RightCastsHoldEveryExpectationEitherWayRound) {
  const auto run = RunApp({"--check", "--scene", kScene, "--plugin", Plugin("cast_plugin")});
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_NE(run.out.find("plugin casts (libcast_plugin.so): 4 checked, 4 held, 0 failed"),
            std::string::npos)
      << run.out;
}

TEST(PluginCasts, ACastThatTunnelsFailsNamingTheFunction) {
  const auto run =
      RunApp({"--check", "--scene", kScene, "--plugin", Plugin("cast_tunnels_plugin")});
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
