// The plugin host's malloc: glibc's own, except that an allocation it
// refuses (the address space cap of --plugin-memory reached) ends the host
// at once with kHostOutOfMemoryStatus, which the app reports as "ran out
// of memory (limit N MB)". Without it a plugin would crash on the null
// pointer, or a C++ one abort on std::bad_alloc, and the app could only say
// it crashed. glibc lets a program replace malloc by defining these
// functions (the manual's "Replacing malloc"); each forwards to glibc's
// __libc_ entry point, so memory from either is the same. Not in a
// sanitized build, whose runtime replaces malloc itself.
#include <unistd.h>

#include <cerrno>
#include <cstddef>

#include "harness/plugins/plugin_host.h"

extern "C" {
void* __libc_malloc(std::size_t size);                           // NOLINT
void* __libc_calloc(std::size_t count, std::size_t size);        // NOLINT
void* __libc_realloc(void* block, std::size_t size);             // NOLINT
void* __libc_memalign(std::size_t alignment, std::size_t size);  // NOLINT
void __libc_free(void* block);                                   // NOLINT
}

namespace {

void* OrOutOfMemory(void* block, std::size_t size) {
  if (block == nullptr && size != 0) {
    // No stdio here: it may allocate. The app names what happened.
    _exit(harness::plugins::kHostOutOfMemoryStatus);
  }
  return block;
}

}  // namespace

extern "C" {

void* malloc(std::size_t size) {  // NOLINT(readability-identifier-naming)
  return OrOutOfMemory(__libc_malloc(size), size);
}

void* calloc(std::size_t count, std::size_t size) {  // NOLINT
  // An overflowing count * size is the caller's error, not a lack of memory.
  if (size != 0 && count > static_cast<std::size_t>(-1) / size) {
    errno = ENOMEM;
    return nullptr;
  }
  return OrOutOfMemory(__libc_calloc(count, size), count * size);
}

void* realloc(void* block, std::size_t size) {  // NOLINT
  return OrOutOfMemory(__libc_realloc(block, size), size);
}

void* memalign(std::size_t alignment, std::size_t size) {  // NOLINT
  return OrOutOfMemory(__libc_memalign(alignment, size), size);
}

void* aligned_alloc(std::size_t alignment, std::size_t size) {  // NOLINT
  return OrOutOfMemory(__libc_memalign(alignment, size), size);
}

int posix_memalign(void** result, std::size_t alignment, std::size_t size) {  // NOLINT
  if (alignment < sizeof(void*) || (alignment & (alignment - 1)) != 0) {
    return EINVAL;
  }
  *result = OrOutOfMemory(__libc_memalign(alignment, size), size);
  return 0;
}

void free(void* block) {  // NOLINT
  __libc_free(block);
}

}  // extern "C"
