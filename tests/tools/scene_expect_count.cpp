// Prints how many expectations a scene file declares: the number of entries
// in its top-level "expect" array (0 when it has none). The ctest entry of
// every shipped scene compares it with the N of the `k/N expectations hold`
// line `collision-lab --check` prints (tests/cli/scripts/scene_count_test.sh), so the
// count comes from the file itself, not from a list kept beside it nor from
// the code under test.
// Usage: scene_expect_count FILE.json  ->  "N"
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: scene_expect_count FILE.json\n");
    return 2;
  }
  std::ifstream in(argv[1], std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "scene_expect_count: cannot open %s\n", argv[1]);
    return 2;
  }
  try {
    const nlohmann::json scene = nlohmann::json::parse(in);
    if (!scene.is_object()) {
      std::fprintf(stderr, "scene_expect_count: %s: not a JSON object\n", argv[1]);
      return 2;
    }
    const auto expect = scene.find("expect");
    if (expect == scene.end()) {
      std::printf("0\n");
      return 0;
    }
    if (!expect->is_array()) {
      std::fprintf(stderr, "scene_expect_count: %s: \"expect\" is not an array\n", argv[1]);
      return 2;
    }
    std::printf("%zu\n", expect->size());
    return 0;
  } catch (const nlohmann::json::exception& e) {
    std::fprintf(stderr, "scene_expect_count: %s: %s\n", argv[1], e.what());
    return 2;
  }
}
