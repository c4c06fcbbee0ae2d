// Replays, in the normal suite, every input the scene-loader fuzzer crashed
// on (fuzz/regressions/, each minimised), and its seed corpus
// (assets/scenes/), through the fuzz target's own entry point. Under the
// sanitized suite a regression is an ASan/UBSan report, not just a crash.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "fuzz/fuzz_scene.h"

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
  return files;
}

std::string Read(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

bool Replay(const std::string& bytes) {
  return robustness::LoadFuzzedScene(reinterpret_cast<const std::uint8_t*>(bytes.data()),
                                     bytes.size());
}

const fs::path kSource = COLLISION_LAB_SOURCE_DIR;

TEST(FuzzRegressions, EveryKeptInputIsHandledQuickly) {
  const std::vector<fs::path> kept = FilesIn(kSource / "tests/robustness/fuzz/regressions", false);
  EXPECT_FALSE(kept.empty());
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

TEST(FuzzRegressions, SeedCorpusLoadsThroughTheFuzzEntryPoint) {
  const std::vector<fs::path> seeds = FilesIn(kSource / "assets/scenes", true);
  EXPECT_FALSE(seeds.empty());
  for (const fs::path& file : seeds) {
    EXPECT_TRUE(Replay(Read(file))) << file;
  }
}

}  // namespace
