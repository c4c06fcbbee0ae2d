#pragma once

// Lookups in a table of (enumerator, id) pairs: how collide names its
// algorithms and strategies in scenes, messages and benchmarks, with each id
// spelt once, in its table.

#include <optional>
#include <string_view>

namespace collide {

// The id of `value` in `table`, or an empty view when the table lacks it.
template <typename Table, typename Enum>
std::string_view IdIn(const Table& table, Enum value) {
  for (const auto& [known, id] : table) {
    if (known == value) {
      return id;
    }
  }
  return {};
}

// The enumerator named `id` in `table`, or nullopt.
template <typename Enum, typename Table>
std::optional<Enum> ValueIn(const Table& table, std::string_view id) {
  for (const auto& [value, known] : table) {
    if (known == id) {
      return value;
    }
  }
  return std::nullopt;
}

}  // namespace collide
