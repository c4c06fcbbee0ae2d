// The browser's Scenes list: headers read from the start of a file, which
// files are listed for a sample, and where the shipped scenes are found.
#include "harness/scene/scene_list.h"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>

namespace harness {
namespace scene_list_test {
namespace {
namespace fs = std::filesystem;

// A fresh directory under the test's temporary directory.
class TempDir {
 public:
  explicit TempDir(const std::string& name)
      : path_(fs::path(::testing::TempDir()) / ("scene_list_" + name)) {
    fs::remove_all(path_);
    fs::create_directories(path_);
  }
  ~TempDir() { fs::remove_all(path_); }
  const fs::path& path() const { return path_; }
  void Write(const std::string& name, const std::string& text) const {
    std::ofstream(path_ / name) << text;
  }

 private:
  fs::path path_;
};

EnvLookup Env(std::map<std::string, std::string> vars) {
  return [vars = std::move(vars)](const char* name) -> std::optional<std::string> {
    const auto it = vars.find(name);
    return it == vars.end() ? std::nullopt : std::optional<std::string>(it->second);
  };
}

std::vector<std::string> Names(const std::vector<SceneListEntry>& entries) {
  std::vector<std::string> names;
  for (const SceneListEntry& entry : entries) {
    names.push_back(entry.name);
  }
  return names;
}

TEST(SceneHeader, ReadsSampleAndTitleInEitherOrder) {
  auto header = ParseSceneHeader(R"({"format": "f", "sample": "box-box", "title": "T"})");
  ASSERT_TRUE(header);
  EXPECT_EQ(header->sample, "box-box");
  EXPECT_EQ(header->title, "T");
  header = ParseSceneHeader(R"({"title": "T", "sample": "box-box", "shapes": []})");
  ASSERT_TRUE(header);
  EXPECT_EQ(header->title, "T");
}

TEST(SceneHeader, StopsAtTheShapesOnceTheSampleIsKnown) {
  // What follows the first array need not even be JSON: it is not read.
  const auto header =
      ParseSceneHeader(R"({"sample": "playground", "shapes": [1, 2,,, "title": "late")");
  ASSERT_TRUE(header);
  EXPECT_EQ(header->sample, "playground");
  EXPECT_EQ(header->title, "");
}

TEST(SceneHeader, TakesOnlyTheTopLevelSample) {
  const auto header =
      ParseSceneHeader(R"({"shapes": [{"sample": "inner"}], "sample": "sphere-sphere"})");
  ASSERT_TRUE(header);
  EXPECT_EQ(header->sample, "sphere-sphere");
}

TEST(SceneHeader, RefusesWhatHasNoSampleString) {
  EXPECT_FALSE(ParseSceneHeader(""));
  EXPECT_FALSE(ParseSceneHeader("not json"));
  EXPECT_FALSE(ParseSceneHeader(R"(["sample", "box-box"])"));
  EXPECT_FALSE(ParseSceneHeader(R"({"sample": 3})"));
  EXPECT_FALSE(ParseSceneHeader(R"({"format": "collision-lab-scene/1"})"));
  EXPECT_FALSE(ParseSceneHeader(R"("sample")"));
}

TEST(ListScenes, ListsTheSamplesJsonFilesByName) {
  const TempDir dir("list");
  dir.Write("b.json", R"({"sample": "sphere-sphere", "title": "B"})");
  dir.Write("a.json", R"({"sample": "sphere-sphere"})");
  dir.Write("other.json", R"({"sample": "box-box"})");
  dir.Write("notes.txt", R"({"sample": "sphere-sphere"})");
  dir.Write("broken.json", "{\"sam");
  fs::create_directory(dir.path() / "dir.json");
  const auto entries = ListScenes(dir.path(), "sphere-sphere");
  EXPECT_EQ(Names(entries), (std::vector<std::string>{"a.json", "b.json"}));
  EXPECT_EQ(entries[1].title, "B");
  EXPECT_EQ(entries[1].path, dir.path() / "b.json");
  EXPECT_TRUE(ListScenes(dir.path() / "missing", "sphere-sphere").empty());
}

TEST(ListScenes, FindsTheShippedSphereSphereScenes) {
  const fs::path shipped = fs::path(COLLISION_LAB_SOURCE_DIR) / "assets" / "scenes";
  EXPECT_EQ(Names(ListScenes(shipped, "sphere-sphere")),
            (std::vector<std::string>{"sphere_sphere_edge_cases.json", "sphere_sphere_seed.json"}));
}

TEST(ShippedScenesDirectory, TakesTheFirstThatExists) {
  const TempDir root("shipped");
  const fs::path exe_dir = root.path() / "build";
  fs::create_directories(exe_dir);
  // Nothing beside the executable or above it: the source tree.
  EXPECT_EQ(ShippedScenesDirectory(Env({}), exe_dir),
            (fs::path(COLLISION_LAB_SOURCE_DIR) / "assets" / "scenes").lexically_normal());
  // A build directory inside a checkout.
  fs::create_directories(root.path() / "assets" / "scenes");
  EXPECT_EQ(ShippedScenesDirectory(Env({}), exe_dir), root.path() / "assets" / "scenes");
  // An install: beside the executable.
  fs::create_directories(exe_dir / "assets" / "scenes");
  EXPECT_EQ(ShippedScenesDirectory(Env({}), exe_dir), exe_dir / "assets" / "scenes");
  // The variable first; one that names no directory is passed over.
  const fs::path own = root.path() / "mine";
  fs::create_directories(own);
  EXPECT_EQ(ShippedScenesDirectory(Env({{"COLLISION_LAB_SCENE_DIR", own.string()}}), exe_dir), own);
  EXPECT_EQ(ShippedScenesDirectory(
                Env({{"COLLISION_LAB_SCENE_DIR", (root.path() / "no").string()}}), exe_dir),
            exe_dir / "assets" / "scenes");
}

TEST(ShippedScenesDirectory, FindsAnInstallsShareFolderWhereverThePrefixIs) {
  const TempDir root("installed");
  const fs::path bin = root.path() / "moved-prefix" / "bin";
  fs::create_directories(bin);
  const fs::path share = root.path() / "moved-prefix" / "share" / "collision-lab" / "assets";
  fs::create_directories(share / "scenes");
  EXPECT_EQ(ShippedScenesDirectory(Env({}), bin), share / "scenes");
}

TEST(SceneCatalog, ListsAgainWhenTheSampleOrADirectoryChanges) {
  const TempDir shipped("catalog_shipped");
  const TempDir saved("catalog_saved");
  shipped.Write("s.json", R"({"sample": "box-box"})");
  saved.Write("mine.json", R"({"sample": "box-box"})");
  SceneCatalog catalog;
  catalog.Update("box-box", shipped.path(), saved.path());
  EXPECT_EQ(Names(catalog.shipped()), std::vector<std::string>{"s.json"});
  EXPECT_EQ(Names(catalog.saved()), std::vector<std::string>{"mine.json"});

  // A case saved from the app: a new file, so the directory's time moves
  // (set by hand: two writes within a clock tick would share a time).
  saved.Write("new.json", R"({"sample": "box-box"})");
  fs::last_write_time(saved.path(), fs::last_write_time(saved.path()) + std::chrono::seconds(5));
  catalog.Update("box-box", shipped.path(), saved.path());
  EXPECT_EQ(Names(catalog.saved()), (std::vector<std::string>{"mine.json", "new.json"}));

  catalog.Update("sphere-sphere", shipped.path(), saved.path());
  EXPECT_TRUE(catalog.shipped().empty());
  EXPECT_TRUE(catalog.saved().empty());

  // No saved directory yet (nothing saved), or none at all (no HOME).
  catalog.Update("box-box", shipped.path(), saved.path() / "missing");
  EXPECT_TRUE(catalog.saved().empty());
  catalog.Update("box-box", shipped.path(), "");
  EXPECT_EQ(Names(catalog.shipped()), std::vector<std::string>{"s.json"});
  EXPECT_TRUE(catalog.saved().empty());
}

TEST(SceneCatalog, ListsAFileOnceWhenSavedScenesAreTheShippedOnes) {
  const TempDir dir("catalog_same");
  dir.Write("s.json", R"({"sample": "box-box"})");
  SceneCatalog catalog;
  catalog.Update("box-box", dir.path(), dir.path());
  EXPECT_EQ(catalog.shipped().size(), 1u);
  EXPECT_TRUE(catalog.saved().empty());
}

}  // namespace
}  // namespace scene_list_test
}  // namespace harness
