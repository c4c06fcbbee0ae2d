// Replays, in the normal suite, every input the scene-loader fuzzer crashed
// on (fuzz/regressions/, each minimised), and its seed corpus
// (assets/scenes/), through the fuzz target's own entry point. Under the
// sanitized suite a regression is an ASan/UBSan report, not just a crash.
// Each `refused_*` input must be refused for its own reason: the error names
// the place in the file (a JSON path, or a line and column) and the problem,
// as the table below writes them out.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

#include "fuzz/fuzz_scene.h"

namespace fuzz_regression_test {
namespace {

namespace fs = std::filesystem;

std::vector<fs::path> FilesIn(const fs::path& dir, bool json_only) {
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(dir)) {
    if (entry.is_regular_file() && entry.path().filename() != "README.md" &&
        (!json_only || entry.path().extension() == ".json")) {
      files.push_back(entry.path());
    }
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::string Read(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

bool Replay(const std::string& bytes, const std::string& path = "fuzz.json") {
  return robustness::LoadFuzzedScene(reinterpret_cast<const std::uint8_t*>(bytes.data()),
                                     bytes.size(), path);
}

// The error the loader answers the bytes with, by the same steps as the fuzz
// entry point (parse, the sample loads the scene, checks it); nullopt when
// it takes them.
std::optional<harness::InputError> RefusalOf(const std::string& bytes) {
  try {
    const harness::Scene scene = harness::ParseSampleScene(bytes, "fuzz.json");
    const harness::SampleInfo* info = harness::SampleRegistry::Get().Find(scene.sample);
    if (info == nullptr) {
      ADD_FAILURE() << "ParseSampleScene let an unknown sample through: " << scene.sample;
      return std::nullopt;
    }
    harness::HeadlessHost host;
    host.log().set_echo_to_console(false);
    const auto sample = info->create(host);
    sample->LoadScene(scene);
    sample->Check();
    return std::nullopt;
  } catch (const harness::InputError& error) {
    return error;
  }
}

const fs::path kSource = COLLISION_LAB_SOURCE_DIR;
const fs::path kRegressions = kSource / "tests/robustness/fuzz/regressions";

// "$[0][0]...": where the 65th level of nesting opens.
std::string NestedPath(int levels) {
  std::string path = "$";
  for (int i = 0; i < levels; ++i) {
    path += "[0]";
  }
  return path;
}

// Why each refused_* input is refused: where in the file, and what the
// problem says (a part of it that names the fault; the rest may be worded
// anew). Every refused_* file has a row, every row a file.
struct Refusal {
  std::string file;
  std::string where;
  std::vector<std::string> problem;  // each must appear in the problem
};

const std::vector<Refusal>& Refusals() {
  static const std::vector<Refusal> kRefusals = {
      // The same pair and algorithm expected twice (here with opposite
      // outcomes): the second names the first.
      {"refused_contradictory_expectations.json", "expect[1]", {"expect[0]", "(\"a\", \"b\")"}},
      {"refused_deep_nesting.json", NestedPath(64), {"nesting deeper than 64 levels"}},
      {"refused_duplicate_key.json", "sample", {"duplicate key \"sample\""}},
      {"refused_exponent_overflow.json",
       "shapes[0].center[2]",
       {"1e999", "is not finite once parsed"}},
      // The NUL is the 35th byte: the JSON ends there, so the message says
      // where, not "unexpected end of input".
      {"refused_nul_byte_ends_input_early.json",
       "line 1, column 35",
       {"malformed JSON", "a NUL byte"}},
      // A radius of 1e200 squares to infinity: refused at the radius, before
      // any test could answer "intersects" from inf <= inf.
      {"refused_squares_overflow_to_a_false_hit.json",
       "shapes[0].radius",
       {"1e+200", "above 1e+15", "overflow"}},
      // A normal of length 1e-320 is no direction; normalised it would make
      // NaNs that compare as "no contact".
      {"refused_underflowing_normal_passed_as_no_contact.json",
       "shapes[0].normal",
       {"is a direction", "length of at least 1e-09"}},
      // The whole file is wrong: no place in it is named.
      {"refused_utf16.json", "", {"UTF-16", "save it as UTF-8"}},
  };
  return kRefusals;
}

TEST(FuzzRegressions, EveryKeptInputIsHandledQuickly) {
  const std::vector<fs::path> kept = FilesIn(kRegressions, false);
  // At least every refused input of the table below; crash inputs may join.
  ASSERT_GE(kept.size(), Refusals().size());
  for (const fs::path& file : kept) {
    const auto start = std::chrono::steady_clock::now();
    const bool accepted = Replay(Read(file));
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_LT(seconds, 5.0) << file;
    // A crash input may load or be refused; one the loader once answered
    // wrongly must be refused.
    if (file.filename().string().starts_with("refused_")) {
      EXPECT_FALSE(accepted) << file << " was accepted";
    }
  }
}

TEST(FuzzRegressions, EveryRefusedInputHasItsReasonWrittenOut) {
  std::vector<std::string> on_disk;
  for (const fs::path& file : FilesIn(kRegressions, false)) {
    if (file.filename().string().starts_with("refused_")) {
      on_disk.push_back(file.filename().string());
    }
  }
  std::vector<std::string> in_table;
  for (const Refusal& r : Refusals()) {
    in_table.push_back(r.file);
  }
  std::sort(in_table.begin(), in_table.end());
  EXPECT_EQ(on_disk, in_table) << "a refused_* file without a row below, or a row without a file";
}

TEST(FuzzRegressions, EveryRefusedInputIsRefusedForItsOwnReason) {
  ASSERT_EQ(Refusals().size(), 8u);
  for (const Refusal& r : Refusals()) {
    SCOPED_TRACE(r.file);
    const fs::path path = kRegressions / r.file;
    ASSERT_TRUE(fs::is_regular_file(path));
    const std::optional<harness::InputError> error = RefusalOf(Read(path));
    ASSERT_TRUE(error.has_value()) << "accepted";
    EXPECT_EQ(error->file(), "fuzz.json");
    EXPECT_EQ(error->where(), r.where) << error->what();
    ASSERT_FALSE(r.problem.empty());
    for (const std::string& part : r.problem) {
      EXPECT_NE(error->problem().find(part), std::string::npos)
          << "\"" << part << "\" not in: " << error->problem();
    }
    // The whole message, as the user reads it: file, place, problem.
    const std::string expected_start =
        r.where.empty() ? "fuzz.json: " : "fuzz.json: " + r.where + ": ";
    EXPECT_TRUE(std::string(error->what()).starts_with(expected_start)) << error->what();
  }
}

TEST(FuzzRegressions, SeedCorpusLoadsThroughTheFuzzEntryPoint) {
  const std::vector<fs::path> seeds = FilesIn(kSource / "assets/scenes", true);
  // The fourteen scenes shipped today, at least: a scene dropped (or a
  // directory not read) fails here rather than leaving less to replay.
  ASSERT_GE(seeds.size(), 14u);
  for (const fs::path& file : seeds) {
    EXPECT_TRUE(Replay(Read(file), file.string())) << file;
  }
}

}  // namespace
}  // namespace fuzz_regression_test
