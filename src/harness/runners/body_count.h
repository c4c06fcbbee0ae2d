#pragma once

// --count: the number of bodies a sample runs with (Sample::scale,
// Scalable::SetBodyCount), for window runs, --check and --bench alike; and
// --jobs, the threads its steps share.

#include <string>
#include <vector>

namespace harness {

class Sample;

// The ids of the samples that have a body count, in the registry's order.
// Each sample is made once, headless, and asked: no registration can say
// otherwise than the sample itself.
std::vector<std::string> SamplesWithBodyCount();

// Gives `sample` (sample `id`, just made, its scene if any loaded) `count`
// bodies. Empty when done or when `count` is 0 (no --count); otherwise the
// message for exit status 2, without "Error: ".
std::string ApplyBodyCount(Sample& sample, const std::string& id, int count);

// --jobs: the threads a sample that shares its steps uses
// (Scalable::SetJobs); a sample without a body count has none to share.
void ApplyJobs(Sample& sample, int jobs);

}  // namespace harness
