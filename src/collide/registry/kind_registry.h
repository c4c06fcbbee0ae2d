#pragma once

// One registry of rows keyed by shape kind, and by a name when the rows have
// one: the add, find and remove that every per-kind table shares, written
// once. Collide's kind rows (ShapeKinds), the hunt's generators
// (ShapeGenerators), the scene format's types (harness ShapeFormats) and
// the harness's kind entries (ShapeKindTable) are each one of these. A
// registry refuses a second row for a kind or a name, with a message naming
// both rows; a table checks what is particular to its rows (a missing
// function) before it adds one.

#include <algorithm>
#include <concepts>
#include <cstddef>
#include <deque>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "collide/shapes/shape_kind.h"

namespace collide {

template <typename Row>
concept KindKeyed = requires(const Row& row) {
  { row.kind } -> std::convertible_to<ShapeKind>;
};

template <KindKeyed Row>
class KindRegistry {
 public:
  // `what` names a row in messages ("shape kind", "hunt generator"); `name`,
  // when given, is the member holding a row's unique, non-empty name.
  explicit KindRegistry(std::string what, std::string Row::*name = nullptr)
      : what_(std::move(what)), name_(name) {}

  // Throws std::invalid_argument for a kind or a name already registered,
  // or an empty name. Rows never move: a deque keeps them in place.
  const Row& Add(Row row) {
    if (name_ != nullptr && (row.*name_).empty()) {
      throw std::invalid_argument("a " + what_ + " needs a name (" + Number(row.kind) + ")");
    }
    if (const Row* taken = Find(row.kind)) {
      throw std::invalid_argument(what_ + " " + Describe(row) + " is refused: " + Number(row.kind) +
                                  " is taken by " + Describe(*taken));
    }
    if (name_ != nullptr) {
      if (const Row* taken = Find(std::string_view(row.*name_))) {
        throw std::invalid_argument(what_ + " " + Describe(row) +
                                    " is refused: the name is taken by " + Describe(*taken));
      }
    }
    rows_.push_back(std::move(row));
    return rows_.back();
  }

  // False when no row has the kind.
  bool Remove(ShapeKind kind) {
    const auto found =
        std::find_if(rows_.begin(), rows_.end(), [&](const Row& row) { return row.kind == kind; });
    if (found == rows_.end()) {
      return false;
    }
    rows_.erase(found);
    return true;
  }

  const Row* Find(ShapeKind kind) const {
    for (const Row& row : rows_) {
      if (row.kind == kind) {
        return &row;
      }
    }
    return nullptr;
  }

  // By name; nullptr when the rows have no name or none has this one.
  const Row* Find(std::string_view name) const {
    if (name_ == nullptr) {
      return nullptr;
    }
    for (const Row& row : rows_) {
      if (row.*name_ == name) {
        return &row;
      }
    }
    return nullptr;
  }

  // Every row, in the order of the kinds' numbers (menus, messages, tests).
  std::vector<const Row*> All() const {
    std::vector<const Row*> all;
    all.reserve(rows_.size());
    for (const Row& row : rows_) {
      all.push_back(&row);
    }
    std::sort(all.begin(), all.end(), [](const Row* a, const Row* b) {
      return static_cast<int>(a->kind) < static_cast<int>(b->kind);
    });
    return all;
  }

  std::size_t size() const { return rows_.size(); }

 private:
  static std::string Number(ShapeKind kind) {
    return "kind number " + std::to_string(static_cast<int>(kind));
  }
  std::string Describe(const Row& row) const {
    return name_ != nullptr ? "\"" + row.*name_ + "\" (" + Number(row.kind) + ")"
                            : "of " + Number(row.kind);
  }

  std::string what_;
  std::string Row::*name_;
  std::deque<Row> rows_;
};

}  // namespace collide
