#pragma once

// The memory the program holds, for --stats' leak check: the Application reads
// the heap in use and resident memory at every sample switch, once the old
// sample is gone, and --stats says whether either grew over a long run of
// switches. No GL, so tested alone.

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

// Bytes of the process resident in memory right now (/proc/self/statm): what
// bypasses malloc too (the GL driver's mappings, thread stacks), and what the
// allocator keeps cached. Empty where /proc cannot be read.
std::optional<std::size_t> ResidentBytes();

// Hands the pages of freed heap memory back to the system (glibc's
// malloc_trim, or AddressSanitizer's allocator purge). Called at a sample switch:
// a user who leaves the crowd or a model should not keep its megabytes
// resident, and without it the freed pages scattered through the heap kept
// resident memory creeping up (+4.6 MiB in 900 switches, the heap in use flat).
void ReturnFreedHeapToSystem();

// Readings taken at a sample switch, after `previous_sample` (an index into
// the registry) was torn down and before the next one starts.
struct HeapReading {
  int previous_sample = 0;
  std::size_t bytes = 0;           // HeapBytesInUse
  std::size_t resident_bytes = 0;  // ResidentBytes, 0 where unknown
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

// The same comparison of resident memory, e.g. "resident memory between
// samples: 1000 switches; growth since switch 100, compared after the same
// sample: at most +412 KiB (after frustum)". Read at the switch, not at
// whatever moment a watcher gets to it, it does not swing with the sample
// that happens to run (the crowd holds megabytes more than point-ray).
std::string DescribeResidentBetweenSamples(const std::vector<HeapReading>& readings,
                                           const std::vector<std::string>& sample_ids);

}  // namespace harness
