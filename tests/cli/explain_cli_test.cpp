// --explain: a pair's steps printed, the verdict last, from a sample or a
// scene; what is not there named, exit 2.
#include <gtest/gtest.h>

#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "run_app.h"

namespace {

using cli_testing::LastLine;
using cli_testing::RunApp;

void ExpectRefused(const std::vector<std::string>& args, const std::string& message) {
  const auto run = RunApp(args);
  EXPECT_EQ(run.status, 2) << run.out << run.err;
  EXPECT_NE(run.err.find(message), std::string::npos) << run.err;
  EXPECT_EQ(run.out, "");
}

// The seed's spheres 0 (radius 2 at the origin) and 2 (radius 1 at
// (0, -3, 0)): 3 apart, radius sum 3, touching.
const char* const kSpheres02 =
    "intersects of 0 and 2 (expected: intersects, checked by squared-distance)\n"
    "A is 0, B is 2\n"
    "squared-distance:\n"
    "  1. [centres] A's centre (0, 0, 0), B's (0, -3.00, 0): d = A - B = (0, 3.00, 0), "
    "|d|^2 = 9.00 (|d| = 3.00)\n"
    "  2. [radius sum] r_A + r_B = 2.00 + 1.00 = 3.00, squared 9.00; |d|^2 = 9.00 <= 9.00: "
    "they intersect  <- decides\n"
    "  answer: intersects\n"
    "verdict: intersects (expected: intersects)\n";

TEST(ExplainCli, ASamplesPairAndTheSamePairOfItsSceneReadAlike) {
  const auto sample = RunApp({"--explain", "--sample", "sphere-sphere", "--pair", "0,2"});
  EXPECT_EQ(sample.status, 0) << sample.err;
  EXPECT_EQ(sample.out, kSpheres02);
  const auto scene =
      RunApp({"--explain", "--scene",
              std::string(COLLISION_LAB_SOURCE_DIR) + "/assets/scenes/sphere_sphere_seed.json",
              "--pair", "0,2", "--algorithm", "squared-distance"});
  EXPECT_EQ(scene.status, 0) << scene.err;
  EXPECT_EQ(scene.out, kSpheres02);
  EXPECT_EQ(LastLine(scene.out), "verdict: intersects (expected: intersects)");
}

TEST(ExplainCli, WhatIsNotThereIsNamedAndExitsTwo) {
  ExpectRefused({"--explain", "--sample", "sphere-sphere", "--pair", "0,9"},
                "Error: no shape \"9\" here; the shapes are 0, 1, 2, 3");
  ExpectRefused({"--explain", "--sample", "sphere-sphere", "--pair", "0,2", "--algorithm", "slab"},
                "no algorithm \"slab\" answers what is asked of 0 and 2; they have "
                "squared-distance");
  ExpectRefused({"--explain", "--sample", "no-such", "--pair", "0,2"},
                "Error: unknown sample \"no-such\"");
  ExpectRefused({"--explain", "--sample", "moving-balls", "--pair", "floor,pillar"},
                "a pair needs a ball; \"floor\" and \"pillar\" are walls or pillars");
  ExpectRefused(
      {"--explain", "--sample", "moving-balls", "--pair", "3,floor", "--algorithm", "sliced"},
      "no algorithm \"sliced\" answers contact_time for 3 and floor; it has analytic");
  ExpectRefused({"--explain", "--sample", "sphere-sphere"}, "--explain needs --pair A,B");
  ExpectRefused({"--explain", "--pair", "0,2"}, "--explain needs one --sample ID or one --scene");
  ExpectRefused({"--sample", "sphere-sphere", "--pair", "0,2"},
                "--pair and --algorithm go with --explain");
  ExpectRefused(
      {"--explain", "--sample", "sphere-sphere", "--pair", "0"},
      "option --pair needs two shape ids joined by a comma (A,B), or three planes' (A,B,C), "
      "got \"0\"");
}

}  // namespace

namespace {

// docs/why.md's examples (scripts/why-docs.py writes them): each marker's
// arguments run through --explain print the block below it, word for word.
TEST(ExplainCli, DocsExamplesAreWhatExplainPrintsToday) {
  const std::string doc =
      cli_testing::ReadAll(std::string(COLLISION_LAB_SOURCE_DIR) + "/docs/why.md");
  // Marker by marker with find: a regular expression over the whole page
  // recurses once per character of a block and overflows the stack under
  // AddressSanitizer.
  const std::regex marker(R"(<!-- explain: (.*) -->)");
  const std::string open = "```text\n";
  int examples = 0;
  for (std::size_t at = doc.find("<!-- explain: "); at != std::string::npos;
       at = doc.find("<!-- explain: ", at + 1)) {
    const std::string line = doc.substr(at, doc.find('\n', at) - at);
    std::smatch words_of;
    ASSERT_TRUE(std::regex_match(line, words_of, marker)) << line;
    const std::size_t block = doc.find('\n', at) + 1;
    ASSERT_EQ(doc.compare(block, open.size(), open), 0) << line;
    const std::size_t end = doc.find("```", block + open.size());
    ASSERT_NE(end, std::string::npos) << line;
    const std::string expected = doc.substr(block + open.size(), end - block - open.size());
    std::vector<std::string> args{"--explain"};
    std::istringstream words(words_of[1].str());
    for (std::string word; words >> word;)
      args.push_back(word);
    const auto run = RunApp(args);
    EXPECT_EQ(run.status, 0) << line << ": " << run.err;
    EXPECT_EQ(run.out, expected) << line << " (python3 scripts/why-docs.py writes it again)";
    ++examples;
  }
  EXPECT_EQ(examples, 11);  // the page's examples, chapter 1 to the seeds
}

}  // namespace

namespace {

// The Magic Room's balls 0 at (199, 180, 10) and 1 at (0, 150, 100), radii
// 20, both moving at (0.5, -0.1, 0.5): d = (-199, -30, 90), |d|^2 = 39601 +
// 900 + 8100 = 48601 (|d| = 220.46), r = 40, c = 48601 - 1600 = 47001; no
// relative motion, so neither method finds a contact within the step.
TEST(ExplainCli, MovingBallsFirstPairByBothMethods) {
  const auto run = RunApp({"--explain", "--sample", "moving-balls", "--pair", "0,1"});
  ASSERT_EQ(run.status, 0) << run.err;
  const std::string out = run.out;
  const auto has = [&out](const std::string& line) {
    return out.find("\n" + line + "\n") != std::string::npos;
  };
  EXPECT_EQ(out.rfind("contact_time of 0 and 1\nA is 0, B is 1\nanalytic:\n", 0), 0u) << out;
  EXPECT_TRUE(
      has("  1. [relative motion] B relative to A: d = B - A = (-199.00, -30.00, 90.00), "
          "v = v_B - v_A = (0, 0, 0); radius sum r = r_A + r_B = 20.00 + 20.00 = 40.00"))
      << out;
  EXPECT_TRUE(
      has("  2. [quadratic] |d + v t|^2 = r^2 as a t^2 + 2 b t + c = 0: a = v . v = 0, "
          "b = d . v = 0, c = d . d - r^2 = 48601.00 - 1600.00 = 47001.00: c > 0, apart "
          "at t = 0"))
      << out;
  EXPECT_TRUE(
      has("  3. [closing] a = v . v = 0: no relative motion, the distance stays: no "
          "contact  <- decides"))
      << out;
  EXPECT_TRUE(
      has("  2. [slice 0] slice 0 of 150, t = 0: centres 220.46 apart against the radius "
          "sum 40.00: apart"))
      << out;
  EXPECT_EQ(LastLine(out), "verdict: analytic: no contact; sliced: no contact");
}

// Ball 3 at (-275, 300, -300), radius 20, moving at (0.5, -0.1, 0.5) (|v| =
// sqrt 0.51 = 0.714, u = (0.70, -0.14, 0.70)), and the floor y = -320: s =
// 620, the floor moved up by 20; Dsc = (20 - 620) / (-0.1 / 0.714) =
// 4284.86, far beyond Dst = 0.714 * 0.6 = 0.43.
TEST(ExplainCli, MovingBallsBallAndFloorByTheOffsetPlanesRayTest) {
  const auto run = RunApp({"--explain", "--sample", "moving-balls", "--pair", "3,floor"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out,
            "contact_time of 3 and floor\n"
            "A is 3, B is floor\n"
            "analytic:\n"
            "  1. [offset plane] the plane through (0, -320.00, 0) with unit normal (0, 1.00, 0): "
            "the centre is s = (c - p) . n = 620.00 from it, on the normal's side; moved by the "
            "radius r = 20.00 towards the ball, the plane is at s = 20.00: |s| > r, apart at the "
            "start\n"
            "  2. [closing] v . n = -0.10: moving towards the plane at |v| = 0.71; the centre's "
            "ray runs along u = v / |v| = (0.70, -0.14, 0.70)\n"
            "  3. [ray] the centre's ray meets the offset plane at Dsc = (r - s) / (u . n) = "
            "-600.00 / -0.14 = 4284.86\n"
            "  4. [step] Dsc = 4284.86 beyond Dst = |v| dt = 0.71 * 0.60 = 0.43: no contact "
            "within the step  <- decides\n"
            "  answer: no contact\n"
            "verdict: no contact\n");
}

// Ball 1 at (0, 150, 100) and the pillar (the y axis, radius 60), as the
// sample expects: 100 from the axis against G = 60 + 20 = 80, c = 10000 -
// 6400 = 3600; u_perp = (0.70, 0, 0.70), b = 100 * 0.70 = 70.01 >= 0: away.
TEST(ExplainCli, MovingBallsBallAndPillarByTheGrownCylindersRayTest) {
  const auto run = RunApp({"--explain", "--sample", "moving-balls", "--pair", "pillar,1"});
  ASSERT_EQ(run.status, 0) << run.err;
  const std::string out = run.out;
  EXPECT_EQ(out.rfind("contact_time of pillar and 1 (expected: no contact, checked by analytic)\n"
                      "A is 1, B is pillar\nanalytic:\n",
                      0),
            0u)
      << out;
  EXPECT_NE(out.find("\n  3. [closing] b = w_perp . u_perp = 70.01 >= 0: moving away from the "
                     "axis: no contact  <- decides\n"),
            std::string::npos)
      << out;
  EXPECT_EQ(LastLine(out), "verdict: no contact (expected: no contact)");
}

}  // namespace

namespace {

// The octree explains its --check rays ("ray N" and "nearest", a row of its
// table): at each step the table checks (0 and 120), the walk from the root
// cell, the region [-20, 20]^3, and brute force's answer, which must be the
// walk's.
TEST(ExplainCli, AnOctreeRayWalkedFromTheRootAtBothCheckedSteps) {
  const auto run = RunApp({"--explain", "--sample", "octree", "--pair", "ray 3,nearest"});
  ASSERT_EQ(run.status, 0) << run.err;
  const std::string out = run.out;
  EXPECT_EQ(out.rfind("hit of ray 3 and nearest (expected: ", 0), 0u) << out;
  const std::string root =
      "\noctree:\n  1. [cell 0] cell 0 (depth 0) [(-20.00, -20.00, -20.00) .. (20.00, 20.00, "
      "20.00)]: entered; it holds ";
  const auto first = out.find(root);
  ASSERT_NE(first, std::string::npos) << out;
  EXPECT_NE(out.find(root, first + 1), std::string::npos) << "one walk a step checked\n" << out;
  EXPECT_NE(out.find("\nA is ray 3 at step 0, B is the nearest shape\n"), std::string::npos);
  EXPECT_NE(out.find("\nA is ray 3 at step 120, B is the nearest shape\n"), std::string::npos);
  // Each verdict: the walk's answer and brute force's, the same.
  std::istringstream lines(out);
  int verdicts = 0;
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("verdict: octree: ", 0) != 0)
      continue;
    ++verdicts;
    const auto brute = line.find("; brute-force: ");
    ASSERT_NE(brute, std::string::npos) << line;
    const std::string walked = line.substr(17, brute - 17);
    EXPECT_EQ(line.compare(brute + 15, walked.size(), walked), 0) << line;
  }
  EXPECT_EQ(verdicts, 2);
}

TEST(ExplainCli, AnOctreeRayThatIsNotThereIsNamed) {
  ExpectRefused({"--explain", "--sample", "octree", "--pair", "ray 99,nearest"},
                "Error: no \"ray 99\" here; octree explains its --check rays, ray 0 to ray 23");
  ExpectRefused({"--explain", "--sample", "octree", "--pair", "ray 3,far"},
                "a ray's row here is \"ray 3\" and \"nearest\"");
  ExpectRefused(
      {"--explain", "--sample", "octree", "--pair", "ray 3,nearest", "--algorithm", "bvh"},
      "no algorithm \"bvh\" answers hit for ray 3 at step 0; it has octree, brute-force");
}

}  // namespace
