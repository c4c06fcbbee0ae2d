// What a plugin prints reaches the app's stderr a line at a time, prefixed
// with its name, with control characters escaped (plugin_output.h).
#include "harness/plugins/plugin_output.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>

namespace harness::plugins {
namespace plugin_output_test {
namespace {

TEST(EscapeControlCharacters, WritesEachControlCharacterAsAnEscapeAndKeepsTheRest) {
  EXPECT_EQ(EscapeControlCharacters("plain text, UTF-8 \xc3\xa9"), "plain text, UTF-8 \xc3\xa9");
  EXPECT_EQ(EscapeControlCharacters("a\tb\rc\nd"), "a\\tb\\rc\\nd");
  EXPECT_EQ(EscapeControlCharacters("\x1b[2J\x07\x7f"), "\\x1b[2J\\x07\\x7f");
  EXPECT_EQ(EscapeControlCharacters(std::string("nul\0end", 7)), "nul\\x00end");
  // A backslash the plugin printed cannot pass for an escape of ours.
  EXPECT_EQ(EscapeControlCharacters("\\x1b"), "\\\\x1b");
}

// What `output` wrote to its sink.
std::string Written(std::FILE* sink) {
  std::fflush(sink);
  std::rewind(sink);
  std::string text;
  char buffer[256];
  while (const std::size_t got = std::fread(buffer, 1, sizeof buffer, sink)) {
    text.append(buffer, got);
  }
  return text;
}

TEST(PluginOutput, PassesOnWholeLinesPrefixedAndTheRestWhenTheHelperEnds) {
  std::FILE* sink = std::tmpfile();
  ASSERT_NE(sink, nullptr);
  {
    PluginOutput output(sink);
    output.set_label("mine");
    output.Take("first li");
    EXPECT_EQ(Written(sink), "") << "half a line waits for its end";
    output.Take("ne\nsecond\x1b[31m\nthird, unended");
    EXPECT_EQ(Written(sink), "[plugin mine] first line\n[plugin mine] second\\x1b[31m\n");
    output.Drain(true);  // no pipe: only what is left
    EXPECT_EQ(Written(sink),
              "[plugin mine] first line\n[plugin mine] second\\x1b[31m\n"
              "[plugin mine] third, unended\n");
  }
  std::fclose(sink);
}

TEST(PluginOutput, ALineThatNeverEndsIsPassedOnInPieces) {
  std::FILE* sink = std::tmpfile();
  ASSERT_NE(sink, nullptr);
  PluginOutput output(sink);
  output.set_label("chatty");
  output.Take(std::string(PluginOutput::kMaxLine * 2 + 10, 'x'));
  const std::string piece = "[plugin chatty] " + std::string(PluginOutput::kMaxLine, 'x') + "\n";
  EXPECT_EQ(Written(sink), piece + piece);
  std::fclose(sink);
}

}  // namespace
}  // namespace plugin_output_test
}  // namespace harness::plugins
