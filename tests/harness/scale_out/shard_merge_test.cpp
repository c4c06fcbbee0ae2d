// --merge's parts (shard_merge.h, hunt_shard_summary.h): the shards' counts
// summed and the earliest shard's finding kept, the set of shards refused
// with the folder named when it is not one run's, a summary read back as
// written; every expectation worked out by hand.
#include "harness/scale_out/shard_merge.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "harness/scale_out/hunt_shard_summary.h"
#include "harness/scene/json_reader.h"

namespace harness {
namespace hunt_merge_test {
namespace {

const std::string kHeading =
    "box-box intersects: sat (collision-lab) vs corner-volume (collision-lab)";

ShardSummary Shard(int k, int n, long long cases, long long disagreements, long long first_case) {
  ShardSummary summary;
  summary.hunt = "box-box";
  summary.command = "collision-lab --hunt box-box --cases 30 --seed 5";
  summary.seed = 5;
  summary.cases = 30;
  summary.shard = {k, n};
  summary.exit_status = first_case >= 0 ? 1 : 0;
  summary.pairs.push_back({kHeading, cases, disagreements, first_case,
                           first_case >= 0 ? "box-box-intersects-sat-vs-corner-volume.json" : "",
                           ""});
  return summary;
}

TEST(HuntMerge, SumsTheCountsAndKeepsTheEarliestShardsFinding) {
  // Shard 1 found nothing in cases 0..9; shards 2 and 3 each did.
  const std::vector<ShardSummary> shards = {Shard(1, 3, 10, 0, -1), Shard(2, 3, 10, 4, 13),
                                            Shard(3, 3, 10, 2, 21)};
  const std::vector<MergedPair> merged = MergeShardPairs(shards);
  ASSERT_EQ(merged.size(), 1u);
  EXPECT_EQ(merged[0].heading, kHeading);
  EXPECT_EQ(merged[0].cases_tried, 30);
  EXPECT_EQ(merged[0].disagreements, 6);
  EXPECT_EQ(merged[0].finding_from, 1);
  const std::vector<MergedPair> none =
      MergeShardPairs({Shard(1, 2, 15, 0, -1), Shard(2, 2, 15, 0, -1)});
  ASSERT_EQ(none.size(), 1u);
  EXPECT_EQ(none[0].finding_from, -1);
  EXPECT_EQ(none[0].cases_tried, 30);
}

TEST(HuntMerge, OneRunsShardsInAnyOrderAreAccepted) {
  EXPECT_EQ(
      ShardSetProblem({Shard(3, 3, 10, 0, -1), Shard(1, 3, 10, 0, -1), Shard(2, 3, 10, 0, -1)},
                      {"c", "a", "b"}),
      "");
}

TEST(HuntMerge, ShardsOfAnotherRunAreRefusedNamingTheFolder) {
  ShardSummary other_seed = Shard(2, 2, 15, 0, -1);
  other_seed.seed = 6;
  EXPECT_EQ(ShardSetProblem({Shard(1, 2, 15, 0, -1), other_seed}, {"s1", "s2"}),
            "--merge: s2 hunted from seed 6, s1 from seed 5: not shards of one hunt");
  EXPECT_EQ(ShardSetProblem({Shard(1, 2, 15, 0, -1), Shard(2, 3, 10, 0, -1)}, {"s1", "s2"}),
            "--merge: s2 is shard 2/3, s1 shard 1/2: not shards of one hunt");
  ShardSummary other_cases = Shard(2, 2, 15, 0, -1);
  other_cases.command = "collision-lab --hunt box-box --cases 40 --seed 5";
  EXPECT_EQ(ShardSetProblem({Shard(1, 2, 15, 0, -1), other_cases}, {"s1", "s2"}),
            "--merge: s2 is a shard of `collision-lab --hunt box-box --cases 40 --seed 5`, s1 of "
            "`collision-lab --hunt box-box --cases 30 --seed 5`: not shards of one hunt");
  ShardSummary other_pairs = Shard(2, 2, 15, 0, -1);
  other_pairs.pairs[0].heading = "box-box intersects: sat (collision-lab) vs mine (mine)";
  EXPECT_NE(ShardSetProblem({Shard(1, 2, 15, 0, -1), other_pairs}, {"s1", "s2"})
                .find("--merge: s2 compared other pairs of algorithms than s1"),
            std::string::npos);
}

TEST(HuntMerge, ARepeatedOrMissingShardIsRefused) {
  EXPECT_EQ(
      ShardSetProblem({Shard(1, 3, 10, 0, -1), Shard(2, 3, 10, 0, -1), Shard(2, 3, 10, 0, -1)},
                      {"s1", "s2", "again"}),
      "--merge: s2 and again are both shard 2/3");
  EXPECT_EQ(ShardSetProblem({Shard(1, 3, 10, 0, -1), Shard(3, 3, 10, 0, -1)}, {"s1", "s3"}),
            "--merge: shard 2/3 is missing (no folder given holds it; 2 of 3 given)");
}

TEST(HuntMerge, TheShardArgumentIsTakenOutOfAFindingsCommandOnce) {
  std::string bytes = R"({"description": "found by collision-lab --hunt box-box --cases 30 )"
                      R"(--seed 5 --shard 2/3; ..."})";
  ASSERT_TRUE(WithoutShardArgument(bytes, {2, 3}));
  EXPECT_EQ(bytes,
            R"({"description": "found by collision-lab --hunt box-box --cases 30 --seed 5; ..."})");
  EXPECT_FALSE(WithoutShardArgument(bytes, {2, 3}));
  std::string other = "--cases 30 --shard 1/3";
  EXPECT_FALSE(WithoutShardArgument(other, {2, 3}));
}

// Shard(2, 3, 10, 4, 13)'s summary, as docs/scale-out.md shows it.
const char* const kWrittenSummary = R"json({
  "format": "collision-lab-hunt-shard/1",
  "hunt": "box-box",
  "command": "collision-lab --hunt box-box --cases 30 --seed 5",
  "seed": 5,
  "cases": 30,
  "shard": 2,
  "shards": 3,
  "exit_status": 1,
  "nothing_to_compare": "",
  "pairs": [
    {
      "heading": "box-box intersects: sat (collision-lab) vs corner-volume (collision-lab)",
      "cases_tried": 10,
      "disagreements": 4,
      "first_case": 13,
      "file": "box-box-intersects-sat-vs-corner-volume.json",
      "file_error": ""
    }
  ]
}
)json";

TEST(HuntShardSummary, IsWrittenAsThisJsonAndReadBack) {
  ShardSummary summary = Shard(2, 3, 10, 4, 13);
  summary.pairs[0].file_error = "";
  const std::string written = WriteShardSummary(summary);
  EXPECT_EQ(written, kWrittenSummary);

  const ShardSummary back = ReadShardSummary(written, "s2/hunt-shard.summary");
  EXPECT_EQ(back.hunt, "box-box");
  EXPECT_EQ(back.command, summary.command);
  EXPECT_EQ(back.seed, 5u);
  EXPECT_EQ(back.cases, 30);
  EXPECT_EQ(back.shard.index, 2);
  EXPECT_EQ(back.shard.count, 3);
  EXPECT_EQ(back.exit_status, 1);
  ASSERT_EQ(back.pairs.size(), 1u);
  EXPECT_EQ(back.pairs[0].heading, kHeading);
  EXPECT_EQ(back.pairs[0].cases_tried, 10);
  EXPECT_EQ(back.pairs[0].disagreements, 4);
  EXPECT_EQ(back.pairs[0].first_case, 13);
  EXPECT_EQ(back.pairs[0].file, "box-box-intersects-sat-vs-corner-volume.json");
}

TEST(HuntShardSummary, AnotherFormatOrAMissingKeyIsRefusedNamingTheFile) {
  EXPECT_THROW(ReadShardSummary(R"({"format": "collision-lab-hunt-shard/2"})", "f"), InputError);
  try {
    ReadShardSummary(R"({"format": "collision-lab-hunt-shard/1", "hunt": "box-box"})", "s/f");
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_EQ(e.file(), "s/f");
    EXPECT_NE(std::string(e.what()).find("\"command\""), std::string::npos) << e.what();
  }
  EXPECT_THROW(ReadShardSummary("not json", "f"), InputError);
  // A K past N, and an N past --shard's limit (a hostile file's 2^31 would
  // be a vector of 2^31 entries).
  std::string past = WriteShardSummary(Shard(2, 3, 10, 0, -1));
  past.replace(past.find("\"shard\": 2"), 10, "\"shard\": 4");
  EXPECT_THROW(ReadShardSummary(past, "f"), InputError);
  std::string huge = WriteShardSummary(Shard(2, 3, 10, 0, -1));
  huge.replace(huge.find("\"shards\": 3"), 11, "\"shards\": 100001");
  EXPECT_THROW(ReadShardSummary(huge, "f"), InputError);
  huge.replace(huge.find("100001"), 6, "100000");
  EXPECT_NO_THROW(ReadShardSummary(huge, "f"));
}

}  // namespace
}  // namespace hunt_merge_test
}  // namespace harness
