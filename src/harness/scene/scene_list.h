#pragma once

// The browser's "Scenes" list, with no GL and no ImGui: which scene files
// there are for a sample, shipped (assets/scenes/) and saved by the user
// (SavedScenesDirectory), and where the shipped ones are found.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "harness/scene/save_path.h"

namespace harness {

// A scene file's "sample" and "title", read without validating the rest.
struct SceneHeader {
  std::string sample;
  std::string title;  // empty when the file has none before its arrays
};

// Only this much of a file is read for its header: the writer puts "sample"
// and "title" before the shapes, so a file of thousands of shapes costs no
// more to list than a small one.
inline constexpr std::size_t kSceneHeaderBytes = 64 * 1024;

// Reads the top-level "sample" and "title" from the start of `text`,
// stopping at the first array or object once "sample" is known (a title
// after the shapes is not read); nullopt when there is no "sample" string.
// What follows may be broken: loading the file is what validates it.
std::optional<SceneHeader> ParseSceneHeader(const std::string& text);
std::optional<SceneHeader> ReadSceneHeader(const std::filesystem::path& path);

struct SceneListEntry {
  std::filesystem::path path;
  std::string name;   // the file name, as the list shows it
  std::string title;  // the tooltip
};

// The *.json files directly in `directory` whose "sample" is `sample_id`,
// by file name. A missing or unreadable directory lists nothing.
std::vector<SceneListEntry> ListScenes(const std::filesystem::path& directory,
                                       const std::string& sample_id);

// The Scenes list's two lists for the current sample, read again only when
// the sample changes or a directory does (a file saved, added or removed
// changes its directory's modification time), not every frame.
class SceneCatalog {
 public:
  void Update(const std::string& sample_id, const std::filesystem::path& shipped_dir,
              const std::filesystem::path& saved_dir);
  // Lists again at the next Update, whatever changed.
  void Invalidate() { sample_id_.clear(); }
  const std::vector<SceneListEntry>& shipped() const { return shipped_; }
  const std::vector<SceneListEntry>& saved() const { return saved_; }

 private:
  std::string sample_id_;
  std::filesystem::path shipped_dir_;
  std::filesystem::path saved_dir_;
  std::filesystem::file_time_type shipped_time_{};
  std::filesystem::file_time_type saved_time_{};
  std::vector<SceneListEntry> shipped_;
  std::vector<SceneListEntry> saved_;
};

// The directory the running executable is in (the working directory when
// /proc/self/exe cannot be read).
std::filesystem::path ExecutableDirectory();

// Where the shipped scenes are, the first of these that is a directory:
// $COLLISION_LAB_SCENE_DIR; assets/scenes beside the executable (a copied
// build); ../assets/scenes from it (a build directory inside the source
// tree, as scripts/run.sh makes); ../share/collision-lab/assets/scenes from
// it (`cmake --install`'s bin/ and share/, wherever the prefix is); the source
// tree the binary was built from. Empty when there is none.
std::filesystem::path ShippedScenesDirectory(
    const EnvLookup& env = ProcessEnv,
    const std::filesystem::path& exe_dir = ExecutableDirectory());

}  // namespace harness
