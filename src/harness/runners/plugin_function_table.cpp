#include "harness/runners/plugin_function_table.h"

#include <algorithm>
#include <cstdio>

#include "harness/plugins/plugin_functions.h"

namespace harness {
namespace {

FunctionTally& RowOf(std::string_view function, std::vector<FunctionTally>& rows) {
  const auto it = std::find_if(rows.begin(), rows.end(),
                               [&](const FunctionTally& row) { return row.function == function; });
  if (it != rows.end()) {
    return *it;
  }
  FunctionTally row;
  row.function = function;
  rows.push_back(row);
  return rows.back();
}

void Count(const PairCheck& check, FunctionTally& row) {
  ++row.served;
  if (check.passed) {
    ++row.held;
    return;
  }
  if (check.error.empty()) {
    ++row.failed;
    return;
  }
  switch (check.no_answer) {
    case collide::NoAnswer::kBadAnswer:
      ++row.failed;
      break;
    case collide::NoAnswer::kCrashed:
      ++row.crashed;
      break;
    case collide::NoAnswer::kHung:
      ++row.hung;
      break;
    case collide::NoAnswer::kOff:
      ++row.off;
      break;
  }
}

}  // namespace

std::vector<FunctionTally> EmptyFunctionTallies(const plugins::Plugin& plugin) {
  std::vector<FunctionTally> rows;
  const auto table = plugins::PluginFunctions();
  for (std::size_t index : plugin.functions()) {
    FunctionTally row;
    row.function = table[index].name;
    rows.push_back(row);
  }
  return rows;
}

void NoteHangs(const plugins::Plugin& plugin, std::vector<FunctionTally>& rows) {
  const auto table = plugins::PluginFunctions();
  for (std::size_t index : plugin.functions()) {
    if (!plugin.HungOn(index).empty()) {
      RowOf(table[index].name, rows).hung_on = plugin.HungOn(index);
    }
  }
}

void TallyByFunction(const OriginChecks& checks, std::vector<FunctionTally>& rows) {
  for (std::size_t i = 0; i < checks.checks.size() && i < checks.tests.size(); ++i) {
    const std::string_view function = plugins::FunctionOfTest(checks.tests[i]);
    if (!function.empty()) {
      Count(checks.checks[i], RowOf(function, rows));
    }
  }
}

std::vector<std::string> FunctionTableLines(const std::vector<FunctionTally>& rows) {
  std::size_t width = std::string_view("function").size();
  for (const FunctionTally& row : rows) {
    width = std::max(width, row.function.size());
  }
  const int name_width = static_cast<int>(width);
  std::vector<std::string> lines;
  char line[256];
  std::snprintf(line, sizeof line, "%-*s  served  held  failed  crashed  hung  off", name_width,
                "function");
  lines.emplace_back(line);
  for (const FunctionTally& row : rows) {
    const std::string name(row.function);
    std::snprintf(line, sizeof line, "%-*s  %6d  %4d  %6d  %7d  %4d  %3d", name_width, name.c_str(),
                  row.served, row.held, row.failed, row.crashed, row.hung, row.off);
    lines.emplace_back(line);
  }
  return lines;
}

std::vector<std::string> HangLines(const std::vector<FunctionTally>& rows) {
  std::vector<std::string> lines;
  for (const FunctionTally& row : rows) {
    if (row.hung_on.empty()) {
      continue;
    }
    std::string line(row.function);
    line += " ";
    line += row.hung_on;
    line += ", and was off for the rest of the run: ";
    line += std::to_string(row.off);
    line += row.off == 1 ? " expectation left unchecked" : " expectations left unchecked";
    lines.push_back(std::move(line));
  }
  return lines;
}

}  // namespace harness
