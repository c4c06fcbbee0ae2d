// libFuzzer target for the scene loader (tests/robustness/CMakeLists.txt
// builds it with clang in its own build directory and runs it in the suite).
#include <cstddef>
#include <cstdint>

#include "fuzz_scene.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  robustness::LoadFuzzedScene(data, size);
  return 0;
}
