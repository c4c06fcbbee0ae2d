#include "harness/plugins/elf_exports.h"

#include <elf.h>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <iterator>
#include <limits>
#include <numeric>
#include <string>
#include <string_view>

#include "harness/plugins/plugin_functions.h"

namespace harness::plugins {
namespace {

// A plugin is a few hundred kilobytes; a file past this is not read.
constexpr std::size_t kMaxFileBytes = 256u << 20;

// `count` records of T at `offset`, if they lie within `bytes`.
template <typename T>
const T* At(const std::vector<char>& bytes, std::uint64_t offset, std::uint64_t count = 1) {
  if (offset > bytes.size() || count > (bytes.size() - offset) / sizeof(T)) {
    return nullptr;
  }
  return reinterpret_cast<const T*>(bytes.data() + offset);
}

std::vector<char> ReadFile(const std::string& file) {
  std::ifstream in(file, std::ios::binary | std::ios::ate);
  if (!in) {
    return {};
  }
  const std::streamoff size = in.tellg();
  if (size <= 0 || static_cast<std::uint64_t>(size) > kMaxFileBytes) {
    return {};
  }
  std::vector<char> bytes(static_cast<std::size_t>(size));
  in.seekg(0);
  in.read(bytes.data(), size);
  return in ? bytes : std::vector<char>{};
}

// The names in `symbols`' string table that are defined global or weak
// functions.
std::vector<std::string> FunctionNames(const std::vector<char>& bytes, const Elf64_Shdr& symbols,
                                       const Elf64_Shdr& strings) {
  std::vector<std::string> names;
  if (symbols.sh_entsize != sizeof(Elf64_Sym)) {
    return names;
  }
  const auto* table = At<Elf64_Sym>(bytes, symbols.sh_offset, symbols.sh_size / sizeof(Elf64_Sym));
  if (table == nullptr || At<char>(bytes, strings.sh_offset, strings.sh_size) == nullptr) {
    return names;
  }
  for (std::uint64_t i = 0; i < symbols.sh_size / sizeof(Elf64_Sym); ++i) {
    const Elf64_Sym& symbol = table[i];
    const unsigned binding = ELF64_ST_BIND(symbol.st_info);
    if (ELF64_ST_TYPE(symbol.st_info) != STT_FUNC || symbol.st_shndx == SHN_UNDEF ||
        (binding != STB_GLOBAL && binding != STB_WEAK) || symbol.st_name >= strings.sh_size) {
      continue;
    }
    const char* name = bytes.data() + strings.sh_offset + symbol.st_name;
    names.emplace_back(name, strnlen(name, strings.sh_size - symbol.st_name));
  }
  return names;
}

}  // namespace

std::vector<std::string> ExportedFunctions(const std::string& file) {
  const std::vector<char> bytes = ReadFile(file);
  const auto* header = At<Elf64_Ehdr>(bytes, 0);
  if (header == nullptr || std::memcmp(header->e_ident, ELFMAG, SELFMAG) != 0 ||
      header->e_ident[EI_CLASS] != ELFCLASS64 || header->e_ident[EI_DATA] != ELFDATA2LSB ||
      header->e_shentsize != sizeof(Elf64_Shdr)) {
    return {};
  }
  const auto* sections = At<Elf64_Shdr>(bytes, header->e_shoff, header->e_shnum);
  if (sections == nullptr) {
    return {};
  }
  for (unsigned i = 0; i < header->e_shnum; ++i) {
    if (sections[i].sh_type == SHT_DYNSYM && sections[i].sh_link < header->e_shnum) {
      return FunctionNames(bytes, sections[i], sections[sections[i].sh_link]);
    }
  }
  return {};
}

std::size_t EditDistance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  std::iota(row.begin(), row.end(), std::size_t{0});
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

// The narrow-phase function `name` is with its two kinds the other way
// round (cl_distance_capsule_sphere: cl_distance_sphere_capsule); empty for
// none.
std::string_view WithKindsSwapped(std::string_view name) {
  for (const PluginFunction& function : PluginFunctions()) {
    if (function.signature != Signature::kDistance &&
        function.signature != Signature::kPenetration &&
        function.signature != Signature::kContacts && function.signature != Signature::kShapeCast) {
      continue;
    }
    const std::string a(AbiKindName(function.a));
    const std::string b(AbiKindName(function.b));
    const std::string_view prefix =
        function.name.substr(0, function.name.size() - a.size() - b.size() - 1);
    if (a != b && name == std::string(prefix) + b + "_" + a) {
      return function.name;
    }
  }
  return {};
}

std::vector<std::string> UnknownAbiExports(const std::vector<std::string>& exports) {
  constexpr std::size_t kMaxEdits = 3;
  std::vector<std::string_view> known = {"cl_plugin_abi", "cl_plugin_name"};
  for (const PluginFunction& function : PluginFunctions()) {
    known.push_back(function.name);
  }
  std::vector<std::string> lines;
  for (const std::string& name : exports) {
    if (name.rfind("cl_", 0) != 0 || std::find(known.begin(), known.end(), name) != known.end()) {
      continue;
    }
    if (const std::string_view swapped = WithKindsSwapped(name); !swapped.empty()) {
      lines.push_back(name + ": not an ABI function; did you mean " + std::string(swapped) +
                      "? (a pair is named with the earlier kind first: sphere, aabb, obb, "
                      "segment, triangle, capsule, hull)");
      continue;
    }
    std::string_view nearest;
    std::size_t best = std::numeric_limits<std::size_t>::max();
    for (const std::string_view candidate : known) {
      if (const std::size_t edits = EditDistance(name, candidate); edits < best) {
        best = edits;
        nearest = candidate;
      }
    }
    std::string line = name + ": not an ABI function";
    if (best <= kMaxEdits) {
      line += "; did you mean " + std::string(nearest) + "?";
    }
    lines.push_back(std::move(line));
  }
  return lines;
}

}  // namespace harness::plugins
