#include "harness/runners/body_count.h"

#include "harness/sample_api/headless_host.h"
#include "harness/sample_api/sample.h"

namespace harness {

std::vector<std::string> SamplesWithBodyCount() {
  std::vector<std::string> ids;
  for (const SampleInfo& info : SampleRegistry::Get().samples()) {
    HeadlessHost host;
    host.log().set_echo_to_console(false);
    if (info.create(host)->scale() != nullptr) {
      ids.push_back(info.id);
    }
  }
  return ids;
}

std::string ApplyBodyCount(Sample& sample, const std::string& id, int count) {
  if (count == 0) {
    return "";
  }
  Scalable* scale = sample.scale();
  if (scale == nullptr) {
    std::string with;
    for (const std::string& other : SamplesWithBodyCount()) {
      with += (with.empty() ? "" : ", ") + other;
    }
    return "--count: sample '" + id + "' has no body count (" +
           (with.empty() ? "no sample has one" : "samples with one: " + with) + ")";
  }
  std::string error;
  if (!scale->SetBodyCount(count, &error)) {
    return "--count: sample '" + id + "' cannot have " + std::to_string(count) +
           " bodies: " + error;
  }
  return "";
}

void ApplyJobs(Sample& sample, int jobs) {
  if (Scalable* scale = sample.scale()) {
    scale->SetJobs(jobs);
  }
}

}  // namespace harness
