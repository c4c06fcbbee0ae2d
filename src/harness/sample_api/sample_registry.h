#pragma once

// Where samples are found. Each sample's .cpp adds itself with a static
// SampleRegistration, and the browser, --list, --check and scene files find it
// here by id, so adding a sample edits no list.

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace harness {

class Sample;
class SampleHost;

struct SampleInfo {
  std::string id;        // stable, used on the command line and in scene files
  std::string category;  // groups the sample browser
  std::string title;
  std::function<std::unique_ptr<Sample>(SampleHost&)> create;
};

// Every sample, registered by a static SampleRegistration in its own .cpp.
class SampleRegistry {
 public:
  static SampleRegistry& Get();

  void Add(SampleInfo info);
  // Sorted by category, then title: the browser's and --list's order.
  const std::vector<SampleInfo>& samples() const { return samples_; }
  const SampleInfo* Find(const std::string& id) const;
  // Index in samples(), or -1.
  int IndexOf(const std::string& id) const;
  // "a, b, c": for messages that list what is valid.
  std::string IdList() const;

 private:
  std::vector<SampleInfo> samples_;
};

// `const SampleRegistration kRegistration{{"id", "Category", "Title", factory}};`
// in a sample's .cpp adds it; nothing else needs editing.
struct SampleRegistration {
  explicit SampleRegistration(SampleInfo info);
};

// The sample a window opens on when none is named.
inline constexpr const char* kDefaultSampleId = "sphere-sphere";

}  // namespace harness
