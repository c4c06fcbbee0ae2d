#pragma once

// The strict JSON reading behind every JSON file the program reads (scene
// files, settings.json): limits against hostile files, a JSON path such as
// shapes[2].radius in every error, and ObjectReader, which refuses a key
// nobody read. InputError, which every bad input becomes (exit status 2 on
// the command line), is declared here.

#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>

#include "collide/shapes/vec.h"

namespace harness {

// A problem in an input file: which file, where in it (a JSON path such as
// `shapes[2].radius`, or line:column for malformed JSON) and what is wrong.
class InputError : public std::runtime_error {
 public:
  InputError(std::string file, std::string where, std::string what);

  const std::string& file() const { return file_; }
  const std::string& where() const { return where_; }
  const std::string& problem() const { return problem_; }

 private:
  std::string file_;
  std::string where_;
  std::string problem_;
};

// `text` with every control character (below 0x20, and 0x7f) written as
// \xNN; other bytes, UTF-8 included, unchanged.
std::string EscapeControlCharacters(std::string_view text);

// Limits that keep hostile files from exhausting the stack or memory.
inline constexpr size_t kMaxJsonDepth = 64;
inline constexpr size_t kMaxJsonBytes = 16u << 20;
// What is wrong with a file of `bytes` bytes, more than kMaxJsonBytes.
std::string TooLargeProblem(size_t bytes);

// The largest magnitude a number in a scene may have. The tests square
// distances and radius sums (and the simulation squares speeds): past about
// 1e154 a square overflows to infinity and `inf <= inf` would report a
// collision that is not there. 1e15 leaves room for every product the tests
// form and still holds every integer coordinate exactly.
inline constexpr double kMaxSceneMagnitude = 1e15;

// `number` in its shortest form that reads back as the same double
// ("-1e-09", "0.1", "300"), for messages that must show what the file said.
std::string FormatNumber(double number);

// Parses JSON more strictly than nlohmann's defaults: a duplicate key, a
// number that overflows to infinity or nesting deeper than kMaxJsonDepth is
// an error, and malformed text is reported by line and column.
nlohmann::json ParseStrictJson(std::string_view text, const std::string& file);

// Reads the members of one JSON object, each access naming its JSON path in
// errors. Finish() rejects every key that was never read, so a misspelt key
// is an error rather than a silently ignored one.
class ObjectReader {
 public:
  ObjectReader(const nlohmann::json& value, std::string path, const std::string& file);

  bool Has(std::string_view key) const;
  std::string String(std::string_view key);
  std::optional<std::string> OptionalString(std::string_view key);
  double Number(std::string_view key);
  std::optional<double> OptionalNumber(std::string_view key);
  bool Bool(std::string_view key);
  collide::Vec3 Vec3(std::string_view key);
  std::optional<collide::Vec3> OptionalVec3(std::string_view key);
  // The raw member, marked as read; nullptr when absent.
  const nlohmann::json* Member(std::string_view key);

  std::string PathOf(std::string_view key) const;
  void Finish() const;
  [[noreturn]] void Fail(std::string_view key, const std::string& what) const;

  const std::string& path() const { return path_; }
  const std::string& file() const { return file_; }

 private:
  const nlohmann::json& Require(std::string_view key);

  const nlohmann::json& object_;
  std::string path_;
  const std::string& file_;
  std::set<std::string, std::less<>> read_;
};

// Helpers shared by readers of arrays and scalars at a known path.
double ReadFiniteNumber(const nlohmann::json& value, const std::string& path,
                        const std::string& file);
collide::Vec3 ReadVec3(const nlohmann::json& value, const std::string& path,
                       const std::string& file);
std::string JsonTypeName(const nlohmann::json& value);

}  // namespace harness
