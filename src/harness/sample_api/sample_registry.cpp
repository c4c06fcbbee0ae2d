#include "harness/sample_api/sample_registry.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace harness {

SampleRegistry& SampleRegistry::Get() {
  // A function-local static is constructed on first use, so registrations
  // from other translation units never see it unconstructed.
  static SampleRegistry registry;
  return registry;
}

void SampleRegistry::Add(SampleInfo info) {
  if (Find(info.id) != nullptr) {
    // Two samples with one id is a programming error found at start-up.
    std::fprintf(stderr, "Error: two samples registered the id \"%s\"\n", info.id.c_str());
    std::abort();
  }
  samples_.push_back(std::move(info));
  std::stable_sort(samples_.begin(), samples_.end(), [](const SampleInfo& a, const SampleInfo& b) {
    return a.category != b.category ? a.category < b.category : a.title < b.title;
  });
}

const SampleInfo* SampleRegistry::Find(const std::string& id) const {
  const int index = IndexOf(id);
  return index < 0 ? nullptr : &samples_[index];
}

int SampleRegistry::IndexOf(const std::string& id) const {
  for (size_t i = 0; i < samples_.size(); ++i) {
    if (samples_[i].id == id) {
      return static_cast<int>(i);
    }
  }
  return -1;
}

std::string SampleRegistry::IdList() const {
  std::string list;
  for (const SampleInfo& info : samples_) {
    list += (list.empty() ? "" : ", ") + info.id;
  }
  return list;
}

SampleRegistration::SampleRegistration(SampleInfo info) {
  SampleRegistry::Get().Add(std::move(info));
}

}  // namespace harness
