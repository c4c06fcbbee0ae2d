// A plugin's shape casts hunted (issue 37 part 8): --hunt sweep-segment
// and sweep-sphere search GJK's ray cast against the plugin's
// cl_cast_sphere_segment (tests/plugins/cast_plugin.c), the second asked
// the other way round (a segment moving onto a sphere: the ABI names the
// sphere first). Built to tunnel (it misses a still shape a long step
// jumps), the plugin is found out on both, each case shrunk and written,
// and the file (expecting our t alone: the shrunk case's point and normal
// are rarely unique) fails --check with it and holds with the right build
// and with ours alone; the right build is found out on nothing over as many
// cases. Sweeps of kinds the plugin exports no cast for (a capsule, a box)
// are skipped, not held against it.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "plugin_cli_helpers.h"
#include "run_app.h"

namespace cast_hunt_cli_test {
namespace {

using cli_testing::LastLine;
using cli_testing::RunApp;

std::string FreshDirectory(const std::string& name) {
  const std::string dir = ::testing::TempDir() + "/cast_hunt_" + name;
  std::filesystem::remove_all(dir);
  return dir;
}

constexpr const char* kCases = "2000";

void ExpectTheTunnelFoundAndItsCaseFailingWithThePluginAlone(const std::string& pair) {
  SCOPED_TRACE(pair);
  const std::string dir = FreshDirectory("tunnels_" + pair);
  const auto hunt = RunApp({"--hunt", pair, "--cases", kCases, "--plugin",
                            cli_testing::TestPlugin("cast_tunnels_plugin"), "--hunt-out", dir});
  EXPECT_EQ(hunt.status, 1) << hunt.out << hunt.err;
  EXPECT_NE(hunt.out.find(pair + " cast: gjk-ray-cast (collision-lab) vs plugin:casts (casts): " +
                          kCases + " cases, "),
            std::string::npos)
      << hunt.out;
  const std::string file = dir + "/" + pair + "-cast-gjk-ray-cast-vs-casts-plugin-casts.json";
  ASSERT_TRUE(std::filesystem::exists(file)) << hunt.out;
  std::ifstream written(file);
  const std::string text((std::istreambuf_iterator<char>(written)), {});
  EXPECT_NE(text.find("\"cast\": {\"t\": "), std::string::npos) << text;
  EXPECT_EQ(text.find("\"normal\""), std::string::npos) << text;

  const auto tunnels = RunApp(
      {"--check", "--scene", file, "--plugin", cli_testing::TestPlugin("cast_tunnels_plugin")});
  EXPECT_EQ(tunnels.status, 1) << tunnels.out << tunnels.err;
  // Asked the other way round, --check names the cast cl_cast_*.
  EXPECT_NE(tunnels.out.find("should first touch at t "), std::string::npos) << tunnels.out;
  EXPECT_NE(tunnels.out.find(" returned 0]"), std::string::npos) << tunnels.out;
  EXPECT_NE(tunnels.out.find("1 checked, 0 held, 1 failed"), std::string::npos) << tunnels.out;
  const auto right =
      RunApp({"--check", "--scene", file, "--plugin", cli_testing::TestPlugin("cast_plugin")});
  EXPECT_EQ(right.status, 0) << right.out << right.err;
  const auto ours = RunApp({"--check", "--scene", file});
  EXPECT_EQ(ours.status, 0) << ours.out << ours.err;
}

TEST(CastHunt, FindsASphereCastThatTunnelsThroughASegmentAndItsCaseFailsWithThePlugin) {
  ExpectTheTunnelFoundAndItsCaseFailingWithThePluginAlone("sweep-segment");
}

TEST(CastHunt, FindsASegmentCastThatTunnelsThroughASphereAskedTheOtherWayRound) {
  ExpectTheTunnelFoundAndItsCaseFailingWithThePluginAlone("sweep-sphere");
}

TEST(CastHunt, RightCastsAreFoundOutOnNothingOverAsManyCases) {
  for (const std::string pair : {"sweep-segment", "sweep-sphere"}) {
    SCOPED_TRACE(pair);
    const std::string dir = FreshDirectory("right_" + pair);
    const auto hunt = RunApp({"--hunt", pair, "--cases", kCases, "--plugin",
                              cli_testing::TestPlugin("cast_plugin"), "--hunt-out", dir});
    EXPECT_EQ(hunt.status, 0) << hunt.out << hunt.err;
    EXPECT_NE(hunt.out.find(pair + " cast: gjk-ray-cast (collision-lab) vs plugin:casts (casts): " +
                            kCases + " cases, 0 disagreements"),
              std::string::npos)
        << hunt.out;
    EXPECT_EQ(LastLine(hunt.out).find("wrote"), std::string::npos) << hunt.out;
  }
}

}  // namespace
}  // namespace cast_hunt_cli_test
