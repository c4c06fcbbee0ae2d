// Every sample the project ships, pinned: tests/shipped_samples.txt lists
// their ids, written out by hand, and the registry and `collision-lab --list`
// must name exactly those, each once. Dropping a sample from the registry or
// from --list fails here, and so does adding one without adding it to the
// list. window.every_sample_a_share_of_3000_frames reads the same file.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "harness/sample_api/sample_registry.h"
#include "run_app.h"

namespace shipped_samples_test {
namespace {

using cli_testing::RunApp;

const std::string kShippedList =
    std::string(COLLISION_LAB_SOURCE_DIR) + "/tests/shipped_samples.txt";

// The ids in tests/shipped_samples.txt, in its order: one a line, blank lines
// and # comments skipped.
std::vector<std::string> ShippedIds() {
  std::ifstream in(kShippedList);
  EXPECT_TRUE(in) << "cannot read " << kShippedList;
  std::vector<std::string> ids;
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') {
      line.pop_back();
    }
    if (!line.empty() && line[0] != '#') {
      ids.push_back(line);
    }
  }
  return ids;
}

// Each id with how many times it occurs, so a duplicate shows.
std::map<std::string, int> Counted(const std::vector<std::string>& ids) {
  std::map<std::string, int> counts;
  for (const std::string& id : ids) {
    ++counts[id];
  }
  return counts;
}

std::map<std::string, int> Once(const std::vector<std::string>& ids) {
  std::map<std::string, int> counts;
  for (const std::string& id : ids) {
    counts[id] = 1;
  }
  return counts;
}

TEST(ShippedSamples, TheWrittenOutListNamesEachIdOnce) {
  const std::vector<std::string> shipped = ShippedIds();
  // Today's three; the file, not this number, is what the other tests use.
  ASSERT_GE(shipped.size(), 3u) << kShippedList;
  EXPECT_EQ(Counted(shipped), Once(shipped)) << "an id is listed twice in " << kShippedList;
  for (const std::string& id : shipped) {
    EXPECT_EQ(id.find_first_of(" \t"), std::string::npos) << "\"" << id << "\"";
  }
}

TEST(ShippedSamples, TheRegistryHoldsExactlyTheShippedSamples) {
  const std::vector<std::string> shipped = ShippedIds();
  ASSERT_FALSE(shipped.empty()) << kShippedList;
  std::vector<std::string> registered;
  for (const harness::SampleInfo& info : harness::SampleRegistry::Get().samples()) {
    registered.push_back(info.id);
  }
  EXPECT_EQ(registered.size(), shipped.size());
  EXPECT_EQ(Counted(registered), Once(shipped))
      << "the registry differs from " << kShippedList
      << " (a sample added, renamed or dropped without an edit there?)";
}

TEST(ShippedSamples, ListPrintsExactlyTheShippedSamples) {
  const std::vector<std::string> shipped = ShippedIds();
  ASSERT_FALSE(shipped.empty()) << kShippedList;
  const auto run = RunApp({"--list"});
  ASSERT_EQ(run.status, 0) << run.err;
  std::vector<std::string> listed;
  std::istringstream lines(run.out);
  std::string line;
  while (std::getline(lines, line)) {
    listed.push_back(line.substr(0, line.find('\t')));
  }
  EXPECT_EQ(listed.size(), shipped.size()) << run.out;
  EXPECT_EQ(Counted(listed), Once(shipped)) << "--list differs from " << kShippedList << ":\n"
                                            << run.out;
}

}  // namespace
}  // namespace shipped_samples_test
