// --shard K/N and --merge DIR... on the command line, and the slices they
// take (collide/hunt/shard.h): every value checked against slices worked
// out by hand, or against a count over every item written here.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "collide/hunt/shard.h"
#include "harness/runners/check_runner.h"
#include "harness/runners/command_line.h"
#include "harness/scale_out/shard_argument.h"

namespace harness {
namespace shard_option_test {
namespace {

TEST(ShardOption, IsReadAsKOfN) {
  const ParsedCommandLine parsed = ParseCommandLine({"--hunt", "box-box", "--shard", "2/3"});
  ASSERT_EQ(parsed.error, "");
  EXPECT_EQ(parsed.options.shard, 2);
  EXPECT_EQ(parsed.options.shards, 3);
  EXPECT_TRUE(parsed.options.shard_given);
  const ParsedCommandLine whole = ParseCommandLine({"--hunt", "box-box"});
  EXPECT_EQ(whole.options.shard, 1);
  EXPECT_EQ(whole.options.shards, 1);
  EXPECT_FALSE(whole.options.shard_given);
  EXPECT_EQ(ParseCommandLine({"--check", "--scene", "s", "--shard=1/1"}).error, "");
}

TEST(ShardOption, ABadShardIsRefusedNamingWhatWasGiven) {
  for (const char* bad : {"0/3", "4/3", "a/b", "3", "", "/", "1/", "/3", "1/0", "-1/3", "1/3/5",
                          "1.5/3", " 1/3", "1/100001"}) {
    const ParsedCommandLine parsed = ParseCommandLine({"--hunt", "box-box", "--shard", bad});
    EXPECT_EQ(parsed.error,
              "option --shard needs K/N, the K-th of N shards, with 1 <= K <= N <= 100000, got \"" +
                  std::string(bad) + "\"")
        << bad;
  }
}

TEST(ShardOption, GoesWithTheHuntAndWithCheckOverScenesOnly) {
  EXPECT_EQ(ParseCommandLine({"--check", "--shard", "1/2"}).error,
            "--shard with --check slices its scenes: give --scene FILE or FOLDER");
  EXPECT_EQ(ParseCommandLine({"--shard", "1/2"}).error,
            "--shard goes with --hunt (a slice of its cases) or --check (a slice of its scenes)");
  EXPECT_NE(ParseCommandLine({"--bench", "--shard", "1/2"}).error, "");
}

TEST(MergeOption, TakesEveryFolderUpToTheNextOption) {
  const ParsedCommandLine parsed =
      ParseCommandLine({"--merge", "a", "b", "c", "--hunt-out", "out"});
  ASSERT_EQ(parsed.error, "");
  EXPECT_EQ(parsed.options.merge, (std::vector<std::string>{"a", "b", "c"}));
  EXPECT_EQ(parsed.options.hunt_out, "out");
  EXPECT_EQ(ParseCommandLine({"--merge"}).error, "option --merge needs a value");
}

TEST(MergeOption, NeedsHuntOutAndRunsOnItsOwn) {
  EXPECT_EQ(ParseCommandLine({"--merge", "a"}).error,
            "--merge DIR... needs --hunt-out OUT (the folder the merged findings go to)");
  for (const std::vector<std::string>& other :
       {std::vector<std::string>{"--hunt", "box-box"}, std::vector<std::string>{"--seed", "3"},
        std::vector<std::string>{"--shard", "1/2"}, std::vector<std::string>{"--check"}}) {
    std::vector<std::string> args = {"--merge", "a", "--hunt-out", "o"};
    args.insert(args.end(), other.begin(), other.end());
    EXPECT_NE(ParseCommandLine(args).error, "") << other[0];
  }
}

// 10 items in 3 shards: floor(10/3) = 3, floor(20/3) = 6.
TEST(ShardSlice, CutsAtFloorOfKTimesItemsOverN) {
  const collide::ItemSlice first = collide::ShardSlice(10, {1, 3});
  const collide::ItemSlice second = collide::ShardSlice(10, {2, 3});
  const collide::ItemSlice third = collide::ShardSlice(10, {3, 3});
  EXPECT_EQ(first.begin, 0);
  EXPECT_EQ(first.end, 3);
  EXPECT_EQ(second.begin, 3);
  EXPECT_EQ(second.end, 6);
  EXPECT_EQ(third.begin, 6);
  EXPECT_EQ(third.end, 10);
  // Fewer items than shards: 2 in 3, floor(2/3) = 0, floor(4/3) = 1.
  EXPECT_EQ(collide::ShardSlice(2, {1, 3}).end, 0);
  EXPECT_EQ(collide::ShardSlice(2, {2, 3}).end, 1);
  EXPECT_EQ(collide::ShardSlice(2, {3, 3}).begin, 1);
  // A hunt's largest: 100 million cases in the most shards, no overflow.
  EXPECT_EQ(collide::ShardSlice(100'000'000, {100000, 100000}).begin, 99'999'000);
  EXPECT_EQ(collide::ShardSlice(100'000'000, {100000, 100000}).end, 100'000'000);
}

// Every item in exactly one shard, the shards in order, for every count of
// items to 60 and of shards to 13: counted item by item.
TEST(ShardSlice, EveryItemIsInExactlyOneShardInOrder) {
  for (int items = 0; items <= 60; ++items) {
    for (int n = 1; n <= 13; ++n) {
      std::vector<int> taken(static_cast<std::size_t>(items), 0);
      std::int64_t next = 0;
      for (int k = 1; k <= n; ++k) {
        const collide::ItemSlice slice = collide::ShardSlice(items, {k, n});
        ASSERT_EQ(slice.begin, next) << items << " " << k << "/" << n;
        ASSERT_LE(slice.end, items) << items << " " << k << "/" << n;
        ASSERT_LE(slice.end - slice.begin, items / n + 1);
        ASSERT_GE(slice.end - slice.begin, items / n);
        for (std::int64_t i = slice.begin; i < slice.end; ++i) {
          ++taken[static_cast<std::size_t>(i)];
        }
        next = slice.end;
      }
      ASSERT_EQ(next, items);
      for (const int count : taken) {
        ASSERT_EQ(count, 1);
      }
    }
  }
}

TEST(ShardOfScenes, TakesTheKthContiguousSliceInTheOrderGiven) {
  const std::vector<std::string> files = {"a.json", "b.json", "c.json", "d.json", "e.json"};
  // 5 in 2: floor(5/2) = 2.
  EXPECT_EQ(ShardOfScenes(files, {1, 2}), (std::vector<std::string>{"a.json", "b.json"}));
  EXPECT_EQ(ShardOfScenes(files, {2, 2}), (std::vector<std::string>{"c.json", "d.json", "e.json"}));
  EXPECT_EQ(ShardOfScenes(files, {1, 1}), files);
  EXPECT_EQ(ShardOfScenes(files, {1, 6}), std::vector<std::string>{});
  EXPECT_EQ(ShardOfScenes(files, {6, 6}), (std::vector<std::string>{"e.json"}));
}

}  // namespace
}  // namespace shard_option_test
}  // namespace harness
