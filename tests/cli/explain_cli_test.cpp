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
  ExpectRefused({"--explain", "--sample", "moving-balls", "--pair", "0,1"},
                "sample \"moving-balls\" has no pairs of shapes at rest to explain");
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
  const std::regex example(R"(<!-- explain: (.*?) -->\n```text\n([\s\S]*?)```)");
  int examples = 0;
  for (auto it = std::sregex_iterator(doc.begin(), doc.end(), example);
       it != std::sregex_iterator(); ++it) {
    std::vector<std::string> args{"--explain"};
    std::istringstream words((*it)[1].str());
    for (std::string word; words >> word;)
      args.push_back(word);
    const auto run = RunApp(args);
    EXPECT_EQ(run.status, 0) << (*it)[1] << ": " << run.err;
    EXPECT_EQ(run.out, (*it)[2].str())
        << (*it)[1] << " (python3 scripts/why-docs.py writes it again)";
    ++examples;
  }
  EXPECT_GE(examples, 1);
}

}  // namespace
