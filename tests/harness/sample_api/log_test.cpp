#include "harness/sample_api/log.h"

#include <gtest/gtest.h>

#include <string>

namespace harness {
namespace log_test {
namespace {

TEST(Log, HeapBytesCountTheEntriesAndTheTextsTooLongToStayInline) {
  Log log;
  log.set_echo_to_console(false);
  EXPECT_EQ(log.HeapBytes(), 0u);
  log.Info(std::string(100, 'a'));  // on the heap: 101 bytes with its terminator
  log.Info("short");                // inside the string object
  const std::size_t entries = log.entries().capacity() * sizeof(LogEntry);
  EXPECT_EQ(log.HeapBytes(), entries + log.entries()[0].text.capacity() + 1);
  EXPECT_GE(log.entries()[0].text.capacity(), 100u);
}

TEST(Log, KeepsTheNewest2000EntriesAndDropsTheOldestQuarterWhenFull) {
  Log log;
  log.set_echo_to_console(false);
  for (int i = 0; i < 2001; ++i) {
    log.Info(std::to_string(i));
  }
  ASSERT_EQ(log.entries().size(), 1501u);
  EXPECT_EQ(log.entries().front().text, "500");
  EXPECT_EQ(log.entries().back().text, "2000");
}

}  // namespace
}  // namespace log_test
}  // namespace harness
