#pragma once

// A sample with a number of bodies (sphere-crowd, moving-balls), which
// --count and --bench set. A sample that has one returns itself from
// Sample::scale(); null: --count is refused (exit 2).

#include <string>

namespace harness {

class Scalable {
 public:
  virtual ~Scalable() = default;

  // Rebuilds the sample with `count` bodies; false, with the reason in
  // *error, when the count is out of the sample's range.
  virtual bool SetBodyCount(int count, std::string* error) = 0;
  // The bodies it has now, for --bench's summary line; negative: not told
  // (the summary then shows --count's value).
  virtual int BodyCount() const { return -1; }
  // --jobs: the threads a sample that shares its steps over threads uses
  // (sphere-crowd); the others ignore it. Their outcome does not change.
  virtual void SetJobs(int /*jobs*/) {}
};

}  // namespace harness
