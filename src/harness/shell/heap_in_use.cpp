#include "harness/shell/heap_in_use.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <map>

#if defined(__SANITIZE_ADDRESS__)
#define COLLISION_LAB_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define COLLISION_LAB_ASAN 1
#endif
#endif

#if defined(COLLISION_LAB_ASAN)
// The sanitizer runtime's C interface (sanitizer/allocator_interface.h, which
// ships with clang but not with GCC 12).
extern "C" std::size_t
__sanitizer_get_current_allocated_bytes();      // NOLINT(readability-identifier-naming)
extern "C" void __sanitizer_purge_allocator();  // NOLINT(readability-identifier-naming)
#elif defined(__GLIBC__)
#include <malloc.h>
#endif

namespace harness {

std::optional<std::size_t> HeapBytesInUse() {
#if defined(COLLISION_LAB_ASAN)
  // ASan replaces malloc, so glibc's counters would read (almost) nothing.
  return __sanitizer_get_current_allocated_bytes();
#elif defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
  const struct mallinfo2 info = mallinfo2();
  // uordblks: in use from the arenas; hblkhd: large blocks mapped on their own.
  return info.uordblks + info.hblkhd;
#else
  return std::nullopt;
#endif
}

void ReturnFreedHeapToSystem() {
#if defined(COLLISION_LAB_ASAN)
  __sanitizer_purge_allocator();
#elif defined(__GLIBC__)
  malloc_trim(0);
#endif
}

std::optional<std::size_t> ResidentBytes() {
  std::FILE* statm = std::fopen("/proc/self/statm", "r");
  if (statm == nullptr) {
    return std::nullopt;
  }
  unsigned long total_pages = 0;  // NOLINT(google-runtime-int): what %lu reads
  unsigned long resident_pages = 0;
  const int read = std::fscanf(statm, "%lu %lu", &total_pages, &resident_pages);
  std::fclose(statm);
  const long page_bytes = sysconf(_SC_PAGESIZE);
  if (read != 2 || page_bytes <= 0) {
    return std::nullopt;
  }
  return static_cast<std::size_t>(resident_pages) * static_cast<std::size_t>(page_bytes);
}

namespace {

std::string DescribeGrowthBetweenSamples(const char* what, std::size_t HeapReading::*field,
                                         const std::vector<HeapReading>& readings,
                                         const std::vector<std::string>& sample_ids) {
  const std::size_t count = readings.size();
  if (count == 0) {
    return std::string(what) + " between samples: no switches";
  }
  const std::size_t warm_up = count >= 200 ? 100 : std::max<std::size_t>(count / 2, 1);
  // Per sample left: its first reading after the warm-up.
  std::map<int, std::size_t> first_reading;
  std::size_t growth = 0;
  int grew_after = -1;
  for (std::size_t i = warm_up - 1; i < count; ++i) {
    const HeapReading& reading = readings[i];
    const std::size_t bytes = reading.*field;
    const auto [it, first] = first_reading.try_emplace(reading.previous_sample, bytes);
    if (!first && bytes > it->second && bytes - it->second > growth) {
      growth = bytes - it->second;
      grew_after = reading.previous_sample;
    }
  }
  std::string line = std::string(what) + " between samples: " + std::to_string(count) +
                     (count == 1 ? " switch" : " switches") + "; growth since switch " +
                     std::to_string(warm_up) + ", compared after the same sample: at most +" +
                     std::to_string(growth / 1024) + " KiB";
  if (grew_after >= 0) {
    const auto index = static_cast<std::size_t>(grew_after);
    line += " (after " +
            (index < sample_ids.size() ? sample_ids[index] : "sample " + std::to_string(index)) +
            ")";
  }
  return line;
}

}  // namespace

std::string DescribeHeapBetweenSamples(const std::vector<HeapReading>& readings,
                                       const std::vector<std::string>& sample_ids) {
  return DescribeGrowthBetweenSamples("heap in use", &HeapReading::bytes, readings, sample_ids);
}

std::string DescribeResidentBetweenSamples(const std::vector<HeapReading>& readings,
                                           const std::vector<std::string>& sample_ids) {
  return DescribeGrowthBetweenSamples("resident memory", &HeapReading::resident_bytes, readings,
                                      sample_ids);
}

}  // namespace harness
