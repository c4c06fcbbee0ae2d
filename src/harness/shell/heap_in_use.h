#pragma once

// The heap the program holds, for --stats' leak check: the Application reads
// it at every sample switch, once the old sample is gone, and --stats says
// whether it grew over a long --every-sample run. No GL, so tested alone.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace harness {

// Bytes the program holds from the heap right now: what malloc has handed out
// and not had back (glibc's mallinfo2, or AddressSanitizer's own allocator in
// a sanitized build). Unlike resident memory it does not move with what the
// allocator keeps cached or with pages the kernel has not reclaimed, so two
// readings at the same point of the program compare exactly: a leak check
// reads it where no sample is alive. Empty where neither source exists.
std::optional<std::size_t> HeapBytesInUse();

// A reading taken at a sample switch, after `previous_sample` (an index into
// the registry) was torn down and before the next one starts.
struct HeapReading {
  int previous_sample = 0;
  std::size_t bytes = 0;
};

// --stats' line about the readings of a run, e.g. "heap in use between
// samples: 1000 switches; growth since switch 100, compared after the same
// sample: at most +3 KiB (after box-box)". What stays on the heap depends on
// the sample just left (the draw batch and ImGui keep the capacity it
// needed), so each reading is compared with the first after the warm-up that
// followed the same sample. The first switches warm up (every
// sample is met once), so the comparison starts after switch 100, or halfway
// through a run of fewer than 200 switches. `sample_ids` names the indices.
std::string DescribeHeapBetweenSamples(const std::vector<HeapReading>& readings,
                                       const std::vector<std::string>& sample_ids);

}  // namespace harness
