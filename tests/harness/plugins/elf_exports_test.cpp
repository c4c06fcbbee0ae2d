// ExportedFunctions and UnknownAbiExports: a plugin's `cl_` names read
// from its ELF file, and the nearest ABI name suggested for a misspelt one.
#include "harness/plugins/elf_exports.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>

namespace harness::plugins {
namespace elf_exports_test {
namespace {

bool Has(const std::vector<std::string>& names, const std::string& name) {
  return std::find(names.begin(), names.end(), name) != names.end();
}

TEST(ElfExports, AreTheLibrarysDefinedFunctionsNotWhatItCalls) {
  const std::vector<std::string> exports =
      ExportedFunctions(std::string(TEST_PLUGIN_DIR) + "/libmisspelled_serving_plugin.so");
  EXPECT_TRUE(Has(exports, "cl_plugin_abi"));
  EXPECT_TRUE(Has(exports, "cl_plugin_name"));
  EXPECT_TRUE(Has(exports, "cl_sphere_sphre"));
  EXPECT_TRUE(Has(exports, "cl_aabb_aabb"));
  EXPECT_FALSE(Has(exports, "cl_sphere_sphere"));
}

TEST(ElfExports, NoneForAFileThatIsNotAnElfLibrary) {
  const std::string text = ::testing::TempDir() + "/elf_exports_text.so";
  std::ofstream(text) << "just text";
  EXPECT_TRUE(ExportedFunctions(text).empty());
  EXPECT_TRUE(ExportedFunctions(::testing::TempDir() + "/no_such_library.so").empty());
  // Cut short: its section table lies past the end.
  const std::string cut = ::testing::TempDir() + "/elf_exports_cut.so";
  std::ifstream whole(std::string(TEST_PLUGIN_DIR) + "/libcorrect_plugin.so", std::ios::binary);
  std::string head(200, '\0');
  whole.read(head.data(), static_cast<std::streamsize>(head.size()));
  std::ofstream(cut, std::ios::binary) << head;
  EXPECT_TRUE(ExportedFunctions(cut).empty());
}

TEST(ElfExports, UnknownClNamesAreNamedWithTheNearestAbiFunction) {
  const std::vector<std::string> lines = UnknownAbiExports(
      {"cl_plugin_abi", "cl_sphere_sphre", "cl_aabb_aabb", "helper", "cl_make_coffee"});
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0], "cl_sphere_sphre: not an ABI function; did you mean cl_sphere_sphere?");
  EXPECT_EQ(lines[1], "cl_make_coffee: not an ABI function");  // nothing within three edits
}

// The narrow phase's pairs are named earlier kind first: a pair the other
// way round is told the name, however many edits apart.
TEST(ElfExports, ANarrowPhasePairTheOtherWayRoundIsToldTheAbisOrder) {
  EXPECT_EQ(UnknownAbiExports({"cl_distance_capsule_sphere", "cl_contacts_hull_obb",
                               "cl_distance_sphere_capsule"}),
            (std::vector<std::string>{
                "cl_distance_capsule_sphere: not an ABI function; did you mean "
                "cl_distance_sphere_capsule? (a pair is named with the earlier kind first: "
                "sphere, aabb, obb, segment, triangle, capsule, hull)",
                "cl_contacts_hull_obb: not an ABI function; did you mean cl_contacts_obb_hull? "
                "(a pair is named with the earlier kind first: sphere, aabb, obb, segment, "
                "triangle, capsule, hull)"}));
}

TEST(ElfExports, EditDistanceCountsInsertionsDeletionsAndSubstitutions) {
  EXPECT_EQ(EditDistance("", ""), 0u);
  EXPECT_EQ(EditDistance("abc", ""), 3u);
  EXPECT_EQ(EditDistance("sphre", "sphere"), 1u);
  EXPECT_EQ(EditDistance("kitten", "sitting"), 3u);
}

}  // namespace
}  // namespace elf_exports_test
}  // namespace harness::plugins
