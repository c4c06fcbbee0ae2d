// The table of outcome rows, and every question about an outcome answered by
// its row: no function here knows one outcome from another.
#include "harness/scene/outcome.h"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

namespace harness {
namespace {

// "one of "intersects" (true or false), ... or "inside" (...)".
std::string OutcomeList() {
  std::string list = "one of ";
  const auto& rows = OutcomeTable::Global().rows();
  for (std::size_t i = 0; i < rows.size(); ++i) {
    list += i == 0 ? "" : (i + 1 == rows.size() ? " or " : ", ");
    list += '"' + rows[i]->key + "\" " + rows[i]->takes;
  }
  return list;
}

// The one outcome key the object gives; refuses none and several.
std::string OnlyOutcomeKeyIn(const ObjectReader& reader) {
  std::vector<std::string> given;
  for (const OutcomeRow* row : OutcomeTable::Global().rows()) {
    if (reader.Has(row->key)) {
      given.push_back(row->key);
    }
  }
  if (given.empty()) {
    reader.Fail("", "missing the expected outcome: " + OutcomeList());
  }
  if (given.size() > 1) {
    std::string list = given.size() == 2 ? "both " : "";
    for (size_t i = 0; i < given.size(); ++i) {
      list += i == 0 ? "" : (i + 1 == given.size() ? " and " : ", ");
      list += '"';
      list += given[i];
      list += '"';
    }
    reader.Fail("", "give one expected outcome, not " + list);
  }
  return given.front();
}

}  // namespace

bool Outcome::operator==(const Outcome& other) const {
  return type() == other.type() && OutcomeRowOf(*this).equal(*this, other);
}

const OutcomeRow& OutcomeTable::Add(OutcomeRow row) {
  if (row.key.empty()) {
    throw std::invalid_argument("an outcome needs a key");
  }
  for (const auto& known : rows_) {
    if (known->key == row.key || known->type == row.type ||
        (row.query && known->query == row.query)) {
      throw std::invalid_argument("outcome \"" + row.key + "\" clashes with \"" + known->key +
                                  "\" (the same key, type or query)");
    }
  }
  if (row.type == nullptr || !row.read || !row.write || !row.agrees || !row.describe ||
      !row.should || (row.query && !row.of_answer)) {
    throw std::invalid_argument("outcome \"" + row.key +
                                "\" needs a type, read, write, agrees, describe and should (and "
                                "of_answer with a query)");
  }
  rows_.push_back(std::make_unique<OutcomeRow>(std::move(row)));
  const OutcomeRow* added = rows_.back().get();
  const auto at =
      std::upper_bound(order_.begin(), order_.end(), added,
                       [](const OutcomeRow* x, const OutcomeRow* y) { return x->rank < y->rank; });
  order_.insert(at, added);
  return *added;
}

bool OutcomeTable::Remove(std::string_view key) {
  const auto found =
      std::find_if(rows_.begin(), rows_.end(), [&](const auto& row) { return row->key == key; });
  if (found == rows_.end()) {
    return false;
  }
  order_.erase(std::find(order_.begin(), order_.end(), found->get()));
  rows_.erase(found);
  return true;
}

const OutcomeRow& OutcomeTable::Of(const Outcome& outcome) const {
  for (const auto& row : rows_) {
    if (row->type == outcome.type()) {
      return *row;
    }
  }
  throw std::logic_error("an outcome of a type no OutcomeRegistration registered");
}

const OutcomeRow* OutcomeTable::Find(std::string_view key) const {
  for (const auto& row : rows_) {
    if (row->key == key) {
      return row.get();
    }
  }
  return nullptr;
}

const OutcomeRow* OutcomeTable::OfQuery(collide::Query query) const {
  for (const auto& row : rows_) {
    if (row->query == query) {
      return row.get();
    }
  }
  return nullptr;
}

OutcomeTable& OutcomeTable::Global() {
  static OutcomeTable table;
  return table;
}

const OutcomeRow& OutcomeRowOf(const Outcome& outcome) {
  return OutcomeTable::Global().Of(outcome);
}

std::optional<collide::Query> QueryOf(const Outcome& outcome) {
  return OutcomeRowOf(outcome).query;
}

std::string_view OutcomeKey(const Outcome& outcome) {
  return OutcomeRowOf(outcome).key;
}

bool TakesTolerance(const Outcome& outcome) {
  return OutcomeRowOf(outcome).takes_tolerance(outcome);
}

double DefaultTolerance(const Outcome& outcome) {
  return OutcomeRowOf(outcome).default_tolerance;
}

bool Agrees(const Outcome& expected, const Outcome& actual, double tolerance) {
  return expected.type() == actual.type() &&
         OutcomeRowOf(expected).agrees(expected, actual, tolerance);
}

std::string Describe(const Outcome& outcome, const Wording& wording) {
  return OutcomeRowOf(outcome).describe(outcome, wording);
}

std::string ShouldPhrase(const Outcome& expected, const Wording& wording) {
  return OutcomeRowOf(expected).should(expected, wording);
}

std::string Difference(const Outcome& expected, const Outcome& actual, double tolerance) {
  const OutcomeRow& row = OutcomeRowOf(expected);
  return row.difference ? row.difference(expected, actual, tolerance) : std::string();
}

Outcome OutcomeOfAnswer(collide::Query query, const collide::Answer& answer) {
  const OutcomeRow* row = OutcomeTable::Global().OfQuery(query);
  if (row == nullptr) {
    throw std::logic_error("no outcome answers the query \"" +
                           std::string(collide::QueryId(query)) + "\"");
  }
  return row->of_answer(answer);
}

std::string WhatItReturned(const Outcome& actual,
                           const std::function<std::string(double)>& number) {
  const OutcomeRow& row = OutcomeRowOf(actual);
  return row.returned ? row.returned(actual, number) : "answered";
}

std::string OnlyOutcomeKey(const ObjectReader& reader) {
  std::string key = OnlyOutcomeKeyIn(reader);
  for (const OutcomeRow* row : OutcomeTable::Global().rows()) {
    for (const auto& [other, refusal] : row->other_keys) {
      if (row->key != key && reader.Has(other)) {
        reader.Fail(other, refusal);
      }
    }
  }
  return key;
}

Outcome ReadOutcome(ObjectReader& reader, std::string_view key) {
  const OutcomeRow* row = OutcomeTable::Global().Find(key);
  if (row == nullptr) {
    reader.Fail(key, "is not an outcome: " + OutcomeList());
  }
  return row->read(reader);
}

void WriteOutcome(const Outcome& outcome, const std::string& where, SceneJson& out) {
  OutcomeRowOf(outcome).write(outcome, where, out);
}

}  // namespace harness
