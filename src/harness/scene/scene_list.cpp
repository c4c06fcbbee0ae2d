#include "harness/scene/scene_list.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <system_error>

namespace harness {
namespace fs = std::filesystem;

namespace {

using Json = nlohmann::json;

// Collects the top level's "sample" and "title" strings and stops as soon as
// they are known, or at the first nested value once "sample" is: a header
// costs a few hundred bytes of parsing whatever the file's size.
class HeaderReader final : public nlohmann::json_sax<Json> {
 public:
  std::optional<std::string> sample;
  std::string title;

  bool null() override { return Scalar(); }
  bool boolean(bool) override { return Scalar(); }
  bool number_integer(number_integer_t) override { return Scalar(); }
  bool number_unsigned(number_unsigned_t) override { return Scalar(); }
  bool number_float(number_float_t, const string_t&) override { return Scalar(); }
  bool binary(binary_t&) override { return Scalar(); }
  bool string(string_t& value) override {
    if (depth_ == 1 && key_ == "sample") {
      sample = value;
    } else if (depth_ == 1 && key_ == "title") {
      title = value;
    }
    return Scalar() && !(sample && !title.empty());
  }
  bool start_object(std::size_t) override { return Open(); }
  bool start_array(std::size_t) override { return Open(); }
  bool end_object() override { return Close(); }
  bool end_array() override { return Close(); }
  bool key(string_t& key) override {
    if (depth_ == 1) {
      key_ = key;
    }
    return true;
  }
  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override {
    return false;
  }

 private:
  bool Scalar() { return depth_ > 0; }  // a bare scalar is no scene
  bool Open() {
    ++depth_;
    // The top level must be an object; past it, the arrays of shapes.
    return depth_ == 1 || !sample;
  }
  bool Close() {
    --depth_;
    return true;
  }

  int depth_ = 0;
  std::string key_;
};

}  // namespace

std::optional<SceneHeader> ParseSceneHeader(const std::string& text) {
  HeaderReader reader;
  Json::sax_parse(text, &reader);  // false when it stopped early, as meant
  if (!reader.sample) {
    return std::nullopt;
  }
  return SceneHeader{*reader.sample, reader.title};
}

std::optional<SceneHeader> ReadSceneHeader(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    return std::nullopt;
  }
  std::string text(kSceneHeaderBytes, '\0');
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<std::size_t>(in.gcount()));
  return ParseSceneHeader(text);
}

std::vector<SceneListEntry> ListScenes(const fs::path& directory, const std::string& sample_id) {
  std::vector<SceneListEntry> entries;
  std::error_code ec;
  for (fs::directory_iterator it(directory, ec), end; !ec && it != end; it.increment(ec)) {
    const fs::path& path = it->path();
    if (path.extension() != ".json" || !it->is_regular_file(ec)) {
      continue;
    }
    const std::optional<SceneHeader> header = ReadSceneHeader(path);
    if (header && header->sample == sample_id) {
      entries.push_back({path, path.filename().string(), header->title});
    }
  }
  std::sort(entries.begin(), entries.end(),
            [](const SceneListEntry& a, const SceneListEntry& b) { return a.name < b.name; });
  return entries;
}

namespace {

// A missing directory has no time: the minimum, so that its creation counts
// as a change.
fs::file_time_type ModifiedAt(const fs::path& dir) {
  std::error_code ec;
  const fs::file_time_type time = fs::last_write_time(dir, ec);
  return ec ? fs::file_time_type::min() : time;
}

}  // namespace

void SceneCatalog::Update(const std::string& sample_id, const fs::path& shipped_dir,
                          const fs::path& saved_dir) {
  const fs::file_time_type shipped_time = ModifiedAt(shipped_dir);
  const fs::file_time_type saved_time = ModifiedAt(saved_dir);
  if (sample_id == sample_id_ && shipped_dir == shipped_dir_ && saved_dir == saved_dir_ &&
      shipped_time == shipped_time_ && saved_time == saved_time_) {
    return;
  }
  sample_id_ = sample_id;
  shipped_dir_ = shipped_dir;
  saved_dir_ = saved_dir;
  shipped_time_ = shipped_time;
  saved_time_ = saved_time;
  shipped_ =
      shipped_dir.empty() ? std::vector<SceneListEntry>{} : ListScenes(shipped_dir, sample_id);
  // The user may point XDG_DATA_HOME at the source tree: a file is listed once.
  saved_.clear();
  if (!saved_dir.empty() && ModifiedAt(saved_dir) != fs::file_time_type::min()) {
    std::error_code ec;
    if (shipped_dir.empty() || !fs::equivalent(shipped_dir, saved_dir, ec)) {
      saved_ = ListScenes(saved_dir, sample_id);
    }
  }
}

fs::path ExecutableDirectory() {
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  return ec ? fs::current_path(ec) : exe.parent_path();
}

fs::path ShippedScenesDirectory(const EnvLookup& env, const fs::path& exe_dir) {
  std::vector<fs::path> candidates;
  if (const auto dir = env("COLLISION_LAB_SCENE_DIR"); dir && !dir->empty()) {
    candidates.emplace_back(*dir);
  }
  candidates.push_back(exe_dir / "assets" / "scenes");
  candidates.push_back(exe_dir.parent_path() / "assets" / "scenes");
  // `cmake --install`'s layout: <prefix>/bin/collision-lab and
  // <prefix>/share/collision-lab/assets, found from wherever the prefix went.
  candidates.push_back(exe_dir.parent_path() / "share" / "collision-lab" / "assets" / "scenes");
#ifdef COLLISION_LAB_SOURCE_DIR
  candidates.push_back(fs::path(COLLISION_LAB_SOURCE_DIR) / "assets" / "scenes");
#endif
  for (const fs::path& dir : candidates) {
    std::error_code ec;
    if (fs::is_directory(dir, ec)) {
      return dir.lexically_normal();
    }
  }
  return {};
}

}  // namespace harness
