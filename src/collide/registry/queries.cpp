#include "collide/registry/queries.h"

#include <stdexcept>

namespace collide {

Query QueryTable::Add(QueryRow row) {
  if (row.id.empty()) {
    throw std::invalid_argument("a query needs an id");
  }
  if (Find(row.id)) {
    throw std::invalid_argument("query \"" + row.id + "\" is already registered");
  }
  if (row.answer_type == nullptr || !row.positive || !row.agree || !row.words) {
    throw std::invalid_argument("query \"" + row.id +
                                "\" needs an answer type, positive, agree and words");
  }
  rows_.push_back(std::move(row));
  return Query(static_cast<int>(rows_.size()) - 1);
}

const QueryRow& QueryTable::Row(Query query) const {
  if (query.index() < 0 || static_cast<std::size_t>(query.index()) >= rows_.size()) {
    throw std::out_of_range("no query " + std::to_string(query.index()) + " in the table");
  }
  return rows_[static_cast<std::size_t>(query.index())];
}

std::optional<Query> QueryTable::Find(std::string_view id) const {
  for (std::size_t i = 0; i < rows_.size(); ++i) {
    if (rows_[i].id == id) {
      return Query(static_cast<int>(i));
    }
  }
  return std::nullopt;
}

std::vector<Query> QueryTable::queries() const {
  std::vector<Query> all;
  for (std::size_t i = 0; i < rows_.size(); ++i) {
    all.emplace_back(static_cast<int>(i));
  }
  return all;
}

QueryTable& QueryTable::Global() {
  static QueryTable table = [] {
    QueryTable builtin;
    AddBuiltinQueries(builtin);
    return builtin;
  }();
  return table;
}

std::string_view QueryId(Query query) {
  return QueryTable::Global().Row(query).id;
}

std::optional<Query> QueryFromId(std::string_view id) {
  return QueryTable::Global().Find(id);
}

std::vector<Query> AllQueries() {
  return QueryTable::Global().queries();
}

bool IsPositive(Query query, const Answer& answer) {
  return QueryTable::Global().Row(query).positive(answer);
}

bool AnswersAgree(Query query, const Answer& x, const Answer& y, const NumbersNear& near) {
  return QueryTable::Global().Row(query).agree(x, y, near);
}

std::string AnswerWords(Query query, const Answer& answer) {
  return QueryTable::Global().Row(query).words(answer);
}

Answer MirroredAnswer(Query query, const Answer& answer) {
  const QueryRow& row = QueryTable::Global().Row(query);
  return row.mirror ? row.mirror(answer) : answer;
}

}  // namespace collide
