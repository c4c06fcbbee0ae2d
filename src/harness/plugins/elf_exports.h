#pragma once

// The functions a shared library exports, read from its ELF dynamic symbol
// table without loading it: a plugin's `cl_*` names the ABI does not have
// (a misspelt cl_sphere_sphre) are warned about by name, which dlsym, asked
// only for the names it knows, could never see.

#include <string>
#include <string_view>
#include <vector>

namespace harness::plugins {

// The defined global and weak functions of the 64-bit little-endian ELF
// file `file`, in the table's order; empty for any other file or one that
// cannot be read.
std::vector<std::string> ExportedFunctions(const std::string& file);

// What to say of a plugin's exports that the ABI does not have: for each
// `cl_` name among `exports` that is not an ABI function,
// "cl_sphere_sphre: not an ABI function; did you mean cl_sphere_sphere?"
// (the nearest ABI name within three edits, else no suggestion); a
// narrow-phase name with its kinds the other way round is given the ABI's
// order ("cl_distance_capsule_sphere: ...; did you mean
// cl_distance_sphere_capsule? (a pair is named with the earlier kind
// first: ...)").
std::vector<std::string> UnknownAbiExports(const std::vector<std::string>& exports);

// The number of single-character insertions, deletions and substitutions
// that turn `a` into `b`.
std::size_t EditDistance(std::string_view a, std::string_view b);

}  // namespace harness::plugins
